/**
 * The referee: replays a transcript move by move (rules-spec §2, §6, §7) and reports every
 * verdict, the places of each round and what comes next. An illegal move is reported and
 * not applied. Pure: codes and data only; the CLI and the UI add the words.
 */
import { formatCard, type Card } from '../engine/cards.ts';
import { toActName, type GameState, type Move } from '../engine/game.ts';
import type { GameEvent, VerdictCode, VerdictData } from '../engine/verdict.ts';
import { nameRecord } from '../engine/records.ts';
import type { LogStep } from '../engine/log.ts';
import { RoundReplay } from '../notation/round-replay.ts';
import type {
  Entry,
  Transcript,
  TranscriptHeader,
  TranscriptRound,
} from '../notation/transcript.ts';

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

/**
 * The refused moves in order, kept compactly: a line number each and a report shared by the
 * refusals that are alike but for their line (a flood of the same refused move keeps one).
 * Its fields are private: as JSON it is `{}`.
 */
export class RefusedMoves {
  #lines = new Int32Array(16);
  #which = new Int32Array(16);
  readonly #shared: MoveReport[] = [];
  #count = 0;

  get count(): number {
    return this.#count;
  }

  /** The line of refused move `i` (0 for a move without one). */
  line(i: number): number {
    return this.#lines[i] ?? 0;
  }

