/**
 * The statechart of a game's flow (rules-spec §2, §5, §6), driving a table of seats.
 *
 * States (flat, so <GameFlow /> can draw them):
 * - `setup`: choosing rules, players and who controls each seat.
 * - `dealing`: waiting for the cards (dealt from the seed, written in a transcript, or dealt
 *   at a real table).
 * - `exchange`: rounds after a finished one, the gives of the round's exchange list; passed
 *   straight through when nothing is due (and left as soon as a play ends the exchange).
 * - `playing`: plays and passes until the engine says the round (or the game) is over.
 * - `roundOver`: the places are known; NEXT_ROUND goes on to the next deal.
 * - `gameOver`: the engine has a winner.
 *
 * Events:
 * - START {rules, players, mode, seed?, deals?, controllers?, from?, botDelay?, computers?}: a new
 *   game. `from` enters a game already under way at a real table: the first round played here,
 *   the previous round's places (so the exchange, the lead and miyako follow them) and the
 *   totals so far. The `dealt` mode deals each round from the seed with the `deals` START
 *   brings (./deals.ts; islands whose cards are dealt at a real table or written in a
 *   transcript do not ship the shuffle): START refuses the mode without them.
 * - DEAL {seats?, dealer?, hands?}: the round's cards. Without options the engine chooses
 *   seating and dealer and the mode decides the hands; a transcript may name them all.
 * - MOVE {move}: a play, a pass or a give, by anyone. Every MOVE gets a fresh verdict from
 *   the engine (`unknown-player` for a name not at the table), in every state; a refused
 *   move changes nothing but the verdict and the log.
 * - UNDO / REDO: back and forward through the log, across moves, gives and deals. UNDO takes
 *   back the last entry that no computer made, with the computers' moves after it (they
 *   would only play them again), but not a table-mode game's first deal (the table's, with
 *   nothing entered); REDO puts back what one UNDO took. A new entry clears REDO.
 * - NEXT_ROUND, RESTART (back to setup, keeping rules, players, controllers and mode).
 * - SET_BOT_DELAY {delay}: the computers' thinking time in ms (0: they move at once, within
 *   the event that gave them the turn).
 * - COMPUTER_TURN {version}: raised by the machine itself, never sent by a UI.
 *
 * Seats: each player has a controller. `person`: someone at this device enters the seat's
 * moves. `table`: a player at a real table whose hand this device does not know; someone
 * enters what they played. `computer` (level `random`, `normal` or `strong`): the machine
 * plays the seat, with the computer players START brings (./computers.ts; islands without
 * computers do not ship them). Whenever the context changes and a computer seat is due (its
 * turn, or a give it owes whose cards it has received), the machine raises COMPUTER_TURN after
 * `botDelay` ms, carrying the context's version; when it arrives unchanged, the bot chooses
 * from its seat's view only (src/engine/view.ts) with a generator seeded from the game's seed,
 * the round and the log's length, so a game code replays a whole game, computer moves
 * included. It chooses at once, inside that event, unless its level is one of the computers'
 * `asyncLevels`: then the machine spawns the computers' `think` actor (a promise; the one
 * of ./strong-worker.ts asks a Web Worker) and enters the answer when it comes,
 * if the context has not changed meanwhile (its version); should the actor fail, the
 * computer chooses here instead. When
 * anyone may lead and every seat with cards is a computer, the first of them after the
 * dealer leads; otherwise the computers wait for the people. Computers need known hands:
 * START refuses them in table mode.
 *
 * The machine knows no rule of President. Every question ("is this move legal?", "is the
 * round over?", "who acts?") is a one-liner into the pure engine (src/engine/game.ts); the
 * machine keeps the engine's state, the verdict and events of the last move, and a log of
 * every deal and every move entered (legal or refused; a move naming someone not at the
 * table is not logged). UNDO and REDO replay that log through the engine.
 *
 * Layout as in the XState v5 examples (shared/style.md): pure helpers first, then
 * `setup({ types, guards, actions }).createMachine(...)`, then the views a UI reads.
 */
