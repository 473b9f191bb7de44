/**
 * The practice table's saved game in the browser's storage: one record, written after every
 * change, read back through valibot schemas. It knows no rules and no machine: the session
 * (./session.ts) turns a game into a record and a record back into a game.
 *
 * Keys (all under `president-practice:`):
 * - `game`: the game in progress (JSON, `PracticeRecord`).
 * - `prefs`: the speed chosen in the menu (JSON; anything unreadable is the default).
 * - `aside:<time>`: a saved game that could not be read (not text, not JSON, another version,
 *   a record that fails the schema or no longer plays back), copied here verbatim before
 *   `game` is cleared, so nothing is deleted that was not asked to be.
 *
 * A record holds what the game started from (the rules as a rule link's text, the number of
 * players, the computers' level, the seed) and the game's log as short words, one per entry
 * (`entryWord`): the seats are numbers (0 is the person), so a game saved on the German page
 * plays on under the English page's names. Missing or full storage is reported, never
 * thrown: the game goes on in memory.
 */
import * as v from 'valibot';
import { formatCard, parseCard, type Card } from '../../engine/cards.ts';
import { MAX_PRACTICE_PLAYERS, MIN_PRACTICE_PLAYERS } from './seats.ts';
import { decodeRuleLink, RULE_LINK_MAX_LENGTH, type RuleChoice } from '../../lib/rule-link.ts';

import { GAME_KEY, PRACTICE_PREFIX as PREFIX } from './saved-key.ts';

export { GAME_KEY };
export const PREFS_KEY = `${PREFIX}prefs`;
const ASIDE = `${PREFIX}aside:`;

/** The version this code writes; a record of another version is set aside, not read. */
export const RECORD_VERSION = 1;

// ---------------------------------------------------------------------------------------
// Log entries as words

/** One entry of a practice game's log, by seat number (0: the person at this device). */
export type PracticeEntry =
  | { readonly kind: 'deal' }
  | { readonly kind: 'play'; readonly seat: number; readonly cards: readonly Card[] }
  | { readonly kind: 'pass'; readonly seat: number }
  | {
      readonly kind: 'give';
      readonly seat: number;
      readonly to: number;
      readonly cards: readonly Card[];
    };

/** `d` a deal, `p2:9H,9S` a play, `x2` a pass, `g0>3:AS,2H` a give. */
const ENTRY_WORD = /^(?:d|x\d|p\d:[^>]+|g\d>\d:[^>]+)$/;

export function entryWord(entry: PracticeEntry): string {
  const cards = (cs: readonly Card[]): string => cs.map(formatCard).join(',');
  switch (entry.kind) {
    case 'deal':
      return 'd';
    case 'pass':
      return `x${String(entry.seat)}`;
    case 'play':
      return `p${String(entry.seat)}:${cards(entry.cards)}`;
    case 'give':
      return `g${String(entry.seat)}>${String(entry.to)}:${cards(entry.cards)}`;
  }
}

/** A word back as an entry; null when it is not one (a card that does not read). */
export function parseEntryWord(word: string): PracticeEntry | null {
  if (!ENTRY_WORD.test(word)) return null;
  if (word === 'd') return { kind: 'deal' };
  const seat = Number(word[1]);
  if (word[0] === 'x') return { kind: 'pass', seat };
  const colon = word.indexOf(':');
  const cards = word
    .slice(colon + 1)
    .split(',')
    .map((text) => parseCard(text));
  if (cards.some((c) => c === null)) return null;
  const read = cards as Card[];
  if (word[0] === 'p') return { kind: 'play', seat, cards: read };
  return { kind: 'give', seat, to: Number(word[3]), cards: read };
}

// ---------------------------------------------------------------------------------------
// The record

const SEAT_COUNT = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(MIN_PRACTICE_PLAYERS),
  v.maxValue(MAX_PRACTICE_PLAYERS),
);

/** A rule link's text that reads without a notice, as the choice it stands for. */
const RulesSchema = v.pipe(
  v.string(),
  v.maxLength(RULE_LINK_MAX_LENGTH),
  v.transform((text) => decodeRuleLink(text)),
  v.check((read) => read.notices.length === 0),
  v.transform((read): RuleChoice => ({ preset: read.preset, rules: read.rules })),
);

const EntrySchema = v.pipe(
  v.string(),
  v.maxLength(200),
  v.transform((word) => parseEntryWord(word)),
  v.check((entry) => entry !== null),
  v.transform((entry) => entry as PracticeEntry),
);

