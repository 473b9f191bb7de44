/**
 * Seeded randomness (boardgame.io keeps its generator in the state; we keep a seed): a game
 * code reproduces a deal exactly.
 */
import { makeDeck, type Card } from './cards.ts';

/** mulberry32: a small, fast 32-bit generator; good enough for shuffling cards. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a seed and a round number into the seed of that round's deal. */
export function roundSeed(seed: number, round: number): number {
  let h = (seed ^ Math.imul(round + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = a[i] as T;
    a[i] = a[j] as T;
    a[j] = t;
  }
  return a;
}

/**
 * Deals the whole deck one card at a time clockwise, starting with the seat after the
 * dealer (§1). Returns the hands by seat.
 */
export function deal(seed: number, seats: number, dealer: number, jokers: number): Card[][] {
  const deck = shuffle(makeDeck(jokers), mulberry32(seed));
  const hands: Card[][] = Array.from({ length: seats }, () => []);
  deck.forEach((c, i) => {
    hands[(dealer + 1 + i) % seats]?.push(c);
  });
  return hands;
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 0x100000000) >>> 0;
}
