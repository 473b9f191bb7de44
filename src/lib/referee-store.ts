/**
 * The referee's saved games in the browser's storage: the record format (versioned, read
 * back through valibot schemas), where each game lives, setting aside what cannot be read,
 * and the lease that makes one tab the writer of a game. It knows no rules and no machine:
 * src/components/referee/session.ts turns a game into a record and a record back into a
 * game (through src/machines/replay.ts) and decides what the visitor is told.
 *
 * Keys (all under `president-referee:`):
 * - `game:<id>`: one game's record (JSON, `SavedGameRecord`).
 * - `open`: the id of the game open last; it reopens on the next visit.
 * - `lease:<id>`: which tab writes the game, and until when (JSON, `Lease`).
 * - `ask:<id>`: a tab that found the lease held asks whether its writer is still there (JSON:
 *   the asking tab and the time, so that every ask is a change the other tabs hear of).
 * - `aside:<time>:<what>`: a value that could not be read (corrupt JSON, another version, a
 *   record that fails the schema or no longer replays), copied here verbatim before its own
 *   key is cleared, so nothing is ever deleted that was not asked to be.
 *
 * Two tabs, one writer. A tab writes a game only while it holds the game's lease: a
 * `lease:<id>` naming its tab whose time has not run out. The writer renews the lease while
 * the game is open and clears it when the game closes or the page is hidden; a tab that finds
 * the lease free (or run out: a crashed tab) takes it before writing. A tab that finds it
 * held by another tab does not write: it follows the game, read-only, redrawing from each
 * record the writer saves (the `storage` event tells it), and can take the lease over ("take
 * over here"), which the other tab hears of and follows in turn. A tab closed or killed without
 * letting go (a phone's browser may end a tab in the background without `pagehide`) leaves a
 * lease that holds until it runs out: the follower asks (`ask:<id>`), a writer still there
 * answers by renewing its lease, and one that does not answer is gone (the session,
 * src/components/referee/session.ts, takes the game over then). Storage offers no atomic
 * compare-and-set, so each record also carries the writer's tab and a counter of saves
 * (`seq`): a tab that finds a record it did not write, or a newer count than it knows, takes
 * that record before it writes anything, and every record is written whole under one key, so
 * at worst one entry made at the same instant in two tabs is lost, never the game. (The Web
 * Locks API would close that gap but is asynchronous, and an entry must be saved before its
 * verdict shows.)
 *
 * Missing storage (private modes where `localStorage` throws or is null) and a full one
 * (QuotaExceededError) are reported, never thrown: the game goes on in memory.
 */
import * as v from 'valibot';
import { DEFAULT_RULES, PRESET_NAMES, type RuleSet } from '../engine/rules.ts';
import { applyRuleText } from '../engine/rule-text.ts';
import type { GamePhase } from '../machines/game.ts';
import { OPEN_KEY } from './referee-open.ts';
import type { StorageEvents } from './storage-events.ts';

/** The version this code writes; a record of another version is set aside, not read. */
export const RECORD_VERSION = 1;

const PREFIX = 'president-referee:';
const GAME = `${PREFIX}game:`;
const LEASE = `${PREFIX}lease:`;
const ASIDE = `${PREFIX}aside:`;
// The game open last: the page reads it before the island starts (./referee-open.ts).
export { OPEN_KEY };

export const gameKey = (id: string): string => `${GAME}${id}`;
export const leaseKey = (id: string): string => `${LEASE}${id}`;
const ASK = `${PREFIX}ask:`;
export const askKey = (id: string): string => `${ASK}${id}`;

/** How long a lease holds without renewal (a crashed tab's lease runs out after this). */
export const LEASE_MS = 15_000;

/**
 * How long a tab that asked (`ask:<id>`) waits for the writer's answer: other tabs hear of a
 * change within milliseconds, so a writer that has not renewed its lease by then is gone.
 */
export const ASK_MS = 1_000;

// ---------------------------------------------------------------------------------------
// The record

const PHASES = [
  'setup',
  'dealing',
  'exchange',
  'playing',
  'roundOver',
  'gameOver',
] as const satisfies readonly GamePhase[];

const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
const NameSchema = v.pipe(v.string(), v.maxLength(200));
const PlayerSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Rules as the notation's `rules:` text (formatRuleText), read back without an error. */
const RulesSchema = v.pipe(
  v.string(),
  v.maxLength(2000),
  v.check((text) => applyRuleText(DEFAULT_RULES, text).errors.length === 0),
  v.transform((text): RuleSet => applyRuleText(DEFAULT_RULES, text).rules),
);