import {
  assign,
  enqueueActions,
  setup,
  type AnyActorLogic,
  type PromiseActorLogic,
  type SnapshotFrom,
} from 'xstate';
import { BOT_LEVELS, type BotLevel } from '../engine/bot-levels.ts';
import type { Card } from '../engine/cards.ts';
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  createGame,
  judgeMove,
  startRound,
  type GameState,
  type Move,
  type RoundResult,
} from '../engine/game.ts';
import { replayEntry, type LogEntry } from '../engine/log.ts';
import { nameRecordOf } from '../engine/records.ts';
import { presetRules, type RuleSet } from '../engine/rules.ts';
import type { GameEvent, Verdict } from '../engine/verdict.ts';
import { seatView, type SeatView } from '../engine/view.ts';

// ---------------------------------------------------------------------------------------
// Types

/** dealt: the machine deals every round from the seed (known hands); table: a real table deals, only counts are known. */
export type DealMode = 'dealt' | 'table';

export type { DealEntry, LogEntry } from '../engine/log.ts';
export type { GiveView, SeatView } from '../engine/view.ts';

/**
 * How a `dealt` game deals: each round's hands from the game's seed, and a new game's seed
 * when START names none. A game gets them with START (./deals.ts has the engine's shuffle,
 * src/engine/random.ts), as it gets its computers.
 */
export interface SeededDeals {
  /** the hands by seat of round `round`, dealt one by one from the seat after `dealer` (§1) */
  readonly deal: (
    seed: number,
    round: number,
    seats: number,
    dealer: number,
    jokers: number,
  ) => Card[][];
  /** a new game's seed */
  readonly newSeed: () => number;
}

/** Who enters a seat's moves. */
export type SeatController =
  | { readonly kind: 'person' }
  | { readonly kind: 'computer'; readonly level: BotLevel }
  | { readonly kind: 'table' };

const PERSON: SeatController = { kind: 'person' };

/**
 * The computer players a game may seat: who is due and what they choose. A game gets them
 * with START (./computers.ts has the engine's bots), so islands without computers (the
 * steppers, the referee) do not ship them; without them START refuses computer seats.
 */
export interface ComputerPlayers {
  /**
   * The choice for a request, made here and now: a play or pass in turn, or the give the seat
   * owes (null when it may do neither), from the request's view alone, with a generator
   * seeded by the request's numbers, so the same choice comes out wherever it is made.
   */
  readonly answer: (request: ComputerRequest) => Move | null;
  /** the computer seat due now and what it sees, or null (./computers.ts `computerRequestOf`) */
  readonly request: (context: GameContext) => ComputerRequest | null;
  /**
   * The levels whose choices the machine asks `think` for (an island's Web Worker,
   * ./strong-worker.ts), so the page never waits for them; every other level, and every level
   * when this or `think` is omitted, chooses at once inside the event that gave it the turn.
   */
  readonly asyncLevels?: readonly BotLevel[];
  /**
   * The actor that makes an `asyncLevels` choice elsewhere (a promise answering with the
   * version it was asked at). It comes with the computers, not with the machine, so islands
   * without computers do not ship it.
   */
  readonly think?: PromiseActorLogic<ComputerAnswer, ComputerTurnInput>;
}

/**
 * One computer's turn as the machine asks for it: the seat's view (and nothing else), its
 * level, and what seeds its generator (seed, round, turn: `botRandom` in ./computers.ts), so
 * the same choice comes out wherever it is computed (here, or in a worker).
 */
export interface ComputerRequest {
  readonly kind: 'move' | 'give';
  readonly view: SeatView;
  readonly level: BotLevel;
  readonly seed: number;
  readonly round: number;
  readonly turn: number;
}

/** The input of the computers' `think` actor: the request, the computers, and the context's version. */
export interface ComputerTurnInput {
  readonly request: ComputerRequest;
  readonly computers: ComputerPlayers;
  readonly version: number;
}

/** What the `think` actor answers: the move, for the version it was asked at. */
export interface ComputerAnswer {
  readonly move: Move | null;
  readonly version: number;
}

