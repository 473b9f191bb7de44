/**
 * Comparing two rule sets (issue 9): the options that differ and, for each, the shortest
 * example the search finds where the same moves are judged differently under the two, and
 * the difference is that option's doing. Pure and seeded: codes and data, no words.
 *
 * An example belongs to option K when the two rule sets first part at its marked move, and
 * changing K alone — in A to B's value, or in B to A's — parts there in the same way. The
 * search prefers an example where both changes do (each side's outcome is K's doing; where
 * only one does, the other side's may be another option's) and where the move is allowed
 * under at least one of the two (a move refused under both, for two reasons, hides what K
 * changes: in an example of who leads, a joker refused "out of turn" under one and "no jokers
 * in this game" under the other); a lesser example is used only when the search finds no
 * better one. Some
 * differences cannot show: an option that nothing in either rule set lets matter (the
 * joker's rank without jokers in a deck) is `inert`, with the options that make it so.
 */
import { firstCardOf } from '../engine/game.ts';
import { mulberry32 } from '../engine/random.ts';
import {
  OPTION_LIST,
  OPTIONS,
  formatOption,
  optionDiffers,
  withOption,
  type GameLength,
  type OptionName,
  type PresetName,
  type RuleKey,
  type RuleSet,
} from '../engine/rules.ts';
import {
  cardCount,
  divergenceOf,
  firstParting,
  judgeScenario,
  moveCount,
  moveLine,
  scenarioText,
  scenarioTranscript,
  tableLike,
  type Divergence,
  type Outcome,
  type Parting,
  type Scenario,
} from './scenario.ts';
import { randomGame } from './search.ts';
import { shrinkScenario } from './shrink.ts';
import type { Transcript } from '../notation/transcript.ts';

/**
 * Which two rule sets an example judges: `both` A and B themselves; `a` A and A with this one
 * option set to B's value; `b` B with this option set to A's value, and B. The last two stand
 * in when another difference always parts the two rule sets first (a difference of
 * `revolution` hides one of `counter`): the option is then shown on its own.
 */
export type Shown = 'both' | 'a' | 'b';

/** One found example: a scenario, where the rule sets part, and what each makes of that move. */
export interface Example {
  readonly shown: Shown;
  /** the two rule sets the moves are judged under (A and B when shown on both) */
  readonly left: RuleSet;
  readonly right: RuleSet;
  readonly scenario: Scenario;
  /** the scenario under `left`, as a transcript and in the table notation */
  readonly transcript: Transcript;
  readonly text: string;
  /** the same moves under `right` (only the `rules:` line differs) */
  readonly textB: string;
  /** the move where they part: its index among the moves (as the referee reports them) and its line */
  readonly move: number;
  readonly line: number;
  readonly kind: Divergence;
  /** what the move does under `left` and under `right` */
  readonly a: Outcome;
  readonly b: Outcome;
  readonly size: { readonly players: number; readonly cards: number; readonly moves: number };
  /**
   * The other options in which `left` and `right` differ that, each changed on its own, part
   * these moves the same way too: the example shows the option, but not it alone (empty when
   * no other does, and always when shown on one side).
   */
  readonly also: readonly RuleKey[];
}

export interface Difference {
  readonly key: RuleKey;
  readonly name: OptionName;
  /** the option's value under A and under B, as the notation writes it */
  readonly a: string;
  readonly b: string;
  /** the shortest example found; null when inert, or when the search found none */
  readonly example: Example | null;
  /** when the difference can change nothing under these two rule sets: the options that keep it from mattering */
  readonly inert: readonly RuleKey[] | null;
}

export interface Comparison {
  readonly a: RuleSet;
  readonly b: RuleSet;
  readonly differences: readonly Difference[];
}

/**
 * The presets A and B are named by, where another preset has the same rules (`swedish` and
 * `arschloch`): the examples' `rules:` lines name these.
 */
export interface PresetNames {
  readonly a: PresetName | null;
  readonly b: PresetName | null;
}

const NO_NAMES: PresetNames = { a: null, b: null };

export interface CompareOptions {
  /** the presets A and B are named by in the examples' transcripts */
  readonly names?: PresetNames;
  /** the search's seed (default 1): the same seed gives the same examples */
  readonly seed?: number;
  /** how many random games the search plays at most (default 3000), and again for each option shown on its own */
  readonly games?: number;
  /** the budget of each search for an option shown on its own (default: `games`) */
  readonly aloneGames?: number;
}

