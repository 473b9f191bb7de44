/**
 * The referee's messages: every verdict code, parse error, rule error and event has a
 * clean sentence in every language that names the cards and counts it was given.
 */
import { describe, expect, it } from 'vitest';
import { parseCard, type Card } from '../../src/engine/cards.ts';
import { OPTION_LIST, PRESET_NAMES, type RuleError } from '../../src/engine/rules.ts';
import {
  VERDICT_CODES,
  type GameEvent,
  type TopInfo,
  type VerdictCode,
  type VerdictData,
} from '../../src/engine/verdict.ts';
import type { ParseErrorCode, ParseErrorData } from '../../src/notation/errors.ts';
import {
  LANGS,
  ERRORS,
  MESSAGES,
  cardLongName,
  eventMessage,
  formatCardCount,
  formatCardName,
  formatCards,
  formatPlace,
  isLang,
  parseErrorMessage,
  roleName,
  ruleErrorMessage,
  verdictMessage,
  type EventWords,
  type Lang,
  type VerdictWords,
} from '../../src/i18n/messages/index.ts';
import { listOr } from '../../src/i18n/format/index.ts';
import type { VerdictOf } from '../../src/i18n/messages/shared.ts';

function c(text: string): Card {
  const card = parseCard(text);
  if (card === null) throw new Error(`not a card: ${text}`);
  return card;
}
const cs = (text: string): Card[] => text.split(' ').map(c);

/** A message is one plain sentence: no holes, no objects, no template leftovers. */
function expectClean(message: string): void {
  expect(typeof message).toBe('string');
  expect(message.trim().length).toBeGreaterThan(0);
  expect(message).toBe(message.trim());
  for (const bad of ['undefined', 'null', 'NaN', '[object', '{', '}', '${'])
    expect(message).not.toContain(bad);
}

function expectMentions(message: string, needles: readonly string[]): void {
  for (const needle of needles) expect(message).toContain(needle);
}

// ---------------------------------------------------------------------------------------
// Verdicts

/** The play to beat: `text`'s cards (one rank, or jokers) played by `player`. */
function topOf(text: string, player = 'Ben'): TopInfo {
  const cards = cs(text);
  return {
    player,
    cards,
    count: cards.length,
    rank: (cards.find((k) => k.rank !== 'X') ?? c('X')).rank,
  };
}
const top = topOf('9H 9S');

/** One sample per code, with what its message must name. */
const VERDICTS: Record<VerdictCode, { data: VerdictData; mentions: (lang: Lang) => string[] }> = {
  'unknown-player': {
    data: { code: 'unknown-player', player: 'Eve', name: 'Eve', seats: ['Anna', 'Ben'] },
    mentions: () => ['Eve', 'Anna', 'Ben'],
  },
  'round-over': { data: { code: 'round-over', player: 'Anna', round: 3 }, mentions: () => ['3'] },
  'already-finished': {
    data: { code: 'already-finished', player: 'Anna', place: 2 },
    // (Swedish says the place as "som nummer 2": "gick ut på plats 2" is not said)
    mentions: (l) => ['Anna', l === 'sv' ? 'nummer 2' : formatPlace(2, l)],
  },
  'already-passed': { data: { code: 'already-passed', player: 'Anna' }, mentions: () => ['Anna'] },
  'not-your-turn': {
    data: { code: 'not-your-turn', player: 'Anna', toAct: 'Ben' },
    mentions: () => ['Anna', 'Ben'],
  },
  'leader-cannot-pass': {
    data: { code: 'leader-cannot-pass', player: 'Anna' },
    mentions: () => ['Anna'],
  },
  'must-play': {
    data: { code: 'must-play', player: 'Anna', top, example: cs('JC JD') },
    mentions: (l) => ['Anna', 'Ben', formatCards(top.cards, l), formatCards(cs('JC JD'), l)],
  },
  'duplicate-card': {
    data: { code: 'duplicate-card', player: 'Anna', card: c('7H'), jokersInDeck: 0 },
    mentions: (l) => [formatCardName(c('7H'), l)],
  },
  'card-already-played': {
    data: { code: 'card-already-played', player: 'Anna', card: c('7H'), left: null },
    mentions: (l) => [formatCardName(c('7H'), l)],
  },
  'not-in-hand': {
    data: { code: 'not-in-hand', player: 'Anna', card: c('7H'), held: 1 },
    mentions: (l) => ['Anna', formatCardName(c('7H'), l)],
  },
  'too-many-cards': {
    data: { code: 'too-many-cards', player: 'Anna', count: 3, held: 2 },
    mentions: (l) => ['Anna', formatCardCount(3, l), '2'],
  },
  'mixed-ranks': {
    data: { code: 'mixed-ranks', player: 'Anna', ranks: ['9', '10'], jokerHigh: false },
    mentions: () => ['9', '10'],
  },
  'missing-first-card': {
    data: { code: 'missing-first-card', player: 'Anna', card: c('3C'), suitMissing: true },
    mentions: (l) => [formatCardName(c('3C'), l)],
  },
  'wrong-count': {
    data: { code: 'wrong-count', player: 'Anna', count: 1, top, rule: 'same' },
    mentions: (l) => [formatCardCount(2, l), formatCards(top.cards, l), 'Ben'],
  },
  'not-higher': {
    data: {
      code: 'not-higher',
      player: 'Anna',
      rank: '8',
      top,
      equalAllowed: false,
      reversed: false,
      bySuit: false,
      topBySuit: false,
      unbeatable: false,
    },
    mentions: (l) => ['9', formatCards(top.cards, l), 'Ben'],
  },
  'exchange-not-due': {
    data: { code: 'exchange-not-due', player: 'Dora', to: 'Anna', reason: 'already-given' },
    mentions: () => ['Dora', 'Anna'],
  },
  'exchange-wrong-count': {
    data: { code: 'exchange-wrong-count', player: 'Dora', to: 'Anna', count: 1, required: 2 },
    mentions: (l) => ['Dora', 'Anna', formatCardCount(2, l), '1'],
  },
  'exchange-not-highest': {
    data: {
      code: 'exchange-not-highest',
      player: 'Dora',
      to: 'Anna',
      expected: cs('AH 2S'),
      card: c('9H'),
    },
    mentions: (l) => ['Dora', 'Anna', formatCards(cs('AH 2S'), l), formatCardName(c('9H'), l)],
  },
  'exchange-not-lowest': {
    data: {
      code: 'exchange-not-lowest',
      player: 'Anna',
      to: 'Dora',
      expected: cs('3C'),
      card: c('9H'),
    },
    mentions: (l) => ['Dora', 'Anna', formatCardName(c('3C'), l), formatCardName(c('9H'), l)],
  },
};

