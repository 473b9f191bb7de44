/**
 * The engine's seeded deal (src/engine/random.ts) in the form the game's statechart takes it:
 * pass `deals: SEEDED_DEALS` with START for a `dealt` game (the practice table). Kept out of
 * ./game.ts so that islands whose cards are dealt at a real table or written in a transcript
 * (the steppers, the referee) do not ship the shuffle.
 */
import { deal, randomSeed, roundSeed } from '../engine/random.ts';
import type { SeededDeals } from './game.ts';

export const SEEDED_DEALS: SeededDeals = {
  deal: (seed, round, seats, dealer, jokers) => deal(roundSeed(seed, round), seats, dealer, jokers),
  newSeed: randomSeed,
};
