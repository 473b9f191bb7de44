import { describe, expect, it } from 'vitest';
import { LANGS, UI, localizedPath, t } from '../../src/i18n/ui/index.ts';

const englishKeys = Object.keys(UI.en).sort();

describe('UI strings', () => {
  it.each(LANGS)('%s has exactly the English keys', (lang) => {
    expect(Object.keys(UI[lang]).sort()).toEqual(englishKeys);
  });

  it.each(LANGS)('%s has no empty string', (lang) => {
    const empty = Object.entries(UI[lang]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(LANGS)('%s keeps the placeholders of English', (lang) => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of englishKeys) {
      const k = key as keyof typeof UI.en;
      expect(placeholders(UI[lang][k]), `${lang} ${key}`).toEqual(placeholders(UI.en[k]));
    }
  });

  it('gives the text as it is when it has no placeholders, whatever is passed', () => {
    expect(t('en', 'home.practise.link', { count: 3 })).toBe('Play a practice game');
    expect(t('de', 'home.practise.link')).toBe('Eine Übungspartie spielen');
  });
});

describe('localizedPath', () => {
  it('swaps the language prefix and keeps the rest of the page path', () => {
    expect(localizedPath('/de/about/', 'sv')).toBe('/sv/about/');
    expect(localizedPath('/en/', 'nl')).toBe('/nl/');
    expect(localizedPath('/nl/rules/deal/', 'en')).toBe('/en/rules/deal/');
  });

  it('falls back to the start page outside a language', () => {
    expect(localizedPath('/', 'de')).toBe('/de/');
    expect(localizedPath('/fr/about/', 'de')).toBe('/de/');
  });
});
