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
