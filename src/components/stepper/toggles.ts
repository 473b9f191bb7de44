/**
 * The rule toggles beside an example: which values an option offers (from the engine's
 * option table, rules-spec §3) and how each is shown in the page's language.
 */
import { RANKS } from '../../engine/cards.ts';
import { optionByName, type RuleSet } from '../../engine/rules.ts';
import type { ToggleOption } from '../../examples/index.ts';
import type { StepperWords } from './describe.ts';

export interface ToggleChoice {
  /** the value as the notation writes it (`on`, `skip`, `8`, `none`) */
  readonly value: string;
  readonly label: string;
}

export interface ToggleView {
  readonly name: ToggleOption;
  readonly label: string;
  /** on/off options are a checkbox, the others a list */
  readonly kind: 'checkbox' | 'select';
  /** the value in force now (the transcript's rules with the reader's changes) */
  readonly value: string;
  readonly choices: readonly ToggleChoice[];
}

/** The current value of an option in the notation's spelling. */
export function optionValue(rules: RuleSet, name: string): string {
  const spec = optionByName(name);
  return spec === undefined ? '' : spec.format(rules[spec.key]);
}

function valueLabel(words: StepperWords, name: ToggleOption, value: string): string {
  const v = words.stepper.values;
  if (value === 'on') return v.on;
  if (value === 'off' && name !== 'equal') return v.off;
  if (value === 'none') return v.none;
  switch (name) {
    case 'equal':
      return v.equal[value as keyof typeof v.equal];
    case 'count':
      return v.count[value as keyof typeof v.count];
    case 'exchange-return':
      return v['exchange-return'][value as keyof (typeof v)['exchange-return']];
    default:
      // ranks (clear, forbidden-finish): "8", "2+8", in the language's rank letters
      return value
        .split('+')
        .map((r) => words.messages.rankLabels[r as (typeof RANKS)[number]])
        .join(' + ');
  }
}

export function toggleView(words: StepperWords, name: ToggleOption, rules: RuleSet): ToggleView {
  const spec = optionByName(name);
  const values = spec?.values ?? [];
  const value = optionValue(rules, name);
  // rank lists offer one rank at a time; a combination already in force stays selectable
  const all = values.includes(value) ? values : [...values, value];
  const isOnOff = values.length === 2 && values.includes('on') && values.includes('off');
  return {
    name,
    label: words.stepper.options[name],
    kind: isOnOff ? 'checkbox' : 'select',
    value,
    choices: all.map((v) => ({ value: v, label: valueLabel(words, name, v) })),
  };
}
