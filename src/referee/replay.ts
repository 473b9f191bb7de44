/**
 * The referee: replays a transcript move by move (rules-spec §2, §6, §7) and reports every
 * verdict, the places of each round and what comes next. An illegal move is reported and
 * not applied. Pure: codes and data only; the CLI and the UI add the words.
 */
import { formatCard, type Card } from '../engine/cards.ts';
import { toActName, type GameState } from '../engine/game.ts';
import type { GameEvent, VerdictCode, VerdictData } from '../engine/verdict.ts';
import { nameRecord } from '../engine/records.ts';
import { replayTranscript } from '../notation/log.ts';
import type { Transcript } from '../notation/transcript.ts';

/** A report being built: the readonly fields made writable. */
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface MoveReport {
  readonly line: number;
  readonly round: number;
  readonly player: string;
  readonly action: 'play' | 'pass' | 'give';
  readonly cards?: readonly string[];
  readonly to?: string;
  readonly legal: boolean;
  readonly code?: VerdictCode;
  /** the verdict's data, for messages */
  readonly reason?: VerdictData;
  /** what the move caused (legal moves only) */
  readonly events: readonly GameEvent[];
}

export interface RoundReport {
  readonly round: number;
  readonly places: readonly (string | null)[];
  readonly points: Readonly<Record<string, number>>;
  /** known-hands or table mode */
  readonly mode: 'known-hands' | 'table';
}

export interface NextReport {
  readonly round: number;
  readonly toAct: string | null;
  readonly top: readonly string[] | null;
  readonly revolution: boolean;
}

export interface RefereeReport {
  readonly legal: boolean;
  readonly moves: readonly MoveReport[];
  readonly rounds: readonly RoundReport[];
  readonly next: NextReport;
  readonly game: {
    readonly over: boolean;
    readonly winner: string | null;
    readonly totals: Readonly<Record<string, number>>;
  };
}

/** A refused move's events: none (one frozen list shared by every refused move). */
const NO_EVENTS: readonly GameEvent[] = Object.freeze([]);

/** The report of a round from the last state of the game in that round. */
function roundReport(game: GameState): RoundReport | null {
  const r = game.round;
  if (r === null) return null;
  // Results are kept in the order the rounds ended: this round's, if it ended, is the last.
  const last = game.results[game.results.length - 1];
  return {
    round: r.number,
    places: r.places.map((s) => (s === null ? null : (r.seats[s] ?? null))),
    points: last !== undefined && last.number === r.number ? last.points : nameRecord<number>(),
    mode: r.hands === null ? 'table' : 'known-hands',
  };
}

/**
 * Judges a transcript: its log (src/notation/log.ts) replayed through the engine, as a report.
 * Linear in the transcript's length: each entry is visited once and no state is kept but the
 * last one of the round being played.
 */
export function judgeTranscript(t: Transcript): RefereeReport {
  const moves: MoveReport[] = [];
  const rounds: RoundReport[] = [];
  /** the latest state of the round being played; reported when the next round starts */
  let latest: GameState | null = null;
  const flush = (): void => {
    const report = latest === null ? null : roundReport(latest);
    if (report !== null) rounds.push(report);
  };
  // The parser gives the same Card object for the same written card: name each once.
  const names = new Map<Card, string>();
  const cardName = (c: Card): string => {
    let name = names.get(c);
    if (name === undefined) {
      name = formatCard(c);
      names.set(c, name);
    }
    return name;
  };
  const game = replayTranscript(t, (step, line) => {
    const { entry, verdict } = step;
    if (entry.kind === 'move' && verdict !== null) {
      const move = entry.move;
      const report: Mutable<MoveReport> = {
        line: line ?? 0,
        round: entry.round,
        player: move.player,
        action: move.type,
        legal: verdict.legal,
        // A copy of exactly its length: the engine's list has room to grow, kept per move.
        events: verdict.legal && step.events.length > 0 ? step.events.slice() : NO_EVENTS,
      };
      if (move.type !== 'pass') report.cards = move.cards.map(cardName);
      if (move.type === 'give') report.to = move.to;
      if (!verdict.legal) {
        report.code = verdict.reason.code;
        report.reason = verdict.reason;
      }
      moves.push(report);
    }
    const r = step.state.round;
    if (r !== null && latest?.round?.number !== r.number) flush();
    if (r !== null) latest = step.state;
  });
  flush();
  const r = game.round;
  return {
    legal: moves.every((m) => m.legal),
    moves,
    rounds,
    next: {
      round: r?.number ?? 1,
      toAct: toActName(game),
      top: r !== null && !r.over && r.trick.top !== null ? r.trick.top.cards.map(formatCard) : null,
      revolution: r !== null && !r.over && r.reversed,
    },
    game: { over: game.over, winner: game.winner, totals: game.totals },
  };
}
