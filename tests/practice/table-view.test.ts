/**
 * What the practice table draws from the engine's answers (src/components/practice/table-view.ts,
 * link.ts, length.ts, seats.ts) and the engine's final standings (scoring.ts `standings`, 001's
 * tie-break): cards keyed steadily, cards that fit no allowed play dimmed (every card of a rank,
 * not only the one the engine lists), the hint round and round, the exchange as the person saw
 * it, game links read and written, the lengths offered, the seats' positions.
 */
import { describe, expect, it } from 'vitest';
import { parseCard, type Card } from '../../src/engine/cards.ts';
import type { LeadReason } from '../../src/engine/explain.ts';
import { presetRules } from '../../src/engine/rules.ts';
import { standings } from '../../src/engine/scoring.ts';
import { gameLink } from '../../src/components/practice/game-link.ts';
import { readGameLink } from '../../src/components/practice/link.ts';
import { setupOf } from '../../src/components/practice/session.ts';
import { lengthChoices, withLength } from '../../src/components/practice/length.ts';
import { playsClockwise, seatPosition } from '../../src/components/practice/seats.ts';
import {
  exchangeOf,
  exchangeSentence,
  handCards,
  hintPlay,
  keysOf,
  leadSentence,
  playableKeys,
  selectedCards,
  wentOutSentence,
} from '../../src/components/practice/table-view.ts';
import { PRACTICE } from '../../src/i18n/practice/all.ts';
import type { LogEntry } from '../../src/machines/game.ts';

const cards = (...texts: string[]): Card[] =>
  texts.map((t) => {
    const c = parseCard(t);
    if (c === null) throw new Error(t);
    return c;
  });

describe('the hand', () => {
  it('is sorted, with a key per card (a second joker too)', () => {
    const hand = handCards(cards('KS', '3C', 'X', '10H', 'X'));
    expect(hand.map((c) => c.key)).toEqual(['3C', '10H', 'KS', 'X', 'X#1']);
    expect(selectedCards(hand, new Set(['X#1', '3C']))).toEqual(cards('3C', 'X'));
    expect([...keysOf(hand, cards('X', 'X'))]).toEqual(['X', 'X#1']);
  });

  it('dims the cards that fit no allowed play, trying each card in a listed play', () => {
    const hand = handCards(cards('4D', '9S', '9H', 'JC', 'JD', 'AS'));
    // the engine lists one play per rank: 9S for the nines, JC for the jacks
    const plays = [cards('9S'), cards('JC'), cards('AS')];
    const allowed = (play: readonly Card[]) =>
      play.length === 1 && ['9', 'J', 'A'].includes(play[0]?.rank ?? '');
    const keys = playableKeys(hand, plays, allowed);
    expect([...keys].sort()).toEqual(['9H', '9S', 'AS', 'JC', 'JD']);
  });

  it('hints the engine’s plays in its order, round and round', () => {
    const plays = [cards('5H'), cards('7S'), cards('7S', '7D')];
    expect(hintPlay(plays, 0)).toEqual({ cards: cards('5H'), index: 0 });
    expect(hintPlay(plays, 2)).toEqual({ cards: cards('7S', '7D'), index: 2 });
    expect(hintPlay(plays, 3)).toEqual({ cards: cards('5H'), index: 0 });
    expect(hintPlay([], 0)).toBeNull();
  });

  it('hints a computer player’s choice first, then the engine’s other plays in its order', () => {
    const plays = [cards('5H'), cards('7S'), cards('7S', '7D')];
    expect([0, 1, 2, 3].map((i) => hintPlay(plays, i, 2)?.cards)).toEqual([
      cards('7S', '7D'),
      cards('5H'),
      cards('7S'),
      cards('7S', '7D'),
    ]);
    // a computer that would pass: the engine's order
    expect(hintPlay(plays, 0, -1)?.cards).toEqual(cards('5H'));
  });
});

describe('the exchange as the person saw it', () => {
  it('lists the gives of the last deal that the person made or received', () => {
    const deal: LogEntry = {
      kind: 'deal',
      round: 2,
      seats: ['You', 'A', 'B', 'C'],
      dealer: 'C',
      hands: null,
    };
    const give = (player: string, to: string, cs: Card[]): LogEntry => ({
      kind: 'move',
      round: 2,
      move: { type: 'give', player, to, cards: cs },
    });
    const log: LogEntry[] = [
      { ...deal, round: 1 },
      give('A', 'You', cards('3C')),
      deal,
      give('You', 'B', cards('2S', 'AH')),
      give('C', 'A', cards('KS')),
      give('B', 'You', cards('4C', '5D')),
      { kind: 'move', round: 2, move: { type: 'pass', player: 'A' } },
    ];
    expect(exchangeOf(log, 'You')).toEqual([
      { from: 'You', to: 'B', cards: cards('2S', 'AH') },
      { from: 'B', to: 'You', cards: cards('4C', '5D') },
    ]);
  });
});

