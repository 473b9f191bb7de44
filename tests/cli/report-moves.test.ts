/**
 * The CLI's report for people is judged with `moves: 'refused'` (issue 11: a long legal game
 * keeps no report per legal move). That report must list exactly the refused moves of the full
 * one, count every move, and print the same text; and equal refusals share one reason object.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText } from '../../src/cli/check.ts';
import { formatHuman } from '../../src/cli/report.ts';
import { parseTranscript } from '../../src/notation/transcript.ts';
import { judgeTranscript } from '../../src/referee/replay.ts';

const CASES = join(import.meta.dirname, '..', 'golden', 'cases');
const TRANSCRIPTS = readdirSync(CASES).filter(
  (f) => f.endsWith('.txt') && parseTranscript(readFileSync(join(CASES, f), 'utf8')).ok,
);

function parsed(text: string) {
  const result = parseTranscript(text);
  if (!result.ok) throw new Error(`does not parse: ${result.error.error.code}`);
  return result.transcript;
}

describe("judging with moves: 'refused'", () => {
  it('has golden transcripts to compare', () => {
    expect(TRANSCRIPTS.length).toBeGreaterThan(5);
  });

  it.each(TRANSCRIPTS)('%s: the refused moves of the full report, every move counted', (file) => {
    const text = readFileSync(join(CASES, file), 'utf8');
    const full = judgeTranscript(parsed(text));
    const refused = judgeTranscript(parsed(text), { moves: 'refused' });
    expect(full.judged).toBe(full.moves.length);
    expect(refused.judged).toBe(full.moves.length);
    expect(refused.moves).toEqual(full.moves.filter((m) => !m.legal));
    expect(refused.legal).toBe(full.legal);
    expect(refused.rounds).toEqual(full.rounds);
    expect(refused.next).toEqual(full.next);
    for (const lang of ['en', 'de', 'sv', 'nl'] as const) {
      expect(formatHuman(checkText(file, text, { moves: 'refused' }), lang)).toBe(
        formatHuman(checkText(file, text), lang),
      );
    }
  });

  it('a flood of the same refusal shares one reason; different refusals keep their own', () => {
    // Anna leads; then Cem and Anna, again and again, out of Ben's turn.
    const text = `players: Anna, Ben, Cem\nAnna: 3C\n${'Cem: 4D\nAnna: 6H\n'.repeat(50)}`;
    const report = judgeTranscript(parsed(text), { moves: 'refused' });
    expect(report.judged).toBe(101);
    expect(report.moves).toHaveLength(100);
    const cem = report.moves.filter((m) => m.player === 'Cem');
    const anna = report.moves.filter((m) => m.player === 'Anna');
    expect(new Set(cem.map((m) => m.reason)).size).toBe(1);
    expect(new Set(anna.map((m) => m.reason)).size).toBe(1);
    expect(cem[0]?.reason).not.toBe(anna[0]?.reason);
    expect(cem[0]?.reason).toEqual({ code: 'not-your-turn', player: 'Cem', toAct: 'Ben' });
    expect(anna[0]?.reason).toEqual({ code: 'not-your-turn', player: 'Anna', toAct: 'Ben' });
  });
});