/** A game entered while it was already under way at a real table. */
export interface EnteredAt {
  /** the number of the first round played here */
  readonly round: number;
  /** the previous round's places, first place first; null when not known (a round-1-like start) */
  readonly previous: readonly string[] | null;
}

export interface GameContext {
  readonly rules: RuleSet;
  readonly players: readonly string[];
  readonly mode: DealMode;
  /** the game's seed: round N is dealt from it (`deals`); the computers' moves follow from it too */
  readonly seed: number;
  /** how a `dealt` game deals from its seed; null in the `table` mode */
  readonly deals: SeededDeals | null;
  /** by player; a player without an entry is a person at this device */
  readonly controllers: Readonly<Record<string, SeatController>>;
  /** the computers' thinking time in ms */
  readonly botDelay: number;
  /** how the computer seats play; null: the game has none */
  readonly computers: ComputerPlayers | null;
  readonly entered: EnteredAt | null;
  /** the engine's state as the game started, before its first deal: the log replays from here */
  readonly start: GameState | null;
  /** the engine's state; null until START */
  readonly game: GameState | null;
  /** the last MOVE entered (by anyone) and the engine's verdict on it */
  readonly lastMove: Move | null;
  readonly lastVerdict: Verdict | null;
  /** what the last legal move caused */
  readonly lastEvents: readonly GameEvent[];
  /** every deal and every move entered, legal or refused, in order */
  readonly log: readonly LogEntry[];
  /** what UNDO took back, the latest last; each item is what one UNDO took */
  readonly redo: readonly (readonly LogEntry[])[];
  /** counts the changes of this context; a scheduled COMPUTER_TURN is ignored once it has moved on */
  readonly version: number;
}

