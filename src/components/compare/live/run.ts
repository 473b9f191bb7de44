/**
 * The compare worker's work (src/workers/compare.ts), kept apart from the worker so that it
 * can be tested without one: read the two sides the page asks for, say what their links left
 * out, then run the finder (src/compare `compareSteps`) and send each difference in the page's
 * words (../view.ts) as soon as its example is shrunk, with the progress in between.
 *
 * A side is a preset by name, `saved` (the house-rules panel's choice saved in this browser:
 * the page reads the raw stored value, this checks and decodes it with the panel's own loader
 * and the rule-link reader), or a rule link: its `rules` value (`1~house~one-lap.on`) or a whole
 * address with `?rules=`. Reading never throws: a forged link keeps its valid part and its
 * notices name what was ignored (src/lib/rule-link.ts, translated by src/lib/rule-card.ts).
 */
import { compareSteps, differingOptions, inertBecause } from '../../../compare/index.ts';
import { isPresetName, presetRules, type PresetName } from '../../../engine/rules.ts';
import type { CompareStrings } from '../../../i18n/compare/en.ts';
import type { Lang } from '../../../i18n/langs.ts';
import type { Messages } from '../../../i18n/messages/en.ts';
import { noticeLines, noticeText, type HouseRulesStrings } from '../../../lib/rule-card.ts';
import {
  DEFAULT_PRESET,
  changedOptions,
  decodeRuleLink,
  encodeRuleLink,
  ruleLinkParam,
  type LinkNotice,
  type RuleChoice,
} from '../../../lib/rule-link.ts';
import { readStoredRules, type StoredRules } from '../../houserules/storage.ts';
import { pairHref } from '../pairs.ts';
import {
  countSteps,
  differenceView,
  groupsOf,
  rowView,
  type DifferenceView,
  type RowView,
  type ViewWords,
} from '../view.ts';

/** The word a page address uses for the panel's saved choice (`?a=saved`). */
export const SAVED = 'saved';

/** Where a side's rules came from. */
export type SideKind = 'preset' | 'saved' | 'link';

export interface Side {
  readonly kind: SideKind;
  readonly choice: RuleChoice;
  /** what the side's link (or the saved text) left out */
  readonly notices: readonly LinkNotice[];
  /** `saved` was asked for and nothing (readable) is saved: the default preset stands in */
  readonly missing: 'none' | 'unreadable' | null;
  /** a link of which nothing could be read (no preset, no option): the default preset stands in */
  readonly unread?: true;
}

/**
 * Whether a link gave nothing at all: every item drew a notice (pasted text that is no share
 * link, or an address without its rules). Its notices would list each part as "left out".
 */
function readNothing(text: string, notices: readonly LinkNotice[]): boolean {
  if (notices.length === 0) return false;
  const items = text.split('~').filter((item) => item.trim() !== '');
  const version = /^[0-9]+$/.test(items[0]?.trim() ?? '') ? 1 : 0;
  const refused = notices.filter(
    (n) => n.code !== 'too-long' && n.code !== 'unknown-version' && n.code !== 'missing-version',
  ).length;
  return refused >= items.length - version;
}

/** The side's text as the page address keeps it: a preset's name, `saved`, or the rule link. */
export function sideParam(side: Side): string {
  if (side.kind === 'link') return encodeRuleLink(side.choice);
  return side.kind === 'saved' ? SAVED : side.choice.preset;
}

/** A side from its text (a preset, `saved` or a rule link) and what storage holds. Never throws. */
export function readSide(text: string, stored: StoredRules): Side {
  const t = text.trim();
  const name = t.toLowerCase();
  if (name === SAVED) {
    if (stored.kind !== 'text') {
      const choice = { preset: DEFAULT_PRESET, rules: presetRules(DEFAULT_PRESET) };
      return { kind: 'saved', choice, notices: [], missing: stored.kind };
    }
    const { notices, ...choice } = decodeRuleLink(stored.text);
    return { kind: 'saved', choice, notices, missing: null };
  }
  if (isPresetName(name))
    return {
      kind: 'preset',
      choice: { preset: name, rules: presetRules(name) },
      notices: [],
      missing: null,
    };
  const param = /[?&]rules=/.test(t) ? ruleLinkParam(t) : null;
  const { notices, ...choice } = decodeRuleLink(param ?? t);
  const unread = readNothing(param ?? t, notices) ? { unread: true as const } : {};
  return { kind: 'link', choice, notices, missing: null, ...unread };
}

/** The preset a side is exactly, read without a mistake (a preset, or a link that changes nothing). */
export function plainPreset(side: Side): RuleChoice['preset'] | null {
  if (side.kind === 'saved' || side.notices.length > 0) return null;
  return changedOptions(side.choice).length === 0 ? side.choice.preset : null;
}

/** What the page asks the worker. */
export interface CompareRequest {
  /** each side's text: a preset's name, `saved`, or a rule link */
  readonly a: string;
  readonly b: string;
  /** the panel's stored value as localStorage returned it (null: none), not yet checked */
  readonly stored: unknown;
  readonly lang: Lang;
  /** the panel's words: the notices, the option names and values, the groups */
  readonly strings: HouseRulesStrings;
  /** the presets' names as the compare pages write them (src/i18n/pictures) */
  readonly presetNames: Readonly<Record<PresetName, string>>;
  /** the finder's budgets (games per search), default BROWSER_BUDGET */
  readonly games?: number;
  readonly aloneGames?: number;
}

/** A notice about one side: its first sentence and the list of what was left out. */
export interface NoticeView {
  readonly heading: string;
  readonly lines: readonly string[];
}

