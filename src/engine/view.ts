/**
 * What one seat may see (boardgame.io's `playerView`): its own hand, every seat's card
 * count, the trick on the table and the last ended trick, who passed, the places, the
 * revolution, whose turn it is, the seat's own legal plays, the gives of the exchange that
 * concern it, and the scores. Never another seat's cards: the computer players receive this
 * view and nothing else, so they cannot read other hands.
 *
 * The same view for an onlooker at an open table (seat null; the rule pages' examples, which
 * show every hand face up): every known hand and the whole exchange list, no plays of its own.
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
import { nameRecordOf } from './records.ts';

/** One give of the round's exchange list, by names. */
export interface GiveView {
  readonly from: string;
  readonly to: string;
  readonly count: number;
  /** highest: the lower role gives its best cards; return: the higher role gives back */
  readonly kind: 'highest' | 'return';
  readonly done: boolean;
  /** the cards given, once done, for a give this seat made or received (or any, for an onlooker) */
  readonly cards?: readonly Card[];
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
  /** the players whose last turn in it was a pass or a skip (`passedIn`) */
  readonly passed: readonly string[];
  readonly winner: string;
  readonly leader: string | null;
  readonly reason: TrickEndReason;
  readonly winnerOut: boolean;
}

/** What a seat sees (`Seat` a name), or an onlooker at an open table (`Seat` null). */
export interface SeatView<Seat extends string | null = string> {
  /** the seat this view belongs to (the player's name); null for an onlooker */
  readonly seat: Seat;
  readonly rules: RuleSet;
  /** the current round's number; null before the first deal */
  readonly round: number | null;
  /** the round's seating (turn order); the game's players before the first deal */
  readonly seats: readonly string[];
  readonly dealer: string | null;
  /** the seat's own cards in known-hands mode; null for an onlooker, in table mode or before the deal */
  readonly hand: readonly Card[] | null;
  /**
   * The hands this view shows, by player: the seat's own, or every hand for an onlooker;
   * null in table mode or before the deal.
   */
  readonly hands: Readonly<Record<string, readonly Card[]>> | null;
  /** every seat's card count */
  readonly counts: Readonly<Record<string, number>>;
  /** the player to act; null when anyone may lead, or when the round is over */
  readonly toAct: string | null;
  /** the play to beat; null while the trick is being led */
  readonly top: TopInfo | null;
  /** the current trick's turns, in order */
  readonly pile: readonly PileView[];
  readonly lastTrick: EndedTrickView | null;
  /**
   * The players sitting out of this trick: their last turn in it was a pass or a skip
   * (`passedIn`; with re-entry, one who passed and then played again is back in).
   */
  readonly passed: readonly string[];
  /** every card played this round (they lie open on the table) */
  readonly played: readonly Card[];
  /** names by place, first place first; null while undecided */
  readonly places: readonly (string | null)[];
  /** the previous round's places (roles), when this round follows a finished one */
  readonly previous: readonly (string | null)[] | null;
  /** the order is turned by a revolution */
  readonly reversed: boolean;
  /** this seat's legal plays now (the engine's list; [] when it may not play, and for an onlooker) */
  readonly legalPlays: readonly (readonly Card[])[];
  /** this seat may pass now (never an onlooker) */
  readonly canPass: boolean;
  /** the gives of the round's exchange that this seat makes or receives; every give for an onlooker */
  readonly gives: readonly GiveView[];
  readonly roundOver: boolean;
  readonly results: readonly RoundResult[];
  readonly totals: Readonly<Record<string, number>>;
  readonly winner: string | null;
}

/**
 * The players whose last turn in `pile` was a pass or a skip, in the order of their first
 * turn: those sitting out of the trick (with re-entry, a player who passed and then played
 * again is back in).
 */
export function passedIn(pile: readonly PileView[]): string[] {
  const last = new Map<string, PileEntry['kind']>();
  for (const turn of pile) last.set(turn.player, turn.kind);
  return [...last].flatMap(([player, kind]) => (kind === 'play' ? [] : [player]));
}

/**
 * What `seat` may see of `game`; null when nobody of that name is at the table. With `null`
 * for the seat, what an onlooker sees at an open table: every known hand and the whole
 * exchange list (and no plays of their own).
 */
export function seatView(game: GameState, seat: string): SeatView | null;
export function seatView(game: GameState, seat: null): SeatView<null>;
export function seatView(game: GameState, seat: string | null): SeatView<string | null> | null;
export function seatView(game: GameState, seat: string | null): SeatView<string | null> | null {
  const round = game.round;
  const seats = round?.seats ?? game.players;
  const index = seat === null ? -1 : seats.indexOf(seat);
  if (seat !== null && index < 0) return null;
  const name = (s: number | null): string | null => (s === null ? null : (seats[s] ?? null));
  const bySeat = <T>(values: readonly T[]): Record<string, T> =>
    nameRecordOf(seats.map((p, s) => [p, values[s] as T] as const));
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
      hands: null,
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
  const lastPile = last === null ? [] : pileOf(last.pile);
  const pile = pileOf(round.trick.pile);
  const hand = seat === null ? null : (round.hands?.[index] ?? null);
  const hands =
    round.hands === null
      ? null
      : seat === null
        ? bySeat(round.hands)
        : { [seat]: round.hands[index] ?? [] };
  return {
    ...base,
    round: round.number,
    dealer: name(round.dealer),
    hand,
    hands,
    counts: bySeat(round.counts),
    toAct: round.over ? null : name(round.trick.toAct),
    top: round.trick.top === null ? null : topInfo(round, round.trick.top),
    pile,
    lastTrick:
      last === null
        ? null
        : {
            pile: lastPile,
            passed: passedIn(lastPile),
            winner: name(last.winner) ?? '',
            leader: name(last.leader),
            reason: last.reason,
            winnerOut: last.winnerOut,
          },
    passed: passedIn(pile),
    played: round.played,
    places: round.places.map(name),
    previous: round.previous,
    reversed: round.reversed,
    legalPlays: seat === null ? [] : legalPlays(game, seat),
    canPass: seat !== null && !round.over && judgeMove(game, { type: 'pass', player: seat }).legal,
    gives: round.exchange
      .filter((d) => seat === null || d.from === index || d.to === index)
      .map((d) => ({
        from: name(d.from) ?? '',
        to: name(d.to) ?? '',
        count: d.count,
        kind: d.kind,
        done: d.done,
        ...(d.cards === undefined ? {} : { cards: d.cards }),
      })),
    roundOver: round.over,
  };
}
