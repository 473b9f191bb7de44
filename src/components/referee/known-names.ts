/**
 * The names used at this device, offered again at the next set-up (a game night repeats the
 * same people). Kept in localStorage as `{"version":1,"names":[…]}`, most recently used first,
 * read through a valibot schema: corrupt text or another version gives an empty list, and a
 * stored list keeps each of its names that the notation can still write, dropping the rest.
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

/** localStorage, or null where it is switched off or refused (private mode, a policy). */
function storage(): Storage | null {
  try {
    return window.localStorage;
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
