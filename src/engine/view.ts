/**
 * What one seat may see (boardgame.io's `playerView`): its own hand, every seat's card
 * count, the trick on the table and the last ended trick, who passed, the places, the
 * revolution, whose turn it is, the seat's own legal plays, the gives of the exchange that
 * concern it, and the scores. Never another seat's cards: the computer players receive this
 * view and nothing else, so they cannot read other hands.
 *
 * Pure and derived from the engine's state; every rule question (which plays are legal, may
 * the seat pass) is answered by the engine (`legalPlays`, `judgeMove`).
 */
import type { Card } from './cards.ts';
import {
  judgeMove,
  legalPlays,
  topInfo,
  type GameState,
  type PileEntry,
  type RoundResult,
} from './game.ts';
import type { RuleSet } from './rules.ts';
import type { TopInfo, TrickEndReason } from './verdict.ts';

/** One give of the round's exchange list, by names. */
export interface GiveView {
  readonly from: string;
  readonly to: string;
  readonly count: number;
  /** highest: the lower role gives its best cards; return: the higher role gives back */
  readonly kind: 'highest' | 'return';
  readonly done: boolean;
}

/** One turn of a trick, by name: the cards as played (none for a pass or a skip). */
export interface PileView {
  readonly player: string;
  readonly kind: PileEntry['kind'];
  readonly cards: readonly Card[];
}

/** The last trick that ended: its turns, its winner, who leads next, and why it ended. */
export interface EndedTrickView {
  readonly pile: readonly PileView[];
  readonly winner: string;
  readonly leader: string | null;
  readonly reason: TrickEndReason;
  readonly winnerOut: boolean;
}

export interface SeatView {
  /** the seat this view belongs to (the player's name) */
  readonly seat: string;
  readonly rules: RuleSet;
  /** the current round's number; null before the first deal */
  readonly round: number | null;
  /** the round's seating (turn order); the game's players before the first deal */
  readonly seats: readonly string[];
  readonly dealer: string | null;
  /** the seat's own cards in known-hands mode; null in table mode or before the deal */
  readonly hand: readonly Card[] | null;
  /** every seat's card count */
  readonly counts: Readonly<Record<string, number>>;
  /** the player to act; null when anyone may lead, or when the round is over */
  readonly toAct: string | null;
  /** the play to beat; null while the trick is being led */
  readonly top: TopInfo | null;
  /** the current trick's turns, in order */
  readonly pile: readonly PileView[];
  readonly lastTrick: EndedTrickView | null;
  /** the players who passed (or were skipped) in this trick */
  readonly passed: readonly string[];
  /** every card played this round (they lie open on the table) */
  readonly played: readonly Card[];
  /** names by place, first place first; null while undecided */
  readonly places: readonly (string | null)[];
  /** the previous round's places (roles), when this round follows a finished one */
  readonly previous: readonly (string | null)[] | null;
  /** the order is turned by a revolution */
  readonly reversed: boolean;
  /** this seat's legal plays now (the engine's list; [] when it may not play) */
  readonly legalPlays: readonly (readonly Card[])[];
  /** this seat may pass now */
  readonly canPass: boolean;
  /** the gives of the round's exchange that this seat makes or receives */
  readonly gives: readonly GiveView[];
  readonly roundOver: boolean;
  readonly results: readonly RoundResult[];
  readonly totals: Readonly<Record<string, number>>;
  readonly winner: string | null;
}

/** What `seat` may see of `game`; null when nobody of that name is at the table. */
export function seatView(game: GameState, seat: string): SeatView | null {
  const round = game.round;
  const seats = round?.seats ?? game.players;
  const index = seats.indexOf(seat);
  if (index < 0) return null;
  const name = (s: number | null): string | null => (s === null ? null : (seats[s] ?? null));
  const bySeat = <T>(values: readonly T[]): Record<string, T> =>
    Object.fromEntries(seats.map((p, s) => [p, values[s] as T]));
  const pileOf = (pile: readonly PileEntry[]): PileView[] =>
    pile.map((e) => ({ player: name(e.seat) ?? '', kind: e.kind, cards: e.cards }));
  const base = {
    seat,
    rules: game.rules,
    seats,
    results: game.results,
    totals: game.totals,
    winner: game.winner,
  };
  if (round === null) {
    return {
      ...base,
      round: null,
      dealer: null,
      hand: null,
      counts: {},
      toAct: null,
      top: null,
      pile: [],
      lastTrick: null,
      passed: [],
      played: [],
      places: [],
      previous: null,
      reversed: false,
      legalPlays: [],
      canPass: false,
      gives: [],
      roundOver: false,
    };
  }
  const last = round.lastTrick;
  const toAct = round.over ? null : name(round.trick.toAct);
  return {
    ...base,
    round: round.number,
    dealer: name(round.dealer),
    hand: round.hands?.[index] ?? null,
    counts: bySeat(round.counts),
    toAct,
    top: round.trick.top === null ? null : topInfo(round, round.trick.top),
    pile: pileOf(round.trick.pile),
    lastTrick:
      last === null
        ? null
        : {
            pile: pileOf(last.pile),
            winner: name(last.winner) ?? '',
            leader: name(last.leader),
            reason: last.reason,
            winnerOut: last.winnerOut,
          },
    passed: seats.filter((_, s) => round.trick.passed[s] === true),
    played: round.played,
    places: round.places.map(name),
    previous: round.previous,
    reversed: round.reversed,
    legalPlays: legalPlays(game, seat),
    canPass: !round.over && judgeMove(game, { type: 'pass', player: seat }).legal,
    gives: round.exchange
      .filter((d) => d.from === index || d.to === index)
      .map((d) => ({
        from: name(d.from) ?? '',
        to: name(d.to) ?? '',
        count: d.count,
        kind: d.kind,
        done: d.done,
      })),
    roundOver: round.over,
  };
}
