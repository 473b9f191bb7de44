/**
 * The statechart of a game's flow (rules-spec §2, §5, §6): setup → dealing → exchange →
 * playing → roundOver → … → gameOver.
 *
 * The machine knows no rule of President. Every question ("is this move legal?", "is the
 * round over?", "who acts?") is a one-liner into the pure engine (src/engine/game.ts); the
 * machine only keeps the engine's state, the verdict and events of the last move, and a log
 * of the legal moves. UNDO replays that log through the engine from the round's start.
 *
 * Layout as in the XState v5 examples (shared/style.md): pure helpers first, then
 * `setup({ types, guards, actions }).createMachine(...)`, then the view a UI reads.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Card } from '../engine/cards.ts';
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  createGame,
  judgeMove,
  legalPlays,
  playMove,
  startRound,
  toActName,
  topInfo,
  type GameState,
  type Move,
  type RoundResult,
} from '../engine/game.ts';
import type { LogEntry } from '../engine/log.ts';
import { deal, formatGameCode, randomSeed, roundSeed } from '../engine/random.ts';
import { presetRules, type RuleSet } from '../engine/rules.ts';
import type { GameEvent, TopInfo, Verdict } from '../engine/verdict.ts';

// ---------------------------------------------------------------------------------------
// Types

/** dealt: the machine deals every round from the seed (known hands); table: a real table deals, only counts are known. */
export type DealMode = 'dealt' | 'table';

export type { LogEntry } from '../engine/log.ts';

export interface GameContext {
  readonly rules: RuleSet;
  readonly players: readonly string[];
  readonly mode: DealMode;
  /** the game's seed: round N is dealt from roundSeed(seed, N) */
  readonly seed: number;
  /** the engine's state; null until START */
  readonly game: GameState | null;
  /** the engine's state right after this round's deal: UNDO replays the round's moves from here */
  readonly roundStart: GameState | null;
  /** the verdict on the last MOVE; a refused move changes nothing else, its verdict says why */
  readonly lastVerdict: Verdict | null;
  /** what the last legal move caused */
  readonly lastEvents: readonly GameEvent[];
  /** every deal and every legal move, in order (undo, step-through, export) */
  readonly log: readonly LogEntry[];
}

export interface StartEvent {
  readonly type: 'START';
  readonly rules: RuleSet;
  readonly players: readonly string[];
  /** omitted: a random seed */
  readonly seed?: number;
  readonly mode: DealMode;
}

/**
 * Deals the next round. Without options the engine picks seating and dealer (§2) and the
 * mode decides the hands; a transcript may name them all.
 */
export interface DealEvent {
  readonly type: 'DEAL';
  /** known hands by seat of the round's seating (overrides the mode) */
  readonly hands?: readonly (readonly Card[])[];
  readonly seats?: readonly string[];
  readonly dealer?: string;
}

export type GameMachineEvent =
  | StartEvent
  | DealEvent
  | { readonly type: 'MOVE'; readonly move: Move }
  | { readonly type: 'UNDO' }
  | { readonly type: 'NEXT_ROUND' }
  | { readonly type: 'RESTART' };

// ---------------------------------------------------------------------------------------
// Pure helpers: each guard and action below is one line into these (or into the engine).

export function initialContext(): GameContext {
  return {
    rules: presetRules('common'),
    players: [],
    mode: 'dealt',
    seed: 0,
    game: null,
    roundStart: null,
    lastVerdict: null,
    lastEvents: [],
    log: [],
  };
}

/** Distinct, non-empty names, as many as the notation accepts. */
export function canStartGame(players: readonly string[]): boolean {
  const names = players.map((p) => p.trim());
  return (
    names.length >= MIN_PLAYERS &&
    names.length <= MAX_PLAYERS &&
    names.every((p) => p !== '') &&
    new Set(names).size === names.length
  );
}

export function startGame(event: StartEvent): GameContext {
  const players = event.players.map((p) => p.trim());
  return {
    ...initialContext(),
    rules: event.rules,
    players,
    mode: event.mode,
    seed: (event.seed ?? randomSeed()) >>> 0,
    game: createGame(event.rules, players),
  };
}

