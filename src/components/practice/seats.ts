/**
 * The practice table's seats: the person at this device in seat 0, then the computers in
 * turn order. With the online game's rule sets play goes as there, You → Right → Across →
 * Left at four (001: counter-clockwise) and round the table the same way at three to seven;
 * with the others clockwise, You → Left → Across → Right, as the rule pages read the sources
 * that deal clockwise or name no direction (000, 002, 003, 004).
 */
import type { PresetName } from '../../engine/rules.ts';
import type { RuleChoice } from '../../lib/rule-link.ts';

/** 001: "gespielt wird mit drei bis sieben Leuten"; four is the default. */
export const MIN_PRACTICE_PLAYERS = 3;
export const MAX_PRACTICE_PLAYERS = 7;
export const DEFAULT_PRACTICE_PLAYERS = 4;

/** Where a seat sits as seen from the person. */
export type SeatPosition = 'you' | 'right' | 'across' | 'left';

/** The next in turn is on the right, or with `clockwise` on the left. */
export function seatPosition(seat: number, players: number, clockwise = false): SeatPosition {
  if (seat === 0) return 'you';
  if (seat === 1) return clockwise ? 'left' : 'right';
  if (seat === players - 1) return clockwise ? 'right' : 'left';
  return 'across';
}

/** The online game's rule sets (001): the start screen offers them first; their play goes counter-clockwise. */
export const ONLINE_GAME_PRESETS = [
  'classic',
  'revolution',
  'house',
] as const satisfies readonly PresetName[];

/** Whether play goes clockwise: with every rule set but the online game's (and rules built on them). */
export function playsClockwise(choice: RuleChoice): boolean {
  return !(ONLINE_GAME_PRESETS as readonly string[]).includes(choice.preset);
}

export function isPracticePlayers(n: number): boolean {
  return Number.isInteger(n) && n >= MIN_PRACTICE_PLAYERS && n <= MAX_PRACTICE_PLAYERS;
}
