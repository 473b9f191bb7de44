/**
 * A game's log: every deal and every move entered, in order. It reads like a transcript
 * (rules-spec §2): the statechart keeps one, the notation turns one into text and back
 * (src/notation/log.ts), and replaying it through the engine gives every state, verdict and
 * event again.
 *
 * The log records every move entered, legal or refused. A refused move changes nothing (§2:
 * the player takes the cards back); replaying the log judges it again against the same state
 * and gives the same verdict, so a transcript exported from a log keeps the refused lines and
 * their reasons.
 */
import type { Card } from './cards.ts';
import {
  createGame,
  playMove,
  startRound,
  type GameState,
  type Move,
  type RoundSetup,
} from './game.ts';
import type { RuleSet } from './rules.ts';
import type { GameEvent, Verdict } from './verdict.ts';

/** The start of a round: everything `startRound` needs to deal it again. */
export interface DealEntry {
  readonly kind: 'deal';
  readonly round: number;
  /** the round's seating = turn order */
  readonly seats: readonly string[];
  readonly dealer: string;
  /** by seat of `seats`; null in table mode */
  readonly hands: readonly (readonly Card[])[] | null;
  /**
   * The previous round's places by name, first place first, when that round was played
   * before the game was entered (a table that starts using the referee mid-game). Omitted
   * otherwise: the round then follows the game's own last round (its places if it finished,
   * else it starts like round 1).
   */
  readonly previous?: readonly string[];
}

/** A move entered in a round, legal or refused. */
export interface MoveEntry {
  readonly kind: 'move';
  /** the number of the round dealt last when the move was entered */
  readonly round: number;
  readonly move: Move;
}

export type LogEntry = DealEntry | MoveEntry;

/** What one entry did. */
export interface LogStep {
  readonly entry: LogEntry;
  /** the game after the entry (a refused move leaves it as it was) */
  readonly state: GameState;
  /** the engine's verdict on a move; null for a deal */
  readonly verdict: Verdict | null;
  /** what a legal move caused; empty for a deal and a refused move */
  readonly events: readonly GameEvent[];
}

export interface LogReplay {
  readonly steps: readonly LogStep[];
  /** the game after the last entry */
  readonly state: GameState;
}

/** Applies one entry to a game: a deal starts its round, a move is judged and applied if legal. */
export function replayEntry(game: GameState, entry: LogEntry): LogStep {
  if (entry.kind === 'move') {
    const result = playMove(game, entry.move);
    return { entry, state: result.state, verdict: result.verdict, events: result.events };
  }
  const state = startRound(game, {
    seats: entry.seats,
    dealer: entry.dealer,
    hands: entry.hands,
    number: entry.round,
    ...(entry.previous === undefined ? {} : { previous: entry.previous }),
  });
  return { entry, state, verdict: null, events: [] };
}

/** Replays a log from a new game: the state, verdict and events after every entry. */
export function replayLog(
  rules: RuleSet,
  players: readonly string[],
  entries: readonly LogEntry[],
): LogReplay {
  let state = createGame(rules, players);
  const steps: LogStep[] = [];
  for (const entry of entries) {
    const step = replayEntry(state, entry);
    steps.push(step);
    state = step.state;
  }
  return { steps, state };
}

/**
 * Starts the next round (as `startRound`) and gives the deal entry that records it: the
 * seating, dealer and hands the engine settled on, so that replaying the entry deals the
 * same round.
 */
export function recordDeal(game: GameState, setup: RoundSetup = {}): LogStep {
  const started = startRound(game, setup);
  const round = started.round;
  if (round === null) throw new Error('recordDeal: the engine started no round');
  const entry: DealEntry = {
    kind: 'deal',
    round: round.number,
    seats: round.seats,
    dealer: round.seats[round.dealer] ?? '',
    hands: round.hands,
    ...(setup.previous === undefined ? {} : { previous: [...setup.previous] }),
  };
  return { entry, state: started, verdict: null, events: [] };
}

/** Judges a move, applies it if legal, and gives the move entry that records it (either way). */
export function recordMove(game: GameState, move: Move): LogStep {
  return replayEntry(game, { kind: 'move', round: game.round?.number ?? 0, move });
}

/**
 * A log being written: the game so far and its entries. For loops that play a game (tests,
 * benchmarks); the statechart keeps its log in its context with the pure functions above.
 */
export class LogBuilder {
  readonly rules: RuleSet;
  readonly players: readonly string[];
  #state: GameState;
  readonly #entries: LogEntry[] = [];

  constructor(rules: RuleSet, players: readonly string[]) {
    this.rules = rules;
    this.players = [...players];
    this.#state = createGame(rules, this.players);
  }

  get state(): GameState {
    return this.#state;
  }

  get entries(): readonly LogEntry[] {
    return this.#entries;
  }

  /** Deals the next round and logs it. */
  deal(setup: RoundSetup = {}): LogStep {
    return this.#append(recordDeal(this.#state, setup));
  }

  /** Enters a move, legal or refused, and logs it. */
  move(move: Move): LogStep {
    return this.#append(recordMove(this.#state, move));
  }

  /** Appends an entry as it is (a deal as written, a move judged again). */
  enter(entry: LogEntry): LogStep {
    return this.#append(replayEntry(this.#state, entry));
  }

  #append(step: LogStep): LogStep {
    this.#entries.push(step.entry);
    this.#state = step.state;
    return step;
  }
}
