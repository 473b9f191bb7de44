/**
 * The referee's session: the game being refereed at this device and the games kept in
 * this browser. It owns the game's statechart actor (src/machines/game.ts) and saves every
 * entry before anyone is told about it, so a reload, a closed tab or a dead battery loses
 * nothing: `send` gives the event to the machine, writes the result to storage, and only
 * then notifies the subscribers (the island redraws from them).
 *
 * The table is a real one: every seat is a `table` controller (the device never plays),
 * the machine runs in table mode, and a known-hands round is a DEAL that carries the hands.
 *
 * Storage (src/lib/referee-store.ts) holds one record per game: the set-up, and the log with
 * what UNDO took back as one transcript in the table notation. A game is restored by entering
 * that transcript into a fresh machine as the table entered it (src/machines/replay.ts), then
 * UNDO as often as the redo stack is deep, and the result is checked against the record (the
 * same transcript, log length, redo stack and phase); a record that fails is set aside. One
 * tab writes a game at a time (the store's lease): another tab with the same game open
 * follows it read-only until it takes over. What the visitor should know about storage
 * (set aside, not saved, no storage, open elsewhere) is a notice (`notices()`), in codes the
 * island translates.
 *
 * The session touches no storage until `attach()` (the island calls it once mounted, so the
 * server's render and the first client render agree); before that it keeps games in memory.
 *
 * What needs the statechart (XState, the engine, the notation: starting, restoring, importing
 * and writing a game) is in ./session-machine.ts, given as the `machine` option or loaded
 * through it when a game is first opened (`ready()`), so a page without an open game loads
 * only the storage half.
 */
import type { Actor } from 'xstate';
import type { PresetName, RuleSet } from '../../engine/rules.ts';
import type { ParseError } from '../../notation/errors.ts';
import type {
  GameContext,
  GameMachine,
  GameMachineEvent,
  GameSnapshot,
  LogEntry,
} from '../../machines/game.ts';
import {
  MemoryStorage,
  RECORD_VERSION,
  RefereeStore,
  ASK_MS,
  LEASE_MS,
  type ReadGameRecord,
  type SavedGameRecord,
  type SetAside,
  type SetAsideReason,
  type StorageEvents,
  type StoreChange,
} from '../../lib/referee-store.ts';

