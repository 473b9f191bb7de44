/** Checking one transcript's text: parse, then replay. */
import type { ParseError } from '../notation/errors.ts';
import { streamTranscript } from '../notation/transcript.ts';
import { TranscriptJudge, type JudgeOptions, type RefereeReport } from '../referee/replay.ts';

export type FileResult =
  | { readonly kind: 'report'; readonly file: string; readonly report: RefereeReport }
  | { readonly kind: 'parse-error'; readonly file: string; readonly error: ParseError }
  | { readonly kind: 'unreadable'; readonly file: string; readonly reason: string }
  /** larger than the maximum transcript size (`limit` bytes): not read past it */
  | { readonly kind: 'too-large'; readonly file: string; readonly limit: number }
  /** the check itself failed (a bug); the other files are checked all the same */
  | { readonly kind: 'failed'; readonly file: string; readonly message: string };

/**
 * Parses and judges one transcript; `options` say which moves the report lists. Each entry is
 * judged as soon as it is read, so the transcript is never held parsed; a parse error anywhere
 * gives the error alone.
 */
export function checkText(file: string, text: string, options: JudgeOptions = {}): FileResult {
  const judge = new TranscriptJudge(options);
  const read = streamTranscript(text, {
    round: (header, round) => judge.round(header, round),
    entry: (e) => judge.entry(e),
  });
  if (!read.ok) return { kind: 'parse-error', file, error: read.error };
  return { kind: 'report', file, report: judge.report(read.header) };
}
