/**
 * The Strong player: it sees its own seat's view only (dealing the other hands again changes
 * nothing it does), and where two players are left it searches the rest of the round, winning
 * a round that the Normal heuristic loses from the same cards.
 */
import { describe, expect, it } from 'vitest';
import { chooseMove, type BotLevel } from '../../src/engine/bots.ts';
import type { Card } from '../../src/engine/cards.ts';
import {
  applyMove,
  createGame,
  startRound,
  toActName,
  type GameState,
} from '../../src/engine/game.ts';
import { deal, mulberry32, shuffle } from '../../src/engine/random.ts';
import { presetRules } from '../../src/engine/rules.ts';
import { seatView } from '../../src/engine/view.ts';
import { cards } from '../helpers.ts';

/** Plays the round with A at `levelA` and everyone else Normal; returns A's place (0 = first). */
function placeOfA(game: GameState, levelA: BotLevel): number {
  let g = game;
  for (let t = 0; t < 500 && g.round !== null && !g.round.over; t++) {
    const player = toActName(g) ?? 'A';
    const view = seatView(g, player);
    if (view === null) throw new Error('no view');
    const move = chooseMove(view, player === 'A' ? levelA : 'normal', mulberry32(t));
    if (move === null) throw new Error('no move');
    g = applyMove(g, move).state;
  }
  return g.round?.places.indexOf(0) ?? -1;
}

describe('the Strong player', () => {
  it('two players left: it finds the win the Normal heuristic misses', () => {
    const rules = { ...presetRules('classic'), firstLead: 'any' as const, firstCard: false };
    const game = startRound(createGame(rules, ['A', 'B']), {
      seats: ['A', 'B'],
      dealer: 'B',
      hands: [cards('KH AH KC 3H 6S'), cards('6H QD 10D 8H AD')],
    });
    expect(placeOfA(game, 'normal')).toBe(1);
    expect(placeOfA(game, 'strong')).toBe(0);
  });

  it('chooses from its own view: the other hands dealt again (same counts) change nothing', () => {
    const players = ['A', 'B', 'C', 'D'];
    let game = startRound(createGame(presetRules('house'), players), {
      seats: players,
      dealer: 'D',
      hands: deal(99, 4, 3, 0),
    });
    let checked = 0;
    for (let t = 0; t < 400 && game.round !== null && !game.round.over; t++) {
      const player = toActName(game) ?? 'A';
      const view = seatView(game, player);
      if (view === null) throw new Error('no view');
      const random = (): (() => number) => mulberry32(1000 + t);
      const move = chooseMove(view, player === 'A' ? 'strong' : 'normal', random());
      if (move === null) throw new Error('no move');
      if (player === 'A' && t % 3 === 0 && game.round.hands !== null) {
        const round = game.round;
        const hands = round.hands ?? [];
        const others = shuffle(
          hands.flatMap((h, s) => (s === 0 ? [] : h)),
          mulberry32(t),
        );
        let k = 0;
        const redealt = hands.map((h, s) => (s === 0 ? h : h.map(() => others[k++] as Card)));
        const other = seatView({ ...game, round: { ...round, hands: redealt } }, 'A');
        expect(other === null ? null : chooseMove(other, 'strong', random())).toEqual(move);
        checked++;
      }
      game = applyMove(game, move).state;
    }
    expect(checked).toBeGreaterThan(2);
  });
});
