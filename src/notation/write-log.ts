/**
 * A game log (src/engine/log.ts) written in the table notation: the way back of ./log.ts.
 * Apart from log.ts, which the steppers load to read their examples, so that only the islands
 * that export transcripts (the referee) ship the writer.
 */
import { createGame, startRound, type GameState } from '../engine/game.ts';
import { replayLog, type LogEntry } from '../engine/log.ts';
import type { PresetName } from '../engine/rules.ts';
import { formatTranscript } from './format.ts';
import { toEntry, type LogHeader } from './log.ts';
import type { Entry, Transcript, TranscriptRound } from './transcript.ts';

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * A log as a transcript, with the line numbers `formatTranscript` gives its lines. A deal
 * with the previous round's places gets a `previous:` line and may skip round numbers (the
 * rounds between were played without the referee). Throws on a log no game could have
 * written: a move before the first deal, or a deal whose round number does not follow the
 * round before without a `previous:`.
 */
export function logToTranscript(header: LogHeader, entries: readonly LogEntry[]): Transcript {
  const replay = replayLog(header.rules, header.players, entries);
  let before: GameState = createGame(header.rules, header.players);
  const rounds: { round: TranscriptRound; entries: Entry[] }[] = [];
  // rules: and players: come first (formatTranscript writes no header dealer: here)
  let line = 2;
  let seating = header.players;
  entries.forEach((entry, i) => {
    if (entry.kind === 'move') {
      const open = rounds[rounds.length - 1];
      if (open === undefined) throw new Error('logToTranscript: a move before the first deal');
      open.entries.push(toEntry(entry.move, ++line));
    } else {
      const expected = (rounds[rounds.length - 1]?.round.number ?? 0) + 1;
      const skips = entry.round > expected && entry.previous !== undefined;
      if (entry.round !== expected && !skips)
        throw new Error(`logToTranscript: round ${String(entry.round)} cannot follow here`);
      const roundLine = ++line;
      const previous = entry.previous ?? null;
      if (previous !== null) line++;
      const seats = sameOrder(entry.seats, seating) ? null : entry.seats;
      if (seats !== null) line++;
      seating = entry.seats;
      // The dealer the engine would choose without a dealer: line.
      const chosen = startRound(before, {
        seats: entry.seats,
        hands: entry.hands,
        number: entry.round,
        ...(previous === null ? {} : { previous }),
      }).round;
      const dealer = chosen?.seats[chosen.dealer] === entry.dealer ? null : entry.dealer;
      if (dealer !== null) line++;
      const hands = new Map(
        entry.hands === null ? [] : entry.seats.map((p, s) => [p, entry.hands?.[s] ?? []]),
      );
      line += hands.size;
      const moves: Entry[] = [];
      rounds.push({
        round: {
          number: entry.round,
          line: roundLine,
          seats,
          dealer,
          previous,
          hands,
          entries: moves,
        },
        entries: moves,
      });
    }
    before = replay.steps[i]?.state ?? before;
  });
  return {
    rules: header.rules,
    players: header.players,
    dealer: null,
    rounds: rounds.map((r) => r.round),
  };
}

/** A log in the table notation; `rules:` names the `preferred` preset where another says the same. */
export function formatLog(
  header: LogHeader,
  entries: readonly LogEntry[],
  preferred: PresetName | null = null,
): string {
  return formatTranscript(logToTranscript(header, entries), preferred);
}
