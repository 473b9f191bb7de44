/**
 * What must always hold (fast-check): seeded random games under random rule sets end with
 * every card accounted for, every applied move legal, places a permutation of the players,
 * points per the scheme, and the game's length respected. The games are played into a game
 * log; replaying it gives the same game. Time limits allow for a busy machine.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardOrder, makeDeck, rankIndex, type Card } from '../../src/engine/cards.ts';
import { highestCards, lowestCards } from '../../src/engine/game.ts';
import { presetRules, PRESET_NAMES } from '../../src/engine/rules.ts';
import { playRandomGame, ruleSetArb } from './random-games.ts';

describe('random games under random rule sets', () => {
  it('conserve cards, apply only legal moves, fill every place, score per the scheme', () => {
    fc.assert(
      fc.property(
        ruleSetArb,
        fc.integer({ min: 3, max: 7 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        (rules, players, seed) => {
          const record = playRandomGame(rules, players, seed, 3);
          const length = rules.length;
          const rounds = record.state.results.length;
          if (length.kind === 'rounds') expect(rounds).toBe(Math.min(length.n, 3));
          if (record.state.over) {
            expect(record.state.winner).not.toBeNull();
            if (length.kind === 'points')
              expect(Math.max(...Object.values(record.state.totals))).toBeGreaterThanOrEqual(
                length.n,
              );
          }
          expect(record.moves).toBeGreaterThan(0);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('plays every preset to the end of the game', () => {
    for (const name of PRESET_NAMES) {
      const rules = presetRules(name);
      for (const seed of [1, 2, 3]) {
        const record = playRandomGame(rules, 4 + (seed % 3), seed * 7919, 60);
        if (rules.length.kind !== 'open')
          expect(record.state.over, `${name} seed ${String(seed)}`).toBe(true);
        expect(record.refused).toBeGreaterThan(0);
      }
    }
  }, 60_000);

  it('the same seed gives the same game', () => {
    const rules = presetRules('house');
    const a = playRandomGame(rules, 5, 42, 2);
    const b = playRandomGame(rules, 5, 42, 2);
    expect(a.state).toEqual(b.state);
  });
});

describe("the exchange's highest and lowest cards", () => {
  // As the engine defines them: the hand sorted in the exchange's order, ties in the hand's order
  // (a stable sort), and the first `count` taken. The engine picks them without sorting.
  const bySort = (hand: Card[], count: number, value: (c: Card) => number): Card[] =>
    [...hand].sort((a, b) => value(a) - value(b)).slice(0, count);
  const deck = makeDeck(2);
  const handArb = fc
    .subarray(deck, { minLength: 0, maxLength: 20 })
    .chain((cards) =>
      fc.shuffledSubarray(cards, { minLength: cards.length, maxLength: cards.length }),
    );

  it("are those of a stable sort of the hand, ties in the hand's order", () => {
    fc.assert(
      fc.property(handArb, fc.integer({ min: 0, max: 22 }), (hand, count) => {
        expect(highestCards(hand, count, true)).toEqual(bySort(hand, count, (c) => -cardOrder(c)));
        expect(highestCards(hand, count, false)).toEqual(
          bySort(hand, count, (c) => -rankIndex(c.rank)),
        );
        expect(lowestCards(hand, count)).toEqual(bySort(hand, count, (c) => rankIndex(c.rank)));
      }),
      { numRuns: 500 },
    );
  });
});
