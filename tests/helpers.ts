/** Small helpers shared by the tests: read a transcript, replay it, look at its verdicts. */
import { expect } from 'vitest';
import { parseCard, type Card } from '../src/engine/cards.ts';
import { run } from '../src/cli/main.ts';
import { parseTranscript, type Transcript } from '../src/notation/transcript.ts';
import { judgeTranscript, type MoveReport, type RefereeReport } from '../src/referee/replay.ts';

export function transcript(text: string): Transcript {
  const parsed = parseTranscript(text);
  if (!parsed.ok)
    throw new Error(
      `parse error at line ${String(parsed.error.line)}: ${JSON.stringify(parsed.error.error)}`,
    );
  return parsed.transcript;
}

export function referee(text: string): RefereeReport {
  return judgeTranscript(transcript(text));
}

/** The verdict of the last move line. */
export function lastMove(text: string): MoveReport {
  const moves = referee(text).moves;
  const last = moves[moves.length - 1];
  expect(last).toBeDefined();
  return last as MoveReport;
}

/** The codes of all moves, `ok` for a legal one. */
export function codes(text: string): string[] {
  return referee(text).moves.map((m) => m.code ?? 'ok');
}

/** Removes the common leading indentation of a template literal. */
export function lines(text: string): string {
  const rows = text.replace(/^\n/, '').split('\n');
  const indent = Math.min(
    ...rows.filter((r) => r.trim() !== '').map((r) => /^ */.exec(r)?.[0].length ?? 0),
  );
  return rows.map((r) => r.slice(indent)).join('\n');
}

/** Cards from their notation, space-separated (`9H 9S`); throws on a typo in a test. */
export function cards(text: string): Card[] {
  return text.split(' ').map((t) => {
    const c = parseCard(t);
    if (c === null) throw new Error(`not a card: ${t}`);
    return c;
  });
}

/** `president-referee check --json -` on `text`, in process: the exit code and the parsed report. */
export function checkJson(text: string): { code: number; json: unknown } {
  let out = '';
  const code = run(['check', '--json', '-'], {
    stdout: (t) => (out += t),
    stderr: () => undefined,
    readFile: () => '',
    readStdin: () => text,
    env: {},
  });
  return { code, json: JSON.parse(out) as unknown };
}
