/**
 * The house-rules words (src/i18n/options) and the options' vocabulary (src/i18n/vocabulary):
 * every language has every text of English, none empty, with the same placeholders, so the
 * panel, the card, the stepper's toggles and the preset table never show a hole; every option
 * of the engine's table has its name, explanation and a name for each of its values.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/messages/index.ts';
import { houseRulesStrings, OPTION_STRINGS } from '../../src/i18n/options/index.ts';
import {
  DEFAULT_RULES,
  OPTION_KEYS,
  OPTION_LIST,
  PRESET_NAMES,
  withOptionText,
} from '../../src/engine/rules.ts';
import { valueName } from '../../src/lib/option-words.ts';
import { MESSAGES } from '../../src/i18n/messages/index.ts';
import { VOCABULARY } from '../../src/i18n/vocabulary/index.ts';

/** Every string leaf with its path: `card.deck.0` → "52 cards, …". */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) throw new Error(`not text at ${path}`);
  return Object.entries(value).flatMap(([key, inner]) =>
    leaves(inner, path === '' ? key : `${path}.${key}`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const english = new Map(leaves(OPTION_STRINGS.en));

describe('house-rules strings', () => {
  it.each(LANGS)('%s has exactly the texts of English', (lang) => {
    expect(leaves(OPTION_STRINGS[lang]).map(([path]) => path)).toEqual([...english.keys()]);
  });

  it.each(LANGS)('%s has no empty text and keeps the placeholders of English', (lang) => {
    for (const [path, text] of leaves(OPTION_STRINGS[lang])) {
      expect(text.trim(), `${lang} ${path}`).not.toBe('');
      expect(placeholders(text), `${lang} ${path}`).toEqual(placeholders(english.get(path) ?? ''));
    }
  });

  it.each(LANGS)(
    '%s: preset names differ from each other, so no two controls are named alike',
    (lang) => {
      const presets = Object.values(OPTION_STRINGS[lang].presets).map((p) => p.name);
      expect(new Set(presets).size).toBe(presets.length);
    },
  );

  it('covers every preset', () => {
    expect(Object.keys(OPTION_STRINGS.en.presets)).toEqual(PRESET_NAMES);
  });
});

const englishWords = new Map(leaves(VOCABULARY.en));

describe('the options’ vocabulary', () => {
  it.each(LANGS)('%s has exactly the words of English, none empty, same placeholders', (lang) => {
    const words = leaves(VOCABULARY[lang]);
    expect(words.map(([path]) => path)).toEqual([...englishWords.keys()]);
    for (const [path, text] of words) {
      expect(text.trim(), `${lang} ${path}`).not.toBe('');
      expect(placeholders(text), `${lang} ${path}`).toEqual(
        placeholders(englishWords.get(path) ?? ''),
      );
    }
  });

  it('has every option of the engine’s table, and names every value a form offers', () => {
    expect(Object.keys(VOCABULARY.en).sort()).toEqual([...OPTION_KEYS].sort());
    for (const spec of OPTION_LIST) {
      const words = VOCABULARY.en[spec.key];
      expect(Object.keys(words.short), spec.name).toEqual(Object.keys(words.values));
      if (spec.kind === 'choice' || spec.kind === 'on-off')
        expect(Object.keys(words.values).sort(), spec.name).toEqual([...spec.values].sort());
      if (spec.kind === 'ranks') expect(Object.keys(words.values)).toEqual(['none']);
      if (spec.kind === 'length')
        expect(Object.keys(words.values)).toEqual(['rounds', 'points', 'open']);
    }
  });

  it.each(LANGS)('%s: no two options share a name, no two values of one option', (lang) => {
    const labels = OPTION_KEYS.map((key) => VOCABULARY[lang][key].label);
    expect(new Set(labels).size).toBe(labels.length);
    const words = { lang, options: VOCABULARY[lang], rankLabels: MESSAGES[lang].rankLabels };
    for (const spec of OPTION_LIST) {
      for (const form of ['values', 'short'] as const) {
        const names = spec.values.map((text) => {
          const rules = withOptionText(DEFAULT_RULES, spec.key, text);
          return rules === undefined ? text : valueName(spec.key, rules, words, { form });
        });
        expect(new Set(names).size, `${lang} ${spec.name} ${form}: ${names.join(' | ')}`).toBe(
          names.length,
        );
      }
    }
  });

  it('the panel and the card read these words', () => {
    expect(houseRulesStrings('de').options).toBe(VOCABULARY.de);
  });
});
