/**
 * House rules as data (rules-spec §3 and §4): one validated options object with defaults,
 * presets as partial objects. Every option is described once in OPTIONS (a record over
 * RuleKey, so a missing option fails to compile), and parsing, formatting and validation all
 * read that table.
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
export type ChoiceKey = keyof typeof CHOICES;
export type Choice<K extends ChoiceKey> = (typeof CHOICES)[K][number];

/** The options that are on or off. */
export const ON_OFF_KEYS = [
  'reentry',
  'counter',
  'twosBySuit',
  'mandatory',
  'oneLap',
  'firstCard',
  'miyako',
] as const;
export type OnOffKey = (typeof ON_OFF_KEYS)[number];

/** The options whose value is a set of ranks (written `8+10`, or `none`). */
export const RANK_LIST_KEYS = ['clear', 'forbiddenFinish'] as const;
export type RankListKey = (typeof RANK_LIST_KEYS)[number];

/** The choice options, each with the values of its tuple in CHOICES. */
export type ChoiceRules = { readonly [K in ChoiceKey]: Choice<K> };
export type OnOffRules = { readonly [K in OnOffKey]: OnOff };
export type RankListRules = { readonly [K in RankListKey]: readonly Rank[] };

/** A full rule set (rules-spec §3): every option has a value. */
export interface RuleSet extends ChoiceRules, OnOffRules, RankListRules {
  readonly length: GameLength;
}

export type RuleKey = keyof RuleSet;

/** The options in the notation's order: formatting, forms and links follow it. */
export const OPTION_KEYS = [
  'jokers',
  'joker',
  'reentry',
  'equal',
  'count',
  'clear',
  'revolution',
  'counter',
  'twosBySuit',
  'mandatory',
  'oneLap',
  'firstLead',
  'firstCard',
  'nextLead',
  'exchange',
  'exchangeReturn',
  'exchangeTies',
  'miyako',
  'forbiddenFinish',
  'scoring',
  'length',
] as const satisfies readonly RuleKey[];
type MissingKey = Exclude<RuleKey, (typeof OPTION_KEYS)[number]>;
/** Fails to compile when an option of RuleSet is missing from OPTION_KEYS. */
const EVERY_KEY_IN_ORDER: [MissingKey] extends [never] ? true : MissingKey = true;
void EVERY_KEY_IN_ORDER;

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
// The option table: kebab-case name, the values, parse and format, for every RuleKey.

/** `twosBySuit` → `twos-by-suit`: an option's name in the notation and in URLs. */
export type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? Head extends Lowercase<Head>
    ? `${Head}${Kebab<Tail>}`
    : `-${Lowercase<Head>}${Kebab<Tail>}`
  : S;
export type OptionName = Kebab<RuleKey>;
/** The option (RuleKey) a kebab name stands for. */
export type KeyOfName<N extends OptionName> = { [K in RuleKey as Kebab<K>]: K }[N];

/** How an option's value is written and chosen; forms pick their control by it. */
export type OptionKind = 'choice' | 'on-off' | 'ranks' | 'length';

/**
 * One option: its key, its name in the notation, the texts a person chooses from, and how a
 * text becomes its value and back. `V` is the option's own value type (RuleSet[K]).
 */
export interface OptionSpec<K extends RuleKey = RuleKey, V = RuleSet[K]> {
  /** camelCase key of RuleSet */
  readonly key: K;
  /** kebab-case name in the notation and in URLs */
  readonly name: Kebab<K>;
  readonly kind: OptionKind;
  /** the values a person can choose from (for forms); open-ended options list examples */
  readonly values: readonly string[];
  parse(this: void, text: string): V | undefined;
  format(this: void, value: V): string;
}

/** Every option of RuleSet with its spec: a missing or mistyped option fails to compile. */
export type OptionTable = { readonly [K in RuleKey]: OptionSpec<K> };

/** A choice option: its values are the tuple in CHOICES, written as they are. */
function choice<K extends ChoiceKey>(key: K, name: Kebab<K>): OptionSpec<K, Choice<K>> {
  const values: readonly Choice<K>[] = CHOICES[key];
  return {
    key,
    name,
    kind: 'choice',
    values: values.map(String),
    parse: (text) => values.find((value) => String(value) === text),
    format: String,
  };
}

function onOff<K extends OnOffKey>(key: K, name: Kebab<K>): OptionSpec<K, OnOff> {
  return {
    key,
    name,
    kind: 'on-off',
    values: ['on', 'off'],
    parse: (text) => (text === 'on' ? true : text === 'off' ? false : undefined),
    format: (value) => (value ? 'on' : 'off'),
  };
}

function isRank(text: string): text is Rank {
  return RANKS.some((rank) => rank === text);
}

function parseRankList(text: string): Rank[] | undefined {
  if (text === 'none') return [];
  const ranks: Rank[] = [];
  for (const part of text.split('+')) {
    const upper = part.trim().toUpperCase();
    const rank = upper === 'T' ? '10' : upper;
    if (!isRank(rank)) return undefined;
    if (!ranks.includes(rank)) ranks.push(rank);
  }
  return ranks.sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b));
}

