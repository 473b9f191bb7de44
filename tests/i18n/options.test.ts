/**
 * The house-rules words (src/i18n/options): every language has every text of English, none
 * empty, with the same placeholders, so the panel and the card never show a hole.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/messages/index.ts';
import { OPTION_STRINGS } from '../../src/i18n/options/index.ts';
import { OPTIONS, PRESET_NAMES } from '../../src/engine/rules.ts';

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

  it('covers every option of the engine’s table and every preset', () => {
    expect(Object.keys(OPTION_STRINGS.en.options).sort()).toEqual(OPTIONS.map((o) => o.key).sort());
    expect(Object.keys(OPTION_STRINGS.en.presets)).toEqual(PRESET_NAMES);
    for (const spec of OPTIONS) {
      const values = Object.keys(OPTION_STRINGS.en.options[spec.key].values);
      const closed = spec.values.every((v) => !/[:+]/.test(v)) && spec.values[1] !== '3';
      if (closed) expect(values.sort(), spec.name).toEqual([...spec.values].sort());
    }
  });

  it.each(LANGS)(
    '%s: labels differ from each other, so no two controls are named alike',
    (lang) => {
      const labels = Object.values(OPTION_STRINGS[lang].options).map((o) => o.label);
      expect(new Set(labels).size).toBe(labels.length);
      const presets = Object.values(OPTION_STRINGS[lang].presets).map((p) => p.name);
      expect(new Set(presets).size).toBe(presets.length);
    },
  );
});
