/**
 * What this device remembers for the set-up screen, loaded once the screen is mounted:
 *
 * - The names used at this device, offered again at the next set-up (a game night repeats the
 *   same people). Kept in localStorage as `{"version":1,"names":[…]}`, most recently used
 *   first, read through a valibot schema: corrupt text or another version gives an empty list,
 *   and a stored list keeps each of its names that the notation can still write, dropping the
 *   rest.
 * - The form as filled in so far (`SetupDraft`), kept for this tab in sessionStorage until
 *   Start, so that a reload (or a phone's browser bringing the tab back) loses nothing typed.
 *   Read through a valibot schema too: anything else gives no draft, and the form starts empty.
 */
import * as v from 'valibot';
import { isValidName } from './setup-form.ts';

export const NAMES_STORAGE_KEY = 'president.referee.names';
/** The list stays short: the people of a few game nights. */
export const KNOWN_NAMES_MAX = 24;
const VERSION = 1;

/** One stored name: a string the set-up form would accept as it is (trimmed). */
const NameSchema = v.pipe(v.string(), v.trim(), v.check(isValidName));

/** The stored object; its names are checked one by one so a bad one costs only itself. */
const StoredSchema = v.object({
  version: v.literal(VERSION),
  names: v.pipe(v.array(v.unknown()), v.maxLength(1000)),
});

/** The names in a stored text (null: nothing stored). Never throws. */
export function parseKnownNames(text: string | null): string[] {
  if (text === null) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  const stored = v.safeParse(StoredSchema, json);
  if (!stored.success) return [];
  const names: string[] = [];
  for (const item of stored.output.names) {
    const name = v.safeParse(NameSchema, item);
    if (name.success && !names.includes(name.output)) names.push(name.output);
  }
  return names.slice(0, KNOWN_NAMES_MAX);
}

/** The text to store for `names`. */
export function formatKnownNames(names: readonly string[]): string {
  return JSON.stringify({ version: VERSION, names: names.slice(0, KNOWN_NAMES_MAX) });
}

/** `known` after a game with `used`: the used names first (in seating order), then the rest. */
export function rememberNames(known: readonly string[], used: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of [...used, ...known]) {
    const name = raw.trim();
    if (isValidName(name) && !out.includes(name)) out.push(name);
  }
  return out.slice(0, KNOWN_NAMES_MAX);
}

/**
 * The browser's localStorage (the device's) or sessionStorage (this tab's), or null where it is
 * switched off or refused (private mode, a policy).
 */
function storage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The names kept at this device; an empty list when storage cannot be read. */
export function loadKnownNames(): string[] {
  try {
    return parseKnownNames(storage()?.getItem(NAMES_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Adds `used` to the kept names; a full or refused storage only loses the suggestion. */
export function saveKnownNames(used: readonly string[]): void {
  try {
    const known = loadKnownNames();
    storage()?.setItem(NAMES_STORAGE_KEY, formatKnownNames(rememberNames(known, used)));
  } catch {
    // nothing to do: the names are a convenience, the game does not depend on them
  }
}

/** The set-up form as filled in so far (the screen maps seats to their places in `names`). */
export interface SetupDraft {
  /** the names typed, in seating order (as typed, not yet checked) */
  readonly names: readonly string[];
  /** the dealer's seat (an index into `names`), or null for the default */
  readonly dealer: number | null;
  /** the rule set chosen (a RuleSourceId; the screen keeps it only if still offered) */
  readonly source: string;
  readonly mode: 'table' | 'known';
  readonly from: 'start' | 'middle';
  /** the round of a game under way, as typed */
  readonly round: string;
  /** last round's places, as indexes into `names` */
  readonly places: readonly number[];
  /** the points so far per seat (an index into `names`), as typed */
  readonly totals: readonly string[];
  /** the game's name, as typed */
  readonly name: string;
}

export const DRAFT_STORAGE_KEY = 'president.referee.setup-draft';
const DRAFT_VERSION = 1;
const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const Index = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(63));
const DraftSchema = v.object({
  version: v.literal(DRAFT_VERSION),
  names: v.pipe(v.array(Text(256)), v.maxLength(64)),
  dealer: v.nullable(Index),
  source: Text(64),
  mode: v.picklist(['table', 'known']),
  from: v.picklist(['start', 'middle']),
  round: Text(32),
  places: v.pipe(v.array(Index), v.maxLength(64)),
  totals: v.pipe(v.array(Text(32)), v.maxLength(64)),
  name: Text(256),
});

/** The draft kept for this tab, or null (none, unreadable, another version). Never throws. */
export function loadSetupDraft(): SetupDraft | null {
  try {
    const text = storage('sessionStorage')?.getItem(DRAFT_STORAGE_KEY) ?? null;
    if (text === null) return null;
    const draft = v.safeParse(DraftSchema, JSON.parse(text));
    return draft.success ? draft.output : null;
  } catch {
    return null;
  }
}

/** Keeps the form as it is now for this tab; a full or refused storage only loses the draft. */
export function saveSetupDraft(draft: SetupDraft): void {
  try {
    storage('sessionStorage')?.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ version: DRAFT_VERSION, ...draft }),
    );
  } catch {
    // nothing to do: the draft is a convenience
  }
}
