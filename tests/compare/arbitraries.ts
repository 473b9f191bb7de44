/** Rule sets for the property tests of src/compare: any value of every option. */
import fc from 'fast-check';
import { RANKS } from '../../src/engine/cards.ts';
import { DEFAULT_RULES, OPTION_LIST, type RuleSet } from '../../src/engine/rules.ts';
import { applyRuleText } from '../../src/engine/rule-text.ts';
import { parseTranscript } from '../../src/notation/transcript.ts';
import { judgeTranscript, type MoveReport, type RefereeReport } from '../../src/referee/replay.ts';
import type { Example } from '../../src/compare/index.ts';

/** One option's value as the notation writes it. */
function valueText(kind: string, values: readonly string[]): fc.Arbitrary<string> {
  if (kind === 'ranks')
    return fc
      .subarray([...RANKS], { maxLength: 3 })
      .map((ranks) => (ranks.length === 0 ? 'none' : ranks.join('+')));
  if (kind === 'length')
    return fc.oneof(
      fc.constant('open'),
      fc.integer({ min: 1, max: 6 }).map((n) => `rounds:${String(n)}`),
      fc.integer({ min: 1, max: 8 }).map((n) => `points:${String(n)}`),
    );
  return fc.constantFrom(...values);
}

export const ruleSet: fc.Arbitrary<RuleSet> = fc
  .tuple(...OPTION_LIST.map((o) => valueText(o.kind, o.values).map((v) => `${o.name}=${v}`)))
  .map((items) => applyRuleText(DEFAULT_RULES, items.join(', ')).rules);

/** A rule set near another: a few of its options changed. */
export function nearby(rules: RuleSet): fc.Arbitrary<RuleSet> {
  return fc
    .subarray(
      OPTION_LIST.map((o) => valueText(o.kind, o.values).map((v) => `${o.name}=${v}`)),
      { minLength: 1, maxLength: 3 },
    )
    .chain((arbs) => fc.tuple(...arbs))
    .map((items) => applyRuleText(rules, items.join(', ')).rules);
}

function judged(text: string): RefereeReport {
  const parsed = parseTranscript(text);
  if (!parsed.ok) throw new Error(`does not parse: ${JSON.stringify(parsed.error)}\n${text}`);
  return judgeTranscript(parsed.transcript);
}

/** What a reader compares in a move's report: the verdict's code and what followed. */
function seen(m: MoveReport): string {
  return JSON.stringify([m.legal, m.code ?? null, m.events]);
}

/**
 * The example's two transcripts judged by the CLI's referee (parsed from their text): the
 * moves before the marked one are judged alike, the marked one (on its line) differently —
 * in its verdict, what followed, or the points of the round it ended.
 */
export function partsAtItsStep(example: Example): void {
  const left = judged(example.text);
  const right = judged(example.textB);
  const at = example.move;
  if (left.moves.length !== right.moves.length) throw new Error('different move counts');
  for (let i = 0; i < at; i++) {
    const a = left.moves[i] as MoveReport;
    const b = right.moves[i] as MoveReport;
    if (seen(a) !== seen(b)) throw new Error(`parts before its step, at move ${String(i)}`);
  }
  const a = left.moves[at];
  const b = right.moves[at];
  if (a === undefined || b === undefined) throw new Error('no marked move');
  if (a.line !== example.line)
    throw new Error(`marked line ${String(example.line)}, move on ${String(a.line)}`);
  const points = (r: RefereeReport): string => JSON.stringify(r.rounds.map((x) => x.points));
  if (seen(a) === seen(b) && points(left) === points(right))
    throw new Error('does not part at its step');
}
