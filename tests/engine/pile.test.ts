/**
 * The engine keeps the current trick's turns (the pile) and the last ended trick, with why
 * it ended and who leads next.
 */
import { cards } from '../helpers.ts';
import { describe, expect, it } from 'vitest';
import {
  createGame,
  playMove,
  startRound,
  type GameState,
  type Move,
} from '../../src/engine/game.ts';
import { DEFAULT_RULES } from '../../src/engine/rules.ts';
import { applyRuleText } from '../../src/engine/rule-text.ts';

const cs = cards;

function play(rules: string, moves: readonly string[]): GameState {
  let game = startRound(
    createGame(applyRuleText(DEFAULT_RULES, rules).rules, ['A', 'B', 'C', 'D']),
  );
  for (const line of moves) {
    const [player = '', what = ''] = line.split(': ');
    const move: Move =
      what === 'pass' ? { type: 'pass', player } : { type: 'play', player, cards: cs(what) };
    const result = playMove(game, move);
    expect(result.verdict, line).toEqual({ legal: true });
    game = result.state;
  }
  return game;
}

describe('the pile', () => {
  it('lists the turns of the trick in order, passes included', () => {
    const round = play('common, first-lead=any, first-card=off', ['A: 5', 'B: pass', 'C: 7']).round;
    expect(round?.trick.pile).toEqual([
      { seat: 0, kind: 'play', cards: cs('5') },
      { seat: 1, kind: 'pass', cards: [] },
      { seat: 2, kind: 'play', cards: cs('7') },
    ]);
    expect(round?.lastTrick).toBeNull();
  });
  it('marks a skipped player (equal=skip)', () => {
    const round = play('equal=skip', ['A: 5', 'B: 5']).round;
    expect(round?.trick.pile.map((e) => e.kind)).toEqual(['play', 'play', 'skip']);
    expect(round?.trick.toAct).toBe(3);
  });
  it('keeps the ended trick with its reason: everyone passed', () => {
    const round = play('', ['A: 5', 'B: 9', 'C: pass', 'D: pass', 'A: pass']).round;
    expect(round?.trick.pile).toEqual([]);
    expect(round?.lastTrick).toMatchObject({ winner: 1, leader: 1, reason: 'all-passed' });
    expect(round?.lastTrick?.pile.map((e) => e.kind)).toEqual([
      'play',
      'play',
      'pass',
      'pass',
      'pass',
    ]);
  });
  it('a clearing rank ends the trick at once', () => {
    const round = play('clear=8', ['A: 5', 'B: 8']).round;
    expect(round?.lastTrick).toMatchObject({ winner: 1, leader: 1, reason: 'cleared' });
  });
  it('one lap ends the trick after every other player had a turn', () => {
    const round = play('one-lap=on, reentry=on', ['A: 5', 'B: 6', 'C: pass', 'D: 9']).round;
    expect(round?.lastTrick).toMatchObject({ winner: 3, leader: 3, reason: 'lap-over' });
  });
});

describe('a round that follows places the device did not see (mid-game start)', () => {
  it('round N with the previous places: its exchange, leader and dealer follow them', () => {
    const rules = applyRuleText(DEFAULT_RULES, 'common').rules;
    const game = startRound(createGame(rules, ['A', 'B', 'C', 'D']), {
      number: 4,
      previous: ['C', 'A', 'D', 'B'],
    });
    const round = game.round;
    expect(round?.number).toBe(4);
    expect(round?.firstLike).toBe(false);
    expect(round?.seats[round.dealer]).toBe('B');
    // common: the Scum leads after the exchange; two cards Scum → President, one Vice Scum → Vice President
    expect(round?.exchange.map((d) => [d.from, d.to, d.count, d.kind])).toEqual([
      [1, 2, 2, 'highest'],
      [2, 1, 2, 'return'],
      [3, 0, 1, 'highest'],
      [0, 3, 1, 'return'],
    ]);
    expect(round?.trick.toAct).toBe(1);
  });
});
