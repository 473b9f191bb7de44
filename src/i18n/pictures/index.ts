/**
 * The pictures' words per language (shape: en.ts), the page language of a component, and
 * option values in words for the preset table (the short names of src/i18n/vocabulary).
 */
import type { RuleKey, RuleSet } from '../../engine/rules.ts';
import { valueName } from '../../lib/option-words.ts';
import { MESSAGES } from '../messages/index.ts';
import { isLang, type Lang } from '../langs.ts';
import { VOCABULARY } from '../vocabulary/index.ts';
import { de } from './de.ts';
import { en, type Pictures } from './en.ts';
import { nl } from './nl.ts';
import { sv } from './sv.ts';

export type { Pictures } from './en.ts';

export const PICTURES: { readonly [L in Lang]: Pictures } = { de, en, sv, nl };

/** The flow chart's words per language (the tests check every drawn name has one). */
export const FLOW: { readonly [L in Lang]: Pictures['flow'] } = {
  de: de.flow,
  en: en.flow,
  sv: sv.flow,
  nl: nl.flow,
};

/**
 * The language of the page a component is rendered on: the route's `[lang]` parameter, else
 * Astro's current locale. A page outside the language folders is a programmer error, and
 * failing the build beats drawing a picture in the wrong language.
 */
export function pageLang(param: unknown, currentLocale: string | undefined): Lang {
  if (isLang(param)) return param;
  if (isLang(currentLocale)) return currentLocale;
  throw new Error(
    `Cannot tell the page's language (lang=${String(param)}, locale=${String(currentLocale)})`,
  );
}

/** One option's value of a rule set in a word or two: "yes", "until the round ends", "5 rounds" … */
export function optionValue(key: RuleKey, rules: RuleSet, lang: Lang): string {
  return valueName(
    key,
    rules,
    { lang, options: VOCABULARY[lang], rankLabels: MESSAGES[lang].rankLabels },
    { form: 'short' },
  );
}
