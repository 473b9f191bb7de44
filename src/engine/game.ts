/**
 * The game: rounds, tricks, turn order, going out, places, the exchange, scoring
 * (rules-spec §2, §5, §6). `judgeMove` says whether a move is legal and, if not, why;
 * `applyMove` applies a legal move and reports what happened. Both are pure: the state
 * passed in is never changed.
 *
 * Two modes (§2): in table mode the referee knows each seat's card count and every card
 * played; in known-hands mode it knows the hands too and also checks not-in-hand,
 * must-play and the exchange.
 */
import {
  JOKER,
  JOKER_INDEX,
  SUITS,
  cardOrder,
  dealCounts,
  isJoker,
  rankAt,
  rankIndex,
  sameCard,
  type Card,
  type Rank,
  type Suit,
} from './cards.ts';
import {
  TWO_INDEX,
  isRevolutionPlay,
  judgeBeat,
  playShape,
  ranksIn,
  twoSuitValue,
  type PlayShape,
  suitsDecide,
} from './order.ts';
import type { RuleSet } from './rules.ts';
import { placePoints, standings } from './scoring.ts';
import {
  LEGAL,
  illegal,
  type GameEvent,
  type NotDueReason,
  type TrickEndReason,
  type TopInfo,
  type Verdict,
} from './verdict.ts';
import { nameRecordOf } from './records.ts';

// ---------------------------------------------------------------------------------------
// State

export interface TopPlay {
  readonly seat: number;
  readonly cards: readonly Card[];
  readonly shape: PlayShape;
}

/** One turn in the current trick, in order: a play, a pass, or a skip (equal=skip). */
export interface PileEntry {
  readonly seat: number;
  readonly kind: 'play' | 'pass' | 'skip';
  /** the cards as played (empty for a pass or a skip) */
  readonly cards: readonly Card[];
}

/** A trick that has ended: its turns, who won it, who leads next and why it ended. */
export interface EndedTrick {
  readonly pile: readonly PileEntry[];
  readonly winner: number;
  /** the seat that leads the next trick; null when nobody with cards is left */
  readonly leader: number | null;
  readonly reason: TrickEndReason;
  /** the winner had no cards left, so the next seat with cards leads */
  readonly winnerOut: boolean;
}

export interface Trick {
  /** the seat to act; null while anyone may lead (an open first lead) */
  readonly toAct: number | null;
  /** the play to beat; null when the trick is being led */
  readonly top: TopPlay | null;
  /** per seat: passed (or was skipped) since the trick began */
  readonly passed: readonly boolean[];
  /** one-lap: the seats still to act in this lap, in order; null otherwise */
  readonly lap: readonly number[] | null;
  /** the trick's turns so far, in order (empty while it is being led) */
  readonly pile: readonly PileEntry[];
}

export interface ExchangeDue {
  readonly from: number;
  readonly to: number;
  readonly count: number;
  /** highest: the lower role gives its best cards; return: the higher role gives back */
  readonly kind: 'highest' | 'return';
  readonly done: boolean;
  /** the cards given, once done (known hands) */
  readonly cards?: readonly Card[];
}

export interface Round {
  readonly number: number;
  /** seating for this round = turn order (clockwise) */
  readonly seats: readonly string[];
  readonly dealer: number;
  /** round 1, or a round begun before the previous one ended: round-1 lead rule, no exchange, no miyako */
  readonly firstLike: boolean;
  /** known-hands mode: each seat's cards, in the order written; null in table mode */
  readonly hands: readonly (readonly Card[])[] | null;
  readonly counts: readonly number[];
  /** cards played this round (resolved against the hands where known) */
  readonly played: readonly Card[];
  /** cards played per rank index (13 = jokers) */
  readonly playedRanks: readonly number[];
  /** place index (0 = first) → seat, null while undecided */
  readonly places: readonly (number | null)[];
  readonly trick: Trick;
  /** the order is turned by a revolution */
  readonly reversed: boolean;
  /** a legal play has been made this round */
  readonly began: boolean;
  /** the places of the previous round, by name, when this round follows a finished one */
  readonly previous: readonly (string | null)[] | null;
  readonly exchange: readonly ExchangeDue[];
  /** the last trick that ended in this round, kept until the next one ends */
  readonly lastTrick: EndedTrick | null;
  readonly over: boolean;
}

export interface RoundResult {
  readonly number: number;
  /** names, first place first; null while undecided */
  readonly places: readonly (string | null)[];
  readonly points: Readonly<Record<string, number>>;
}

export interface GameState {
  readonly rules: RuleSet;
  readonly players: readonly string[];
  readonly round: Round | null;
  readonly results: readonly RoundResult[];
  readonly totals: Readonly<Record<string, number>>;
  readonly over: boolean;
  readonly winner: string | null;
}

export type Move =
  | { readonly type: 'play'; readonly player: string; readonly cards: readonly Card[] }
  | { readonly type: 'pass'; readonly player: string }
  | {
      readonly type: 'give';
      readonly player: string;
      readonly to: string;
      readonly cards: readonly Card[];
    };

export interface RoundSetup {
  /** seating for the round (default: the game's players, or the previous round's seating) */
  readonly seats?: readonly string[];
  /** the dealer's name (default: see §2) */
  readonly dealer?: string;
  /** known hands, by seat of `seats`; omit for table mode */
  readonly hands?: readonly (readonly Card[])[] | null;
  /** the round's number (default: one more than the last round's, or 1) */
  readonly number?: number;
  /**
   * The previous round's places by name, first place first, when it was played before this
   * game was entered (a table that starts using the referee mid-game): the round then follows
   * a finished round, with its exchange, its leader and miyako. Default: the places of the
   * game's own last round if it finished, else none (a round-1-like start).
   */
  readonly previous?: readonly string[];
}

// ---------------------------------------------------------------------------------------
// Creating a game and starting rounds

