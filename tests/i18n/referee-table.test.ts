/**
 * The referee's table words where a count changes the sentence: the prompt for the cards of a
 * give (one card: the singular, without "0 of 1"), and the note after a give entered by its
 * count, a sentence of its own after the give.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/langs.ts';
import { STORE } from '../../src/i18n/referee/store.ts';
import { TABLE } from '../../src/i18n/referee/table.ts';

describe('the give prompt', () => {
  for (const lang of LANGS) {
    it(`${lang}: one card in the singular, several with how many are entered`, () => {
      const one = TABLE[lang].giveNow('Anna', 'Ben', 0, 1);
      const two = TABLE[lang].giveNow('Anna', 'Ben', 1, 2);
      expect(one).toContain('Anna');
      expect(one).not.toMatch(/\d/);
      expect(two).toMatch(/1\D+2/);
      // the singular's own words, not the plural's without its count
      expect(one).not.toBe(TABLE[lang].giveNow('Anna', 'Ben', 0, 2).replace(/\s*\(.*\)/, ''));
      // the note on a give checked by count alone is a sentence: a capital after the period
      expect(TABLE[lang].countOnly).toMatch(/^\p{Lu}.*\.$/u);
    });
  }
});

describe('a tap in a tab that only shows the game', () => {
  for (const lang of LANGS) {
    it(`${lang}: names the notice's own key for carrying on here`, () => {
      expect(TABLE[lang].shownOnly).toContain(STORE[lang].takeOver);
      expect(TABLE[lang].shownOnly).toMatch(/^\p{Lu}.*\.$/u);
    });
  }
});
