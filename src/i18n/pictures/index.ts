/**
 * The pictures' words per language (shape: en.ts), the page language of a component, and
 * option values in words for the preset table.
 */
import type { RuleKey, RuleSet } from '../../engine/rules.ts';
import { formatNumber, listOr } from '../format/index.ts';
import { formatCardName, formatRank, MESSAGES } from '../messages/index.ts';
import { isLang, type Lang } from '../langs.ts';
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

function unreachable(value: never): never {
  throw new Error(`unexpected value ${String(value)}`);
}

/** A rank list (clear, forbidden-finish) in the language's labels, "8 or 10", or "none". */
function rankList(ranks: RuleSet['clear'], lang: Lang): string {
  const v = PICTURES[lang].presets.values;
  return ranks.length === 0
    ? v.none
    : listOr(
        lang,
        ranks.map((r) => formatRank(r, lang)),
      );
}

/** One option's value of a rule set in words: "yes", "until the round ends", "2♦ holder" … */
export function optionValue(key: RuleKey, rules: RuleSet, lang: Lang): string {
  const v = PICTURES[lang].presets.values;
  const yesNo = (on: boolean): string => (on ? v.yes : v.no);
  const roles = MESSAGES[lang].roles;
  switch (key) {
    case 'jokers':
      return rules.jokers === 0 ? v.none : formatNumber(lang, rules.jokers);
    case 'joker':
      return v.joker[rules.joker];
    case 'reentry':
      return yesNo(rules.reentry);
    case 'equal':
      return v.equal[rules.equal];
    case 'count':
      return v.count[rules.count];
    case 'clear':
      return rankList(rules.clear, lang);
    case 'revolution':
      return v.revolution[rules.revolution];
    case 'counter':
      return yesNo(rules.counter);
    case 'twosBySuit':
      return yesNo(rules.twosBySuit);
    case 'mandatory':
      return yesNo(rules.mandatory);
    case 'oneLap':
      return yesNo(rules.oneLap);
    case 'firstLead':
      switch (rules.firstLead) {
        case 'club-3':
          return v.holderOf(formatCardName({ rank: '3', suit: 'C' }, lang));
        case 'diamond-3':
          return v.holderOf(formatCardName({ rank: '3', suit: 'D' }, lang));
        case 'left-of-dealer':
          return v.leftOfDealer;
        case 'any':
          return v.anyone;
        default:
          return unreachable(rules.firstLead);
      }
    case 'firstCard':
      return yesNo(rules.firstCard);
    case 'nextLead':
      switch (rules.nextLead) {
        case 'scum':
          return roles.scum;
        case 'president':
          return roles.president;
        case 'first-lead':
          return v.asInRoundOne;
        default:
          return unreachable(rules.nextLead);
      }
    case 'exchange':
      return v.exchange[rules.exchange];
    case 'exchangeReturn':
      return v.exchangeReturn[rules.exchangeReturn];
    case 'exchangeTies':
      return v.exchangeTies[rules.exchangeTies];
    case 'miyako':
      return yesNo(rules.miyako);
    case 'forbiddenFinish':
      return rankList(rules.forbiddenFinish, lang);
    case 'scoring':
      return v.scoring[rules.scoring];
    case 'length':
      switch (rules.length.kind) {
        case 'rounds':
          return v.rounds(rules.length.n);
        case 'points':
          return v.points(rules.length.n);
        case 'open':
          return v.open;
        default:
          return unreachable(rules.length);
      }
    default:
      return unreachable(key);
  }
}