/** The explicit seating and hands of a DEAL fit the game: the same players, one hand per seat. */
export function canDealRound(context: GameContext, event: DealEvent): boolean {
  const seats = event.seats ?? context.players;
  const samePlayers =
    seats.length === context.players.length && context.players.every((p) => seats.includes(p));
  const handsFit = event.hands === undefined || event.hands.length === seats.length;
  const dealerFits = event.dealer === undefined || seats.includes(event.dealer);
  return context.game !== null && samePlayers && handsFit && dealerFits;
}

/**
 * Starts the next round in the engine. The engine chooses seating and dealer (§2); for a
 * seeded deal it is asked first (a round without hands) so the cards can go round from the
 * player after its dealer, as at the table (§1).
 */
export function dealRound(context: GameContext, event: DealEvent): GameContext {
  const game = context.game;
  if (game === null) throw new Error('dealRound: no game (START first)');
  const chosen = startRound(game, {
    ...(event.seats === undefined ? {} : { seats: event.seats }),
    ...(event.dealer === undefined ? {} : { dealer: event.dealer }),
  }).round;
  if (chosen === null) throw new Error('dealRound: the engine started no round');
  const seats = chosen.seats;
  const dealer = seats[chosen.dealer] ?? '';
  const hands =
    event.hands ??
    (context.mode === 'dealt'
      ? deal(roundSeed(context.seed, chosen.number), seats.length, chosen.dealer, game.rules.jokers)
      : null);
  const dealt = startRound(game, { seats, dealer, hands });
  const entry: LogEntry = { kind: 'deal', round: chosen.number, seats, dealer, hands };
  return {
    ...context,
    game: dealt,
    roundStart: dealt,
    lastVerdict: null,
    lastEvents: [],
    log: [...context.log, entry],
  };
}

/**
 * The move names players of the round. The engine treats an unknown name as a programmer
 * error (it throws); the notation rejects one when parsing, so the machine ignores the event.
 */
export function namesSeatedPlayers(context: GameContext, move: Move): boolean {
  const seats = context.game?.round?.seats ?? [];
  return seats.includes(move.player) && (move.type !== 'give' || seats.includes(move.to));
}

export function isLegalMove(context: GameContext, move: Move): boolean {
  return (
    context.game !== null &&
    namesSeatedPlayers(context, move) &&
    judgeMove(context.game, move).legal
  );
}

/** The engine's verdict on a move (null while no game is running). */
export function verdictOn(context: GameContext, move: Move): Verdict | null {
  return context.game === null ? null : judgeMove(context.game, move);
}

/** Applies a legal move through the engine and logs it. */
export function applyLegalMove(context: GameContext, move: Move): GameContext {
  const game = context.game;
  if (game === null || game.round === null) throw new Error('applyLegalMove: no round in play');
  const result = playMove(game, move);
  if (!result.verdict.legal) return { ...context, lastVerdict: result.verdict };
  const entry: LogEntry = { kind: 'move', round: game.round.number, move };
  return {
    ...context,
    game: result.state,
    lastVerdict: result.verdict,
    lastEvents: result.events,
    log: [...context.log, entry],
  };
}

/** The legal moves logged since the round's deal (the last deal entry). */
export function roundMoves(log: readonly LogEntry[]): Move[] {
  const moves: Move[] = [];
  for (const entry of log) {
    if (entry.kind === 'deal') moves.length = 0;
    else moves.push(entry.move);
  }
  return moves;
}

/** Replays moves through the engine; every one must be legal (they come from the log). */
export function replayMoves(
  start: GameState,
  moves: readonly Move[],
): { state: GameState; events: readonly GameEvent[] } {
  let state = start;
  let events: readonly GameEvent[] = [];
  for (const move of moves) {
    const result = playMove(state, move);
    if (!result.verdict.legal) throw new Error(`replayMoves: a logged move is not legal`);
    state = result.state;
    events = result.events;
  }
  return { state, events };
}

/** There is a legal move of the current round to take back. */
export function canUndoMove(context: GameContext): boolean {
  return context.roundStart !== null && context.log[context.log.length - 1]?.kind === 'move';
}

