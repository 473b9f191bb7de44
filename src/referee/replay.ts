/**
 * The referee: replays a transcript move by move (rules-spec §2, §6, §7) and reports every
 * verdict, the places of each round and what comes next. An illegal move is reported and
 * not applied. Pure: codes and data only; the CLI and the UI add the words.
 */
import { formatCard } from '../engine/cards.ts';
import { toActName, type GameState } from '../engine/game.ts';
import type { GameEvent, VerdictCode, VerdictData } from '../engine/verdict.ts';
import { transcriptToLog } from '../notation/log.ts';
import type { Transcript } from '../notation/transcript.ts';

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

/** Judges a transcript: its log (src/notation/log.ts) replayed through the engine, as a report. */
export function judgeTranscript(t: Transcript): RefereeReport {
  const { lines, replay } = transcriptToLog(t);
  const moves: MoveReport[] = [];
  const rounds: RoundReport[] = [];
  const recordRound = (game: GameState): void => {
    const r = game.round;
    if (r === null) return;
    const result = game.results.find((x) => x.number === r.number);
    const report: RoundReport = {
      round: r.number,
      places: r.places.map((s) => (s === null ? null : (r.seats[s] ?? null))),
      points: result?.points ?? {},
      mode: r.hands === null ? 'table' : 'known-hands',
    };
    const i = rounds.findIndex((x) => x.round === r.number);
    if (i >= 0) rounds[i] = report;
    else rounds.push(report);
  };
  replay.steps.forEach((step, i) => {
    const { entry, verdict } = step;
    if (entry.kind === 'move' && verdict !== null) {
      const move = entry.move;
      const base = {
        line: lines[i] ?? 0,
        round: entry.round,
        player: move.player,
        action: move.type,
        ...(move.type === 'pass' ? {} : { cards: move.cards.map(formatCard) }),
        ...(move.type === 'give' ? { to: move.to } : {}),
      };
      moves.push(
        verdict.legal
          ? { ...base, legal: true, events: step.events }
          : {
              ...base,
              legal: false,
              code: verdict.reason.code,
              reason: verdict.reason,
              events: [],
            },
      );
    }
    recordRound(step.state);
  });
  const game = replay.state;
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
