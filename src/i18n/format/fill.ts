/**
 * Fills `{name}` placeholders (a placeholder without a value stays visible), and a plural
 * form with its `{n}`; puts a capital first: the templates of the islands' words (the table-rules card, the referee).
 * A module of its own, so an island that needs only these does not load the card's module.
 */
import { plural as pluralForm, type Plural } from './plural.ts';
import type { Lang } from '../langs.ts';

/** The text with its first letter as a capital (a line or label that begins with a role). */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

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
