/**
 * Rule sets as text (rules-spec §3): reading the notation's `rules:` lines, links, files and
 * storage (`applyRuleText`, `validateRuleSet`), and writing the shortest text for a rule set
 * (`formatRuleText`). Apart from ./rules.ts so that the pages that only show and change rules
 * (the examples' toggles) do not ship the readers and writers of transcripts.
 */
import {
  DEFAULT_RULES,
  formatOption,
  isPresetName,
  OPTION_LIST,
  optionByName,
  PRESET_NAMES,
  presetRules,
  setOption,
  type OptionSpec,
  type PresetName,
  type RuleError,
  type RuleSet,
  type RulesResult,
} from './rules.ts';

/**
 * Applies one `rules:` text ("classic", "reentry=off, clear=8", "house, one-lap=on") on
 * top of `base`. A preset starts again from the defaults plus that preset; later keys win.
 * Items in error are skipped and reported; the valid part is kept.
 */
export function applyRuleText(base: RuleSet, text: string): RulesResult {
  let rules: RuleSet = base;
  const errors: RuleError[] = [];
  for (const raw of text.split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const eq = item.indexOf('=');
    if (eq < 0) {
      const name = item.toLowerCase();
      if (isPresetName(name)) rules = presetRules(name);
      else if (optionByName(name) !== undefined) errors.push({ code: 'missing-value', name });
      else errors.push({ code: 'unknown-preset', name: item });
      continue;
    }
    const name = item.slice(0, eq).trim().toLowerCase();
    const value = item
      .slice(eq + 1)
      .trim()
      .toLowerCase();
    const result = setOption(rules, name, value);
    if ('error' in result) errors.push(result.error);
    else rules = result.rules;
  }
  return { rules, errors };
}

/** The options in which `rules` differs from `base`, as `name=value` items. */
export function ruleOverrides(rules: RuleSet, base: RuleSet = DEFAULT_RULES): string[] {
  const items: string[] = [];
  for (const spec of OPTION_LIST) {
    const value = formatOption(spec.key, rules);
    if (value !== formatOption(spec.key, base)) items.push(`${spec.name}=${value}`);
  }
  return items;
}

/**
 * The shortest text that gives `rules`: the preset it differs least from, then the
 * overrides ("house, one-lap=on"), or just the overrides on the defaults. On a tie the
 * `preferred` preset wins (a table that chose `swedish`, which plays as `arschloch`, keeps
 * its name), else the first in PRESET_NAMES.
 */
export function formatRuleText(rules: RuleSet, preferred: PresetName | null = null): string {
  let best: { name: string | null; items: string[] } = { name: null, items: ruleOverrides(rules) };
  const names = preferred === null ? PRESET_NAMES : [preferred, ...PRESET_NAMES];
  for (const name of names) {
    const items = ruleOverrides(rules, presetRules(name));
    if (items.length < best.items.length) best = { name, items };
  }
  const parts = best.name === null ? best.items : [best.name, ...best.items];
  return parts.length === 0 ? 'jokers=0' : parts.join(', ');
}

/** The preset a `rules:` text names first ("swedish, clear=8" → swedish); null if none. */
export function leadingPreset(text: string): PresetName | null {
  const first = (text.split(',')[0] ?? '').trim().toLowerCase();
  return isPresetName(first) ? first : null;
}

/**
 * Validates a rule set read from storage or JSON (camelCase or kebab-case keys, values as
 * in the notation or as the TypeScript values). Unknown keys and bad values are reported,
 * the rest is kept on top of the defaults.
 */
export function validateRuleSet(input: unknown): RulesResult {
  if (typeof input === 'string') return applyRuleText(DEFAULT_RULES, input);
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      rules: DEFAULT_RULES,
      errors: [{ code: 'bad-value', name: 'rules', value: safeString(input), allowed: [] }],
    };
  }
  let rules: RuleSet = DEFAULT_RULES;
  const errors: RuleError[] = [];
  for (const [rawKey, rawValue] of Object.entries(input)) {
    const spec = optionByName(rawKey) ?? OPTION_LIST.find((o) => o.key === rawKey);
    if (spec === undefined) {
      errors.push({ code: 'unknown-key', name: rawKey });
      continue;
    }
    const text = valueToText(spec, rawValue);
    const result = text === undefined ? undefined : setOption(rules, spec.name, text);
    if (result === undefined) {
      errors.push({
        code: 'bad-value',
        name: spec.name,
        value: safeString(rawValue),
        allowed: spec.values,
      });
    } else if ('error' in result) errors.push(result.error);
    else rules = result.rules;
  }
  return { rules, errors };
}

function valueToText(spec: OptionSpec, value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim().toLowerCase();
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    return value.length === 0 ? 'none' : value.join('+');
  }
  if (spec.kind === 'length' && typeof value === 'object' && value !== null) {
    const kind: unknown = Reflect.get(value, 'kind');
    const n: unknown = Reflect.get(value, 'n');
    if (kind === 'open') return 'open';
    if ((kind === 'rounds' || kind === 'points') && typeof n === 'number')
      return `${kind}:${String(n)}`;
  }
  return undefined;
}

function safeString(value: unknown): string {
  try {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    return '?';
  }
}
