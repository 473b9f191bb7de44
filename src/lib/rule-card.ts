/**
 * The table-rules card: the agreed rules as short sentences, grouped (deck, playing, tricks,
 * exchange, scoring). Which sentences appear is decided here, once for every language; the
 * words come from src/i18n/options and src/i18n/vocabulary. Pure: the island and the server render the same card.
 */
import { JOKER, RANKS, type RankOrJoker } from '../engine/cards.ts';
import {
  OPTION_LIST,
  OPTIONS,
  optionByName,
  presetRules,
  type OptionSpec,
  type RuleKey,
  type RuleSet,
} from '../engine/rules.ts';
import { fill, plural } from '../i18n/format/fill.ts';
import { listAnd } from '../i18n/format/index.ts';
import type { Lang } from '../i18n/langs.ts';
import { firstCardOf } from '../engine/game.ts';
import { shortCard } from '../i18n/messages/shared.ts';
import type { OptionStrings } from '../i18n/options/en.ts';
import type { Vocabulary } from '../i18n/vocabulary/en.ts';
import { CARD_GROUPS, OPTION_GROUPS, type CardGroup } from './option-groups.ts';
import { rankNames, valueName } from './option-words.ts';

export { CARD_GROUPS, OPTION_GROUPS, type CardGroup } from './option-groups.ts';
import { changedOptions, type LinkNotice, type RuleChoice } from './rule-link.ts';

/** The words of one language: the panel's, the options' and its rank labels (B D K A …), and its code. */
export interface HouseRulesStrings extends OptionStrings {
  /** for the plural rules and the lists (src/i18n/format) */
  readonly lang: Lang;
  readonly options: Vocabulary;
  readonly rankLabels: Readonly<Record<RankOrJoker, string>>;
}

export { fill, plural } from '../i18n/format/fill.ts';

const onOff = (value: boolean): 'on' | 'off' => (value ? 'on' : 'off');

/** A readable label of an option's value in `rules` ("you may play again after passing"). */
export function valueText(key: RuleKey, rules: RuleSet, s: HouseRulesStrings): string {
  const length = rules.length;
  if (key !== 'length' || length.kind === 'open') return valueName(key, rules, s);
  return plural(s.panel.lengthValue[length.kind], length.n, s.lang);
}

export interface RuleCardGroup {
  readonly id: CardGroup;
  readonly heading: string;
  readonly sentences: readonly string[];
}

export interface RuleCard {
  readonly title: string;
  /** "Based on: House rules." */
  readonly preset: string;
  /** "Changed: Re-entry and Clearing cards." or null when the preset is unchanged. */
  readonly changed: string | null;
  readonly groups: readonly RuleCardGroup[];
}

function sentencesOf(group: CardGroup, r: RuleSet, s: HouseRulesStrings): string[] {
  const c = s.card;
  const out: string[] = [];
  switch (group) {
    case 'deck': {
      out.push(c.deck[r.jokers]);
      const order = [...RANKS, ...(r.jokers > 0 ? ([JOKER] as const) : [])].map(
        (rank) => s.rankLabels[rank],
      );
      out.push(fill(c.order, { order: order.join(' ') }));
      out.push(r.twosBySuit ? c.suitsTwos : c.suitsNever);
      if (r.jokers > 0) out.push(c.joker[r.joker]);
      return out;
    }
    case 'playing': {
      out.push(c.firstLead[r.firstLead]);
      const first = firstCardOf(r);
      if (r.firstCard && first !== null)
        out.push(fill(c.firstCard, { card: shortCard(first, s.rankLabels) }));
      out.push(c.nextLead[r.nextLead], c.lead, c.count[r.count], c.equal[r.equal]);
      out.push(c.reentry[onOff(r.reentry)], c.mandatory[onOff(r.mandatory)]);
      return out;
    }
    case 'tricks': {
      out.push(c.trickEnd[r.oneLap ? 'oneLap' : 'normal'], c.goneOut);
      if (r.clear.length > 0) out.push(fill(c.clear, { ranks: rankNames(r.clear, s) }));
      out.push(c.revolution[r.revolution]);
      if (r.revolution !== 'off') out.push(c.counter[onOff(r.counter)]);
      out.push(
        r.forbiddenFinish.length > 0
          ? fill(c.forbidden, { ranks: rankNames(r.forbiddenFinish, s) })
          : c.forbiddenNone,
      );
      if (r.miyako) out.push(c.miyako);
      return out;
    }
    case 'exchange': {
      out.push(c.exchange[r.exchange]);
      if (r.exchange !== 'none') {
        out.push(c.exchangeReturn[r.exchangeReturn], c.exchangeTies[r.exchangeTies]);
      }
      return out;
    }
    case 'scoring': {
      out.push(c.scoring[r.scoring]);
      // a points target without scoring is never reached: the game is open (as the engine's
      // gameOver plays it; the comparisons read it alike, src/compare/find.ts effectiveLength)
      const unscored = r.length.kind === 'points' && r.scoring === 'none';
      out.push(
        r.length.kind === 'open'
          ? c.length.open
          : unscored
            ? c.length.unscored
            : plural(c.length[r.length.kind], r.length.n, s.lang),
      );
      if (r.length.kind !== 'open' && r.scoring !== 'none') out.push(c.ties);
      return out;
    }
  }
}

