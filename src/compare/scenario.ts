/**
 * A scenario: a small table (every hand known) and the moves entered at it, round by round.
 * The same scenario is judged under two rule sets; this module turns it into a transcript and
 * replays it through the same code as the CLI (src/notation/log.ts `replayTranscript`), and
 * says what each move did in terms a reader compares: the verdict, what followed (events), and
 * the points when a round ended.
 */
import { sameCard, type Card } from '../engine/cards.ts';
import type { GameState, Move, Round } from '../engine/game.ts';
import type { PresetName, RuleSet } from '../engine/rules.ts';
import type { GameEvent, Verdict } from '../engine/verdict.ts';
import { formatTranscript } from '../notation/format.ts';
import { replayTranscript, toEntry } from '../notation/log.ts';
import type { Transcript, TranscriptRound } from '../notation/transcript.ts';

/** The seat names of the examples, in seating order (as in src/examples). */
export const SEAT_NAMES = ['Anna', 'Ben', 'Cem', 'Dora', 'Eva'] as const;

/**
 * The fewest players an example seats: three, as every document and the referee do (the
 * engine would judge two, but no table plays so, and an example should show a real table).
 */
export const COMPARE_MIN_PLAYERS = 3;

/** The most cards one player gives in an exchange (rules-spec §3: `exchange=two`). */
const EXCHANGE_MOST = 2;

/**
 * The fewest cards a hand of a scenario's round holds: a round after another one (the
 * scenario's round `index` > 0, or one entered after `previous` places) may open with the
 * exchange, so each hand holds the most a player may have to give; else one card. The search
 * deals so (./search.ts) and shrinking keeps it (./shrink.ts): no example tells of a give its
 * hands could not make.
 */
export function fewestCards(index: number, previous: readonly string[] | null): number {
  return index > 0 || previous !== null ? EXCHANGE_MOST : 1;
}

export interface ScenarioRound {
  readonly number: number;
  /**
   * The places of a round played before the scenario begins (first place first), for the
   * scenario's first round only: it then follows a finished round (exchange, next lead, miyako).
   */
  readonly previous: readonly string[] | null;
  /** each seat's hand, by seat */
  readonly hands: readonly (readonly Card[])[];
  readonly moves: readonly Move[];
}

export interface Scenario {
  /** seating = turn order, the same in every round */
  readonly players: readonly string[];
  readonly rounds: readonly ScenarioRound[];
}

/** What one move did under one rule set. */
export interface Outcome {
  readonly verdict: Verdict;
  /** what the move caused (empty for a refused move) */
  readonly events: readonly GameEvent[];
  /** the points of the round this move ended; null when it ended none */
  readonly points: Readonly<Record<string, number>> | null;
  /** after the move: the game's totals */
  readonly totals: Readonly<Record<string, number>>;
  /** after the move: who is to act (null: nobody in particular, or the round is over) */
  readonly toAct: string | null;
  /** after the move: the round's places, first place first (null while undecided) */
  readonly places: readonly (string | null)[];
  /** after the move: the game's winner, if it is over */
  readonly winner: string | null;
}

/** The scenario as a transcript judged under `rules`. */
export function scenarioTranscript(s: Scenario, rules: RuleSet): Transcript {
  let line = 2; // rules: and players:
  const rounds: TranscriptRound[] = s.rounds.map((r) => {
    const roundLine = ++line;
    if (r.previous !== null) line++;
    line += s.players.length;
    const entries = r.moves.map((m) => toEntry(m, ++line));
    return {
      number: r.number,
      line: roundLine,
      seats: null,
      dealer: null,
      previous: r.previous,
      hands: new Map(s.players.map((p, i) => [p, r.hands[i] ?? []])),
      entries,
    };
  });
  return { rules, players: s.players, dealer: null, rounds };
}

/**
 * The scenario in the table notation under `rules`; the `rules:` line names the `preferred`
 * preset where another has the same rules.
 */
export function scenarioText(
  s: Scenario,
  rules: RuleSet,
  preferred: PresetName | null = null,
): string {
  return formatTranscript(scenarioTranscript(s, rules), preferred);
}

/** The line of move `index` (0-based, counted over all rounds) in scenarioText. */
export function moveLine(s: Scenario, index: number): number {
  let line = 2;
  let left = index;
  for (const r of s.rounds) {
    line += 1 + (r.previous !== null ? 1 : 0) + s.players.length;
    if (left < r.moves.length) return line + left + 1;
    line += r.moves.length;
    left -= r.moves.length;
  }
  throw new RangeError(`no move ${String(index)}`);
}

