/**
 * A seat's view (src/engine/view.ts): what the seat may see and nothing more. Property tests
 * over random games under random rule sets: the view never holds a card of another hand,
 * and it does not change when the other hands are dealt differently (same counts), so a bot
 * that reads it cannot learn them. The onlooker's view of an open table (seat null) is the
 * same view with every hand and the whole exchange list.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameCard, type Card } from '../../src/engine/cards.ts';
import { nextGive } from '../../src/engine/bots.ts';
import { createGame, playMove, startRound, type GameState } from '../../src/engine/game.ts';
import { deal, mulberry32 } from '../../src/engine/random.ts';
import { presetRules, type RuleSet } from '../../src/engine/rules.ts';
import { passedIn, seatView, type SeatView } from '../../src/engine/view.ts';
import { randomBotMove } from '../golden/generate.ts';
import { NAMES, ruleSetArb } from './random-games.ts';

/** Every card anywhere in a value (objects with a rank and a suit). */
function cardsIn(value: unknown): Card[] {
  if (Array.isArray(value)) return value.flatMap(cardsIn);
  if (typeof value !== 'object' || value === null) return [];
  if ('rank' in value && 'suit' in value) return [value as Card];
  return Object.values(value).flatMap(cardsIn);
}

/** A game of `players` dealt from `seed`, played `steps` random moves into its first round (and a second, with its exchange). */
function gameAt(rules: RuleSet, players: number, seed: number, steps: number): GameState {
  const random = mulberry32(seed);
  const names = NAMES.slice(0, players);
  let game = createGame(rules, names);
  game = startRound(game, { hands: deal(seed, players, players - 1, rules.jokers) });
  for (let i = 0; i < steps; i++) {
    const round = game.round;
    if (round === null) break;
    if (round.over) {
      game = startRound(game, { hands: deal(seed + i, players, round.dealer, rules.jokers) });
      for (let give = nextGive(game); give !== null; give = nextGive(game))
        game = playMove(game, give).state;
      continue;
    }
    const move = randomBotMove(game, random, round.seats[Math.floor(random() * players)]);
    if (move === null) break;
    game = playMove(game, move).state;
  }
  return game;
}

/** The same game with the cards of every hand but `seat`'s dealt among those hands again (counts kept). */
function othersRedealt(game: GameState, seat: number, seed: number): GameState {
  const round = game.round;
  if (round?.hands == null) return game;
  const others = round.hands.flatMap((h, s) => (s === seat ? [] : h));
  const random = mulberry32(seed);
  for (let i = others.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [others[i], others[j]] = [others[j] as Card, others[i] as Card];
  }
  let k = 0;
  const hands = round.hands.map((h, s) => (s === seat ? h : h.map(() => others[k++] as Card)));
  return { ...game, round: { ...round, hands } };
}

const gameArb = fc.record({
  rules: ruleSetArb,
  players: fc.integer({ min: 2, max: 7 }),
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  steps: fc.integer({ min: 0, max: 90 }),
});

