/**
 * One row per verdict code (rules-spec §6), each a short written game whose last line gets
 * that code; then the order of the codes where two apply at once.
 */
import { describe, expect, it } from 'vitest';
import { card } from '../../src/engine/cards.ts';
import { createGame, judgeMove, startRound } from '../../src/engine/game.ts';
import { presetRules } from '../../src/engine/rules.ts';
import { MOVE_CODES, EXCHANGE_CODES } from '../../src/engine/verdict.ts';
import { codes, lastMove, lines } from '../helpers.ts';

const TWELVE = 'players: A, B, C, D, E, F, G, H, I, J, K, L';

/** Round 1 ends A, B, C, D; round 2 has known hands and the exchange of classic (two, ties by suit). */
const ROUND_TWO = lines(`
  rules: classic
  players: A, B, C, D
  round 1
  hand A: 3C
  hand B: 4C
  hand C: 5C
  hand D: 6C 7C
  A: 3C
  B: 4C
  C: 5C
  round 2
  hand A: 3D 4D 5D
  hand B: 6D 7D 8D
  hand C: 9D 10D JD 3H
  hand D: QD KD AD 2D
`);

const cases: { code: string; why: string; text: string }[] = [
  {
    code: 'round-over',
    why: 'the round ended when C was left alone with cards',
    text: `
      rules: classic
      players: A, B, C
      hand A: 3C
      hand B: 4C
      hand C: 5C 6C
      A: 3C
      B: 4C
      C: 5C`,
  },
  {
    code: 'already-finished',
    why: 'A went out with the first play',
    text: `
      rules: classic
      players: A, B, C
      hand A: 3C
      hand B: 4C 5C
      hand C: 6C 7C
      A: 3C
      A: 4D`,
  },
  {
    code: 'already-passed',
    why: 'reentry=off: B passed in this trick',
    text: `
      rules: classic, reentry=off
      players: A, B, C, D
      A: 5C
      B: pass
      C: 7C
      B: 9C`,
  },
  {
    code: 'not-your-turn',
    why: 'B is to act after A',
    text: `
      rules: classic
      players: A, B, C, D
      A: 5C
      C: 7C`,
  },
  {
    code: 'leader-cannot-pass',
    why: 'nothing is on the table',
    text: `
      rules: classic
      players: A, B, C, D
      A: pass`,
  },
  {
    code: 'must-play',
    why: 'mandatory=on and B holds 9C, which beats 3C',
    text: `
      rules: classic, mandatory=on
      players: A, B, C
      hand A: 3C 5C
      hand B: 9C 4D
      hand C: 6C 7C
      A: 3C
      B: pass`,
  },
  {
    code: 'duplicate-card',
    why: '5C twice in one play',
    text: `
      rules: classic
      players: A, B, C, D
      A: 5C 5C`,
  },
  {
    code: 'duplicate-card',
    why: 'five 7s in one play',
    text: `
      rules: classic
      players: A, B, C, D
      A: 7 7 7 7 7`,
  },
  {
    code: 'duplicate-card',
    why: 'a joker, but the deck has none',
    text: `
      rules: classic
      players: A, B, C, D
      A: X`,
  },
  {
    code: 'card-already-played',
    why: 'A played 5C in this round',
    text: `
      rules: classic
      players: A, B, C, D
      A: 5C
      B: 5C`,
  },
  {
    code: 'card-already-played',
    why: 'two 7s played and three more would make five',
    text: `
      rules: classic, count=more
      players: A, B, C, D
      A: 7 7
      B: 7 7 7`,
  },
  {
    code: 'not-in-hand',
    why: 'known hands: B does not hold 9H',
    text: `
      rules: classic
      players: A, B, C
      hand A: 3C 5C
      hand B: 9C 4D
      hand C: 6C 7C
      A: 3C
      B: 9H`,
  },
  {
    code: 'too-many-cards',
    why: 'table mode: G was dealt 4 cards of 54 among 12 and plays 5',
    text: `
      rules: classic, jokers=2, joker=wild
      ${TWELVE}
      G: 5 5 5 5 X`,
  },
  {
    code: 'too-many-cards',
    why: 'table mode: A holds 1 card after playing four 3s',
    text: `
      rules: classic
      ${TWELVE}
      A: 3 3 3 3
      B: pass
      C: pass
      D: pass
      E: pass
      F: pass
      G: pass
      H: pass
      I: pass
      J: pass
      K: pass
      L: pass
      A: 4 4`,
  },
  {
    code: 'mixed-ranks',
    why: '9 and 10 together',
    text: `
      rules: classic
      players: A, B, C, D
      A: 9C 10C`,
  },
  {
    code: 'mixed-ranks',
    why: 'joker=high: a joker only goes with jokers',
    text: `
      rules: classic, jokers=1
      players: A, B, C, D
      A: X 5C`,
  },
  {
    code: 'missing-first-card',
    why: 'common: the first play must contain 3♣',
    text: `
      rules: common
      players: A, B, C, D
      A: 4C`,
  },
  {
    code: 'missing-first-card',
    why: 'a lone 3 does not show that it is the 3♣',
    text: `
      rules: common
      players: A, B, C, D
      A: 3`,
  },
  {
    code: 'wrong-count',
    why: 'a single on a pair',
    text: `
      rules: classic
      players: A, B, C, D
      A: 5C 5D
      B: 7C`,
  },
  {
    code: 'not-higher',
    why: 'suits never break ties: 9♠ on 9♥',
    text: `
      rules: classic
      players: A, B, C, D
      A: 9H
      B: 9S`,
  },
  { code: 'exchange-not-due', why: 'B > D is not a pair', text: `${ROUND_TWO}\ngive B > D: 6D` },
  {
    code: 'exchange-wrong-count',
    why: 'the scum gives two cards',
    text: `${ROUND_TWO}\ngive D > A: 2D`,
  },
  { code: 'not-in-hand', why: 'D does not hold 2S', text: `${ROUND_TWO}\ngive D > A: 2S AD` },
  {
    code: 'exchange-not-highest',
    why: 'D holds 2D and AD',
    text: `${ROUND_TWO}\ngive D > A: QD KD`,
  },
  {
    code: 'exchange-not-lowest',
    why: 'dutch: the praeses returns the lowest cards',
    text: `
      rules: dutch
      players: A, B, C, D
      round 1
      hand A: 3D
      hand B: 4D
      hand C: 5D
      hand D: 6D 7D
      A: 3D
      B: 4D
      C: 5D
      round 2
      hand A: 3H 4H 5H
      hand B: 6H 7H 8H
      hand C: 9H 10H JH 3S
      hand D: QH KH AH 2H
      give D > A: 2H AH
      give A > D: 5H 4H`,
  },
];