/** Further shapes of the same codes: every branch of every message. */
const VERDICT_VARIANTS: VerdictData[] = [
  { code: 'already-finished', player: 'Anna', place: null },
  { code: 'must-play', player: 'Anna', top, example: [] },
  { code: 'duplicate-card', player: 'Anna', card: c('X'), jokersInDeck: 0 },
  { code: 'duplicate-card', player: 'Anna', card: c('X'), jokersInDeck: 1 },
  { code: 'duplicate-card', player: 'Anna', card: c('X'), jokersInDeck: 2 },
  { code: 'duplicate-card', player: 'Anna', card: c('9'), jokersInDeck: 0 },
  { code: 'card-already-played', player: 'Anna', card: c('X'), left: 0 },
  { code: 'card-already-played', player: 'Anna', card: c('X'), left: 1 },
  { code: 'card-already-played', player: 'Anna', card: c('9'), left: 0 },
  { code: 'card-already-played', player: 'Anna', card: c('9'), left: 2 },
  { code: 'card-already-played', player: 'Anna', card: c('9H'), left: 1 },
  { code: 'not-in-hand', player: 'Anna', card: c('X'), held: 0 },
  { code: 'not-in-hand', player: 'Anna', card: c('X'), held: 1 },
  { code: 'not-in-hand', player: 'Anna', card: c('Q'), held: 0 },
  { code: 'not-in-hand', player: 'Anna', card: c('Q'), held: 1 },
  { code: 'too-many-cards', player: 'Anna', count: 2, held: 1 },
  { code: 'mixed-ranks', player: 'Anna', ranks: ['9', 'X'], jokerHigh: true },
  { code: 'mixed-ranks', player: 'Anna', ranks: ['9', '10', 'X'], jokerHigh: false },
  { code: 'mixed-ranks', player: 'Anna', ranks: ['J', 'Q', 'K'], jokerHigh: false },
  { code: 'missing-first-card', player: 'Anna', card: c('3D'), suitMissing: true },
  { code: 'missing-first-card', player: 'Anna', card: c('3D'), suitMissing: false },
  { code: 'wrong-count', player: 'Anna', count: 1, top, rule: 'more' },
  { code: 'wrong-count', player: 'Anna', count: 1, top, rule: 'bigger-wins' },
  {
    code: 'wrong-count',
    player: 'Anna',
    count: 2,
    top: topOf('KH'),
    rule: 'same',
  },
  notHigher({}),
  notHigher({ rank: '8', equalAllowed: true }),
  notHigher({ rank: '10', reversed: true }),
  notHigher({ rank: '2', top: topOf('2S') }),
  notHigher({ rank: 'A', top: topOf('X') }),
  notHigher({ rank: 'A', top: topOf('X'), equalAllowed: true, reversed: true }),
  { code: 'exchange-not-due', player: 'Dora', to: 'Anna', reason: 'no-exchange' },
  { code: 'exchange-not-due', player: 'Dora', to: 'Anna', reason: 'first-round' },
  { code: 'exchange-not-due', player: 'Dora', to: 'Anna', reason: 'not-this-pair' },
  { code: 'exchange-not-due', player: 'Dora', to: 'Anna', reason: 'play-begun' },
  { code: 'exchange-wrong-count', player: 'Dora', to: 'Anna', count: 2, required: 1 },
  { code: 'exchange-not-highest', player: 'Dora', to: 'Anna', expected: cs('2S'), card: c('9H') },
  { code: 'exchange-not-lowest', player: 'Anna', to: 'Dora', expected: cs('3C 4D'), card: c('9H') },
];

/** A wrong-count verdict: Anna plays 1 card on Ben's 9♥ 9♠ under count=same, but for `d`. */
function wrongCount(d: Partial<VerdictOf<'wrong-count'>>): VerdictOf<'wrong-count'> {
  return { code: 'wrong-count', player: 'Anna', count: 1, top, rule: 'same', ...d };
}

/** A not-higher verdict: Anna on Ben's 9♥ 9♠, without equal, revolution or 2s by suit, but for `d`. */
function notHigher(d: Partial<VerdictOf<'not-higher'>>): VerdictOf<'not-higher'> {
  return {
    code: 'not-higher',
    player: 'Anna',
    rank: '9',
    top,
    equalAllowed: false,
    reversed: false,
    bySuit: false,
    topBySuit: false,
    unbeatable: false,
    ...d,
  };
}

