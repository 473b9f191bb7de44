/**
 * The table-rules card (src/lib/rule-card.ts): every option of rules-spec §3 shows on the
 * card and changes it, in every language; the card reads as finished sentences.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/messages/index.ts';
import { houseRulesStrings } from '../../src/i18n/options/index.ts';
import { OPTION_LIST, presetRules, type RuleSet } from '../../src/engine/rules.ts';
import {
  CARD_GROUPS,
  OPTION_GROUPS,
  noticeText,
  ruleCard,
  ruleCardText,
  ungroupedOptions,
  valueText,
} from '../../src/lib/rule-card.ts';
import { rankNames } from '../../src/lib/option-words.ts';
import type { LinkNotice } from '../../src/lib/rule-link.ts';
import { choiceArb } from './arbitraries.ts';

/** Rules under which every option has a visible effect (jokers in play, 3♣ leads, …). */
const ACTIVE: RuleSet = {
  ...presetRules('house'),
  jokers: 2,
  firstCard: true,
  scoring: 'places',
  length: { kind: 'rounds', n: 5 },
};

function sentences(rules: RuleSet, lang: (typeof LANGS)[number]): string[] {
  return ruleCard({ preset: 'house', rules }, houseRulesStrings(lang)).groups.flatMap(
    (g) => g.sentences,
  );
}

