import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/langs.ts';
import { findTranslationGaps, parseDocId, readingNeighbours } from '../../src/lib/docs.ts';

const inAllLanguages = (slug: string) => LANGS.map((lang) => ({ id: `${lang}/${slug}` }));

describe('parseDocId', () => {
  it('splits the language folder from the slug', () => {
    expect(parseDocId('de/about')).toEqual({ lang: 'de', slug: 'about' });
    expect(parseDocId('sv/rules/deal')).toEqual({ lang: 'sv', slug: 'rules/deal' });
  });

  it('rejects ids outside a known language folder', () => {
    expect(parseDocId('about')).toBeUndefined();
    expect(parseDocId('fr/about')).toBeUndefined();
    expect(parseDocId('en/')).toBeUndefined();
  });
});

describe('findTranslationGaps', () => {
  it('accepts no pages at all', () => {
    expect(findTranslationGaps([])).toEqual([]);
  });

  it('accepts pages that exist in every language', () => {
    expect(
      findTranslationGaps([...inAllLanguages('about'), ...inAllLanguages('rules/deal')]),
    ).toEqual([]);
  });

  it('names the languages a page is missing in', () => {
    const entries = inAllLanguages('about').filter(({ id }) => !id.startsWith('nl/'));
    expect(findTranslationGaps([...entries, { id: 'de/exchange' }])).toEqual([
      '"about" is missing in: nl',
      '"exchange" is missing in: en, sv, nl',
    ]);
  });

  it('names a page outside the language folders', () => {
    expect(findTranslationGaps([{ id: 'about' }])).toEqual([
      '"about" is not in a language folder (de, en, sv, nl)',
    ]);
  });
});

describe('readingNeighbours', () => {
  const doc = (id: string, title: string, order: number) => ({ id, data: { title, order } });
  const entries = [
    doc('en/ranks', 'Ranks', 2),
    doc('en/home', 'Start', 0),
    doc('en/game', 'The game', 1),
    doc('en/about', 'About', 100),
    doc('de/ranks', 'Rangfolge', 2),
    doc('en/tricks', 'Tricks', 3),
  ];

  it('walks the rule pages of one language in their order', () => {
    expect(readingNeighbours(entries, 'en', 'ranks')).toEqual({
      previous: { slug: 'game', title: 'The game' },
      next: { slug: 'tricks', title: 'Tricks' },
    });
  });

  it('starts at the overview and ends at the last rule page', () => {
    expect(readingNeighbours(entries, 'en', 'game').previous).toBeNull();
    expect(readingNeighbours(entries, 'en', 'tricks').next).toBeNull();
  });

  it('leaves the start page and the pages about the site off the path', () => {
    expect(readingNeighbours(entries, 'en', 'about')).toEqual({ previous: null, next: null });
    expect(readingNeighbours(entries, 'de', 'ranks')).toEqual({ previous: null, next: null });
  });
});