describe('verdictMessage', () => {
  it('has a sample for every verdict code', () => {
    expect(Object.keys(VERDICTS).sort()).toEqual([...VERDICT_CODES].sort());
  });

  for (const code of VERDICT_CODES) {
    for (const lang of LANGS) {
      it(`${code} in ${lang} names the cards and counts`, () => {
        const sample = VERDICTS[code];
        const message = verdictMessage(sample.data, lang);
        expectClean(message);
        expectMentions(message, sample.mentions(lang));
      });
    }
  }

  it('every branch gives a clean sentence in every language', () => {
    for (const data of VERDICT_VARIANTS) {
      for (const lang of LANGS) expectClean(verdictMessage(data, lang));
    }
  });

  it('says what to beat, as the status line of 001 does', () => {
    const data = VERDICTS['not-higher'].data;
    expect(verdictMessage(data, 'en')).toBe('You need something higher than 9 (9♥ 9♠ by Ben)');
    expect(verdictMessage(data, 'de')).toBe('Du brauchst etwas Höheres als 9 (auf 9♥ 9♠ von Ben)');
    expect(verdictMessage(data, 'sv')).toBe('Du måste slå 9 (9♥ 9♠ som Ben lade)');
    expect(verdictMessage(data, 'nl')).toBe('Je moet hoger spelen dan 9 (9♥ 9♠ van Ben)');
  });

  it('says that suits never break a tie (001: ♠9 on ♥9)', () => {
    const data = notHigher({
      rank: '9',
      top: topOf('9H'),
    });
    expect(verdictMessage(data, 'en')).toBe(
      'You need something higher than 9 (9♥ by Ben); suits do not count',
    );
    expect(verdictMessage(data, 'de')).toContain('die Farbe zählt nicht');
  });

  it('mentions the revolution when the order is turned, and asks for lower, not higher', () => {
    const data = notHigher({ rank: '10', reversed: true });
    // in LANGS' order: de, en, sv, nl
    expect(LANGS.map((lang) => verdictMessage(data, lang))).toEqual([
      'Du brauchst etwas Niedrigeres als 9 (auf 9♥ 9♠ von Ben) – Revolution: Niedrig schlägt hoch',
      'You need something lower than 9 (9♥ 9♠ by Ben) – revolution: lower beats higher',
      'Du måste slå 9 (9♥ 9♠ som Ben lade) – revolution: lägre slår högre',
      'Je moet lager spelen dan 9 (9♥ 9♠ van Ben) – revolutie: lager slaat hoger',
    ]);
    const equal = { ...data, equalAllowed: true };
    expect(verdictMessage(equal, 'en')).toContain('You need 9 or lower');
    expect(verdictMessage(equal, 'nl')).toContain('Je moet 9 of lager spelen');
  });

  it('says that nothing beats the highest card when nothing can (no jokers, no equal ranks)', () => {
    const data = notHigher({ rank: 'A', top: topOf('2C', 'Fay'), unbeatable: true });
    expect(LANGS.map((lang) => verdictMessage(data, lang))).toEqual([
      'Nichts schlägt 2♣ von Fay: 2 ist die höchste Karte, und es gibt keine Joker',
      'Nothing beats 2♣ by Fay: 2 is the highest card and there are no jokers',
      'Inget slår 2♣ som Fay lade: 2 är det högsta kortet och det finns inga jokrar',
      'Niets slaat 2♣ van Fay: 2 is de hoogste kaart en er zijn geen jokers',
    ]);
    const turned = notHigher({
      rank: '4',
      top: topOf('3C', 'Fay'),
      unbeatable: true,
      reversed: true,
    });
    expect(verdictMessage(turned, 'en')).toBe(
      'Nothing beats 3♣ by Fay: 3 is the highest card under the revolution and there are no jokers',
    );
  });

  it('says that among 2s the suit counts when twos-by-suit decided (004)', () => {
    const data = notHigher({
      player: 'Daan',
      rank: '2',
      top: topOf('2C', 'Lotte'),
      equalAllowed: true,
      bySuit: true,
    });
    expect(verdictMessage(data, 'en')).toBe(
      'You need a 2 of a higher suit (2♣ by Lotte): among 2s the suit counts, ♦ = ♥ < ♣ < ♠',
    );
    expect(verdictMessage(data, 'nl')).toBe(
      'Je moet een 2 van een hogere kleur spelen (2♣ van Lotte): bij de tweeën telt de kleur, ♦ = ♥ < ♣ < ♠',
    );
    expect(verdictMessage(data, 'de')).toContain('2 in höherer Farbe');
    expect(verdictMessage(data, 'sv')).toContain('tvåa i högre färg');
    const turned = verdictMessage({ ...data, reversed: true }, 'en');
    expect(turned).toContain('a 2 of a lower suit');
    expect(turned).toContain('the revolution turns it');
  });

  it('says that no 2 beats 2♠ instead of asking for a higher suit there is none of', () => {
    const data = notHigher({
      player: 'Femke',
      rank: '2',
      top: topOf('2S', 'Joost'),
      equalAllowed: false,
      bySuit: true,
    });
    expect(verdictMessage(data, 'en')).toBe('No 2s beat 2♠ by Joost: ♠ is the highest suit');
    expect(verdictMessage(data, 'nl')).toBe(
      'Geen enkele 2 slaat 2♠ van Joost: ♠ is de hoogste kleur',
    );
    expect(verdictMessage(data, 'de')).toContain('Keine 2 schlägt 2♠');
    expect(verdictMessage(data, 'sv')).toContain('Ingen tvåa slår 2♠');
    // turned by a revolution, a lower suit is what is asked for
    expect(verdictMessage({ ...data, reversed: true }, 'en')).toContain('a 2 of a lower suit');
  });

  it('says that no 2 beats 2♦ or 2♥ turned by a revolution instead of asking for a lower suit', () => {
    const data = notHigher({
      player: 'Femke',
      rank: '2',
      top: topOf('2D', 'Joost'),
      equalAllowed: false,
      bySuit: true,
      reversed: true,
    });
    expect(verdictMessage(data, 'en')).toBe(
      'No 2s beat 2♦ by Joost: the revolution turns the suits, ♠ < ♣ < ♦ = ♥',
    );
    expect(verdictMessage(data, 'nl')).toBe(
      'Geen enkele 2 slaat 2♦ van Joost: de revolutie draait de volgorde van de kleuren om, ♠ < ♣ < ♦ = ♥',
    );
    expect(verdictMessage(data, 'de')).toContain('Keine 2 schlägt 2♦ von Joost');
    expect(verdictMessage(data, 'sv')).toContain('Ingen tvåa slår 2♦ som Joost lade');
    // a pair of the lowest suits alike
    expect(verdictMessage({ ...data, top: topOf('2H 2D', 'Joost') }, 'en')).toContain(
      'No 2s beat 2♥ 2♦ by Joost',
    );
    // a ♣ on top, turned: the lower suits are there to ask for
    const clubs = { ...data, top: topOf('2C', 'Joost') };
    expect(verdictMessage(clubs, 'sv')).toContain('tvåa i lägre färg');
  });

  it('tells a play that is no 2 on 2s whose suit counts what beats them (004)', () => {
    // an ace on 2♣ by Joost, under the Dutch rules (2s by suit, equal plays allowed): "2 or
    // higher" would let any 2 go, and no rank is higher than a 2
    const ace = notHigher({
      player: 'Lotte',
      rank: 'A',
      top: topOf('2C', 'Joost'),
      equalAllowed: true,
      topBySuit: true,
    });
    expect(verdictMessage(ace, 'nl')).toBe(
      'Je moet een 2 van een hogere kleur spelen (2♣ van Joost): bij de tweeën telt de kleur, ♦ = ♥ < ♣ < ♠',
    );
    expect(verdictMessage(ace, 'en')).toContain('You need a 2 of a higher suit (2♣ by Joost)');
    expect(verdictMessage({ ...ace, top: topOf('2S', 'Lotte') }, 'de')).toBe(
      'Keine 2 schlägt 2♠ von Lotte: ♠ ist die höchste Farbe',
    );
    expect(verdictMessage({ ...ace, top: topOf('2S', 'Lotte') }, 'sv')).toContain(
      'Ingen tvåa slår 2♠ som Lotte lade',
    );
    // without twos-by-suit, any 2 will do
    expect(verdictMessage({ ...ace, topBySuit: false }, 'en')).toBe(
      'You need 2 or higher (2♣ by Joost)',
    );
  });

  it('asks for the first card’s suit only when the play holds its rank without one', () => {
    const lone: VerdictData = {
      code: 'missing-first-card',
      player: 'Lars',
      card: c('3C'),
      suitMissing: true,
    };
    expect(verdictMessage(lone, 'en')).toBe(
      'The first play of the game must include 3♣, with its suit given (3♣, not just 3)',
    );
    const five = verdictMessage({ ...lone, suitMissing: false }, 'sv');
    expect(five).toBe('Partiets första utspel måste innehålla 3♣');
  });

  it('says how many of a rank are left when a play holds more', () => {
    const none: VerdictData = {
      code: 'card-already-played',
      player: 'Jörg',
      card: c('3'),
      left: 0,
    };
    expect(verdictMessage(none, 'en')).toBe('No 3 is left: all four were played this round');
    expect(verdictMessage(none, 'de')).toBe(
      'Es gibt keine Dreien mehr: alle vier wurden in dieser Runde schon gespielt',
    );
    expect(verdictMessage({ ...none, left: 1 }, 'en')).toBe(
      'Only 1 card of rank 3 left: the others were played this round',
    );
    // one left takes the singular verb; a suited card counts by its rank when its rank is out
    expect(verdictMessage({ ...none, left: 1 }, 'de')).toContain('ist nur noch 1 Karte übrig');
    expect(verdictMessage({ ...none, card: c('X'), left: 1 }, 'nl')).toContain(
      'Er is nog maar 1 joker over',
    );
    expect(verdictMessage({ ...none, card: c('9H'), left: 1 }, 'en')).toBe(
      'Only 1 card of rank 9 left: the others were played this round',
    );
    expect(verdictMessage({ ...none, card: c('9H'), left: null }, 'en')).toBe(
      '9♥ has already been played this round',
    );
    expect(verdictMessage({ ...none, card: c('X'), left: 0 }, 'nl')).toContain('geen joker');
    // Dutch says the rank by its name: its letters H and V read as suits ("van waarde H")
    const kings = { ...none, card: c('K'), left: 3 };
    expect(verdictMessage(kings, 'nl')).toContain('Er zijn nog maar drie heren over');
    expect(verdictMessage({ ...kings, left: 1 }, 'nl')).toContain('Er is nog maar één heer over');
    expect(verdictMessage({ ...kings, left: 0 }, 'nl')).toContain('Er is geen heer meer over');
  });

  it('says cards written without their suit by count and rank, not as a row of figures', () => {
    const twos = wrongCount({
      player: 'Clara',
      top: topOf('2 2'),
    });
    expect(verdictMessage(twos, 'en')).toBe(
      'Play 2 cards, as many as the last play (two twos by Ben)',
    );
    expect(verdictMessage(twos, 'de')).toContain('Auf zwei Zweien von Ben');
    expect(verdictMessage(twos, 'sv')).toContain('(två tvåor som Ben lade)');
    expect(verdictMessage(twos, 'nl')).toContain('(twee tweeën van Ben)');
    // different ranks (an exchange) as a list; suited cards and jokers as written
    expect(
      eventMessage({ type: 'gave', player: 'Clara', to: 'Jörg', cards: cs('2 3') }, 'de'),
    ).toBe('Clara gibt Jörg eine Zwei und eine Drei');
    // one card by its name, as the object of the sentence (German: the accusative), never a
    // lone letter ("Anna spielt D")
    const single = (rank: string, lang: Lang) =>
      eventMessage({ type: 'played', player: 'Anna', cards: cs(rank) }, lang);
    expect(['J', 'Q', 'K', 'A', '7'].map((r) => single(r, 'de'))).toEqual([
      'Anna spielt einen Buben',
      'Anna spielt eine Dame',
      'Anna spielt einen König',
      'Anna spielt ein Ass',
      'Anna spielt eine Sieben',
    ]);
    expect(['8', 'Q', 'A'].map((r) => single(r, 'en'))).toEqual([
      'Anna plays an eight',
      'Anna plays a queen',
      'Anna plays an ace',
    ]);
    expect(single('Q', 'nl')).toBe('Anna speelt een vrouw');
    expect(['Q', 'A'].map((r) => single(r, 'sv'))).toEqual([
      'Anna spelar en dam',
      'Anna spelar ett ess',
    ]);
    expect(eventMessage({ type: 'played', player: 'Ben', cards: cs('J J J J') }, 'de')).toBe(
      'Ben spielt vier Buben',
    );
    // A joker has no suit either: it is said by its name, never as a bare "Joker" in a sentence.
    const jokers = (text: string, lang: Lang) =>
      eventMessage({ type: 'played', player: 'Ben', cards: cs(text) }, lang);
    expect(jokers('9H 9S X', 'en')).toBe('Ben plays 9♥ 9♠ and a joker');
    expect(jokers('X', 'de')).toBe('Ben spielt einen Joker');
    expect(jokers('X X', 'sv')).toBe('Ben spelar två jokrar');
    expect(jokers('9H X', 'nl')).toBe('Ben speelt 9♥ en een joker');
  });

  it('allows an equal rank when the rules do', () => {
    const data = notHigher({ rank: '8', equalAllowed: true });
    expect(verdictMessage(data, 'en')).toBe('You need 9 or higher (9♥ 9♠ by Ben)');
    expect(verdictMessage(data, 'de')).toBe('Du brauchst 9 oder höher (auf 9♥ 9♠ von Ben)');
  });

  it('names a face card to beat by its word, a number as written, the cards by each language’s letters', () => {
    const queen = notHigher({
      rank: 'J',
      top: topOf('QS'),
    });
    // (a letter alone read as a letter: "Je moet hoger spelen dan V")
    expect(verdictMessage(queen, 'en')).toBe('You need something higher than a queen (Q♠ by Ben)');
    expect(verdictMessage(queen, 'de')).toBe(
      'Du brauchst etwas Höheres als eine Dame (auf D♠ von Ben)',
    );
    expect(verdictMessage(queen, 'sv')).toBe('Du måste slå en dam (Q♠ som Ben lade)');
    expect(verdictMessage(queen, 'nl')).toBe('Je moet hoger spelen dan een vrouw (V♠ van Ben)');
    const jack = notHigher({ rank: '9', top: topOf('JS'), equalAllowed: true });
    expect(verdictMessage(jack, 'de')).toBe('Du brauchst einen Buben oder höher (auf B♠ von Ben)');
    expect(verdictMessage(jack, 'nl')).toBe('Je moet een boer of hoger spelen (B♠ van Ben)');
    expect(verdictMessage(jack, 'sv')).toBe(
      'Du måste lägga en knekt eller högre (J♠ som Ben lade)',
    );
    expect(verdictMessage(jack, 'en')).toBe('You need a jack or higher (J♠ by Ben)');
    const nine = notHigher({ rank: '8', top: topOf('9S') });
    expect(verdictMessage(nine, 'en')).toBe('You need something higher than 9 (9♠ by Ben)');
  });

  it('follows the count rule: exactly N, or at least N', () => {
    const same = wrongCount({});
    expect(verdictMessage(same, 'de')).toBe('Auf 9♥ 9♠ von Ben musst du genau 2 Karten spielen');
    expect(verdictMessage(same, 'en')).toBe(
      'Play 2 cards, as many as the last play (9♥ 9♠ by Ben)',
    );
    expect(verdictMessage(same, 'sv')).toContain('Spela 2 kort, lika många som det senaste draget');
    expect(verdictMessage(same, 'nl')).toContain('Speel 2 kaarten, evenveel als de laatste zet');
    for (const rule of ['more', 'bigger-wins'] as const) {
      const data = wrongCount({ rule });
      expect(verdictMessage(data, 'en')).toContain('Play at least 2 cards');
      expect(verdictMessage(data, 'de')).toContain('musst du mindestens 2 Karten spielen');
      expect(verdictMessage(data, 'sv')).toContain('Spela minst 2 kort');
      expect(verdictMessage(data, 'nl')).toContain('Speel minstens 2 kaarten');
    }
  });

  it('gets the singular right', () => {
    const single = wrongCount({
      count: 2,
      top: topOf('KH'),
    });
    expect(verdictMessage(single, 'en')).toContain('Play 1 card,');
    expect(verdictMessage(single, 'de')).toContain('genau 1 Karte spielen');
    expect(verdictMessage(single, 'sv')).toContain('Spela 1 kort,');
    expect(verdictMessage(single, 'nl')).toContain('Speel 1 kaart,');
  });

  it('names the ranks that do not match (001: 9 and 10 together)', () => {
    const data = VERDICTS['mixed-ranks'].data;
    expect(verdictMessage(data, 'de')).toBe(
      'Zusammen gespielte Karten müssen denselben Wert haben (9 und 10)',
    );
    expect(verdictMessage(data, 'en')).toBe('Cards played together need the same rank (9 and 10)');
  });

  it('inserts names verbatim, as plain text', () => {
    const message = verdictMessage(
      { code: 'not-your-turn', player: '<b>Eve</b>', toAct: 'Zoë & Ünal' },
      'en',
    );
    expect(message).toBe("It is Zoë & Ünal's turn, not <b>Eve</b>'s");
  });
});

