/**
 * The compact engine (fast.ts) and the public model (game.ts) must agree: same legal plays
 * at every step, same player to act, same places, under random rule sets without suits.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOKER_INDEX, rankIndex, type Card } from '../../src/engine/cards.ts';
import { nextGive } from '../../src/engine/bots.ts';
import {
  compileRules,
  encodePlay,
  FastTable,
  PASS,
  playCount,
  playRank,
  playWild,
} from '../../src/engine/fast.ts';
import {
  createGame,
  legalPlays,
  playMove,
  startRound,
  type GameState,
} from '../../src/engine/game.ts';
import { deal, mulberry32, roundSeed } from '../../src/engine/random.ts';
import type { RuleSet } from '../../src/engine/rules.ts';
import { NAMES, ruleSetArb } from './random-games.ts';

function encode(cards: readonly Card[]): number {
  const naturals = cards.filter((c) => c.rank !== 'X');
  const rank = naturals[0] === undefined ? JOKER_INDEX : rankIndex(naturals[0].rank);
  const wild = naturals.length === 0 ? 0 : cards.length - naturals.length;
  return encodePlay(rank, cards.length, wild);
}

/** The public model's cards for a fast play: the first cards of the rank in hand order, then jokers. */
function cardsFor(hand: readonly Card[], play: number): Card[] {
  const rank = playRank(play);
  const wild = playWild(play);
  const naturals = rank === JOKER_INDEX ? 0 : playCount(play) - wild;
  const jokersNeeded = rank === JOKER_INDEX ? playCount(play) : wild;
  const ofRank = hand
    .filter((c) => rankIndex(c.rank) === rank && rank !== JOKER_INDEX)
    .slice(0, naturals);
  const jokers = hand.filter((c) => c.rank === 'X').slice(0, jokersNeeded);
  return [...ofRank, ...jokers];
}

function loadTable(table: FastTable, game: GameState, previousFirst: number): void {
  const r = game.round;
  if (r === null || r.hands === null) throw new Error('known hands needed');
  table.hands.fill(0);
  r.hands.forEach((hand, seat) => {
    for (const c of hand)
      table.hands[seat * 14 + rankIndex(c.rank)] =
        (table.hands[seat * 14 + rankIndex(c.rank)] ?? 0) + 1;
  });
  table.reset(r.trick.toAct ?? 0, previousFirst);
}

function compareGames(rules: RuleSet, players: number, seed: number): number {
  const fastRules = compileRules(rules);
  if (fastRules === null) return 0;
  const random = mulberry32(seed);
  const names = NAMES.slice(0, players);
  let game = createGame(rules, names);
  const table = new FastTable(players, fastRules);
  const buffer = new Int32Array(512);
  let steps = 0;
  for (let round = 1; round <= 2; round++) {
    const previous = game.results.at(-1);
    const dealer =
      previous === undefined ? players - 1 : names.indexOf(previous.places.at(-1) ?? '');
    game = startRound(game, { hands: deal(roundSeed(seed, round), players, dealer, rules.jokers) });
    for (let give = nextGive(game); give !== null; give = nextGive(game))
      game = playMove(game, give).state;
    if (game.round?.trick.toAct === null) {
      // an open lead: let the first seat lead in both
      game = { ...game, round: { ...game.round, trick: { ...game.round.trick, toAct: 0 } } };
    }
    loadTable(table, game, previous === undefined ? -1 : names.indexOf(previous.places[0] ?? ''));
    while (game.round !== null && !game.round.over) {
      const r = game.round;
      const seat = r.trick.toAct ?? -1;
      expect(table.toAct).toBe(seat);
      const k = table.legalPlays(buffer);
      const fastPlays = Array.from(buffer.subarray(0, k)).sort((a, b) => a - b);
      const publicPlays = legalPlays(game)
        .map(encode)
        .sort((a, b) => a - b);
      expect(fastPlays).toEqual(publicPlays);
      const canPass = table.canPass(k);
      const pick = Math.floor(random() * (k + (canPass ? 1 : 0)));
      const play = pick === k ? PASS : (buffer[pick] as number);
      const player = r.seats[seat] ?? '';
      const move =
        play === PASS
          ? ({ type: 'pass', player } as const)
          : ({ type: 'play', player, cards: cardsFor(r.hands?.[seat] ?? [], play) } as const);
      const result = playMove(game, move);
      expect(result.verdict.legal).toBe(true);
      game = result.state;
      table.apply(play);
      steps++;
      expect(table.over).toBe(game.round?.over);
      expect(Array.from(table.cnt)).toEqual(game.round?.counts);
      expect(table.reversed).toBe(game.round?.reversed);
    }
    expect(Array.from(table.places)).toEqual(game.round?.places);
  }
  return steps;
}

describe('the compact engine agrees with the public model', () => {
  it('under random rule sets (no suit rules)', () => {
    let steps = 0;
    fc.assert(
      fc.property(
        ruleSetArb.map((r) => ({ ...r, twosBySuit: false, firstCard: false })),
        fc.integer({ min: 3, max: 7 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        (rules, players, seed) => {
          steps += compareGames(rules, players, seed);
        },
      ),
      { numRuns: 120 },
    );
    expect(steps).toBeGreaterThan(1000);
  });

  it('randomMove picks from exactly the legal plays (and the pass where legal)', () => {
    fc.assert(
      fc.property(
        ruleSetArb.map((r) => ({ ...r, twosBySuit: false, firstCard: false })),
        fc.integer({ min: 3, max: 7 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        (rules, players, seed) => {
          const fastRules = compileRules(rules);
          if (fastRules === null) return;
          const table = new FastTable(players, fastRules);
          const hands = deal(seed, players, players - 1, rules.jokers);
          hands.forEach((hand, seat) => {
            for (const c of hand)
              table.hands[seat * 14 + rankIndex(c.rank)] =
                (table.hands[seat * 14 + rankIndex(c.rank)] ?? 0) + 1;
          });
          table.reset(0, -1);
          const buffer = new Int32Array(512);
          const random = mulberry32(seed);
          for (let step = 0; step < 60 && !table.over; step++) {
            const k = table.legalPlays(buffer);
            const expected = Array.from(buffer.subarray(0, k));
            if (table.canPass(k)) expected.push(PASS);
            const seen = new Set<number>();
            for (let i = 0; i < expected.length; i++) seen.add(table.randomMove(() => i, buffer));
            expect([...seen].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
            table.apply(table.randomMove(() => Math.floor(random() * 0xffffffff), buffer));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses rule sets that need suits', () => {
    const rules = ruleSetArb;
    fc.assert(fc.property(rules, (r) => compileRules({ ...r, twosBySuit: true }) === null));
  });
});
