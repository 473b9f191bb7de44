/**
 * A rule set in a URL: short, readable and versioned, built on the engine's option table
 * (src/engine/rules.ts). The house-rules panel writes it, and later pages (the referee,
 * practice) read the same parameter.
 *
 *     ?rules=1~house                      the preset "house" as it is
 *     ?rules=1~house~one-lap.on~clear.8_10  house, with one-lap on and 8 and 10 clearing
 *     ?rules=1~dutch~length.points-11       dutch, ending at 11 points
 *
 * Items are separated by `~`, an option's name from its value by `.`; rank lists are joined
 * by `_` and the game length is written `rounds-5` / `points-11` / `open`. The first item is
 * the format's version, the second the preset, the rest the options that differ from it. Every
 * character is unreserved in URLs (RFC 3986: letters, digits, `-` `.` `_` `~`), so the link
 * survives copy and paste, messengers and e-mail unchanged and needs no percent-encoding.
 *
 * Reading is lenient and never throws: a forged or outdated link keeps its valid part and
 * reports what was ignored as data (codes), which the UI translates.
 */
import {
  OPTION_LIST,
  PRESET_NAMES,
  formatOption,
  isPresetName,
  optionByName,
  optionDiffers,
  presetRules,
  setOption,
  type OptionSpec,
  type PresetName,
  type RuleError,
  type RuleSet,
} from '../engine/rules.ts';
import { ruleOverrides } from '../engine/rule-text.ts';

/** The version this build writes. A later format reads older links by this number. */
const RULE_LINK_VERSION = 1;
/** The query parameter that carries the rules. */
const RULE_LINK_PARAM = 'rules';
/** Longer input is cut here: a real link is far shorter (all 21 options fit in ~300). */
export const RULE_LINK_MAX_LENGTH = 1000;
/** The preset a link without a (valid) preset starts from: the notation's default (spec §3). */
export const DEFAULT_PRESET: PresetName = 'common';

const ITEM_SEPARATOR = '~';
const VALUE_SEPARATOR = '.';
const RANK_SEPARATOR = '_';
/** Text quoted back in a notice is cut to this length. */
const NOTICE_TEXT_MAX = 40;

/** A preset and the rules chosen on top of it (the preset is kept even when rules equal another). */
export interface RuleChoice {
  readonly preset: PresetName;
  readonly rules: RuleSet;
}

/** What a reader ignored. The rule errors are the engine's; the first two are the link's own. */
export type LinkNotice =
  | { readonly code: 'unknown-version'; readonly version: string }
  | { readonly code: 'missing-version' }
  | { readonly code: 'too-long'; readonly length: number }
  | RuleError;

export type LinkNoticeCode = LinkNotice['code'];

export interface RuleLinkResult extends RuleChoice {
  readonly notices: readonly LinkNotice[];
}

// ---------------------------------------------------------------------------------------
// Values: the notation's text ↔ the link's text

/** `8+10` → `8_10`, `rounds:5` → `rounds-5`; everything else is already URL-safe. */
function toLinkValue(spec: OptionSpec, notation: string): string {
  if (spec.kind === 'ranks') return notation.replaceAll('+', RANK_SEPARATOR);
  if (spec.kind === 'length') return notation.replace(':', '-');
  return notation;
}

/**
 * The link's text back to the notation's. Lenient about separators a person or a tool may
 * have put in: `8_10`, `8+10` (read as `8 10` from a query string), `8,10`; `rounds-5`,
 * `rounds:5`, `rounds_5`, `rounds.5`.
 */
function fromLinkValue(spec: OptionSpec, text: string): string {
  if (spec.kind === 'ranks') return text.replace(/[_+ ,.]+/g, '+');
  if (spec.kind === 'length') return text.replace(/^(rounds|points)[-:_. ]/, '$1:');
  return text;
}

function cut(text: string): string {
  const chars = Array.from(text);
  return chars.length <= NOTICE_TEXT_MAX ? text : `${chars.slice(0, NOTICE_TEXT_MAX).join('')}…`;
}

// ---------------------------------------------------------------------------------------
// Writing

/** The options of `rules` that differ from the preset, as link items (`one-lap.on`). */
function overrideItems(choice: RuleChoice): string[] {
  return changedOptions(choice).map(
    (spec) =>
      `${spec.name}${VALUE_SEPARATOR}${toLinkValue(spec, formatOption(spec.key, choice.rules))}`,
  );
}