describe('who leads the first trick', () => {
  const cardsText = (cs: readonly Card[]): string =>
    cs.map((c) => c.rank + (c.suit ?? '')).join(' ');
  const roleOf = (place: number): string => (place === 4 ? 'Scum' : `place ${String(place)}`);
  const lead = (you: string, lang: keyof typeof PRACTICE) => {
    const say = (reason: LeadReason): string =>
      leadSentence(reason, you, PRACTICE[lang].table.leads, cardsText, roleOf);
    return {
      dealer: say({ kind: 'left-of-dealer', player: 'Ann', dealer: 'Cleo' }),
      holds: say({ kind: 'holds', player: 'Ann', card: cards('3C')[0] as Card }),
      previous: say({ kind: 'previous', player: 'Ann', place: 4, players: 4 }),
    };
  };

  it('speaks to the person when the person leads, whatever the reason (each language)', () => {
    expect(lead('Ann', 'en')).toEqual({
      dealer: 'You sit after the dealer Cleo, so you lead.',
      holds: 'You hold 3C, so you lead.',
      previous: 'You were Scum last round, so you lead.',
    });
    expect(lead('Ann', 'de').dealer).toBe('Du sitzt nach dem Geber Cleo, also spielst du aus.');
    expect(lead('Ann', 'nl').dealer).toBe('Jij zit na de deler Cleo, dus jij komt uit.');
    expect(lead('Ann', 'sv').dealer).toBe('Du sitter efter givaren Cleo, så du spelar ut.');
    for (const lang of ['en', 'de', 'nl', 'sv'] as const) {
      for (const text of Object.values(lead('Ann', lang))) expect(text).not.toContain('Ann');
    }
  });

  it('names anyone else', () => {
    expect(lead('Ben', 'en')).toEqual({
      dealer: 'Ann, after the dealer Cleo, leads.',
      holds: 'Ann holds 3C and leads.',
      previous: 'Ann, last round’s Scum, leads.',
    });
    expect(lead('Ben', 'de').dealer).toBe('Ann sitzt nach dem Geber Cleo und spielt aus.');
  });
});

describe('the exchange as the person is told it', () => {
  const cardsText = (cs: readonly Card[]): string =>
    cs.map((c) => c.rank + (c.suit ?? '')).join(' ');
  const roles = ['President', 'Vice President', 'Vice Scum', 'Scum'];
  const roleOf = (place: number): string => roles[place - 1] ?? '';
  // last round: Ann first, Ben second, You third, Cleo last
  const previous = ['Ann', 'Ben', 'You', 'Cleo'];
  const gives = [
    { from: 'Cleo', to: 'Ann', count: 2, kind: 'highest', done: true },
    { from: 'Ann', to: 'Cleo', count: 2, kind: 'return', done: true },
    { from: 'You', to: 'Ben', count: 1, kind: 'highest', done: true },
    { from: 'Ben', to: 'You', count: 1, kind: 'return', done: false },
  ] as const;
  const say = (from: string, to: string, texts: string[], lang: 'en' | 'de' = 'en', you = 'You') =>
    exchangeSentence(
      { from, to, cards: cards(...texts) },
      you,
      { gives, previous },
      PRACTICE[lang].table.exchange,
      lang,
      cardsText,
      roleOf,
    );

  it('says why the best cards went: the role last round', () => {
    expect(say('You', 'Ben', ['2S'])).toBe(
      'You were Vice Scum last round, so your highest card went to Ben: 2S.',
    );
    expect(say('You', 'Ben', ['2S'], 'de')).toBe(
      'Du warst Vice Scum, also ging deine höchste Karte an Ben: 2S.',
    );
    // (as the person saw it if they were Ann: Cleo's two best cards)
    expect(say('Cleo', 'Ann', ['2H', 'AS'], 'en', 'Ann')).toBe(
      'Cleo, last round’s Scum, had to give you their 2 highest cards: 2H AS.',
    );
  });

  it('says a give back as it went', () => {
    expect(say('Ben', 'You', ['4C'])).toBe('You got 4C from Ben.');
    expect(say('Ann', 'Cleo', ['5C', '6D'], 'en', 'Ann')).toBe('You gave 5C 6D to Cleo.');
  });
});