/** What the set-up screen decides: everything START needs, and the game's name in the list. */
export interface RefereeSetup {
  /** shown in the list of kept games ("Friday at Anna's") */
  readonly name: string;
  /** in seating order (turn order, clockwise) */
  readonly players: readonly string[];
  /** deals round 1 (or the first round entered here) */
  readonly dealer: string;
  readonly rules: RuleSet;
  /**
   * The preset the table chose its rules from, named in what is written of the game (its
   * record, its transcript) where another preset says the same: `swedish` plays as
   * `arschloch`, and a Swedish table keeps its own name. Null: the closest preset.
   */
  readonly preset: PresetName | null;
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
  /** the round in play at the last entry; null for a game saved before records kept it */
  readonly round: number | null;
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

/** What the visitor should know about the saved games; `id` keys it (the same notice is not repeated). */
export type StoreNotice =
  /** a saved value could not be read and was copied aside (`key`; null: left where it was) */
  | {
      readonly id: string;
      readonly code: 'set-aside';
      readonly reason: SetAsideReason;
      /** the game's name when the record could be read that far */
      readonly name: string | null;
      readonly key: string | null;
    }
  /** the last entry could not be saved (storage full): the game goes on in memory, retried on the next entry */
  | { readonly id: string; readonly code: 'not-saved' }
  /** the browser gives no storage (a private mode): games last as long as the page */
  | { readonly id: string; readonly code: 'no-storage' }
  /** the open game is written in another tab: this one follows it, read-only (take over to enter here) */
  | { readonly id: string; readonly code: 'open-elsewhere'; readonly game: string }
  /** another tab took the open game over: this one follows it now */
  | { readonly id: string; readonly code: 'taken-over'; readonly game: string }
  /** the game was changed in another tab since this one drew it: the last entry was not made, the table now shows that tab's state */
  | { readonly id: string; readonly code: 'changed-elsewhere'; readonly game: string };

export type StoreNoticeCode = StoreNotice['code'];

/** How a session reaches the browser (tests give their own). */
export interface RefereeSessionOptions {
  /** the storage (default: localStorage); may throw or give null: then games live in memory */
  readonly storage?: () => Storage | null | undefined;
  /** where other tabs' `storage` events arrive (default: window); null: none */
  readonly events?: StorageEvents | null;
  /** the page's `pagehide`, to let go of the game's lease (default: window) */
  readonly page?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  readonly now?: () => number;
  /** this tab's id (default: random) */
  readonly tab?: string;
  /** how long a lease holds (default LEASE_MS) */
  readonly leaseMs?: number;
  /** how often the writer renews its lease, in ms (0: never; default a third of the lease) */
  readonly heartbeatMs?: number;
  /**
   * How long a tab that found its game's lease held waits for the writer to answer its ask
   * before taking the game over (0: it never asks; default ASK_MS).
   */
  readonly askMs?: number;
  /**
   * The statechart's half (./session-machine.ts `REFEREE_MACHINE`), or how to load it: a
   * loader is called when a game is first opened, started or imported (`ready()`), so the
   * set-up screen can show without the statechart. Without either, no game can be opened.
   */
  readonly machine?: SessionMachine | (() => Promise<SessionMachine>);
}

/** What a record keeps of the machine: its log and redo stack in the notation, its phase. */
export interface EncodedGame {
  readonly transcript: string;
  readonly entries: number;
  readonly redo: readonly number[];
}

/** A game's transcript as last written, to write the next one from. */
export interface WrittenLog {
  readonly log: readonly LogEntry[];
  readonly transcript: string;
}

/** A transcript opened as a game (REFEREE_MACHINE.open): its actor and the set-up it implies. */
export type OpenedTranscript =
  | { readonly ok: true; readonly actor: Actor<GameMachine>; readonly setup: RefereeSetup }
  | { readonly ok: false; readonly error: ImportError };

/**
 * The session's half that needs the statechart (./session-machine.ts, `REFEREE_MACHINE`):
 * given to the session directly, or loaded when a game is first opened.
 */
export interface SessionMachine {
  /** a new game's actor (START; in table mode the first deal) */
  start(setup: RefereeSetup): Actor<GameMachine>;
  /** a record's game in a running actor, or null when it does not replay to the record */
  restore(record: ReadGameRecord): Actor<GameMachine> | null;
  /** a transcript entered into a new actor */
  open(text: string, name: string): OpenedTranscript;
  /**
   * The open game as a record keeps it, appending to what was written last where it can
   * (`rules:` naming the set-up's preset where another says the same)
   */
  encode(
    written: WrittenLog | null,
    context: Pick<GameContext, 'rules' | 'players' | 'log' | 'redo'>,
    preset: PresetName | null,
  ): EncodedGame;
  /** the set-up as a record keeps it (the rules as the notation's text) */
  savedSetup(setup: RefereeSetup): SavedGameRecord['setup'];
  /** the snapshot an event would lead to, the actor left as it is */
  rehearse(actor: Actor<GameMachine>, event: GameMachineEvent): GameSnapshot;
}

/** Whether an event changed what a record keeps (the log, the redo stack or the phase). */
function changedRecord(before: GameSnapshot, after: GameSnapshot): boolean {
  return (
    before.value !== after.value ||
    before.context.log !== after.context.log ||
    before.context.redo !== after.context.redo
  );
}

/**
 * 16 letters and digits. The ids only tell this device's tabs and games apart, so Math.random
 * serves: `crypto.randomUUID` sets up the browser's secure generator on its first call, which
 * cost a phone slowed 4× some 15 ms in the task that hydrates the page.
 */
function randomId(): string {
  let id = '';
  while (id.length < 16) id += Math.random().toString(36).slice(2);
  return id.slice(0, 16);
}

function defaultWindow():
  (StorageEvents & Pick<Window, 'addEventListener' | 'removeEventListener'>) | null {
  return typeof window === 'undefined' ? null : window;
}

// ---------------------------------------------------------------------------------------
// The session

/**
 * The session: the open game, the kept games, and the notices about them. Every public
 * method keeps working without storage (the games then live in memory).
 */
export class RefereeSession {
  readonly #options: RefereeSessionOptions;
  readonly #now: () => number;
  readonly #tab: string;
  /** the games' storage: memory until `attach()` */
  #store: RefereeStore;
  #attached = false;
  #unlisten: (() => void) | null = null;
  #heartbeat: ReturnType<typeof setInterval> | null = null;
  #asking: ReturnType<typeof setTimeout> | null = null;