/** Players at one table: the deck serves 2 to 12 (at least four cards each). */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 12;
/**
 * The highest round a game may be entered at mid-way (the referee's "start at round N"; in a
 * transcript a `round N` line followed by `previous:` may skip as many rounds as this allows
 * from the round expected): the rounds skipped are kept as results, so the jump is bounded
 * (docs/decisions.md).
 */
export const MAX_ENTERED_ROUND = 999;

export function createGame(rules: RuleSet, players: readonly string[]): GameState {
  const totals = nameRecordOf(players.map((p) => [p, 0] as const));
  return {
    rules,
    players: [...players],
    round: null,
    results: [],
    totals,
    over: false,
    winner: null,
  };
}

/**
 * `list.map(f)` as a packed list. V8 builds a map's result packed until the function calling it
 * is optimised and holey after: a state's lists changing their kind mid-game sent every
 * optimised reader of them back to be compiled again (an eighth of the time a new process
 * took to judge a 1 MB transcript).
 */
export function mapPacked<T, U>(list: readonly T[], f: (x: T, i: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < list.length; i++) out.push(f(list[i] as T, i));
  return out;
}

function deckSize(rules: RuleSet): number {
  return 52 + rules.jokers;
}

/** Starts the next round: round 1, the round after a finished one, or (after an unfinished one) an excerpt. */
export function startRound(game: GameState, setup: RoundSetup = {}): GameState {
  const prev = game.round;
  const seats = [...(setup.seats ?? prev?.seats ?? game.players)];
  const n = seats.length;
  const number = setup.number ?? (prev?.number ?? 0) + 1;
  const followsFinished = prev !== null && prev.over;
  const previous =
    setup.previous !== undefined ? [...setup.previous] : followsFinished ? placeNames(prev) : null;
  const firstLike = previous === null;
  let dealer = n - 1;
  if (setup.dealer !== undefined && seats.includes(setup.dealer))
    dealer = seats.indexOf(setup.dealer);
  else if (previous !== null) {
    const last = previous[previous.length - 1];
    if (last !== undefined && last !== null && seats.includes(last)) dealer = seats.indexOf(last);
  }
  const hands = setup.hands ? mapPacked(setup.hands, (h) => [...h]) : null;
  const counts = hands
    ? mapPacked(hands, (h) => h.length)
    : dealCounts(deckSize(game.rules), n, dealer);
  const exchange = previous === null ? [] : exchangeFor(game.rules, seats, previous);
  const round: Round = {
    number,
    seats,
    dealer,
    firstLike,
    hands,
    counts,
    played: [],
    playedRanks: new Array<number>(JOKER_INDEX + 1).fill(0),
    places: mapPacked(seats, () => null),
    trick: {
      toAct: null,
      top: null,
      passed: mapPacked(seats, () => false),
      lap: null,
      pile: [],
    },
    reversed: false,
    began: false,
    previous,
    exchange,
    lastTrick: null,
    over: false,
  };
  const withLead: Round = {
    ...round,
    trick: { ...round.trick, toAct: firstLeadOf(game.rules, round).seat },
  };
  return { ...game, round: withLead, results: enteredResults(game, number, setup.previous) };
}

/**
 * The game's results when a round is entered from the places of a round the referee did not
 * see (`previous`): one result per round before `number` that the game has none for, their
 * places unknown but for the round just before, so a game of N rounds still ends after round N.
 */
function enteredResults(
  game: GameState,
  number: number,
  previous: readonly (string | null)[] | undefined,
): readonly RoundResult[] {
  if (previous === undefined) return game.results;
  // Which rounds before `number` have a result: one pass over the results into a bitmap (a
  // game entered mid-way again and again must not rebuild a set of every round each time).
  const known = new Uint8Array(Math.max(number, 0));
  for (const r of game.results) {
    if (Number.isInteger(r.number) && r.number >= 1 && r.number < number) known[r.number] = 1;
  }
  const added: RoundResult[] = [];
  for (let n = 1; n < number; n++) {
    if (known[n] === 1) continue;
    const places = n === number - 1 ? [...previous] : game.players.map(() => null);
    added.push({ number: n, places, points: {} });
  }
  // (concat: one copy of memory; a spread walks the results, thousands in a long game)
  return added.length === 0 ? game.results : game.results.concat(added);
}

function placeNames(round: Round): (string | null)[] {
  // (packed in every tier: the next round keeps these names as its `previous`, see mapPacked)
  return mapPacked(round.places, (seat) => (seat === null ? null : (round.seats[seat] ?? null)));
}

/**
 * The exchange list before a round that follows a finished one (§3 exchange): who gives
 * whom how many cards, seats by index of `seats`, from the previous round's places by name
 * (first place first). The lower role gives its highest cards, the higher role gives back as
 * many; a pair whose player is not seated (or is missing) is left out.
 */
export function exchangeFor(
  rules: RuleSet,
  seats: readonly string[],
  previous: readonly (string | null)[],
): ExchangeDue[] {
  if (rules.exchange === 'none') return [];
  const n = previous.length;
  const seatOf = (place: number): number => {
    const name = previous[place];
    return name === null || name === undefined ? -1 : seats.indexOf(name);
  };
  const pairs: { low: number; high: number; count: number }[] = [];
  if (rules.exchange === 'one') pairs.push({ low: seatOf(n - 1), high: seatOf(0), count: 1 });
  else {
    pairs.push({ low: seatOf(n - 1), high: seatOf(0), count: 2 });
    if (n >= 4) pairs.push({ low: seatOf(n - 2), high: seatOf(1), count: 1 });
  }
  const due: ExchangeDue[] = [];
  for (const p of pairs) {
    if (p.low < 0 || p.high < 0 || p.low === p.high) continue;
    due.push({ from: p.low, to: p.high, count: p.count, kind: 'highest', done: false });
    due.push({ from: p.high, to: p.low, count: p.count, kind: 'return', done: false });
  }
  return due;
}

