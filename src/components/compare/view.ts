/**
 * A comparison put into the page's words (server only): the differences grouped as the
 * house-rules panel groups them, each value named from the options' vocabulary, and for each
 * example its transcript with the parting line marked, the step where it parts, and what each
 * rule set makes of that move (verdict, events, who acts next, places, points) from
 * src/i18n/messages. The engine decided all of it (src/compare); this only names it.
 */
import type { Comparison, Difference, Example, Outcome } from '../../compare/index.ts';
import { OPTIONS, type RuleKey, type RuleSet } from '../../engine/rules.ts';
import type { GameEvent } from '../../engine/verdict.ts';
import { COMPARE } from '../../i18n/compare/index.ts';
import { listAnd } from '../../i18n/format/index.ts';
import type { Lang } from '../../i18n/langs.ts';
import { MESSAGES, eventMessage, verdictMessage } from '../../i18n/messages/index.ts';
import { OPTION_STRINGS } from '../../i18n/options/index.ts';
import { VOCABULARY } from '../../i18n/vocabulary/index.ts';
import { CARD_GROUPS, OPTION_GROUPS, type CardGroup } from '../../lib/option-groups.ts';
import { valueName, type ValueWords } from '../../lib/option-words.ts';
import { parseTranscript, type Transcript } from '../../notation/transcript.ts';
import { gameLinkUrl } from '../referee/game-link.ts';
import { transcriptSteps } from '../stepper/steps.ts';

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

function wordsOf(lang: Lang): ValueWords {
  return { lang, options: VOCABULARY[lang], rankLabels: MESSAGES[lang].rankLabels };
}

function valueText(key: RuleKey, rules: RuleSet, lang: Lang): string {
  return valueName(key, rules, wordsOf(lang), { form: key === 'length' ? 'short' : 'values' });
}

/** A sentence with its full stop (the event messages come without one). */
function sentence(text: string): string {
  return /[.!?:]$/.test(text) ? text : `${text}.`;
}

/** Events worth a line after the marked move: not the move itself. */
function followed(events: readonly GameEvent[]): GameEvent[] {
  return events.filter((e) => e.type !== 'played' && e.type !== 'passed' && e.type !== 'gave');
}

function outcomeView(heading: string, o: Outcome, other: Outcome, lang: Lang): OutcomeView {
  const t = COMPARE[lang].example;
  const verdict = o.verdict.legal
    ? t.allowed
    : t.refused(sentence(verdictMessage(o.verdict.reason, lang)));
  const follows = followed(o.events).map((e) => sentence(eventMessage(e, lang)));
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

/** The 1-based stepper step of move `move` (0-based over the transcript's moves), and the step count. */
function stepOf(transcript: Transcript, move: number): { step: number; steps: number } | null {
  const result = transcriptSteps(transcript);
  if (!result.ok) return null;
  let seen = -1;
  const index = result.steps.findIndex((s) => s.action.kind === 'move' && ++seen === move);
  return index < 0 ? null : { step: index + 1, steps: result.steps.length };
}

async function exampleView(
  e: Example,
  d: Difference,
  names: { readonly a: string; readonly b: string },
  id: string,
  lang: Lang,
): Promise<ExampleView> {
  const t = COMPARE[lang].example;
  const label = VOCABULARY[lang][d.key].label;
  // When shown on one side alone, the other column is that side with this option changed.
  const [left, right] =
    e.shown === 'a'
      ? [names.a, t.modified(names.a, label, valueText(d.key, e.right, lang))]
      : e.shown === 'b'
        ? [t.modified(names.b, label, valueText(d.key, e.left, lang)), names.b]
        : [names.a, names.b];
  const alone =
    e.shown === 'a'
      ? t.alone(names.a, label, valueText(d.key, e.right, lang))
      : e.shown === 'b'
        ? t.alone(names.b, label, valueText(d.key, e.left, lang))
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
    transcript: parsed.transcript,
    text: e.text.trimEnd(),
    lines: e.text
      .trimEnd()
      .split('\n')
      .map((text, i) => ({ text, marked: i + 1 === e.line })),
    stepper: at !== null,
    parts: at === null ? t.partsAt(e.line) : t.parts(at.step, at.steps, e.line),
    outcomes: [
      outcomeView(t.under(left), e.a, e.b, lang),
      outcomeView(t.under(right), e.b, e.a, lang),
    ],
    links,
  };
}

/** The comparison in the page's words, grouped as the panel groups the options. */
export async function comparisonView(
  c: Comparison,
  names: { readonly a: string; readonly b: string },
  idPrefix: string,
  lang: Lang,
): Promise<GroupView[]> {
  const t = COMPARE[lang].example;
  const groups: GroupView[] = [];
  for (const group of CARD_GROUPS) {
    const differences: DifferenceView[] = [];
    for (const key of OPTION_GROUPS[group]) {
      const d = c.differences.find((x) => x.key === key);
      if (d === undefined) continue;
      const name = OPTIONS[key].name;
      const note =
        d.inert !== null
          ? t.inert(
              listAnd(
                lang,
                d.inert.map((k) => VOCABULARY[lang][k].label),
              ),
            )
          : d.example === null
            ? t.notFound
            : null;
      differences.push({
        key,
        name,
        label: VOCABULARY[lang][key].label,
        a: valueText(key, c.a, lang),
        b: valueText(key, c.b, lang),
        variants: `/${lang}/variants/#opt-${name}`,
        anchor: `diff-${name}`,
        example:
          d.example === null
            ? null
            : await exampleView(d.example, d, names, `${idPrefix}-${name}`, lang),
        note,
      });
    }
    if (differences.length > 0)
      groups.push({ group, heading: OPTION_STRINGS[lang].panel.groups[group], differences });
  }
  return groups;
}
