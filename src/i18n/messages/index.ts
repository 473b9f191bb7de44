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
import { de } from './de.ts';
import { en, type Messages } from './en.ts';
import { nl } from './nl.ts';
import { eventMessageIn, roleNameIn, verdictMessageIn } from './dispatch.ts';
import { shortCard, shortCards, unreachable } from './shared.ts';
import { sv } from './sv.ts';

export type { Messages } from './en.ts';
export type { RoleNames } from './shared.ts';
export { eventMessageIn, roleNameIn, verdictMessageIn } from './dispatch.ts';

export type Lang = 'de' | 'en' | 'sv' | 'nl';
export const LANGS: readonly Lang[] = ['de', 'en', 'sv', 'nl'];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export const MESSAGES: Readonly<Record<Lang, Messages>> = { de, en, sv, nl };

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

/** The spoken name: "nine of hearts", "Herz-Neun", "hjärter nia", "harten negen"; lone rank "a nine". */
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

/** What was expected where the notation could not be read (the caller adds the line number). */
export function parseErrorMessage(data: ParseErrorData, lang: Lang): string {
  const p = MESSAGES[lang].parse;
  switch (data.code) {
    case 'unknown-line':
      return p.unknownLine(data);
    case 'bad-card':
      return p.badCard(data);
    case 'empty-move':
      return p.emptyMove(data);
    case 'pass-with-cards':
      return p.passWithCards(data);
    case 'unknown-player':
      return p.unknownPlayer(data);
    case 'no-players':
      return p.noPlayers();
    case 'duplicate-player':
      return p.duplicatePlayer(data);
    case 'empty-player-name':
      return p.emptyPlayerName();
    case 'bad-player-name':
      return p.badPlayerName(data);
    case 'player-count':
      return p.playerCount(data);
    case 'seating-changed':
      return p.seatingChanged(data);
    case 'bad-rules':
      return ruleErrorMessage(data.error, lang);
    case 'rules-too-late':
      return p.rulesTooLate();
    case 'too-late-in-round':
      return p.tooLateInRound(data);
    case 'bad-round-number':
      return p.badRoundNumber(data);
    case 'duplicate-hand':
      return p.duplicateHand(data);
    case 'hand-needs-suits':
      return p.handNeedsSuits(data);
    case 'card-in-two-hands':
      return p.cardInTwoHands(data);
    case 'too-many-jokers':
      return p.tooManyJokers(data);
    case 'give-to-self':
      return p.giveToSelf(data);
    case 'bad-give':
      return p.badGive(data);
    case 'empty':
      return p.empty();
    default:
      return unreachable(data);
  }
}

/** An item of a `rules:` line (or stored rules) that could not be applied; lists the choices. */
export function ruleErrorMessage(error: RuleError, lang: Lang): string {
  const r = MESSAGES[lang].rule;
  switch (error.code) {
    case 'unknown-preset':
      return r.unknownPreset(error, PRESET_NAMES);
    case 'unknown-key':
      return r.unknownKey(
        error,
        OPTION_LIST.map((o) => o.name),
      );
    case 'bad-value':
      return r.badValue(error);
    case 'missing-value':
      return r.missingValue(error, optionByName(error.name)?.values ?? []);
    default:
      return unreachable(error);
  }
}

// ---------------------------------------------------------------------------------------
// Events

/** One line for the stepper and the log: "Ben wins the trick and leads", "Cem goes out: 2nd place". */
export function eventMessage(event: GameEvent, lang: Lang): string {
  return eventMessageIn(MESSAGES[lang], event);
}