describe('seatView', () => {
  it('never contains a card of another seat’s hand', () => {
    fc.assert(
      fc.property(gameArb, ({ rules, players, seed, steps }) => {
        const game = gameAt(rules, players, seed, steps);
        const round = game.round;
        if (round?.hands == null) return;
        round.seats.forEach((seat, s) => {
          const view = seatView(game, seat);
          expect(view?.hand).toEqual(round.hands?.[s]);
          const others = round.hands?.filter((_, o) => o !== s).flat() ?? [];
          // the cards of the gives it made or received (the only gives it sees) it knows
          for (const card of cardsIn({ ...view, gives: [] })) {
            if (card.suit === null) continue; // jokers are alike: one in two hands is no leak
            expect(others.some((c) => sameCard(c, card))).toBe(false);
          }
          for (const g of view?.gives ?? []) expect(g.from === seat || g.to === seat).toBe(true);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('does not change when the other hands are dealt differently', () => {
    fc.assert(
      fc.property(gameArb, ({ rules, players, seed, steps }) => {
        const game = gameAt(rules, players, seed, steps);
        game.round?.seats.forEach((seat, s) => {
          expect(seatView(othersRedealt(game, s, seed), seat)).toEqual(seatView(game, seat));
        });
      }),
      { numRuns: 40 },
    );
  });

  it('shows the seat its own hand, counts, turn, legal plays and gives; no hand in table mode', () => {
    const rules = presetRules('classic');
    const game = startRound(createGame(rules, ['A', 'B', 'C']), {
      hands: deal(7, 3, 2, 0),
    });
    const view = seatView(game, 'A');
    expect(view?.hand).toEqual(game.round?.hands?.[0]);
    expect(view?.counts).toEqual({ A: 18, B: 17, C: 17 });
    expect(view?.round).toBe(1);
    expect(view?.dealer).toBe('C');
    // A, B or C holds 3♣ and leads; only the leader has legal plays, nobody may pass a lead
    const leader = view?.toAct ?? '';
    for (const p of ['A', 'B', 'C']) {
      const v = seatView(game, p);
      expect(v?.legalPlays.length !== 0).toBe(p === leader);
      expect(v?.canPass).toBe(false);
    }
    const table = startRound(createGame(rules, ['A', 'B', 'C']), {});
    expect(seatView(table, 'A')?.hand).toBeNull();
    expect(seatView(table, 'A')?.counts).toEqual({ A: 18, B: 17, C: 17 });
    expect(seatView(game, 'Zed')).toBeNull();
    expect(seatView(createGame(rules, ['A', 'B']), 'A')).toMatchObject({ round: null, hand: null });
  });

  it('names the pile, the last trick and the gives by player', () => {
    const rules: RuleSet = { ...presetRules('classic'), length: { kind: 'rounds', n: 3 } };
    const c = (rank: Card['rank'], suit: Card['suit']): Card => ({ rank, suit });
    let game = startRound(createGame(rules, ['A', 'B', 'C']), {
      hands: [[c('3', 'C'), c('9', 'C')], [c('4', 'C')], [c('5', 'C'), c('6', 'C')]],
    });
    game = playMove(game, { type: 'play', player: 'A', cards: [c('3', 'C')] }).state;
    game = playMove(game, { type: 'pass', player: 'B' }).state;
    expect(seatView(game, 'C')?.pile).toEqual([
      { player: 'A', kind: 'play', cards: [c('3', 'C')] },
      { player: 'B', kind: 'pass', cards: [] },
    ]);
    expect(seatView(game, 'C')?.passed).toEqual(['B']);
    game = playMove(game, { type: 'pass', player: 'C' }).state;
    expect(seatView(game, 'B')?.lastTrick).toMatchObject({
      winner: 'A',
      leader: 'A',
      reason: 'all-passed',
    });
    expect(seatView(game, 'B')?.played).toEqual([c('3', 'C')]);
    game = playMove(game, { type: 'play', player: 'A', cards: [c('9', 'C')] }).state;
    game = playMove(game, { type: 'pass', player: 'B' }).state;
    game = playMove(game, { type: 'pass', player: 'C' }).state;
    game = playMove(game, { type: 'play', player: 'B', cards: [c('4', 'C')] }).state;
    expect(seatView(game, 'A')?.places).toEqual(['A', 'B', 'C']);
    expect(seatView(game, 'A')?.roundOver).toBe(true);
    game = startRound(game, {
      hands: [[c('3', 'D'), c('4', 'D')], [c('5', 'D')], [c('6', 'D'), c('7', 'D')]],
    });
    // C (scum) gives A (president) two cards; B has no part in the exchange
    expect(seatView(game, 'C')?.gives).toEqual([
      { from: 'C', to: 'A', count: 2, kind: 'highest', done: false },
      { from: 'A', to: 'C', count: 2, kind: 'return', done: false },
    ]);
    expect(seatView(game, 'B')?.gives).toEqual([]);
    expect(seatView(game, 'B')?.previous).toEqual(['A', 'B', 'C']);
  });

  it('gives a seat only its own hand in `hands`', () => {
    const game = startRound(createGame(presetRules('classic'), ['A', 'B', 'C']), {
      hands: deal(3, 3, 2, 0),
    });
    expect(seatView(game, 'B')?.hands).toEqual({ B: game.round?.hands?.[1] });
  });
});

/** The fields of a view that every viewer shares (all but the seat's name, hands, plays and gives). */
const OWN = new Set(['seat', 'hand', 'hands', 'legalPlays', 'canPass', 'gives']);
function shared(view: SeatView<string | null> | null): object {
  return Object.fromEntries(Object.entries(view ?? {}).filter(([key]) => !OWN.has(key)));
}

describe('the onlooker at an open table (seatView with null)', () => {
  it('sees what every seat sees, with every hand and the whole exchange list', () => {
    fc.assert(
      fc.property(gameArb, ({ rules, players, seed, steps }) => {
        const game = gameAt(rules, players, seed, steps);
        const round = game.round;
        const view = seatView(game, null);
        expect(view.seat).toBeNull();
        expect(view.hand).toBeNull();
        expect(view.legalPlays).toEqual([]);
        expect(view.canPass).toBe(false);
        if (round === null) return;
        round.seats.forEach((seat, s) => {
          expect(view.hands?.[seat]).toEqual(round.hands?.[s]);
          expect(shared(view)).toEqual(shared(seatView(game, seat)));
        });
        expect(view.gives).toHaveLength(round.exchange.length);
      }),
      { numRuns: 40 },
    );
  });

  it('sees no hands in table mode and nothing before the deal', () => {
    const rules = presetRules('classic');
    const table = startRound(createGame(rules, ['A', 'B', 'C']), {});
    expect(seatView(table, null)).toMatchObject({ seat: null, hands: null, counts: { A: 18 } });
    expect(seatView(createGame(rules, ['A', 'B']), null)).toMatchObject({
      round: null,
      hands: null,
      pile: [],
    });
  });
});

describe('who passed in a trick (passedIn)', () => {
  const c = (rank: Card['rank'], suit: Card['suit']): Card => ({ rank, suit });

  it('is whoever passed or was skipped last, in the order of their first turn', () => {
    expect(
      passedIn([
        { player: 'A', kind: 'play', cards: [c('3', 'C')] },
        { player: 'B', kind: 'pass', cards: [] },
        { player: 'C', kind: 'skip', cards: [] },
        { player: 'D', kind: 'play', cards: [c('5', 'C')] },
        { player: 'A', kind: 'pass', cards: [] },
        // re-entry: B passed, then played again, so B is back in
        { player: 'B', kind: 'play', cards: [c('6', 'C')] },
      ]),
    ).toEqual(['A', 'C']);
  });

  it('shows a player who re-entered as back in, and the ended trick keeps who passed', () => {
    const rules: RuleSet = { ...presetRules('classic'), reentry: true };
    let game = startRound(createGame(rules, ['A', 'B', 'C']), {
      hands: [
        [c('3', 'C'), c('9', 'C'), c('2', 'D')],
        [c('4', 'C'), c('K', 'C'), c('5', 'S')],
        [c('5', 'C'), c('6', 'C'), c('7', 'S')],
      ],
    });
    const moves = [
      { type: 'play', player: 'A', cards: [c('3', 'C')] },
      { type: 'pass', player: 'B' },
      { type: 'play', player: 'C', cards: [c('5', 'C')] },
      { type: 'pass', player: 'A' },
      { type: 'play', player: 'B', cards: [c('K', 'C')] },
    ] as const;
    for (const move of moves) {
      const result = playMove(game, move);
      expect(result.verdict.legal).toBe(true);
      game = result.state;
    }
    // the engine still knows B passed once (re-entry); the table shows only A sitting out
    expect(game.round?.trick.passed).toEqual([true, true, false]);
    expect(seatView(game, null).passed).toEqual(['A']);
    game = playMove(game, { type: 'pass', player: 'C' }).state;
    game = playMove(game, { type: 'pass', player: 'A' }).state;
    const last = seatView(game, null).lastTrick;
    expect(last).toMatchObject({ winner: 'B', leader: 'B', reason: 'all-passed' });
    expect(last?.passed).toEqual(['A', 'C']);
    expect(seatView(game, null).passed).toEqual([]);
  });
});
