/**
 * An example's text read and replayed as steps (./steps.ts). Apart from steps.ts so that the
 * stepper island, which gets its transcript parsed on the server, does not ship the reader;
 * the tests and the build read examples through this.
 */
import { parseTranscript } from '../../notation/transcript.ts';
import { transcriptSteps, type RuleOverrides, type StepsResult } from './steps.ts';

/** Reads an example and replays it through the statechart, step by step. Never throws on bad text. */
export function buildSteps(text: string, overrides: RuleOverrides = {}): StepsResult {
  const parsed = parseTranscript(text);
  if (!parsed.ok) return { ok: false, error: { kind: 'parse', error: parsed.error } };
  return transcriptSteps(parsed.transcript, overrides);
}
