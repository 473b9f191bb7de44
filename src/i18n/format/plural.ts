/**
 * Plural choice by `Intl.PluralRules`. The four languages have two cardinal forms, `one`
 * and `other` (tests/i18n/format.test.ts checks that CLDR agrees), so a word's forms are a
 * `Plural`; English ordinals ("1st", "2nd", "3rd", "4th") use the ordinal rules.
 */
import { LOCALE, type Lang } from '../langs.ts';

/** The two forms of a counted word: `{ one: 'card', other: 'cards' }`. */
export interface Plural<T = string> {
  readonly one: T;
  readonly other: T;
}

/**
 * The rules of each language and kind, made on first use: constructing `Intl.PluralRules`
 * costs far more than asking it, and the referee asks on every entry.
 */
const cardinals = new Map<Lang, Intl.PluralRules>();
const ordinals = new Map<Lang, Intl.PluralRules>();

function rulesOf(cache: Map<Lang, Intl.PluralRules>, lang: Lang, type: Intl.PluralRuleType) {
  let rules = cache.get(lang);
  if (rules === undefined) {
    rules = new Intl.PluralRules(LOCALE[lang], { type });
    cache.set(lang, rules);
  }
  return rules;
}

/** The form of `forms` that goes with the number `n` in `lang` (0 takes `other` in all four). */
export function plural<T>(lang: Lang, n: number, forms: Plural<T>): T {
  return rulesOf(cardinals, lang, 'cardinal').select(n) === 'one' ? forms.one : forms.other;
}

/** The ordinal category of `n` (`one`, `two`, `few`, `other` in English; `other` elsewhere). */
export function ordinalCategory(lang: Lang, n: number): Intl.LDMLPluralRule {
  return rulesOf(ordinals, lang, 'ordinal').select(n);
}