/**
 * Who must lead the round's first trick and by which rule (§2, §3 first-lead / next-lead):
 * the previous round's place (next-lead scum / president), the holder of the rule set's
 * first card (known hands), the player left of the dealer, or nobody in particular (`open`:
 * whoever moves first). The explanations (src/engine/explain.ts) read the same answer.
 */
export type FirstLead =
  | { readonly seat: number; readonly by: 'previous' | 'holds' | 'left-of-dealer' }
  /** `holder`: the holder of this card leads, but the hands are not known (table mode) */
  | { readonly seat: null; readonly by: 'open'; readonly holder: Card | null };

export function firstLeadOf(rules: RuleSet, round: Round): FirstLead {
  const open: FirstLead = { seat: null, by: 'open', holder: null };
  const n = round.seats.length;
  if (!round.firstLike && rules.nextLead !== 'first-lead' && round.previous !== null) {
    const name = rules.nextLead === 'scum' ? round.previous[n - 1] : round.previous[0];
    const seat = name === null || name === undefined ? -1 : round.seats.indexOf(name);
    return seat >= 0 ? { seat, by: 'previous' } : open;
  }
  switch (rules.firstLead) {
    case 'club-3':
    case 'diamond-3': {
      const wanted = firstCardOf(rules);
      if (wanted === null) return open;
      if (round.hands === null) return { seat: null, by: 'open', holder: wanted };
      const seat = round.hands.findIndex((h) => h.some((c) => sameCard(c, wanted)));
      return seat >= 0 ? { seat, by: 'holds' } : open;
    }
    case 'left-of-dealer': {
      const seat = nextWithCards(round.counts, round.dealer);
      return seat === null ? open : { seat, by: 'left-of-dealer' };
    }
    case 'any':
      return open;
  }
}

/** The card the first play must contain under first-lead club-3 / diamond-3. */
export function firstCardOf(rules: RuleSet): Card | null {
  if (rules.firstLead === 'club-3') return { rank: '3', suit: 'C' };
  if (rules.firstLead === 'diamond-3') return { rank: '3', suit: 'D' };
  return null;
}

function nextWithCards(counts: readonly number[], from: number): number | null {
  const n = counts.length;
  for (let i = 1; i <= n; i++) {
    const s = (from + i) % n;
    if ((counts[s] ?? 0) > 0) return s;
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// Queries

export function seatOf(round: Round, player: string): number {
  const seat = round.seats.indexOf(player);
  if (seat < 0) throw new Error(`unknown player ${JSON.stringify(player)}`);
  return seat;
}

export function toActName(game: GameState): string | null {
  const r = game.round;
  if (r === null || r.over || r.trick.toAct === null) return null;
  return r.seats[r.trick.toAct] ?? null;
}

export function topInfo(round: Round, top: TopPlay): TopInfo {
  return {
    player: round.seats[top.seat] ?? '',
    cards: top.cards,
    count: top.shape.count,
    rank: rankAt(top.shape.rank),
  };
}

function isFirstPlayOfGame(rules: RuleSet, round: Round): boolean {
  // first-card: the very first play of the game, i.e. of round 1 only (§3, finer points)
  return rules.firstCard && round.number === 1 && !round.began && firstCardOf(rules) !== null;
}

// ---------------------------------------------------------------------------------------
// Matching a play against a known hand (§3, finer points): written suits and jokers first,
// then each lone rank takes the first remaining card of that rank in the hand.

type Match =
  | { readonly ok: true; readonly cards: Card[]; readonly rest: Card[] }
  | { readonly ok: false; readonly missing: Card };

/**
 * The last match worked out: a play is judged, then applied, and applying matches the same
 * cards in the same hand again. Hands and moves' cards are readonly lists, so the same two
 * lists (by identity) match the same way: the second match is the first one's answer. Kept
 * in four variables (no list per match).
 */
let lastHand: readonly Card[] | null = null;
let lastCards: readonly Card[] | null = null;
let lastPreferHighSuit = false;
let lastMatch: Match | null = null;

/**
 * The shape of the last list of cards asked for: a play is judged, then applied, and both
 * need its shape. Lists of cards are readonly, so the same list (by identity) under the same
 * joker rule has the same shape. Kept in three variables: a hit or a miss allocates nothing.
 */
let lastShapeCards: readonly Card[] | null = null;
let lastShapeJoker: RuleSet['joker'] | null = null;
let lastShape: PlayShape | null = null;

function shapeOf(cards: readonly Card[], joker: RuleSet['joker']): PlayShape | null {
  if (cards === lastShapeCards && joker === lastShapeJoker) return lastShape;
  lastShape = playShape(cards, joker);
  lastShapeCards = cards;
  lastShapeJoker = joker;
  return lastShape;
}

/** `not-in-hand` for a card the hand cannot give, with how many of its rank the hand holds. */
function notInHand(player: string, hand: readonly Card[], missing: Card): Verdict {
  let held = 0;
  for (const c of hand) if (c.rank === missing.rank) held++;
  return illegal({ code: 'not-in-hand', player, card: missing, held });
}

function matchCards(hand: readonly Card[], cards: readonly Card[], preferHighSuit = false): Match {
  if (
    lastMatch !== null &&
    hand === lastHand &&
    cards === lastCards &&
    preferHighSuit === lastPreferHighSuit
  )
    return lastMatch;
  lastMatch = matchOnce(hand, cards, preferHighSuit);
  lastHand = hand;
  lastCards = cards;
  lastPreferHighSuit = preferHighSuit;
  return lastMatch;
}

function matchOnce(hand: readonly Card[], cards: readonly Card[], preferHighSuit: boolean): Match {
  // Plain loops, no closures: a long transcript matches every play it judges.
  const rest = hand.slice();
  // The cards as written, each replaced by the card of the hand it takes: suited cards and
  // jokers in the first pass, lone ranks in the second, so every one is replaced.
  const matched = cards.slice();
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < cards.length; i++) {
      const c = cards[i] as Card;
      const lone = c.suit === null && !isJoker(c);
      if (lone !== (pass === 1)) continue;
      // A lone rank takes the first card of its rank, or with preferHighSuit the highest suit.
      let index = -1;
      let best = -1;
      for (let k = 0; k < rest.length; k++) {
        const h = rest[k] as Card;
        if (lone ? h.rank !== c.rank : !sameCard(h, c)) continue;
        const value = lone && preferHighSuit ? SUITS.indexOf(h.suit as Suit) : 0;
        if (value > best) {
          best = value;
          index = k;
        }
      }
      if (index < 0) return { ok: false, missing: c };
      matched[i] = rest[index] as Card;
      // Removed in place (splice would make a list of the removed card).
      for (let k = index + 1; k < rest.length; k++) rest[k - 1] = rest[k] as Card;
      rest.pop();
    }
  }
  return { ok: true, cards: matched, rest };
}

