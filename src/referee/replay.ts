/**
 * The referee: replays a transcript move by move (rules-spec §2, §6, §7) and reports every
 * verdict, the places of each round and what comes next. An illegal move is reported and
 * not applied. Pure: codes and data only; the CLI and the UI add the words.
 */
import { formatCard, type Card } from '../engine/cards.ts';
import { toActName, type GameState, type Move } from '../engine/game.ts';
import type { GameEvent, VerdictCode, VerdictData } from '../engine/verdict.ts';
import { nameRecord } from '../engine/records.ts';
import { replayTranscript } from '../notation/log.ts';
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
  /** every move judged, in order; only the refused ones when judged with `moves: 'refused'` */
  readonly moves: readonly MoveReport[];
  /** how many moves were judged, legal and refused */
  readonly judged: number;
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

/**
 * A move's report, each form written out whole (its fields in one order) so that the many
 * reports of a long transcript share a few compact shapes.
 */
function moveReport(
  move: Move,
  line: number,
  round: number,
  events: readonly GameEvent[],
  cardNames: (cards: readonly Card[]) => readonly string[],
  reason: VerdictData | null,
): MoveReport {
  const player = move.player;
  const legal = reason === null;
  if (move.type === 'pass') {
    if (reason === null) return { line, round, player, action: 'pass', legal, events };
    return { line, round, player, action: 'pass', legal, events, code: reason.code, reason };
  }
  const cards = cardNames(move.cards);
  if (move.type === 'play') {
    if (reason === null) return { line, round, player, action: 'play', legal, events, cards };
    const code = reason.code;
    return { line, round, player, action: 'play', legal, events, cards, code, reason };
  }
  const to = move.to;
  if (reason === null) return { line, round, player, action: 'give', legal, events, cards, to };
  const code = reason.code;
  return { line, round, player, action: 'give', legal, events, cards, to, code, reason };
}

/** How many distinct refusal reasons of one code a report keeps for sharing. */
const REASONS_KEPT = 8;

/** Whether two verdicts' data are equal: the same strings, numbers, lists and fields. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let fields = 0;
  for (const k in x) {
    if (!Object.hasOwn(x, k)) continue;
    if (!Object.hasOwn(y, k) || !sameData(x[k], y[k])) return false;
    fields++;
  }
  for (const k in y) if (Object.hasOwn(y, k)) fields--;
  return fields === 0;
}

/** How many lists of card names one report keeps for reuse (a bound on the cache's memory). */
const NAMED_LISTS_KEPT = 4096;

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

export interface JudgeOptions {
  /**
   * Which moves the report lists: 'all' (the default), or only the 'refused' ones, for a
   * report that shows no legal move (the CLI's report for people): a long legal game then
   * keeps no report per move.
   */
  readonly moves?: 'all' | 'refused';
}

/**
 * Judges a transcript: its log (src/notation/log.ts) replayed through the engine, as a report.
 * Linear in the transcript's length: each entry is visited once and no state is kept but the
 * last one of the round being played.
 */
export function judgeTranscript(t: Transcript, options: JudgeOptions = {}): RefereeReport {
  const keepLegal = options.moves !== 'refused';
  const moves: MoveReport[] = [];
  let judged = 0;
  let legal = true;
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
  // The parser gives moves with the same text one list of cards: name each list once, and let
  // their reports share the readonly list of names.
  const lists = new Map<readonly Card[], readonly string[]>();
  const cardNames = (cards: readonly Card[]): readonly string[] => {
    let named = lists.get(cards);
    if (named === undefined) {
      named = cards.map(cardName);
      if (lists.size < NAMED_LISTS_KEPT) lists.set(cards, named);
    }
    return named;
  };
  // Refused moves repeat the same reason again and again (a flood of moves out of turn): equal
  // reasons share one object, which the report's words can then be worked out for once.
  // Compared field by field with the last few of its code, without building a key (a reason
  // may quote a name of a megabyte; names are the parser's strings, compared by reference).
  const reasons = new Map<VerdictCode, VerdictData[]>();
  const sharedReason = (reason: VerdictData): VerdictData => {
    let recent = reasons.get(reason.code);
    if (recent === undefined) {
      recent = [];
      reasons.set(reason.code, recent);
    }
    for (const known of recent) if (sameData(known, reason)) return known;
    if (recent.length >= REASONS_KEPT) recent.shift();
    recent.push(reason);
    return reason;
  };
  const game = replayTranscript(t, (step, line) => {
    const { entry, verdict } = step;
    if (entry.kind === 'move' && verdict !== null) {
      judged++;
      if (!verdict.legal) legal = false;
    }
    if (entry.kind === 'move' && verdict !== null && (keepLegal || !verdict.legal)) {
      // A copy of exactly its length: the engine's list has room to grow, kept per move.
      const events = verdict.legal && step.events.length > 0 ? step.events.slice() : NO_EVENTS;
      const reason = verdict.legal ? null : sharedReason(verdict.reason);
      moves.push(moveReport(entry.move, line ?? 0, entry.round, events, cardNames, reason));
    }
    const r = step.state.round;
    if (r !== null && latest?.round?.number !== r.number) flush();
    if (r !== null) latest = step.state;
  });
  flush();
  const r = game.round;
  return {
    legal,
    moves,
    judged,
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