describe('the card', () => {
  it('groups every option exactly once', () => {
    expect(ungroupedOptions()).toEqual([]);
    const all = Object.values(OPTION_GROUPS).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(OPTION_LIST.length);
  });

  it.each(LANGS)('%s: changing any option to any other value changes the sentences', (lang) => {
    for (const spec of OPTION_LIST) {
      const before = sentences(ACTIVE, lang);
      const current = spec.format(ACTIVE[spec.key]);
      const others = [...spec.values, 'rounds:7', 'points:11', '8+10'].filter((v) => v !== current);
      for (const value of others) {
        const parsed = spec.parse(value);
        if (parsed === undefined) continue;
        const after = sentences({ ...ACTIVE, [spec.key]: parsed }, lang);
        expect(after, `${lang} ${spec.name}=${value}`).not.toEqual(before);
      }
    }
  });

  it.each(LANGS)('%s: reads as finished sentences under any rules', (lang) => {
    const s = houseRulesStrings(lang);
    fc.assert(
      fc.property(choiceArb, (choice) => {
        const card = ruleCard(choice, s);
        expect(card.groups.map((g) => g.id)).toEqual([...CARD_GROUPS]);
        for (const text of [
          card.title,
          card.preset,
          card.changed ?? '.',
          ...card.groups.flatMap((g) => [g.heading, ...g.sentences]),
        ]) {
          expect(text).not.toMatch(/[{}]|undefined|NaN|\[object/);
          expect(text.trim()).toBe(text);
          expect(text.length).toBeGreaterThan(0);
        }
        for (const g of card.groups)
          for (const sentence of g.sentences) expect(sentence).toMatch(/\.$/);
      }),
      { numRuns: 100 },
    );
  });

  it.each(LANGS)(
    '%s: a points target without points is no end, and the fall is told with going out',
    (lang) => {
      const s = houseRulesStrings(lang);
      const rules = { ...presetRules('common'), length: { kind: 'points', n: 11 } as const };
      const card = ruleCard({ preset: 'common', rules }, s);
      const scoring = card.groups.find((g) => g.id === 'scoring')?.sentences ?? [];
      // no "the game ends when someone reaches 11 points" beside "no points"
      expect(scoring).toContain(s.card.length.unscored);
      expect(scoring.join(' ')).not.toContain('11');
      const house = ruleCard({ preset: 'house', rules: presetRules('house') }, s);
      const tricks = house.groups.find((g) => g.id === 'tricks')?.sentences ?? [];
      expect(tricks).toContain(s.card.miyako);
    },
  );

  it('names the preset and the changed options', () => {
    const s = houseRulesStrings('en');
    const rules = { ...presetRules('house'), reentry: false, clear: [] };
    const card = ruleCard({ preset: 'house', rules }, s);
    expect(card.preset).toBe('Based on: Hausregeln.');
    expect(card.changed).toBe('Changed: Re-entry and Clearing cards.');
    expect(ruleCard({ preset: 'dutch', rules: presetRules('dutch') }, s).changed).toBeNull();
  });

  it('writes ranks in the reader’s labels, with the reader’s “or”', () => {
    expect(rankNames(['8', '10', 'J'], houseRulesStrings('en'))).toBe('8, 10 or J');
    expect(rankNames(['8', '10', 'J'], houseRulesStrings('de'))).toBe('8, 10 oder B');
    expect(rankNames(['Q'], houseRulesStrings('nl'))).toBe('V');
    const de = sentences({ ...ACTIVE, clear: ['10', 'Q'], forbiddenFinish: ['2'] }, 'de');
    expect(de).toContain(
      'Abräumkarten: 10 oder D. Ein Zug mit einer solchen Karte beendet den Stich sofort, und wer ihn gelegt hat, spielt neu aus.',
    );
    expect(de).toContain('Von niedrig nach hoch: 3 4 5 6 7 8 9 10 B D K A 2 Joker.');
  });

  it('as text: the title, the preset, headings, one dash per sentence and the link', () => {
    const s = houseRulesStrings('en');
    const card = ruleCard({ preset: 'common', rules: presetRules('common') }, s);
    const text = ruleCardText(card, s, 'https://example.org/en/house-rules/?rules=1~common');
    const lines = text.split('\n');
    expect(lines.slice(0, 4)).toEqual(['Our table rules', 'Based on: Common form.', '', 'Deck']);
    expect(lines).toContain('- Once you pass, you sit out until the trick ends.');
    expect(lines).toContain('Link: https://example.org/en/house-rules/?rules=1~common');
    expect(text.endsWith('\n')).toBe(true);
  });
});

describe('value labels', () => {
  it.each(LANGS)('%s: every value of every option has a readable label', (lang) => {
    const s = houseRulesStrings(lang);
    for (const spec of OPTION_LIST) {
      for (const value of [...spec.values, 'rounds:1', 'points:2', '2+8']) {
        const parsed = spec.parse(value);
        if (parsed === undefined) continue;
        const text = valueText(spec.key, { ...ACTIVE, [spec.key]: parsed }, s);
        expect(text, `${lang} ${spec.name}=${value}`).not.toMatch(/^$|[{}]|undefined/);
      }
    }
    expect(valueText('length', { ...ACTIVE, length: { kind: 'rounds', n: 1 } }, s)).toMatch(/1/);
  });

  it('the task’s example: re-entry on and off', () => {
    const s = houseRulesStrings('en');
    expect(valueText('reentry', { ...ACTIVE, reentry: true }, s)).toBe(
      'you may play again after passing',
    );
    expect(valueText('reentry', { ...ACTIVE, reentry: false }, s)).toBe(
      'once you pass, you sit out the trick',
    );
  });
});

describe('notices', () => {
  const NOTICES: LinkNotice[] = [
    { code: 'unknown-version', version: '9' },
    { code: 'missing-version' },
    { code: 'too-long', length: 4000 },
    { code: 'unknown-preset', name: 'nonsense' },
    { code: 'unknown-key', name: 'bluff' },
    { code: 'bad-value', name: 'reentry', value: 'maybe', allowed: ['on', 'off'] },
    { code: 'missing-value', name: 'one-lap' },
  ];

  it.each(LANGS)('%s: every code is one clean sentence naming what was left out', (lang) => {
    const s = houseRulesStrings(lang);
    for (const notice of NOTICES) {
      const text = noticeText(notice, s);
      expect(text, notice.code).toMatch(/\.$/);
      expect(text).not.toMatch(/[{}]|undefined/);
      for (const value of Object.values(notice)) {
        if (
          typeof value === 'string' &&
          value !== notice.code &&
          !/^(reentry|one-lap)$/.test(value)
        )
          expect(text).toContain(value);
      }
    }
    // Options are named as the panel names them, not by their key.
    expect(noticeText(NOTICES[5] as LinkNotice, s)).toContain(s.options.reentry.label);
    expect(noticeText(NOTICES[6] as LinkNotice, s)).toContain(s.options.oneLap.label);
  });
});