/** Back one legal move: the round's log without its last move, replayed from the round's start. */
export function undoMove(context: GameContext): GameContext {
  if (context.roundStart === null) return context;
  const log = context.log.slice(0, -1);
  const { state, events } = replayMoves(context.roundStart, roundMoves(log));
  return { ...context, game: state, lastVerdict: null, lastEvents: events, log };
}

/**
 * A give of the round's exchange list is still to be made. Once play has begun the engine
 * refuses every give (`exchange-not-due`, play-begun), so the exchange is over then too.
 */
export function exchangePending(game: GameState | null): boolean {
  const round = game?.round ?? null;
  return round !== null && !round.over && !round.began && round.exchange.some((d) => !d.done);
}

export function roundIsOver(game: GameState | null): boolean {
  return game?.round?.over === true;
}

export function gameIsOver(game: GameState | null): boolean {
  return game?.over === true;
}

/** Back to the setup form, which keeps the last rules, players and mode. */
export function resetContext(context: GameContext): GameContext {
  return {
    ...initialContext(),
    rules: context.rules,
    players: context.players,
    mode: context.mode,
  };
}

// ---------------------------------------------------------------------------------------
// The machine

export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameMachineEvent,
  },
  guards: {
    canStart: ({ event }) => event.type === 'START' && canStartGame(event.players),
    canDeal: ({ context, event }) => event.type === 'DEAL' && canDealRound(context, event),
    isLegal: ({ context, event }) => event.type === 'MOVE' && isLegalMove(context, event.move),
    knowsPlayers: ({ context, event }) =>
      event.type === 'MOVE' && namesSeatedPlayers(context, event.move),
    canUndo: ({ context }) => canUndoMove(context),
    exchangeDone: ({ context }) => !exchangePending(context.game),
    roundIsOver: ({ context }) => roundIsOver(context.game),
    gameIsOver: ({ context }) => gameIsOver(context.game),
  },
  actions: {
    startGame: assign(({ context, event }) =>
      event.type === 'START' ? startGame(event) : context,
    ),
    dealRound: assign(({ context, event }) =>
      event.type === 'DEAL' ? dealRound(context, event) : context,
    ),
    applyMove: assign(({ context, event }) =>
      event.type === 'MOVE' ? applyLegalMove(context, event.move) : context,
    ),
    refuseMove: assign({
      lastVerdict: ({ context, event }) =>
        event.type === 'MOVE' ? verdictOn(context, event.move) : context.lastVerdict,
    }),
    undoMove: assign(({ context }) => undoMove(context)),
    reset: assign(({ context }) => resetContext(context)),
  },
}).createMachine({
  id: 'president',
  context: initialContext,
  initial: 'setup',
  on: {
    RESTART: { target: '.setup', actions: 'reset' },
    // Back one legal move; `exchange` then routes on to wherever the replayed state belongs.
    UNDO: { guard: 'canUndo', target: '.exchange', actions: 'undoMove' },
  },
  states: {
    /** choosing rules and players */
    setup: {
      on: { START: { guard: 'canStart', target: 'dealing', actions: 'startGame' } },
    },
    /** waiting for the cards to be dealt (by the seed, by a transcript, or at a real table) */
    dealing: {
      on: { DEAL: { guard: 'canDeal', target: 'exchange', actions: 'dealRound' } },
    },
    /** rounds 2+: the gives of the round's exchange list; passed straight through otherwise */
    exchange: {
      always: { guard: 'exchangeDone', target: 'playing' },
      on: {
        MOVE: [
          { guard: 'isLegal', actions: 'applyMove' },
          { guard: 'knowsPlayers', actions: 'refuseMove' },
        ],
      },
    },
    /** plays and passes until the engine says the round (or the game) is over */
    playing: {
      always: [
        { guard: 'gameIsOver', target: 'gameOver' },
        { guard: 'roundIsOver', target: 'roundOver' },
      ],
      on: {
        MOVE: [
          { guard: 'isLegal', actions: 'applyMove' },
          { guard: 'knowsPlayers', actions: 'refuseMove' },
        ],
      },
    },
    /** the places are known; a move now is explained (round-over) and refused */
    roundOver: {
      on: {
        NEXT_ROUND: 'dealing',
        MOVE: { guard: 'knowsPlayers', actions: 'refuseMove' },
      },
    },
    /** the engine has a winner; a move now is explained (round-over) and refused */
    gameOver: {
      on: { MOVE: { guard: 'knowsPlayers', actions: 'refuseMove' } },
    },
  },
});