/** The set-up a game started from (RefereeSetup, its rules as text). */
const SetupSchema = v.object({
  name: NameSchema,
  players: v.pipe(v.array(PlayerSchema), v.minLength(2), v.maxLength(12)),
  dealer: PlayerSchema,
  rules: RulesSchema,
  /** the preset the table chose (RefereeSetup.preset); records before it have none */
  preset: v.optional(v.nullable(v.picklist(PRESET_NAMES)), null),
  mode: v.picklist(['table', 'known']),
  from: v.nullable(
    v.object({
      round: v.pipe(v.number(), v.integer(), v.minValue(1)),
      previous: v.nullable(v.array(PlayerSchema)),
      totals: v.record(v.string(), v.pipe(v.number(), v.finite())),
    }),
  ),
});

/**
 * One saved game (version 1). The game's log and what UNDO took back are one transcript in
 * the table notation (rules-spec §2): the log first, then the redo stack's entries in the
 * order REDO would enter them again; `entries` says how many entries are the log, `redo` how
 * many entries each REDO puts back (the next REDO's last). What the notation does not carry
 * is beside it in `setup`: the rules as text, the mode, and a game joined mid-way (round,
 * last round's places, the totals so far). `phase` is checked when the game is restored.
 */
export const RecordSchema = v.object({
  version: v.literal(RECORD_VERSION),
  id: IdSchema,
  setup: SetupSchema,
  transcript: v.pipe(v.string(), v.maxLength(4_000_000)),
  entries: CountSchema,
  redo: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
  phase: v.picklist(PHASES),
  /**
   * The round in play when it was saved, for the list of kept games (the transcript's own
   * numbers may be shifted, see encodeGame); records written before it have none.
   */
  round: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** ms since the epoch */
  created: v.number(),
  updated: v.number(),
  /** saves so far, by any tab */
  seq: CountSchema,
  /** the tab that wrote this record */
  writer: v.string(),
});

/** A record as written (rules as text). */
export type SavedGameRecord = v.InferInput<typeof RecordSchema>;
/** A record as read back (rules as a RuleSet). */
export type ReadGameRecord = v.InferOutput<typeof RecordSchema>;

/** Only the version, read before the rest so another version is told apart from a broken record. */
const EnvelopeSchema = v.looseObject({ version: v.unknown() });
const FutureVersionSchema = v.pipe(v.number(), v.integer(), v.minValue(RECORD_VERSION + 1));

const LeaseSchema = v.object({ tab: v.string(), until: v.number() });
export type Lease = v.InferOutput<typeof LeaseSchema>;

/** Why a stored value was set aside. */
export type SetAsideReason =
  /** not a string at all (a patched or broken storage) */
  | 'unreadable'
  /** not JSON */
  | 'json'
  /** written by an older or unknown version of the format */
  | 'old-version'
  /** written by a newer version of this site */
  | 'future-version'
  /** JSON of this version that fails the schema */
  | 'schema'
  /** a valid record whose game no longer replays to what was saved */
  | 'replay';

export type ReadResult =
  | { readonly ok: true; readonly record: ReadGameRecord }
  | { readonly ok: false; readonly missing: true }
  | { readonly ok: false; readonly missing: false; readonly reason: SetAsideReason };

/** What `RefereeStore.raw` gives when the storage threw on reading. */
const UNREADABLE: unique symbol = Symbol('unreadable');

/** Reads one stored value as a record (never throws). */
export function readRecord(raw: unknown): ReadResult {
  if (raw === null || raw === undefined) return { ok: false, missing: true };
  if (!v.is(v.string(), raw)) return { ok: false, missing: false, reason: 'unreadable' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, missing: false, reason: 'json' };
  }
  const envelope = v.safeParse(EnvelopeSchema, json);
  if (!envelope.success) return { ok: false, missing: false, reason: 'schema' };
  const version = envelope.output.version;
  if (v.is(FutureVersionSchema, version))
    return { ok: false, missing: false, reason: 'future-version' };
  if (version !== RECORD_VERSION) return { ok: false, missing: false, reason: 'old-version' };
  const record = v.safeParse(RecordSchema, json);
  return record.success
    ? { ok: true, record: record.output }
    : { ok: false, missing: false, reason: 'schema' };
}

// ---------------------------------------------------------------------------------------
// The storage

/** What the store needs of the browser's `window`: its `storage` events. */
export type { StorageEvents };