// ---------------------------------------------------------------------------------------
// Judging

/** The verdict on a move: legal, or the first code of §6 that applies, with its data. */
export function judgeMove(game: GameState, move: Move): Verdict {
  const unknown = unknownName(game, move);
  if (unknown !== null) return unknown;
  if (move.type === 'give') return judgeGive(game, move);
  const r = game.round;
  if (r === null || r.over)
    return illegal({ code: 'round-over', player: move.player, round: r?.number ?? 0 });
  const rules = game.rules;
  const seat = seatOf(r, move.player);
  const player = move.player;
  if (r.counts[seat] === 0) {
    const place = r.places.indexOf(seat);
    return illegal({ code: 'already-finished', player, place: place >= 0 ? place + 1 : null });
  }
  if (!rules.reentry && r.trick.passed[seat] === true)
    return illegal({ code: 'already-passed', player });
  const toAct = r.trick.toAct;
  if (toAct !== null && toAct !== seat) {
    return illegal({ code: 'not-your-turn', player, toAct: r.seats[toAct] ?? '' });
  }
  const top = r.trick.top;
  if (move.type === 'pass') {
    if (top === null) return illegal({ code: 'leader-cannot-pass', player });
    if (rules.mandatory && r.hands !== null) {
      const example = playsFromHand(rules, r, r.hands[seat] ?? [], top)[0];
      if (example !== undefined)
        return illegal({ code: 'must-play', player, top: topInfo(r, top), example });
    }
    return LEGAL;
  }
  return judgePlay(rules, r, seat, move.cards);
}

/**
 * A move naming someone not at the table (not seated in the round, or not a player of the
 * game before the first deal): refused before anything else, never thrown.
 */
function unknownName(game: GameState, move: Move): Verdict | null {
  const seats = game.round?.seats ?? game.players;
  let name: string;
  if (!seats.includes(move.player)) name = move.player;
  else if (move.type === 'give' && !seats.includes(move.to)) name = move.to;
  else return null;
  return illegal({ code: 'unknown-player', player: move.player, name, seats: [...seats] });
}

/** The cards of a play per rank index while judgePlay reads it (a list kept, not one per move). */
const RANK_COUNT = new Int32Array(JOKER_INDEX + 1);

/** Whether `cards` has a card the same as `c` (a plain loop: judging asks it for every card). */
function holds(cards: readonly Card[], c: Card): boolean {
  for (let i = 0; i < cards.length; i++) if (sameCard(cards[i] as Card, c)) return true;
  return false;
}

function judgePlay(rules: RuleSet, r: Round, seat: number, cards: readonly Card[]): Verdict {
  const player = r.seats[seat] ?? '';
  // duplicate-card: a card twice, more than four of a rank, more jokers than the deck has
  // per rank index, jokers last: one list for every judge (nothing here calls back into it)
  const rankCount = RANK_COUNT.fill(0);
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as Card;
    const ri = rankIndex(c.rank);
    rankCount[ri] = (rankCount[ri] as number) + 1;
    if (c.suit !== null) {
      for (let k = 0; k < i; k++) {
        if (sameCard(c, cards[k] as Card))
          return illegal({ code: 'duplicate-card', player, card: c, jokersInDeck: rules.jokers });
      }
    }
    const limit = ri === JOKER_INDEX ? rules.jokers : 4;
    if (rankCount[ri] > limit)
      return illegal({ code: 'duplicate-card', player, card: c, jokersInDeck: rules.jokers });
  }
  // Known hands: a hand that holds the cards has not played them (a card leaves its hand when
  // played, and no card is in two hands), so card-already-played, which comes first (§6), is
  // looked for only when the hand cannot give them. The match is kept for applying the play.
  const hand = r.hands === null ? null : (r.hands[seat] ?? []);
  const match = hand === null ? null : matchCards(hand, cards);
  if (match === null || !match.ok) {
    // card-already-played: a written card played before, or more of a rank than exist
    for (const c of cards) {
      // (only a rank already played is looked for)
      if (c.suit !== null && (r.playedRanks[rankIndex(c.rank)] as number) > 0 && holds(r.played, c))
        return illegal({ code: 'card-already-played', player, card: c, left: null });
    }
    for (const c of cards) {
      const ri = rankIndex(c.rank);
      const limit = ri === JOKER_INDEX ? rules.jokers : 4;
      const playedOfRank = r.playedRanks[ri] as number;
      if (playedOfRank + (rankCount[ri] as number) > limit) {
        const left = Math.max(0, limit - playedOfRank);
        return illegal({ code: 'card-already-played', player, card: c, left });
      }
    }
  }
  if (hand !== null && match !== null) {
    if (!match.ok) return notInHand(player, hand, match.missing);
  } else if (cards.length > (r.counts[seat] ?? 0)) {
    return illegal({
      code: 'too-many-cards',
      player,
      count: cards.length,
      held: r.counts[seat] ?? 0,
    });
  }
  const shape = shapeOf(cards, rules.joker);
  if (shape === null) {
    const ranks = ranksIn(cards).map(rankAt);
    return illegal({ code: 'mixed-ranks', player, ranks, jokerHigh: rules.joker === 'high' });
  }
  if (isFirstPlayOfGame(rules, r)) {
    const needed = firstCardOf(rules) as Card;
    if (!cards.some((c) => sameCard(c, needed))) {
      const suitMissing = cards.some((c) => c.suit === null && c.rank === needed.rank);
      return illegal({ code: 'missing-first-card', player, card: needed, suitMissing });
    }
  }
  const top = r.trick.top;
  if (top === null) return LEGAL;
  const beat = judgeBeat(shape, top.shape, rules, r.reversed);
  if (beat === 'wrong-count') {
    return illegal({
      code: 'wrong-count',
      player,
      count: cards.length,
      top: topInfo(r, top),
      rule: rules.count,
    });
  }
  if (beat === 'not-higher') {
    return illegal({
      code: 'not-higher',
      player,
      rank: rankAt(shape.rank),
      top: topInfo(r, top),
      equalAllowed: rules.equal !== 'off',
      reversed: r.reversed,
      bySuit: suitsDecide(shape, top.shape, rules),
      topBySuit: rules.twosBySuit && top.shape.twoSuit !== null,
      unbeatable:
        rules.jokers === 0 &&
        rules.equal === 'off' &&
        rules.count !== 'bigger-wins' &&
        !rules.twosBySuit &&
        top.shape.rank === (r.reversed ? 0 : TWO_INDEX),
    });
  }
  return LEGAL;
}

