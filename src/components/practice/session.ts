/**
 * The practice table's session: one game against computer players at this device. It owns
 * the game's statechart actor (src/machines/game.ts; the computers are the machine's own
 * computer seats, src/machines/computers.ts), saves the game after every change
 * (./store.ts) and tells the island, which draws `viewFor` the person's seat.
 *
 * Seat 0 is the person (a `person` controller), the others computers of one level. Every
 * round is dealt from the game's seed, and the computers' choices follow from it too, so a
 * game's link (./link.ts) replays the same cards and, for the same plays, the same answers.
 *
 * Timing: the computers move after the machine's `botDelay`, which the session sets from the
 * menu's speed; while the island shows the cards being dealt the computers wait (a delay
 * longer than anyone waits), and once the person is out "skip to the end of the round" sets
 * it to 0, so the machine plays the round out at once.
 *
 * The exchange: the gives the rules force (the lower roles' highest cards) are the machine's
 * to choose, so the session enters the person's own forced give with the cards the engine's
 * players choose for it (the highest, by the rules); a give back is the person's choice.
 *
 * Restoring: a record's log is entered into a fresh machine entry by entry as it was played
 * (deals, and every move as a MOVE, the computers' too) while the computers wait; every move
 * must be allowed again and every deal dealt, or the record is set aside with a notice and
 * the start screen opens clean.
 *
 * The session touches no storage until `attach()` (the island calls it once mounted, so the
 * server's render and the first client render agree).
 *
 * Two tabs, one writer. The game is saved only by the tab that holds the Web Lock
 * `president-practice:game` (navigator.locks): a tab that opens a kept game takes it if it is
 * free; Start, Continue and "Play here" take it over (`steal`). A tab without the lock follows:
 * its computers wait, the person's moves are not made, it redraws from each record the
 * writer saves (the `storage` event) and says the game is open in another tab (notice
 * `elsewhere`, with "Play here"). It also waits in the lock's queue, so when the writing tab
 * closes (or crashes: the browser frees its locks) it takes the game over where it was saved.
 * A tab whose lock is taken from it becomes a follower. Records are written whole under one
 * key, so a save never mixes two tabs' games. (The referee's lease in storage,
 * src/lib/referee-store.ts, is synchronous because an entry is saved before its verdict shows;
 * the practice table saves after the move and can wait for the lock, which is exact and frees
 * itself when a tab dies.) Without the Web Locks API every tab writes, as before.
 */
import { createActor, type Actor } from 'xstate';
import type { Move } from '../../engine/game.ts';
import type { PracticeSetup, StartChoice } from './setup.ts';
import { parseGameCode } from '../../engine/game-code.ts';
import { randomSeed } from '../../engine/random.ts';
import { isOfferedLevel } from './levels.ts';
import { SEEDED_DEALS } from '../../machines/deals.ts';
import { pageGive, pageMove, WORKER_COMPUTER_PLAYERS } from '../../machines/strong-worker.ts';
import {
  gameMachine,
  verdictOn,
  viewFor,
  type GameMachine,
  type GameMachineEvent,
  type GameSnapshot,
  type SeatController,
} from '../../machines/game.ts';
import type { Verdict } from '../../engine/verdict.ts';
import {
  browserStorage,
  clearGame,
  GAME_KEY,
  entryWord,
  loadGame,
  loadSpeed,
  RECORD_VERSION,
  saveGame,
  saveSpeed,
  setAside,
  type PracticeEntry,
  type PracticeRecord,
  type PracticeStorage,
  type SavedRecord,
  type SetAsideReason,
  type Speed,
} from './store.ts';
import { encodeRuleLink } from '../../lib/rule-link.ts';
import type { StorageEvents } from '../../lib/storage-events.ts';

export type { PracticeSetup } from './setup.ts';

/** The game at the table. */
export interface PracticeGame {
  readonly setup: PracticeSetup;
  readonly snapshot: GameSnapshot;
  /** the person's name at this table (seat 0) */
  readonly you: string;
  /** the island is showing the cards being dealt: the computers wait */
  readonly dealing: boolean;
  /** the round is being played out at once (the person is out) */
  readonly skipping: boolean;
  /** another tab plays this game: this one shows it and cannot move */
  readonly following: boolean;
}