/** What the worker answers, in order: `sides`, then `progress` and `difference` replies, then `done`. */
export type CompareReply =
  | {
      readonly kind: 'sides';
      /** each side as the page address keeps it (a forged link's valid part) */
      readonly params: { readonly a: string; readonly b: string };
      readonly names: { readonly a: string; readonly b: string };
      readonly notices: readonly NoticeView[];
      /** the static page of two presets (the page goes there), or null */
      readonly pair: { readonly href: string; readonly text: string } | null;
      readonly count: string;
      readonly groups: readonly {
        readonly group: string;
        readonly heading: string;
        readonly rows: readonly RowView[];
      }[];
      /** the differences an example is searched for (the rest cannot change anything) */
      readonly wanted: number;
    }
  | { readonly kind: 'progress'; readonly text: string }
  | { readonly kind: 'difference'; readonly view: DifferenceView }
  | { readonly kind: 'done'; readonly text: string };

/**
 * The finder's budget in the browser: games per search, and per search of one option shown on
 * its own. Smaller than the build's (3000 each): a phone must answer a typical pair in about
 * two seconds, and the searches that find nothing are what takes long (README, "The compare
 * pages").
 */
export const BROWSER_BUDGET = { games: 600, aloneGames: 300 } as const;

type LiveStrings = CompareStrings['live'];
type PresetNames = CompareRequest['presetNames'];

/** The words of one language the worker holds itself (those with functions). */
export interface WorkerWords {
  readonly compare: CompareStrings;
  readonly messages: Messages;
}

function sideName(side: Side, letter: 'A' | 'B', live: LiveStrings, presets: PresetNames): string {
  return side.kind === 'saved' && side.missing === null
    ? live.savedName(letter)
    : live.sideName(letter, presets[side.choice.preset], changedOptions(side.choice).length);
}

function noticesOf(
  side: Side,
  label: string,
  words: ViewWords,
  s: HouseRulesStrings,
): NoticeView[] {
  const live = words.compare.live;
  if (side.missing === 'none') return [{ heading: live.noneSaved(label), lines: [] }];
  if (side.missing === 'unreadable')
    return [{ heading: `${label}: ${s.notices.unreadable}`, lines: [] }];
  if (side.notices.length === 0) return [];
  // nothing read: say so, not each part as left out ("no format number", "no preset 'https:…'")
  if (side.unread === true) return [{ heading: live.notRead(label), lines: [] }];
  const lines = noticeLines(
    side.notices.map((n) => noticeText(n, s)),
    s,
  );
  return [
    {
      heading: side.kind === 'saved' ? `${label}: ${s.notices.storage}` : live.notice(label),
      lines,
    },
  ];
}

/**
 * Answers one request through `post`: the sides, then (unless they are two presets, whose
 * page the reader is sent to) every difference as it is found, the progress, and the end.
 */
export async function runCompare(
  request: CompareRequest,
  own: WorkerWords,
  post: (reply: CompareReply) => void,
): Promise<void> {
  const s = request.strings;
  const words: ViewWords = {
    lang: request.lang,
    compare: own.compare,
    messages: own.messages,
    options: s.options,
    groups: s.panel.groups,
  };
  const live = own.compare.live;
  const stored = readStoredRules({
    getItem: () => (request.stored === undefined ? null : (request.stored as string | null)),
    setItem: () => undefined,
  });
  const a = readSide(request.a, stored);
  const b = readSide(request.b, stored);
  const names = {
    a: sideName(a, 'A', live, request.presetNames),
    b: sideName(b, 'B', live, request.presetNames),
  };
  const x = plainPreset(a);
  const y = plainPreset(b);
  const pair =
    x !== null && y !== null && x !== y
      ? {
          href: pairHref(request.lang, x, y),
          text: live.pairPage(request.presetNames[x], request.presetNames[y]),
        }
      : null;
  const rules = { a: a.choice.rules, b: b.choice.rules };
  const keys = differingOptions(rules.a, rules.b);
  const wanted = keys.filter((k) => inertBecause(k, rules.a, rules.b) === null).length;
  post({
    kind: 'sides',
    params: { a: sideParam(a), b: sideParam(b) },
    names,
    notices: [...noticesOf(a, live.sideA, words, s), ...noticesOf(b, live.sideB, words, s)],
    pair,
    count: own.compare.list.count(keys.length),
    groups: groupsOf(keys).map(({ group, keys: inGroup }) => ({
      group,
      heading: words.groups[group],
      rows: inGroup.map((key) => rowView(key, rules, words)),
    })),
    wanted,
  });
  if (pair !== null) return;
  if (keys.length === 0) {
    post({ kind: 'done', text: own.compare.list.count(0) });
    return;
  }
  const steps = compareSteps(rules.a, rules.b, {
    games: request.games ?? BROWSER_BUDGET.games,
    aloneGames: request.aloneGames ?? BROWSER_BUDGET.aloneGames,
  });
  let found = 0;
  let games = 0;
  for (;;) {
    const step = steps.next();
    if (step.done === true) break;
    const event = step.value;
    if (event.kind === 'progress') {
      games = event.games;
      post({ kind: 'progress', text: live.progress(found, wanted, games) });
      continue;
    }
    if (event.difference.example !== null) found++;
    post({ kind: 'progress', text: live.progress(found, wanted, games) });
    const view = await differenceView(
      event.difference,
      rules,
      names,
      'cmp-live',
      words,
      countSteps,
    );
    post({ kind: 'difference', view });
  }
  post({ kind: 'done', text: live.done(found, wanted, games) });
}
