/** The site's languages, in the order the language switch shows them. */
export const LOCALES = ['de', 'en', 'sv', 'nl'] as const;
export type Lang = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Lang = 'en';

/** Each language's name in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = {
  de: 'Deutsch',
  en: 'English',
  sv: 'Svenska',
  nl: 'Nederlands',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
