/**
 * Shrinking an example (issue 9): fewest players, then fewest rounds, moves and cards, as
 * long as the two rule sets still part the way the caller wants. Greedy: each pass tries every
 * single removal in that order and keeps the first that still parts; it stops when none does.
 * Every kept removal makes the scenario smaller, so it ends.
 */
import { sameCard, type Card } from '../engine/cards.ts';
import type { Move } from '../engine/game.ts';
import {
  cardCount,
  COMPARE_MIN_PLAYERS,
  fewestCards,
  moveCount,
  SEAT_NAMES,
  truncateAfter,
  type Parting,
  type Scenario,
  type ScenarioRound,
} from './scenario.ts';

/** Whether a scenario still shows the difference, and where (null: it no longer does). */
export type Keep = (s: Scenario) => Parting | null;

/** The scenario without one player: their hands, their moves and the gives to them go. */
export function withoutPlayer(s: Scenario, name: string): Scenario {
  const seat = s.players.indexOf(name);
  return {
    players: s.players.filter((p) => p !== name),
    rounds: s.rounds.map((r) => ({
      ...r,
      previous: r.previous === null ? null : r.previous.filter((p) => p !== name),
      hands: r.hands.filter((_, i) => i !== seat),
      moves: r.moves.filter((m) => m.player !== name && !(m.type === 'give' && m.to === name)),
    })),
  };
}

function withoutCardIn(move: Move, card: Card): Move | null {
  if (move.type === 'pass') return move;
  const i = move.cards.findIndex((c) => sameCard(c, card));
  if (i < 0) return move;
  const cards = move.cards.filter((_, k) => k !== i);
  return cards.length === 0 ? null : { ...move, cards };
}

/** The scenario without one card of one hand: moves of that round lose it too. */
export function withoutCard(s: Scenario, round: number, seat: number, index: number): Scenario {
  const rounds = s.rounds.map((r, j): ScenarioRound => {
    if (j !== round) return r;
    const card = r.hands[seat]?.[index];
    if (card === undefined) return r;
    const hands = r.hands.map((h, i) => (i === seat ? h.filter((_, k) => k !== index) : h));
    const moves = r.moves
      .map((m) => (m.player === s.players[seat] ? withoutCardIn(m, card) : m))
      .filter((m): m is Move => m !== null);
    return { ...r, hands, moves };
  });
  return { ...s, rounds };
}

export function withoutMove(s: Scenario, index: number): Scenario {
  let left = index;
  return {
    ...s,
    rounds: s.rounds.map((r) => {
      const here = left >= 0 && left < r.moves.length;
      const i = left;
      left -= r.moves.length;
      return here ? { ...r, moves: r.moves.filter((_, k) => k !== i) } : r;
    }),
  };
}