/** A Storage kept in memory: the store's stand-in when the browser gives none. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

/** What changed in storage (from another tab). */
export type StoreChange =
  | { readonly kind: 'game'; readonly id: string }
  | { readonly kind: 'lease'; readonly id: string }
  /** another tab asks whether the game's writer is still there */
  | { readonly kind: 'ask'; readonly id: string }
  | { readonly kind: 'other' };

export interface StoreOptions {
  /** the storage to use; may throw or give null (then the store keeps games in memory) */
  readonly storage: () => Storage | null | undefined;
  /** where other tabs' changes are heard (the window); null: none */
  readonly events: StorageEvents | null;
  readonly now: () => number;
  /** this tab */
  readonly tab: string;
  readonly leaseMs?: number;
}

/** A stored value that could not be read and was copied aside. */
export interface SetAside {
  /** the game's id when the key named one */
  readonly id: string | null;
  readonly reason: SetAsideReason;
  /** where the value now is; null when even the copy failed (then it stays under its key) */
  readonly key: string | null;
}

export type WriteResult = 'saved' | 'failed';

/** The referee's games in one Storage (or in memory when there is none). */
export class RefereeStore {
  readonly #storage: Storage;
  /** false: the browser gave no storage; the games live in memory for this page only */
  readonly persistent: boolean;
  readonly #events: StorageEvents | null;
  readonly #now: () => number;
  readonly tab: string;
  readonly #leaseMs: number;
  readonly #listeners = new Set<(change: StoreChange) => void>();
  /** values set aside but left under their key (see setAside): not read again */
  readonly #leftInPlace = new Map<string, SetAside>();
  readonly #onStorage = (event: { readonly key: string | null }): void => {
    const change = changeOf(event.key);
    for (const listener of this.#listeners) listener(change);
  };

  constructor(options: StoreOptions) {
    const storage = openStorage(options.storage);
    this.persistent = storage !== null;
    this.#storage = storage ?? new MemoryStorage();
    this.#events = storage === null ? null : options.events;
    this.#now = options.now;
    this.tab = options.tab;
    this.#leaseMs = options.leaseMs ?? LEASE_MS;
    this.#events?.addEventListener('storage', this.#onStorage);
  }

  /** Stops listening to other tabs. */
  dispose(): void {
    this.#events?.removeEventListener('storage', this.#onStorage);
    this.#listeners.clear();
  }

