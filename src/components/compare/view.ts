/**
 * A comparison put into one language's words: the differences grouped as the house-rules
 * panel groups them, each value named from the options' vocabulary, and for each example its
 * transcript with the parting line marked, the step where it parts, and what each rule set
 * makes of that move (verdict, events, who acts next, places, points) from src/i18n/messages.
 * The engine decided all of it (src/compare); this only names it.
 *
 * It takes one language's words (`ViewWords`) and a way to count the stepper's steps, so the
 * same code runs on the server for the preset pairs (./page-view.ts: the statechart's own
 * steps) and in the compare worker for any other pair (src/workers/compare.ts: `countSteps`,
 * without the statechart).
 */
import { inertBecause, type Difference, type Example, type Outcome } from '../../compare/index.ts';
import { OPTIONS, type RuleKey, type RuleSet } from '../../engine/rules.ts';
import type { GameEvent } from '../../engine/verdict.ts';
import type { CompareStrings } from '../../i18n/compare/en.ts';
import { listAnd } from '../../i18n/format/index.ts';
import type { Lang } from '../../i18n/langs.ts';
import { eventMessageIn, verdictMessageIn } from '../../i18n/messages/dispatch.ts';
import type { Messages } from '../../i18n/messages/en.ts';
import type { Vocabulary } from '../../i18n/vocabulary/en.ts';
import { CARD_GROUPS, OPTION_GROUPS, type CardGroup } from '../../lib/option-groups.ts';
import { valueName, type ValueWords } from '../../lib/option-words.ts';
import { parseTranscript, type Transcript } from '../../notation/transcript.ts';
import { gameLinkUrl } from '../referee/game-link.ts';
import { sentence } from '../../i18n/format/index.ts';

/** One language's words for a comparison. */
export interface ViewWords {
  readonly lang: Lang;
  readonly compare: CompareStrings;
  readonly messages: Messages;
  readonly options: Vocabulary;
  /** the panel's group headings (src/i18n/options) */
  readonly groups: Readonly<Record<CardGroup, string>>;
}

/** The 1-based stepper step of move `move` (0-based over the transcript's moves), and the step count; null when the stepper cannot replay it. */
export type StepCounter = (
  transcript: Transcript,
  move: number,
) => { readonly step: number; readonly steps: number } | null;

/**
 * The stepper's steps counted from the transcript alone: one per round's deal and one per move
 * entered, as src/components/stepper/steps.ts makes them when the statechart replays the
 * transcript (which it is not asked here).
 */
export const countSteps: StepCounter = (transcript, move) => {
  let steps = 0;
  let step: number | null = null;
  let seen = 0;
  for (const round of transcript.rounds) {
    steps++;
    for (let i = 0; i < round.entries.length; i++) {
      steps++;
      if (seen++ === move) step = steps;
    }
  }
  return step === null ? null : { step, steps };
};

export interface OutcomeView {
  readonly heading: string;
  readonly verdict: string;
  readonly legal: boolean;
  /** what followed the move, one sentence each */
  readonly follows: readonly string[];
}

export interface ExampleView {
  /** unique on the page: the stepper's id */
  readonly id: string;
  readonly alone: string | null;
  /** the other options that part these moves the same way (null when none does) */
  readonly also: string | null;
  readonly transcript: Transcript;
  /** the transcript's lines, the parting one marked */
  readonly lines: readonly { readonly text: string; readonly marked: boolean }[];
  readonly text: string;
  readonly parts: string;
  /** whether the stepper replays it (the statechart refuses some tables the referee reads) */
  readonly stepper: boolean;
  readonly outcomes: readonly [OutcomeView, OutcomeView];
  /** "Open in the referee" under each side (null when the link would be too long) */
  readonly links: readonly { readonly label: string; readonly href: string }[];
}

