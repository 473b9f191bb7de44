/**
 * Pure helpers for the `docs` collection: entry ids look like `en/about` or `de/rules/deal`
 * (language folder, then the slug). Kept free of `astro:content` so unit tests can run them.
 */
import { LANGS, isLang, type Lang } from '../i18n/langs.ts';

export interface DocRef {
  readonly id: string;
}

export interface DocPath {
  readonly lang: Lang;
  readonly slug: string;
}

/** Splits `de/rules/deal` into `{ lang: 'de', slug: 'rules/deal' }`; undefined if not localized. */
export function parseDocId(id: string): DocPath | undefined {
  const slash = id.indexOf('/');
  const lang = id.slice(0, slash);
  const slug = id.slice(slash + 1);
  if (slash < 0 || !isLang(lang) || slug === '') return undefined;
  return { lang, slug };
}

/**
 * Checks that every docs page exists in all languages and lies in a language folder, and
 * returns the problems as sentences (empty when all is well). The docs route throws on any,
 * so a page that is missing in one language fails the build instead of leaving a dead link.
 */
export function findTranslationGaps(entries: readonly DocRef[]): string[] {
  const problems: string[] = [];
  const langsBySlug = new Map<string, Set<Lang>>();
  for (const { id } of entries) {
    const path = parseDocId(id);
    if (!path) {
      problems.push(`"${id}" is not in a language folder (${LANGS.join(', ')})`);
      continue;
    }
    const langs = langsBySlug.get(path.slug) ?? new Set<Lang>();
    langs.add(path.lang);
    langsBySlug.set(path.slug, langs);
  }
  for (const [slug, langs] of [...langsBySlug].sort(([a], [b]) => a.localeCompare(b))) {
    const missing = LANGS.filter((lang) => !langs.has(lang));
    if (missing.length > 0) problems.push(`"${slug}" is missing in: ${missing.join(', ')}`);
  }
  return problems;
}

/** A rule page as the reading order knows it: its id, its title and its place in the order. */
export interface OrderedDoc extends DocRef {
  readonly data: { readonly title: string; readonly order: number };
}

export interface PageStep {
  readonly slug: string;
  readonly title: string;
}

/**
 * The rule pages before and after `slug` in `lang`, in the pages' `order`: the reading path
 * from the game's overview to the names. The start page's text (`home`) and the pages ordered
 * at 100 or later (about the site, not the rules) are not on it; a page off the path has no
 * neighbours.
 */
export function readingNeighbours(
  entries: readonly OrderedDoc[],
  lang: Lang,
  slug: string,
): { readonly previous: PageStep | null; readonly next: PageStep | null } {
  const path = entries
    .flatMap((entry) => {
      const at = parseDocId(entry.id);
      return at?.lang === lang && at.slug !== 'home' && entry.data.order < 100
        ? [{ slug: at.slug, title: entry.data.title, order: entry.data.order }]
        : [];
    })
    .sort((a, b) => a.order - b.order);
  const index = path.findIndex((page) => page.slug === slug);
  const step = (i: number): PageStep | null => {
    const page = index < 0 ? undefined : path[i];
    return page === undefined ? null : { slug: page.slug, title: page.title };
  };
  return { previous: step(index - 1), next: step(index + 1) };
}
