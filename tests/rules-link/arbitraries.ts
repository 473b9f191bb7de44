/** fast-check arbitraries for rule sets over the full range of every option (rules-spec §3). */
import fc from 'fast-check';
import { RANKS } from '../../src/engine/cards.ts';
import {
  CHOICES,
  PRESET_NAMES,
  type Choice,
  type ChoiceKey,
  type GameLength,
  type RuleSet,
} from '../../src/engine/rules.ts';
import type { RuleChoice } from '../../src/lib/rule-link.ts';

const rankList = fc.subarray([...RANKS]);
const onOff = fc.boolean();

export const lengthArb: fc.Arbitrary<GameLength> = fc.oneof(
  fc.constant({ kind: 'open' as const }),
  fc.integer({ min: 1, max: 1000 }).map((n) => ({ kind: 'rounds' as const, n })),
  fc.integer({ min: 1, max: 1000 }).map((n) => ({ kind: 'points' as const, n })),
);

/** Any value of a choice option: its tuple in CHOICES. */
const choiceOf = <K extends ChoiceKey>(key: K): fc.Arbitrary<Choice<K>> =>
  fc.constantFrom(...CHOICES[key]);

export const ruleSetArb: fc.Arbitrary<RuleSet> = fc.record({
  jokers: choiceOf('jokers'),
  joker: choiceOf('joker'),
  reentry: onOff,
  equal: choiceOf('equal'),
  count: choiceOf('count'),
  clear: rankList,
  revolution: choiceOf('revolution'),
  counter: onOff,
  twosBySuit: onOff,
  mandatory: onOff,
  oneLap: onOff,
  firstLead: choiceOf('firstLead'),
  firstCard: onOff,
  nextLead: choiceOf('nextLead'),
  exchange: choiceOf('exchange'),
  exchangeReturn: choiceOf('exchangeReturn'),
  exchangeTies: choiceOf('exchangeTies'),
  miyako: onOff,
  forbiddenFinish: rankList,
  scoring: choiceOf('scoring'),
  length: lengthArb,
});

export const presetArb = fc.constantFrom(...PRESET_NAMES);

export const choiceArb: fc.Arbitrary<RuleChoice> = fc.record({
  preset: presetArb,
  rules: ruleSetArb,
});
