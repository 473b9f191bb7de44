/**
 * A transcript judged as it is read (the CLI's `check`, src/referee/replay.ts): the rounds and
 * entries that src/notation/transcript.ts `streamTranscript` hands over one by one, replayed
 * through the engine as log.ts `replayTranscript` replays a whole transcript.
 *
 * Its own module, apart from log.ts: the islands that read transcripts (the steppers) import
 * log.ts, and a shared chunk carries everything any island uses from a module.
 */
import type { GameState, Move } from '../engine/game.ts';
import { createGame } from '../engine/game.ts';
import { replayEntry, type LogEntry, type LogStep } from '../engine/log.ts';
import type { GameEvent, Verdict } from '../engine/verdict.ts';
import { dealOf, toMove } from './log.ts';
import type { Entry, TranscriptHeader, TranscriptRound } from './transcript.ts';

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
    // The deal's step as dealt: the engine deals a round once (replaying the entry would
    // deal the same round again).
    this.#take(dealOf(this.game, this.#header, round), round.line);
  }

  /** Replays the next entry of the round dealt last. */
  entry(e: Entry): void {
    const move = toMove(e);
    const entry: LogEntry = { kind: 'move', round: this.#round, move };
    const known = this.#refusedBefore(move);
    if (known === null) this.#take(replayEntry(this.game, entry), e.line);
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

  /** Takes the step of an entry replayed on `game`. */
  #take(step: LogStep, line: number | null): void {
    const entry = step.entry;
    if (step.state !== this.game) {
      // (setting an array's length is a call into the engine: only when there is something to drop)
      if (this.#refused.length > 0) this.#refused.length = 0;
    } else if (entry.kind === 'move' && step.verdict !== null && !step.verdict.legal) {
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
