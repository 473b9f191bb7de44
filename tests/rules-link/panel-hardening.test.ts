/**
 * What hostile and unlucky input did to the house-rules panel (issue 11), as unit tests: the
 * notice list of a forged link merged and capped, anything read from storage checked before
 * use, a refused save reported, and the longest rule link there is measured against the limits
 * of URLs. The panel's behaviour in the browser is in tests/browser/house-rules.spec.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANKS } from '../../src/engine/cards.ts';
import {
  OPTION_LIST,
  PRESET_NAMES,
  presetRules,
  withOptionText,
  type RuleSet,
} from '../../src/engine/rules.ts';
import { LANGS } from '../../src/i18n/langs.ts';
import { houseRulesStrings } from '../../src/i18n/options/index.ts';
import { NOTICE_LIST_MAX, noticeLines, noticeText } from '../../src/lib/rule-card.ts';
import {
  RULE_LINK_MAX_LENGTH,
  decodeRuleLink,
  encodeRuleLink,
  type RuleChoice,
} from '../../src/lib/rule-link.ts';
import {
  STORAGE_KEY,
  readStoredRules,
  writeStoredRules,
  type RuleStorage,
} from '../../src/components/houserules/storage.ts';
import { choiceArb } from './arbitraries.ts';

const en = houseRulesStrings('en');
const sentencesOf = (link: string, lang = en) =>
  decodeRuleLink(link).notices.map((n) => noticeText(n, lang));

describe('the notice list of a forged link', () => {
  it('shows one mistake repeated 499 times once, with its count, in every language', () => {
    const forged = `1${'~x'.repeat(499)}`;
    expect(decodeRuleLink(forged).notices).toHaveLength(499);
    expect(noticeLines(sentencesOf(forged), en)).toEqual(['There is no preset “x”. (499 times)']);
    for (const lang of LANGS) {
      const s = houseRulesStrings(lang);
      const lines = noticeLines(sentencesOf(forged, s), s);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('499');
      expect(lines[0]).toContain(noticeText({ code: 'unknown-preset', name: 'x' }, s));
    }
  });

  it('leaves a notice that came up once as it is', () => {
    expect(noticeLines(sentencesOf('1~common~jokers.7'), en)).toEqual([
      '“7” is not a value for Jokers.',
    ]);
  });

  it(`lists at most ${String(NOTICE_LIST_MAX)} different notices, then counts the rest`, () => {
    const names = Array.from({ length: 20 }, (_, i) => `bad${String(i)}`);
    const forged = `1~common~${names.map((n) => `${n}.on`).join('~')}~bad0.on`;
    const lines = noticeLines(sentencesOf(forged), en);
    expect(lines).toHaveLength(NOTICE_LIST_MAX + 1);
    expect(lines[0]).toBe('There is no option “bad0”. (2 times)');
    expect(lines[1]).toBe('There is no option “bad1”.');
    expect(lines.at(-1)).toBe(`And ${String(20 - NOTICE_LIST_MAX)} more problems.`);
    expect(noticeLines(sentencesOf(forged).slice(0, NOTICE_LIST_MAX + 1), en).at(-1)).toBe(
      'And 1 more problem.',
    );
  });

  it('stays short for the longest link the reader can forge', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), (text) => {
        const s = houseRulesStrings('de');
        const lines = noticeLines(sentencesOf(text, s), s);
        expect(lines.length).toBeLessThanOrEqual(NOTICE_LIST_MAX + 1);
      }),
      { numRuns: 200 },
    );
  });
});

/** A storage whose getItem answers `value` (or throws it, when it is an Error). */
function storageAnswering(value: unknown): RuleStorage & { written: string[] } {
  const written: string[] = [];
  return {
    written,
    getItem: (key: string) => {
      expect(key).toBe(STORAGE_KEY);
      if (value instanceof Error) throw value;
      return value as string | null;
    },
    setItem: (_key: string, text: string) => {
      if (value instanceof Error) throw value;
      written.push(text);
    },
  };
}

