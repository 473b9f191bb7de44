/**
 * Lists by `Intl.ListFormat`: "A, B and C" and "A, B or C" in the language's words
 * ("A, B und C", "A, B och C", "A, B en C"; "oder", "eller", "of"). One item is itself, none
 * is the empty string.
 */
import { LOCALE, type Lang } from '../langs.ts';

type ListType = 'conjunction' | 'disjunction';

const formats = new Map<string, Intl.ListFormat>();

function format(lang: Lang, type: ListType): Intl.ListFormat {
  const key = `${lang}/${type}`;
  let f = formats.get(key);
  if (f === undefined) {
    f = new Intl.ListFormat(LOCALE[lang], { type, style: 'long' });
    formats.set(key, f);
  }
  return f;
}

/** "A, B and C": every item counts. */
export function listAnd(lang: Lang, items: readonly string[]): string {
  return format(lang, 'conjunction').format(items);
}

/** "A, B or C": one of the items. */
export function listOr(lang: Lang, items: readonly string[]): string {
  return format(lang, 'disjunction').format(items);
}
