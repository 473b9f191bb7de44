/**
 * The worked examples of rules-spec §8 (from the source documents), and the examples the
 * rule pages step through, as scenarios.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/verdict.ts';
import { codes, lines, referee } from '../helpers.ts';

function events(text: string): GameEvent[] {
  return referee(text).moves.flatMap((m) => m.events);
}

describe('000, pairs (common, table mode)', () => {
  const text = lines(`
    rules: common
    players: A, B, C, D
    A: 3C 3D     # the opening play holds the 3♣ (first-card); everyone passes
    B: pass
    C: pass
    D: pass
    A: 7 7
    B: J J
    C: A         # a single ace does not beat a pair
    C: pass
    D: K K
    A: pass
    B: pass
  `);
  it('C cannot beat a pair with one ace; D wins the trick and leads', () => {
    expect(codes(text)).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'wrong-count',
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    const report = referee(text);
    expect(report.next).toEqual({ round: 1, toAct: 'D', top: null, revolution: false });
    expect(events(text).filter((e) => e.type === 'trick-won')).toEqual([
      { type: 'trick-won', player: 'A', leader: 'A', reason: 'all-passed', winnerOut: false },
      { type: 'trick-won', player: 'D', leader: 'D', reason: 'all-passed', winnerOut: false },
    ]);
  });
});

describe('002, five players (arschloch, re-entry on)', () => {
  const moves = `
    A: 4 4
    B: pass
    C: pass
    D: 6 6
    E: 9 9
    A: J J
    B: pass
    C: pass
    D: K K
    E: pass
    A: pass
    B: A A
    C: pass
    D: pass
    E: pass
    A: pass`;
  it('all legal: B re-enters after passing, wins the trick and leads (the list, not the text, is followed)', () => {
    const text = lines(`rules: arschloch\nplayers: A, B, C, D, E\n${moves}`);
    expect(codes(text).every((c) => c === 'ok')).toBe(true);
    expect(referee(text).next.toAct).toBe('B');
  });
  it('with reentry=off the passed players sit out: D wins with K K and leads, B is refused', () => {
    const text = lines(`rules: arschloch, reentry=off\nplayers: A, B, C, D, E\n${moves}`);
    // B and C passed in this trick, so their passes after J J are refused; after A's pass
    // (line 11) the turn would come back to D: the trick ends and D leads. B's A A is then
    // not B's turn (the spec's §8 calls it already-passed; see docs/decisions.md).
    expect(codes(text)).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'already-passed',
      'already-passed',
      'ok',
      'ok',
      'ok',
      'not-your-turn',
      'not-your-turn',
      'leader-cannot-pass',
      'not-your-turn',
      'not-your-turn',
    ]);
    expect(referee(text).next.toAct).toBe('D');
  });
});

describe("001's status-line reasons", () => {
  const base = 'rules: classic\nplayers: Du, Rechts, Gegenüber, Links\n';
  it('9 and 10 together: mixed-ranks', () =>
    expect(codes(`${base}Du: 9H 10H`)).toEqual(['mixed-ranks']));
  it('a single on a pair: wrong-count', () =>
    expect(codes(`${base}Du: 5H 5S\nRechts: 9C`)).toEqual(['ok', 'wrong-count']));
  it('9♠ on 9♥: not-higher (suits never break ties)', () =>
    expect(codes(`${base}Du: 9H\nRechts: 9S`)).toEqual(['ok', 'not-higher']));
  it("the leader's pass: leader-cannot-pass", () =>
    expect(codes(`${base}Du: pass`)).toEqual(['leader-cannot-pass']));
  it('the seats go in the order the table enters (Du → Rechts → Gegenüber → Links)', () => {
    expect(codes(`${base}Du: 5H\nGegenüber: 7H`)).toEqual(['ok', 'not-your-turn']);
    expect(referee(`${base}Du: 5H\nRechts: 7H`).next.toAct).toBe('Gegenüber');
  });
});

describe('001, revolution and counter-revolution', () => {
  const base = 'rules: revolution\nplayers: A, B, C, D\n';
  it('8 8 8 8 turns the order; 5 5 5 5 beats it and, with counter=on, turns it back', () => {
    const text = `${base}A: 8 8 8 8\nB: 5 5 5 5`;
    expect(codes(text)).toEqual(['ok', 'ok']);
    expect(events(text).filter((e) => e.type === 'revolution')).toEqual([
      { type: 'revolution', reversed: true },
      { type: 'revolution', reversed: false },
    ]);
    expect(referee(text).next.revolution).toBe(false);
  });
  it('after the revolution a higher four is refused', () => {
    expect(codes(`${base}A: 8 8 8 8\nB: 9 9 9 9`)).toEqual(['ok', 'not-higher']);
  });
  it('with counter=off the order stays turned', () => {
    const text = `rules: revolution, counter=off\nplayers: A, B, C, D\nA: 8 8 8 8\nB: 5 5 5 5`;
    expect(codes(text)).toEqual(['ok', 'ok']);
    expect(referee(text).next.revolution).toBe(true);
  });
  it('in the turned order a 3 beats a 2, and the round keeps the order (revolution=round)', () => {
    const text = `${base}A: 8 8 8 8\nB: pass\nC: pass\nD: pass\nA: 2\nB: 3`;
    expect(codes(text)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
  });
  it('revolution=trick: the order turns back when the trick ends', () => {
    const text = `rules: revolution, revolution=trick\nplayers: A, B, C, D\nA: 8 8 8 8\nB: pass\nC: pass\nD: pass\nA: 2\nB: 3`;
    expect(codes(text)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'not-higher']);
  });
});

describe('the 8-stop (house: clear=8) and the 10 that clears (dutch house rule)', () => {
  it('an 8 ends the trick at once and its player leads again', () => {
    const text = 'rules: house\nplayers: A, B, C, D\nA: 5\nB: 8\nC: 9\nB: 3';
    expect(codes(text)).toEqual(['ok', 'ok', 'not-your-turn', 'ok']);
    expect(events(text).some((e) => e.type === 'cleared' && e.player === 'B')).toBe(true);
  });
  it('the clearing play must itself be legal: an 8 on a 9 is still not-higher', () => {
    expect(codes('rules: house\nplayers: A, B, C, D\nA: 9\nB: 8')).toEqual(['ok', 'not-higher']);
  });
  it('dutch with clear=10', () => {
    const text = 'rules: dutch, clear=10\nplayers: A, B, C, D\nA: 3D\nB: 10\nB: 4';
    expect(codes(text)).toEqual(['ok', 'ok', 'ok']);
  });
});

describe('004, Dutch: the same or more cards, the same rank allowed, 2s by suit', () => {
  const base = 'rules: dutch\nplayers: A, B, C, D\n';
  it('on 4♣ 4♦ 4♥ the next may lay 8♦ 8♥ 8♠, or four cards, or the same rank', () => {
    expect(codes(`${base}A: 3D 3C 3H\nB: 8D 8H 8S`)).toEqual(['ok', 'ok']);
    expect(codes(`${base}A: 3D 3C\nB: 5C 5D 5H`)).toEqual(['ok', 'ok']);
    expect(codes(`${base}A: 3D 9C\nB: 9D 9H`)).toEqual(['mixed-ranks', 'ok']);
    expect(codes(`${base}A: 3D 3C\nB: 3H 3S`)).toEqual(['ok', 'ok']);
    expect(codes(`${base}A: 3D 3C\nB: 4H`)).toEqual(['ok', 'wrong-count']);
  });
  it('among 2s: ♦ = ♥ < ♣ < ♠', () => {
    const lead = `${base}A: 3D\nB: pass\nC: pass\nD: pass\n`;
    expect(codes(`${lead}A: 2C\nB: 2H`).slice(-1)).toEqual(['not-higher']);
    expect(codes(`${lead}A: 2C\nB: 2S`).slice(-1)).toEqual(['ok']);
    expect(codes(`${lead}A: 2D\nB: 2H`).slice(-1)).toEqual(['ok']); // equal is allowed in dutch
    expect(codes(`${lead.replace('dutch', 'dutch, equal=off')}A: 2D\nB: 2H`).slice(-1)).toEqual([
      'not-higher',
    ]);
    expect(codes(`${lead}A: 2S\nB: 2`).slice(-1)).toEqual(['ok']); // a 2 without suit equals any 2
  });
});

describe('an equal play skips the next player (equal=skip)', () => {
  it('B equals A and C is skipped: D is to act', () => {
    const text = 'rules: classic, equal=skip\nplayers: A, B, C, D\nA: 7\nB: 7\nC: 9';
    expect(codes(text)).toEqual(['ok', 'ok', 'not-your-turn']);
    expect(referee(text).next.toAct).toBe('D');
    expect(events(text)).toContainEqual({ type: 'skipped', player: 'C' });
  });
  it('with two players left, the equal play comes straight back to its player', () => {
    const text = 'rules: classic, equal=skip\nplayers: A, B\nA: 7\nB: 7';
    expect(referee(text).next).toMatchObject({ toAct: 'B', top: null });
  });
});

describe('a player going out on the winning play', () => {
  it('the next player after them who still holds cards leads', () => {
    const text = lines(`
      rules: classic
      players: A, B, C, D
      hand A: 3C KS
      hand B: 4C 5C
      hand C: 6C 7C
      hand D: 8C 9C
      A: 3C
      B: 4C
      C: 6C
      D: 8C
      A: KS      # A goes out, first place, on a play nobody beats
      B: pass
      C: pass
      D: pass
    `);
    expect(codes(text).every((c) => c === 'ok')).toBe(true);
    const report = referee(text);
    expect(report.rounds[0]?.places).toEqual(['A', null, null, null]);
    expect(report.next.toAct).toBe('B');
    expect(report.moves.flatMap((m) => m.events)).toContainEqual({
      type: 'trick-won',
      player: 'A',
      leader: 'B',
      reason: 'all-passed',
      winnerOut: true,
    });
  });
});

describe('forbidden finish, miyako, one lap', () => {
  it('going out with a forbidden 2 takes the worst free place (a foul)', () => {
    const text =
      'rules: classic, forbidden-finish=2\nplayers: A, B, C\nhand A: 3C 2S\nhand B: 4C 5C\nhand C: 6C 7C\nA: 3C\nB: 4C\nC: 6C\nA: 2S';
    const report = referee(text);
    expect(report.rounds[0]?.places).toEqual([null, null, 'A']);
    expect(report.moves.at(-1)?.events).toContainEqual({
      type: 'foul',
      player: 'A',
      place: 3,
      card: { rank: '2', suit: 'S' },
    });
  });
  it('miyako: the previous president drops to last when another goes out first', () => {
    const text = lines(`
      rules: house, exchange=none
      players: A, B, C
      round 1
      hand A: 3C
      hand B: 4C 5C
      hand C: 6C 7C
      A: 3C
      B: 4C
      C: pass
      B: 5C
      round 2
      hand A: 4D 5D
      hand B: 6D
      hand C: 7D 8D
      C: 7D
      A: pass
      B: pass
      C: 8D
    `);
    const report = referee(text);
    expect(report.rounds[0]?.places).toEqual(['A', 'B', 'C']);
    // round 2: the scum C leads, goes out first; A, the president, has not finished: last
    expect(report.rounds[1]?.places).toEqual(['C', 'B', 'A']);
    expect(report.moves.at(-1)?.events).toContainEqual({
      type: 'miyako',
      player: 'A',
      place: 3,
      by: 'C',
    });
  });
  it('one-lap: every other player gets one turn, then the trick ends', () => {
    const text = 'rules: classic, one-lap=on\nplayers: A, B, C, D\nA: 5\nB: 7\nC: pass\nD: 9\nD: 3';
    expect(codes(text)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(events(text)).toContainEqual({
      type: 'trick-won',
      player: 'D',
      leader: 'D',
      reason: 'lap-over',
      winnerOut: false,
    });
  });
});