export type PracticeNotice =
  /** the saved game could not be read and was copied aside (`key`; null: left where it was) */
  | { readonly code: 'set-aside'; readonly reason: SetAsideReason; readonly key: string | null }
  /** the last change could not be saved (storage full); tried again with the next */
  | { readonly code: 'not-saved' }
  /** the browser gives no storage: the game lasts as long as the page */
  | { readonly code: 'no-storage' }
  /** another tab plays this game: this one follows (`takeOver()` plays here) */
  | { readonly code: 'elsewhere' };

/** The computers' thinking time for each speed, in ms: long enough to follow each play. */
export const SPEED_DELAY: { readonly [S in Speed]: number } = { normal: 1100, fast: 350 };
/** While the cards are being dealt the computers wait longer than anyone watches. */
const PAUSED = 2_000_000_000;

export { isOfferedLevel, offeredLevels } from './levels.ts';

/**
 * The START of a practice game: dealt hands, seat 0 a person, the others computers (the
 * Strong level thinks in a Web Worker, src/machines/strong-worker.ts).
 */
export function startEvent(
  setup: PracticeSetup,
  players: readonly string[],
  botDelay: number,
): GameMachineEvent {
  const computer: SeatController = { kind: 'computer', level: setup.level };
  return {
    type: 'START',
    rules: setup.choice.rules,
    players,
    mode: 'dealt',
    seed: setup.seed,
    deals: SEEDED_DEALS,
    controllers: Object.fromEntries(players.slice(1).map((p) => [p, computer])),
    botDelay,
    computers: WORKER_COMPUTER_PLAYERS,
  };
}

/** The start screen's choice as a game's set-up: the link's game code as its seed, or a new one. */
export function setupOf(start: StartChoice): PracticeSetup {
  const seed = start.code === null ? null : parseGameCode(start.code);
  return {
    choice: start.choice,
    players: start.players,
    level: start.level,
    seed: seed ?? randomSeed(),
  };
}

/** The log of a snapshot as the record's entries, by seat number. */
export function entriesOf(snapshot: GameSnapshot): PracticeEntry[] {
  const players = snapshot.context.players;
  return snapshot.context.log.map((entry): PracticeEntry => {
    if (entry.kind === 'deal') return { kind: 'deal' };
    const move = entry.move;
    const seat = players.indexOf(move.player);
    switch (move.type) {
      case 'pass':
        return { kind: 'pass', seat };
      case 'play':
        return { kind: 'play', seat, cards: move.cards };
      case 'give':
        return { kind: 'give', seat, to: players.indexOf(move.to), cards: move.cards };
    }
  });
}

/** An entry as the move it stands for at a table of `players`; null for a deal or a seat not there. */
function moveOf(entry: PracticeEntry, players: readonly string[]): Move | null {
  if (entry.kind === 'deal') return null;
  const player = players[entry.seat];
  if (player === undefined) return null;
  switch (entry.kind) {
    case 'pass':
      return { type: 'pass', player };
    case 'play':
      return { type: 'play', player, cards: entry.cards };
    case 'give': {
      const to = players[entry.to];
      return to === undefined ? null : { type: 'give', player, to, cards: entry.cards };
    }
  }
}

/** The record of a game now. */
export function recordOf(setup: PracticeSetup, snapshot: GameSnapshot): SavedRecord {
  return {
    version: RECORD_VERSION,
    rules: encodeRuleLink(setup.choice),
    players: setup.players,
    level: setup.level,
    seed: setup.seed,
    log: entriesOf(snapshot).map(entryWord),
  };
}

/**
 * A record's game entered into a running machine with the computers waiting (`botDelay`
 * PAUSED), or null when it does not play back: an unknown level, a deal the machine does
 * not make, a move it refuses.
 */
