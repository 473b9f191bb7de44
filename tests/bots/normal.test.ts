/**
 * The Normal player's key choices, as document 001's tips describe them: sets stay whole,
 * the lowest card that beats goes first, the top two ranks of the current order (2s and aces,
 * or 3s and 4s after a revolution) are kept to win a lead back, a player about to go out gets
 * nothing they could go out with, a four of a kind turns a low hand round, and the exchange
 * gives back the loneliest low cards.
 */
import { describe, expect, it } from 'vitest';
import { chooseGive, chooseMove } from '../../src/engine/bots.ts';
import { loneliestLow } from '../../src/engine/policy.ts';
import { formatCards } from '../../src/engine/cards.ts';
import {
  applyMove,
  createGame,
  startRound,
  type GameState,
  type Move,
} from '../../src/engine/game.ts';
import { mulberry32 } from '../../src/engine/random.ts';
import { presetRules, type RuleSet } from '../../src/engine/rules.ts';
import { seatView } from '../../src/engine/view.ts';
import { cards } from '../helpers.ts';

const PLAYERS = ['A', 'B', 'C', 'D'];
const FILLER = [
  '3H 5S 6C 7D 8H 9C 10S JC QH',
  '3S 5C 6D 7H 8C 9H 10D JH QD',
  '4C 5H 6S 7C 8D 9D 10H JS QC',
];

/** A round of `rules` where anyone may lead, A holding `hand`, then `moves` played. */
function table(
  hand: string,
  moves: readonly Move[] = [],
  rules: RuleSet = presetRules('classic'),
  others: readonly string[] = FILLER,
): GameState {
  const open = { ...rules, firstLead: 'any' as const, firstCard: false };
  let game = startRound(createGame(open, PLAYERS), {
    seats: PLAYERS,
    dealer: 'D',
    hands: [cards(hand), ...others.map(cards)],
  });
  for (const m of moves) game = applyMove(game, m).state;
  return game;
}

/** What A (Normal) plays now, as text ('pass' for a pass). */
function normalPlays(game: GameState): string {
  const view = seatView(game, 'A');
  if (view === null) throw new Error('no view');
  const move = chooseMove(view, 'normal', mulberry32(1));
  if (move === null) throw new Error('no move');
  return move.type === 'play' ? formatCards(move.cards) : move.type;
}

const play = (player: string, text: string): Move => ({ type: 'play', player, cards: cards(text) });
const pass = (player: string): Move => ({ type: 'pass', player });

describe('the Normal player leads', () => {
  it('does not break a pair to lead a single: the pair of 5s or the lone 6, never one 5', () => {
    const led = normalPlays(table('5C 5D 6H 9S QD AS 2H'));
    expect(['5C 5D', '6H']).toContain(led);
  });

  it('leads its lowest set whole: a small pair before a higher single', () => {
    expect(normalPlays(table('4C 4D 7H 9S KD AS 2H'))).toBe('4C 4D');
  });

  it('keeps 2s and aces for later: leads the lone 8, not the ace', () => {
    expect(normalPlays(table('8C AS 2H'))).toBe('8C');
  });

  it('with a player on one card, leads a pair they cannot answer rather than a single', () => {
    const calm = table('5C 6D 6H 9S JD');
    expect(normalPlays(calm)).toBe('5C');
    const tense = table('5C 6D 6H 9S JD', [], presetRules('classic'), [
      'KH',
      FILLER[1] ?? '',
      FILLER[2] ?? '',
    ]);
    expect(normalPlays(tense)).toBe('6D 6H');
  });

  it('plays a four of a kind to turn a low hand round (revolution rules), and keeps it in a high hand', () => {
    const rules = presetRules('revolution');
    expect(normalPlays(table('4C 4D 4H 4S 3C 5D 6H 7S 9C', [], rules))).toBe('4C 4D 4H 4S');
    expect(normalPlays(table('9C 9D 9H 9S 3C KD AH 2S 2C', [], rules))).not.toBe('9C 9D 9H 9S');
  });

  it('goes out when one play empties its hand', () => {
    expect(normalPlays(table('JC JD'))).toBe('JC JD');
  });
});

describe('the Normal player answers', () => {
  it('with the lowest single that beats, whole: a lone king on a 9, not the ace or a broken pair', () => {
    const game = table('4C 5D 6H 10S 10C KD AS 2H', [
      play('A', '4C'),
      play('B', '9C'),
      pass('C'),
      pass('D'),
    ]);
    expect(normalPlays(game)).toBe('KD');
  });

  it('keeps its ace and 2 early in the round when nothing cheaper beats: it passes', () => {
    const game = table('4C 5D 6H 7S 8C AS 2H', [
      play('A', '4C'),
      play('B', 'QH'),
      pass('C'),
      pass('D'),
    ]);
    expect(normalPlays(game)).toBe('pass');
  });

  it('after a revolution 3s and 4s win leads back and aces are low: it answers a 9 with the 8', () => {
    const rules = presetRules('revolution');
    const others = ['KC KD KH KS 9H 5S 6C', FILLER[1] ?? '', FILLER[2] ?? ''];
    const game = table(
      '3C 4D 8S 7H AH JC QS',
      [
        pass('A'),
        play('B', 'KC KD KH KS'),
        pass('C'),
        pass('D'),
        pass('A'),
        play('B', '9H'),
        pass('C'),
        pass('D'),
      ],
      rules,
      others,
    );
    expect(seatView(game, 'A')?.reversed).toBe(true);
    expect(normalPlays(game)).toBe('8S');
  });
});

describe('the exchange', () => {
  it('gives back the two loneliest low cards rather than a broken pair', () => {
    expect(formatCards(loneliestLow(cards('3C 3D 5H 9S KD AS 2H'), 2))).toBe('5H 9S');
    expect(formatCards(loneliestLow(cards('3C 3D 5H 9S KD AS 2H'), 1))).toBe('5H');
  });

  it('a computer owing its highest gives exactly those (the rules decide), and returns its choice after', () => {
    const rules = presetRules('classic');
    let game = createGame(rules, PLAYERS);
    game = startRound(game, {
      seats: PLAYERS,
      dealer: 'D',
      previous: ['A', 'B', 'C', 'D'],
      hands: [
        cards('3C 3D 5H 9S KD AS 2H'),
        cards('4C 6D 7H 8C'),
        cards('4D 6H 7S 8D'),
        cards('4H 6S QC 2S'),
      ],
    });
    const scum = seatView(game, 'D');
    const give = scum === null ? null : chooseGive(scum, 'normal', mulberry32(1));
    expect(give).toEqual({ type: 'give', player: 'D', to: 'A', cards: cards('2S QC') });
    // the president gives back nothing before the scum's cards have come
    const early = seatView(game, 'A');
    expect(early === null ? 'none' : chooseGive(early, 'normal', mulberry32(1))).toBeNull();
  });
});
