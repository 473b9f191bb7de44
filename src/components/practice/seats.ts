/**
 * The practice table's seats: the person at this device in seat 0, then the computers in
 * turn order, so play goes You → Right → Across → Left at four (001) and round the table the
 * same way at three to seven.
 */

/** 001: "gespielt wird mit drei bis sieben Leuten"; four is the default. */
export const MIN_PRACTICE_PLAYERS = 3;
export const MAX_PRACTICE_PLAYERS = 7;
export const DEFAULT_PRACTICE_PLAYERS = 4;

/** Where a seat sits as seen from the person: the next in turn is on the right. */
export type SeatPosition = 'you' | 'right' | 'across' | 'left';

export function seatPosition(seat: number, players: number): SeatPosition {
  if (seat === 0) return 'you';
  if (seat === 1) return 'right';
  if (seat === players - 1) return 'left';
  return 'across';
}

export function isPracticePlayers(n: number): boolean {
  return Number.isInteger(n) && n >= MIN_PRACTICE_PLAYERS && n <= MAX_PRACTICE_PLAYERS;
}
