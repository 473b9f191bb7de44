/**
 * The game log (src/engine/log.ts) in the table notation (rules-spec §2), and back: a
 * transcript becomes a log of deals and moves that replays through the engine with the same
 * verdicts, and a log becomes a transcript that reads back into the same log.
 *
 * A deal entry settles what the notation leaves to defaults: the seating, the dealer (§2: the
 * `dealer:` line, else the header's for round 1 and an excerpt round, else the last player of
 * a finished previous round, else the last seat) and the hands. Writing a log, a round gets a
 * `players:` line only when its seating changes and a `dealer:` line only when the engine
 * would choose another dealer; its hands are written in seating order. Hands written for only
 * some players do not make known hands (§2), so the log has none and they are not written back.
 */
import { createGame, startRound, type GameState, type Move } from '../engine/game.ts';
import {
  recordDeal,
  replayEntry,
  replayLog,
  type LogEntry,
  type LogReplay,
  type LogStep,
} from '../engine/log.ts';
import type { RuleSet } from '../engine/rules.ts';
import type { ParseError } from './errors.ts';
import {
  formatTranscript,
  parseTranscript,
  type Entry,
  type Transcript,
  type TranscriptRound,
} from './transcript.ts';

/** What a log does not say itself: the rules and the players of the `players:` line. */
export interface LogHeader {
  readonly rules: RuleSet;
  readonly players: readonly string[];
}

/** A transcript as a log, with the line each entry came from. */
export interface TranscriptLog {
  readonly header: LogHeader;
  readonly entries: readonly LogEntry[];
  /** per entry: a move's line; a deal's `round` line (null for an implicit first round) */
  readonly lines: readonly (number | null)[];
  /** the log replayed through the engine (reading it needs the replay: a round's defaults follow the rounds before) */
  readonly replay: LogReplay;
}

export type LogParseResult =
  | { readonly ok: true; readonly log: TranscriptLog }
  | { readonly ok: false; readonly error: ParseError };

/** The engine's move for a line of the notation. */
function toMove(e: Entry): Move {
  switch (e.kind) {
    case 'pass':
      return { type: 'pass', player: e.player };
    case 'play':
      return { type: 'play', player: e.player, cards: e.cards };
    case 'give':
      return { type: 'give', player: e.player, to: e.to, cards: e.cards };
  }
}

/** The line of the notation for an engine's move. */
function toEntry(move: Move, line: number): Entry {
  switch (move.type) {
    case 'pass':
      return { line, kind: 'pass', player: move.player };
    case 'play':
      return { line, kind: 'play', player: move.player, cards: move.cards };
    case 'give':
      return { line, kind: 'give', player: move.player, to: move.to, cards: move.cards };
  }
}

/** The deal of a transcript round, given the game so far. */
function dealOf(game: GameState, t: Transcript, round: TranscriptRound): LogEntry {
  const seats = round.seats ?? game.round?.seats ?? t.players;
  const hands = seats.every((p) => round.hands.has(p))
    ? seats.map((p) => round.hands.get(p) ?? [])
    : null;
  // Round 1, and an excerpt round (the previous one unfinished), take the header's dealer;
  // after a finished round, or one played before the transcript (`previous:`), the engine
  // makes its last player the dealer (§2).
  const followsFinished = round.previous !== null || (game.round !== null && game.round.over);
  const dealer = round.dealer ?? (followsFinished ? null : t.dealer);
  return recordDeal(game, {
    seats,
    hands,
    number: round.number,
    ...(dealer === null ? {} : { dealer }),
    ...(round.previous === null ? {} : { previous: round.previous }),
  }).entry;
}

/**
 * Replays a transcript entry by entry: `visit` sees each entry's step (the state after it, the
 * verdict, the events) and its line, and nothing is kept. The referee judges long transcripts
 * this way: keeping every state would cost memory in proportion to moves × game size.
 * Returns the game after the last entry.
 */
export function replayTranscript(
  t: Transcript,
  visit: (step: LogStep, line: number | null) => void,
): GameState {
  let game = createGame(t.rules, t.players);
  // The defaults of a round depend on how the rounds before it went: replay as we go.
  const add = (entry: LogEntry, line: number | null): void => {
    const step = replayEntry(game, entry);
    game = step.state;
    visit(step, line);
  };
  for (const round of t.rounds) {
    add(dealOf(game, t, round), round.line);
    for (const e of round.entries)
      add({ kind: 'move', round: round.number, move: toMove(e) }, e.line);
  }
  return game;
}

/** A transcript as a log: one deal per round, one move per line, with their lines. */
export function transcriptToLog(t: Transcript): TranscriptLog {
  const entries: LogEntry[] = [];
  const lines: (number | null)[] = [];
  const steps: LogStep[] = [];
  const state = replayTranscript(t, (step, line) => {
    entries.push(step.entry);
    lines.push(line);
    steps.push(step);
  });
  return {
    header: { rules: t.rules, players: t.players },
    entries,
    lines,
    replay: { steps, state },
  };
}

/** Reads a transcript text straight into a log. Never throws. */
export function parseLog(text: string): LogParseResult {
  const parsed = parseTranscript(text);
  return parsed.ok ? { ok: true, log: transcriptToLog(parsed.transcript) } : parsed;
}

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

/** A log in the table notation. */
export function formatLog(header: LogHeader, entries: readonly LogEntry[]): string {
  return formatTranscript(logToTranscript(header, entries));
}
