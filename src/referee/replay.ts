/**
 * The referee: replays a transcript move by move (rules-spec §2, §6, §7) and reports every
 * verdict, the places of each round and what comes next. An illegal move is reported and
 * not applied. Pure: codes and data only; the CLI and the UI add the words.
 */
import { formatCard, type Card } from '../engine/cards.ts';
import {
  createGame,
  playMove,
  startRound,
  toActName,
  type GameState,
  type Move,
} from '../engine/game.ts';
import type { GameEvent, VerdictCode, VerdictData } from '../engine/verdict.ts';
import type { Entry, Transcript, TranscriptRound } from '../notation/transcript.ts';

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

/** The game state at the start of a transcript round (after the previous ones were played). */
export function beginRound(game: GameState, t: Transcript, round: TranscriptRound): GameState {
  const seats = round.seats ?? game.round?.seats ?? t.players;
  const allHands = seats.every((p) => round.hands.has(p));
  const hands: Card[][] | null = allHands
    ? seats.map((p) => [...(round.hands.get(p) ?? [])])
    : null;
  // Round 1, and an excerpt round (the previous one unfinished), take the header's dealer;
  // after a finished round the engine makes its last player the dealer (§2).
  const followsFinished = game.round !== null && game.round.over;
  const dealer = round.dealer ?? (followsFinished ? null : t.dealer) ?? undefined;
  return startRound(game, { seats, hands, ...(dealer === undefined ? {} : { dealer }) });
}

export function judgeTranscript(t: Transcript): RefereeReport {
  let game = createGame(t.rules, t.players);
  const moves: MoveReport[] = [];
  const rounds: RoundReport[] = [];
  const recordRound = (): void => {
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
  for (const round of t.rounds) {
    game = beginRound(game, t, round);
    recordRound();
    for (const entry of round.entries) {
      const result = playMove(game, toMove(entry));
      game = result.state;
      const base = {
        line: entry.line,
        round: round.number,
        player: entry.player,
        action: entry.kind,
        ...(entry.kind === 'pass' ? {} : { cards: entry.cards.map(formatCard) }),
        ...(entry.kind === 'give' ? { to: entry.to } : {}),
      };
      moves.push(
        result.verdict.legal
          ? { ...base, legal: true, events: result.events }
          : {
              ...base,
              legal: false,
              code: result.verdict.reason.code,
              reason: result.verdict.reason,
              events: [],
            },
      );
      recordRound();
    }
  }
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
