/**
 * Hands entered for a round (known-hands mode) that a deal one card at a time would not give:
 * every hand holds the deck's share, or one card more (rules-spec §1). A table may have
 * misdealt, so this only tells who is off; the hands may still be dealt.
 */
export interface UnevenDeal {
  /** what each hand should hold: "13", or "10–11" when the deck does not share out evenly */
  readonly each: string;
  /** the hands that do not, in seating order */
  readonly off: readonly { readonly seat: string; readonly count: number }[];
}

/** Null when the hands are as a deal gives them (or some cards have no hand yet). */
export function unevenDeal(
  deckSize: number,
  hands: readonly { readonly seat: string; readonly count: number }[],
): UnevenDeal | null {
  const dealt = hands.reduce((sum, h) => sum + h.count, 0);
  if (hands.length === 0 || dealt < deckSize) return null;
  const lo = Math.floor(deckSize / hands.length);
  const hi = Math.ceil(deckSize / hands.length);
  const off = hands.filter((h) => h.count < lo || h.count > hi);
  if (off.length === 0) return null;
  return { each: lo === hi ? String(lo) : `${String(lo)}–${String(hi)}`, off };
}