export interface StartEvent {
  readonly type: 'START';
  readonly rules: RuleSet;
  readonly players: readonly string[];
  /** omitted: a new seed from `deals` (0 without them) */
  readonly seed?: number;
  readonly mode: DealMode;
  /** how the rounds are dealt from the seed (./deals.ts); needed in the `dealt` mode */
  readonly deals?: SeededDeals;
  /** by player name; omitted players are persons at this device */
  readonly controllers?: Readonly<Record<string, SeatController>>;
  /** a game already under way: the first round played here, the previous round's places, the totals so far */
  readonly from?: {
    readonly round: number;
    readonly previous?: readonly string[];
    readonly totals?: Readonly<Record<string, number>>;
  };
  /** the computers' thinking time in ms (default 0) */
  readonly botDelay?: number;
  /** how computer seats play (./computers.ts); needed when a controller is a computer */
  readonly computers?: ComputerPlayers;
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
  | { readonly type: 'REDO' }
  | { readonly type: 'NEXT_ROUND' }
  | { readonly type: 'RESTART' }
  | { readonly type: 'SET_BOT_DELAY'; readonly delay: number }
  | { readonly type: 'COMPUTER_TURN'; readonly version: number }
  /** the `think` actor's answer (raised by XState itself, never sent by a UI) */
  | { readonly type: 'xstate.done.actor.computer-think'; readonly output: ComputerAnswer }
  /** the `think` actor failed (a worker that could not start) */
  | { readonly type: 'xstate.error.actor.computer-think'; readonly error: unknown };

// ---------------------------------------------------------------------------------------
// Pure helpers: each guard and action below is one line into these (or into the engine).

export function initialContext(): GameContext {
  return {
    rules: presetRules('common'),
    players: [],
    mode: 'dealt',
    seed: 0,
    deals: null,
    controllers: {},
    botDelay: 0,
    computers: null,
    entered: null,
    start: null,
    game: null,
    lastMove: null,
    lastVerdict: null,
    lastEvents: [],
    log: [],
    redo: [],
    version: 0,
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

function isController(value: SeatController, event: StartEvent): boolean {
  switch (value.kind) {
    case 'person':
    case 'table':
      return true;
    case 'computer':
      // a computer plays from its own hand, which a real table's deal does not tell
      return (
        event.mode === 'dealt' && event.computers !== undefined && BOT_LEVELS.includes(value.level)
      );
  }
}

/**
 * A START the machine can begin: valid players, the `dealt` mode only with its deals, a
 * controller only for players of the game (computers only with dealt hands and the computer
 * players), and a mid-game entry with a round number from 1, the previous places as the
 * players in some order, and totals for players of the game.
 */
function canStartWith(event: StartEvent): boolean {
  if (!canStartGame(event.players)) return false;
  if (event.mode === 'dealt' && event.deals === undefined) return false;
  const names = event.players.map((p) => p.trim());
  const controllers = Object.entries(event.controllers ?? {});
  if (!controllers.every(([p, c]) => names.includes(p.trim()) && isController(c, event)))
    return false;
  const from = event.from;
  if (from === undefined) return true;
  const previous = from.previous?.map((p) => p.trim());
  return (
    Number.isInteger(from.round) &&
    from.round >= 1 &&
    (previous === undefined ||
      (previous.length === names.length &&
        new Set(previous).size === names.length &&
        previous.every((p) => names.includes(p)))) &&
    Object.entries(from.totals ?? {}).every(
      ([p, v]) => names.includes(p.trim()) && Number.isFinite(v),
    )
  );
}

/**
 * The engine's game as it stands when a table is entered before round `from.round`: the
 * totals so far, and one result per round already played (their places unknown but for the
 * previous round's), so a game of N rounds still ends after round N.
 */
function enteredGame(
  rules: RuleSet,
  players: readonly string[],
  from: StartEvent['from'],
): GameState {
  const game = createGame(rules, players);
  if (from === undefined) return game;
  const unknown = players.map(() => null);
  const results: RoundResult[] = [];
  for (let n = 1; n < from.round; n++) {
    const places = n === from.round - 1 && from.previous !== undefined ? from.previous : unknown;
    results.push({ number: n, places: places.map((p) => p?.trim() ?? null), points: {} });
  }
  // keyed by names: no prototype (a player may be called `__proto__` or `toString`)
  const totals = nameRecordOf(Object.entries(game.totals));
  for (const [p, v] of Object.entries(from.totals ?? {})) totals[p.trim()] = v;
  return { ...game, results, totals };
}

export function startGame(event: StartEvent): GameContext {
  const players = event.players.map((p) => p.trim());
  const controllers = nameRecordOf(
    Object.entries(event.controllers ?? {}).map(([p, c]) => [p.trim(), c] as const),
  );
  const from = event.from;
  const start = enteredGame(event.rules, players, from);
  return {
    ...initialContext(),
    rules: event.rules,
    players,
    mode: event.mode,
    seed: (event.seed ?? event.deals?.newSeed() ?? 0) >>> 0,
    deals: event.deals ?? null,
    controllers,
    botDelay: Math.max(0, event.botDelay ?? 0),
    computers: event.computers ?? null,
    entered:
      from === undefined
        ? null
        : { round: from.round, previous: from.previous?.map((p) => p.trim()) ?? null },
    start,
    game: start,
  };
}

/** A player's controller; only the context's own entries count (never an inherited `toString`). */
export function controllerOf(context: GameContext, player: string): SeatController {
  return Object.hasOwn(context.controllers, player)
    ? (context.controllers[player] ?? PERSON)
    : PERSON;
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

/** The round setup a deal needs beyond the log entry: a game's first round after an entry mid-game follows the entered places. */
function enteredSetup(
  game: GameState,
  entered: EnteredAt | null,
): { number?: number; previous?: readonly string[] } {
  if (game.round !== null || entered === null) return {};
  return {
    number: entered.round,
    ...(entered.previous === null ? {} : { previous: entered.previous }),
  };
}

/** What one log entry does to the game: the engine's `replayEntry`, as play and replay both take it. */
function applyEntry(
  game: GameState,
  entry: LogEntry,
): { game: GameState; move: Move | null; verdict: Verdict | null; events: readonly GameEvent[] } {
  const step = replayEntry(game, entry);
  return {
    game: step.state,
    move: entry.kind === 'move' ? entry.move : null,
    verdict: step.verdict,
    events: step.events,
  };
}

/**
 * Replays the log from the game's start (which holds what was entered for a game joined
 * mid-way): the state, and the last move, verdict and events, as entering the same entries
 * one by one gave them.
 */
export function replayMachineLog(
  start: GameState,
  log: readonly LogEntry[],
): Pick<GameContext, 'lastMove' | 'lastVerdict' | 'lastEvents'> & { game: GameState } {
  let replayed: ReturnType<typeof applyEntry> = {
    game: start,
    move: null,
    verdict: null,
    events: [],
  };
  for (const entry of log) replayed = applyEntry(replayed.game, entry);
  return {
    game: replayed.game,
    lastMove: replayed.move,
    lastVerdict: replayed.verdict,
    lastEvents: replayed.events,
  };
}

/** Appends entries to the log (a new entry clears what UNDO took back). */
function enterEntries(context: GameContext, entries: readonly LogEntry[]): GameContext {
  const game = context.game;
  if (game === null) return context;
  let replayed: ReturnType<typeof applyEntry> = {
    game,
    move: context.lastMove,
    verdict: context.lastVerdict,
    events: context.lastEvents,
  };
  for (const entry of entries) replayed = applyEntry(replayed.game, entry);
  return {
    ...context,
    game: replayed.game,
    lastMove: replayed.move,
    lastVerdict: replayed.verdict,
    lastEvents: replayed.events,
    log: [...context.log, ...entries],
    version: context.version + 1,
  };
}

/**
 * Starts the next round in the engine. The engine chooses seating and dealer (§2); for a
 * seeded deal it is asked first (a round without hands) so the cards can go round from the
 * player after its dealer, as at the table (§1).
 */
export function dealRound(context: GameContext, event: DealEvent): GameContext {
  const game = context.game;
  if (game === null) throw new Error('dealRound: no game (START first)');
  const entered = enteredSetup(game, context.entered);
  const chosen = startRound(game, {
    ...entered,
    ...(event.seats === undefined ? {} : { seats: event.seats }),
    ...(event.dealer === undefined ? {} : { dealer: event.dealer }),
  }).round;
  if (chosen === null) throw new Error('dealRound: the engine started no round');
  const seats = chosen.seats;
  const dealer = seats[chosen.dealer] ?? '';
  const hands =
    event.hands ??
    (context.mode === 'dealt' && context.deals !== null
      ? context.deals.deal(
          context.seed,
          chosen.number,
          seats.length,
          chosen.dealer,
          game.rules.jokers,
        )
      : null);
  // The first deal of a game entered mid-way carries the places the table entered (§2 `previous:`).
  const previous = entered.previous;
  const entry: LogEntry = {
    kind: 'deal',
    round: chosen.number,
    seats,
    dealer,
    hands,
    ...(previous === undefined ? {} : { previous }),
  };
  return { ...enterEntries(context, [entry]), redo: [] };
}

/** A move names someone not at the table (the engine's `unknown-player`). */
function namesStranger(verdict: Verdict): boolean {
  return !verdict.legal && verdict.reason.code === 'unknown-player';
}

export function isLegalMove(context: GameContext, move: Move): boolean {
  return context.game !== null && judgeMove(context.game, move).legal;
}

/** The engine's verdict on a move; before START, judged at an empty table (`unknown-player`). */
export function verdictOn(context: GameContext, move: Move): Verdict {
  return judgeMove(context.game ?? createGame(context.rules, context.players), move);
}

/**
 * Enters a move: the engine judges it, a legal one is applied, and any move of a dealt round
 * that names players at the table is logged (a refused one changes nothing else).
 */
function enterMove(context: GameContext, move: Move): GameContext {
  const verdict = verdictOn(context, move);
  if (context.game?.round == null || namesStranger(verdict)) {
    return {
      ...context,
      lastMove: move,
      lastVerdict: verdict,
      lastEvents: [],
      version: context.version + 1,
    };
  }
  return {
    ...enterEntries(context, [{ kind: 'move', round: context.game.round.number, move }]),
    redo: [],
  };
}

/** A log entry that a computer made (a move or give by a computer seat). */
function isComputerEntry(context: GameContext, entry: LogEntry): boolean {
  return entry.kind === 'move' && controllerOf(context, entry.move.player).kind === 'computer';
}

/** Where UNDO cuts the log: before its last entry that no computer made; null if none. */
function undoCut(context: GameContext): number | null {
  for (let i = context.log.length - 1; i >= 0; i--) {
    const entry = context.log[i];
    if (entry !== undefined && !isComputerEntry(context, entry)) return i;
  }
  return null;
}

/**
 * Whether UNDO can take something back. Not the game's first deal in table mode: the table
 * dealt it and nobody entered anything (no hands), so taking it back would only ask to deal
 * the same seating again. A first deal with hands can be taken back to enter them anew; later
 * deals go back to the round's end before them.
 */
export function canUndoMove(context: GameContext): boolean {
  const cut = undoCut(context);
  if (context.start === null || cut === null) return false;
  const entry = context.log[cut];
  return !(entry?.kind === 'deal' && entry.hands === null && firstDealAt(context, cut));
}

/** No deal comes before log entry `cut`. */
function firstDealAt(context: GameContext, cut: number): boolean {
  return !context.log.slice(0, cut).some((e) => e.kind === 'deal');
}

/** UNDO takes back the game's first deal: no round is left. */
function undoLeavesNoRound(context: GameContext): boolean {
  const cut = undoCut(context);
  return cut !== null && firstDealAt(context, cut);
}

/** Takes back the entries from the cut on, replaying the rest from the game's start. */
export function undoMove(context: GameContext): GameContext {
  const cut = undoCut(context);
  if (cut === null || context.start === null) return context;
  const log = context.log.slice(0, cut);
  return {
    ...context,
    ...replayMachineLog(context.start, log),
    log,
    redo: [...context.redo, context.log.slice(cut)],
    version: context.version + 1,
  };
}

export function canRedoMove(context: GameContext): boolean {
  return context.redo.length > 0 && context.game !== null;
}

/** Puts back what the last UNDO took. */
function redoMove(context: GameContext): GameContext {
  const entries = context.redo[context.redo.length - 1];
  if (entries === undefined) return context;
  return { ...enterEntries(context, entries), redo: context.redo.slice(0, -1) };
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

/**
 * The computer seat due now and what it sees, or null when no computer is due (the computers
 * find it: ./computers.ts `computerRequestOf`, so islands without computers do not ship it).
 */
export function computerRequest(context: GameContext): ComputerRequest | null {
  return context.computers?.request(context) ?? null;
}

/** The computers' `think` actor for the computer due now, if its level chooses apart. */
function thinkerFor(
  context: GameContext,
  request: ComputerRequest,
): PromiseActorLogic<ComputerAnswer, ComputerTurnInput> | null {
  const computers = context.computers;
  if (computers?.think === undefined) return null;
  return computers.asyncLevels?.includes(request.level) === true ? computers.think : null;
}

/** Back to the setup form, which keeps the last rules, players, controllers and mode. */
export function resetContext(context: GameContext): GameContext {
  return {
    ...initialContext(),
    rules: context.rules,
    players: context.players,
    mode: context.mode,
    controllers: context.controllers,
    botDelay: context.botDelay,
    computers: context.computers,
    deals: context.deals,
    version: context.version + 1,
  };
}

// ---------------------------------------------------------------------------------------
// The machine

/** The id of a computer's delayed turn, so a newer one replaces it. */
const COMPUTER_TURN_ID = 'computer-turn';

/** The event a computer's turn arrives as, stamped with the context it was scheduled in. */
function computerTurnEvent(context: GameContext): GameMachineEvent {
  return { type: 'COMPUTER_TURN', version: context.version };
}

/** The id of a computer's choice under way in the `think` actor. */
const COMPUTER_THINK_ID = 'computer-think';

export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameMachineEvent,
  },
  guards: {
    canStart: ({ event }) => event.type === 'START' && canStartWith(event),
    canDeal: ({ context, event }) => event.type === 'DEAL' && canDealRound(context, event),
    isLegal: ({ context, event }) => event.type === 'MOVE' && isLegalMove(context, event.move),
    canUndo: ({ context }) => canUndoMove(context),
    undoLeavesNoRound: ({ context }) => canUndoMove(context) && undoLeavesNoRound(context),
    canRedo: ({ context }) => canRedoMove(context),
    computerToAct: ({ context, event }) =>
      event.type === 'COMPUTER_TURN' &&
      event.version === context.version &&
      computerRequest(context) !== null,
    exchangeDone: ({ context }) => !exchangePending(context.game),
    roundIsOver: ({ context }) => roundIsOver(context.game),
    gameIsOver: ({ context }) => gameIsOver(context.game),
  },
  actions: {
    startGame: assign(({ context, event }) =>
      event.type === 'START' ? startGame(event) : context,
    ),
    reset: assign(({ context }) => resetContext(context)),
    /**
     * Each action below changes the context and then schedules a computer's turn if one is
     * due: at once (an internal event) with no delay, else after `botDelay` ms.
     */
    dealRound: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'DEAL') return;
      const next = dealRound(context, event);
      enqueue.assign(next);
      scheduleComputer(next, enqueue);
    }),
    applyMove: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'MOVE') return;
      const next = enterMove(context, event.move);
      enqueue.assign(next);
      scheduleComputer(next, enqueue);
    }),
    refuseMove: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'MOVE') return;
      const next = enterMove(context, event.move);
      enqueue.assign(next);
      scheduleComputer(next, enqueue);
    }),
    /**
     * The computer due chooses: here and now, or, for an `asyncLevels` level, in the
     * computers' `think` actor, whose answer (`answerComputer`) counts only if nothing has
     * changed meanwhile.
     */
    playComputer: enqueueActions(({ context, enqueue }) => {
      const request = computerRequest(context);
      const computers = context.computers;
      if (request === null || computers === null) return;
      const think = thinkerFor(context, request);
      if (think !== null) {
        enqueue.stopChild(COMPUTER_THINK_ID);
        // The logic comes with the computers, not from setup's `actors`, and XState's types
        // allow an id only for actors named there; the id is what the answer's event is named by.
        const spawn = enqueue.spawnChild as (
          logic: AnyActorLogic,
          options: { readonly id: string; readonly input: ComputerTurnInput },
        ) => void;
        spawn(think, {
          id: COMPUTER_THINK_ID,
          input: { request, computers, version: context.version },
        });
        return;
      }
      const move = computers.answer(request);
      if (move === null) return;
      const next = enterMove(context, move);
      enqueue.assign(next);
      scheduleComputer(next, enqueue);
    }),
    answerComputer: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'xstate.done.actor.computer-think') return;
      const answer = event.output;
      if (answer.move === null || answer.version !== context.version) return;
      const next = enterMove(context, answer.move);
      enqueue.assign(next);
      scheduleComputer(next, enqueue);
    }),
    /** The actor failed (a worker that could not load): the computer chooses here instead. */
    computerFailed: enqueueActions(({ context, enqueue }) => {
      const request = computerRequest(context);
      const move = request === null ? null : (context.computers?.answer(request) ?? null);
      if (move === null) return;
      const next = enterMove(context, move);
      enqueue.assign(next);
      scheduleComputer(next, enqueue);
    }),
    undoMove: enqueueActions(({ context, enqueue }) => {
      const next = undoMove(context);
      enqueue.assign(next);
      scheduleComputer(next, enqueue);
    }),
    redoMove: enqueueActions(({ context, enqueue }) => {
      const next = redoMove(context);
      enqueue.assign(next);
      scheduleComputer(next, enqueue);
    }),
    setBotDelay: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'SET_BOT_DELAY') return;
      const delay = Number.isFinite(event.delay) ? Math.max(0, event.delay) : context.botDelay;
      const next = { ...context, botDelay: delay, version: context.version + 1 };
      enqueue.assign(next);
      scheduleComputer(next, enqueue);
    }),
  },
}).createMachine({
  id: 'president',
  context: initialContext,
  initial: 'setup',
  on: {
    RESTART: { target: '.setup', actions: 'reset' },
    // Back through the log; `exchange` then routes on to wherever the replayed state belongs.
    UNDO: [
      { guard: 'undoLeavesNoRound', target: '.dealing', actions: 'undoMove' },
      { guard: 'canUndo', target: '.exchange', actions: 'undoMove' },
    ],
    REDO: { guard: 'canRedo', target: '.exchange', actions: 'redoMove' },
    SET_BOT_DELAY: { actions: 'setBotDelay' },
    [`xstate.done.actor.${COMPUTER_THINK_ID}`]: { actions: 'answerComputer' },
    [`xstate.error.actor.${COMPUTER_THINK_ID}`]: { actions: 'computerFailed' },
  },
  states: {
    /** choosing rules, players and seats */
    setup: {
      on: {
        START: { guard: 'canStart', target: 'dealing', actions: 'startGame' },
        MOVE: { actions: 'refuseMove' },
      },
    },
    /** waiting for the cards to be dealt (by the seed, by a transcript, or at a real table) */
    dealing: {
      on: {
        DEAL: { guard: 'canDeal', target: 'exchange', actions: 'dealRound' },
        MOVE: { actions: 'refuseMove' },
      },
    },
    /** rounds after a finished one: the gives of the round's exchange list; passed straight through otherwise */
    exchange: {
      always: { guard: 'exchangeDone', target: 'playing' },
      on: {
        MOVE: [{ guard: 'isLegal', actions: 'applyMove' }, { actions: 'refuseMove' }],
        COMPUTER_TURN: { guard: 'computerToAct', actions: 'playComputer' },
      },
    },
    /** plays and passes until the engine says the round (or the game) is over */
    playing: {
      always: [
        { guard: 'gameIsOver', target: 'gameOver' },
        { guard: 'roundIsOver', target: 'roundOver' },
      ],
      on: {
        MOVE: [{ guard: 'isLegal', actions: 'applyMove' }, { actions: 'refuseMove' }],
        COMPUTER_TURN: { guard: 'computerToAct', actions: 'playComputer' },
      },
    },
    /** the places are known; a move now is explained (round-over) and refused */
    roundOver: {
      on: {
        NEXT_ROUND: 'dealing',
        MOVE: { actions: 'refuseMove' },
      },
    },
    /** the engine has a winner; a move now is explained (round-over) and refused */
    gameOver: {
      on: { MOVE: { actions: 'refuseMove' } },
    },
  },
});

