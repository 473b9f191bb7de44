/**
 * Site UI strings (navigation, start pages, island labels): flat dotted keys, one JSON file per
 * language, typed from English. Game messages (verdicts, roles) live in src/i18n/messages/.
 */
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };
import { isLang, type Lang } from '../langs.ts';

/** The language list lives in ../langs.ts; re-exported for the pages that read UI strings. */
export { DEFAULT_LANG, LANGUAGE_NAMES, LANGS, isLang, type Lang } from '../langs.ts';

export type UiKey = keyof typeof en;
export type UiStrings = Readonly<Record<UiKey, string>>;

/** A language file that lacks an English key fails the type check here. */
export const UI: { readonly [L in Lang]: UiStrings } = { de, en, sv, nl };

/**
 * The string for `key` in `lang`, with `{name}` placeholders filled from `params`.
 * A placeholder without a value stays visible rather than vanishing silently.
 */
export function t(lang: Lang, key: UiKey, params: Readonly<Record<string, string | number>> = {}) {
  return UI[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * The same page in another language: `/de/about/` → `/sv/about/`. Every docs page exists in
 * every language (the docs route fails the build otherwise), so the switch never dead-ends.
 */
export function localizedPath(pathname: string, target: Lang): string {
  const [, first, ...rest] = pathname.split('/');
  if (isLang(first)) {
    return ['', target, ...rest].join('/');
  }
  return `/${target}/`;
}