// ---------------------------------------------------------------------------------------
// Legal plays from a known hand (hints, bots, must-play)

/**
 * Every distinct legal play from `hand` for the seat to act: one per rank and size (and
 * number of wild jokers), with the cards taken from the hand. Under twos-by-suit the highest
 * 2s are chosen; otherwise the first cards of the rank in hand order.
 */
function playsFromHand(
  rules: RuleSet,
  round: Round,
  hand: readonly Card[],
  top: TopPlay | null,
): Card[][] {
  const byRank: Card[][] = Array.from({ length: JOKER_INDEX + 1 }, () => []);
  for (const c of hand) byRank[rankIndex(c.rank)]?.push(c);
  const jokers = byRank[JOKER_INDEX] ?? [];
  const wild = rules.joker === 'wild';
  const needFirst = isFirstPlayOfGame(rules, round) ? firstCardOf(rules) : null;
  const plays: Card[][] = [];
  const consider = (cards: Card[]): void => {
    const shape = playShape(cards, rules.joker);
    if (shape === null) return;
    if (needFirst !== null && !cards.some((c) => sameCard(c, needFirst))) return;
    if (top !== null) {
      const beat = judgeBeat(shape, top.shape, rules, round.reversed);
      if (beat === 'wrong-count' || beat === 'not-higher') return;
    }
    plays.push(cards);
  };
  for (let r = 0; r < JOKER_INDEX; r++) {
    let naturals = byRank[r] ?? [];
    if (naturals.length === 0) continue;
    if (rules.twosBySuit && r === TWO_INDEX)
      naturals = [...naturals].sort((a, b) => twoSuitValue(b) - twoSuitValue(a));
    if (needFirst !== null && r === 0) {
      const i = naturals.findIndex((c) => sameCard(c, needFirst));
      if (i > 0) naturals = [naturals[i] as Card, ...naturals.filter((_, k) => k !== i)];
    }
    const maxJ = wild ? jokers.length : 0;
    for (let k = 1; k <= naturals.length; k++) {
      for (let j = 0; j <= maxJ; j++) consider([...naturals.slice(0, k), ...jokers.slice(0, j)]);
    }
  }
  for (let j = 1; j <= jokers.length; j++) consider(jokers.slice(0, j));
  return plays;
}

/** The legal plays of the player to act (known hands only); [] in table mode or when the round is over. */
export function legalPlays(game: GameState, player?: string): Card[][] {
  const r = game.round;
  if (r === null || r.over || r.hands === null) return [];
  const seat = player === undefined ? r.trick.toAct : seatOf(r, player);
  if (seat === null || (r.trick.toAct !== null && r.trick.toAct !== seat)) return [];
  if ((r.counts[seat] ?? 0) === 0 || (!game.rules.reentry && r.trick.passed[seat] === true))
    return [];
  return playsFromHand(game.rules, r, r.hands[seat] ?? [], r.trick.top);
}

// ---------------------------------------------------------------------------------------
// The exchange

function judgeGive(game: GameState, move: Extract<Move, { type: 'give' }>): Verdict {
  const r = game.round;
  const player = move.player;
  const to = move.to;
  const notDue = (reason: NotDueReason): Verdict =>
    illegal({ code: 'exchange-not-due', player, to, reason });
  if (r === null || r.over) return notDue('play-begun');
  if (game.rules.exchange === 'none') return notDue('no-exchange');
  if (r.firstLike) return notDue('first-round');
  if (r.began) return notDue('play-begun');
  const from = seatOf(r, player);
  const toSeat = seatOf(r, to);
  const due = r.exchange.find((d) => d.from === from && d.to === toSeat);
  if (due === undefined) return notDue('not-this-pair');
  if (due.done) return notDue('already-given');
  if (move.cards.length !== due.count) {
    return illegal({
      code: 'exchange-wrong-count',
      player,
      to,
      count: move.cards.length,
      required: due.count,
    });
  }
  if (r.hands === null) return LEGAL;
  const hand = r.hands[from] ?? [];
  const preferHigh = due.kind === 'highest' && game.rules.exchangeTies === 'suit';
  const m = matchCards(hand, move.cards, preferHigh);
  if (!m.ok) return notInHand(player, hand, m.missing);
  if (due.kind === 'highest') {
    const expected = highestCards(hand, due.count, game.rules.exchangeTies === 'suit');
    const wrong = unexpectedCard(m.cards, expected, game.rules.exchangeTies === 'suit');
    if (wrong !== null)
      return illegal({ code: 'exchange-not-highest', player, to, expected, card: wrong });
  } else if (game.rules.exchangeReturn === 'lowest') {
    const expected = lowestCards(hand, due.count);
    const wrong = unexpectedCard(m.cards, expected, false);
    if (wrong !== null)
      return illegal({ code: 'exchange-not-lowest', player, to, expected, card: wrong });
  }
  return LEGAL;
}