describe('one case per verdict code', () => {
  for (const c of cases) {
    it(`${c.code}: ${c.why}`, () => {
      const move = lastMove(lines(c.text));
      expect(move.legal).toBe(false);
      expect(move.code).toBe(c.code);
      expect(move.reason?.code).toBe(c.code);
    });
  }
  it('covers every code', () => {
    // unknown-player cannot be written: the notation refuses the name first (tested below)
    const covered = new Set([...cases.map((c) => c.code), 'unknown-player']);
    for (const code of [...MOVE_CODES, ...EXCHANGE_CODES]) expect(covered, code).toContain(code);
  });
});

describe('unknown-player: a move naming someone not at the table is refused, never thrown', () => {
  const game = startRound(createGame(presetRules('common'), ['Anna', 'Ben', 'Cleo']));
  it('before the first deal, against the players of the game', () => {
    const before = createGame(presetRules('common'), ['Anna', 'Ben', 'Cleo']);
    expect(judgeMove(before, { type: 'pass', player: 'Eve' })).toEqual({
      legal: false,
      reason: {
        code: 'unknown-player',
        player: 'Eve',
        name: 'Eve',
        seats: ['Anna', 'Ben', 'Cleo'],
      },
    });
  });
  it('a play, a pass and a give by a stranger', () => {
    for (const move of [
      { type: 'play', player: 'Eve', cards: [card('3', 'C')] },
      { type: 'pass', player: 'Eve' },
      { type: 'give', player: 'Eve', to: 'Anna', cards: [card('3', 'C')] },
    ] as const) {
      const verdict = judgeMove(game, move);
      expect(verdict.legal).toBe(false);
      if (!verdict.legal)
        expect(verdict.reason).toMatchObject({ code: 'unknown-player', name: 'Eve' });
    }
  });
  it('a give to a stranger names the receiver', () => {
    const verdict = judgeMove(game, { type: 'give', player: 'Anna', to: 'Eve', cards: [] });
    expect(verdict).toMatchObject({ legal: false, reason: { name: 'Eve', player: 'Anna' } });
  });
  it('comes before every other code (even round-over)', () => {
    expect(MOVE_CODES[0]).toBe('unknown-player');
    expect(EXCHANGE_CODES[0]).toBe('unknown-player');
  });
});

