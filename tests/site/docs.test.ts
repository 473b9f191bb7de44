import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/langs.ts';
import { findTranslationGaps, parseDocId } from '../../src/lib/docs.ts';

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