  /** Refused move `i`'s report as shared with the refusals alike: its `line` is the first one's. */
  shared(i: number): MoveReport {
    const m = this.#shared[this.#which[i] ?? 0];
    if (m === undefined || i < 0 || i >= this.#count)
      throw new RangeError(`no refused move ${String(i)}`);
    return m;
  }

  /** Refused move `i`'s own report, with its line. */
  move(i: number): MoveReport {
    const m = this.shared(i);
    const line = this.line(i);
    return m.line === line ? m : { ...m, line };
  }

  /** The shared reports, each once. */
  distinct(): readonly MoveReport[] {
    return this.#shared;
  }

  /** Adds a refused move at `line` as the refusal alike `shared` (at index `at`, or a new one). */
  add(line: number, at: number, shared: MoveReport | null): void {
    if (this.#count === this.#lines.length) {
      const lines = new Int32Array(this.#count * 2);
      lines.set(this.#lines);
      this.#lines = lines;
      const which = new Int32Array(this.#count * 2);
      which.set(this.#which);
      this.#which = which;
    }
    let index = at;
    if (shared !== null) {
      index = this.#shared.length;
      this.#shared.push(shared);
    }
    this.#lines[this.#count] = line;
    this.#which[this.#count] = index;
    this.#count++;
  }

  /** How many shared reports there are. */
  get distinctCount(): number {
    return this.#shared.length;
  }
}

export interface RefereeReport {
  readonly legal: boolean;
  /** every move judged, in order; only the refused ones when judged with `moves: 'refused'` */
  readonly moves: readonly MoveReport[];
  /** the refused moves, compactly (the report for people reads these) */
  readonly refused: RefusedMoves;
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
  const judge = new TranscriptJudge(options);
  for (const round of t.rounds) judge.round(t, round);
  return judge.report(t);
}

/** How many recent distinct refusals a report compares a new refusal with, to share one. */
const REFUSALS_COMPARED = 8;

/**
 * A transcript judged round by round as its rounds are read (src/notation/transcript.ts
 * `streamTranscript`): `round` judges the next round, `report` gives the report so far.
 */
export class TranscriptJudge {
  readonly #keepLegal: boolean;
  readonly #moves: MoveReport[] = [];
  readonly #refused = new RefusedMoves();
  #judged = 0;
  #legal = true;
  readonly #rounds: RoundReport[] = [];
  #replay: RoundReplay | null = null;
  /** the latest state of the round being played; reported when the next round starts */
  #latest: GameState | null = null;
  // The parser gives the same Card object for the same written card: name each once.
  readonly #names = new Map<Card, string>();
  // The parser gives moves with the same text one list of cards: name each list once, and let
  // their reports share the readonly list of names.
  readonly #lists = new Map<readonly Card[], readonly string[]>();
  // Refused moves repeat the same reason again and again (a flood of moves out of turn): equal
  // reasons share one object, which the report's words can then be worked out for once.
  // Compared field by field with the last few of its code, without building a key (a reason
  // may quote a name of a megabyte; names are the parser's strings, compared by reference).
  readonly #reasons = new Map<VerdictCode, VerdictData[]>();
  /** indices (in #refused) of the last few distinct refusals, the latest last */
  readonly #recent: number[] = [];
  readonly #visit = (step: LogStep, line: number | null): void => {
    this.#step(step, line ?? 0);
  };

  constructor(options: JudgeOptions = {}) {
    this.#keepLegal = options.moves !== 'refused';
  }

  /**
   * Judges the transcript's next round, or with `entries` left empty deals it and leaves its
   * entries to `entry` (`header`: the transcript's, the same for every round).
   */
  round(header: TranscriptHeader, round: TranscriptRound): void {
    this.#replay ??= new RoundReplay(header, this.#visit);
    this.#replay.round(round);
  }

  /** Judges the next entry of the round dealt last. */
  entry(e: Entry): void {
    if (this.#replay === null) throw new Error('TranscriptJudge: an entry before any round');
    this.#replay.entry(e);
  }

  /** The report of the rounds judged (the header: for a transcript without rounds). */
  report(header: TranscriptHeader): RefereeReport {
    this.#replay ??= new RoundReplay(header, this.#visit);
    const game = this.#replay.game;
    const rounds = this.#rounds.slice();
    const latest = this.#latest === null ? null : roundReport(this.#latest);
    if (latest !== null) rounds.push(latest);
    const r = game.round;
    const refused = this.#refused;
    const fields = {
      legal: this.#legal,
      judged: this.#judged,
      refused,
      rounds,
      next: {
        round: r?.number ?? 1,
        toAct: toActName(game),
        top:
          r !== null && !r.over && r.trick.top !== null ? r.trick.top.cards.map(formatCard) : null,
        revolution: r !== null && !r.over && r.reversed,
      },
      game: { over: game.over, winner: game.winner, totals: game.totals },
    };
    if (this.#keepLegal) return { ...fields, moves: this.#moves };
    // Only refused moves: their reports are made when asked for.
    let moves: MoveReport[] | null = null;
    return {
      ...fields,
      get moves(): readonly MoveReport[] {
        if (moves === null) {
          moves = [];
          for (let i = 0; i < refused.count; i++) moves.push(refused.move(i));
        }
        return moves;
      },
    };
  }

  #cardName(c: Card): string {
    let name = this.#names.get(c);
    if (name === undefined) {
      name = formatCard(c);
      this.#names.set(c, name);
    }
    return name;
  }

  readonly #cardNames = (cards: readonly Card[]): readonly string[] => {
    let named = this.#lists.get(cards);
    if (named === undefined) {
      named = cards.map((c) => this.#cardName(c));
      if (this.#lists.size < NAMED_LISTS_KEPT) this.#lists.set(cards, named);
    }
    return named;
  };

  #sharedReason(reason: VerdictData): VerdictData {
    let recent = this.#reasons.get(reason.code);
    if (recent === undefined) {
      recent = [];
      this.#reasons.set(reason.code, recent);
    }
    for (const known of recent) if (sameData(known, reason)) return known;
    if (recent.length >= REASONS_KEPT) recent.shift();
    recent.push(reason);
    return reason;
  }

  #step(step: LogStep, line: number): void {
    const { entry, verdict } = step;
    if (entry.kind === 'move' && verdict !== null) {
      this.#judged++;
      if (verdict.legal) {
        if (this.#keepLegal) {
          // A copy of exactly its length: the engine's list has room to grow, kept per move.
          const events = step.events.length > 0 ? step.events.slice() : NO_EVENTS;
          this.#moves.push(
            moveReport(entry.move, line, entry.round, events, this.#cardNames, null),
          );
        }
      } else {
        this.#legal = false;
        this.#refuse(entry.move, line, entry.round, this.#sharedReason(verdict.reason));
      }
    }
    const r = step.state.round;
    if (r !== null && this.#latest?.round?.number !== r.number) {
      const report = this.#latest === null ? null : roundReport(this.#latest);
      if (report !== null) this.#rounds.push(report);
    }
    if (r !== null) this.#latest = step.state;
  }

  /** A refused move: shares the report of a recent refusal alike but for its line. */
  #refuse(move: Move, line: number, round: number, reason: VerdictData): void {
    const refused = this.#refused;
    const cards = move.type === 'pass' ? undefined : this.#cardNames(move.cards);
    const to = move.type === 'give' ? move.to : undefined;
    const recent = this.#recent;
    for (let k = recent.length - 1; k >= 0; k--) {
      const at = recent[k] as number;
      const m = refused.distinct()[at] as MoveReport;
      if (
        m.reason === reason &&
        m.player === move.player &&
        m.action === move.type &&
        m.round === round &&
        m.cards === cards &&
        m.to === to
      ) {
        refused.add(line, at, null);
        if (this.#keepLegal) this.#moves.push(refused.move(refused.count - 1));
        return;
      }
    }
    const report = moveReport(move, line, round, NO_EVENTS, this.#cardNames, reason);
    if (recent.length >= REFUSALS_COMPARED) recent.shift();
    recent.push(refused.distinctCount);
    refused.add(line, -1, report);
    if (this.#keepLegal) this.#moves.push(report);
  }
}
