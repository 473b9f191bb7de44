/**
 * Random games for the property tests: random rule sets (fast-check) and a driver that
 * deals, exchanges and plays random legal moves through the public engine into a game log
 * (src/engine/log.ts), checking on the way what must always hold.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { makeDeck, RANKS, type Card, type Rank } from '../../src/engine/cards.ts';
import { nextGive } from '../../src/engine/bots.ts';
import { judgeMove, type GameState } from '../../src/engine/game.ts';
import { LogBuilder, replayLog, type LogEntry } from '../../src/engine/log.ts';
import { deal, mulberry32, roundSeed } from '../../src/engine/random.ts';
import { DEFAULT_RULES, type RuleSet } from '../../src/engine/rules.ts';
import { randomAttempt, randomBotMove } from '../golden/generate.ts';

const rankSubset = fc.subarray([...RANKS] as Rank[], { maxLength: 2 });

export const ruleSetArb: fc.Arbitrary<RuleSet> = fc.record({
  jokers: fc.constantFrom(0 as const, 1 as const, 2 as const),
  joker: fc.constantFrom('high' as const, 'wild' as const),
  reentry: fc.boolean(),
  equal: fc.constantFrom('off' as const, 'on' as const, 'skip' as const),
  count: fc.constantFrom('same' as const, 'more' as const, 'bigger-wins' as const),
  clear: rankSubset,
  revolution: fc.constantFrom('off' as const, 'round' as const, 'trick' as const),
  counter: fc.boolean(),
  twosBySuit: fc.boolean(),
  mandatory: fc.boolean(),
  oneLap: fc.boolean(),
  firstLead: fc.constantFrom(
    'club-3' as const,
    'diamond-3' as const,
    'left-of-dealer' as const,
    'any' as const,
  ),
  firstCard: fc.boolean(),
  nextLead: fc.constantFrom('scum' as const, 'president' as const, 'first-lead' as const),
  exchange: fc.constantFrom('none' as const, 'one' as const, 'two' as const),
  exchangeReturn: fc.constantFrom('any' as const, 'lowest' as const),
  exchangeTies: fc.constantFrom('any' as const, 'suit' as const),
  miyako: fc.boolean(),
  forbiddenFinish: rankSubset,
  scoring: fc.constantFrom('none' as const, 'places' as const, 'two-one' as const),
  length: fc.oneof(
    fc.integer({ min: 1, max: 3 }).map((n) => ({ kind: 'rounds' as const, n })),
    fc.integer({ min: 2, max: 6 }).map((n) => ({ kind: 'points' as const, n })),
  ),
});

export const NAMES = ['Anna', 'Ben', 'Cem', 'Dora', 'Emil', 'Fay', 'Gus'];

function key(c: Card): string {
  return `${c.rank}${c.suit ?? ''}`;
}

function multiset(cards: readonly Card[]): string {
  return cards.map(key).sort().join(' ');
}

export interface GameRecord {
  readonly state: GameState;
  /** every deal and move entered, refused attempts too */
  readonly log: readonly LogEntry[];
  readonly moves: number;
  readonly refused: number;
}

/**
 * Plays a whole game (at most `maxRounds` rounds) with random legal moves, mixing in random
 * illegal attempts, and checks after every move: an illegal move changes nothing, cards are
 * conserved, places are a permutation, points follow the scheme; at the end, replaying the
 * log gives the same game.
 */
export function playRandomGame(
  rules: RuleSet,
  players: number,
  seed: number,
  maxRounds = 4,
): GameRecord {
  const random = mulberry32(seed);
  const names = NAMES.slice(0, players);
  const log = new LogBuilder(rules, names);
  let game = log.state;
  let moves = 0;
  let refused = 0;
  const deck = makeDeck(rules.jokers);
  for (let round = 1; round <= maxRounds && !game.over; round++) {
    const dealer = round === 1 ? players - 1 : -1;
    const seats = game.round?.seats ?? names;
    const previousDealer =
      dealer >= 0 ? dealer : seats.indexOf(game.results.at(-1)?.places.at(-1) ?? '');
    const hands = deal(roundSeed(seed, round), players, previousDealer, rules.jokers);
    game = log.deal({ hands }).state;
    const out: Card[] = [];
    for (let give = nextGive(game); give !== null; give = nextGive(game)) {
      const result = log.move(give);
      expect(result.verdict).toEqual({ legal: true });
      game = result.state;
    }
    let guard = 0;
    while (game.round !== null && !game.round.over) {
      if (++guard > 5000) throw new Error('a round did not end');
      if (random() < 0.15) {
        const attempt = randomAttempt(game, random);
        if (!judgeMove(game, attempt).legal) {
          refused++;
          expect(log.move(attempt).state).toBe(game);
          continue;
        }
      }
      const opener =
        game.round.trick.toAct === null
          ? game.round.seats[Math.floor(random() * players)]
          : undefined;
      const move = randomBotMove(game, random, opener);
      if (move === null) throw new Error('no move for the player to act');
      const before = game.round;
      const result = log.move(move);
      expect(result.verdict).toEqual({ legal: true });
      for (const e of result.events) {
        if (e.type === 'miyako')
          out.push(...(before.hands?.[before.seats.indexOf(e.player)] ?? []));
      }
      game = result.state;
      moves++;
      const r = game.round;
      if (r === null) throw new Error('no round');
      // every card of the deck is in a hand, on the played pile, or out through miyako
      expect(multiset([...(r.hands ?? []).flat(), ...r.played, ...out])).toBe(multiset(deck));
      expect(r.counts).toEqual((r.hands ?? []).map((h) => h.length));
    }
    const r = game.round;
    if (r === null) throw new Error('no round');
    const result = game.results.at(-1);
    expect(result?.number).toBe(r.number);
    expect([...(result?.places ?? [])].sort()).toEqual([...names].sort());
    checkPoints(rules, result?.places ?? [], result?.points ?? {});
  }
  expect(replayLog(rules, names, log.entries).state).toEqual(game);
  return { state: game, log: log.entries, moves, refused };
}

function checkPoints(
  rules: RuleSet,
  places: readonly (string | null)[],
  points: Readonly<Record<string, number>>,
): void {
  const n = places.length;
  places.forEach((p, i) => {
    const expected =
      rules.scoring === 'places'
        ? n - (i + 1)
        : rules.scoring === 'two-one'
          ? ([2, 1][i] ?? 0)
          : undefined;
    expect(points[p ?? '']).toBe(expected);
  });
}

export { DEFAULT_RULES };