  /** the statechart's half, once given or loaded */
  #machine: SessionMachine | null = null;
  #loading: Promise<SessionMachine> | null = null;
  /** the game open last, found by `attach()` while the statechart was still loading */
  #pending: string | null = null;

  #actor: Actor<GameMachine> | null = null;
  #game: RefereeGame | null = null;
  /** when the open game was created, and its last save (count, text) this tab wrote or took */
  #created = 0;
  #updated = 0;
  #seq = 0;
  #lastRaw: unknown = null;
  /** the open game's log and transcript as last written (the next save appends to it) */
  #written: WrittenLog | null = null;
  /** the open game's set-up as its record keeps it (written once: formatRuleText takes a while) */
  #savedSetup: SavedGameRecord['setup'] | null = null;
  /** another tab writes the open game; this one follows it */
  #following = false;
  /** open `hold`s, and whether the game changed during them (see `hold`) */
  #holds = 0;
  #changedWhileHeld = false;

  #notices: StoreNotice[] = [];
  #summaries: SavedGameSummary[] | null = null;
  readonly #listeners = new Set<(game: RefereeGame | null) => void>();
  readonly #noticeListeners = new Set<(notices: readonly StoreNotice[]) => void>();
  readonly #onPageHide = (): void => {
    if (this.#game !== null && !this.#following) this.#store.release(this.#game.id);
  };

  constructor(options: RefereeSessionOptions = {}) {
    this.#options = options;
    this.#now = options.now ?? (() => Date.now());
    this.#tab = options.tab ?? randomId();
    this.#store = this.#memoryStore();
    if (typeof options.machine === 'object') this.#machine = options.machine;
  }

