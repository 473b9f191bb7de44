/**
 * House rules as data (rules-spec §3 and §4): one validated options object with defaults,
 * presets as partial objects. Every option is described once in OPTIONS, and parsing,
 * formatting and validation all read that table.
 */
import { RANKS, type Rank } from './cards.ts';

export type OnOff = boolean;
export type GameLength =
  | { readonly kind: 'rounds'; readonly n: number }
  | { readonly kind: 'points'; readonly n: number }
  | { readonly kind: 'open' };

/**
 * The values of each option that is a choice among words, lowest index first. Types, the
 * option table, forms and the compact engine (fast.ts) all read these tuples.
 */
export const CHOICES = {
  jokers: [0, 1, 2],
  joker: ['high', 'wild'],
  equal: ['off', 'on', 'skip'],
  count: ['same', 'more', 'bigger-wins'],
  revolution: ['off', 'round', 'trick'],
  firstLead: ['club-3', 'diamond-3', 'left-of-dealer', 'any'],
  nextLead: ['scum', 'president', 'first-lead'],
  exchange: ['none', 'one', 'two'],
  exchangeReturn: ['any', 'lowest'],
  exchangeTies: ['any', 'suit'],
  scoring: ['none', 'places', 'two-one'],
} as const;
type Choice<K extends keyof typeof CHOICES> = (typeof CHOICES)[K][number];

export interface RuleSet {
  readonly jokers: Choice<'jokers'>;
  readonly joker: Choice<'joker'>;
  readonly reentry: OnOff;
  readonly equal: Choice<'equal'>;
  readonly count: Choice<'count'>;
  readonly clear: readonly Rank[];
  readonly revolution: Choice<'revolution'>;
  readonly counter: OnOff;
  readonly twosBySuit: OnOff;
  readonly mandatory: OnOff;
  readonly oneLap: OnOff;
  readonly firstLead: Choice<'firstLead'>;
  readonly firstCard: OnOff;
  readonly nextLead: Choice<'nextLead'>;
  readonly exchange: Choice<'exchange'>;
  readonly exchangeReturn: Choice<'exchangeReturn'>;
  readonly exchangeTies: Choice<'exchangeTies'>;
  readonly miyako: OnOff;
  readonly forbiddenFinish: readonly Rank[];
  readonly scoring: Choice<'scoring'>;
  readonly length: GameLength;
}

export type RuleKey = keyof RuleSet;

export const DEFAULT_RULES: RuleSet = Object.freeze<RuleSet>({
  jokers: 0,
  joker: 'high',
  reentry: false,
  equal: 'off',
  count: 'same',
  clear: [],
  revolution: 'off',
  counter: false,
  twosBySuit: false,
  mandatory: false,
  oneLap: false,
  firstLead: 'any',
  firstCard: false,
  nextLead: 'first-lead',
  exchange: 'none',
  exchangeReturn: 'any',
  exchangeTies: 'any',
  miyako: false,
  forbiddenFinish: [],
  scoring: 'none',
  length: { kind: 'open' },
});

// ---------------------------------------------------------------------------------------
// Presets (§4), each following its document.

const COMMON: Partial<RuleSet> = {
  // 000, the German guide's "verbreitete Grundform"
  reentry: false,
  equal: 'off',
  count: 'same',
  firstLead: 'club-3',
  firstCard: true,
  nextLead: 'scum',
  exchange: 'two',
  exchangeReturn: 'any',
};
const CLASSIC: Partial<RuleSet> = {
  // 001 "Klassisch"
  reentry: true,
  firstLead: 'club-3',
  nextLead: 'scum',
  exchange: 'two',
  exchangeTies: 'suit',
  scoring: 'places',
  length: { kind: 'rounds', n: 5 },
};
const REVOLUTION: Partial<RuleSet> = { ...CLASSIC, revolution: 'round', counter: true }; // 001 "Revolution"
const HOUSE: Partial<RuleSet> = { ...REVOLUTION, clear: ['8'], miyako: true }; // 001 "Hausregeln"
const ARSCHLOCH: Partial<RuleSet> = {
  // 002
  reentry: true,
  firstLead: 'left-of-dealer',
  nextLead: 'president',
  exchange: 'one',
  scoring: 'two-one',
  length: { kind: 'points', n: 11 },
};
const DUTCH: Partial<RuleSet> = {
  // 004
  reentry: false,
  equal: 'on',
  count: 'more',
  twosBySuit: true,
  firstLead: 'diamond-3',
  nextLead: 'scum',
  exchange: 'two',
  exchangeReturn: 'lowest',
};

