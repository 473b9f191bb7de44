/**
 * The site's languages: the one list that the router (astro.config.mjs), the pages, the UI
 * strings, the referee's messages, the CLI's `--lang` and the tests read. Adding a language
 * here makes every table keyed by `Lang` fail to compile until it has the new language.
 */

/** The languages, in the order the language switch shows them. */
export const LANGS = ['de', 'en', 'sv', 'nl'] as const;
export type Lang = (typeof LANGS)[number];

/** The language of the root page's redirect and of the CLI when nothing else is asked for. */
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * Each language's BCP 47 locale, for `Intl` (plural rules, lists, numbers). English is
 * `en-GB`: the house English writes "6, A and 4" without a serial comma (the golden
 * transcripts pin it), which is en-GB's list pattern; `en` (US) would write "6, A, and 4".
 */
export const LOCALE: { readonly [L in Lang]: string } = {
  de: 'de',
  en: 'en-GB',
  sv: 'sv',
  nl: 'nl',
};

/** Each language's name in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: { readonly [L in Lang]: string } = {
  de: 'Deutsch',
  en: 'English',
  sv: 'Svenska',
  nl: 'Nederlands',
};