// ---------------------------------------------------------------------------------------
// Cards, counts, places, roles

describe('card names', () => {
  it('short forms use each language’s letters and the suit symbols', () => {
    const sample = cs('9H 10S QC JD KH AS 2C');
    expect(formatCards(sample, 'en')).toBe('9♥ 10♠ Q♣ J♦ K♥ A♠ 2♣');
    expect(formatCards(sample, 'sv')).toBe('9♥ 10♠ Q♣ J♦ K♥ A♠ 2♣');
    expect(formatCards(sample, 'de')).toBe('9♥ 10♠ D♣ B♦ K♥ A♠ 2♣');
    expect(formatCards(sample, 'nl')).toBe('9♥ 10♠ V♣ B♦ H♥ A♠ 2♣');
  });

  it('a lone rank is its label, a joker is Joker', () => {
    for (const lang of LANGS) {
      expect(formatCardName(c('9'), lang)).toBe('9');
      expect(formatCardName(c('X'), lang)).toBe('Joker');
    }
    expect(formatCardName(c('Q'), 'de')).toBe('D');
  });

  it('long names', () => {
    expect(cardLongName(c('9H'), 'en')).toBe('nine of hearts');
    expect(cardLongName(c('9H'), 'de')).toBe('Herz-Neun');
    expect(cardLongName(c('9H'), 'sv')).toBe('hjärternia');
    expect(cardLongName(c('9H'), 'nl')).toBe('harten negen');
    expect(cardLongName(c('QS'), 'de')).toBe('Pik-Dame');
    expect(cardLongName(c('JC'), 'nl')).toBe('klaveren boer');
    expect(cardLongName(c('9'), 'en')).toBe('a nine');
    expect(cardLongName(c('8'), 'en')).toBe('an eight');
    expect(cardLongName(c('9'), 'de')).toBe('eine Neun');
    expect(cardLongName(c('K'), 'de')).toBe('ein König');
    expect(cardLongName(c('9'), 'sv')).toBe('en nia');
    expect(cardLongName(c('A'), 'sv')).toBe('ett ess');
    expect(cardLongName(c('9'), 'nl')).toBe('een negen');
    expect(cardLongName(c('X'), 'en')).toBe('joker');
    expect(cardLongName(c('X'), 'de')).toBe('Joker');
    expect(cardLongName(c('X'), 'sv')).toBe('joker');
    expect(cardLongName(c('X'), 'nl')).toBe('joker');
  });

  it('every card has a clean name in every language', () => {
    const all = [
      ...'3 4 5 6 7 8 9 10 J Q K A 2'
        .split(' ')
        .flatMap((r) => ['', 'C', 'D', 'H', 'S'].map((s) => c(r + s))),
      c('X'),
    ];
    for (const lang of LANGS) {
      const long = new Set<string>();
      const short = new Set<string>();
      for (const card of all) {
        expectClean(formatCardName(card, lang));
        expectClean(cardLongName(card, lang));
        long.add(cardLongName(card, lang));
        short.add(formatCardName(card, lang));
      }
      // unambiguous: no two cards share a name
      expect(long.size).toBe(all.length);
      expect(short.size).toBe(all.length);
    }
  });

  it('plural of cards', () => {
    expect([1, 2].map((n) => formatCardCount(n, 'en'))).toEqual(['1 card', '2 cards']);
    expect([1, 2].map((n) => formatCardCount(n, 'de'))).toEqual(['1 Karte', '2 Karten']);
    expect([1, 2].map((n) => formatCardCount(n, 'sv'))).toEqual(['1 kort', '2 kort']);
    expect([1, 2].map((n) => formatCardCount(n, 'nl'))).toEqual(['1 kaart', '2 kaarten']);
  });

  it('places', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map((n) => formatPlace(n, 'en'))).toEqual([
      '1st place',
      '2nd place',
      '3rd place',
      '4th place',
      '11th place',
      '12th place',
      '13th place',
      '21st place',
      '22nd place',
    ]);
    expect(formatPlace(2, 'de')).toBe('Platz 2');
  });
});

