/**
 * The referee's session: the game being refereed at this device and the games kept in
 * this browser. It owns the game's statechart actor (src/machines/game.ts) and saves every
 * entry before anyone is told about it, so a reload, a closed tab or a dead battery loses
 * nothing: `send` gives the event to the machine, writes the result to storage, and only
 * then notifies the subscribers (the island redraws from them).
 *
 * The table is a real one: every seat is a `table` controller (the device never plays),
 * the machine runs in table mode, and a known-hands round is a DEAL that carries the hands.
 */
import { createActor, type Actor } from 'xstate';
import type { RuleSet } from '../../engine/rules.ts';
import type { ParseError } from '../../notation/errors.ts';
import { parseLog } from '../../notation/log.ts';
import { actorForLog } from '../../machines/replay.ts';
import {
  gameMachine,
  type GameMachine,
  type GameMachineEvent,
  type GameSnapshot,
  type SeatController,
} from '../../machines/game.ts';

/** What the set-up screen decides: everything START needs, and the game's name in the list. */
export interface RefereeSetup {
  /** shown in the list of kept games ("Friday at Anna's") */
  readonly name: string;
  /** in seating order (turn order, clockwise) */
  readonly players: readonly string[];
  /** deals round 1 (or the first round entered here) */
  readonly dealer: string;
  readonly rules: RuleSet;
  /** table: only counts are known (rules-spec §2); known: each round's hands are entered */
  readonly mode: 'table' | 'known';
  /** a game already under way: the round to start at, last round's places, the totals so far */
  readonly from: {
    readonly round: number;
    readonly previous: readonly string[] | null;
    readonly totals: Readonly<Record<string, number>>;
  } | null;
}

/** One kept game as the list of games shows it. */
export interface SavedGameSummary {
  readonly id: string;
  readonly name: string;
  readonly players: readonly string[];
  /** ms since the epoch of the last entry */
  readonly updated: number;
}

/** The game open at this device. */
export interface RefereeGame {
  readonly id: string;
  readonly setup: RefereeSetup;
  readonly snapshot: GameSnapshot;
}

/** Why a transcript could not be opened as a game. */
export type ImportError =
  | { readonly kind: 'parse'; readonly error: ParseError }
  /** a transcript without a single round */
  | { readonly kind: 'empty' }
  /** a round begun before the previous one ended */
  | { readonly kind: 'deal'; readonly round: number };

export type ImportResult =
  | { readonly ok: true; readonly game: RefereeGame }
  | { readonly ok: false; readonly error: ImportError };

const TABLE_SEAT: SeatController = { kind: 'table' };

/** Every player a player at the real table. */
function tableSeats(players: readonly string[]): Record<string, SeatController> {
  return Object.fromEntries(players.map((p) => [p, TABLE_SEAT]));
}

/** The START event for a set-up: table mode, every seat a player at the real table. */
export function startEventFor(setup: RefereeSetup): Extract<GameMachineEvent, { type: 'START' }> {
  return {
    type: 'START',
    rules: setup.rules,
    players: setup.players,
    mode: 'table',
    controllers: tableSeats(setup.players),
    ...(setup.from === null
      ? {}
      : {
          from: {
            round: setup.from.round,
            ...(setup.from.previous === null ? {} : { previous: setup.from.previous }),
            totals: setup.from.totals,
          },
        }),
  };
}

/**
 * The session. This first form keeps the open game in memory only; the persistence layer
 * (versioned, validated saved state; several games; one writer across tabs) replaces the
 * inside of these methods without changing their signatures.
 */
export class RefereeSession {
  #actor: Actor<GameMachine> | null = null;
  #game: RefereeGame | null = null;
  readonly #listeners = new Set<(game: RefereeGame | null) => void>();

  /** The open game, or null (the set-up screen shows). */
  current(): RefereeGame | null {
    return this.#game;
  }

  /** The games kept in this browser, newest first. */
  list(): readonly SavedGameSummary[] {
    return this.#game === null
      ? []
      : [
          {
            id: this.#game.id,
            name: this.#game.setup.name,
            players: this.#game.setup.players,
            updated: Date.now(),
          },
        ];
  }

  /**
   * Starts a new game: START, then in table mode the first deal (seating and dealer as set
   * up). In known-hands mode the machine waits in `dealing` for the hands.
   */
  start(setup: RefereeSetup): RefereeGame {
    this.#actor?.stop();
    const actor = createActor(gameMachine);
    actor.start();
    actor.send(startEventFor(setup));
    if (setup.mode === 'table') {
      actor.send({ type: 'DEAL', seats: setup.players, dealer: setup.dealer });
    }
    this.#actor = actor;
    this.#game = { id: String(Date.now()), setup, snapshot: actor.getSnapshot() };
    this.#notify();
    return this.#game;
  }

  /**
   * Opens a transcript (rules-spec §2) as a game: every line entered into the machine as
   * if typed at the table, refused lines too, so the verdicts are the CLI's. Never throws.
   */
  importTranscript(text: string, name: string): ImportResult {
    const parsed = parseLog(text);
    if (!parsed.ok) return { ok: false, error: { kind: 'parse', error: parsed.error } };
    const { header, entries } = parsed.log;
    const first = entries[0];
    if (first?.kind !== 'deal') return { ok: false, error: { kind: 'empty' } };
    const opened = actorForLog(header, entries, { controllers: tableSeats(header.players) });
    if (!opened.ok) return { ok: false, error: { kind: 'deal', round: opened.round } };
    const setup: RefereeSetup = {
      name,
      players: header.players,
      dealer: first.dealer,
      rules: header.rules,
      mode: first.hands === null ? 'table' : 'known',
      from:
        first.previous === undefined && first.round === 1
          ? null
          : { round: first.round, previous: first.previous ?? null, totals: {} },
    };
    this.#actor?.stop();
    this.#actor = opened.actor;
    this.#game = { id: String(Date.now()), setup, snapshot: opened.actor.getSnapshot() };
    this.#notify();
    return { ok: true, game: this.#game };
  }

  /** Opens a kept game again; null when there is no such game (or it cannot be read). */
  resume(id: string): RefereeGame | null {
    return this.#game?.id === id ? this.#game : null;
  }

  /** Forgets a kept game (the open one closes first). */
  remove(id: string): void {
    if (this.#game?.id === id) this.close();
  }

  /** Gives an event to the open game's machine; saved before the subscribers hear of it. */
  send(event: GameMachineEvent): RefereeGame | null {
    if (this.#actor === null || this.#game === null) return null;
    this.#actor.send(event);
    this.#game = { ...this.#game, snapshot: this.#actor.getSnapshot() };
    this.#notify();
    return this.#game;
  }

  /** Back to the set-up screen; the game stays in the list. */
  close(): void {
    this.#actor?.stop();
    this.#actor = null;
    this.#game = null;
    this.#notify();
  }

  subscribe(listener: (game: RefereeGame | null) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #notify(): void {
    for (const listener of this.#listeners) listener(this.#game);
  }
}