/** `1~house~one-lap.on`: the version, the preset, then what differs from it. */
export function encodeRuleLink(choice: RuleChoice): string {
  return [String(RULE_LINK_VERSION), choice.preset, ...overrideItems(choice)].join(ITEM_SEPARATOR);
}

/** The preset that `rules` differs least from (the first such in PRESET_NAMES on a tie). */
export function closestPreset(rules: RuleSet): PresetName {
  let best: { name: PresetName; count: number } = { name: DEFAULT_PRESET, count: Infinity };
  for (const name of PRESET_NAMES) {
    const count = ruleOverrides(rules, presetRules(name)).length;
    if (count < best.count) best = { name, count };
  }
  return best.name;
}

/** The shortest link for `rules` when no preset was chosen: the closest preset plus changes. */
export function shortestRuleLink(rules: RuleSet): string {
  return encodeRuleLink({ preset: closestPreset(rules), rules });
}

/** The options (kebab names) in which the choice differs from its preset. */
export function changedOptions(choice: RuleChoice): OptionSpec[] {
  const base = presetRules(choice.preset);
  return OPTION_LIST.filter((spec) => optionDiffers(spec.key, choice.rules, base));
}

// ---------------------------------------------------------------------------------------
// Reading

/**
 * Reads a link's `rules` value. Never throws. The version comes first; a missing or unknown
 * version is reported and the rest is still read as this version's format (a later format
 * keeps these names, so most of an outdated link survives). Then, as in the notation, a preset
 * starts again from that preset and later options win. Items in error are skipped and reported.
 */
export function decodeRuleLink(input: string): RuleLinkResult {
  const notices: LinkNotice[] = [];
  let text = input.trim();
  if (text.length > RULE_LINK_MAX_LENGTH) {
    notices.push({ code: 'too-long', length: text.length });
    text = text.slice(0, RULE_LINK_MAX_LENGTH);
  }
  const items = text
    .split(ITEM_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');

  const first = items[0];
  if (first !== undefined && /^[0-9]+$/.test(first)) {
    items.shift();
    if (Number(first) !== RULE_LINK_VERSION)
      notices.push({ code: 'unknown-version', version: cut(first) });
  } else {
    notices.push({ code: 'missing-version' });
  }

  let preset: PresetName = DEFAULT_PRESET;
  let rules: RuleSet = presetRules(preset);
  for (const item of items) {
    const dot = item.indexOf(VALUE_SEPARATOR);
    if (dot < 0) {
      const name = item.toLowerCase();
      if (isPresetName(name)) {
        preset = name;
        rules = presetRules(name);
      } else if (optionByName(name) !== undefined) {
        notices.push({ code: 'missing-value', name });
      } else {
        notices.push({ code: 'unknown-preset', name: cut(item) });
      }
      continue;
    }
    const name = item.slice(0, dot).toLowerCase();
    const raw = item.slice(dot + 1).toLowerCase();
    const spec = optionByName(name);
    if (spec === undefined) {
      notices.push({ code: 'unknown-key', name: cut(name) });
      continue;
    }
    if (raw === '') {
      notices.push({ code: 'missing-value', name });
      continue;
    }
    const result = setOption(rules, name, fromLinkValue(spec, raw));
    if ('error' in result) {
      notices.push({ code: 'bad-value', name, value: cut(raw), allowed: spec.values });
    } else {
      rules = result.rules;
    }
  }
  return { preset, rules, notices };
}

/** The `rules` parameter of a URL or query string, or null when there is none. Never throws. */
export function ruleLinkParam(url: string): string | null {
  try {
    return new URL(url, 'http://localhost/').searchParams.get(RULE_LINK_PARAM);
  } catch {
    return null;
  }
}

/**
 * `href` with its `rules` parameter set to the choice, other parameters and the hash kept.
 * Written by hand rather than with URLSearchParams, which would percent-encode the `~`.
 */
export function withRuleLink(href: string, choice: RuleChoice): string {
  const url = new URL(href);
  url.searchParams.delete(RULE_LINK_PARAM);
  const others = url.searchParams.toString();
  const rules = `${RULE_LINK_PARAM}=${encodeRuleLink(choice)}`;
  return `${url.origin}${url.pathname}?${others === '' ? rules : `${others}&${rules}`}${url.hash}`;
}
