/**
 * The referee's words in four languages: verdicts, parse and rule errors, game events,
 * card names and role names. The engine returns codes and data; this module turns them
 * into one plain-text sentence. Names and user text are inserted verbatim: escaping (HTML,
 * terminal) is the caller's job, and nothing here builds markup.
 *
 * One file per language (en.ts defines the shape `Messages`; de.ts, sv.ts and nl.ts are
 * declared as `Messages`, so a missing message fails to compile). The dispatch below uses
 * exhaustive switches: a new verdict code, parse error, rule error or event type fails to
 * compile until every language has a sentence for it.
 *
 * Cards are shown as rank label + suit symbol (`9♥`, `10♠`), with each language's letters
 * for the court cards and ace: en/sv J Q K A, de B D K A (002), nl B V H A (004); a lone
 * rank is just its label (`9`) and a joker is `Joker`. The suit symbols are shape-coded,
 * so they stay unambiguous without colour. `cardLongName` gives the spoken form.
 */
import type { Card, RankOrJoker } from '../../engine/cards.ts';
import { OPTION_LIST, PRESET_NAMES, optionByName, type RuleError } from '../../engine/rules.ts';
import type { GameEvent, VerdictData } from '../../engine/verdict.ts';
import type { ParseErrorData } from '../../notation/errors.ts';
import type { Lang } from '../langs.ts';
import { de } from './de.ts';
import { deErrors } from './errors-de.ts';
import { en } from './en.ts';
import { enErrors } from './errors-en.ts';
import { nl } from './nl.ts';
import { nlErrors } from './errors-nl.ts';
import { eventMessageIn, roleNameIn, verdictMessageIn } from './dispatch.ts';
import {
  shortCard,
  shortCards,
  type ErrorMessages,
  type Messages,
  type ParseErrorMap,
  type ParseWordCode,
  type RuleErrorCode,
  type RuleErrorMap,
} from './shared.ts';
import { sv } from './sv.ts';
import { svErrors } from './errors-sv.ts';

export type {
  EventWords,
  Messages,
  ParseWords,
  RoleNames,
  RuleWords,
  VerdictWords,
} from './shared.ts';
export { eventMessageIn, roleNameIn, verdictMessageIn } from './dispatch.ts';
/** The language list lives in ../langs.ts; re-exported for the message modules' callers. */
export { LANGS, isLang, type Lang } from '../langs.ts';

export const MESSAGES: { readonly [L in Lang]: Messages } = { de, en, sv, nl };

/** Each language's parse and rule errors (a table apart: see ErrorMessages). */
export const ERRORS: { readonly [L in Lang]: ErrorMessages } = {
  de: deErrors,
  en: enErrors,
  sv: svErrors,
  nl: nlErrors,
};

// ---------------------------------------------------------------------------------------
// Cards

/** Short, table-readable card: `9♥`, `10♠`, `D♣` (de), `V♣` (nl), `9` (lone rank), `Joker`. */
export function formatCardName(card: Card, lang: Lang): string {
  return shortCard(card, MESSAGES[lang].rankLabels);
}

/** Cards in short form separated by spaces: `9♥ 9♠`. */
export function formatCards(cards: readonly Card[], lang: Lang): string {
  return shortCards(cards, MESSAGES[lang].rankLabels);
}

/** A rank's short label: `9`, `Q` (en), `D` (de), `V` (nl), `Joker`. */
export function formatRank(rank: RankOrJoker, lang: Lang): string {
  return MESSAGES[lang].rankLabels[rank];
}

/** The spoken name: "nine of hearts", "Herz-Neun", "hjärternia", "harten negen"; lone rank "a nine". */
export function cardLongName(card: Card, lang: Lang): string {
  return MESSAGES[lang].cardLongName(card);
}

/** "1 card" / "2 cards", "1 Karte" / "2 Karten", "1 kort" / "2 kort", "1 kaart" / "2 kaarten". */
export function formatCardCount(count: number, lang: Lang): string {
  return MESSAGES[lang].cardCount(count);
}

/** "2nd place", "Platz 2", "plats 2", "plaats 2". */
export function formatPlace(place: number, lang: Lang): string {
  return MESSAGES[lang].placeName(place);
}

// ---------------------------------------------------------------------------------------
// Roles (rules-spec §5)

/**
 * The role of `place` (1 = first out) among `players`: with 4+ players 1 President,
 * 2 Vice President, n−1 Vice Scum, n Scum, the rest citizens; with 3 players President,
 * citizen, Scum; with 2, President and Scum.
 */
export function roleName(place: number, players: number, lang: Lang): string {
  return roleNameIn(MESSAGES[lang].roles, place, players);
}

// ---------------------------------------------------------------------------------------
// Verdicts (rules-spec §6)

/** One sentence saying why a move or give is illegal, naming the cards and counts. */
export function verdictMessage(data: VerdictData, lang: Lang): string {
  return verdictMessageIn(MESSAGES[lang], data);
}

// ---------------------------------------------------------------------------------------
// Parse and rule errors

function sayParseError<C extends ParseWordCode>(
  lang: Lang,
  code: C,
  data: ParseErrorMap[C],
): string {
  return ERRORS[lang].parse[code](data);
}

/** What was expected where the notation could not be read (the caller adds the line number). */
export function parseErrorMessage(data: ParseErrorData, lang: Lang): string {
  if (data.code === 'bad-rules') return ruleErrorMessage(data.error, lang);
  return sayParseError(lang, data.code, data);
}

/** What may be written instead of a rule error's item: presets, option names, values. */
function ruleChoices(error: RuleError): readonly string[] {
  switch (error.code) {
    case 'unknown-preset':
      return PRESET_NAMES;
    case 'unknown-key':
      return OPTION_LIST.map((o) => o.name);
    case 'bad-value':
      return error.allowed;
    case 'missing-value':
      return optionByName(error.name)?.values ?? [];
  }
}

function sayRuleError<C extends RuleErrorCode>(
  lang: Lang,
  code: C,
  error: RuleErrorMap[C],
  choices: readonly string[],
): string {
  return ERRORS[lang].rule[code](error, choices);
}

/** An item of a `rules:` line (or stored rules) that could not be applied; lists the choices. */
export function ruleErrorMessage(error: RuleError, lang: Lang): string {
  return sayRuleError(lang, error.code, error, ruleChoices(error));
}

// ---------------------------------------------------------------------------------------
// Events

/** One line for the stepper and the log: "Ben wins the trick and leads", "Cem goes out: 2nd place". */
export function eventMessage(event: GameEvent, lang: Lang): string {
  return eventMessageIn(MESSAGES[lang], event);
}
