/**
 * The header's navigation: which entries there are, where they lead and which one is the page
 * being read. Pure (the header passes what exists), so unit tests can check every page.
 */
import type { Lang, UiKey } from '../../i18n/ui/index.ts';

export interface NavEntry {
  /** the link text, in src/i18n/ui */
  readonly label: UiKey;
  /** the page under /<lang>/ */
  readonly slug: string;
  /** true: listed only when its page exists at build time (pages other parts are adding) */
  readonly optional?: true;
}

/** The entries in their order. The start page is the site name's link before them. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'nav.rules', slug: 'game' },
  { label: 'nav.houseRules', slug: 'house-rules' },
  { label: 'nav.referee', slug: 'referee' },
  { label: 'nav.practice', slug: 'practice', optional: true },
  { label: 'nav.compare', slug: 'compare', optional: true },
  { label: 'nav.examples', slug: 'examples' },
  { label: 'nav.about', slug: 'about' },
  { label: 'nav.search', slug: 'search' },
];

/** The rule pages that are not entries of their own are part of the "Rules" entry's section. */
const SECTION_ENTRY = 'game';

export interface NavLink {
  readonly label: UiKey;
  readonly href: string;
  /**
   * `page` on the link to the page being read; `true` on the Rules entry while reading another
   * rule page (it is the current section, not the current page); otherwise absent.
   */
  readonly current?: 'page' | 'true';
}

export interface NavContext {
  /** whether the optional page `slug` exists (a route file in src/pages/[lang]/) */
  readonly exists: (slug: string) => boolean;
  /** the slugs of the rule pages (the docs collection), for the Rules entry's section */
  readonly ruleSlugs: ReadonlySet<string>;
}

/** The slug of a page under a language, `''` for the start page: `/de/ranks/` → `ranks`. */
export function slugOf(pathname: string): string {
  return pathname.split('/').filter(Boolean).slice(1).join('/');
}

/** The header's links for the page at `pathname` in `lang`. */
export function navLinks(lang: Lang, pathname: string, context: NavContext): NavLink[] {
  const slug = slugOf(pathname);
  const ownEntry = NAV_ENTRIES.some((entry) => entry.slug === slug);
  return NAV_ENTRIES.filter((entry) => entry.optional !== true || context.exists(entry.slug)).map(
    (entry) => {
      const href = `/${lang}/${entry.slug}/`;
      if (entry.slug === slug) return { label: entry.label, href, current: 'page' };
      if (entry.slug === SECTION_ENTRY && !ownEntry && context.ruleSlugs.has(slug)) {
        return { label: entry.label, href, current: 'true' };
      }
      return { label: entry.label, href };
    },
  );
}
