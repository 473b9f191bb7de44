/**
 * What every page's <head> says about its place among the languages: the canonical URL (the
 * page itself, absolute) and one `hreflang` alternate per language plus `x-default` (the
 * default language's version), all absolute, as search engines and Lighthouse require.
 */
import { DEFAULT_LANG, LANGS, localizedPath, type Lang } from '../../i18n/ui/index.ts';

export interface Alternate {
  /** a language code, or `x-default` */
  readonly hreflang: Lang | 'x-default';
  readonly href: string;
}

export interface PageHead {
  readonly canonical: string;
  readonly alternates: readonly Alternate[];
}

/** The canonical URL and the alternates of `pathname` (e.g. `/de/about/`) on `site`. */
export function pageHead(pathname: string, site: string): PageHead {
  const base = site.replace(/\/$/, '');
  const absolute = (path: string) => base + path;
  return {
    canonical: absolute(pathname),
    alternates: [
      ...LANGS.map((lang) => ({ hreflang: lang, href: absolute(localizedPath(pathname, lang)) })),
      { hreflang: 'x-default', href: absolute(localizedPath(pathname, DEFAULT_LANG)) },
    ],
  };
}