/** The outcome of a move from the engine's step: verdict, events, the state after it. */
export function outcomeOf(
  verdict: Verdict,
  events: readonly GameEvent[],
  state: GameState,
): Outcome {
  const r = state.round;
  const ended = events.some((e) => e.type === 'round-over');
  const last = state.results[state.results.length - 1];
  const toAct =
    r === null || r.over || r.trick.toAct === null ? null : (r.seats[r.trick.toAct] ?? null);
  return {
    verdict,
    events,
    points: ended && last !== undefined ? last.points : null,
    totals: state.totals,
    toAct,
    places:
      r === null ? [] : r.places.map((seat) => (seat === null ? null : (r.seats[seat] ?? null))),
    winner: state.winner,
  };
}

/**
 * The cards the game's first lead turns on under either rule set (3♣, 3♦). A real deal always
 * has them; an example's first round deals them too, or "whoever holds 3♣ leads" names nobody
 * and a rule that the first lead must hold it would refuse every lead.
 */
export function firstLeadCards(a: RuleSet, b: RuleSet): Card[] {
  const cards: Card[] = [];
  if (a.firstLead === 'club-3' || b.firstLead === 'club-3') cards.push({ rank: '3', suit: 'C' });
  if (a.firstLead === 'diamond-3' || b.firstLead === 'diamond-3')
    cards.push({ rank: '3', suit: 'D' });
  return cards;
}

/** Whether the scenario's first round, when it opens the game, deals every one of `cards`. */
function dealsFirstLeadCards(s: Scenario, cards: readonly Card[]): boolean {
  const r = s.rounds[0];
  if (r === undefined || r.previous !== null) return true;
  return cards.every((c) => r.hands.some((h) => h.some((x) => sameCard(x, c))));
}

/**
 * Whether two rule sets ask for the same gives in the exchange (who gives how many to whom):
 * then gives allowed under both exist (the highest cards with the higher suit first, the
 * lowest given back, whatever `exchange-ties` and `exchange-return` say), and an example can
 * make the whole exchange before play.
 */
export function sameExchange(a: RuleSet, b: RuleSet): boolean {
  return a.exchange === b.exchange;
}

/**
 * Whether a move, taken in round `r`, keeps the exchange as a table makes it: a give back waits
 * for the cards it answers, nobody plays while a hand is empty (its give back not made), and
 * with `playsWait` nobody plays while a give is still due that its giver can make. (The engine
 * lets a round begin with gives left undone and the President give back first, rules-spec §3
 * and docs/decisions.md; an example doing so would tell of an exchange that never happens, or
 * empty a small hand before play. Where the two rule sets ask for different gives no give is
 * allowed under both, so plays cannot wait for them there.)
 */
export function inExchangeOrder(r: Round, move: Move, playsWait: boolean): boolean {
  if (r.began || r.over || r.hands === null) return true;
  if (move.type === 'give') {
    const due = r.exchange.find(
      (d) => !d.done && r.seats[d.from] === move.player && r.seats[d.to] === move.to,
    );
    if (due?.kind !== 'return') return true;
    return r.exchange.some(
      (d) => d.kind === 'highest' && d.from === due.to && d.to === due.from && d.done,
    );
  }
  const hands = r.hands;
  // Nobody starts a round with an empty hand (one that gave its cards, the give back not made).
  if (hands.some((h) => h.length === 0)) return false;
  return !playsWait || !r.exchange.some((d) => !d.done && (hands[d.from]?.length ?? 0) >= d.count);
}

/**
 * Whether every move the rules allow in the scenario keeps the exchange's order (above):
 * `playsWait` as there.
 */
function exchangeInOrder(s: Scenario, rules: RuleSet, playsWait: boolean): boolean {
  let ok = true;
  let before: GameState | null = null;
  replayTranscript(scenarioTranscript(s, rules), (step) => {
    const r = before?.round;
    if (step.entry.kind === 'move' && step.verdict?.legal === true && r != null)
      ok &&= inExchangeOrder(r, step.entry.move, playsWait);
    before = step.state;
  });
  return ok;
}

/**
 * Whether the scenario could be played at a table under both rule sets: its exchange in a
 * table's order under each (above) and its first deal holding the card the first lead turns on.
 * The search plays only such games; shrinking keeps an example so.
 */