  /**
   * Resolves once the statechart's half is here (loading it the first time); then `start`,
   * `resume` and `importTranscript` can be called. A game `attach()` found open last is
   * opened when it arrives.
   */
  ready(): Promise<void> {
    if (this.#machine !== null) return Promise.resolve();
    const load = this.#options.machine;
    if (typeof load !== 'function') return Promise.reject(new Error('no statechart to load'));
    this.#loading ??= load();
    return this.#loading.then(
      (machine) => {
        if (this.#machine !== null) return;
        this.#machine = machine;
        const pending = this.#pending;
        this.#pending = null;
        if (pending !== null && this.#game === null) this.#open(pending);
        this.#notify();
      },
      (error: unknown) => {
        // offline without the cached module: the kept game stays in the list
        this.#loading = null;
        if (this.#pending !== null) {
          this.#pending = null;
          this.#notify();
        }
        throw error;
      },
    );
  }

  /** Whether a game open last waits for the statechart before it is shown (`ready()`). */
  opening(): boolean {
    return this.#pending !== null;
  }

  #need(): SessionMachine {
    if (this.#machine === null) throw new Error('RefereeSession: the statechart is not loaded');
    return this.#machine;
  }

  /**
   * Opens the browser's storage: reports what cannot be read (set aside) or a missing
   * storage, listens to other tabs, and reopens the game open last (unless one is open).
   */
  attach(): void {
    if (this.#attached) return;
    this.#attached = true;
    const win = defaultWindow();
    this.#store = new RefereeStore({
      storage: this.#options.storage ?? (() => globalThis.localStorage),
      events: this.#options.events === undefined ? win : this.#options.events,
      now: this.#now,
      tab: this.#tab,
      ...(this.#options.leaseMs === undefined ? {} : { leaseMs: this.#options.leaseMs }),
    });
    if (!this.#store.persistent) this.#addNotice({ id: 'no-storage', code: 'no-storage' });
    const stopChanges = this.#store.onChange((change) => this.#onChange(change));
    const page = this.#options.page === undefined ? win : this.#options.page;
    page?.addEventListener('pagehide', this.#onPageHide);
    this.#unlisten = () => {
      stopChanges();
      page?.removeEventListener('pagehide', this.#onPageHide);
    };
    const every = this.#options.heartbeatMs ?? (this.#options.leaseMs ?? LEASE_MS) / 3;
    if (every > 0) this.#heartbeat = setInterval(() => this.#renew(), every);
    this.#summaries = null;
    this.list();
    if (this.#game !== null) {
      // a game started before storage was open: it is saved now
      if (this.#claim()) this.#save();
      this.#store.setLastOpen(this.#game.id);
    } else {
      const last = this.#store.lastOpen();
      if (last !== null && this.#machine !== null) this.#open(last);
      else if (last !== null) {
        this.#pending = last;
        this.ready().catch(() => undefined);
      }
    }
    this.#notify();
  }

  /** Lets go of the storage: the lease, the other tabs' events, the heartbeat. */
  detach(): void {
    if (!this.#attached) return;
    this.#onPageHide();
    this.#unlisten?.();
    this.#unlisten = null;
    if (this.#heartbeat !== null) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
    if (this.#asking !== null) clearTimeout(this.#asking);
    this.#asking = null;
    this.#store.dispose();
    this.#attached = false;
  }

  /** The open game, or null (the set-up screen shows). */
  current(): RefereeGame | null {
    return this.#game;
  }

  /** Whether this tab may enter moves in the open game (false: another tab writes it). */
  writable(): boolean {
    return this.#game !== null && !this.#following;
  }

  /** The games kept in this browser, newest first. */
  list(): readonly SavedGameSummary[] {
    if (this.#summaries === null) {
      const { records, setAside } = this.#store.scan();
      for (const aside of setAside) this.#noticeSetAside(aside, null);
      this.#summaries = records.map((r) => ({
        id: r.id,
        name: r.setup.name,
        players: r.setup.players,
        round: r.round ?? null,
        updated: r.updated,
      }));
    }
    const game = this.#game;
    const kept = this.#summaries.filter((s) => s.id !== game?.id);
    const open: SavedGameSummary[] =
      game === null
        ? []
        : [
            {
              id: game.id,
              name: game.setup.name,
              players: game.setup.players,
              round: game.snapshot.context.game?.round?.number ?? null,
              updated: this.#updated,
            },
          ];
    return [...open, ...kept].sort((a, b) => b.updated - a.updated);
  }

  /**
   * Starts a new game: START, then in table mode the first deal (seating and dealer as set
   * up). In known-hands mode the machine waits in `dealing` for the hands.
   */
  start(setup: RefereeSetup): RefereeGame {
    return this.#openNew(this.#need().start(setup), setup);
  }

  /**
   * Opens a transcript (rules-spec §2) as a game: every line entered into the machine as
   * if typed at the table, refused lines too, so the verdicts are the CLI's. Never throws.
   */
  importTranscript(text: string, name: string): ImportResult {
    const opened = this.#need().open(text, name);
    if (!opened.ok) return opened;
    return { ok: true, game: this.#openNew(opened.actor, opened.setup) };
  }

  /** Opens a kept game again; null when there is no such game (or it cannot be read). */
  resume(id: string): RefereeGame | null {
    if (this.#game?.id === id) return this.#game;
    const opened = this.#open(id);
    this.#notify();
    return opened;
  }

  /** Forgets a kept game (the open one closes first). */
  remove(id: string): void {
    if (this.#game?.id === id) this.#closeGame();
    this.#store.remove(id);
    this.#summaries = null;
    this.#notify();
  }

  /**
   * Gives an event to the open game's machine; saved before the subscribers hear of it.
   * While another tab writes the game nothing is entered (a notice says why) and the game
   * is returned as it stands.
   */
  send(event: GameMachineEvent): RefereeGame | null {
    const actor = this.#actor;
    const game = this.#game;
    if (actor === null || game === null) return null;
    if (!this.#mayWrite()) {
      this.#notify();
      return this.#game;
    }
    const before = actor.getSnapshot();
    actor.send(event);
    const after = actor.getSnapshot();
    this.#game = { ...game, snapshot: after };
    if (changedRecord(before, after)) this.#save();
    this.#notify();
    return this.#game;
  }

  /**
   * What an event would make of the open game, worked out as `send` works it out but entered
   * nowhere: nothing is saved, kept or heard (null when no game is open). The table screen
   * rehearses an entry while the phone is idle (./TableScreen.tsx).
   */
  rehearse(event: GameMachineEvent): GameSnapshot | null {
    const actor = this.#actor;
    return actor === null || this.#machine === null ? null : this.#machine.rehearse(actor, event);
  }

  /** Back to the set-up screen; the game stays in the list. */
  close(): void {
    this.#closeGame();
    this.#store.setLastOpen(null);
    this.#notify();
  }

  /** Makes this tab the open game's writer ("take over here"); the other tab follows. */
  takeOver(): RefereeGame | null {
    const game = this.#game;
    if (game === null) return null;
    this.#store.claim(game.id, true);
    this.#following = false;
    this.#adopt();
    this.#dropNotices((n) => n.code === 'open-elsewhere' || n.code === 'taken-over');
    this.#notify();
    return this.#game;
  }

  subscribe(listener: (game: RefereeGame | null) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** What the visitor should know about storage now, oldest first. */
  notices(): readonly StoreNotice[] {
    return this.#notices;
  }

  /** Hides a notice (the visitor has read it). */
  dismiss(id: string): void {
    this.#dropNotices((n) => n.id === id);
  }

  subscribeNotices(listener: (notices: readonly StoreNotice[]) => void): () => void {
    this.#noticeListeners.add(listener);
    return () => this.#noticeListeners.delete(listener);
  }

  // -------------------------------------------------------------------------------------

  #memoryStore(): RefereeStore {
    const memory = new MemoryStorage();
    return new RefereeStore({
      storage: () => memory,
      events: null,
      now: this.#now,
      tab: this.#tab,
    });
  }

  /** Makes a freshly entered game the open one, this tab its writer, and saves it. */
  #openNew(actor: Actor<GameMachine>, setup: RefereeSetup): RefereeGame {
    this.#closeGame();
    this.#actor = actor;
    this.#game = {
      id: `${this.#now().toString(36)}-${randomId()}`,
      setup,
      snapshot: actor.getSnapshot(),
    };
    this.#created = this.#now();
    this.#savedSetup = null;
    this.#written = null;
    this.#seq = 0;
    this.#lastRaw = null;
    this.#following = false;
    this.#store.claim(this.#game.id);
    this.#save();
    this.#store.setLastOpen(this.#game.id);
    this.#notify();
    return this.#game;
  }

  /** Opens a stored game (set aside with a notice when it cannot be read or restored). */
  #open(id: string): RefereeGame | null {
    const raw = this.#store.raw(id);
    const read = this.#store.read(id);
    if (!read.ok) {
      if (!read.missing) this.#noticeSetAside(this.#store.setAside(id, read.reason), null);
      if (this.#store.lastOpen() === id) this.#store.setLastOpen(null);
      this.#summaries = null;
      return null;
    }
    const actor = this.#need().restore(read.record);
    if (actor === null) {
      this.#noticeSetAside(this.#store.setAside(id, 'replay'), read.record.setup.name);
      if (this.#store.lastOpen() === id) this.#store.setLastOpen(null);
      this.#summaries = null;
      return null;
    }
    this.#closeGame();
    this.#take(read.record, actor, raw);
    this.#following = !this.#store.claim(id);
    if (this.#following) {
      this.#noticeElsewhere('open-elsewhere');
      this.#askWriter();
    }
    this.#store.setLastOpen(id);
    return this.#game;
  }

  /** Makes a restored record the open game. */
  #take(record: ReadGameRecord, actor: Actor<GameMachine>, raw: unknown): void {
    this.#actor?.stop();
    this.#actor = actor;
    this.#game = { id: record.id, setup: record.setup, snapshot: actor.getSnapshot() };
    this.#created = record.created;
    this.#savedSetup = null;
    this.#written = null;
    this.#updated = record.updated;
    this.#seq = record.seq;
    this.#lastRaw = raw;
  }

  /**
   * Takes the open game's record as stored when another tab saved it since this tab last
   * wrote or read it; true when it did. A record that cannot be read is set aside (this
   * tab's game, which is whole, is then written over it).
   */
  #adopt(): boolean {
    const game = this.#game;
    if (game === null) return false;
    const raw = this.#store.raw(game.id);
    if (raw === null || raw === this.#lastRaw) return false;
    const read = this.#store.read(game.id);
    if (!read.ok) {
      if (!read.missing)
        this.#noticeSetAside(this.#store.setAside(game.id, read.reason), game.setup.name);
      return false;
    }
    if (read.record.seq < this.#seq) return false;
    const actor = this.#need().restore(read.record);
    if (actor === null) {
      this.#noticeSetAside(this.#store.setAside(game.id, 'replay'), read.record.setup.name);
      return false;
    }
    this.#take(read.record, actor, raw);
    this.#summaries = null;
    return true;
  }

  /**
   * Whether this tab may write the open game now: it holds (or can take) the lease, and no
   * other tab has saved the game since this one drew it (then that state is taken instead).
   */
  #mayWrite(): boolean {
    const game = this.#game;
    if (game === null) return false;
    const lease = this.#store.lease(game.id);
    if (lease !== null && lease.tab !== this.#store.tab) {
      this.#following = true;
      this.#noticeElsewhere('open-elsewhere');
      this.#askWriter();
      return false;
    }
    if (this.#adopt()) {
      this.#noticeElsewhere('changed-elsewhere');
      return false;
    }
    // This tab's lease with more than half its time left (the heartbeat renews it every third)
    // is not written again: an entry then costs one read of the lease, not a write.
    const leaseMs = this.#options.leaseMs ?? LEASE_MS;
    return this.#claim(lease !== null && lease.until - this.#now() > leaseMs / 2);
  }

  /** Takes the lease for this tab, unless its lease is `fresh` (false when another tab holds it). */
  #claim(fresh = false): boolean {
    const game = this.#game;
    if (game === null) return false;
    this.#following = !fresh && !this.#store.claim(game.id);
    if (this.#following) return false;
    this.#dropNotices((n) => n.code === 'open-elsewhere' || n.code === 'taken-over');
    return true;
  }

  /** Writes the open game's record; a refusal (storage full) leaves a notice, retried on the next entry. */
  #save(): void {
    const game = this.#game;
    if (game === null) return;
    const { value: phase, context } = game.snapshot;
    const round = context.game?.round?.number;
    const now = this.#now();
    let record: SavedGameRecord;
    try {
      const machine = this.#need();
      const encoded = machine.encode(this.#written, context, game.setup.preset);
      this.#written =
        context.redo.length === 0 ? { log: context.log, transcript: encoded.transcript } : null;
      record = {
        version: RECORD_VERSION,
        id: game.id,
        setup: (this.#savedSetup ??= machine.savedSetup(game.setup)),
        ...encoded,
        redo: [...encoded.redo],
        phase,
        ...(round === undefined ? {} : { round }),
        created: this.#created,
        updated: now,
        seq: this.#seq + 1,
        writer: this.#tab,
      };
    } catch {
      // a log the notation cannot write: kept in memory, reported like a refused save
      this.#addNotice({ id: 'not-saved', code: 'not-saved' });
      return;
    }
    const text = JSON.stringify(record);
    this.#updated = now;
    this.#summaries = null;
    if (this.#store.write(record, text) === 'saved') {
      this.#seq = record.seq;
      this.#lastRaw = text;
      this.#dropNotices((n) => n.code === 'not-saved' || n.code === 'changed-elsewhere');
    } else {
      this.#addNotice({ id: 'not-saved', code: 'not-saved' });
    }
  }

  /** What another tab changed: the open game's record (followed) or lease, or the list. */
  #onChange(change: StoreChange): void {
    this.#summaries = null;
    const game = this.#game;
    if (game !== null && change.kind === 'ask' && change.id === game.id) {
      // another tab asks whether this tab still writes the game: renewing the lease answers
      if (!this.#following) this.#store.claim(game.id);
      return;
    }
    if (game !== null && change.kind !== 'other' && change.id === game.id) {
      if (change.kind === 'game') {
        this.#adopt();
        if (!this.#following && this.#store.heldElsewhere(game.id)) {
          this.#following = true;
          this.#noticeElsewhere('taken-over');
        }
      } else if (this.#store.heldElsewhere(game.id)) {
        if (!this.#following) this.#noticeElsewhere('taken-over');
        this.#following = true;
      } else if (this.#following) {
        // the writer let go (closed its tab): the next entry here takes the lease
        this.#following = false;
        this.#dropNotices((n) => n.code === 'open-elsewhere' || n.code === 'taken-over');
      }
    }
    this.#notify();
  }

  /** The writer renews its lease while its game is open. */
  #renew(): void {
    const game = this.#game;
    if (game === null || this.#following) return;
    if (!this.#store.claim(game.id)) {
      this.#following = true;
      this.#noticeElsewhere('taken-over');
      this.#notify();
    }
  }

  #closeGame(): void {
    const game = this.#game;
    if (game !== null && !this.#following) this.#store.release(game.id);
    this.#actor?.stop();
    this.#actor = null;
    this.#game = null;
    this.#following = false;
    this.#dropNotices(
      (n) =>
        n.code === 'open-elsewhere' || n.code === 'taken-over' || n.code === 'changed-elsewhere',
    );
  }

  /**
   * The game's lease is held by another tab, found on opening or entering: ask that tab
   * whether it is still there. A writer answers by renewing its lease (`#onChange`); when the
   * lease is still the one found after `askMs`, its tab was closed or killed without letting go
   * (a phone's browser may end a tab in the background without `pagehide`), and this tab takes
   * the game over at once instead of waiting for the lease to run out.
   */
  #askWriter(): void {
    const game = this.#game;
    const wait = this.#options.askMs ?? ASK_MS;
    if (game === null || wait <= 0 || this.#asking !== null) return;
    const found = this.#store.lease(game.id);
    if (found === null) return;
    this.#store.ask(game.id);
    this.#asking = setTimeout(() => {
      this.#asking = null;
      const open = this.#game;
      if (open === null || open.id !== game.id || !this.#following) return;
      const now = this.#store.lease(open.id);
      if (now === null || (now.tab === found.tab && now.until === found.until)) this.takeOver();
    }, wait);
  }

  #noticeElsewhere(code: 'open-elsewhere' | 'taken-over' | 'changed-elsewhere'): void {
    const game = this.#game;
    if (game === null) return;
    if (code !== 'changed-elsewhere')
      this.#dropNotices((n) => n.code === 'open-elsewhere' || n.code === 'taken-over');
    this.#addNotice({ id: `${code}:${game.id}`, code, game: game.setup.name });
  }

  #noticeSetAside(aside: SetAside, name: string | null): void {
    this.#addNotice({
      id: `set-aside:${aside.key ?? aside.id ?? ''}`,
      code: 'set-aside',
      reason: aside.reason,
      name,
      key: aside.key,
    });
  }

  #addNotice(notice: StoreNotice): void {
    if (this.#notices.some((n) => n.id === notice.id)) return;
    this.#notices = [...this.#notices, notice];
    this.#notifyNotices();
  }

  #dropNotices(drop: (notice: StoreNotice) => boolean): void {
    const kept = this.#notices.filter((n) => !drop(n));
    if (kept.length === this.#notices.length) return;
    this.#notices = kept;
    this.#notifyNotices();
  }

  /**
   * Holds the subscribers' news: while held, a change is noted and told at `release` (the
   * table screen draws an entry's verdict a frame before the rest of the table, ./pace.ts).
   * Nothing else waits: the game is saved and `send` returns it as before.
   */
  hold(): void {
    this.#holds++;
  }

  /** Ends a `hold`; the subscribers then hear of what changed while it lasted. */
  release(): void {
    if (this.#holds === 0) return;
    this.#holds--;
    if (this.#holds === 0 && this.#changedWhileHeld) this.#notify();
  }

  #notify(): void {
    this.#changedWhileHeld = this.#holds > 0;
    if (this.#changedWhileHeld) return;
    const game = this.#actor === null ? null : this.#game;
    for (const listener of this.#listeners) listener(game);
  }

  #notifyNotices(): void {
    for (const listener of this.#noticeListeners) listener(this.#notices);
  }
}
