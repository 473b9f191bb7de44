/**
 * The vocabulary and the data: cards, the deck, seeded dealing and game codes, rule sets,
 * presets exactly as rules-spec §4 lists them, and validation of rules from outside.
 */
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  JOKER,
  JOKER_INDEX,
  RANKS,
  dealCounts,
  formatCard,
  makeDeck,
  parseCard,
  rankAt,
  rankIndex,
  sortCards,
  type Card,
  type Rank,
} from '../../src/engine/cards.ts';
import { formatGameCode, parseGameCode } from '../../src/engine/game-code.ts';
import { deal, roundSeed } from '../../src/engine/random.ts';
import {
  CHOICES,
  DEFAULT_RULES,
  formatOption,
  isChoiceKey,
  OPTION_KEYS,
  OPTION_LIST,
  OPTIONS,
  optionByKey,
  optionByName,
  PRESET_NAMES,
  presetRules,
  withOptionText,
  type GameLength,
} from '../../src/engine/rules.ts';
import { applyRuleText, formatRuleText, validateRuleSet } from '../../src/engine/rule-text.ts';
import { roleOf, placePoints } from '../../src/engine/scoring.ts';
import { ruleSetArb as anyRuleSetArb } from '../rules-link/arbitraries.ts';
import { ruleSetArb } from './random-games.ts';

const key = (c: Card): string => formatCard(c);

describe('the deck and the deal', () => {
  it('has 52 cards and 0–2 jokers', () => {
    expect(makeDeck(0)).toHaveLength(52);
    expect(new Set(makeDeck(0).map(key)).size).toBe(52);
    expect(makeDeck(2).filter((c) => c.rank === 'X')).toHaveLength(2);
  });
  it('deals every card, one at a time clockwise from the player after the dealer', () => {
    const hands = deal(7, 5, 2, 1);
    expect(hands.map((h) => h.length)).toEqual([11, 10, 10, 11, 11]);
    expect(hands.map((h) => h.length)).toEqual(dealCounts(53, 5, 2));
    expect(sortCards(hands.flat()).map(key)).toEqual(sortCards(makeDeck(1)).map(key));
  });
  it('a seed reproduces a deal exactly; another round gets another deal', () => {
    expect(deal(123, 4, 3, 0)).toEqual(deal(123, 4, 3, 0));
    expect(deal(roundSeed(123, 1), 4, 3, 0)).not.toEqual(deal(roundSeed(123, 2), 4, 3, 0));
  });
  it('game codes round-trip and forgive look-alike letters', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        (seed) => parseGameCode(formatGameCode(seed)) === seed,
      ),
    );
    expect(formatGameCode(1)).toBe('0000001');
    expect(parseGameCode('000000l')).toBe(1);
    expect(parseGameCode('hello world')).toBeNull();
    expect(parseGameCode('ZZZZZZZZ')).toBeNull();
  });
});

describe('presets follow rules-spec §4', () => {
  it('common (000)', () =>
    expect(presetRules('common')).toEqual({
      ...DEFAULT_RULES,
      reentry: false,
      equal: 'off',
      count: 'same',
      firstLead: 'club-3',
      firstCard: true,
      nextLead: 'scum',
      exchange: 'two',
      exchangeReturn: 'any',
    }));
  it('classic, revolution, house (001)', () => {
    const classic = {
      ...DEFAULT_RULES,
      reentry: true,
      firstLead: 'club-3',
      nextLead: 'scum',
      exchange: 'two',
      exchangeTies: 'suit',
      scoring: 'places',
      length: { kind: 'rounds', n: 5 },
    };
    expect(presetRules('classic')).toEqual(classic);
    expect(presetRules('revolution')).toEqual({ ...classic, revolution: 'round', counter: true });
    expect(presetRules('house')).toEqual({
      ...classic,
      revolution: 'round',
      counter: true,
      clear: ['8'],
      miyako: true,
    });
  });
  it('arschloch (002) and swedish (003)', () => {
    const arschloch = {
      ...DEFAULT_RULES,
      reentry: true,
      firstLead: 'left-of-dealer',
      nextLead: 'president',
      exchange: 'one',
      scoring: 'two-one',
      length: { kind: 'points', n: 11 },
    };
    expect(presetRules('arschloch')).toEqual(arschloch);
    expect(presetRules('swedish')).toEqual(arschloch);
  });
  it('dutch (004)', () =>
    expect(presetRules('dutch')).toEqual({
      ...DEFAULT_RULES,
      reentry: false,
      equal: 'on',
      count: 'more',
      twosBySuit: true,
      firstLead: 'diamond-3',
      nextLead: 'scum',
      exchange: 'two',
      exchangeReturn: 'lowest',
    }));
  it('there are seven, and 21 options', () => {
    expect(PRESET_NAMES).toHaveLength(7);
    expect(OPTION_LIST).toHaveLength(21);
  });
});

