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
import type { GameEvent, Verdict } from '../engine/verdict.ts';
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

/** The deal of a transcript round, given the game so far. */
function dealOf(game: GameState, t: TranscriptHeader, round: TranscriptRound): LogEntry {
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
  const replay = new RoundReplay(t, visit);
  for (const round of t.rounds) replay.round(round);
  return replay.game;
}

/**
 * A transcript replayed as it is read (src/notation/transcript.ts `streamTranscript`): each
 * round's deal, then its entries one by one; `visit` sees each entry's step and its line, as in
 * replayTranscript.
 *
 * A refused move changes nothing, and the engine judges the same move in the same state the
 * same way: a move refused again before anything changed (a flood of the same refused move)
 * gets the verdict it got before without being judged again.
 */
export class RoundReplay {
  readonly #header: TranscriptHeader;
  readonly #visit: (step: LogStep, line: number | null) => void;
  /** the game after the entries replayed so far */
  game: GameState;
  /** the number of the round dealt last */
  #round = 0;
  /** the moves refused in the current state (`game`), with their verdicts, the latest last */
  readonly #refused: { readonly move: Move; readonly verdict: Verdict }[] = [];

  constructor(header: TranscriptHeader, visit: (step: LogStep, line: number | null) => void) {
    this.#header = header;
    this.#visit = visit;
    this.game = createGame(header.rules, header.players);
  }

  /** Replays a whole round: its deal, then its entries. */
  round(round: TranscriptRound): void {
    this.deal(round);
    for (const e of round.entries) this.entry(e);
  }

  /** Deals the next round (its entries come with `entry`). */
  deal(round: TranscriptRound): void {
    // The defaults of a round depend on how the rounds before it went: replay as we go.
    this.#round = round.number;
    this.#add(dealOf(this.game, this.#header, round), round.line);
  }

  /** Replays the next entry of the round dealt last. */
  entry(e: Entry): void {
    const move = toMove(e);
    const entry: LogEntry = { kind: 'move', round: this.#round, move };
    const known = this.#refusedBefore(move);
    if (known === null) this.#add(entry, e.line);
    else this.#visit({ entry, state: this.game, verdict: known, events: NO_EVENTS }, e.line);
  }

  /** The verdict on a move alike refused in the current state, or null. */
  #refusedBefore(move: Move): Verdict | null {
    for (let k = this.#refused.length - 1; k >= 0; k--) {
      const seen = this.#refused[k];
      if (seen !== undefined && sameMove(seen.move, move)) return seen.verdict;
    }
    return null;
  }

  #add(entry: LogEntry, line: number | null): void {
    const step = replayEntry(this.game, entry);
    if (step.state !== this.game) this.#refused.length = 0;
    else if (entry.kind === 'move' && step.verdict !== null && !step.verdict.legal) {
      if (this.#refused.length >= REFUSED_KEPT) this.#refused.shift();
      this.#refused.push({ move: entry.move, verdict: step.verdict });
    }
    this.game = step.state;
    this.#visit(step, line);
  }
}

/** How many moves refused in one state RoundReplay keeps to recognise them again. */
const REFUSED_KEPT = 8;

/** What a move refused again without being judged caused: nothing. */
const NO_EVENTS: readonly GameEvent[] = Object.freeze([]);

/** Whether two moves are the same: the same kind, player, receiver and the same list of cards. */
function sameMove(a: Move, b: Move): boolean {
  if (a.type !== b.type || a.player !== b.player) return false;
  if (a.type === 'pass' || b.type === 'pass') return true;
  if (a.type === 'give' && (b.type !== 'give' || a.to !== b.to)) return false;
  // The parser gives moves written alike one list of cards: compared by reference.
  return a.cards === b.cards;
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