describe('the data a message needs', () => {
  it('not-higher names the rank to beat and the player of the top play', () => {
    const m = lastMove(lines(cases.find((c) => c.code === 'not-higher')?.text ?? ''));
    expect(m.reason).toMatchObject({
      code: 'not-higher',
      rank: '9',
      top: { rank: '9', player: 'A', count: 1 },
    });
  });
  it('wrong-count names both counts and the rule', () => {
    const m = lastMove(lines(cases.find((c) => c.code === 'wrong-count')?.text ?? ''));
    expect(m.reason).toMatchObject({
      code: 'wrong-count',
      count: 1,
      top: { count: 2 },
      rule: 'same',
    });
  });
  it('card-already-played says whether the card itself or its rank ran out, and how many are left', () => {
    // three lone 9s played: 9♥ was never played, but only one 9 is left
    const rank = lastMove(
      lines(
        'rules: common, first-lead=any\nplayers: A, B, C, D\nA: 9 9 9\nB: pass\nC: pass\nD: pass\nA: 9H 9S',
      ),
    );
    expect(rank.reason).toMatchObject({ code: 'card-already-played', left: 1 });
    const card = lastMove(
      lines(
        'rules: common, first-lead=any\nplayers: A, B, C, D\nA: 9H\nB: pass\nC: pass\nD: pass\nA: 9H',
      ),
    );
    expect(card.reason).toMatchObject({ code: 'card-already-played', left: null });
  });
  it('not-higher says when nothing can beat the top (the highest rank, no jokers, no equal ranks)', () => {
    const on2 = (rules: string): unknown =>
      lastMove(lines(`rules: ${rules}, first-lead=any\nplayers: A, B, C, D\nA: 2C\nB: AH`)).reason;
    expect(on2('common')).toMatchObject({ code: 'not-higher', unbeatable: true });
    // a joker would beat it; an equal 2 may go on; more cards win; 2s told by suit
    expect(on2('common, jokers=2')).toMatchObject({ code: 'not-higher', unbeatable: false });
    expect(on2('common, equal=on')).toMatchObject({ code: 'not-higher', unbeatable: false });
    expect(on2('common, count=bigger-wins')).toMatchObject({ unbeatable: false });
    expect(on2('dutch')).toMatchObject({ code: 'not-higher', unbeatable: false });
    // a 9 on a king can be beaten; under a revolution the 3 is the highest
    const king = 'rules: common, first-lead=any\nplayers: A, B, C, D\nA: KC\nB: 9H';
    expect(lastMove(lines(king)).reason).toMatchObject({ code: 'not-higher', unbeatable: false });
    const turned =
      'rules: common, revolution=round, first-lead=any\nplayers: A, B, C, D\n' +
      'A: 5C 5D 5H 5S\nB: pass\nC: pass\nD: pass\nA: 3C\nB: 4H';
    expect(lastMove(lines(turned)).reason).toMatchObject({ code: 'not-higher', unbeatable: true });
  });
  it('not-higher says when the suits of 2s decided (twos-by-suit)', () => {
    const text = 'rules: dutch, first-lead=any\nplayers: A, B, C, D\nA: 2C\nB: 2H';
    expect(lastMove(lines(text)).reason).toMatchObject({ code: 'not-higher', bySuit: true });
    const lone = 'rules: dutch, first-lead=any, equal=off\nplayers: A, B, C, D\nA: 2C\nB: 2';
    expect(lastMove(lines(lone)).reason).toMatchObject({ code: 'not-higher', bySuit: false });
    // the top's suit counts for any play refused on it, a 2 or not
    expect(lastMove(lines(lone)).reason).toMatchObject({ topBySuit: true });
    const ace = 'rules: dutch, first-lead=any\nplayers: A, B, C, D\nA: 2C\nB: AH';
    expect(lastMove(lines(ace)).reason).toMatchObject({ bySuit: false, topBySuit: true });
    const common = 'rules: common, first-lead=any\nplayers: A, B, C, D\nA: 2C\nB: AH';
    expect(lastMove(lines(common)).reason).toMatchObject({ topBySuit: false });
  });
  it('not-in-hand says how many of the rank the hand holds', () => {
    const hands =
      'rules: classic\nplayers: A, B, C\nhand A: 3C 5C\nhand B: 9C 4D\nhand C: 6C 7C\nA: 3C\n';
    expect(lastMove(lines(`${hands}B: 9 9`)).reason).toMatchObject({
      code: 'not-in-hand',
      card: { rank: '9', suit: null },
      held: 1,
    });
    expect(lastMove(lines(`${hands}B: 8`)).reason).toMatchObject({
      code: 'not-in-hand',
      card: { rank: '8', suit: null },
      held: 0,
    });
  });
  it('missing-first-card says whether a lone 3 was written', () => {
    const lone = lastMove(lines('rules: common, first-card=on\nplayers: A, B, C, D\nA: 3'));
    expect(lone.reason).toMatchObject({ code: 'missing-first-card', suitMissing: true });
    const five = lastMove(lines('rules: common, first-card=on\nplayers: A, B, C, D\nA: 5'));
    expect(five.reason).toMatchObject({ code: 'missing-first-card', suitMissing: false });
  });
  it('not-your-turn names who is to act', () => {
    expect(lastMove(lines(cases[3]?.text ?? '')).reason).toMatchObject({
      code: 'not-your-turn',
      toAct: 'B',
    });
  });
  it('must-play shows the lowest play that beats', () => {
    expect(lastMove(lines(cases[5]?.text ?? '')).reason).toMatchObject({
      example: [{ rank: '4', suit: 'D' }],
    });
  });
  it('exchange-not-highest says what should go', () => {
    const m = lastMove(`${ROUND_TWO}\ngive D > A: QD KD`);
    expect(m.reason).toMatchObject({
      expected: [{ rank: '2' }, { rank: 'A' }],
      card: { rank: 'Q' },
    });
  });
  it('too-many-cards names the count held', () => {
    expect(lastMove(lines(cases[12]?.text ?? '')).reason).toMatchObject({ count: 5, held: 4 });
  });
});

