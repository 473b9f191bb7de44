/**
 * What a set of cards is worth as a play, and whether one play beats another under the
 * rules and the current order (rules-spec §3: count, equal, revolution, twos-by-suit, joker).
 */
import {
  JOKER,
  JOKER_INDEX,
  RANKS,
  rankIndex,
  type Card,
  type RankOrJoker,
  type Suit,
} from './cards.ts';
import type { RuleSet } from './rules.ts';

/** Index of the 2 in the normal order. */
export const TWO_INDEX = 12;

/** twos-by-suit: ♦ = ♥ < ♣ < ♠ among 2s. */
const TWO_SUIT_VALUE: Record<Suit, number> = { D: 0, H: 0, C: 1, S: 2 };

/**
 * A card's suit value among 2s under twos-by-suit (♦ = ♥ < ♣ < ♠); -1 when its suit was
 * not written (a lone rank, a joker), which adds no suit.
 */
export function twoSuitValue(c: Card): number {
  return c.suit === null ? -1 : TWO_SUIT_VALUE[c.suit];
}

export interface PlayShape {
  /** number of cards, jokers included */
  readonly count: number;
  /** rank index in the normal order; JOKER_INDEX for a play of jokers only */
  readonly rank: number;
  /** jokers in the play */
  readonly jokers: number;
  /** for a play of 2s: the highest written suit's value under twos-by-suit, or null if none written */
  readonly twoSuit: number | null;
}

/**
 * The shape of a play, or null when its cards are not all of one rank (with jokers by rule:
 * high jokers only with jokers, wild jokers with anything).
 */
export function playShape(cards: readonly Card[], joker: RuleSet['joker']): PlayShape | null {
  let rank = -1;
  let jokers = 0;
  let twoSuit: number | null = null;
  for (const c of cards) {
    const r = rankIndex(c.rank);
    if (r === JOKER_INDEX) {
      jokers++;
      continue;
    }
    if (rank === -1) rank = r;
    else if (rank !== r) return null;
    const v = twoSuitValue(c);
    if (v >= 0 && (twoSuit === null || v > twoSuit)) twoSuit = v;
  }
  if (cards.length === 0) return null;
  if (rank === -1) return { count: cards.length, rank: JOKER_INDEX, jokers, twoSuit: null };
  if (jokers > 0 && joker === 'high') return null;
  return { count: cards.length, rank, jokers, twoSuit: rank === TWO_INDEX ? twoSuit : null };
}

/** The non-joker ranks of a play, in order of appearance (for the mixed-ranks message). */
export function ranksIn(cards: readonly Card[]): number[] {
  const seen: number[] = [];
  for (const c of cards) {
    const r = rankIndex(c.rank);
    if (!seen.includes(r)) seen.push(r);
  }
  return seen;
}

/** A rank's strength: normal order, or turned by a revolution (3 highest, 2 lowest); jokers stay on top. */
export function rankStrength(rank: number, reversed: boolean): number {
  if (rank === JOKER_INDEX) return 100;
  return reversed ? TWO_INDEX - rank : rank;
}

/** Every rank and the joker, lowest first, in the normal or the turned (revolution) order. */
export function rankOrder(reversed: boolean): RankOrJoker[] {
  const all: RankOrJoker[] = [...RANKS, JOKER];
  return all.sort(
    (a, b) => rankStrength(rankIndex(a), reversed) - rankStrength(rankIndex(b), reversed),
  );
}

/** Two plays of 2s whose suits were written, under twos-by-suit: their suits decide (§3). */
export function suitsDecide(a: PlayShape, b: PlayShape, rules: RuleSet): boolean {
  // a suit is kept only for a play of 2s (playShape): both plays are 2s
  return rules.twosBySuit && a.twoSuit !== null && b.twoSuit !== null;
}

/** Compares the ranks of two plays: > 0 if `a` is higher, 0 if equal, < 0 if lower. */
export function compareRanks(
  a: PlayShape,
  b: PlayShape,
  rules: RuleSet,
  reversed: boolean,
): number {
  const d = rankStrength(a.rank, reversed) - rankStrength(b.rank, reversed);
  if (d !== 0) return d;
  if (suitsDecide(a, b, rules) && a.twoSuit !== null && b.twoSuit !== null) {
    const s = a.twoSuit - b.twoSuit;
    return reversed ? -s : s;
  }
  return 0;
}

export type BeatResult = 'beats' | 'equals' | 'wrong-count' | 'not-higher';

/**
 * Whether `play` may be laid on `top` (§3 count and equal; §5). `equals` is a legal play of
 * the same rank (equal=on or skip) and tells the caller to apply the skip.
 */
export function judgeBeat(
  play: PlayShape,
  top: PlayShape,
  rules: RuleSet,
  reversed: boolean,
): BeatResult {
  switch (rules.count) {
    case 'same':
      if (play.count !== top.count) return 'wrong-count';
      break;
    case 'more':
      if (play.count < top.count) return 'wrong-count';
      break;
    case 'bigger-wins':
      if (play.count < top.count) return 'wrong-count';
      if (play.count > top.count) return 'beats';
      break;
  }
  const c = compareRanks(play, top, rules, reversed);
  if (c > 0) return 'beats';
  if (c === 0 && rules.equal !== 'off') return 'equals';
  return 'not-higher';
}

/** A play of four or more cards of one rank (wild jokers included) turns the order. */
export function isRevolutionPlay(shape: PlayShape): boolean {
  return shape.count >= 4 && shape.rank !== JOKER_INDEX;
}