/**
 * Cancels a computer's turn still waiting for its delay, then raises COMPUTER_TURN when a
 * computer is due in `context`: at once with no delay, else after it.
 */
function scheduleComputer(
  context: GameContext,
  enqueue: {
    raise: (event: GameMachineEvent, options?: { delay?: number; id?: string }) => void;
    cancel: (id: string) => void;
  },
): void {
  enqueue.cancel(COMPUTER_TURN_ID);
  if (computerRequest(context) === null) return;
  const event = computerTurnEvent(context);
  if (context.botDelay > 0) enqueue.raise(event, { delay: context.botDelay, id: COMPUTER_TURN_ID });
  else enqueue.raise(event);
}

export type GameMachine = typeof gameMachine;
export type GameSnapshot = SnapshotFrom<GameMachine>;
export type GamePhase = 'setup' | 'dealing' | 'exchange' | 'playing' | 'roundOver' | 'gameOver';

// ---------------------------------------------------------------------------------------
// The views: what a UI (or a bot) needs, read from the engine's state (no rule is decided here):
// the table as one seat (or an onlooker) sees it, and the machine's own status

/**
 * What one seat may see now (src/engine/view.ts); with `null`, what an onlooker sees at an
 * open table (every known hand). Null before START, or for a name not at the table.
 */
export function viewFor(snapshot: Pick<GameSnapshot, 'context'>, seat: string): SeatView | null;
export function viewFor(snapshot: Pick<GameSnapshot, 'context'>, seat: null): SeatView<null> | null;
export function viewFor(
  snapshot: Pick<GameSnapshot, 'context'>,
  seat: string | null,
): SeatView<string | null> | null {
  const game = snapshot.context.game;
  return game === null ? null : seatView(game, seat);
}