describe('the option table', () => {
  it('has every option once, under its key, in the notation order', () => {
    expect(Object.keys(OPTIONS).sort()).toEqual([...OPTION_KEYS].sort());
    for (const key of OPTION_KEYS) expect(OPTIONS[key].key).toBe(key);
    expect(OPTION_LIST.map((o) => o.key)).toEqual([...OPTION_KEYS]);
    expect(OPTION_LIST.map((o) => o.name)).toEqual([
      'jokers',
      'joker',
      'reentry',
      'equal',
      'count',
      'clear',
      'revolution',
      'counter',
      'twos-by-suit',
      'mandatory',
      'one-lap',
      'first-lead',
      'first-card',
      'next-lead',
      'exchange',
      'exchange-return',
      'exchange-ties',
      'miyako',
      'forbidden-finish',
      'scoring',
      'length',
    ]);
  });

  it('types each option by its own values (checked by tsc)', () => {
    expectTypeOf(OPTIONS.jokers.parse).returns.toEqualTypeOf<0 | 1 | 2 | undefined>();
    expectTypeOf(OPTIONS.reentry.parse).returns.toEqualTypeOf<boolean | undefined>();
    expectTypeOf(OPTIONS.clear.format).parameter(0).toEqualTypeOf<readonly Rank[]>();
    expectTypeOf(optionByKey('length').parse).returns.toEqualTypeOf<GameLength | undefined>();
    expectTypeOf(optionByName('twos-by-suit').key).toEqualTypeOf<'twosBySuit'>();
    expectTypeOf(optionByName('first-lead').parse).returns.toEqualTypeOf<
      'club-3' | 'diamond-3' | 'left-of-dealer' | 'any' | undefined
    >();
    expect(optionByName('twos-by-suit').key).toBe('twosBySuit');
    expect(optionByName('no-such-option' as string)).toBeUndefined();
  });

  it('offers the values of CHOICES for each choice option, in their order', () => {
    for (const key of OPTION_KEYS) {
      if (isChoiceKey(key)) expect(OPTIONS[key].values).toEqual(CHOICES[key].map(String));
    }
  });

  it('parse ∘ format is the identity for every option, over its whole range', () => {
    fc.assert(
      fc.property(anyRuleSetArb, (rules) => {
        for (const key of OPTION_KEYS) {
          expect(OPTIONS[key].parse(formatOption(key, rules)), key).toEqual(rules[key]);
          expect(withOptionText(DEFAULT_RULES, key, formatOption(key, rules))?.[key]).toEqual(
            rules[key],
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('format ∘ parse is the identity on every value a form offers', () => {
    for (const spec of OPTION_LIST) {
      for (const text of spec.values) {
        const next = withOptionText(DEFAULT_RULES, spec.key, text);
        expect(next, `${spec.name}=${text}`).toBeDefined();
        if (next !== undefined) expect(formatOption(spec.key, next)).toBe(text);
      }
      expect(withOptionText(DEFAULT_RULES, spec.key, 'nonsense'), spec.name).toBeUndefined();
    }
  });
});

describe('rules from outside are validated, key by key', () => {
  it('reads presets and overrides; later keys win', () => {
    expect(applyRuleText(DEFAULT_RULES, 'house, clear=8+10, one-lap=on, clear=2').rules).toEqual({
      ...presetRules('house'),
      clear: ['2'],
      oneLap: true,
    });
  });
  it('reports each bad key or value and keeps the rest', () => {
    const result = applyRuleText(
      DEFAULT_RULES,
      'classic, reentry=maybe, colour=red, jokers=3, length=rounds:0, dutchy, clear',
    );
    expect(result.rules).toEqual(presetRules('classic'));
    expect(result.errors.map((e) => e.code)).toEqual([
      'bad-value',
      'unknown-key',
      'bad-value',
      'bad-value',
      'unknown-preset',
      'missing-value',
    ]);
  });
  it('validates stored objects with either spelling of the keys', () => {
    expect(
      validateRuleSet({
        'one-lap': 'on',
        reentry: true,
        clear: ['8', '10'],
        length: { kind: 'points', n: 11 },
      }),
    ).toEqual({
      rules: {
        ...DEFAULT_RULES,
        oneLap: true,
        reentry: true,
        clear: ['8', '10'],
        length: { kind: 'points', n: 11 },
      },
      errors: [],
    });
    expect(validateRuleSet({ jokers: 'many', __proto__x: 1 }).errors.map((e) => e.code)).toEqual([
      'bad-value',
      'unknown-key',
    ]);
    expect(validateRuleSet(null).errors).toHaveLength(1);
    expect(validateRuleSet('<script>').errors[0]).toMatchObject({
      code: 'unknown-preset',
      name: '<script>',
    });
  });
  it('formatRuleText is the shortest text that gives the same rules', () => {
    expect(formatRuleText(presetRules('house'))).toBe('house');
    expect(formatRuleText({ ...presetRules('dutch'), clear: ['10'] })).toBe('dutch, clear=10');
    fc.assert(
      fc.property(ruleSetArb, (rules) => {
        expect(applyRuleText(DEFAULT_RULES, formatRuleText(rules)).rules).toEqual(rules);
      }),
    );
  });
  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.string(), (s) => Array.isArray(applyRuleText(DEFAULT_RULES, s).errors)),
    );
    fc.assert(fc.property(fc.anything(), (v) => Array.isArray(validateRuleSet(v).errors)));
  });
  it('reports a value that cannot be turned into text (found by the property above)', () => {
    expect(validateRuleSet([{ toString: false }]).errors).toEqual([
      { code: 'bad-value', name: 'rules', value: '[{"toString":false}]', allowed: [] },
    ]);
  });
});

describe('roles and points', () => {
  it('names roles by place (§5)', () => {
    expect([1, 2, 3, 4, 5].map((p) => roleOf(p, 5))).toEqual([
      'president',
      'vice-president',
      'citizen',
      'vice-scum',
      'scum',
    ]);
    expect([1, 2, 3].map((p) => roleOf(p, 3))).toEqual(['president', 'citizen', 'scum']);
  });
  it('scores 3/2/1/0 (places) and 2/1/0 (two-one)', () => {
    expect(placePoints('places', ['A', 'B', 'C', 'D'])).toEqual({ A: 3, B: 2, C: 1, D: 0 });
    expect(placePoints('two-one', ['A', 'B', 'C', 'D', 'E'])).toEqual({
      A: 2,
      B: 1,
      C: 0,
      D: 0,
      E: 0,
    });
    expect(placePoints('none', ['A', 'B'])).toEqual({});
  });
  it('numbers the ranks in the normal order, 3 = 0 … 2 = 12, the joker 13, and back', () => {
    expect(RANKS.map(rankIndex)).toEqual(RANKS.map((_, i) => i));
    expect(rankIndex(JOKER)).toBe(JOKER_INDEX);
    for (let i = 0; i <= JOKER_INDEX; i++) expect(rankIndex(rankAt(i))).toBe(i);
    // A rank read from text (a fresh string, not the literal) is numbered alike.
    expect(rankIndex((parseCard('10S') as Card).rank)).toBe(7);
  });
  it('reads cards in any notation', () => {
    expect(['TH', '10♥', '10h'].map(parseCard)).toEqual([
      { rank: '10', suit: 'H' },
      { rank: '10', suit: 'H' },
      { rank: '10', suit: 'H' },
    ]);
  });
});