export function tableLike(s: Scenario, a: RuleSet, b: RuleSet): boolean {
  const wait = sameExchange(a, b);
  return (
    dealsFirstLeadCards(s, firstLeadCards(a, b)) &&
    exchangeInOrder(s, a, wait) &&
    exchangeInOrder(s, b, wait)
  );
}

/** Every move's outcome when the scenario is judged under `rules`, in order. */
export function judgeScenario(s: Scenario, rules: RuleSet): Outcome[] {
  const out: Outcome[] = [];
  replayTranscript(scenarioTranscript(s, rules), (step) => {
    if (step.entry.kind === 'move' && step.verdict !== null)
      out.push(outcomeOf(step.verdict, step.events, step.state));
  });
  return out;
}

/**
 * How two outcomes of the same move differ, the first that applies: the verdict, then what
 * followed (a skip, a revolution, a clearing rank, the trick's winner or next leader, a
 * place, the end of the game), then the points. Null when they agree.
 */
export type Divergence =
  'verdict' | 'skip' | 'revolution' | 'clear' | 'trick' | 'place' | 'game-over' | 'points';

export const DIVERGENCES: readonly Divergence[] = [
  'verdict',
  'skip',
  'revolution',
  'clear',
  'trick',
  'place',
  'game-over',
  'points',
];

function eventKind(e: GameEvent | undefined): Divergence {
  switch (e?.type) {
    case 'skipped':
      return 'skip';
    case 'revolution':
      return 'revolution';
    case 'cleared':
      return 'clear';
    case 'trick-won':
      return 'trick';
    case 'game-over':
      return 'game-over';
    default:
      return 'place';
  }
}

function sameRecord(
  a: Readonly<Record<string, number>>,
  b: Readonly<Record<string, number>>,
): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if ((a[k] ?? 0) !== (b[k] ?? 0)) return false;
  return true;
}

export function divergenceOf(a: Outcome, b: Outcome): Divergence | null {
  if (a.verdict.legal !== b.verdict.legal) return 'verdict';
  if (!a.verdict.legal && !b.verdict.legal && a.verdict.reason.code !== b.verdict.reason.code)
    return 'verdict';
  const n = Math.max(a.events.length, b.events.length);
  for (let i = 0; i < n; i++) {
    const ea = a.events[i];
    const eb = b.events[i];
    if (JSON.stringify(ea) !== JSON.stringify(eb)) {
      // The event one side has and the other has not (or has otherwise) names the difference:
      // of the two at this place, the one that comes first in DIVERGENCES.
      const ka = ea === undefined ? 'points' : eventKind(ea);
      const kb = eb === undefined ? 'points' : eventKind(eb);
      return DIVERGENCES.indexOf(ka) <= DIVERGENCES.indexOf(kb) ? ka : kb;
    }
  }
  if ((a.points === null) !== (b.points === null)) return 'points';
  if (a.points !== null && b.points !== null && !sameRecord(a.points, b.points)) return 'points';
  return null;
}

/** Where two lists of outcomes first part: the move's index and how. */
export interface Parting {
  readonly index: number;
  readonly kind: Divergence;
}

export function firstParting(a: readonly Outcome[], b: readonly Outcome[]): Parting | null {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const kind = divergenceOf(a[i] as Outcome, b[i] as Outcome);
    if (kind !== null) return { index: i, kind };
  }
  return null;
}

/** The scenario cut after move `index` (0-based over all rounds): later moves and rounds go. */
export function truncateAfter(s: Scenario, index: number): Scenario {
  const rounds: ScenarioRound[] = [];
  let left = index + 1;
  for (const r of s.rounds) {
    if (left <= 0) break;
    rounds.push(left >= r.moves.length ? r : { ...r, moves: r.moves.slice(0, left) });
    left -= r.moves.length;
  }
  return { ...s, rounds };
}

/** Cards in the scenario's hands, every round. */
export function cardCount(s: Scenario): number {
  return s.rounds.reduce((n, r) => n + r.hands.reduce((m, h) => m + h.length, 0), 0);
}

export function moveCount(s: Scenario): number {
  return s.rounds.reduce((n, r) => n + r.moves.length, 0);
}

/** Whether a move's cards include `card` (suit and rank). */
export function moveHas(move: Move, card: Card): boolean {
  return move.type !== 'pass' && move.cards.some((c) => sameCard(c, card));
}
