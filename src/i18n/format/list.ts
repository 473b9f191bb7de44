/**
 * Lists by `Intl.ListFormat`: "A, B and C" and "A, B or C" in the language's words
 * ("A, B und C", "A, B och C", "A, B en C"; "oder", "eller", "of"). One item is itself, none
 * is the empty string.
 */
import { LOCALE, type Lang } from '../langs.ts';

/** "A, B and C": every item counts. */
export function listAnd(lang: Lang, items: readonly string[]): string {
  return new Intl.ListFormat(LOCALE[lang], { type: 'conjunction' }).format(items);
}

/** "A, B or C": one of the items. */
export function listOr(lang: Lang, items: readonly string[]): string {
  return new Intl.ListFormat(LOCALE[lang], { type: 'disjunction' }).format(items);
}
