/**
 * A transcript text read straight into a game log (./log.ts). Apart from log.ts, which the
 * islands that only write transcripts load, so that they do not ship the reader.
 */
import { transcriptToLog, type LogParseResult } from './log.ts';
import { parseTranscript } from './transcript.ts';

/** Reads a transcript text straight into a log. Never throws. */
export function parseLog(text: string): LogParseResult {
  const parsed = parseTranscript(text);
  return parsed.ok ? { ok: true, log: transcriptToLog(parsed.transcript) } : parsed;
}