  /** Hears every change another tab makes. */
  onChange(listener: (change: StoreChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The ids of the stored games (readable or not; not those left in place unread). */
  ids(): string[] {
    const ids: string[] = [];
    const n = this.#safe(() => this.#storage.length, 0);
    for (let i = 0; i < n; i++) {
      const key = this.#safe(() => this.#storage.key(i), null);
      if (typeof key === 'string' && key.startsWith(GAME)) ids.push(key.slice(GAME.length));
    }
    return ids.filter((id) => !this.#leftInPlace.has(id));
  }

  /** One game's record as stored; a value that cannot be read is reported, not thrown. */
  read(id: string): ReadResult {
    const left = this.#leftInPlace.get(id);
    if (left !== undefined) return { ok: false, missing: false, reason: left.reason };
    return readRecord(this.raw(id));
  }

  /** A game's stored value as the storage gives it (a symbol when reading it threw). */
  raw(id: string): unknown {
    return this.#safe(() => this.#storage.getItem(gameKey(id)) as unknown, UNREADABLE);
  }

  /**
   * Every readable record; each unreadable one is set aside (copied under `aside:`, then
   * cleared) and reported.
   */
  scan(): { readonly records: ReadGameRecord[]; readonly setAside: SetAside[] } {
    const records: ReadGameRecord[] = [];
    const setAside: SetAside[] = [];
    for (const id of this.ids()) {
      const read = this.read(id);
      if (read.ok) records.push(read.record);
      else if (!read.missing) setAside.push(this.setAside(id, read.reason));
    }
    return { records, setAside };
  }

  /**
   * Copies a game's stored value under `aside:<time>:<id>` and clears its own key, so the
   * game's list no longer offers it and nothing is lost. A value that is not text (a
   * patched or failing storage) is copied as far as it reads but left where it is, since
   * what is really stored there is unknown; so is a value whose copy cannot be written. Both
   * are then passed over for the rest of the page's life (reported once).
   */
  setAside(id: string, reason: SetAsideReason): SetAside {
    const earlier = this.#leftInPlace.get(id);
    if (earlier !== undefined) return earlier;
    const raw = this.raw(id);
    const text = typeof raw === 'string' ? raw : safeStringify(raw);
    const key = `${ASIDE}${new Date(this.#now()).toISOString()}:${id}`;
    try {
      this.#storage.setItem(key, text);
    } catch {
      const kept: SetAside = { id, reason, key: null };
      this.#leftInPlace.set(id, kept);
      return kept;
    }
    const result: SetAside = { id, reason, key };
    if (typeof raw === 'string') this.#try(() => this.#storage.removeItem(gameKey(id)));
    else this.#leftInPlace.set(id, result);
    return result;
  }

  /** The keys of every value set aside. */
  asideKeys(): string[] {
    const keys: string[] = [];
    const n = this.#safe(() => this.#storage.length, 0);
    for (let i = 0; i < n; i++) {
      const key = this.#safe(() => this.#storage.key(i), null);
      if (typeof key === 'string' && key.startsWith(ASIDE)) keys.push(key);
    }
    return keys;
  }

  /** Writes a game's record whole; 'failed' when the storage refuses (full, or gone). */
  write(record: SavedGameRecord, text = JSON.stringify(record)): WriteResult {
    try {
      this.#storage.setItem(gameKey(record.id), text);
      return 'saved';
    } catch {
      return 'failed';
    }
  }

  /** Forgets a game (asked for by the visitor): its record and its lease. */
  remove(id: string): void {
    this.#try(() => this.#storage.removeItem(gameKey(id)));
    this.#try(() => this.#storage.removeItem(leaseKey(id)));
    this.#try(() => this.#storage.removeItem(askKey(id)));
    if (this.lastOpen() === id) this.setLastOpen(null);
  }

  /** The game open last, if its id reads as one. */
  lastOpen(): string | null {
    const raw = this.#safe(() => this.#storage.getItem(OPEN_KEY) as unknown, null);
    return v.is(IdSchema, raw) ? raw : null;
  }

  setLastOpen(id: string | null): void {
    this.#try(() =>
      id === null ? this.#storage.removeItem(OPEN_KEY) : this.#storage.setItem(OPEN_KEY, id),
    );
  }

  /** The lease on a game, if one is held and has not run out. */
  lease(id: string): Lease | null {
    const raw = this.#safe(() => this.#storage.getItem(leaseKey(id)) as unknown, null);
    if (typeof raw !== 'string') return null;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return null;
    }
    const lease = v.safeParse(LeaseSchema, json);
    return lease.success && lease.output.until > this.#now() ? lease.output : null;
  }

  /** Whether another tab holds the game's lease now. */
  heldElsewhere(id: string): boolean {
    const lease = this.lease(id);
    return lease !== null && lease.tab !== this.tab;
  }

  /**
   * Takes (or renews) the game's lease for this tab: when it is free, run out or ours, or
   * always with `force` ("take over here"). False when another tab holds it.
   */
  claim(id: string, force = false): boolean {
    if (!force && this.heldElsewhere(id)) return false;
    const lease: Lease = { tab: this.tab, until: this.#now() + this.#leaseMs };
    // A lease that cannot be written (storage full) still lets this tab go on: the record's
    // writer and count keep other tabs from overwriting what it saved.
    this.#try(() => this.#storage.setItem(leaseKey(id), JSON.stringify(lease)));
    return true;
  }

  /** Asks the tab that holds the game's lease to show it is still there (by renewing it). */
  ask(id: string): void {
    this.#try(() =>
      this.#storage.setItem(askKey(id), JSON.stringify({ tab: this.tab, at: this.#now() })),
    );
  }

  /** Gives up this tab's lease on a game (another tab may take it). */
  release(id: string): void {
    if (this.lease(id)?.tab === this.tab) this.#try(() => this.#storage.removeItem(leaseKey(id)));
  }

  #safe<T>(read: () => T, fallback: T): T {
    try {
      return read();
    } catch {
      return fallback;
    }
  }

  #try(write: () => void): void {
    try {
      write();
    } catch {
      // a full or vanished storage: what this write kept (an open marker, a lease) is optional
    }
  }
}

/** The storage, if the browser gives one that can be read (private modes may refuse). */
function openStorage(storage: () => Storage | null | undefined): Storage | null {
  try {
    const s = storage();
    if (s === null || s === undefined) return null;
    // Some private modes hand out a storage that throws on first use.
    s.getItem(OPEN_KEY);
    return s;
  } catch {
    return null;
  }
}

function changeOf(key: string | null): StoreChange {
  if (key?.startsWith(GAME) === true) return { kind: 'game', id: key.slice(GAME.length) };
  if (key?.startsWith(LEASE) === true) return { kind: 'lease', id: key.slice(LEASE.length) };
  if (key?.startsWith(ASK) === true) return { kind: 'ask', id: key.slice(ASK.length) };
  return { kind: 'other' };
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
