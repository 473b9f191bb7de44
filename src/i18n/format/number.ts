/** Numbers by `Intl.NumberFormat` in the language's digit grouping ("1.000", "1 000"). */
import { LOCALE, type Lang } from '../langs.ts';

export function formatNumber(lang: Lang, n: number): string {
  return new Intl.NumberFormat(LOCALE[lang]).format(n);
}