/** The options in which A and B differ, in the notation's order. */
export function differingOptions(a: RuleSet, b: RuleSet): RuleKey[] {
  return OPTION_LIST.filter((o) => optionDiffers(o.key, a, b)).map((o) => o.key);
}

/**
 * The game length as it can end a game: points never reached without scoring are no end (as
 * the engine's gameOver plays it; the table-rules card says so, src/lib/rule-card.ts).
 */
function effectiveLength(rules: RuleSet): GameLength {
  return rules.scoring === 'none' && rules.length.kind === 'points'
    ? { kind: 'open' }
    : rules.length;
}

/**
 * Why a difference in `key` can change nothing under A and B (rules-spec §3): the options that
 * keep it from mattering in both, or null when it can matter. Only these are known inert;
 * the property tests check that every other difference of one option gets an example.
 */
export function inertBecause(key: RuleKey, a: RuleSet, b: RuleSet): RuleKey[] | null {
  switch (key) {
    case 'joker':
      // the search deals no more jokers than both decks hold
      return Math.min(a.jokers, b.jokers) === 0 ? ['jokers'] : null;
    case 'counter':
      return a.revolution === 'off' && b.revolution === 'off' ? ['revolution'] : null;
    case 'firstCard':
      return firstCardOf(a) === null && firstCardOf(b) === null ? ['firstLead'] : null;
    case 'exchangeReturn':
    case 'exchangeTies':
      return a.exchange === 'none' && b.exchange === 'none' ? ['exchange'] : null;
    case 'length': {
      const x = effectiveLength(a);
      const y = effectiveLength(b);
      const same = x.kind === y.kind && (x.kind === 'open' || (y.kind !== 'open' && x.n === y.n));
      return same ? ['scoring'] : null;
    }
    default:
      return null;
  }
}

/**
 * How well an example shows option `key`, best last: 1 when changed alone at one end (in A to
 * B's value, or in B to A's) it parts the moves there the same way and makes of the move what
 * the other rule set makes of it; 2 when it does so at both ends; 3 when it does so at both
 * and the move is allowed under A or B. 0 when it does so at neither.
 */
type Fit = 0 | 1 | 2 | 3;

/** The scenario's parting under A and B when option `key` alone shows it at least as well as `need`. */
function partingFor(s: Scenario, key: RuleKey, a: RuleSet, b: RuleSet, need: Fit): Parting | null {
  const outA = judgeScenario(s, a);
  const outB = judgeScenario(s, b);
  const p = firstParting(outA, outB);
  if (p === null) return null;
  return fitOf(s, key, a, b, p, outA, outB, need) >= need ? p : null;
}

/** How well `key` shows the parting `p` (./Fit); once it is `enough`, no more is judged. */
function fitOf(
  s: Scenario,
  key: RuleKey,
  a: RuleSet,
  b: RuleSet,
  p: Parting,
  outA: readonly Outcome[],
  outB: readonly Outcome[],
  enough: Fit,
): Fit {
  const ends: [readonly Outcome[], RuleSet][] = [
    [outA, withOption(a, key, b[key])],
    [outB, withOption(b, key, a[key])],
  ];
  let owned = 0;
  for (const [out, flipped] of ends) {
    const other = judgeScenario(s, flipped);
    const q = firstParting(out, other);
    if (q === null || q.index !== p.index || q.kind !== p.kind) continue;
    // Changed alone, the option makes of the move what the other rule set makes of it
    // (but for the points, when what parts them is not the points).
    const mine = other[p.index];
    const theirs = (out === outA ? outB : outA)[p.index];
    if (mine === undefined || theirs === undefined) continue;
    const d = divergenceOf(mine, theirs);
    if (d === null || (d === 'points' && p.kind !== 'points')) {
      owned++;
      if (enough === 1) return 1;
    }
  }
  if (owned < 2) return owned === 1 ? 1 : 0;
  const allowed = outA[p.index]?.verdict.legal === true || outB[p.index]?.verdict.legal === true;
  return allowed ? 3 : 2;
}

/** The places of round `j` under `rules` (null when it did not finish). */
function placesOf(s: Scenario, j: number, rules: RuleSet): readonly string[] | null {
  const before = s.rounds.slice(0, j + 1).reduce((n, r) => n + r.moves.length, 0);
  if (before === 0) return null;
  const out = judgeScenario({ ...s, rounds: s.rounds.slice(0, j + 1) }, rules);
  const last = out[before - 1];
  if (last === undefined || last.places.some((p) => p === null)) return null;
  return last.places as readonly string[];
}

