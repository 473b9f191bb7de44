/**
 * The shape of one language's messages and the helpers the language files share. Nothing
 * here is language-specific except through the tables passed in. Messages are plain text:
 * names and user text are inserted verbatim, escaping is the caller's job.
 *
 * The verdicts, parse errors, rule errors and events are mapped types keyed by code
 * (`verdict['not-higher']`), so a new code fails to compile until every language has a
 * sentence for it, and dispatch.ts answers by looking the code up.
 */
import { JOKER, type Card, type Rank, type RankOrJoker, type Suit } from '../../engine/cards.ts';
import type { RuleError } from '../../engine/rules.ts';
import type { GameEvent, TopInfo, VerdictCode, VerdictData } from '../../engine/verdict.ts';
import type { ParseErrorCode, ParseErrorData } from '../../notation/errors.ts';
import type { Lang } from '../langs.ts';

/**
 * The suit symbols are the same in every language: they are unambiguous without colour
 * (♣ ♠ and ♦ ♥ differ in shape), and the notation accepts them as input too.
 */
export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };

/** Short rank labels of one language, the joker's label included (key JOKER). */
/**
 * Under twos-by-suit, whether no 2 can beat the play of 2s on top: one holding 2♠ (the highest
 * suit), or, turned by a revolution, one whose written suits are only ♦ and ♥ (the lowest, now
 * the highest; one of the same suit may still go on it where equal plays are allowed). Its
 * messages say so instead of asking for a suit there is none of.
 */
export function noTwoBeats(cards: readonly Card[], reversed: boolean): boolean {
  return reversed
    ? cards.every((c) => c.suit !== 'S' && c.suit !== 'C')
    : cards.some((c) => c.suit === 'S');
}

export type RankLabels = Readonly<Record<RankOrJoker, string>>;

/** Full names of the ranks or suits of one language. */
export type RankNames = Readonly<Record<RankOrJoker, string>>;
export type SuitNames = Readonly<Record<Suit, string>>;

/** Short form of a card: rank label, then the suit symbol (`9♥`, `10♠`, `D♣`); a lone rank is just the label. */
export function shortCard(card: Card, ranks: RankLabels): string {
  const label = ranks[card.rank];
  return card.suit === null || card.rank === JOKER ? label : label + SUIT_SYMBOL[card.suit];
}

export function shortCards(cards: readonly Card[], ranks: RankLabels): string {
  return cards.map((c) => shortCard(c, ranks)).join(' ');
}

/** How a language says cards written without their suit: "two nines". */
export interface BareCardWords {
  /** each rank's plural noun ("nines", "Neunen", "jokers") */
  readonly plural: RankNames;
  /** the words for 2, 3 and 4: a play holds at most four cards of a rank (duplicate-card) */
  readonly counts: readonly [string, string, string];
  /** one card of a rank, as a sentence's object names it ("a queen", "einen König") */
  readonly one: (rank: Rank) => string;
  /** one joker, as a sentence's object names it ("a joker", "einen Joker") */
  readonly joker: string;
}

/**
 * Cards as a sentence names them. Cards with their suit are written as short cards (`9♥ 9♠`).
 * Jokers, which have no suit, and cards written without their suit (table mode) go by rank:
 * one card by its name ("a queen", "a joker", not "Q" or "Joker"), several of one rank by count
 * and name ("two nines", not "9 9"), different ranks as a list ("a two and a three", not
 * "2 3"; "9♥ 9♠ and a joker"), so that a row of figures is never read as one number or as a
 * count, and a joker is never a bare name in a sentence ("Ben tries Joker").
 */
export function spokenCards(
  cards: readonly Card[],
  ranks: RankLabels,
  words: BareCardWords,
  /** a list joined as the language does ("2 and 3") */
  and: (items: readonly string[]) => string,
): string {
  if (cards.every((c) => c.suit !== null)) return shortCards(cards, ranks);
  const written = cards.filter((c) => c.suit !== null);
  const bare = new Map<RankOrJoker, number>();
  for (const c of cards) if (c.suit === null) bare.set(c.rank, (bare.get(c.rank) ?? 0) + 1);
  const parts = written.length > 0 ? [shortCards(written, ranks)] : [];
  for (const [rank, n] of bare) {
    if (n === 1) parts.push(rank === JOKER ? words.joker : words.one(rank));
    else parts.push(`${words.counts[n - 2] ?? String(n)} ${words.plural[rank]}`);
  }
  return and(parts);
}

/** Each verdict code's data. */
export type VerdictMap = {
  readonly [C in VerdictCode]: Extract<VerdictData, { readonly code: C }>;
};
/** The verdict variant for one code. */
export type VerdictOf<C extends VerdictCode> = VerdictMap[C];

/**
 * The rank a refusal asks to beat, in a language's words: a face card by its name (`one`: "a
 * jack", "een boer", „einen Buben“), a number as written (`rank`: "9"): a letter alone reads as
 * a letter at the table ("dan V", "slå Q").
 */
export function rankToBeat(
  r: RankOrJoker,
  one: (r: Rank) => string,
  rank: (r: RankOrJoker) => string,
): string {
  return r === 'J' || r === 'Q' || r === 'K' || r === 'A' ? one(r) : rank(r);
}

