/**
 * The random search (issue 9): small tables with every hand known, moves drawn from what
 * either rule set allows (and now and then one that neither does), played under both rule
 * sets side by side until their judgements part. Seeded: the same seed gives the same games.
 */
import {
  makeDeck,
  RANKS,
  sameCard,
  SUITS,
  sortCards,
  type Card,
  type Rank,
} from '../engine/cards.ts';
import {
  createGame,
  highestCards,
  legalPlays,
  lowestCards,
  playMove,
  startRound,
  type GameState,
  type Move,
} from '../engine/game.ts';
import { shuffle } from '../engine/random.ts';
import type { RuleSet } from '../engine/rules.ts';
import {
  divergenceOf,
  outcomeOf,
  COMPARE_MIN_PLAYERS,
  fewestCards,
  firstLeadCards,
  inExchangeOrder,
  sameExchange,
  SEAT_NAMES,
  type Parting,
  type Scenario,
  type ScenarioRound,
} from './scenario.ts';

/** A game of the search: the scenario up to where the rule sets part (or to its end). */
export interface SearchGame {
  readonly scenario: Scenario;
  readonly parting: Parting | null;
}

/** The longest game the search plays before it gives up on it. */
const MAX_MOVES = 80;

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('pick from an empty list');
  return item;
}

function int(lo: number, hi: number, random: () => number): number {
  return lo + Math.floor(random() * (hi - lo + 1));
}

/**
 * Hands for one round: `counts[i]` cards for seat i from a shuffled deck with `jokers` jokers.
 * Now and then a seat gets four of a rank (a revolution needs them; a random deal of a few
 * cards almost never has them).
 */
function dealHands(counts: readonly number[], jokers: number, random: () => number): Card[][] {
  let deck = shuffle(makeDeck(jokers), random);
  const hands: Card[][] = counts.map(() => []);
  const quads = random() < 0.25 ? (random() < 0.4 ? 2 : 1) : 0;
  for (let q = 0; q < quads && q < hands.length; q++) {
    const rank: Rank = pick(RANKS, random);
    if (deck.filter((c) => c.rank === rank).length < 4) continue;
    const seat = int(0, hands.length - 1, random);
    for (const suit of SUITS) hands[seat]?.push({ rank, suit });
    deck = deck.filter((c) => c.rank !== rank);
  }
  counts.forEach((n, seat) => {
    const hand = hands[seat] as Card[];
    while (hand.length < n) {
      const c = deck.pop();
      if (c === undefined) break;
      hand.push(c);
    }
  });
  return hands.map(sortCards);
}

function key(move: Move): string {
  return JSON.stringify(move);
}

/** The moves worth trying in one state: what its rules allow, passes, the exchange's gives. */
function movesIn(game: GameState, random: () => number): Move[] {
  const r = game.round;
  if (r === null || r.over || r.hands === null) return [];
  const out: Move[] = [];
  const name = (seat: number): string => r.seats[seat] ?? '';
  if (!r.began) {
    for (const due of r.exchange) {
      if (due.done) continue;
      const hand = r.hands[due.from] ?? [];
      if (hand.length < due.count) continue;
      const tries = [
        highestCards(hand, due.count, game.rules.exchangeTies === 'suit'),
        highestCards(hand, due.count, false),
        lowestCards(hand, due.count),
        shuffle(hand, random).slice(0, due.count),
      ];
      for (const cards of tries)
        out.push({
          type: 'give',
          player: name(due.from),
          to: name(due.to),
          cards: sortCards(cards),
        });
    }
  }
  const actors =
    r.trick.toAct !== null
      ? [r.trick.toAct]
      : r.seats.map((_, s) => s).filter((s) => (r.counts[s] ?? 0) > 0);
  for (const seat of actors) {
    for (const cards of legalPlays(game, name(seat)))
      out.push({ type: 'play', player: name(seat), cards });
    if (r.trick.top !== null) out.push({ type: 'pass', player: name(seat) });
  }
  return out;
}

/** A move no rule set need allow: a random group of one rank from anyone's hand, or a pass. */
function oddMove(game: GameState, random: () => number): Move | null {
  const r = game.round;
  if (r === null || r.over || r.hands === null) return null;
  const seats = r.seats.map((_, s) => s).filter((s) => (r.counts[s] ?? 0) > 0);
  if (seats.length === 0) return null;
  const seat = pick(seats, random);
  const player = r.seats[seat] ?? '';
  if (random() < 0.3) return { type: 'pass', player };
  const hand = r.hands[seat] ?? [];
  const first = pick(hand, random);
  const same = hand.filter((c) => c.rank === first.rank);
  const cards = same.slice(0, int(1, same.length, random));
  if (random() < 0.2) cards.push({ rank: 'X', suit: null });
  return { type: 'play', player, cards };
}

/** The shape of one random game. */
interface Plan {
  readonly players: readonly string[];
  /** the first round's number and the places before it (null: round 1) */
  readonly first: { readonly number: number; readonly previous: readonly string[] | null };
  readonly rounds: number;
  /** cards per hand, at most */
  readonly cards: number;
}

