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

// Game codes: a 32-bit seed written in Crockford's base 32 (no I, L, O, U), 7 characters.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function formatGameCode(seed: number): string {
  let n = seed >>> 0;
  let out = '';
  for (let i = 0; i < 7; i++) {
    out = (ALPHABET[n % 32] ?? '0') + out;
    n = Math.floor(n / 32);
  }
  return out;
}

/** Reads a game code (any case; I/L read as 1, O as 0); null if it is not one. */
export function parseGameCode(code: string): number | null {
  const t = code.trim().toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0').replace(/-/g, '');
  if (!/^[0-9A-Z]{1,7}$/.test(t)) return null;
  let n = 0;
  for (const ch of t) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) return null;
    n = n * 32 + v;
  }
  return n > 0xffffffff ? null : n;
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 0x100000000) >>> 0;
}
