/** Numbers by `Intl.NumberFormat` in the language's digit grouping ("1.000", "1 000"). */
import { LOCALE, type Lang } from '../langs.ts';

/** One formatter per language, made on first use (constructing one costs far more than using it). */
const formatters = new Map<Lang, Intl.NumberFormat>();

export function formatNumber(lang: Lang, n: number): string {
  let formatter = formatters.get(lang);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(LOCALE[lang]);
    formatters.set(lang, formatter);
  }
  return formatter.format(n);
}
