/** Numbers by `Intl.NumberFormat` in the language's digits grouping ("1.000", "1 000"). */
import { LOCALE, type Lang } from '../langs.ts';

const formats = new Map<Lang, Intl.NumberFormat>();

export function formatNumber(lang: Lang, n: number): string {
  let f = formats.get(lang);
  if (f === undefined) {
    f = new Intl.NumberFormat(LOCALE[lang]);
    formats.set(lang, f);
  }
  return f.format(n);
}