export interface DifferenceView {
  readonly key: RuleKey;
  /** the option's name in the notation (`reentry`): anchors and the variants page */
  readonly name: string;
  readonly label: string;
  readonly a: string;
  readonly b: string;
  readonly variants: string;
  readonly anchor: string;
  readonly example: ExampleView | null;
  /** why there is no example (inert, or none found) */
  readonly note: string | null;
}

export interface GroupView {
  readonly group: CardGroup;
  readonly heading: string;
  readonly differences: readonly DifferenceView[];
}

function valueWords(words: ViewWords): ValueWords {
  return { lang: words.lang, options: words.options, rankLabels: words.messages.rankLabels };
}

/** An option's value in words, as the list of differences shows it. */
export function valueText(key: RuleKey, rules: RuleSet, words: ViewWords): string {
  return valueName(key, rules, valueWords(words), { form: key === 'length' ? 'short' : 'values' });
}

/** Events worth a line after the marked move: not the move itself. */
function followed(events: readonly GameEvent[]): GameEvent[] {
  return events.filter((e) => e.type !== 'played' && e.type !== 'passed' && e.type !== 'gave');
}

function outcomeView(heading: string, o: Outcome, other: Outcome, words: ViewWords): OutcomeView {
  const t = words.compare.example;
  const lang = words.lang;
  const verdict = o.verdict.legal
    ? t.allowed
    : t.refused(sentence(verdictMessageIn(words.messages, o.verdict.reason)));
  const follows = followed(o.events).map((e) => sentence(eventMessageIn(words.messages, e)));
  // Who acts next and the places, when they differ from the other side's.
  if (o.toAct !== null && o.toAct !== other.toAct) follows.push(t.toAct(o.toAct));
  const places = o.places.filter((p): p is string => p !== null);
  const otherPlaces = other.places.filter((p): p is string => p !== null);
  if (places.length > 0 && places.join() !== otherPlaces.join())
    follows.push(t.places(listAnd(lang, places)));
  if (o.points !== null) {
    const scored = Object.entries(o.points).map(([p, n]) => `${p} ${String(n)}`);
    if (scored.length > 0) follows.push(t.points(listAnd(lang, scored)));
  }
  if (o.winner !== null && o.winner !== other.winner) follows.push(t.winner(o.winner));
  return { heading, verdict, legal: o.verdict.legal, follows };
}

async function exampleView(
  e: Example,
  d: Difference,
  names: { readonly a: string; readonly b: string },
  id: string,
  words: ViewWords,
  stepOf: StepCounter,
): Promise<ExampleView> {
  const t = words.compare.example;
  const lang = words.lang;
  const label = words.options[d.key].label;
  // When shown on one side alone, the other column is that side with this option changed.
  const [left, right] =
    e.shown === 'a'
      ? [names.a, t.modified(names.a, label, valueText(d.key, e.right, words))]
      : e.shown === 'b'
        ? [t.modified(names.b, label, valueText(d.key, e.left, words)), names.b]
        : [names.a, names.b];
  const alone =
    e.shown === 'a'
      ? t.alone(names.a, label, valueText(d.key, e.right, words))
      : e.shown === 'b'
        ? t.alone(names.b, label, valueText(d.key, e.left, words))
        : null;
  const parsed = parseTranscript(e.text);
  if (!parsed.ok) throw new Error(`compare: the example for ${d.name} does not parse`);
  const at = stepOf(parsed.transcript, e.move);
  const referee = `/${lang}/referee/`;
  const links = [];
  for (const [side, text] of [
    [left, e.text],
    [right, e.textB],
  ] as const) {
    const link = await gameLinkUrl(referee, text);
    if (link.ok) links.push({ label: t.openIn(side), href: link.url });
  }
  return {
    id,
    alone,
    also: e.also.length === 0 ? null : t.also(e.also.map((k) => words.options[k].label)),
    transcript: parsed.transcript,
    text: e.text.trimEnd(),
    lines: e.text
      .trimEnd()
      .split('\n')
      .map((text, i) => ({ text, marked: i + 1 === e.line })),
    stepper: at !== null,
    parts: at === null ? t.partsAt(e.line) : t.parts(at.step, at.steps, e.line),
    outcomes: [
      outcomeView(t.under(left), e.a, e.b, words),
      outcomeView(t.under(right), e.b, e.a, words),
    ],
    links,
  };
}