describe('a player out', () => {
  it('is said with the role the place gives, the person’s own and anyone else’s', () => {
    const placeName = (n: number): string => ['1st place', '2nd place'][n - 1] ?? '';
    const roleOf = (n: number): string => ['President', 'Vice President'][n - 1] ?? '';
    const out = (player: string, place: number, lang: 'en' | 'de' = 'en') =>
      wentOutSentence(
        { type: 'went-out', player, place },
        'Ann',
        PRACTICE[lang].table.you,
        placeName,
        roleOf,
      );
    expect(out('Ann', 1)).toBe('You are out: 1st place, President');
    expect(out('Cleo', 2)).toBe('Cleo goes out: 2nd place, Vice President');
    expect(out('Cleo', 2, 'de')).toBe('Cleo ist fertig: 2nd place, Vice President');
  });
});

describe('game links', () => {
  it('carry the rules, the players, the level and the game code, and read back', () => {
    const choice = withLength(
      { preset: 'house', rules: presetRules('house') },
      { kind: 'rounds', n: 3 },
    );
    const link = gameLink('https://example.org/en/practice/', {
      choice,
      players: 5,
      level: 'normal',
      seed: 123456789,
    });
    expect(link).toMatch(
      /^https:\/\/example\.org\/en\/practice\/\?rules=1~house~length\.rounds-3&players=5&level=normal&game=[0-9A-Z]{7}$/,
    );
    const read = readGameLink(link);
    expect(read.code).toMatch(/^[0-9A-Z]{7}$/);
    expect(read).toEqual({ players: 5, level: 'normal', code: read.code });
    // the table reads the code back as the same seed
    expect(setupOf({ choice, players: 5, level: 'normal', code: read.code }).seed).toBe(123456789);
  });

  it('leave out what does not read', () => {
    expect(readGameLink('/en/practice/?players=12&level=<b>&game=!!')).toEqual({
      players: null,
      level: null,
      code: null,
    });
    // a code that looks like one but does not read deals a new game
    const fresh = setupOf({
      choice: { preset: 'classic', rules: presetRules('classic') },
      players: 4,
      level: 'normal',
      code: 'ZZZZZZZZ',
    });
    expect(fresh.seed).toBeGreaterThanOrEqual(0);
  });
});

describe('the start screen’s lengths and seats', () => {
  it('offers 3, 5 and 7 rounds and a preset’s own target', () => {
    expect(lengthChoices({ kind: 'open' })).toEqual({
      options: [3, 5, 7].map((n) => ({ kind: 'rounds', n })),
      initial: { kind: 'rounds', n: 5 },
    });
    expect(lengthChoices({ kind: 'points', n: 11 })).toEqual({
      options: [...[3, 5, 7].map((n) => ({ kind: 'rounds', n })), { kind: 'points', n: 11 }],
      initial: { kind: 'points', n: 11 },
    });
    expect(lengthChoices({ kind: 'rounds', n: 4 }).options).toHaveLength(4);
  });

  it('seats You → Right → Across → Left', () => {
    expect([0, 1, 2, 3].map((s) => seatPosition(s, 4))).toEqual(['you', 'right', 'across', 'left']);
    expect([0, 1, 2].map((s) => seatPosition(s, 3))).toEqual(['you', 'right', 'left']);
    expect([1, 2, 3, 4, 5, 6].map((s) => seatPosition(s, 7))).toEqual([
      'right',
      'across',
      'across',
      'across',
      'across',
      'left',
    ]);
  });

  it("seats You → Left → Across → Right (clockwise) with every rule set but 001's", () => {
    expect([0, 1, 2, 3].map((s) => seatPosition(s, 4, true))).toEqual([
      'you',
      'left',
      'across',
      'right',
    ]);
    expect([0, 1, 2].map((s) => seatPosition(s, 3, true))).toEqual(['you', 'left', 'right']);
    expect(playsClockwise({ preset: 'swedish', rules: presetRules('swedish') })).toBe(true);
    expect(playsClockwise({ preset: 'dutch', rules: presetRules('dutch') })).toBe(true);
    for (const preset of ['classic', 'revolution', 'house'] as const)
      expect(playsClockwise({ preset, rules: presetRules(preset) })).toBe(false);
  });
});

describe('final standings (001)', () => {
  it('rank by points, and a tie by the better place in the last round', () => {
    const results = [{ places: ['A', 'B', 'C', 'D'] }, { places: ['D', 'C', 'B', 'A'] }];
    expect(standings(results, { A: 3, B: 3, C: 3, D: 3 })).toEqual(['D', 'C', 'B', 'A']);
    expect(standings(results, { A: 5, B: 3, C: 3, D: 1 })).toEqual(['A', 'C', 'B', 'D']);
    expect(standings([], {})).toEqual([]);
  });
});