function rankList<K extends RankListKey>(key: K, name: Kebab<K>): OptionSpec<K, readonly Rank[]> {
  return {
    key,
    name,
    kind: 'ranks',
    values: ['none', ...RANKS],
    parse: parseRankList,
    format: (ranks) => (ranks.length === 0 ? 'none' : ranks.join('+')),
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

function formatLength(length: GameLength): string {
  return length.kind === 'open' ? 'open' : `${length.kind}:${String(length.n)}`;
}

export const OPTIONS: OptionTable = {
  jokers: choice('jokers', 'jokers'),
  joker: choice('joker', 'joker'),
  reentry: onOff('reentry', 'reentry'),
  equal: choice('equal', 'equal'),
  count: choice('count', 'count'),
  clear: rankList('clear', 'clear'),
  revolution: choice('revolution', 'revolution'),
  counter: onOff('counter', 'counter'),
  twosBySuit: onOff('twosBySuit', 'twos-by-suit'),
  mandatory: onOff('mandatory', 'mandatory'),
  oneLap: onOff('oneLap', 'one-lap'),
  firstLead: choice('firstLead', 'first-lead'),
  firstCard: onOff('firstCard', 'first-card'),
  nextLead: choice('nextLead', 'next-lead'),
  exchange: choice('exchange', 'exchange'),
  exchangeReturn: choice('exchangeReturn', 'exchange-return'),
  exchangeTies: choice('exchangeTies', 'exchange-ties'),
  miyako: onOff('miyako', 'miyako'),
  forbiddenFinish: rankList('forbiddenFinish', 'forbidden-finish'),
  scoring: choice('scoring', 'scoring'),
  length: {
    key: 'length',
    name: 'length',
    kind: 'length',
    values: ['rounds:5', 'points:11', 'open'],
    parse: parseLength,
    format: formatLength,
  },
};

/** Every option's spec in the notation's order. */
export const OPTION_LIST: readonly OptionSpec[] = OPTION_KEYS.map(specOf);

function specOf(key: RuleKey): OptionSpec {
  return OPTIONS[key];
}

export function isOnOffKey(key: RuleKey): key is OnOffKey {
  return OPTIONS[key].kind === 'on-off';
}
export function isRankListKey(key: RuleKey): key is RankListKey {
  return OPTIONS[key].kind === 'ranks';
}
export function isChoiceKey(key: RuleKey): key is ChoiceKey {
  return OPTIONS[key].kind === 'choice';
}

const OPTION_BY_NAME: ReadonlyMap<string, OptionSpec> = new Map(
  OPTION_LIST.map((o) => [o.name, o]),
);

/** The option a name stands for: a literal name gives that option's own spec. */
export function optionByName<N extends OptionName>(name: N): OptionSpec<KeyOfName<N>>;
export function optionByName(name: string): OptionSpec | undefined;
export function optionByName(name: string): OptionSpec | undefined {
  return OPTION_BY_NAME.get(name);
}
export function optionByKey<K extends RuleKey>(key: K): OptionTable[K] {
  return OPTIONS[key];
}

/** The option's value in `rules` as the notation writes it (`on`, `8+10`, `rounds:5`). */
export function formatOption<K extends RuleKey>(key: K, rules: RuleSet): string {
  const spec: OptionSpec<K> = OPTIONS[key];
  return spec.format(rules[key]);
}

/** Whether two rule sets differ in one option. */
export function optionDiffers(key: RuleKey, a: RuleSet, b: RuleSet): boolean {
  return formatOption(key, a) !== formatOption(key, b);
}

/** `rules` with one option set from its text, or undefined when the text is no value of it. */
export function withOptionText<K extends RuleKey>(
  rules: RuleSet,
  key: K,
  text: string,
): RuleSet | undefined {
  const spec: OptionSpec<K> = OPTIONS[key];
  const value = spec.parse(text);
  return value === undefined ? undefined : withOption(rules, key, value);
}

/** `rules` with one option set to a value of its own type. */
export function withOption<K extends RuleKey>(rules: RuleSet, key: K, value: RuleSet[K]): RuleSet {
  return { ...rules, [key]: value };
}

// ---------------------------------------------------------------------------------------
// Reading rules from outside (./rule-text.ts): the notation's `rules:` lines, URLs, files, storage.

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

/** `rules` with the option of a notation name set from its text (`clear`, `8+10`), or the error. */
export function setOption(
  rules: RuleSet,
  name: string,
  value: string,
): { rules: RuleSet } | { error: RuleError } {
  const spec = optionByName(name);
  if (spec === undefined) return { error: { code: 'unknown-key', name } };
  const next = withOptionText(rules, spec.key, value);
  if (next === undefined)
    return { error: { code: 'bad-value', name, value, allowed: spec.values } };
  return { rules: next };
}