/** Round numbers at which a game of `rules` ends by its length (a game of N rounds). */
function lengthRounds(rules: RuleSet): number[] {
  return rules.length.kind === 'rounds' ? [rules.length.n] : [];
}

function planGame(a: RuleSet, b: RuleSet, random: () => number): Plan {
  // The least a table seats, or one or two more.
  const n = COMPARE_MIN_PLAYERS + pick([0, 0, 0, 1, 1, 2], random);
  const players = SEAT_NAMES.slice(0, n);
  const mode = pick(['first', 'first', 'next', 'next', 'many'] as const, random);
  if (mode === 'many') {
    return { players, first: { number: 1, previous: null }, rounds: 40, cards: 2 };
  }
  const cards = int(1, 5, random);
  if (mode === 'first') return { players, first: { number: 1, previous: null }, rounds: 1, cards };
  const numbers = [2, 2, 3, ...lengthRounds(a), ...lengthRounds(b)];
  return {
    players,
    first: { number: pick(numbers, random), previous: shuffle(players, random) },
    rounds: 2,
    cards,
  };
}

/**
 * Plays one random game under `a` and `b` side by side and stops at the first move the two
 * judge differently (or after MAX_MOVES, or when its rounds are played).
 */
export function randomGame(a: RuleSet, b: RuleSet, random: () => number): SearchGame {
  const plan = planGame(a, b, random);
  const jokers = Math.min(a.jokers, b.jokers);
  const players = plan.players;
  const rounds: {
    number: number;
    previous: readonly string[] | null;
    hands: Card[][];
    moves: Move[];
  }[] = [];
  const playsWait = sameExchange(a, b);
  let ga: GameState = createGame(a, players);
  let gb: GameState = createGame(b, players);
  const deal = (number: number, previous: readonly string[] | null): void => {
    const least = fewestCards(rounds.length, previous);
    const counts = players.map(() => int(least, Math.max(least, plan.cards), random));
    const hands = dealHands(counts, jokers, random);
    // The game's first deal holds the cards its first lead turns on (./scenario.ts).
    if (previous === null && rounds.length === 0) {
      const wanted = firstLeadCards(a, b);
      for (const c of wanted) {
        if (hands.some((h) => h.some((x) => sameCard(x, c)))) continue;
        // in place of a card that is not one of them
        const spots = hands.flatMap((h, seat) =>
          h.flatMap((x, i) => (wanted.some((w) => sameCard(w, x)) ? [] : [[seat, i] as const])),
        );
        if (spots.length === 0) break;
        const [seat, i] = pick(spots, random);
        const hand = hands[seat] as Card[];
        hand[i] = c;
        hands[seat] = sortCards(hand);
      }
    }
    const setup = { seats: players, hands, number, ...(previous === null ? {} : { previous }) };
    ga = startRound(ga, setup);
    gb = startRound(gb, setup);
    rounds.push({ number, previous, hands, moves: [] });
  };
  deal(plan.first.number, plan.first.previous);
  let moves = 0;
  const done = (): SearchGame => ({
    scenario: { players, rounds: rounds.map(freeze) },
    parting: null,
  });
  while (moves < MAX_MOVES) {
    if (ga.round?.over === true && gb.round?.over === true) {
      if (rounds.length >= plan.rounds) return done();
      deal(ga.round.number + 1, null);
      continue;
    }
    // Under both rule sets the exchange is made as at a table (./scenario.ts inExchangeOrder):
    // the gives back after the cards they answer, and where both make the same exchange, the
    // whole exchange before play.
    const orderly = (m: Move | null): m is Move =>
      m !== null &&
      (ga.round === null || inExchangeOrder(ga.round, m, playsWait)) &&
      (gb.round === null || inExchangeOrder(gb.round, m, playsWait));
    const options = new Map<string, Move>();
    for (const m of [...movesIn(ga, random), ...movesIn(gb, random)])
      if (orderly(m)) options.set(key(m), m);
    let move: Move | null =
      options.size === 0 || random() < 0.08
        ? oddMove(ga, random)
        : pick([...options.values()], random);
    if (!orderly(move)) move = options.size > 0 ? pick([...options.values()], random) : null;
    if (move === null) return done();
    const ra = playMove(ga, move);
    const rb = playMove(gb, move);
    ga = ra.state;
    gb = rb.state;
    rounds[rounds.length - 1]?.moves.push(move);
    const kind = divergenceOf(
      outcomeOf(ra.verdict, ra.events, ra.state),
      outcomeOf(rb.verdict, rb.events, rb.state),
    );
    if (kind !== null)
      return { scenario: { players, rounds: rounds.map(freeze) }, parting: { index: moves, kind } };
    moves++;
  }
  return done();
}

function freeze(r: {
  number: number;
  previous: readonly string[] | null;
  hands: Card[][];
  moves: Move[];
}): ScenarioRound {
  return { number: r.number, previous: r.previous, hands: r.hands, moves: [...r.moves] };
}