export const PRESETS = {
  common: COMMON,
  classic: CLASSIC,
  revolution: REVOLUTION,
  house: HOUSE,
  arschloch: ARSCHLOCH,
  // 003 names no later leader; the president leads, as in 002.
  swedish: ARSCHLOCH,
  dutch: DUTCH,
} as const satisfies Record<string, Partial<RuleSet>>;

export type PresetName = keyof typeof PRESETS;
export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

export function isPresetName(name: string): name is PresetName {
  return Object.hasOwn(PRESETS, name);
}

export function presetRules(name: PresetName): RuleSet {
  return { ...DEFAULT_RULES, ...PRESETS[name] };
}

// ---------------------------------------------------------------------------------------
// The option table: kebab-case name, the values, parse and format.

export interface OptionSpec {
  /** camelCase key of RuleSet */
  readonly key: RuleKey;
  /** kebab-case name in the notation and in URLs */
  readonly name: string;
  /** the values a person can choose from (for forms); open-ended options list examples */
  readonly values: readonly string[];
  parse(text: string): RuleSet[RuleKey] | undefined;
  format(value: RuleSet[RuleKey]): string;
}

function choice<K extends RuleKey>(key: K, name: string, values: readonly string[]): OptionSpec {
  return {
    key,
    name,
    values,
    parse: (text) => (values.includes(text) ? (text as RuleSet[K]) : undefined),
    format: (value) => (typeof value === 'string' ? value : ''),
  };
}

function onOff(key: RuleKey, name: string): OptionSpec {
  return {
    key,
    name,
    values: ['on', 'off'],
    parse: (text) => (text === 'on' ? true : text === 'off' ? false : undefined),
    format: (value) => (value === true ? 'on' : 'off'),
  };
}

function parseRankList(text: string): Rank[] | undefined {
  if (text === 'none') return [];
  const ranks: Rank[] = [];
  for (const part of text.split('+')) {
    const upper = part.trim().toUpperCase();
    const rank = upper === 'T' ? '10' : upper;
    if (!(RANKS as readonly string[]).includes(rank)) return undefined;
    if (!ranks.includes(rank as Rank)) ranks.push(rank as Rank);
  }
  return ranks.sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b));
}

function rankList(key: RuleKey, name: string): OptionSpec {
  return {
    key,
    name,
    values: ['none', ...RANKS],
    parse: parseRankList,
    format: (value) => {
      const ranks = value as readonly Rank[];
      return ranks.length === 0 ? 'none' : ranks.join('+');
    },
  };
}

const MAX_LENGTH = 1000;

function parseLength(text: string): GameLength | undefined {
  if (text === 'open') return { kind: 'open' };
  const m = /^(rounds|points):([0-9]{1,4})$/.exec(text);
  if (m === null) return undefined;
  const n = Number(m[2]);
  if (n < 1 || n > MAX_LENGTH) return undefined;
  return m[1] === 'rounds' ? { kind: 'rounds', n } : { kind: 'points', n };
}

function formatLength(value: RuleSet[RuleKey]): string {
  const length = value as GameLength;
  return length.kind === 'open' ? 'open' : `${length.kind}:${String(length.n)}`;
}

