/**
 * Writes the table notation (rules-spec §2); ./transcript.ts reads it. Kept apart from the
 * reader so that an island that only writes transcripts does not ship the parser.
 */
import { formatCard } from '../engine/cards.ts';
import { presetRules, type PresetName, type RuleSet } from '../engine/rules.ts';
import { applyRuleText, formatRuleText, ruleOverrides } from '../engine/rule-text.ts';
import type { Entry, Transcript } from './transcript.ts';

/**
 * Writes a transcript in the notation; parsing the result gives the same transcript. The
 * `rules:` line names the `preferred` preset where another would say the same (formatRuleText).
 */
export function formatTranscript(t: Transcript, preferred: PresetName | null = null): string {
  const out: string[] = [];
  out.push(`rules: ${transcriptRuleText(t.rules, preferred)}`);
  out.push(`players: ${t.players.join(', ')}`);
  if (t.dealer !== null) out.push(`dealer: ${t.dealer}`);
  for (const r of t.rounds) {
    out.push(`round ${String(r.number)}`);
    if (r.previous !== null) out.push(`previous: ${r.previous.join(', ')}`);
    if (r.seats !== null) out.push(`players: ${r.seats.join(', ')}`);
    if (r.dealer !== null) out.push(`dealer: ${r.dealer}`);
    for (const [name, hand] of r.hands)
      out.push(`hand ${name}: ${hand.map(formatCard).join(' ')}`.trimEnd());
    for (const e of r.entries) out.push(formatEntry(e));
  }
  return out.join('\n') + '\n';
}

/**
 * The `rules:` text of a rule set. A transcript reads its rules on top of `common` (§3), so
 * overrides without a preset, which formatRuleText writes on top of the defaults, get
 * `common` before them when they would read differently there.
 */
function transcriptRuleText(rules: RuleSet, preferred: PresetName | null): string {
  const text = formatRuleText(rules, preferred);
  const common = presetRules('common');
  if (ruleOverrides(applyRuleText(common, text).rules, rules).length === 0) return text;
  return ['common', ...ruleOverrides(rules, common)].join(', ');
}

export function formatEntry(e: Entry): string {
  switch (e.kind) {
    case 'pass':
      return `${e.player}: pass`;
    case 'play':
      return `${e.player}: ${e.cards.map(formatCard).join(' ')}`;
    case 'give':
      return `give ${e.player} > ${e.to}: ${e.cards.map(formatCard).join(' ')}`;
  }
}