describe('roleName', () => {
  const roles = (n: number, lang: Lang): string[] =>
    Array.from({ length: n }, (_, i) => roleName(i + 1, n, lang));

  it('four players: President, Vice President, Vice Scum, Scum', () => {
    expect(roles(4, 'en')).toEqual(['President', 'Vice President', 'Vice Scum', 'Scum']);
    expect(roles(4, 'de')).toEqual(['Präsident', 'Minister', 'Vizebettler', 'Bettler']);
    expect(roles(4, 'sv')).toEqual(['President', 'Vice-president', 'Vice-usling', 'Usling']);
    expect(roles(4, 'nl')).toEqual(['praeses', 'vicepraeses', 'vicefeut', 'feut']);
  });

  it('more players: citizens in the middle', () => {
    expect(roles(6, 'en')).toEqual([
      'President',
      'Vice President',
      'Citizen',
      'Citizen',
      'Vice Scum',
      'Scum',
    ]);
    expect(roles(5, 'de')).toEqual(['Präsident', 'Minister', 'Bürger', 'Vizebettler', 'Bettler']);
    expect(roles(5, 'sv')[2]).toBe('Medborgare');
    expect(roles(5, 'nl')[2]).toBe('burger');
  });

  it('three players: President, citizen, Scum; two: President, Scum', () => {
    expect(roles(3, 'en')).toEqual(['President', 'Citizen', 'Scum']);
    expect(roles(3, 'nl')).toEqual(['praeses', 'burger', 'feut']);
    expect(roles(2, 'de')).toEqual(['Präsident', 'Bettler']);
  });

  it('refuses a place outside the table', () => {
    expect(() => roleName(0, 4, 'en')).toThrow(RangeError);
    expect(() => roleName(5, 4, 'en')).toThrow(RangeError);
    expect(() => roleName(1.5, 4, 'en')).toThrow(RangeError);
  });
});

