/**
 * Fills `{name}` placeholders (a placeholder without a value stays visible), and a plural
 * form with its `{n}`. The same as src/lib/rule-card.ts's `fill` and `plural`, kept here so the
 * referee's first load does not fetch the table-rules card's module (it comes on demand).
 */
import { plural as pluralForm, type Plural } from '../../i18n/format/plural.ts';
import type { Lang } from '../../i18n/langs.ts';

export function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The form of `forms` for `n` by the language's plural rules, with `{n}` filled in. */
export function plural(forms: Plural, n: number, lang: Lang): string {
  return fill(pluralForm(lang, n, forms), { n });
}