describe('the order of the codes: the first that applies wins', () => {
  const base = 'rules: classic, reentry=off\nplayers: A, B, C, D\n';
  it('already-finished before not-your-turn', () => {
    expect(codes(lines(cases[1]?.text ?? '')).at(-1)).toBe('already-finished');
  });
  it('already-passed before not-your-turn', () => {
    expect(codes(`${base}A: 5C\nB: pass\nC: 7C\nB: 7C 7D`)).toEqual([
      'ok',
      'ok',
      'ok',
      'already-passed',
    ]);
  });
  it('not-your-turn before leader-cannot-pass and card checks', () => {
    expect(codes(`${base}A: 5C\nC: 5C 5C`)).toEqual(['ok', 'not-your-turn']);
  });
  it('duplicate-card before card-already-played', () => {
    expect(codes(`${base}A: 5C\nB: 5C 5C`)).toEqual(['ok', 'duplicate-card']);
  });
  it('card-already-played before not-in-hand', () => {
    const t =
      'rules: classic\nplayers: A, B, C\nhand A: 3C 5C\nhand B: 9C 4D\nhand C: 6C 7C\nA: 3C\nB: 3C';
    expect(codes(t)).toEqual(['ok', 'card-already-played']);
  });
  it('not-in-hand before mixed-ranks', () => {
    const t =
      'rules: classic\nplayers: A, B, C\nhand A: 3C 5C\nhand B: 9C 4D\nhand C: 6C 7C\nA: 3C\nB: 9C 8D';
    expect(codes(t)).toEqual(['ok', 'not-in-hand']);
  });
  it('mixed-ranks before missing-first-card and wrong-count', () => {
    expect(codes('rules: common\nplayers: A, B, C, D\nA: 4C 5C')).toEqual(['mixed-ranks']);
    expect(codes(`${base}A: 5C 5D\nB: 7C 8C`)).toEqual(['ok', 'mixed-ranks']);
  });
  it('wrong-count before not-higher', () => {
    expect(codes(`${base}A: 9C 9D\nB: 4C`)).toEqual(['ok', 'wrong-count']);
  });
  it('an illegal move changes nothing: the next line is judged against the same table', () => {
    expect(codes(`${base}A: 9C\nB: 4C\nB: 10C\nC: pass`)).toEqual(['ok', 'not-higher', 'ok', 'ok']);
  });
});