/**
 * Whether a play refused on 2s is told by their suits (twos-by-suit, a suit written on top):
 * 2s on 2s that the suits decided, or any other play on them (an ace, a 2 without its suit),
 * which only a 2 of a higher suit (turned by a revolution: lower) would beat.
 */
export function toldBySuit(d: VerdictOf<'not-higher'>): boolean {
  return d.bySuit || d.topBySuit;
}

/** The parse errors a language words itself: `bad-rules` is the rule error's own message. */
export type ParseWordCode = Exclude<ParseErrorCode, 'bad-rules'>;
export type ParseErrorMap = {
  readonly [C in ParseErrorCode]: Extract<ParseErrorData, { readonly code: C }>;
};
/** The parse error variant for one code. */
export type ParseErrorOf<C extends ParseErrorCode> = ParseErrorMap[C];

export type RuleErrorCode = RuleError['code'];
export type RuleErrorMap = {
  readonly [C in RuleErrorCode]: Extract<RuleError, { readonly code: C }>;
};
/** The rule error variant for one code. */
export type RuleErrorOf<C extends RuleErrorCode> = RuleErrorMap[C];

export type EventType = GameEvent['type'];
export type EventMap = { readonly [T in EventType]: Extract<GameEvent, { readonly type: T }> };
/** The game event variant for one type. */
export type EventOf<T extends EventType> = EventMap[T];

/** One sentence per verdict code (rules-spec §6). */
export type VerdictWords = { readonly [C in VerdictCode]: (d: VerdictMap[C]) => string };
/** What was expected where the notation could not be read. */
export type ParseWords = { readonly [C in ParseWordCode]: (d: ParseErrorMap[C]) => string };
/**
 * A `rules:` item that could not be applied. `choices` is what may be written instead: the
 * preset names, the option names, or the option's values (index.ts fills it in from the
 * engine's table, so the language files do not load it).
 */
export type RuleWords = {
  readonly [C in RuleErrorCode]: (d: RuleErrorMap[C], choices: readonly string[]) => string;
};
/** One line per game event, for the stepper and the log. */
export type EventWords = { readonly [T in EventType]: (e: EventMap[T]) => string };

/** Role names by rules-spec §5 (see roleNameIn for who gets which). */
export interface RoleNames {
  readonly president: string;
  readonly vicePresident: string;
  readonly citizen: string;
  readonly viceScum: string;
  readonly scum: string;
}

/** The referee's words in one language (en.ts, de.ts, sv.ts, nl.ts each are one). */
export interface Messages {
  readonly lang: Lang;
  /** Short rank labels (the joker's label under JOKER). */
  readonly rankLabels: RankLabels;
  /** "nine of hearts", "a nine" (lone rank), "joker". */
  cardLongName(c: Card): string;
  /** "1 card", "2 cards". */
  cardCount(n: number): string;
  /** "2nd place", "Platz 2". */
  placeName(n: number): string;
  /** Cards as the verdicts and events name them (spokenCards): "9♥ 9♠", "two nines", "2 and 3". */
  cardsSaid(cards: readonly Card[]): string;
  /** The play to beat as the verdicts name it: "2♣ by Lotte", "two nines by Ben". */
  playBy(top: TopInfo): string;
  readonly roles: RoleNames;
  readonly verdict: VerdictWords;
  readonly event: EventWords;
}

/**
 * A language's words for the notation's parse errors and for rule errors: a table apart from
 * `Messages`, so that islands which show neither do not ship them.
 */
export interface ErrorMessages {
  readonly parse: ParseWords;
  readonly rule: RuleWords;
}

/**
 * The role of `place` (1 = first out) among `players`: with 4+ players 1 President,
 * 2 Vice President, n−1 Vice Scum, n Scum, the rest citizens; with 3 players President,
 * citizen, Scum; with 2, President and Scum.
 */
export function roleNameIn(roles: RoleNames, place: number, players: number): string {
  if (!Number.isInteger(place) || !Number.isInteger(players) || place < 1 || place > players) {
    throw new RangeError(`no place ${String(place)} among ${String(players)} players`);
  }
  if (place === 1) return roles.president;
  if (place === players) return roles.scum;
  if (players >= 4 && place === 2) return roles.vicePresident;
  if (players >= 4 && place === players - 1) return roles.viceScum;
  return roles.citizen;
}

/** The role of each entry of a round's places, first out first. */
export function placeRoles(roles: RoleNames, places: readonly string[]): string[] {
  return places.map((_, i) => roleNameIn(roles, i + 1, places.length));
}

/** Quotes user text (a line, a card as written, a name) for a message. */
export function quote(text: string): string {
  return `'${text}'`;
}

/** A notation keyword as written in a transcript: `players:`, `dealer:`, `hand`. */
export function keyword(kw: 'players' | 'dealer' | 'previous' | 'hand'): string {
  return kw === 'hand' ? quote('hand') : quote(`${kw}:`);
}

/** For exhaustive switches: a new variant makes the call site fail to compile. */
export function unreachable(value: never): never {
  throw new Error(`no message for ${JSON.stringify(value)}`);
}