describe('languages', () => {
  it('lists the four languages', () => {
    expect([...LANGS].sort()).toEqual(['de', 'en', 'nl', 'sv']);
    expect(isLang('sv')).toBe(true);
    expect(isLang('fr')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------
// Parse and rule errors

const PARSE_ERRORS: Record<ParseErrorCode, { data: ParseErrorData; mentions: string[] }> = {
  'unknown-line': {
    data: { code: 'unknown-line', text: 'hello world' },
    mentions: ['hello world'],
  },
  'bad-card': { data: { code: 'bad-card', text: '11H' }, mentions: ['11H', '7H'] },
  'empty-move': { data: { code: 'empty-move', player: 'Anna' }, mentions: ['Anna:', 'pass'] },
  'pass-with-cards': {
    data: { code: 'pass-with-cards', player: 'Anna' },
    mentions: ['Anna:', 'pass'],
  },
  'unknown-player': {
    data: { code: 'unknown-player', name: 'Eve', players: ['Anna', 'Ben', 'Cem'] },
    mentions: ['Eve', 'Anna, Ben', 'Cem'],
  },
  'no-players': { data: { code: 'no-players' }, mentions: ['players:'] },
  'duplicate-player': {
    data: { code: 'duplicate-player', name: 'Anna' },
    mentions: ['Anna', 'players:'],
  },
  'empty-player-name': { data: { code: 'empty-player-name' }, mentions: ['players:'] },
  'bad-player-name': { data: { code: 'bad-player-name', name: 'A>B' }, mentions: ['A>B', '>'] },
  'invisible-player-name': {
    data: { code: 'invisible-player-name', name: '\u0000\u0000' },
    mentions: ['\u0000\u0000'],
  },
  'player-count': {
    data: { code: 'player-count', count: 1, min: 2, max: 17 },
    mentions: ['1', '2', '17'],
  },
  'seating-changed': {
    data: { code: 'seating-changed', missing: ['Dora'], added: ['Eve'] },
    mentions: ['Dora', 'Eve'],
  },
  'bad-rules': {
    data: {
      code: 'bad-rules',
      error: { code: 'bad-value', name: 'reentry', value: 'maybe', allowed: ['on', 'off'] },
    },
    mentions: ['maybe', 'reentry', 'on', 'off'],
  },
  'rules-too-late': { data: { code: 'rules-too-late' }, mentions: ['rules:'] },
  'too-late-in-round': {
    data: { code: 'too-late-in-round', keyword: 'dealer' },
    mentions: ['dealer:'],
  },
  'bad-round-number': {
    data: { code: 'bad-round-number', text: 'round 5', expected: 3 },
    mentions: ['round 3', 'round 5'],
  },
  'duplicate-hand': {
    data: { code: 'duplicate-hand', player: 'Anna' },
    mentions: ['Anna', 'hand'],
  },
  'hand-needs-suits': {
    data: { code: 'hand-needs-suits', player: 'Anna', text: '7' },
    mentions: ['Anna', "'7'", '7H'],
  },
  'card-in-two-hands': {
    data: { code: 'card-in-two-hands', card: '7H', players: ['Anna', 'Ben'] },
    mentions: ['7H', 'Anna', 'Ben'],
  },
  'too-many-jokers': {
    data: { code: 'too-many-jokers', count: 3, jokers: 2 },
    mentions: ['3', '2'],
  },
  'give-to-self': {
    data: { code: 'give-to-self', player: 'Anna' },
    mentions: ['Anna > Anna', 'give'],
  },
  'bad-give': {
    data: { code: 'bad-give', text: 'give Anna Ben' },
    mentions: ['give Anna Ben', '>'],
  },
  empty: { data: { code: 'empty' }, mentions: ['players:'] },
};

const PARSE_VARIANTS: ParseErrorData[] = [
  { code: 'unknown-player', name: 'Eve', players: [] },
  { code: 'seating-changed', missing: ['Dora'], added: [] },
  { code: 'seating-changed', missing: [], added: ['Eve'] },
  { code: 'too-late-in-round', keyword: 'players' },
  { code: 'too-late-in-round', keyword: 'hand' },
  { code: 'too-many-jokers', count: 1, jokers: 0 },
  { code: 'bad-rules', error: { code: 'unknown-preset', name: 'foo' } },
  { code: 'bad-rules', error: { code: 'unknown-key', name: 'foo' } },
  { code: 'bad-rules', error: { code: 'missing-value', name: 'reentry' } },
];

describe('parseErrorMessage', () => {
  for (const [code, sample] of Object.entries(PARSE_ERRORS)) {
    for (const lang of LANGS) {
      it(`${code} in ${lang} says what was expected`, () => {
        const message = parseErrorMessage(sample.data, lang);
        expectClean(message);
        expectMentions(message, sample.mentions);
      });
    }
  }

  it('every branch gives a clean sentence in every language', () => {
    for (const data of PARSE_VARIANTS)
      for (const lang of LANGS) expectClean(parseErrorMessage(data, lang));
  });

  it('a bad card', () => {
    const data: ParseErrorData = { code: 'bad-card', text: '11H' };
    expect(parseErrorMessage(data, 'en')).toBe("expected a card like 7H, 10S or X, found '11H'");
    expect(parseErrorMessage(data, 'de')).toBe(
      "erwartet: eine Karte wie 7H, 10S oder X, gefunden: '11H'",
    );
  });
});

const RULE_ERRORS: RuleError[] = [
  { code: 'unknown-preset', name: 'klassik' },
  { code: 'unknown-key', name: 'reentri' },
  { code: 'bad-value', name: 'reentry', value: 'maybe', allowed: ['on', 'off'] },
  { code: 'bad-value', name: 'clear', value: '11', allowed: ['none', '3', '4'] },
  {
    code: 'bad-value',
    name: 'length',
    value: 'rounds:0',
    allowed: ['rounds:5', 'points:11', 'open'],
  },
  { code: 'bad-value', name: 'rules', value: '5', allowed: [] },
  { code: 'missing-value', name: 'count' },
  { code: 'missing-value', name: 'forbidden-finish' },
];

describe('ruleErrorMessage', () => {
  it('every error gives a clean sentence in every language', () => {
    for (const error of RULE_ERRORS)
      for (const lang of LANGS) expectClean(ruleErrorMessage(error, lang));
  });

  it('an unknown preset lists the presets', () => {
    for (const lang of LANGS) {
      const message = ruleErrorMessage({ code: 'unknown-preset', name: 'klassik' }, lang);
      expectMentions(message, ['klassik', ...PRESET_NAMES]);
    }
  });

  it('an unknown option lists the options', () => {
    for (const lang of LANGS) {
      const message = ruleErrorMessage({ code: 'unknown-key', name: 'reentri' }, lang);
      expectMentions(message, ['reentri', ...OPTION_LIST.map((o) => o.name)]);
    }
  });

  it('a bad value lists the allowed values', () => {
    const error: RuleError = {
      code: 'bad-value',
      name: 'count',
      value: 'less',
      allowed: ['same', 'more', 'bigger-wins'],
    };
    expect(ruleErrorMessage(error, 'en')).toBe(
      "'less' is not a value for count; allowed: same, more or bigger-wins",
    );
    for (const lang of LANGS)
      expectMentions(ruleErrorMessage(error, lang), [
        'less',
        'count',
        listOr(lang, ['same', 'more', 'bigger-wins']),
      ]);
  });

  it('open-ended values are described by their form', () => {
    const clear = ruleErrorMessage(
      { code: 'bad-value', name: 'clear', value: '11', allowed: [] },
      'en',
    );
    expect(clear).toContain('2+8');
    const length = ruleErrorMessage(
      { code: 'bad-value', name: 'length', value: 'x', allowed: [] },
      'en',
    );
    expect(length).toContain('rounds:N, points:N or open');
  });

  it('a missing value lists the allowed values', () => {
    expect(ruleErrorMessage({ code: 'missing-value', name: 'reentry' }, 'en')).toBe(
      'reentry needs a value (reentry=…); allowed: on or off',
    );
  });
});

// ---------------------------------------------------------------------------------------
// Events

const EVENTS: Record<GameEvent['type'], { event: GameEvent; mentions: (lang: Lang) => string[] }> =
  {
    played: {
      event: { type: 'played', player: 'Anna', cards: cs('9H 9S') },
      mentions: (l) => ['Anna', formatCards(cs('9H 9S'), l)],
    },
    passed: { event: { type: 'passed', player: 'Anna' }, mentions: () => ['Anna'] },
    gave: {
      event: { type: 'gave', player: 'Dora', to: 'Anna', cards: cs('2S AH') },
      mentions: (l) => ['Dora', 'Anna', formatCards(cs('2S AH'), l)],
    },
    skipped: { event: { type: 'skipped', player: 'Cem' }, mentions: () => ['Cem'] },
    // 'Revolu': Revolution (en, de, sv), Revolutie (nl)
    revolution: { event: { type: 'revolution', reversed: true }, mentions: () => ['Revolu'] },
    cleared: {
      event: { type: 'cleared', player: 'Anna', rank: '8' },
      // (Dutch names the rank in words: "met een acht")
      mentions: (l) => ['Anna', l === 'nl' ? 'acht' : '8'],
    },
    'trick-won': {
      event: {
        type: 'trick-won',
        player: 'Ben',
        leader: 'Ben',
        reason: 'all-passed',
        winnerOut: false,
      },
      mentions: () => ['Ben'],
    },
    'went-out': {
      event: { type: 'went-out', player: 'Cem', place: 2 },
      mentions: (l) => ['Cem', formatPlace(2, l)],
    },
    foul: {
      event: { type: 'foul', player: 'Anna', place: 4, card: c('2S') },
      mentions: (l) => ['Anna', formatPlace(4, l), formatCardName(c('2S'), l)],
    },
    miyako: {
      event: { type: 'miyako', player: 'Anna', place: 4, by: 'Ben' },
      mentions: (l) => ['Anna', 'Ben', formatPlace(4, l), roleName(1, 4, l)],
    },
    'round-over': {
      event: { type: 'round-over', places: ['Anna', 'Ben', 'Cem', 'Dora'] },
      mentions: (l) => ['Anna', 'Ben', 'Cem', 'Dora', roleName(1, 4, l), roleName(4, 4, l)],
    },
    'game-over': { event: { type: 'game-over', winner: 'Anna' }, mentions: () => ['Anna'] },
  };

const EVENT_VARIANTS: GameEvent[] = [
  { type: 'revolution', reversed: false },
  { type: 'trick-won', player: 'Ben', leader: 'Cem', reason: 'all-passed', winnerOut: true },
  { type: 'trick-won', player: 'Ben', leader: null, reason: 'cleared', winnerOut: true },
  { type: 'cleared', player: 'Anna', rank: 'Q' },
  { type: 'round-over', places: ['Anna', 'Ben', 'Cem'] },
];

describe('eventMessage', () => {
  for (const [type, sample] of Object.entries(EVENTS)) {
    for (const lang of LANGS) {
      it(`${type} in ${lang}`, () => {
        const message = eventMessage(sample.event, lang);
        expectClean(message);
        expectMentions(message, sample.mentions(lang));
      });
    }
  }

  it('every branch gives a clean sentence in every language', () => {
    for (const event of EVENT_VARIANTS)
      for (const lang of LANGS) expectClean(eventMessage(event, lang));
  });

  it('reads like a table log', () => {
    expect(
      eventMessage(
        { type: 'trick-won', player: 'Ben', leader: 'Ben', reason: 'all-passed', winnerOut: false },
        'en',
      ),
    ).toBe('Ben wins the trick and leads');
    expect(eventMessage({ type: 'went-out', player: 'Cem', place: 2 }, 'en')).toBe(
      'Cem goes out: 2nd place',
    );
    expect(eventMessage({ type: 'revolution', reversed: true }, 'en')).toBe(
      'Revolution! The order is turned: lower beats higher',
    );
    expect(eventMessage({ type: 'miyako', player: 'Anna', place: 4, by: 'Ben' }, 'en')).toBe(
      'Miyako: Ben goes out first, so Anna, President last round, drops to 4th place',
    );
    expect(eventMessage({ type: 'round-over', places: ['Anna', 'Ben', 'Cem', 'Dora'] }, 'de')).toBe(
      'Runde vorbei: Anna (Präsident), Ben (Minister), Cem (Vizebettler) und Dora (Bettler)',
    );
  });
});

// ---------------------------------------------------------------------------------------
// The tables are keyed by code: a language without a code's sentence does not compile.

describe('the message tables', () => {
  it('hold exactly the codes of the engine, the notation and the events', () => {
    for (const lang of LANGS) {
      const m = MESSAGES[lang];
      expect(Object.keys(m.verdict).sort()).toEqual([...VERDICT_CODES].sort());
      expect(Object.keys(ERRORS[lang].parse).sort()).toEqual(Object.keys(ERRORS.en.parse).sort());
      expect(Object.keys(ERRORS[lang].rule).sort()).toEqual(Object.keys(ERRORS.en.rule).sort());
      expect(Object.keys(m.event).sort()).toEqual(Object.keys(MESSAGES.en.event).sort());
      expect(m.lang).toBe(lang);
    }
  });

  it('refuse a table that lacks a code (checked by tsc)', () => {
    const { 'not-higher': notHigher, ...withoutNotHigher } = MESSAGES.en.verdict;
    // @ts-expect-error a verdict table without 'not-higher' is not a VerdictWords
    const incomplete: VerdictWords = withoutNotHigher;
    const { 'trick-won': trickWon, ...withoutTrickWon } = MESSAGES.en.event;
    // @ts-expect-error an event table without 'trick-won' is not an EventWords
    const incompleteEvents: EventWords = withoutTrickWon;
    expect(Object.keys(incomplete)).not.toContain('not-higher');
    expect(Object.keys(incompleteEvents)).not.toContain('trick-won');
    expect(typeof notHigher).toBe('function');
    expect(typeof trickWon).toBe('function');
  });
});
