/**
 * Where the referee's rules come from: a share link (`?rules=…`, read leniently: a forged link
 * keeps its valid part and lists what it left out), the house-rules panel's saved choice (read,
 * never written: the referee does not change the panel's choice), or one of the presets.
 */
import { PRESET_NAMES, isPresetName, presetRules, type PresetName } from '../../engine/rules.ts';
import {
  DEFAULT_PRESET,
  decodeRuleLink,
  ruleLinkParam,
  type LinkNotice,
  type RuleChoice,
} from '../../lib/rule-link.ts';

/** One entry of the rules menu: the link's rules, the saved ones, or a preset by name. */
export type RuleSourceId = 'link' | 'saved' | PresetName;

export interface RuleSources {
  /** the page's `?rules=` value read, with what it left out; null without one */
  readonly link: (RuleChoice & { readonly notices: readonly LinkNotice[] }) | null;
  /** the house-rules panel's last choice at this device; null when none is kept */
  readonly saved: RuleChoice | null;
}

/** The sources of a page address and the panel's stored text (null: nothing stored). */
export function readRuleSources(href: string, stored: string | null): RuleSources {
  const param = ruleLinkParam(href);
  const link = param === null ? null : decodeRuleLink(param);
  const saved = stored === null ? null : decodeRuleLink(stored);
  return {
    link: link === null ? null : { preset: link.preset, rules: link.rules, notices: link.notices },
    saved: saved === null ? null : { preset: saved.preset, rules: saved.rules },
  };
}

/** The menu's entries in order: the link's, the saved ones, then every preset. */
export function ruleSourceIds(sources: RuleSources): RuleSourceId[] {
  return [
    ...(sources.link === null ? [] : (['link'] as const)),
    ...(sources.saved === null ? [] : (['saved'] as const)),
    ...PRESET_NAMES,
  ];
}

/** What a table starts with: the link's rules, else the saved ones, else the default preset. */
export function initialRuleSource(sources: RuleSources): RuleSourceId {
  if (sources.link !== null) return 'link';
  if (sources.saved !== null) return 'saved';
  return DEFAULT_PRESET;
}

/** The rules an entry stands for (an entry without its source falls back to the default). */
export function ruleChoiceOf(id: string, sources: RuleSources): RuleChoice {
  if (id === 'link' && sources.link !== null)
    return { preset: sources.link.preset, rules: sources.link.rules };
  if (id === 'saved' && sources.saved !== null) return sources.saved;
  const preset = isPresetName(id) ? id : DEFAULT_PRESET;
  return { preset, rules: presetRules(preset) };
}
