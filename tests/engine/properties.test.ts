/**
 * What must always hold (fast-check): seeded random games under random rule sets end with
 * every card accounted for, every applied move legal, places a permutation of the players,
 * points per the scheme, and the game's length respected. The games are played into a game
 * log; replaying it gives the same game. Time limits allow for a busy machine.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
