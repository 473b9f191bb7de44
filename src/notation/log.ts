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
import { createGame, type GameState, type Move } from '../engine/game.ts';
import {
  recordDeal,
  replayEntry,
  type LogEntry,
  type LogReplay,
  type LogStep,
} from '../engine/log.ts';
import type { RuleSet } from '../engine/rules.ts';
import type { ParseError } from './errors.ts';
import type { Entry, Transcript, TranscriptHeader, TranscriptRound } from './transcript.ts';

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
export function toMove(e: Entry): Move {
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
export function toEntry(move: Move, line: number): Entry {
  switch (move.type) {
    case 'pass':
      return { line, kind: 'pass', player: move.player };
    case 'play':
      return { line, kind: 'play', player: move.player, cards: move.cards };
    case 'give':
      return { line, kind: 'give', player: move.player, to: move.to, cards: move.cards };
  }
}

/**
 * The deal of a transcript round, given the game so far: its step (the entry and the game it
 * deals, which replaying the entry would deal again).
 */
export function dealOf(game: GameState, t: TranscriptHeader, round: TranscriptRound): LogStep {
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
  });
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
  const add = (step: LogStep, line: number | null): void => {
    game = step.state;
    visit(step, line);
  };
  for (const round of t.rounds) {
    add(dealOf(game, t, round), round.line);
    for (const e of round.entries)
      add(replayEntry(game, { kind: 'move', round: round.number, move: toMove(e) }), e.line);
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
