/**
 * The one formatter (src/i18n/format): plural choice by Intl.PluralRules, lists by
 * Intl.ListFormat, in each of the four languages, with the same structure for 0, 1, 2 and 5
 * items, and the language list everything reads (src/i18n/langs.ts).
 */
import { cliText, groupedCount } from '../../src/i18n/cli.ts';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatter, listAnd, listOr, plural } from '../../src/i18n/format/index.ts';
import { DEFAULT_LANG, LANGS, LOCALE, isLang, type Lang } from '../../src/i18n/langs.ts';
import { formatCardCount, formatPlace } from '../../src/i18n/messages/index.ts';

const AND: Record<Lang, string> = { de: 'und', en: 'and', sv: 'och', nl: 'en' };
const OR: Record<Lang, string> = { de: 'oder', en: 'or', sv: 'eller', nl: 'of' };
const ITEMS = ['Anna', 'Ben', 'Cem', 'Dora', 'Eve'];
const SIZES = [0, 1, 2, 5] as const;

/** What a list puts between its items, with the items taken out. */
function glue(text: string, items: readonly string[]): string[] {
  const parts: string[] = [];
  let rest = text;
  for (const item of items) {
    const at = rest.indexOf(item);
    expect(at).toBeGreaterThanOrEqual(0);
    if (parts.length > 0 || at > 0) parts.push(rest.slice(0, at));
    rest = rest.slice(at + item.length);
  }
  expect(rest).toBe('');
  return parts;
}

/** n items: n − 2 commas, then the word before the last item; one item alone; none empty. */
function expectedGlue(n: number, word: string): string[] {
  if (n < 2) return [];
  return [...Array<string>(n - 2).fill(', '), ` ${word} `];
}

describe('languages', () => {
  it('one list of four languages, each with a locale', () => {
    expect([...LANGS]).toEqual(['de', 'en', 'sv', 'nl']);
    expect(isLang(DEFAULT_LANG)).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(isLang(undefined)).toBe(false);
    for (const lang of LANGS) {
      expect(Intl.getCanonicalLocales(LOCALE[lang])[0]?.startsWith(lang)).toBe(true);
    }
  });
});

describe.each(LANGS)('in %s', (lang) => {
  it('has exactly two cardinal plural forms, one and other (what Plural holds)', () => {
    const categories = new Intl.PluralRules(LOCALE[lang]).resolvedOptions().pluralCategories;
    expect([...categories].sort()).toEqual(['one', 'other']);
  });

  it('picks one for 1 and other for 0, 2 and 5', () => {
    const forms = { one: 'ONE', other: 'OTHER' };
    expect(SIZES.map((n) => plural(lang, n, forms))).toEqual(['OTHER', 'ONE', 'OTHER', 'OTHER']);
  });

  it.each(SIZES)('lists %i items with "and" and "or" in the same structure', (n) => {
    const items = ITEMS.slice(0, n);
    const and = listAnd(lang, items);
    const or = listOr(lang, items);
    if (n === 0) {
      expect([and, or]).toEqual(['', '']);
      return;
    }
    expect(glue(and, items)).toEqual(expectedGlue(n, AND[lang]));
    expect(glue(or, items)).toEqual(expectedGlue(n, OR[lang]));
  });

  it('counts cards with the number first and the plural form after it', () => {
    const f = formatter(lang);
    const counts = SIZES.map((n) => formatCardCount(n, lang));
    SIZES.forEach((n, i) => {
      expect(counts[i]?.startsWith(`${f.number(n)} `)).toBe(true);
    });
    // 0, 2 and 5 take the same form; 1 takes the singular (the same word in Swedish)
    const word = (s: string | undefined) => s?.split(' ').slice(1).join(' ');
    expect(word(counts[0])).toBe(word(counts[2]));
    expect(word(counts[2])).toBe(word(counts[3]));
    if (lang !== 'sv') expect(word(counts[1])).not.toBe(word(counts[2]));
  });

  it('writes numbers in the language (grouping from 1000 on)', () => {
    expect(formatNumber(lang, 7)).toBe('7');
    expect(formatNumber(lang, 1000)).not.toBe('1000');
    expect(formatNumber(lang, 1000).replace(/\D/g, '')).toBe('1000');
  });
});

describe('the sentences the languages write', () => {
  it('counts', () => {
    expect([0, 1, 2, 5].map((n) => formatCardCount(n, 'en'))).toEqual([
      '0 cards',
      '1 card',
      '2 cards',
      '5 cards',
    ]);
    expect(formatCardCount(1, 'de')).toBe('1 Karte');
    expect(formatCardCount(2, 'nl')).toBe('2 kaarten');
    expect(formatCardCount(1, 'sv')).toBe('1 kort');
  });

  it('English ordinals follow the ordinal plural rules', () => {
    const places = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map((n) => formatPlace(n, 'en'));
    expect(places.map((p) => p.replace(' place', ''))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('English lists have no serial comma (en-GB), as the golden transcripts pin', () => {
    expect(listAnd('en', ['6', 'A', '4'])).toBe('6, A and 4');
    expect(listOr('en', ['same', 'more', 'bigger-wins'])).toBe('same, more or bigger-wins');
  });
});

describe("the CLI's summary counts in every language", () => {
  it('one move, several moves, refused ones', () => {
    expect(cliText('en').summary(1, 0)).toBe('the one move is legal');
    expect(cliText('en').summary(12, 0)).toBe('all 12 moves legal');
    expect(cliText('en').summary(1, 1)).toBe('1 move, 1 refused');
    expect(cliText('de').summary(1, 1)).toBe('1 Zug, 1 abgelehnt');
    expect(cliText('de').summary(3, 1)).toBe('3 Züge, 1 abgelehnt');
    expect(cliText('nl').summary(1, 1)).toBe('1 zet, 1 geweigerd');
    expect(cliText('sv').summary(1, 0)).toBe('det enda draget är giltigt');
  });
});

describe("the CLI's whole numbers, written without Intl.NumberFormat", () => {
  // Every length of number up to the largest safe integer, with each digit at each place.
  const values = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 65536, 99999, 100000];
  for (let digits = 1; digits <= 16; digits++) {
    values.push(Number('9'.repeat(digits)), Number('1'.padEnd(digits, '0')));
    values.push(Number('1234567890123456'.slice(0, digits)));
  }
  values.push(Number.MAX_SAFE_INTEGER);

  it.each(LANGS)('%s: exactly as Intl.NumberFormat writes them', (lang) => {
    for (const n of values) expect(groupedCount(lang, n)).toBe(formatNumber(lang, n));
  });

  it.each(LANGS)('%s: anything but a whole number of 0 or more goes to Intl', (lang) => {
    for (const n of [-1, -1234, 0.5, 1234.5, 2 ** 60, Infinity, NaN])
      expect(groupedCount(lang, n)).toBe(formatNumber(lang, n));
  });

  it('groups the thousands (de 1.000, en 1,000, sv 1 000 with a no-break space, nl 1.000)', () => {
    expect(groupedCount('de', 1234567)).toBe('1.234.567');
    expect(groupedCount('en', 1234567)).toBe('1,234,567');
    expect(groupedCount('sv', 1234567)).toBe('1\u00a0234\u00a0567');
    expect(groupedCount('nl', 1000)).toBe('1.000');
    expect(cliText('en').summary(85052, 0)).toBe('all 85,052 moves legal');
  });
});