/**
 * The `count` highest cards in the exchange's order: ranks in the normal order, jokers above
 * 2s (a revolution never matters here, §6); with `bySuit` (exchange-ties=suit) ties go to the
 * higher suit, C < D < H < S, else to the hand's order.
 */
export function highestCards(hand: readonly Card[], count: number, bySuit: boolean): Card[] {
  return pickCards(hand, count, bySuit ? cardOrder : rankValue, -1);
}

/** The `count` lowest cards in the same order (exchange-return=lowest); ties in the hand's order. */
export function lowestCards(hand: readonly Card[], count: number): Card[] {
  return pickCards(hand, count, rankValue, 1);
}

const rankValue = (c: Card): number => rankIndex(c.rank);

/**
 * The first `count` cards of the hand sorted by `value` (sign 1: lowest first, -1: highest
 * first), ties in the hand's order, as a stable sort would give them: picked one by one
 * (each time the best card not yet taken, the earliest of equals), without sorting the hand.
 */
function pickCards(
  hand: readonly Card[],
  count: number,
  value: (c: Card) => number,
  sign: 1 | -1,
): Card[] {
  const taken = new Array<boolean>(hand.length).fill(false);
  const picked: Card[] = [];
  for (let k = 0; k < count && k < hand.length; k++) {
    let best = -1;
    let bestValue = 0;
    for (let i = 0; i < hand.length; i++) {
      if (taken[i] === true) continue;
      const v = sign * value(hand[i] as Card);
      if (best < 0 || v < bestValue) {
        best = i;
        bestValue = v;
      }
    }
    taken[best] = true;
    picked.push(hand[best] as Card);
  }
  return picked;
}

/**
 * The first given card that is not among the expected ones: compared card by card when the
 * suit decides ties, else rank by rank (any card of a tied rank may go).
 */