export function replayRecord(
  record: PracticeRecord,
  names: readonly string[],
): { readonly actor: Actor<GameMachine>; readonly setup: PracticeSetup } | null {
  if (!isOfferedLevel(record.level) || names.length < record.players) return null;
  const setup: PracticeSetup = {
    choice: record.rules,
    players: record.players,
    level: record.level,
    seed: record.seed,
  };
  const players = names.slice(0, record.players);
  const actor = createActor(gameMachine);
  actor.start();
  actor.send(startEvent(setup, players, PAUSED));
  const fail = () => {
    actor.stop();
    return null;
  };
  if (actor.getSnapshot().value !== 'dealing') return fail();
  for (const entry of record.log) {
    const before = actor.getSnapshot();
    if (entry.kind === 'deal') {
      if (before.value === 'roundOver') actor.send({ type: 'NEXT_ROUND' });
      actor.send({ type: 'DEAL' });
      if (actor.getSnapshot().context.log.length !== before.context.log.length + 1) return fail();
      continue;
    }
    const move = moveOf(entry, players);
    if (move === null) return fail();
    actor.send({ type: 'MOVE', move });
    const after = actor.getSnapshot().context;
    if (after.lastVerdict?.legal !== true || after.log.length !== before.context.log.length + 1)
      return fail();
  }
  return { actor, setup };
}

/** The part of the Web Locks API (navigator.locks) the session uses; tests give their own. */
export interface PracticeLocks {
  request(
    name: string,
    options: { readonly ifAvailable?: boolean; readonly steal?: boolean },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown>;
}

/** Where the session hears other tabs' saves (the window's `storage` events). */
export type PracticeEvents = StorageEvents;

/** The lock whose holder writes the practice game. */
export const GAME_LOCK = GAME_KEY;

/** This tab's part in the kept game. */
export type PracticeRole =
  /** no game, or a game held behind the start screen: nothing written */
  | 'idle'
  /** asking for the lock */
  | 'pending'
  /** holds the lock: plays and saves */
  | 'writer'
  /** another tab holds the lock: follows its saves */
  | 'follower'
  /** no Web Locks API: plays and saves */
  | 'alone';

function browserLocks(): PracticeLocks | null {
  try {
    return (navigator as { locks?: PracticeLocks }).locks ?? null;
  } catch {
    return null;
  }
}

function browserEvents(): PracticeEvents | null {
  return typeof window === 'undefined' ? null : window;
}

/** How a session reaches the browser (tests give their own). */
export interface PracticeSessionOptions {
  /** the players' names in this language: the person first, then the computers (seven in all) */
  readonly names: readonly string[];
  /** the storage (default: localStorage); null: the game lives in memory */
  readonly storage?: () => PracticeStorage | null;
  readonly now?: () => number;
  /** the Web Locks API (default: navigator.locks); null: none */
  readonly locks?: PracticeLocks | null;
  /** other tabs' `storage` events (default: the window); null: none */
  readonly events?: PracticeEvents | null;
}

type Listener = () => void;

export class PracticeSession {
  readonly #names: readonly string[];
  readonly #storage: () => PracticeStorage | null;
  readonly #now: () => number;
  #store: PracticeStorage | null = null;
  #attached = false;
  #actor: Actor<GameMachine> | null = null;
  #unsubscribe: (() => void) | null = null;
  #game: PracticeGame | null = null;
  #speed: Speed = 'normal';
  #dealing = false;
  #skipping = false;
  /** the saved game waits behind the start screen (the page came from a game's link) */
  #held = false;
  #notices: PracticeNotice[] = [];
  readonly #listeners = new Set<Listener>();
  readonly #locks: PracticeLocks | null;
  readonly #events: PracticeEvents | null;
  #role: PracticeRole = 'idle';
  /** the lock request that counts (a newer one makes older answers moot) */
  #lockRequest: object | null = null;
  /** ends the callback that holds the lock (frees it) */
  #unlock: (() => void) | null = null;
  readonly #onStorage = (event: { readonly key: string | null }): void => {
    if (event.key === GAME_KEY || event.key === null) this.#follow();
  };

  constructor(options: PracticeSessionOptions) {
    this.#names = options.names;
    this.#storage = options.storage ?? browserStorage;
    this.#now = options.now ?? Date.now;
    this.#locks = options.locks === undefined ? browserLocks() : options.locks;
    this.#events = options.events === undefined ? browserEvents() : options.events;
  }

  /** This tab's part in the kept game. */
  role(): PracticeRole {
    return this.#role;
  }