export type GameMachine = typeof gameMachine;
export type GameSnapshot = SnapshotFrom<GameMachine>;
export type GamePhase = 'setup' | 'dealing' | 'exchange' | 'playing' | 'roundOver' | 'gameOver';

// ---------------------------------------------------------------------------------------
// The view: what a UI needs, read from the engine's state (no rule is decided here)

export interface GiveView {
  readonly from: string;
  readonly to: string;
  readonly count: number;
  readonly kind: 'highest' | 'return';
  readonly done: boolean;
}

export interface GameView {
  readonly phase: GamePhase;
  readonly players: readonly string[];
  readonly gameCode: string | null;
  /** the current round's number; null before the first deal */
  readonly round: number | null;
  readonly handsKnown: boolean;
  /** seating (turn order) of the current round */
  readonly seats: readonly string[];
  readonly dealer: string | null;
  /** the player to act; null when anyone may lead (an open first lead) or the round is over */
  readonly toAct: string | null;
  readonly top: TopInfo | null;
  /** each player's hand in known-hands mode; null in table mode */
  readonly hands: Readonly<Record<string, readonly Card[]>> | null;
  readonly counts: Readonly<Record<string, number>>;
  /** the players who passed (or were skipped) in this trick */
  readonly passed: readonly string[];
  /** names by place, first place first; null while undecided */
  readonly places: readonly (string | null)[];
  readonly reversed: boolean;
  readonly exchange: readonly GiveView[];
  /** per player, the engine's legal plays (known hands only; [] for a player who may not play now) */
  readonly legalPlays: Readonly<Record<string, readonly (readonly Card[])[]>>;
  /** the player to act may pass */
  readonly canPass: boolean;
  readonly canUndo: boolean;
  readonly lastVerdict: Verdict | null;
  readonly lastEvents: readonly GameEvent[];
  readonly results: readonly RoundResult[];
  readonly totals: Readonly<Record<string, number>>;
  readonly winner: string | null;
}

export function snapshotView(snapshot: Pick<GameSnapshot, 'value' | 'context'>): GameView {
  const context = snapshot.context;
  const game = context.game;
  const round = game?.round ?? null;
  const seats = round?.seats ?? context.players;
  const name = (seat: number | null): string | null =>
    seat === null ? null : (seats[seat] ?? null);
  const bySeat = <T>(values: readonly T[]): Record<string, T> =>
    Object.fromEntries(seats.map((p, seat) => [p, values[seat] as T]));
  const toAct = game === null ? null : toActName(game);
  return {
    phase: snapshot.value,
    players: context.players,
    gameCode: game === null ? null : formatGameCode(context.seed),
    round: round?.number ?? null,
    handsKnown: round?.hands != null,
    seats,
    dealer: round === null ? null : name(round.dealer),
    toAct,
    top: round?.trick.top == null ? null : topInfo(round, round.trick.top),
    hands: round?.hands == null ? null : bySeat(round.hands),
    counts: round === null ? {} : bySeat(round.counts),
    passed: round === null ? [] : seats.filter((_, seat) => round.trick.passed[seat] === true),
    places: round === null ? [] : round.places.map(name),
    reversed: round?.reversed ?? false,
    exchange: (round?.exchange ?? []).map((d) => ({
      from: name(d.from) ?? '',
      to: name(d.to) ?? '',
      count: d.count,
      kind: d.kind,
      done: d.done,
    })),
    legalPlays:
      game === null || round === null
        ? {}
        : Object.fromEntries(seats.map((p) => [p, legalPlays(game, p)])),
    canPass: toAct !== null && isLegalMove(context, { type: 'pass', player: toAct }),
    canUndo: canUndoMove(context),
    lastVerdict: context.lastVerdict,
    lastEvents: context.lastEvents,
    results: game?.results ?? [],
    totals: game?.totals ?? {},
    winner: game?.winner ?? null,
  };
}