/** The rules a comparison is between (a Comparison, or the two sides before the search ends). */
export interface ComparedRules {
  readonly a: RuleSet;
  readonly b: RuleSet;
}

/** One difference in the page's words, with its example's view (the example is found by then). */
export async function differenceView(
  d: Difference,
  c: ComparedRules,
  names: { readonly a: string; readonly b: string },
  idPrefix: string,
  words: ViewWords,
  stepOf: StepCounter,
): Promise<DifferenceView> {
  const t = words.compare.example;
  const note =
    d.inert !== null
      ? t.inert(
          listAnd(
            words.lang,
            d.inert.map((k) => words.options[k].label),
          ),
        )
      : d.example === null
        ? t.notFound
        : null;
  const row = rowView(d.key, c, words);
  return {
    ...row,
    example:
      d.example === null
        ? null
        : await exampleView(d.example, d, names, `${idPrefix}-${row.name}`, words, stepOf),
    note,
  };
}

/**
 * Where a rule set's other options keep `key` from mattering (a counter-revolution without
 * revolutions), that it does not apply and why: "does not apply (Revolution: no)", each reason
 * as `reason` says it; null where it applies. The comparisons' list and the presets table
 * (PresetTable.astro) say it alike.
 */
export function inertText(
  key: RuleKey,
  rules: RuleSet,
  unused: (reasons: string) => string,
  reason: (key: RuleKey) => string,
): string | null {
  // (a game length always applies; inertBecause asks of it whether two lengths end alike)
  const because = key === 'length' ? null : inertBecause(key, rules, rules);
  return because === null ? null : unused(because.map(reason).join(', '));
}

/** One side's cell in the list: the option's value, or that it does not apply and why. */
function cellText(key: RuleKey, rules: RuleSet, words: ViewWords): string {
  return (
    inertText(
      key,
      rules,
      (reasons) => words.compare.list.unused(reasons),
      (k) =>
        `${words.options[k].label}: ${valueName(k, rules, valueWords(words), { form: 'short' })}`,
    ) ?? valueText(key, rules, words)
  );
}

/** A difference's row in the list: the option, both values, its anchor and variants link. */
export type RowView = Omit<DifferenceView, 'example' | 'note'>;

export function rowView(key: RuleKey, c: ComparedRules, words: ViewWords): RowView {
  const name = OPTIONS[key].name;
  return {
    key,
    name,
    label: words.options[key].label,
    a: cellText(key, c.a, words),
    b: cellText(key, c.b, words),
    variants: `/${words.lang}/variants/#opt-${name}`,
    anchor: `diff-${name}`,
  };
}

/** The differing options' groups in the panel's order, each with its options in order. */
export function groupsOf(keys: readonly RuleKey[]): { group: CardGroup; keys: RuleKey[] }[] {
  return CARD_GROUPS.map((group) => ({
    group,
    keys: OPTION_GROUPS[group].filter((key) => keys.includes(key)),
  })).filter((g) => g.keys.length > 0);
}

/** The comparison in the page's words, grouped as the panel groups the options. */
export async function comparisonView(
  c: ComparedRules & { readonly differences: readonly Difference[] },
  names: { readonly a: string; readonly b: string },
  idPrefix: string,
  words: ViewWords,
  stepOf: StepCounter,
): Promise<GroupView[]> {
  const groups: GroupView[] = [];
  for (const { group, keys } of groupsOf(c.differences.map((d) => d.key))) {
    const differences: DifferenceView[] = [];
    for (const key of keys) {
      const d = c.differences.find((x) => x.key === key);
      if (d !== undefined)
        differences.push(await differenceView(d, c, names, idPrefix, words, stepOf));
    }
    groups.push({ group, heading: words.groups[group], differences });
  }
  return groups;
}