function unexpectedCard(
  given: readonly Card[],
  expected: readonly Card[],
  exact: boolean,
): Card | null {
  const pool = [...expected];
  for (const c of given) {
    const i = pool.findIndex((e) => (exact ? sameCard(e, c) : e.rank === c.rank));
    if (i < 0) return c;
    pool.splice(i, 1);
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// Applying a legal move

export interface Applied {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

interface Draft {
  /**
   * The round's lists of hands, counts and places until a play replaces them with changed
   * copies (a pass shares them); the hands themselves are shared (a changed hand is replaced).
   */
  hands: readonly (readonly Card[])[] | null;
  counts: readonly number[];
  /** the round's lists until a play replaces them with longer copies (a pass shares them) */
  played: readonly Card[];
  playedRanks: readonly number[];
  places: readonly (number | null)[];
  toAct: number | null;
  top: TopPlay | null;
  /**
   * The trick's passes and pile: the round's lists until the move changes them (`markPassed`,
   * `addToPile` copy them first; a new trick starts new ones), so a move copies only what it
   * changes.
   */
  passed: readonly boolean[];
  passedOwn: boolean;
  lap: number[] | null;
  pile: readonly PileEntry[];
  pileOwn: boolean;
  lastTrick: EndedTrick | null;
  reversed: boolean;
  over: boolean;
  readonly rules: RuleSet;
  /** the round's seating */
  readonly seats: readonly string[];
  /** the seat that moves */
  readonly seat: number;
  /** what the move caused, in order */
  readonly events: GameEvent[];
}

/** The cards of a pass or a skip in the pile: none (one list shared by every such turn). */
const NO_CARDS: readonly Card[] = [];

/** Ends the trick: its winner (the top play's seat, else the mover) leads the next one. */
function endTrick(d: Draft, reason: TrickEndReason): void {
  const winner = d.top?.seat ?? d.seat;
  const winnerOut = (d.counts[winner] ?? 0) === 0;
  const leader = winnerOut ? nextWithCards(d.counts, winner) : winner;
  d.events.push({
    type: 'trick-won',
    player: d.seats[winner] ?? '',
    leader: leader === null ? null : (d.seats[leader] ?? ''),
    reason,
    winnerOut,
  });
  d.lastTrick = { pile: d.pile, winner, leader, reason, winnerOut };
  d.pile = [];
  d.pileOwn = true;
  d.top = null;
  d.passed = mapPacked(d.seats, () => false);
  d.passedOwn = true;
  d.lap = null;
  d.toAct = leader;
  if (d.rules.revolution === 'trick') d.reversed = false;
}

/** Marks seat `s` as passed (or skipped) in this trick. */
function markPassed(d: Draft, s: number): void {
  if (!d.passedOwn) {
    d.passed = d.passed.slice();
    d.passedOwn = true;
  }
  (d.passed as boolean[])[s] = true;
}

/** Adds a turn to the trick's pile (the round's pile is copied once, with room for it). */
function addToPile(d: Draft, entry: PileEntry): void {
  if (d.pileOwn) (d.pile as PileEntry[]).push(entry);
  else {
    d.pile = [...d.pile, entry];
    d.pileOwn = true;
  }
}

/** The next seat to act after `from`, or 'end' when the turn would come back to the top play. */
function walk(d: Draft, from: number): number | 'end' {
  const n = d.seats.length;
  for (let i = 1; i <= n; i++) {
    const s = (from + i) % n;
    if (d.top !== null && s === d.top.seat) return 'end';
    if ((d.counts[s] ?? 0) === 0) continue;
    if (!d.rules.reentry && d.passed[s] === true) continue;
    return s;
  }
  return 'end';
}

/** one-lap: the next seat of the lap that still has cards, or 'end'. */
function nextInLap(d: Draft): number | 'end' {
  while (d.lap !== null && d.lap.length > 0) {
    const s = d.lap[0] as number;
    if ((d.counts[s] ?? 0) > 0) return s;
    d.lap.shift();
  }
  return 'end';
}

/** Gives the turn to the next seat after `from` (skipping one if `skip`), or ends the trick. */
function advance(d: Draft, from: number, skip: boolean): void {
  let next: number | 'end';
  if (d.lap !== null) {
    next = nextInLap(d);
    if (skip && next !== 'end') {
      markPassed(d, next);
      d.lap.shift();
      addToPile(d, { seat: next, kind: 'skip', cards: NO_CARDS });
      d.events.push({ type: 'skipped', player: d.seats[next] ?? '' });
      next = nextInLap(d);
    }
  } else {
    next = walk(d, from);
    if (skip && next !== 'end') {
      markPassed(d, next);
      addToPile(d, { seat: next, kind: 'skip', cards: NO_CARDS });
      d.events.push({ type: 'skipped', player: d.seats[next] ?? '' });
      next = walk(d, next);
    }
  }
  if (next === 'end') endTrick(d, d.lap !== null ? 'lap-over' : 'all-passed');
  else d.toAct = next;
}

/**
 * Judges and, if legal, applies a move. An illegal move changes nothing (§2: the player
 * takes the cards back), so the returned state is the one passed in.
 */
export function playMove(game: GameState, move: Move): { verdict: Verdict } & Applied {
  const verdict = judgeMove(game, move);
  if (!verdict.legal) return { verdict, state: game, events: [] };
  const applied = applyMove(game, move);
  return { verdict, state: applied.state, events: applied.events };
}

/** Applies a move that `judgeMove` found legal. */
export function applyMove(game: GameState, move: Move): Applied {
  const r = game.round;
  if (r === null) throw new Error('no round in play');
  if (move.type === 'give') return applyGive(game, r, move);
  const rules = game.rules;
  const seat = seatOf(r, move.player);
  const n = r.seats.length;
  const d: Draft = {
    hands: r.hands,
    counts: r.counts,
    played: r.played,
    playedRanks: r.playedRanks,
    places: r.places,
    toAct: r.trick.toAct,
    top: r.trick.top,
    passed: r.trick.passed,
    passedOwn: false,
    lap: r.trick.lap ? r.trick.lap.slice() : null,
    pile: r.trick.pile,
    pileOwn: false,
    lastTrick: r.lastTrick,
    reversed: r.reversed,
    over: false,
    rules,
    seats: r.seats,
    seat,
    // Every move's first event, in a list of exactly its length (most moves cause one).
    events: [
      move.type === 'pass'
        ? { type: 'passed', player: move.player }
        : { type: 'played', player: move.player, cards: move.cards },
    ],
  };
  const events = d.events;
  if (move.type === 'pass') {
    markPassed(d, seat);
    addToPile(d, { seat, kind: 'pass', cards: NO_CARDS });
    if (d.lap !== null && d.lap[0] === seat) d.lap.shift();
    advance(d, seat, false);
  } else {
    const isLead = d.top === null;
    let cards: readonly Card[] = move.cards;
    const hands = d.hands === null ? null : d.hands.slice();
    const counts = d.counts.slice();
    d.hands = hands;
    d.counts = counts;
    if (hands !== null) {
      const m = matchCards(hands[seat] ?? [], cards);
      if (!m.ok) throw new Error('applyMove: cards not in hand (judge the move first)');
      cards = m.cards;
      hands[seat] = m.rest;
    }
    const shape = shapeOf(move.cards, rules.joker);
    if (shape === null) throw new Error('applyMove: mixed ranks (judge the move first)');
    const equalSkip =
      !isLead &&
      d.top !== null &&
      rules.equal === 'skip' &&
      judgeBeat(shape, d.top.shape, rules, d.reversed) === 'equals';
    counts[seat] = (counts[seat] as number) - cards.length;
    // A copy with the new cards after it (spread has a fast path for plain arrays; concat's
    // generic one cost a profiled 3% of judging a long transcript).
    const played = [...d.played, ...cards];
    const playedRanks = d.playedRanks.slice();
    for (const c of cards) {
      const ri = rankIndex(c.rank);
      playedRanks[ri] = (playedRanks[ri] as number) + 1;
    }
    d.played = played;
    d.playedRanks = playedRanks;
    d.top = { seat, cards: move.cards, shape };
    addToPile(d, { seat, kind: 'play', cards: move.cards });
    if (rules.revolution !== 'off' && isRevolutionPlay(shape) && (!d.reversed || rules.counter)) {
      d.reversed = !d.reversed;
      events.push({ type: 'revolution', reversed: d.reversed });
    }
    if (rules.oneLap) {
      if (isLead) {
        d.lap = [];
        for (let i = 1; i < n; i++) {
          const s = (seat + i) % n;
          if ((d.counts[s] ?? 0) > 0) d.lap.push(s);
        }
      } else if (d.lap !== null && d.lap[0] === seat) d.lap.shift();
    }
    if (counts[seat] === 0) goOut(game, r, d, seat, cards, events, counts, hands);
    if (!d.over) {
      if (shape.rank !== JOKER_INDEX && rules.clear.includes(rankAt(shape.rank) as Rank)) {
        events.push({ type: 'cleared', player: move.player, rank: rankAt(shape.rank) });
        endTrick(d, 'cleared');
      } else advance(d, seat, equalSkip);
    }
  }
  if (d.over) {
    d.toAct = null;
    d.top = null;
  }
  // Every field written out, in Round's and GameState's order: one object shape for every
  // state, built at once (a spread copies the old object first, then overwrites fields).
  const round: Round = {
    number: r.number,
    seats: r.seats,
    dealer: r.dealer,
    firstLike: r.firstLike,
    hands: d.hands,
    counts: d.counts,
    played: d.played,
    playedRanks: d.playedRanks,
    places: d.places,
    trick: { toAct: d.toAct, top: d.top, passed: d.passed, lap: d.lap, pile: d.pile },
    reversed: d.reversed,
    began: r.began || move.type === 'play',
    previous: r.previous,
    exchange: r.exchange,
    lastTrick: d.lastTrick,
    over: d.over,
  };
  const state: GameState = {
    rules: game.rules,
    players: game.players,
    round,
    results: game.results,
    totals: game.totals,
    over: game.over,
    winner: game.winner,
  };
  return finishRoundIfOver(state, events);
}

/** A seat's hand is empty: it takes a place (a foul takes the worst free one), perhaps with miyako. */
function goOut(
  game: GameState,
  r: Round,
  d: Draft,
  seat: number,
  cards: readonly Card[],
  events: GameEvent[],
  counts: number[],
  hands: (readonly Card[])[] | null,
): void {
  const rules = game.rules;
  const name = (s: number): string => r.seats[s] ?? '';
  const places = d.places.slice();
  d.places = places;
  const foulCard = cards.find((c) => c.rank !== JOKER && rules.forbiddenFinish.includes(c.rank));
  if (foulCard !== undefined) {
    const place = takePlace(places, seat, 'worst');
    events.push({ type: 'foul', player: name(seat), place: place + 1, card: foulCard });
  } else {
    const place = takePlace(places, seat, 'best');
    events.push({ type: 'went-out', player: name(seat), place: place + 1 });
    if (place === 0 && rules.miyako && !r.firstLike && r.previous !== null) {
      const president = r.previous[0];
      const p = president === null || president === undefined ? -1 : r.seats.indexOf(president);
      if (p >= 0 && p !== seat && (counts[p] ?? 0) > 0) {
        counts[p] = 0;
        if (hands !== null) hands[p] = [];
        const pPlace = takePlace(places, p, 'worst');
        events.push({ type: 'miyako', player: name(p), place: pPlace + 1, by: name(seat) });
      }
    }
  }
  const left: number[] = [];
  counts.forEach((c, s) => {
    if (c > 0) left.push(s);
  });
  if (left.length <= 1) {
    for (const s of left) takePlace(places, s, 'best');
    d.over = true;
  }
}

function takePlace(places: (number | null)[], seat: number, which: 'best' | 'worst'): number {
  const index = which === 'best' ? places.indexOf(null) : places.lastIndexOf(null);
  if (index < 0) throw new Error('no free place');
  places[index] = seat;
  return index;
}

function finishRoundIfOver(game: GameState, events: GameEvent[]): Applied {
  const r = game.round;
  if (r === null || !r.over) return { state: game, events };
  // (every place is taken once the round is over)
  const places = mapPacked(r.places, (seat) => (seat === null ? '' : (r.seats[seat] ?? '')));
  events.push({ type: 'round-over', places });
  const points = placePoints(game.rules.scoring, places);
  // Copied only when the round scores (with scoring none the totals stay the same object).
  let scored: Record<string, number> | null = null;
  for (const p in points) {
    scored ??= nameRecordOf(Object.entries(game.totals));
    scored[p] = (scored[p] ?? 0) + (points[p] as number);
  }
  const totals = scored ?? game.totals;
  // A copy of the results with this round's appended (memory copy, not an iterator: a
  // transcript of thousands of rounds copies them once per round).
  const results = game.results.concat([{ number: r.number, places, points }]);
  const state: GameState = { ...game, results, totals };
  const ended = gameOver(state);
  if (ended === null) return { state, events };
  events.push({ type: 'game-over', winner: ended });
  return { state: { ...state, over: true, winner: ended }, events };
}

/** The winner if the game has ended under `length` (§3); ties go to the better place in the last round. */
function gameOver(game: GameState): string | null {
  const length = game.rules.length;
  const last = game.results[game.results.length - 1];
  if (last === undefined) return null;
  const over =
    (length.kind === 'rounds' && game.results.length >= length.n) ||
    (length.kind === 'points' && Object.values(game.totals).some((t) => t >= length.n));
  return over ? (standings(game.results, game.totals)[0] ?? null) : null;
}

function applyGive(game: GameState, r: Round, move: Extract<Move, { type: 'give' }>): Applied {
  const from = seatOf(r, move.player);
  const to = seatOf(r, move.to);
  const counts = [...r.counts];
  counts[from] = (counts[from] as number) - move.cards.length;
  counts[to] = (counts[to] as number) + move.cards.length;
  let hands = r.hands;
  let cards: readonly Card[] = move.cards;
  if (hands !== null) {
    const due = r.exchange.find((d) => d.from === from && d.to === to);
    const preferHigh = due?.kind === 'highest' && game.rules.exchangeTies === 'suit';
    const m = matchCards(hands[from] ?? [], move.cards, preferHigh);
    if (!m.ok) throw new Error('applyMove: give not in hand (judge the move first)');
    cards = m.cards;
    hands = mapPacked(hands, (h, s) => (s === from ? m.rest : s === to ? [...h, ...m.cards] : h));
  }
  const exchange = mapPacked(r.exchange, (d) =>
    d.from === from && d.to === to ? { ...d, done: true, ...(hands === null ? {} : { cards }) } : d,
  );
  const round: Round = { ...r, counts, hands, exchange };
  const withLead: Round = {
    ...round,
    trick: { ...round.trick, toAct: firstLeadOf(game.rules, round).seat },
  };
  return {
    state: { ...game, round: withLead },
    events: [{ type: 'gave', player: move.player, to: move.to, cards }],
  };
}