/** Smaller scenarios to try, players first, then rounds, moves and cards. */
function* candidates(
  s: Scenario,
  places: (round: number) => readonly string[] | null,
): Generator<Scenario> {
  if (s.players.length > COMPARE_MIN_PLAYERS) for (const p of s.players) yield withoutPlayer(s, p);
  // Two at a time too: one at a time can get stuck one player above the least.
  if (s.players.length > COMPARE_MIN_PLAYERS + 1) {
    for (const x of s.players)
      for (const y of s.players) {
        if (x >= y) continue;
        yield [x, y].reduce(withoutPlayer, s);
      }
  }
  // Begin at a later round: the rounds before become its `previous:` places.
  for (let j = 1; j < s.rounds.length; j++) {
    const before = places(j - 1);
    const r = s.rounds[j];
    if (before === null || r === undefined) continue;
    yield { ...s, rounds: [{ ...r, previous: before }, ...s.rounds.slice(j + 1)] };
  }
  const first = s.rounds[0];
  if (first !== undefined && first.previous !== null) {
    // Every round one lower: the notation numbers the rounds one after another.
    if (first.number > 2)
      yield { ...s, rounds: s.rounds.map((r) => ({ ...r, number: r.number - 1 })) };
    if (s.rounds.length === 1) yield { ...s, rounds: [{ ...first, number: 1, previous: null }] };
  }
  for (let i = moveCount(s) - 1; i >= 0; i--) yield withoutMove(s, i);
  // A card the move names beyond what it needs (a joker nobody holds, one of a pair).
  for (let j = 0; j < s.rounds.length; j++) {
    const r = s.rounds[j] as ScenarioRound;
    for (let i = 0; i < r.moves.length; i++) {
      const m = r.moves[i] as Move;
      if (m.type === 'pass' || m.cards.length <= 1) continue;
      for (let k = 0; k < m.cards.length; k++) {
        const moves = r.moves.map((x, n) =>
          n === i ? { ...m, cards: m.cards.filter((_, c) => c !== k) } : x,
        );
        yield { ...s, rounds: s.rounds.map((y, n) => (n === j ? { ...r, moves } : y)) };
      }
    }
  }
  for (let j = 0; j < s.rounds.length; j++) {
    const r = s.rounds[j] as ScenarioRound;
    // (a hand that may have to give in the exchange keeps what it gives: scenario.ts)
    const least = fewestCards(j, r.previous);
    for (let seat = 0; seat < r.hands.length; seat++) {
      const hand = r.hands[seat] ?? [];
      if (hand.length <= least) continue;
      for (let k = hand.length - 1; k >= 0; k--) yield withoutCard(s, j, seat, k);
    }
  }
}

/** Names in the order of SEAT_NAMES again after players left (Anna, Cem → Anna, Ben). */
export function renamed(s: Scenario): Scenario {
  const map = new Map(s.players.map((p, i) => [p, SEAT_NAMES[i] ?? p]));
  const to = (p: string): string => map.get(p) ?? p;
  return {
    players: s.players.map(to),
    rounds: s.rounds.map((r) => ({
      ...r,
      previous: r.previous === null ? null : r.previous.map(to),
      moves: r.moves.map((m): Move =>
        m.type === 'give'
          ? { ...m, player: to(m.player), to: to(m.to) }
          : { ...m, player: to(m.player) },
      ),
    })),
  };
}

/** What shrinking makes smaller, most important first; the first round's number comes last. */
function size(s: Scenario): number[] {
  const named = s.rounds.reduce(
    (n, r) => n + r.moves.reduce((k, m) => k + (m.type === 'pass' ? 0 : m.cards.length), 0),
    0,
  );
  return [
    s.players.length,
    s.rounds.length,
    moveCount(s),
    cardCount(s),
    named,
    s.rounds[0]?.number ?? 0,
  ];
}

function smaller(a: Scenario, b: Scenario): boolean {
  const x = size(a);
  const y = size(b);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as number) < (y[i] as number);
  return false;
}

/**
 * Shrinks a scenario that parts (`keep(s)` not null) to a smaller one that still parts, cut
 * after its parting move. `places(s, j)` gives the places of round j under the first rule set,
 * or null when that round did not finish.
 */
export function shrinkScenario(
  start: Scenario,
  keep: Keep,
  places: (s: Scenario, round: number) => readonly string[] | null,
): { scenario: Scenario; parting: Parting } {
  const first = keep(start);
  if (first === null) throw new Error('shrinkScenario: the scenario does not part');
  let best = truncateAfter(start, first.index);
  let parting = first;
  for (let changed = true; changed;) {
    changed = false;
    for (const next of candidates(best, (j) => places(best, j))) {
      const p = keep(next);
      if (p === null) continue;
      const cut = truncateAfter(next, p.index);
      if (!smaller(cut, best)) continue;
      best = cut;
      parting = p;
      changed = true;
      break;
    }
  }
  const named = renamed(best);
  const p = keep(named);
  return p === null ? { scenario: best, parting } : { scenario: named, parting: p };
}
