/**
 * The rules in a URL (src/lib/rule-link.ts): every rule set round-trips through the shortest
 * readable link, any string is read without throwing, and each kind of forgery is reported by
 * its code while the valid part is kept.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPTION_LIST, PRESET_NAMES, presetRules, type RuleSet } from '../../src/engine/rules.ts';
import { ruleOverrides } from '../../src/engine/rule-text.ts';
import {
  DEFAULT_PRESET,
  RULE_LINK_MAX_LENGTH,
  changedOptions,
  closestPreset,
  decodeRuleLink,
  encodeRuleLink,
  ruleLinkParam,
  shortestRuleLink,
  withRuleLink,
  type LinkNoticeCode,
} from '../../src/lib/rule-link.ts';
import { choiceArb, ruleSetArb } from './arbitraries.ts';

const codes = (link: string): LinkNoticeCode[] => decodeRuleLink(link).notices.map((n) => n.code);
const with_ = (rules: Partial<RuleSet>, preset = DEFAULT_PRESET) => ({
  ...presetRules(preset),
  ...rules,
});

describe('writing a link', () => {
  it('is the version and the preset alone when nothing differs', () => {
    for (const preset of PRESET_NAMES) {
      expect(encodeRuleLink({ preset, rules: presetRules(preset) })).toBe(`1~${preset}`);
    }
  });

  it('lists the options that differ from the preset, in the order of the option table', () => {
    const rules = with_(
      { oneLap: true, clear: ['8', '10'], length: { kind: 'rounds', n: 7 } },
      'house',
    );
    expect(encodeRuleLink({ preset: 'house', rules })).toBe(
      '1~house~clear.8_10~one-lap.on~length.rounds-7',
    );
    expect(
      encodeRuleLink({
        preset: 'dutch',
        rules: with_({ forbiddenFinish: ['2'], clear: ['10'] }, 'dutch'),
      }),
    ).toBe('1~dutch~clear.10~forbidden-finish.2');
    expect(encodeRuleLink({ preset: 'house', rules: with_({ clear: [] }, 'house') })).toBe(
      '1~house~clear.none',
    );
    expect(
      encodeRuleLink({ preset: 'common', rules: with_({ length: { kind: 'points', n: 11 } }) }),
    ).toBe('1~common~length.points-11');
  });

  it('uses only characters that need no encoding anywhere in a URL', () => {
    fc.assert(
      fc.property(choiceArb, (choice) => {
        const link = encodeRuleLink(choice);
        expect(link).toMatch(/^[A-Za-z0-9._~-]+$/);
        expect(encodeURIComponent(link)).toBe(link);
      }),
    );
  });

  it('keeps the chosen preset even when another gives the same rules', () => {
    // swedish and arschloch are the same rules (spec §4); the table chose "swedish".
    const link = encodeRuleLink({ preset: 'swedish', rules: presetRules('arschloch') });
    expect(link).toBe('1~swedish');
    expect(decodeRuleLink(link).preset).toBe('swedish');
  });

  it('picks the closest preset for the shortest link', () => {
    expect(shortestRuleLink(presetRules('house'))).toBe('1~house');
    expect(shortestRuleLink(with_({ oneLap: true }, 'house'))).toBe('1~house~one-lap.on');
    // house without miyako is revolution with 8 clearing: a tie goes to the earlier preset.
    expect(shortestRuleLink(with_({ miyako: false }, 'house'))).toBe('1~revolution~clear.8');
    fc.assert(
      fc.property(ruleSetArb, (rules) => {
        const shortest = shortestRuleLink(rules).split('~').length;
        for (const preset of PRESET_NAMES) {
          expect(shortest).toBeLessThanOrEqual(encodeRuleLink({ preset, rules }).split('~').length);
        }
        expect(ruleOverrides(rules, presetRules(closestPreset(rules))).length).toBe(shortest - 2);
      }),
    );
  });

  it('names the changed options', () => {
    const rules = with_({ reentry: true, clear: ['2'] });
    expect(changedOptions({ preset: 'common', rules }).map((o) => o.name)).toEqual([
      'reentry',
      'clear',
    ]);
  });
});

describe('reading a link', () => {
  it('round-trips every rule set under every preset', () => {
    fc.assert(
      fc.property(choiceArb, (choice) => {
        expect(decodeRuleLink(encodeRuleLink(choice))).toEqual({ ...choice, notices: [] });
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips through a whole URL, other parameters and the hash kept', () => {
    fc.assert(
      fc.property(choiceArb, (choice) => {
        const href = withRuleLink('https://example.org/en/house-rules/?x=1&rules=old#card', choice);
        expect(href).toMatch(/^https:\/\/example\.org\/en\/house-rules\/\?x=1&rules=1~[^#]+#card$/);
        const param = ruleLinkParam(href);
        expect(param).not.toBeNull();
        expect(decodeRuleLink(param ?? '')).toEqual({ ...choice, notices: [] });
        // A tool that percent-encodes every character still gives the same rules.
        const encoded = encodeURIComponent(param ?? '').replaceAll('~', '%7E');
        expect(decodeRuleLink(ruleLinkParam(`/?rules=${encoded}`) ?? '').rules).toEqual(
          choice.rules,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('is lenient about case and separators a person or a tool may have changed', () => {
    const expected = with_(
      { oneLap: true, clear: ['8', '10'], length: { kind: 'rounds', n: 5 } },
      'house',
    );
    for (const link of [
      '1~house~one-lap.on~clear.8_10',
      '1~HOUSE~One-Lap.ON~clear.8+10~length.rounds-5',
      '1~house~one-lap.on~clear.8 10',
      '1~house~one-lap.on~clear.10,8~length.rounds:5',
      ' 1~~house~one-lap.on~clear.t_8~ ',
    ]) {
      const result = decodeRuleLink(link);
      expect(result.notices, link).toEqual([]);
      expect(result.preset).toBe('house');
      expect(result.rules, link).toEqual(expected);
    }
    // `+` in a query string means a space: the ranks are read all the same.
    expect(decodeRuleLink(ruleLinkParam('/?rules=1~common~clear.2+8') ?? '').rules.clear).toEqual([
      '8',
      '2',
    ]);
  });

  it('never throws, and always returns a complete rule set and a known preset', () => {
    const known = new Set(PRESET_NAMES);
    const check = (text: string) => {
      const result = decodeRuleLink(text);
      expect(known.has(result.preset)).toBe(true);
      for (const spec of OPTION_LIST) {
        expect(spec.parse(spec.format(result.rules[spec.key]))).toEqual(result.rules[spec.key]);
      }
      for (const notice of result.notices) {
        for (const value of Object.values(notice)) {
          if (typeof value === 'string') expect(Array.from(value).length).toBeLessThanOrEqual(41);
        }
      }
    };
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), check), { numRuns: 1000 });
    // Strings made of the link's own pieces reach deeper than random text.
    const piece = fc.oneof(
      fc.constantFrom('~', '.', '_', '-', '+', ' ', '1', '9', '0', 'rounds', 'points', 'open'),
      fc.constantFrom(...PRESET_NAMES, 'nonsense', '__proto__', 'constructor', 'toString'),
      fc.constantFrom(...OPTION_LIST.map((o) => o.name), 'hasOwnProperty'),
      fc.constantFrom(...OPTION_LIST.flatMap((o) => o.values)),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => check(pieces.join(''))),
      { numRuns: 2000 },
    );
  });

  it('reads a link without a preset on top of the common preset', () => {
    expect(decodeRuleLink('1~reentry.on')).toEqual({
      preset: 'common',
      rules: with_({ reentry: true }),
      notices: [],
    });
  });

  it('lets a later preset start again and later options win, as the notation does', () => {
    const result = decodeRuleLink('1~house~reentry.off~dutch~jokers.1~jokers.2');
    expect(result.preset).toBe('dutch');
    expect(result.rules).toEqual(with_({ jokers: 2 }, 'dutch'));
  });
});

describe('each kind of forgery is reported and the valid part kept', () => {
  it('an unknown version', () => {
    const result = decodeRuleLink('9~house~one-lap.on');
    expect(result.notices).toEqual([{ code: 'unknown-version', version: '9' }]);
    expect(result.preset).toBe('house');
    expect(result.rules.oneLap).toBe(true);
  });

  it('a missing version', () => {
    const result = decodeRuleLink('house~miyako.off');
    expect(result.notices).toEqual([{ code: 'missing-version' }]);
    expect(result.rules).toEqual(with_({ miyako: false }, 'house'));
  });

  it('an unknown preset', () => {
    const result = decodeRuleLink('1~nonsense~clear.8');
    expect(result.notices).toEqual([{ code: 'unknown-preset', name: 'nonsense' }]);
    expect(result.preset).toBe('common');
    expect(result.rules).toEqual(with_({ clear: ['8'] }));
  });

  it('an unknown option', () => {
    const result = decodeRuleLink('1~classic~bluff.on~reentry.off');
    expect(result.notices).toEqual([{ code: 'unknown-key', name: 'bluff' }]);
    expect(result.rules).toEqual(with_({ reentry: false }, 'classic'));
  });

  it('a bad value, listing what is allowed', () => {
    const result = decodeRuleLink('1~common~reentry.maybe~jokers.3~length.rounds-0~clear.8_1');
    expect(result.notices).toEqual([
      { code: 'bad-value', name: 'reentry', value: 'maybe', allowed: ['on', 'off'] },
      { code: 'bad-value', name: 'jokers', value: '3', allowed: ['0', '1', '2'] },
      {
        code: 'bad-value',
        name: 'length',
        value: 'rounds-0',
        allowed: ['rounds:5', 'points:11', 'open'],
      },
      { code: 'bad-value', name: 'clear', value: '8_1', allowed: expect.any(Array) as unknown },
    ]);
    expect(result.rules).toEqual(presetRules('common'));
  });

  it('a missing value', () => {
    expect(codes('1~common~one-lap')).toEqual(['missing-value']);
    expect(codes('1~common~one-lap.')).toEqual(['missing-value']);
  });

  it('a link that is far too long is cut, and its beginning still read', () => {
    const long = `1~house~one-lap.on~${'x'.repeat(RULE_LINK_MAX_LENGTH)}`;
    const result = decodeRuleLink(long);
    expect(result.notices.map((n) => n.code)).toEqual(['too-long', 'unknown-preset']);
    expect(result.rules.oneLap).toBe(true);
  });

  it('the task’s example: ?rules=9~nonsense~reentry.maybe~clear.8', () => {
    const result = decodeRuleLink(
      ruleLinkParam('/en/house-rules/?rules=9~nonsense~reentry.maybe~clear.8') ?? '',
    );
    expect(result.notices).toEqual([
      { code: 'unknown-version', version: '9' },
      { code: 'unknown-preset', name: 'nonsense' },
      { code: 'bad-value', name: 'reentry', value: 'maybe', allowed: ['on', 'off'] },
    ]);
    expect(result.preset).toBe('common');
    expect(result.rules).toEqual(with_({ clear: ['8'] }));
  });

  it('quoted text is cut short', () => {
    const result = decodeRuleLink(`1~${'y'.repeat(200)}`);
    expect(result.notices).toEqual([{ code: 'unknown-preset', name: `${'y'.repeat(40)}…` }]);
  });

  it('no parameter at all is null, not an error', () => {
    expect(ruleLinkParam('/en/house-rules/')).toBeNull();
    expect(ruleLinkParam('http://[bad')).toBeNull();
  });
});
