/**
 * The one formatter: numbers, plural forms, counted words and lists of one language, each by
 * `Intl` (./number.ts, ./plural.ts, ./list.ts). A language file takes `formatter('de')` once;
 * it loads no other language's words, so an island that ships one language stays small.
 */
import type { Lang } from '../langs.ts';
import { listAnd, listOr } from './list.ts';
import { formatNumber } from './number.ts';
import { ordinalCategory, plural, type Plural } from './plural.ts';

export { listAnd, listOr } from './list.ts';
export { formatNumber } from './number.ts';
export { ordinalCategory, plural, type Plural } from './plural.ts';

export interface Formatter {
  readonly lang: Lang;
  /** `n` in the language's digits: "12", "1.000" (de), "1 000" (sv). */
  number(n: number): string;
  /** The form of `forms` for `n`. */
  plural<T>(n: number, forms: Plural<T>): T;
  /** The number and the word in its form: "1 card", "2 cards", "2 kort" (the four languages put the number first). */
  count(n: number, forms: Plural): string;
  /** "A, B and C". */
  and(items: readonly string[]): string;
  /** "A, B or C". */
  or(items: readonly string[]): string;
  /** The ordinal category of `n` (English: one, two, few, other). */
  ordinal(n: number): Intl.LDMLPluralRule;
}

export function formatter(lang: Lang): Formatter {
  return {
    lang,
    number: (n) => formatNumber(lang, n),
    plural: (n, forms) => plural(lang, n, forms),
    count: (n, forms) => `${formatNumber(lang, n)} ${plural(lang, n, forms)}`,
    and: (items) => listAnd(lang, items),
    or: (items) => listOr(lang, items),
    ordinal: (n) => ordinalCategory(lang, n),
  };
}

/**
 * A sentence with its full stop: the messages come without one (a verdict is also shown as a
 * label), and a line that tells one ends with it. A text that ends with a stop, a colon, an
 * ellipsis, or a stop inside the closing quote of a quotation is left as it is.
 */
export function sentence(text: string): string {
  const t = text.trim();
  return /[.!?:…][”“’"»]?$/.test(t) ? t : `${t}.`;
}
