/**
 * Helpers shared by the language files. Nothing here is language-specific except through
 * the tables passed in. Messages are plain text: names and user text are inserted verbatim,
 * escaping is the caller's job.
 */
import type { Card, RankOrJoker, Suit } from '../../engine/cards.ts';
import type { GameEvent, VerdictData } from '../../engine/verdict.ts';
import type { ParseErrorData } from '../../notation/errors.ts';
import type { RuleError } from '../../engine/rules.ts';

/**
 * The suit symbols are the same in every language: they are unambiguous without colour
 * (♣ ♠ and ♦ ♥ differ in shape), and the notation accepts them as input too.
 */
export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };

/** Short rank labels of one language, the joker's label included (key `X`). */
export type RankLabels = Readonly<Record<RankOrJoker, string>>;

/** Full names of the ranks or suits of one language. */
export type RankNames = Readonly<Record<RankOrJoker, string>>;
export type SuitNames = Readonly<Record<Suit, string>>;

/** Short form of a card: rank label, then the suit symbol (`9♥`, `10♠`, `D♣`); a lone rank is just the label. */
export function shortCard(card: Card, ranks: RankLabels): string {
  const label = ranks[card.rank];
  return card.suit === null || card.rank === 'X' ? label : label + SUIT_SYMBOL[card.suit];
}

export function shortCards(cards: readonly Card[], ranks: RankLabels): string {
  return cards.map((c) => shortCard(c, ranks)).join(' ');
}

/** The verdict variant for one code. */
export type VerdictOf<C extends VerdictData['code']> = Extract<VerdictData, { readonly code: C }>;
/** The parse error variant for one code. */
export type ParseErrorOf<C extends ParseErrorData['code']> = Extract<
  ParseErrorData,
  { readonly code: C }
>;
/** The rule error variant for one code. */
export type RuleErrorOf<C extends RuleError['code']> = Extract<RuleError, { readonly code: C }>;
/** The game event variant for one type. */
export type EventOf<T extends GameEvent['type']> = Extract<GameEvent, { readonly type: T }>;

/** Role names by rules-spec §5 (see roleName in index.ts for who gets which). */
export interface RoleNames {
  readonly president: string;
  readonly vicePresident: string;
  readonly citizen: string;
  readonly viceScum: string;
  readonly scum: string;
}

/** "a, b and c" with the language's word for "and". */
export function joinAnd(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1] ?? ''}`;
}

/** Quotes user text (a line, a card as written, a name) for a message. */
export function quote(text: string): string {
  return `'${text}'`;
}

/** A notation keyword as written in a transcript: `players:`, `dealer:`, `hand`. */
export function keyword(kw: 'players' | 'dealer' | 'previous' | 'hand'): string {
  return kw === 'hand' ? quote('hand') : quote(`${kw}:`);
}

/**
 * Options whose values are open-ended: the option table lists examples, so the messages
 * describe the form instead (rules-spec §3).
 */
export type ValueForm = 'ranks' | 'length' | 'list';
export function valueForm(option: string): ValueForm {
  if (option === 'clear' || option === 'forbidden-finish') return 'ranks';
  if (option === 'length') return 'length';
  return 'list';
}

/** Every name of a list, or a fallback when the list is empty. */
export function listOr(items: readonly string[], empty: string): string {
  return items.length === 0 ? empty : items.join(', ');
}

/** For exhaustive switches: a new variant makes the call site fail to compile. */
export function unreachable(value: never): never {
  throw new Error(`no message for ${JSON.stringify(value)}`);
}
