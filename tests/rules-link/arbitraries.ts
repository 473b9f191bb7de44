/** fast-check arbitraries for rule sets over the full range of every option (rules-spec §3). */
import fc from 'fast-check';
import { RANKS } from '../../src/engine/cards.ts';
import { PRESET_NAMES, type GameLength, type RuleSet } from '../../src/engine/rules.ts';
import type { RuleChoice } from '../../src/lib/rule-link.ts';

const rankList = fc.subarray([...RANKS]);
const onOff = fc.boolean();

export const lengthArb: fc.Arbitrary<GameLength> = fc.oneof(
  fc.constant({ kind: 'open' as const }),
  fc.integer({ min: 1, max: 1000 }).map((n) => ({ kind: 'rounds' as const, n })),
  fc.integer({ min: 1, max: 1000 }).map((n) => ({ kind: 'points' as const, n })),
);

export const ruleSetArb: fc.Arbitrary<RuleSet> = fc.record({
  jokers: fc.constantFrom(0 as const, 1 as const, 2 as const),
  joker: fc.constantFrom('high' as const, 'wild' as const),
  reentry: onOff,
  equal: fc.constantFrom('off' as const, 'on' as const, 'skip' as const),
  count: fc.constantFrom('same' as const, 'more' as const, 'bigger-wins' as const),
  clear: rankList,
  revolution: fc.constantFrom('off' as const, 'round' as const, 'trick' as const),
  counter: onOff,
  twosBySuit: onOff,
  mandatory: onOff,
  oneLap: onOff,
  firstLead: fc.constantFrom(
    'club-3' as const,
    'diamond-3' as const,
    'left-of-dealer' as const,
    'any' as const,
  ),
  firstCard: onOff,
  nextLead: fc.constantFrom('scum' as const, 'president' as const, 'first-lead' as const),
  exchange: fc.constantFrom('none' as const, 'one' as const, 'two' as const),
  exchangeReturn: fc.constantFrom('any' as const, 'lowest' as const),
  exchangeTies: fc.constantFrom('any' as const, 'suit' as const),
  miyako: onOff,
  forbiddenFinish: rankList,
  scoring: fc.constantFrom('none' as const, 'places' as const, 'two-one' as const),
  length: lengthArb,
});

export const presetArb = fc.constantFrom(...PRESET_NAMES);

export const choiceArb: fc.Arbitrary<RuleChoice> = fc.record({
  preset: presetArb,
  rules: ruleSetArb,
});