/** The example of scenario `s` parting at `p` under A and B (judged: `judgedA`, `judgedB`). */
function exampleOf(
  s: Scenario,
  p: Parting,
  a: RuleSet,
  b: RuleSet,
  judgedA: readonly Outcome[],
  judgedB: readonly Outcome[],
  also: readonly RuleKey[],
  names: PresetNames,
): Example {
  const outA = judgedA[p.index];
  const outB = judgedB[p.index];
  if (outA === undefined || outB === undefined || divergenceOf(outA, outB) === null)
    throw new Error('exampleOf: the scenario does not part at its move');
  return {
    shown: 'both',
    left: a,
    right: b,
    scenario: s,
    transcript: scenarioTranscript(s, a),
    text: scenarioText(s, a, names.a),
    textB: scenarioText(s, b, names.b),
    move: p.index,
    line: moveLine(s, p.index),
    kind: p.kind,
    a: outA,
    b: outB,
    size: { players: s.players.length, cards: cardCount(s), moves: moveCount(s) },
    also,
  };
}

/** How well the scenario shows option `key` where A and B first part (0 if they do not). */
function fitOfScenario(s: Scenario, key: RuleKey, a: RuleSet, b: RuleSet): Fit {
  const outA = judgeScenario(s, a);
  const outB = judgeScenario(s, b);
  const p = firstParting(outA, outB);
  return p === null ? 0 : fitOf(s, key, a, b, p, outA, outB, 3);
}

/**
 * Finds and shrinks the example for one option from a scenario that shows it: the example
 * shows the option as well as the scenario did (./Fit) while it shrinks.
 */
export function shrinkExample(
  s: Scenario,
  key: RuleKey,
  a: RuleSet,
  b: RuleSet,
  names: PresetNames = NO_NAMES,
): Example {
  const fit = fitOfScenario(s, key, a, b);
  // Shrinking keeps a game a table could play as the search's game was (./scenario.ts
  // tableLike: dropping the lower role's give but not the give back would tell of an exchange
  // that never happens; dropping the 3♣ would leave the first lead to nobody).
  const keepTableLike = tableLike(s, a, b);
  const { scenario, parting } = shrinkScenario(
    s,
    (t) => (keepTableLike && !tableLike(t, a, b) ? null : partingFor(t, key, a, b, fit)),
    (t, j) => placesOf(t, j, a),
  );
  const outA = judgeScenario(scenario, a);
  const outB = judgeScenario(scenario, b);
  const also = differingOptions(a, b).filter(
    (k) => k !== key && fitOf(scenario, k, a, b, parting, outA, outB, 1) >= 1,
  );
  return exampleOf(scenario, parting, a, b, outA, outB, also, names);
}

/**
 * Differences another difference always shows first, so that the same moves can never part
 * by this option under A and B: `counter` when only one side has a revolution (the first
 * revolution already parts them).
 */
function maskedBy(key: RuleKey, a: RuleSet, b: RuleSet): RuleKey | null {
  if (key === 'counter' && (a.revolution === 'off') !== (b.revolution === 'off'))
    return 'revolution';
  return null;
}

/** How far a search has got: the games played so far, over every search of one comparison. */
export interface SearchProgress {
  readonly kind: 'progress';
  readonly games: number;
}

/** How often a search reports its progress (games). */
const PROGRESS_EVERY = 100;

/**
 * Searches scenarios where `left` and `right` part through each of `keys`; the first found for
 * each that shows the option best (./Fit: 3) is handed to `found` at once (in the order found);
 * for an option with none such once the games are played, the first of those that show it
 * best. The progress is yielded every PROGRESS_EVERY games. `played` counts the games over
 * several searches.
 */
