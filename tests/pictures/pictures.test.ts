/**
 * What the pictures show comes from the engine (rank order, exchange), and every option of
 * every preset has words in every language.
 */
import { describe, expect, it } from 'vitest';
import { OPTION_LIST, PRESET_NAMES, presetRules } from '../../src/engine/rules.ts';
import { optionValue, pageLang, PICTURES } from '../../src/i18n/pictures/index.ts';
import { LANGS } from '../../src/i18n/langs.ts';
import {
  exchangeModel,
  presetExchange,
  PRESET_SOURCES,
  rankOrder,
} from '../../src/lib/pictures.ts';

describe('rankOrder', () => {
  it('runs 3 … A 2 in the normal order, jokers on top', () => {
    expect(rankOrder(false).join(' ')).toBe('3 4 5 6 7 8 9 10 J Q K A 2 X');
  });
  it('turns over in a revolution, jokers still on top', () => {
    expect(rankOrder(true).join(' ')).toBe('2 A K Q J 10 9 8 7 6 5 4 3 X');
  });
});

describe('exchangeModel (asked of the engine)', () => {
  it('common, 5 players: Scum and President swap 2, the Vices 1, the citizen keeps', () => {
    const model = presetExchange('common', 5);
    expect(model.pairs).toEqual([
      { high: 1, low: 5, up: 2, back: 2 },
      { high: 2, low: 4, up: 1, back: 1 },
    ]);
    expect(model.keep).toEqual([3]);
    expect(model.returnLowest).toBe(false);
  });
  it('common, 3 players: only President and Scum', () => {
    expect(presetExchange('common', 3).pairs).toEqual([{ high: 1, low: 3, up: 2, back: 2 }]);
  });
  it('arschloch (002): one card each way, only first and last', () => {
    const model = presetExchange('arschloch', 5);
    expect(model.pairs).toEqual([{ high: 1, low: 5, up: 1, back: 1 }]);
    expect(model.keep).toEqual([2, 3, 4]);
  });
  it('dutch (004): the lowest cards go back', () => {
    expect(presetExchange('dutch', 4).returnLowest).toBe(true);
  });
  it('no exchange: nobody gives', () => {
    const model = exchangeModel({ ...presetRules('common'), exchange: 'none' }, 4);
    expect(model.pairs).toEqual([]);
    expect(model.keep).toEqual([1, 2, 3, 4]);
  });
});

describe('preset table words', () => {
  it('names a source for every preset', () => {
    expect(Object.keys(PRESET_SOURCES).sort()).toEqual([...PRESET_NAMES].sort());
  });
  it.each(LANGS)('%s: every option of every preset in words', (lang) => {
    for (const name of PRESET_NAMES) {
      for (const option of OPTION_LIST) {
        const text = optionValue(option.key, presetRules(name), lang);
        expect(text.trim(), `${name} ${option.name}`).not.toBe('');
        expect(text).not.toMatch(/undefined|\[object/);
      }
    }
  });
  it('says the values the way each language does', () => {
    const dutch = presetRules('dutch');
    expect(optionValue('firstLead', dutch, 'en')).toBe('whoever holds 3♦');
    expect(optionValue('nextLead', presetRules('arschloch'), 'de')).toBe('Präsident');
    expect(optionValue('length', presetRules('classic'), 'sv')).toBe('5 givar');
    expect(optionValue('clear', presetRules('house'), 'nl')).toBe('8');
    expect(optionValue('exchangeReturn', dutch, 'nl')).toBe('de laagste');
  });
  it('tells values apart: two values of one option never read the same', () => {
    for (const lang of LANGS) {
      for (const option of OPTION_LIST) {
        const seen = new Map<string, string>();
        for (const value of option.values) {
          const parsed = option.parse(value);
          if (parsed === undefined) continue;
          const rules = { ...presetRules('common'), [option.key]: parsed };
          const text = optionValue(option.key, rules, lang);
          const before = seen.get(text);
          expect(before, `${lang} ${option.name}: ${value} and ${String(before)}`).toBeUndefined();
          seen.set(text, value);
        }
      }
    }
  });
});

describe('pictures strings', () => {
  const shape = (value: unknown): unknown =>
    typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
      : typeof value;
  it.each(LANGS)('%s has the same keys as English', (lang) => {
    expect(shape(PICTURES[lang])).toEqual(shape(PICTURES.en));
  });
  it('finds the page language from the route or the locale, and refuses to guess', () => {
    expect(pageLang('sv', undefined)).toBe('sv');
    expect(pageLang(undefined, 'nl')).toBe('nl');
    expect(() => pageLang('fr', undefined)).toThrow(/language/);
  });
});
