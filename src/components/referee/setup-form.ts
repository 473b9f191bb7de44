/**
 * The set-up form's checks, pure: which names the table notation can write (rules-spec §2),
 * how many players the referee takes, the round and points of a game already under way,
 * and moving an item of a list (the seating, last round's places). Problems are codes; the
 * screen translates them (src/i18n/referee/setup.ts).
 */
import { MAX_ENTERED_ROUND, MAX_PLAYERS, MIN_PLAYERS } from '../../engine/game.ts';

/** A game of President needs three players at least (two leave nobody in the middle). */
export const SETUP_MIN_PLAYERS = Math.max(3, MIN_PLAYERS);
/** As many as the engine deals to. */
export const SETUP_MAX_PLAYERS = MAX_PLAYERS;
/** Long enough for "Grandma Ingrid van der Berg", short enough for a seat on a phone. */
export const NAME_MAX_LENGTH = 32;
/** The highest round a game under way may start at: the engine's and the notation's bound. */
export const ROUND_MAX = MAX_ENTERED_ROUND;

/**
 * Characters a name cannot hold: `,` separates the `players:` line, `:` ends a name on a
 * move line, `#` starts a comment (rules-spec §2). Line breaks cannot be typed in an input.
 */
const RESERVED_CHARACTERS = /[,:#\r\n]/;
/** A transcript line that begins with one of these words is read as that keyword's line. */
const KEYWORDS = ['rules', 'players', 'dealer', 'previous', 'hand', 'give', 'round'] as const;

export type NameProblem =
  | { readonly code: 'empty' }
  | { readonly code: 'long'; readonly max: number }
  | { readonly code: 'character' }
  | { readonly code: 'keyword'; readonly word: string }
  | { readonly code: 'duplicate'; readonly name: string };

/** What is wrong with one name on its own (the trimmed name), or null. */
export function nameProblem(raw: string): NameProblem | null {
  const name = raw.trim();
  if (name === '') return { code: 'empty' };
  if (Array.from(name).length > NAME_MAX_LENGTH) return { code: 'long', max: NAME_MAX_LENGTH };
  if (RESERVED_CHARACTERS.test(name)) return { code: 'character' };
  const first = (name.split(/\s+/)[0] ?? '').toLowerCase();
  const keyword = KEYWORDS.find((word) => word === first);
  if (keyword !== undefined && name.includes(' ')) return { code: 'keyword', word: keyword };
  if (KEYWORDS.some((word) => word === name.toLowerCase())) return { code: 'keyword', word: name };
  return null;
}

/** True when the notation can write `name` as a player. */
export function isValidName(name: string): boolean {
  return nameProblem(name) === null;
}

/** Each name's problem, in order; the second and later of equal names are duplicates. */
export function nameProblems(names: readonly string[]): (NameProblem | null)[] {
  const trimmed = names.map((n) => n.trim());
  return trimmed.map((name, i) => {
    const own = nameProblem(name);
    if (own !== null) return own;
    return trimmed.indexOf(name) < i ? { code: 'duplicate', name } : null;
  });
}

export type CountProblem =
  | { readonly code: 'too-few'; readonly min: number }
  | { readonly code: 'too-many'; readonly max: number };

/** Whether the table has a playable number of seats. */
export function countProblem(count: number): CountProblem | null {
  if (count < SETUP_MIN_PLAYERS) return { code: 'too-few', min: SETUP_MIN_PLAYERS };
  if (count > SETUP_MAX_PLAYERS) return { code: 'too-many', max: SETUP_MAX_PLAYERS };
  return null;
}

/** The round a game under way starts at: a whole number from 2 (round 1 is a new game). */
export function parseRound(text: string): number | null {
  const t = text.trim();
  if (!/^[0-9]+$/.test(t)) return null;
  const n = Number(t);
  return n >= 2 && n <= ROUND_MAX ? n : null;
}

/** A player's points so far: empty is "not given" (undefined), else a whole number or null. */
export function parseTotal(text: string): number | undefined | null {
  const t = text.trim().replace(/^[−–]/, '-');
  if (t === '') return undefined;
  if (!/^-?[0-9]{1,6}$/.test(t)) return null;
  return Number(t);
}

/** `list` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length) return out;
  const target = Math.max(0, Math.min(out.length - 1, to));
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(target, 0, item);
  return out;
}

/** A game's name when none is given: its players, as the list of kept games shows them. */
export function defaultGameName(players: readonly string[]): string {
  return players.join(', ');
}
