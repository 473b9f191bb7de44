/**
 * Lists by `Intl.ListFormat`: "A, B and C" and "A, B or C" in the language's words
 * ("A, B und C", "A, B och C", "A, B en C"; "oder", "eller", "of"). One item is itself, none
 * is the empty string. Each language's formatters are made on first use and kept.
 */
import { LOCALE, type Lang } from '../langs.ts';

const formatters = new Map<string, Intl.ListFormat>();

function formatter(lang: Lang, type: Intl.ListFormatType): Intl.ListFormat {
  const key = `${lang} ${type}`;
  let made = formatters.get(key);
  if (made === undefined) {
    made = new Intl.ListFormat(LOCALE[lang], { type });
    formatters.set(key, made);
  }
  return made;
}

/** "A, B and C": every item counts. */
export function listAnd(lang: Lang, items: readonly string[]): string {
  return formatter(lang, 'conjunction').format(items);
}

/** "A, B or C": one of the items. */
export function listOr(lang: Lang, items: readonly string[]): string {
  return formatter(lang, 'disjunction').format(items);
}
