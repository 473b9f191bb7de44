/**
 * The rule toggles beside an example: which values an option offers (from the engine's
 * option table, rules-spec §3) and how each is named in the page's language (the options'
 * vocabulary, src/i18n/vocabulary, as on the house-rules page). The server names them
 * (`toggleView`) and hands them to the island as data; the island reads only the value in
 * force (`optionValue`), so the vocabulary stays out of the page's JavaScript.
 */
import { formatOption, optionByName, withOptionText, type RuleSet } from '../../engine/rules.ts';
import type { ToggleOption } from '../../examples/index.ts';
import { valueName } from '../../lib/option-words.ts';
import type { Messages } from '../../i18n/messages/en.ts';
import type { Vocabulary } from '../../i18n/vocabulary/en.ts';

/** The words a toggle is named with: the language's messages (rank labels) and the options' vocabulary. */
export interface ToggleWords {
  readonly messages: Messages;
  readonly options: Vocabulary;
}

export interface ToggleChoice {
  /** the value as the notation writes it (`on`, `skip`, `8`, `none`) */
  readonly value: string;
  readonly label: string;
}

export interface ToggleView {
  readonly name: ToggleOption;
  readonly label: string;
  /** the option's one-line explanation */
  readonly explain: string;
  /** on/off options are a checkbox, the others a list */
  readonly kind: 'checkbox' | 'select';
  readonly choices: readonly ToggleChoice[];
}

/** The current value of an option in the notation's spelling. */
export function optionValue(rules: RuleSet, name: string): string {
  const spec = optionByName(name);
  return spec === undefined ? '' : formatOption(spec.key, rules);
}

/** An option's toggle under the example's own rules (a combination of ranks in force is one more choice). */
export function toggleView(words: ToggleWords, name: ToggleOption, rules: RuleSet): ToggleView {
  const spec = optionByName(name);
  const value = formatOption(spec.key, rules);
  // rank lists offer one rank at a time; a combination already in force stays selectable
  const all = spec.values.includes(value) ? spec.values : [...spec.values, value];
  const valueWords = {
    lang: words.messages.lang,
    options: words.options,
    rankLabels: words.messages.rankLabels,
  };
  // each value is named as the rules it gives ("8 or 10" for a combination of ranks)
  const label = (text: string): string => {
    const next = withOptionText(rules, spec.key, text);
    return next === undefined ? text : valueName(spec.key, next, valueWords);
  };
  const option = words.options[spec.key];
  return {
    name,
    label: option.label,
    explain: option.explain,
    kind: spec.kind === 'on-off' ? 'checkbox' : 'select',
    choices: all.map((v) => ({ value: v, label: label(v) })),
  };
}