describe('exchange', () => {
  it('the due gives are legal, in any order, and play begins with the scum', () => {
    const t = `${ROUND_TWO}\ngive A > D: 3D 4D\ngive D > A: 2D AD\ngive C > B: 3H\ngive B > C: 6D\nA: 5D\nD: 3D`;
    expect(codes(t).slice(-6)).toEqual([
      'ok',
      'ok',
      'exchange-not-highest',
      'ok',
      'not-your-turn',
      'ok',
    ]);
  });
  it('exchange-ties=suit: the higher suit of a tied rank must go', () => {
    const t = ROUND_TWO.replace('hand D: QD KD AD 2D', 'hand D: QD KD AS 2D AC');
    expect(codes(`${t}\ngive D > A: 2D AC`).at(-1)).toBe('exchange-not-highest');
    expect(codes(`${t}\ngive D > A: 2D AS`).at(-1)).toBe('ok');
    expect(
      codes(`${t.replace('classic', 'classic, exchange-ties=any')}\ngive D > A: 2D AC`).at(-1),
    ).toBe('ok');
  });
  it('a repeated give, a give after the first play and a give in round 1 are not due', () => {
    expect(codes(`${ROUND_TWO}\ngive D > A: 2D AD\ngive D > A: QD KD`).at(-1)).toBe(
      'exchange-not-due',
    );
    expect(codes(`${ROUND_TWO}\nD: QD\ngive D > A: 2D AD`).at(-1)).toBe('exchange-not-due');
    expect(codes('rules: classic\nplayers: A, B, C\ngive A > B: 5C')).toEqual(['exchange-not-due']);
  });
  it('table mode: a give moves the card counts', () => {
    // Round 2 of a table-mode game: 52 cards among 4, 13 each; D gives 2 and holds 11.
    const r1 =
      'rules: classic\nplayers: A, B, C, D\nround 1\nhand A: 3C\nhand B: 4C\nhand C: 5C\nhand D: 6C 7C\nA: 3C\nB: 4C\nC: 5C\nround 2\n';
    const t = `${r1}give D > A: 2 2\nD: 3 3 3 3\nA: pass\nB: pass\nC: pass\nD: 4 4 4 4\nA: pass\nB: pass\nC: pass\nD: 5 5 5 5`;
    expect(codes(t).slice(-10)).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'too-many-cards',
    ]);
  });
});