describe('the saved rules in storage', () => {
  it('reads a rule text as it is', () => {
    expect(readStoredRules(storageAnswering('1~dutch~one-lap.on'))).toEqual({
      kind: 'text',
      text: '1~dutch~one-lap.on',
    });
  });

  it('reads nothing when there is nothing, no storage, or storage that throws', () => {
    expect(readStoredRules(storageAnswering(null))).toEqual({ kind: 'none' });
    expect(readStoredRules(null)).toEqual({ kind: 'none' });
    expect(readStoredRules(storageAnswering(new Error('SecurityError')))).toEqual({
      kind: 'none',
    });
  });

  it('refuses what is not a rule text: non-strings and strings longer than a link is read', () => {
    for (const value of [42, true, {}, [], { trim: 1 }, Symbol('x'), 'x'.repeat(5000)]) {
      expect(readStoredRules(storageAnswering(value))).toEqual({ kind: 'unreadable' });
    }
    expect(readStoredRules(storageAnswering('x'.repeat(RULE_LINK_MAX_LENGTH)))).toMatchObject({
      kind: 'text',
    });
  });

  it('says whether a save worked: full or missing storage is a refusal, not a throw', () => {
    const ok = storageAnswering(null);
    expect(writeStoredRules(ok, '1~house')).toBe(true);
    expect(ok.written).toEqual(['1~house']);
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(writeStoredRules(storageAnswering(full), '1~house')).toBe(false);
    expect(writeStoredRules(null, '1~house')).toBe(false);
  });
});

/** The longest value text of each option, written as the notation writes it. */
function candidateTexts(spec: (typeof OPTION_LIST)[number]): string[] {
  if (spec.kind === 'ranks') return [RANKS.join('+')];
  if (spec.kind === 'length') return ['points:1000', 'rounds:1000', 'open'];
  return [...spec.values];
}

/** For one preset: every option at the value whose link item is longest (options are independent). */
function longestChoice(preset: RuleChoice['preset']): RuleChoice {
  const base = presetRules(preset);
  const baseLength = encodeRuleLink({ preset, rules: base }).length;
  let rules: RuleSet = base;
  for (const spec of OPTION_LIST) {
    let best: { rules: RuleSet; extra: number } | null = null;
    for (const text of candidateTexts(spec)) {
      const changed = withOptionText(base, spec.key, text);
      if (changed === undefined) continue;
      const extra = encodeRuleLink({ preset, rules: changed }).length - baseLength;
      if (best === null || extra > best.extra) best = { rules: changed, extra };
    }
    if (best !== null) rules = { ...rules, [spec.key]: best.rules[spec.key] };
  }
  return { preset, rules };
}

describe('the length of a share link', () => {
  const longest = PRESET_NAMES.map((preset) => encodeRuleLink(longestChoice(preset))).sort(
    (a, b) => b.length - a.length,
  )[0];
  const longestLength = longest?.length ?? 0;

  it('the longest rule link there is: measured, read back whole, far under URL limits', () => {
    // Measured: 380 characters (README, "Deploying"). A change here changes the README.
    expect(longestLength).toBe(380);
    expect(longest).toMatch(/^[A-Za-z0-9._~-]+$/);
    // A link this build writes is never cut by the reader, nor noticed as too long.
    expect(longestLength).toBeLessThan(RULE_LINK_MAX_LENGTH);
    expect(decodeRuleLink(longest ?? '').notices).toEqual([]);
    // With the longest host name (253) and the page's path, far below 2,000 characters, the
    // lowest limit still found in the wild (old browsers, some proxies and messengers).
    const url = `https://${'h'.repeat(253)}/de/house-rules/?rules=${longest ?? ''}`;
    expect(url.length).toBeLessThan(700);
  });

  it('no choice of rules gives a longer link', () => {
    fc.assert(
      fc.property(choiceArb, (choice) => {
        expect(encodeRuleLink(choice).length).toBeLessThanOrEqual(longestLength);
      }),
      { numRuns: 500 },
    );
  });
});
