/**
 * A seat's view (src/engine/view.ts) in the compact engine's terms (src/engine/fast.ts), for
 * the computer players: its legal plays as play codes, the position of the round as the seat
 * sees it, and the cards it cannot see. Nothing here reads another seat's hand: the view has
 * none to read.
 */
import { JOKER_INDEX, SUITS, rankIndex, type Card } from './cards.ts';
import { compileRules, encodePlay, type FastPosition, type FastRules } from './fast.ts';
import { playShape } from './order.ts';
import type { RuleSet } from './rules.ts';
import type { SeatView } from './view.ts';

const compiled = new WeakMap<RuleSet, FastRules>();

/** The compact form of the view's rules (kept per rule set object: views share theirs). */
export function fastRulesOf(rules: RuleSet): FastRules {
  let fast = compiled.get(rules);
  if (fast === undefined) {
    fast = compileRules(rules);
    compiled.set(rules, fast);
  }
  return fast;
}

/** A play's code in the compact engine: rank | count << 4 | wild jokers << 8 (jokers alone: rank 13). */
export function playCode(cards: readonly Card[], joker: RuleSet['joker']): number {
  const shape = playShape(cards, joker);
  if (shape === null) return -1;
  const wild = shape.rank === JOKER_INDEX ? 0 : shape.jokers;
  return encodePlay(shape.rank, shape.count, wild);
}

/** A card's code: rank * 4 + suit (C D H S) for 0..51, 52 for a joker; a lone rank counts as clubs. */
export function codeOf(c: Card): number {
  const r = rankIndex(c.rank);
  if (r === JOKER_INDEX) return 52;
  return r * 4 + (c.suit === null ? 0 : SUITS.indexOf(c.suit));
}

/** A card from its code (the exchange's chosen cards go back to the engine as cards). */
export function cardOfCode(code: number, hand: readonly Card[]): Card | undefined {
  return hand.find((c) => codeOf(c) === code);
}

/** The seat's index in the round's seating; -1 for an onlooker or a stranger. */
export function seatIndex(view: SeatView): number {
  return view.seats.indexOf(view.seat);
}

/**
 * The cards this seat cannot see, as codes: the deck without the cards played this round and
 * without its own hand. Cards written without a suit take any suit of their rank still free.
 */
export function unseenCodes(view: SeatView): number[] {
  const free: number[][] = Array.from({ length: 13 }, () => [0, 1, 2, 3]);
  let jokers = view.rules.jokers;
  const lone: number[] = [];
  const take = (c: Card): void => {
    const r = rankIndex(c.rank);
    if (r === JOKER_INDEX) {
      jokers--;
      return;
    }
    if (c.suit === null) lone.push(r);
    else {
      const suits = free[r] ?? [];
      const i = suits.indexOf(SUITS.indexOf(c.suit));
      if (i >= 0) suits.splice(i, 1);
    }
  };
  for (const c of view.played) take(c);
  for (const c of view.hand ?? []) take(c);
  for (const r of lone) free[r]?.shift();
  const out: number[] = [];
  free.forEach((suits, r) => {
    for (const s of suits) out.push(r * 4 + s);
  });
  for (let j = 0; j < jokers; j++) out.push(52);
  return out;
}

/** Per rank (13 = jokers), how many of the cards the seat cannot see there are. */
export function unseenByRank(codes: readonly number[]): Int8Array {
  const out = new Int8Array(JOKER_INDEX + 1);
  for (const c of codes) {
    const r = c >= 52 ? JOKER_INDEX : c >> 2;
    out[r] = (out[r] as number) + 1;
  }
  return out;
}

/**
 * The round's position as the seat sees it, in the compact engine's terms. When anyone may
 * lead, the seat itself is the one to act (the machine asks the computer that leads).
 */
export function positionOf(view: SeatView): FastPosition {
  const seats = view.seats;
  const n = seats.length;
  const me = seatIndex(view);
  const at = (name: string | null): number => (name === null ? -1 : seats.indexOf(name));
  const toAct = view.toAct === null ? me : at(view.toAct);
  const top = view.top;
  const shape = top === null ? null : playShape(top.cards, view.rules.joker);
  const passed = seats.map((p) => view.passed.includes(p));
  const places = Array.from({ length: n }, (_, i) => at(view.places[i] ?? null));
  const previousFirst =
    view.rules.miyako && view.previous !== null ? at(view.previous[0] ?? null) : -1;
  let lap: number[] | null = null;
  if (view.rules.oneLap && top !== null) {
    // the seats still to act in the lap: from the seat to act round to the trick's leader
    const leader = at(view.pile[0]?.player ?? top.player);
    lap = [];
    for (let s = toAct; s !== leader && lap.length < n; s = (s + 1) % n) {
      if ((view.counts[seats[s] ?? ''] ?? 0) > 0) lap.push(s);
    }
  }
  return {
    toAct,
    topSeat: top === null ? -1 : at(top.player),
    topRank: shape?.rank ?? 0,
    topCount: shape?.count ?? 0,
    topTwo: shape?.twoSuit ?? -1,
    reversed: view.reversed,
    passed,
    places,
    previousFirst,
    lap,
  };
}