/** The card for a choice, in the language of `s`. */
export function ruleCard(choice: RuleChoice, s: HouseRulesStrings): RuleCard {
  const changed = changedOptions(choice).map((spec) => s.options[spec.key].label);
  return {
    title: s.card.title,
    preset: fill(s.card.preset, { preset: s.presets[choice.preset].name }),
    changed:
      changed.length === 0 ? null : fill(s.card.changed, { options: listAnd(s.lang, changed) }),
    groups: CARD_GROUPS.map((id) => ({
      id,
      heading: s.card.groups[id],
      sentences: sentencesOf(id, choice.rules, s),
    })),
  };
}

/** The card as plain text, for the clipboard: title, preset, groups with dashes, the link. */
export function ruleCardText(card: RuleCard, s: HouseRulesStrings, url?: string): string {
  const lines = [card.title, card.preset];
  if (card.changed !== null) lines.push(card.changed);
  for (const group of card.groups) {
    lines.push('', group.heading, ...group.sentences.map((sentence) => `- ${sentence}`));
  }
  if (url !== undefined) lines.push('', fill(s.card.link, { url }));
  return `${lines.join('\n')}\n`;
}

/** The options of the table, in the panel's order (by group), each once. */
export function groupedOptions(): readonly { group: CardGroup; specs: readonly OptionSpec[] }[] {
  return CARD_GROUPS.map((group) => ({
    group,
    specs: OPTION_GROUPS[group].map((key): OptionSpec => OPTIONS[key]),
  }));
}

/** The value of an option in its preset, for "changed (House rules: off)". */
export function presetValueText(choice: RuleChoice, key: RuleKey, s: HouseRulesStrings): string {
  return valueText(key, presetRules(choice.preset), s);
}

/** Every option is in exactly one group (checked by the tests against the engine's table). */
export function ungroupedOptions(): string[] {
  const grouped = new Set(Object.values(OPTION_GROUPS).flat());
  return OPTION_LIST.filter((spec) => !grouped.has(spec.key)).map((spec) => spec.name);
}

/** One sentence for what a link or the saved rules left out, naming the option as the panel does. */
export function noticeText(notice: LinkNotice, s: HouseRulesStrings): string {
  const n = s.notices;
  const option = (name: string): string => {
    const spec = optionByName(name);
    return spec === undefined ? name : s.options[spec.key].label;
  };
  switch (notice.code) {
    case 'unknown-version':
      return fill(n.unknownVersion, { version: notice.version });
    case 'missing-version':
      return n.missingVersion;
    case 'too-long':
      return fill(n.tooLong, { length: notice.length });
    case 'unknown-preset':
      return fill(n.unknownPreset, { name: notice.name });
    case 'unknown-key':
      return fill(n.unknownKey, { name: notice.name });
    case 'bad-value':
      return fill(n.badValue, { value: notice.value, option: option(notice.name) });
    case 'missing-value':
      return fill(n.missingValue, { option: option(notice.name) });
    default:
      return unreachable(notice);
  }
}

/** At most this many different notices are listed; the rest are counted in one last line. */
export const NOTICE_LIST_MAX = 6;

/**
 * The lines of a notice list: identical sentences once, with how often they came up (a forged
 * link can repeat one mistake hundreds of times), in the order they first came up, and at most
 * `max` of them, then one line that counts the notices left out.
 */
export function noticeLines(
  sentences: readonly string[],
  s: HouseRulesStrings,
  max: number = NOTICE_LIST_MAX,
): string[] {
  const counts = new Map<string, number>();
  for (const sentence of sentences) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  const distinct = [...counts];
  const lines = distinct
    .slice(0, max)
    .map(([text, n]) => fill(plural(s.notices.repeated, n, s.lang), { text }));
  const left = distinct.slice(max).reduce((sum, [, n]) => sum + n, 0);
  if (left > 0) lines.push(plural(s.notices.more, left, s.lang));
  return lines;
}

function unreachable(value: never): never {
  throw new Error(`no text for ${JSON.stringify(value)}`);
}