export const RecordSchema = v.object({
  version: v.literal(RECORD_VERSION),
  rules: RulesSchema,
  players: SEAT_COUNT,
  /** the computers' level; the session checks it against the levels it knows */
  level: v.pipe(v.string(), v.maxLength(40)),
  seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
  /** a game's log is a few hundred entries; a thousand rounds would not reach this */
  log: v.pipe(v.array(EntrySchema), v.maxLength(100_000)),
});

/** A record as written (rules as text, entries as words). */
export type SavedRecord = v.InferInput<typeof RecordSchema>;
/** A record as read back. */
export type PracticeRecord = v.InferOutput<typeof RecordSchema>;

/** Why a saved game was set aside. */
export type SetAsideReason =
  /** not a string at all (a patched or broken storage) */
  | 'unreadable'
  /** not JSON */
  | 'json'
  /** written by another version of this site */
  | 'version'
  /** JSON of this version that fails the schema */
  | 'schema'
  /** a record that no longer plays back to a game (the session finds it out) */
  | 'replay';

export type ReadResult =
  | { readonly kind: 'none' }
  | { readonly kind: 'record'; readonly record: PracticeRecord; readonly raw: string }
  | { readonly kind: 'bad'; readonly reason: SetAsideReason; readonly raw: unknown };

const EnvelopeSchema = v.looseObject({ version: v.literal(RECORD_VERSION) });

/** Reads a stored value (what `getItem` gave back) as a record. Never throws. */
export function readRecord(raw: unknown): ReadResult {
  if (raw === null) return { kind: 'none' };
  if (typeof raw !== 'string') return { kind: 'bad', reason: 'unreadable', raw };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { kind: 'bad', reason: 'json', raw };
  }
  if (!v.is(EnvelopeSchema, json)) {
    const object = typeof json === 'object' && json !== null && 'version' in json;
    return { kind: 'bad', reason: object ? 'version' : 'schema', raw };
  }
  const parsed = v.safeParse(RecordSchema, json);
  return parsed.success
    ? { kind: 'record', record: parsed.output, raw }
    : { kind: 'bad', reason: 'schema', raw };
}

// ---------------------------------------------------------------------------------------
// Storage

/** The part of `Storage` the store uses (tests pass their own). */
export type PracticeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What storage gives: the saved game, or a reason it is not there. Never throws. */
export function loadGame(storage: PracticeStorage | null): ReadResult {
  if (storage === null) return { kind: 'none' };
  let raw: unknown;
  try {
    raw = storage.getItem(GAME_KEY);
  } catch {
    return { kind: 'none' };
  }
  return readRecord(raw);
}

/** Writes the record; false when storage is missing, full or refuses. Never throws. */
export function saveGame(storage: PracticeStorage | null, record: SavedRecord): boolean {
  if (storage === null) return false;
  try {
    storage.setItem(GAME_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the saved game (a new game, or a finished one left). Never throws. */
export function clearGame(storage: PracticeStorage | null): void {
  try {
    storage?.removeItem(GAME_KEY);
  } catch {
    // nothing to forget where nothing can be stored
  }
}

/**
 * Copies a value that could not be read to `aside:<time>` and clears the game's key, so the
 * next visit starts clean without losing it. Returns the key it was kept under (null: it
 * could not be copied, and it stays where it was).
 */
export function setAside(
  storage: PracticeStorage | null,
  raw: unknown,
  now: number,
): string | null {
  if (storage === null) return null;
  const key = `${ASIDE}${String(now)}`;
  try {
    storage.setItem(key, typeof raw === 'string' ? raw : String(raw));
    storage.removeItem(GAME_KEY);
    return key;
  } catch {
    return null;
  }
}

/** How fast the computers play (the menu's choice). */
export type Speed = 'normal' | 'fast';
export const SPEEDS: readonly Speed[] = ['normal', 'fast'];

const PrefsSchema = v.object({ speed: v.picklist(SPEEDS) });

/** The speed last chosen; `normal` when none was or it cannot be read. Never throws. */
export function loadSpeed(storage: PracticeStorage | null): Speed {
  try {
    const raw = storage?.getItem(PREFS_KEY) ?? null;
    if (raw === null) return 'normal';
    const parsed = v.safeParse(PrefsSchema, JSON.parse(raw));
    return parsed.success ? parsed.output.speed : 'normal';
  } catch {
    return 'normal';
  }
}

export function saveSpeed(storage: PracticeStorage | null, speed: Speed): void {
  try {
    storage?.setItem(PREFS_KEY, JSON.stringify({ speed }));
  } catch {
    // the speed then lasts as long as the page
  }
}

/** The page's localStorage, or null where it is switched off (reading the property can throw). */
export function browserStorage(): PracticeStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
