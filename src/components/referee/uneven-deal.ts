/**
 * Hands entered for a round (known-hands mode) that the deal would not give: all cards go out
 * one at a time from the seat after the dealer (rules-spec §1; `dealCounts`), so each hand
 * holds the deck's share and the first seats after the dealer one card more. A table may
 * have misdealt, so this only tells who is off; the hands may still be dealt.
 */
import { dealCounts } from '../../engine/cards.ts';

export interface UnevenDeal {
  /** what a hand should hold: "13", or "10–11" when the deck does not share out evenly */
  readonly each: string;
  /** the hands that do not hold what the deal gives them, in seating order */
  readonly off: readonly { readonly seat: string; readonly count: number }[];
}

/** Null when the hands are as the deal gives them (or some cards have no hand yet). */
export function unevenDeal(
  deckSize: number,
  hands: readonly { readonly seat: string; readonly count: number }[],
  /** the dealer's index in `hands` */
  dealer: number,
): UnevenDeal | null {
  const dealt = hands.reduce((sum, h) => sum + h.count, 0);
  if (hands.length === 0 || dealt < deckSize) return null;
  const expected = dealCounts(deckSize, hands.length, dealer);
  const off = hands.filter((h, i) => h.count !== expected[i]);
  if (off.length === 0) return null;
  const lo = Math.min(...expected);
  const hi = Math.max(...expected);
  return { each: lo === hi ? String(lo) : `${String(lo)}–${String(hi)}`, off };
}
