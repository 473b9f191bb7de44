/**
 * Game codes: a game's seed (./random.ts) written so a person can read it out and type it
 * back: a 32-bit number in Crockford's base 32 (no I, L, O, U), 7 characters. Apart from the
 * shuffle, so a page that shows a code (the referee's status) does not ship the deal.
 */
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