function* search(
  keys: readonly RuleKey[],
  left: RuleSet,
  right: RuleSet,
  seed: number,
  games: number,
  played: { games: number },
  found: (key: RuleKey, s: Scenario) => void,
): Generator<SearchProgress, void> {
  if (keys.length === 0) return;
  const open = new Set(keys);
  /** for an open option, the first of the scenarios that show it best so far (and how well) */
  const fallback = new Map<RuleKey, { scenario: Scenario; fit: Fit }>();
  const random = mulberry32(seed);
  for (let g = 0; g < games && open.size > 0; g++) {
    played.games++;
    if (played.games % PROGRESS_EVERY === 0) yield { kind: 'progress', games: played.games };
    const game = randomGame(left, right, random);
    if (game.parting === null) continue;
    const outA = judgeScenario(game.scenario, left);
    const outB = judgeScenario(game.scenario, right);
    const p = firstParting(outA, outB);
    if (p === null) continue;
    for (const key of keys) {
      if (!open.has(key)) continue;
      const fit = fitOf(game.scenario, key, left, right, p, outA, outB, 3);
      if (fit === 3) {
        open.delete(key);
        found(key, game.scenario);
      } else if (fit > 0 && fit > (fallback.get(key)?.fit ?? 0))
        fallback.set(key, { scenario: game.scenario, fit });
    }
  }
  for (const key of keys) {
    const best = fallback.get(key);
    if (open.has(key) && best !== undefined) found(key, best.scenario);
  }
}

/** The example for one option shown on its own, at the end of A or B where it can matter. */
function* aloneExample(
  key: RuleKey,
  a: RuleSet,
  b: RuleSet,
  seed: number,
  games: number,
  played: { games: number },
  names: PresetNames,
): Generator<SearchProgress, Example | null> {
  // each end is named by its own preset, on both sides (A and A changed)
  const ends: [Shown, RuleSet, RuleSet, PresetNames][] = [
    ['a', a, withOption(a, key, b[key]), { a: names.a, b: names.a }],
    ['b', withOption(b, key, a[key]), b, { a: names.b, b: names.b }],
  ];
  for (const [shown, left, right, named] of ends) {
    if (inertBecause(key, left, right) !== null) continue;
    let s: Scenario | undefined;
    yield* search([key], left, right, seed, games, played, (_, found) => (s = found));
    if (s !== undefined) return { ...shrinkExample(s, key, left, right, named), shown };
  }
  return null;
}

/** What a comparison reports while it runs: its progress, and each difference once it is complete. */
export type CompareEvent =
  SearchProgress | { readonly kind: 'difference'; readonly difference: Difference };

/**
 * Compares two rule sets step by step: yields each difference as soon as its example is found
 * and shrunk (the inert ones first, then in the order found, then those shown on one side
 * alone), and the progress in between; returns the whole comparison, the differences in the
 * notation's order. The same rule sets and seed give the same examples as `compareRules`.
 */
export function* compareSteps(
  a: RuleSet,
  b: RuleSet,
  options: CompareOptions = {},
): Generator<CompareEvent, Comparison> {
  const seed = options.seed ?? 1;
  const games = options.games ?? 3000;
  const aloneGames = options.aloneGames ?? games;
  const names = options.names ?? NO_NAMES;
  const keys = differingOptions(a, b);
  const inert = new Map(keys.map((k) => [k, inertBecause(k, a, b)] as const));
  const wanted = keys.filter((k) => inert.get(k) === null && maskedBy(k, a, b) === null);
  const done = new Map<RuleKey, Difference>();
  const difference = (key: RuleKey, example: Example | null): Difference => {
    const d: Difference = {
      key,
      name: OPTIONS[key].name,
      a: formatOption(key, a),
      b: formatOption(key, b),
      example,
      inert: inert.get(key) ?? null,
    };
    done.set(key, d);
    return d;
  };
  for (const key of keys)
    if (inert.get(key) !== null) yield { kind: 'difference', difference: difference(key, null) };
  const played = { games: 0 };
  const shrunk: Difference[] = [];
  const searching = search(wanted, a, b, seed, games, played, (key, s) =>
    shrunk.push(difference(key, shrinkExample(s, key, a, b, names))),
  );
  for (;;) {
    const step = searching.next();
    for (const d of shrunk.splice(0)) yield { kind: 'difference', difference: d };
    if (step.done === true) break;
    yield step.value;
  }
  for (const key of keys) {
    if (done.has(key)) continue;
    const example = yield* aloneExample(key, a, b, seed, aloneGames, played, names);
    yield { kind: 'difference', difference: difference(key, example) };
  }
  // the last count of games, whatever it is
  if (played.games % PROGRESS_EVERY !== 0) yield { kind: 'progress', games: played.games };
  return { a, b, differences: keys.map((key) => done.get(key) ?? difference(key, null)) };
}

/**
 * Compares two rule sets: every option that differs, with the shortest example found for it
 * (or why none can exist). Deterministic for a seed.
 */
export function compareRules(a: RuleSet, b: RuleSet, options: CompareOptions = {}): Comparison {
  const steps = compareSteps(a, b, options);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}