  /** "Play here": this tab takes the game over from the tab that writes it. */
  takeOver(): void {
    if (this.#role !== 'follower') return;
    this.#claim(true);
  }

  /**
   * Opens storage: the speed chosen last, and the game saved last, resumed where it was
   * (with `hold`, its computers wait until `resume()`).
   */
  attach(options: { readonly hold?: boolean } = {}): void {
    if (this.#attached) return;
    this.#attached = true;
    this.#held = options.hold === true;
    this.#store = this.#storage();
    if (this.#store === null) this.#notices = [...this.#notices, { code: 'no-storage' }];
    this.#speed = loadSpeed(this.#store);
    this.#events?.addEventListener('storage', this.#onStorage);
    const read = loadGame(this.#store);
    if (read.kind === 'bad') this.#setAside(read.reason, read.raw);
    else if (read.kind === 'record') {
      const replayed = replayRecord(read.record, this.#names);
      if (replayed === null) this.#setAside('replay', read.raw);
      else {
        if (!this.#held) this.#role = this.#locks === null ? 'alone' : 'pending';
        this.#open(replayed.actor, replayed.setup, false);
        if (!this.#held) this.#claim(false);
      }
    }
    this.#notify();
  }

  /** Stops the machine and frees the lock (the island is gone). */
  detach(): void {
    this.#close();
    this.#release();
    this.#events?.removeEventListener('storage', this.#onStorage);
    this.#attached = false;
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The game at the table; null on the start screen. */
  game(): PracticeGame | null {
    return this.#game;
  }

  speed(): Speed {
    return this.#speed;
  }

  notices(): readonly PracticeNotice[] {
    return this.#notices;
  }

  dismissNotice(notice: PracticeNotice): void {
    this.#notices = this.#notices.filter((n) => n !== notice);
    this.#notify();
  }

  /** Starts a new game (replacing any saved one) and deals round 1: the island shows the deal. */
  start(setup: PracticeSetup): void {
    // a tab that writes already keeps its lock; any other takes it over
    const writing = this.#role === 'writer' && this.#unlock !== null;
    this.#close();
    this.#held = false;
    const players = this.#names.slice(0, setup.players);
    const actor = createActor(gameMachine);
    actor.start();
    actor.send(startEvent(setup, players, PAUSED));
    if (!writing) this.#role = this.#locks === null ? 'alone' : 'pending';
    this.#open(actor, setup, true);
    actor.send({ type: 'DEAL' });
    if (!writing) this.#claim(true);
  }

  /** The saved game held behind the start screen goes on (here: it takes the lock over). */
  resume(): void {
    if (!this.#held) return;
    this.#held = false;
    this.#claim(true);
    this.#applyDelay();
    this.#refresh();
  }

  /** The deal has been shown (or skipped): the computers may move. */
  finishDealing(): void {
    if (!this.#dealing) return;
    this.#dealing = false;
    this.#applyDelay();
    this.#refresh();
  }

  /** The person's move; refused here (never sent) unless the engine allows it now. */
  move(move: Move): Verdict | null {
    const actor = this.#actor;
    if (actor === null || !this.#writes()) return null;
    const verdict = verdictOn(actor.getSnapshot().context, move);
    if (verdict.legal) actor.send({ type: 'MOVE', move });
    return verdict;
  }

  /** The engine's verdict on a move, without making it (null without a game). */
  judge(move: Move): Verdict | null {
    const game = this.#game;
    return game === null ? null : verdictOn(game.snapshot.context, move);
  }

  /**
   * A give back the person could make now (the engine's players' choice for their seat), for
   * the hint; null when the person owes no give back or its cards have not arrived.
   */
  suggestReturn(): Move | null {
    const game = this.#game;
    if (game === null || game.snapshot.value !== 'exchange') return null;
    const view = viewFor(game.snapshot, game.you);
    const due = view?.gives.find((g) => g.from === game.you && !g.done);
    if (view === null || due === undefined || due.kind !== 'return') return null;
    // the Normal player's give (it draws no random numbers)
    const give = pageGive(view);
    return give?.type === 'give' && give.to === due.to ? give : null;
  }

  /**
   * The play the Normal computer player would make for the person now, for the hint: its index
   * among the person's legal plays (the engine's order), or -1 when it would pass or the person
   * has no turn.
   */
  suggestPlay(): number {
    const game = this.#game;
    const view = game === null ? null : viewFor(game.snapshot, game.you);
    if (view === null || view.legalPlays.length === 0) return -1;
    // the Normal player draws no random numbers
    const move = pageMove(view, 'normal', () => 0);
    return move?.type === 'play' ? view.legalPlays.indexOf(move.cards) : -1;
  }

  /** After a round's places: the next round's deal (the island shows it). */
  nextRound(): void {
    const actor = this.#actor;
    if (actor === null || !this.#writes() || actor.getSnapshot().value !== 'roundOver') return;
    this.#dealing = true;
    this.#skipping = false;
    this.#applyDelay();
    actor.send({ type: 'NEXT_ROUND' });
    actor.send({ type: 'DEAL' });
  }

  setSpeed(speed: Speed): void {
    this.#speed = speed;
    saveSpeed(this.#store, speed);
    this.#applyDelay();
    this.#notify();
  }

  /** Once the person is out: the computers play the round out at once. */
  skipRound(): void {
    const game = this.#game;
    if (game === null || game.snapshot.value !== 'playing') return;
    const view = viewFor(game.snapshot, game.you);
    if (view === null || (view.counts[game.you] ?? 0) > 0) return;
    this.#skipping = true;
    this.#applyDelay();
    this.#refresh();
  }

  /** Leaves the game (it is forgotten) for the start screen. */
  newGame(): void {
    this.#close();
    if (this.#writes()) clearGame(this.#store);
    this.#release();
    this.#notices = this.#notices.filter((n) => n.code !== 'elsewhere');
    this.#notify();
  }

  // -------------------------------------------------------------------------------------

  #open(actor: Actor<GameMachine>, setup: PracticeSetup, dealing: boolean): void {
    this.#actor = actor;
    this.#dealing = dealing;
    this.#skipping = false;
    const you = this.#names[0] ?? '';
    const update = (snapshot: GameSnapshot) => {
      this.#game = {
        setup,
        snapshot,
        you,
        dealing: this.#dealing,
        skipping: this.#skipping,
        following: this.#role === 'follower',
      };
      this.#save(setup, snapshot);
      this.#forcedGive();
      this.#notify();
    };
    const subscription = actor.subscribe(update);
    this.#unsubscribe = () => subscription.unsubscribe();
    this.#applyDelay();
    update(actor.getSnapshot());
  }

  #close(): void {
    this.#held = false;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#actor?.stop();
    this.#actor = null;
    this.#game = null;
    this.#dealing = false;
    this.#skipping = false;
  }

  /** The game object again from the machine's snapshot (after a change of the session's own). */
  #refresh(): void {
    const game = this.#game;
    if (game === null || this.#actor === null) return;
    this.#game = {
      ...game,
      snapshot: this.#actor.getSnapshot(),
      dealing: this.#dealing,
      skipping: this.#skipping,
      following: this.#role === 'follower',
    };
    this.#notify();
  }

  #applyDelay(): void {
    const delay =
      this.#dealing || this.#held || !this.#writes()
        ? PAUSED
        : this.#skipping
          ? 0
          : SPEED_DELAY[this.#speed];
    const actor = this.#actor;
    if (actor === null) return;
    if (actor.getSnapshot().context.botDelay !== delay)
      actor.send({ type: 'SET_BOT_DELAY', delay });
    this.#forcedGive();
  }

  /**
   * The person's give of their highest cards, when one is due and the deal has been shown:
   * entered with the cards the engine's players choose for a forced give (after the current
   * event, so the machine is not re-entered from its own notification).
   */
  #forcedGive(): void {
    if (this.#dealing || this.#held || this.#actor === null || !this.#writes()) return;
    const actor = this.#actor;
    queueMicrotask(() => {
      if (this.#actor !== actor || this.#dealing || this.#held || !this.#writes()) return;
      const snapshot = actor.getSnapshot();
      if (snapshot.value !== 'exchange') return;
      const you = this.#names[0] ?? '';
      const view = viewFor(snapshot, you);
      const due = view?.gives.find((g) => g.from === you && !g.done);
      if (view === null || due === undefined || due.kind !== 'highest') return;
      // the Normal player's give (it draws no random numbers)
      const give = pageGive(view);
      if (give?.type === 'give' && give.to === due.to) actor.send({ type: 'MOVE', move: give });
    });
  }

  #save(setup: PracticeSetup, snapshot: GameSnapshot): void {
    if (this.#store === null || !this.#writes()) return;
    const saved = saveGame(this.#store, recordOf(setup, snapshot));
    const failing = this.#notices.some((n) => n.code === 'not-saved');
    if (saved === !failing) return;
    this.#notices = saved
      ? this.#notices.filter((n) => n.code !== 'not-saved')
      : [...this.#notices, { code: 'not-saved' }];
  }

  #setAside(reason: SetAsideReason, raw: unknown): void {
    const key = setAside(this.#store, raw, this.#now());
    this.#notices = [...this.#notices, { code: 'set-aside', reason, key }];
  }

  /** Whether this tab plays and saves the game (it holds the lock, or there are no locks). */
  #writes(): boolean {
    return this.#role === 'writer' || this.#role === 'alone';
  }

  /**
   * Asks for the lock: with `steal` it is taken from any other tab (Start, Continue, Play
   * here); without, this tab writes only if no other does, and follows otherwise.
   */
  #claim(steal: boolean): void {
    const locks = this.#locks;
    if (locks === null) {
      this.#role = 'alone';
      this.#applyDelay();
      return;
    }
    if (this.#role === 'writer' && this.#unlock !== null) return;
    this.#release();
    const request = {};
    this.#lockRequest = request;
    if (this.#role !== 'follower') this.#role = 'pending';
    const options = steal ? { steal: true } : { ifAvailable: true };
    locks
      .request(GAME_LOCK, options, (lock) => {
        if (this.#lockRequest !== request) return Promise.resolve();
        if (lock === null) {
          this.#becomeFollower();
          return Promise.resolve();
        }
        return new Promise<void>((unlock) => {
          this.#unlock = unlock;
          this.#becomeWriter(false);
        });
      })
      .catch(() => {
        // the lock was taken over by another tab (AbortError)
        if (this.#lockRequest === request) {
          this.#unlock = null;
          this.#becomeFollower();
        }
      });
  }

  /** Frees the lock this tab holds, and forgets any request for it. */
  #release(): void {
    this.#lockRequest = null;
    this.#unlock?.();
    this.#unlock = null;
    if (this.#role !== 'alone') this.#role = 'idle';
  }

  /** This tab holds the lock: it plays on from the record saved last when it took over. */
  #becomeWriter(reload: boolean): void {
    this.#role = 'writer';
    this.#notices = this.#notices.filter((n) => n.code !== 'elsewhere');
    if (reload) this.#follow(true);
    const game = this.#game;
    if (game !== null) this.#save(game.setup, game.snapshot);
    this.#applyDelay();
    this.#refresh();
    this.#notify();
  }

  /**
   * Another tab writes: this one follows its saves, says so, and waits in the lock's queue
   * to take the game over when that tab is gone.
   */
  #becomeFollower(): void {
    const locks = this.#locks;
    if (locks === null) return;
    this.#role = 'follower';
    if (!this.#notices.some((n) => n.code === 'elsewhere'))
      this.#notices = [...this.#notices, { code: 'elsewhere' }];
    this.#applyDelay();
    this.#follow();
    this.#refresh();
    const request = {};
    this.#lockRequest = request;
    locks
      .request(GAME_LOCK, {}, (lock) => {
        if (this.#lockRequest !== request || lock === null) return Promise.resolve();
        return new Promise<void>((unlock) => {
          this.#unlock = unlock;
          this.#becomeWriter(true);
        });
      })
      .catch(() => {
        if (this.#lockRequest === request) {
          this.#unlock = null;
          this.#becomeFollower();
        }
      });
    this.#notify();
  }

  /**
   * A follower (or, with `force`, a tab taking over) redraws from the record saved last: the
   * same game with more moves, another game, or none. A record that does not read is the
   * writer's business: nothing changes here.
   */
  #follow(force = false): void {
    if (!force && this.#role !== 'follower') return;
    const read = loadGame(this.#store);
    if (read.kind === 'none') {
      this.#close();
      this.#notify();
      return;
    }
    if (read.kind !== 'record') return;
    const replayed = replayRecord(read.record, this.#names);
    if (replayed === null) return;
    this.#close();
    this.#open(replayed.actor, replayed.setup, false);
    this.#notify();
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