export const OPTIONS: readonly OptionSpec[] = [
  {
    key: 'jokers',
    name: 'jokers',
    values: ['0', '1', '2'],
    parse: (t) => (t === '0' ? 0 : t === '1' ? 1 : t === '2' ? 2 : undefined),
    format: (v) => (typeof v === 'number' ? String(v) : '0'),
  },
  choice('joker', 'joker', ['high', 'wild']),
  onOff('reentry', 'reentry'),
  choice('equal', 'equal', ['off', 'on', 'skip']),
  choice('count', 'count', ['same', 'more', 'bigger-wins']),
  rankList('clear', 'clear'),
  choice('revolution', 'revolution', ['off', 'round', 'trick']),
  onOff('counter', 'counter'),
  onOff('twosBySuit', 'twos-by-suit'),
  onOff('mandatory', 'mandatory'),
  onOff('oneLap', 'one-lap'),
  choice('firstLead', 'first-lead', ['club-3', 'diamond-3', 'left-of-dealer', 'any']),
  onOff('firstCard', 'first-card'),
  choice('nextLead', 'next-lead', ['scum', 'president', 'first-lead']),
  choice('exchange', 'exchange', ['none', 'one', 'two']),
  choice('exchangeReturn', 'exchange-return', ['any', 'lowest']),
  choice('exchangeTies', 'exchange-ties', ['any', 'suit']),
  onOff('miyako', 'miyako'),
  rankList('forbiddenFinish', 'forbidden-finish'),
  choice('scoring', 'scoring', ['none', 'places', 'two-one']),
  {
    key: 'length',
    name: 'length',
    values: ['rounds:5', 'points:11', 'open'],
    parse: parseLength,
    format: formatLength,
  },
];

const OPTION_BY_NAME = new Map(OPTIONS.map((o) => [o.name, o]));
const OPTION_BY_KEY = new Map(OPTIONS.map((o) => [o.key, o]));

export function optionByName(name: string): OptionSpec | undefined {
  return OPTION_BY_NAME.get(name);
}
export function optionByKey(key: RuleKey): OptionSpec {
  const spec = OPTION_BY_KEY.get(key);
  if (spec === undefined) throw new Error(`no option ${key}`);
  return spec;
}

// ---------------------------------------------------------------------------------------
// Reading rules from outside: the notation's `rules:` lines, URLs, files, storage.

export type RuleError =
  | { readonly code: 'unknown-preset'; readonly name: string }
  | { readonly code: 'unknown-key'; readonly name: string }
  | {
      readonly code: 'bad-value';
      readonly name: string;
      readonly value: string;
      readonly allowed: readonly string[];
    }
  | { readonly code: 'missing-value'; readonly name: string };

export interface RulesResult {
  readonly rules: RuleSet;
  readonly errors: readonly RuleError[];
}

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

export function setOption(
  rules: RuleSet,
  name: string,
  value: string,
): { rules: RuleSet } | { error: RuleError } {
  const spec = optionByName(name);
  if (spec === undefined) return { error: { code: 'unknown-key', name } };
  const parsed = spec.parse(value);
  if (parsed === undefined)
    return { error: { code: 'bad-value', name, value, allowed: spec.values } };
  return { rules: { ...rules, [spec.key]: parsed } };
}

/** The options in which `rules` differs from `base`, as `name=value` items. */
export function ruleOverrides(rules: RuleSet, base: RuleSet = DEFAULT_RULES): string[] {
  const items: string[] = [];
  for (const spec of OPTIONS) {
    const a = spec.format(rules[spec.key]);
    const b = spec.format(base[spec.key]);
    if (a !== b) items.push(`${spec.name}=${a}`);
  }
  return items;
}

/**
 * The shortest text that gives `rules`: the preset it differs least from, then the
 * overrides ("house, one-lap=on"), or just the overrides on the defaults.
 */
export function formatRuleText(rules: RuleSet): string {
  let best: { name: string | null; items: string[] } = { name: null, items: ruleOverrides(rules) };
  for (const name of PRESET_NAMES) {
    const items = ruleOverrides(rules, presetRules(name));
    if (items.length < best.items.length) best = { name, items };
  }
  const parts = best.name === null ? best.items : [best.name, ...best.items];
  return parts.length === 0 ? 'jokers=0' : parts.join(', ');
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
    const spec = OPTION_BY_NAME.get(rawKey) ?? OPTION_BY_KEY.get(rawKey as RuleKey);
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
  if (spec.key === 'length' && typeof value === 'object' && value !== null) {
    const v = value as { kind?: unknown; n?: unknown };
    if (v.kind === 'open') return 'open';
    if ((v.kind === 'rounds' || v.kind === 'points') && typeof v.n === 'number')
      return `${v.kind}:${String(v.n)}`;
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
