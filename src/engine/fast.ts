/**
 * The computer players' playout engine: whole games under any RuleSet, fast.
 *
 * The public model (game.ts) is written to be read; this one keeps a table in typed arrays
 * (rank counts per seat, no card objects, no allocation per move). Suits matter to the rules
 * in three places only, and only there does it keep them: the 2s under twos-by-suit, the
 * 3♣/3♦ that decides the first lead and first-card, and the exchange's ties. So each seat's
 * 2s and 3s are kept as 4-bit suit masks (bit i = SUITS[i], C D H S) beside the rank counts.
 * tests/engine/fast.test.ts replays whole games under random rule sets through both models
 * and checks that they agree on every move, place and point.
 *
 * A play is one integer: rank | count << 4 | wildJokers << 8 (rank 13 = jokers alone).
 * A card is one integer too (`cardCode`): rank * 4 + suit for 0..51, 52 for a joker.
 */
import { JOKER_INDEX, RANKS, SUITS, rankIndex, type Card, type Rank } from './cards.ts';
import { TWO_INDEX } from './order.ts';
import { CHOICES, type GameLength, type RuleSet } from './rules.ts';

/** The index of `value` in the option's CHOICES tuple: the compact engine's number for it. */
function choiceIndex<K extends keyof typeof CHOICES>(
  key: K,
  value: (typeof CHOICES)[K][number],
): number {
  return (CHOICES[key] as readonly unknown[]).indexOf(value);
}

const EQUAL_OFF = choiceIndex('equal', 'off');
const EQUAL_SKIP = choiceIndex('equal', 'skip');
const COUNT_SAME = choiceIndex('count', 'same');
const COUNT_MORE = choiceIndex('count', 'more');
const COUNT_BIGGER = choiceIndex('count', 'bigger-wins');
const REVOLUTION_OFF = choiceIndex('revolution', 'off');
const REVOLUTION_TRICK = choiceIndex('revolution', 'trick');
const LEAD_CLUB_3 = choiceIndex('firstLead', 'club-3');
const LEAD_DIAMOND_3 = choiceIndex('firstLead', 'diamond-3');
const NEXT_SCUM = choiceIndex('nextLead', 'scum');
const NEXT_PRESIDENT = choiceIndex('nextLead', 'president');
const EXCHANGE_NONE = choiceIndex('exchange', 'none');
const EXCHANGE_ONE = choiceIndex('exchange', 'one');
const RETURN_LOWEST = choiceIndex('exchangeReturn', 'lowest');
const TIES_SUIT = choiceIndex('exchangeTies', 'suit');
const SCORING_PLACES = choiceIndex('scoring', 'places');
const SCORING_TWO_ONE = choiceIndex('scoring', 'two-one');

/** The kinds of `length`, in the order of FastRules.lengthKind. */
export const LENGTH_KINDS = [
  'rounds',
  'points',
  'open',
] as const satisfies readonly GameLength['kind'][];
const LENGTH_ROUNDS = LENGTH_KINDS.indexOf('rounds');
const LENGTH_POINTS = LENGTH_KINDS.indexOf('points');

const CLUBS = SUITS.indexOf('C');
const DIAMONDS = SUITS.indexOf('D');

/**
 * A rule set as numbers: each choice is its index in the CHOICES tuple of rules.ts, rank lists
 * are bit masks (bit r = RANKS[r]). Every one of the 21 options is here.
 */
export interface FastRules {
  readonly jokers: number;
  /** joker=wild */
  readonly wild: boolean;
  readonly reentry: boolean;
  readonly equal: number;
  readonly count: number;
  /** bit r set: rank r clears */
  readonly clearMask: number;
  readonly revolution: number;
  readonly counter: boolean;
  readonly twosBySuit: boolean;
  readonly mandatory: boolean;
  readonly oneLap: boolean;
  readonly firstLead: number;
  readonly firstCard: boolean;
  readonly nextLead: number;
  readonly exchange: number;
  readonly exchangeReturn: number;
  readonly exchangeTies: number;
  readonly miyako: boolean;
  /** bit r set: going out with rank r is a foul */
  readonly forbidMask: number;
  readonly scoring: number;
  /** index in LENGTH_KINDS */
  readonly lengthKind: number;
  /** N of rounds:N / points:N (0 for open) */
  readonly lengthN: number;
}

/** The compact form of a rule set. Every option can be represented, so it never fails. */
export function compileRules(rules: RuleSet): FastRules {
  const mask = (ranks: readonly Rank[]): number =>
    ranks.reduce((m, r) => m | (1 << RANKS.indexOf(r)), 0);
  return {
    jokers: choiceIndex('jokers', rules.jokers),
    wild: rules.joker === 'wild',
    reentry: rules.reentry,
    equal: choiceIndex('equal', rules.equal),
    count: choiceIndex('count', rules.count),
    clearMask: mask(rules.clear),
    revolution: choiceIndex('revolution', rules.revolution),
    counter: rules.counter,
    twosBySuit: rules.twosBySuit,
    mandatory: rules.mandatory,
    oneLap: rules.oneLap,
    firstLead: choiceIndex('firstLead', rules.firstLead),
    firstCard: rules.firstCard,
    nextLead: choiceIndex('nextLead', rules.nextLead),
    exchange: choiceIndex('exchange', rules.exchange),
    exchangeReturn: choiceIndex('exchangeReturn', rules.exchangeReturn),
    exchangeTies: choiceIndex('exchangeTies', rules.exchangeTies),
    miyako: rules.miyako,
    forbidMask: mask(rules.forbiddenFinish),
    scoring: choiceIndex('scoring', rules.scoring),
    lengthKind: LENGTH_KINDS.indexOf(rules.length.kind),
    lengthN: rules.length.kind === 'open' ? 0 : rules.length.n,
  };
}

export const PASS = -1;
const R = JOKER_INDEX + 1; // 14 rank slots per seat

export function playRank(p: number): number {
  return p & 15;
}
export function playCount(p: number): number {
  return (p >> 4) & 15;
}
export function playWild(p: number): number {
  return p >> 8;
}
export function encodePlay(rank: number, count: number, wild: number): number {
  return rank | (count << 4) | (wild << 8);
}

/** A card's code: rank * 4 + suit index for 0..51, 52 for a joker (known hands: every card has its suit). */
export function cardCode(c: Card): number {
  const r = rankIndex(c.rank);
  if (r === JOKER_INDEX) return 52;
  return r * 4 + (c.suit === null ? 0 : SUITS.indexOf(c.suit));
}

/** The suits whose cards are tracked: 3s (index 0, for the 3♣/3♦) and 2s (twos-by-suit). */
const THREE_INDEX = 0;

/** The twos-by-suit value (♦ = ♥ 0 < ♣ 1 < ♠ 2) of the best 2 in a suit mask, -1 if none. */
function bestTwo(mask: number): number {
  if ((mask & 8) !== 0) return 2;
  if ((mask & 1) !== 0) return 1;
  if ((mask & 6) !== 0) return 0;
  return -1;
}

/** Suit orders (suit indices), first taken first. */
const TWOS_BEST_FIRST = [3, 0, 2, 1] as const; // ♠ ♣ ♥ ♦: a play takes its best 2s, as game.ts does
const TWOS_WEAKEST_FIRST = [1, 2, 0, 3] as const; // ♦ ♥ ♣ ♠
const SUIT_LOW_FIRST = [0, 1, 2, 3] as const; // C D H S
const SUIT_HIGH_FIRST = [3, 2, 1, 0] as const; // S H D C: exchange-ties=suit

/** Takes up to `k` suits from `mask` in `order`; returns the suits taken as a mask. */
function takeSuits(mask: number, k: number, order: readonly number[]): number {
  let taken = 0;
  for (let i = 0; i < 4 && k > 0; i++) {
    const bit = 1 << (order[i] as number);
    if ((mask & bit) !== 0) {
      taken |= bit;
      k--;
    }
  }
  return taken;
}

/** A round in progress as a seat sees it, beside the hands (FastTable.load). */
export interface FastPosition {
  /** the seat to act */
  readonly toAct: number;
  /** the seat of the play to beat, -1 while the trick is being led */
  readonly topSeat: number;
  readonly topRank: number;
  readonly topCount: number;
  /** the top play's best 2 under twos-by-suit (♦ = ♥ 0 < ♣ 1 < ♠ 2), -1 if none */
  readonly topTwo: number;
  readonly reversed: boolean;
  /** per seat: sitting out of this trick */
  readonly passed: readonly boolean[];
  /** place index → seat, -1 while free */
  readonly places: readonly number[];
  /** the previous round's first (miyako), -1 if none */
  readonly previousFirst: number;
  /** one-lap: the seats still to act in this lap, the seat to act first; null otherwise */
  readonly lap: readonly number[] | null;
}

/** Rank slots per seat in `FastTable.hands`: 13 ranks and the joker. */
export const RANK_SLOTS = JOKER_INDEX + 1;

/** A round in progress, in typed arrays. Reuse one table for many rounds: `reset` allocates nothing. */
export class FastTable {
  readonly n: number;
  rules: FastRules;
  /** rank counts per seat: hands[seat * 14 + rank] */
  readonly hands: Int8Array;
  /** per seat, the suits of the 2s it holds (bit i = SUITS[i]) */
  readonly twos: Uint8Array;
  /** per seat, the suits of the 3s it holds */
  readonly threes: Uint8Array;
  readonly cnt: Int8Array;
  readonly passed: Uint8Array;
  /** place index → seat (-1 free) */
  readonly places: Int8Array;
  readonly lap: Int8Array;
  /** levels[seat * 4 + k]: bit r set when the seat holds more than k cards of rank r */
  readonly levels: Int32Array;
  /** count=same without wild jokers or twos-by-suit: plays are picked from the bit masks */
  readonly simple: boolean;
  lapHead = 0;
  lapLen = 0;
  lapOn = false;
  toAct = 0;
  topSeat = -1;
  topRank = 0;
  topCount = 0;
  /** the top play's best 2 (twos-by-suit value), -1 when it is no play of 2s */
  topTwo = -1;
  /** the suits of the last play's 3s or 2s (bit i = SUITS[i]); 0 for other ranks */
  lastSuits = 0;
  /** first-card: the suit of the 3 the next play must contain (the game's first play), else -1 */
  firstSuit = -1;
  reversed = false;
  over = false;
  left = 0;
  /** previous round's first (miyako), -1 if none */
  previousFirst = -1;

  constructor(n: number, rules: FastRules) {
    this.n = n;
    this.rules = rules;
    this.hands = new Int8Array(n * R);
    this.twos = new Uint8Array(n);
    this.threes = new Uint8Array(n);
    this.cnt = new Int8Array(n);
    this.passed = new Uint8Array(n);
    this.places = new Int8Array(n);
    this.lap = new Int8Array(n);
    this.levels = new Int32Array(n * 4);
    this.simple = rules.count === COUNT_SAME && !rules.wild && !rules.twosBySuit;
  }

  /**
   * Starts a round from the hands already written into `hands` (and `twos`, `threes`);
   * `leader` leads; `firstSuit` is the suit of the 3 the first play must contain, or -1.
   */
  reset(leader: number, previousFirst: number, firstSuit = -1): void {
    this.countHands();
    for (let s = 0; s < this.n; s++) {
      this.passed[s] = 0;
      this.places[s] = -1;
    }
    this.toAct = leader;
    this.topSeat = -1;
    this.topTwo = -1;
    this.lastSuits = 0;
    this.firstSuit = firstSuit;
    this.reversed = false;
    this.over = false;
    this.lapOn = false;
    this.previousFirst = previousFirst;
  }

  /**
   * Sets up a round in progress (the Strong player's playouts start from the position its
   * seat sees): the hands already written into `hands`, `twos` and `threes`, the rest from
   * `p`. Seats without cards must hold a place in `p.places`.
   */
  load(p: FastPosition): void {
    this.countHands();
    for (let s = 0; s < this.n; s++) {
      this.passed[s] = p.passed[s] === true ? 1 : 0;
      this.places[s] = p.places[s] ?? -1;
    }
    this.toAct = p.toAct;
    this.topSeat = p.topSeat;
    this.topRank = p.topRank;
    this.topCount = p.topCount;
    this.topTwo = p.topTwo;
    this.lastSuits = 0;
    this.firstSuit = -1;
    this.reversed = p.reversed;
    this.over = this.left <= 1;
    this.previousFirst = p.previousFirst;
    const lap = p.lap;
    this.lapOn = lap !== null;
    this.lapHead = 0;
    this.lapLen = 0;
    if (lap !== null) for (const s of lap) this.lap[this.lapLen++] = s;
  }

  /** Copies the whole position of another table of the same size and rules. */
  copyFrom(o: FastTable): void {
    this.rules = o.rules;
    this.hands.set(o.hands);
    this.twos.set(o.twos);
    this.threes.set(o.threes);
    this.cnt.set(o.cnt);
    this.passed.set(o.passed);
    this.places.set(o.places);
    this.lap.set(o.lap);
    this.levels.set(o.levels);
    this.lapHead = o.lapHead;
    this.lapLen = o.lapLen;
    this.lapOn = o.lapOn;
    this.toAct = o.toAct;
    this.topSeat = o.topSeat;
    this.topRank = o.topRank;
    this.topCount = o.topCount;
    this.topTwo = o.topTwo;
    this.lastSuits = o.lastSuits;
    this.firstSuit = o.firstSuit;
    this.reversed = o.reversed;
    this.over = o.over;
    this.left = o.left;
    this.previousFirst = o.previousFirst;
  }

  /** The place (0 = first) a seat has taken, or -1 while it still plays. */
  placeOf(seat: number): number {
    for (let i = 0; i < this.n; i++) if (this.places[i] === seat) return i;
    return -1;
  }

  strength(rank: number): number {
    if (rank === JOKER_INDEX) return 100;
    return this.reversed ? 12 - rank : rank;
  }

  /**
   * Writes the legal plays of the seat to act into `out` and returns how many. The pass is
   * not listed; `canPass` says whether it is legal.
   */
  legalPlays(out: Int32Array): number {
    const base = this.toAct * R;
    const h = this.hands;
    const wild = this.rules.wild ? (h[base + JOKER_INDEX] as number) : 0;
    let k = 0;
    if (this.topSeat < 0) {
      // first-card: only plays of 3s (they hold the 3 that must be in it)
      const lastRank = this.firstSuit >= 0 ? THREE_INDEX + 1 : JOKER_INDEX;
      for (let r = 0; r < lastRank; r++) {
        const c = h[base + r] as number;
        for (let m = 1; m <= c; m++) {
          out[k++] = r | (m << 4);
          for (let j = 1; j <= wild; j++) out[k++] = r | ((m + j) << 4) | (j << 8);
        }
      }
      if (this.firstSuit >= 0) return k;
      const x = h[base + JOKER_INDEX] as number;
      for (let m = 1; m <= x; m++) out[k++] = JOKER_INDEX | (m << 4);
      return k;
    }
    const tc = this.topCount;
    const tr = this.topRank;
    const reversed = this.reversed;
    const countRule = this.rules.count;
    const equalOk = this.rules.equal !== EQUAL_OFF;
    for (let r = 0; r <= JOKER_INDEX; r++) {
      const c = h[base + r] as number;
      if (c === 0) continue;
      // the rank beats (or, with equal, equals) the top: jokers above all, a turned order for the rest
      let rankOk: boolean;
      if (r === tr) rankOk = this.equalRankOk(r, equalOk);
      else if (r === JOKER_INDEX) rankOk = true;
      else if (tr === JOKER_INDEX) rankOk = false;
      else rankOk = reversed ? r < tr : r > tr;
      const maxJ = r === JOKER_INDEX ? 0 : wild;
      if (countRule === COUNT_SAME) {
        if (!rankOk) continue;
        for (let j = 0; j <= maxJ; j++) {
          const m = tc - j;
          if (m >= 1 && m <= c) out[k++] = r | (tc << 4) | (j << 8);
        }
      } else {
        if (countRule === COUNT_MORE && !rankOk) continue;
        for (let m = 1; m <= c; m++) {
          for (let j = 0; j <= maxJ; j++) {
            const total = m + j;
            if (countRule === COUNT_MORE ? total >= tc : total > tc || (total === tc && rankOk))
              out[k++] = r | (total << 4) | (j << 8);
          }
        }
      }
    }
    return k;
  }

  /**
   * A play of the top's own rank: legal with equal on/skip; under twos-by-suit a set of 2s
   * compares its best 2 with the top's (the order turned by a revolution), as game.ts does.
   */
  private equalRankOk(r: number, equalOk: boolean): boolean {
    if (r !== TWO_INDEX || !this.rules.twosBySuit) return equalOk;
    let d = bestTwo(this.twos[this.toAct] as number) - this.topTwo;
    if (this.reversed) d = -d;
    return d > 0 || (d === 0 && equalOk);
  }

  /** Keeps the seat's level masks for rank r in step with its count. */
  /** Each seat's card count and levels from the hands written into `hands`; the seats holding cards. */
  private countHands(): void {
    this.left = 0;
    for (let s = 0; s < this.n; s++) {
      let c = 0;
      for (let r = 0; r < R; r++) c += this.hands[s * R + r] as number;
      this.cnt[s] = c;
      for (let r = 0; r < R; r++) this.setLevels(s, r);
      if (c > 0) this.left++;
    }
  }

  private setLevels(seat: number, r: number): void {
    const c = this.hands[seat * R + r] as number;
    const bit = 1 << r;
    const l = this.levels;
    const b = seat * 4;
    l[b] = c > 0 ? (l[b] as number) | bit : (l[b] as number) & ~bit;
    l[b + 1] = c > 1 ? (l[b + 1] as number) | bit : (l[b + 1] as number) & ~bit;
    l[b + 2] = c > 2 ? (l[b + 2] as number) | bit : (l[b + 2] as number) & ~bit;
    l[b + 3] = c > 3 ? (l[b + 3] as number) | bit : (l[b + 3] as number) & ~bit;
  }

  /** The ranks that beat (or, with equal, equal) the top play, as a bit mask. */
  private beatMask(): number {
    const t = this.topRank;
    const equalOk = this.rules.equal !== EQUAL_OFF;
    if (t === JOKER_INDEX) return equalOk ? 1 << JOKER_INDEX : 0;
    let mask = this.reversed ? (1 << t) - 1 : 0x1fff & ~((2 << t) - 1);
    mask |= 1 << JOKER_INDEX;
    if (equalOk) mask |= 1 << t;
    return mask;
  }

  /**
   * A move chosen uniformly among the legal plays and (where legal) the pass, as
   * `legalPlays` + a pick would choose, but from the bit masks when the rules allow:
   * no list is written. `buffer` serves the general case.
   */
  randomMove(next: () => number, buffer: Int32Array): number {
    if (!this.simple || this.firstSuit >= 0) {
      const k = this.legalPlays(buffer);
      const options = this.canPass(k) ? k + 1 : k;
      const pick = next() % options;
      return pick === k ? PASS : (buffer[pick] as number);
    }
    const b = this.toAct * 4;
    const l = this.levels;
    if (this.topSeat < 0) {
      const c0 = popcount(l[b] as number);
      const c1 = popcount(l[b + 1] as number);
      const c2 = popcount(l[b + 2] as number);
      const total = c0 + c1 + c2 + popcount(l[b + 3] as number);
      let pick = next() % total;
      if (pick < c0) return nthBit(l[b] as number, pick) | (1 << 4);
      pick -= c0;
      if (pick < c1) return nthBit(l[b + 1] as number, pick) | (2 << 4);
      pick -= c1;
      if (pick < c2) return nthBit(l[b + 2] as number, pick) | (3 << 4);
      return nthBit(l[b + 3] as number, pick - c2) | (4 << 4);
    }
    const tc = this.topCount;
    const eligible = tc > 4 ? 0 : (l[b + tc - 1] as number) & this.beatMask();
    const k = popcount(eligible);
    const options = this.canPass(k) ? k + 1 : k;
    const pick = next() % options;
    return pick === k ? PASS : nthBit(eligible, pick) | (tc << 4);
  }

  canPass(playsAvailable: number): boolean {
    if (this.topSeat < 0) return false;
    return !(this.rules.mandatory && playsAvailable > 0);
  }

  private takePlace(seat: number, worst: boolean): number {
    const p = this.places;
    if (worst) {
      for (let i = this.n - 1; i >= 0; i--) if (p[i] === -1) return this.setPlace(i, seat);
    } else {
      for (let i = 0; i < this.n; i++) if (p[i] === -1) return this.setPlace(i, seat);
    }
    return -1;
  }
  private setPlace(i: number, seat: number): number {
    this.places[i] = seat;
    this.left--;
    return i;
  }

  private endTrick(): void {
    const n = this.n;
    let leader = this.topSeat;
    if ((this.cnt[leader] as number) === 0) {
      leader = -1;
      for (let i = 1; i <= n; i++) {
        const s = (this.topSeat + i) % n;
        if ((this.cnt[s] as number) > 0) {
          leader = s;
          break;
        }
      }
    }
    this.topSeat = -1;
    for (let s = 0; s < n; s++) this.passed[s] = 0;
    this.lapOn = false;
    this.toAct = leader;
    if (this.rules.revolution === REVOLUTION_TRICK) this.reversed = false;
  }

  private walk(from: number): number {
    const n = this.n;
    const reentry = this.rules.reentry;
    let s = from;
    for (let i = 1; i <= n; i++) {
      s = s + 1 === n ? 0 : s + 1;
      if (s === this.topSeat) return -1;
      if ((this.cnt[s] as number) === 0) continue;
      if (!reentry && this.passed[s] === 1) continue;
      return s;
    }
    return -1;
  }

  private lapNext(): number {
    while (this.lapHead < this.lapLen) {
      const s = this.lap[this.lapHead] as number;
      if ((this.cnt[s] as number) > 0) return s;
      this.lapHead++;
    }
    return -1;
  }

  private advance(from: number, skip: boolean): void {
    let next: number;
    if (this.lapOn) {
      next = this.lapNext();
      if (skip && next >= 0) {
        this.passed[next] = 1;
        this.lapHead++;
        next = this.lapNext();
      }
    } else {
      next = this.walk(from);
      if (skip && next >= 0) {
        this.passed[next] = 1;
        next = this.walk(next);
      }
    }
    if (next < 0) this.endTrick();
    else this.toAct = next;
  }

  /** Applies a legal move (a play from `legalPlays`, or PASS) of the seat to act. */
  apply(play: number): void {
    const seat = this.toAct;
    const rules = this.rules;
    if (play === PASS) {
      this.passed[seat] = 1;
      if (this.lapOn && this.lap[this.lapHead] === seat) this.lapHead++;
      this.advance(seat, false);
      return;
    }
    const rank = play & 15;
    const count = (play >> 4) & 15;
    const wild = play >> 8;
    const isLead = this.topSeat < 0;
    // the suits of 2s and 3s: a play takes its best 2s; first-card's 3 goes first
    let suits = 0;
    let two = -1;
    if (rank === TWO_INDEX) {
      const held = this.twos[seat] as number;
      two = bestTwo(held);
      suits = takeSuits(held, count - wild, TWOS_BEST_FIRST);
      this.twos[seat] = held & ~suits;
    } else if (rank === THREE_INDEX) {
      const held = this.threes[seat] as number;
      const wanted = this.firstSuit >= 0 ? 1 << this.firstSuit : 0;
      suits =
        wanted | takeSuits(held & ~wanted, count - wild - (wanted === 0 ? 0 : 1), SUIT_LOW_FIRST);
      this.threes[seat] = held & ~suits;
    }
    this.lastSuits = suits;
    this.firstSuit = -1;
    const skip =
      !isLead &&
      rules.equal === EQUAL_SKIP &&
      this.strength(rank) === this.strength(this.topRank) &&
      (!rules.twosBySuit || rank !== TWO_INDEX || two === this.topTwo) &&
      (rules.count !== COUNT_BIGGER || count === this.topCount);
    const base = seat * R;
    this.hands[base + rank] = (this.hands[base + rank] as number) - (count - wild);
    if (wild > 0)
      this.hands[base + JOKER_INDEX] = (this.hands[base + JOKER_INDEX] as number) - wild;
    this.setLevels(seat, rank);
    if (wild > 0) this.setLevels(seat, JOKER_INDEX);
    const left = (this.cnt[seat] as number) - count;
    this.cnt[seat] = left;
    this.topSeat = seat;
    this.topRank = rank;
    this.topCount = count;
    this.topTwo = two;
    if (
      rules.revolution !== REVOLUTION_OFF &&
      count >= 4 &&
      rank !== JOKER_INDEX &&
      (!this.reversed || rules.counter)
    ) {
      this.reversed = !this.reversed;
    }
    if (rules.oneLap) {
      if (isLead) {
        this.lapOn = true;
        this.lapHead = 0;
        this.lapLen = 0;
        for (let i = 1; i < this.n; i++) {
          const s = (seat + i) % this.n;
          if ((this.cnt[s] as number) > 0) this.lap[this.lapLen++] = s;
        }
      } else if (this.lapOn && this.lap[this.lapHead] === seat) this.lapHead++;
    }
    if (left === 0) {
      this.goOut(seat, rank, count - wild);
      if (this.over) return;
    }
    if (rank !== JOKER_INDEX && (rules.clearMask & (1 << rank)) !== 0) this.endTrick();
    else this.advance(seat, skip);
  }

  private goOut(seat: number, rank: number, naturals: number): void {
    const rules = this.rules;
    if (naturals > 0 && rank !== JOKER_INDEX && (rules.forbidMask & (1 << rank)) !== 0)
      this.takePlace(seat, true);
    else {
      const place = this.takePlace(seat, false);
      const p = this.previousFirst;
      if (place === 0 && rules.miyako && p >= 0 && p !== seat && (this.cnt[p] as number) > 0) {
        this.cnt[p] = 0;
        for (let r = 0; r < R; r++) this.hands[p * R + r] = 0;
        for (let k = 0; k < 4; k++) this.levels[p * 4 + k] = 0;
        this.twos[p] = 0;
        this.threes[p] = 0;
        this.takePlace(p, true);
      }
    }
    if (this.left <= 1) {
      for (let s = 0; s < this.n; s++) if ((this.cnt[s] as number) > 0) this.takePlace(s, false);
      this.over = true;
    }
  }
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The index of the k-th set bit (k from 0) of x. */
function nthBit(x: number, k: number): number {
  let v = x;
  for (let i = 0; i < k; i++) v &= v - 1;
  return 31 - Math.clz32(v & -v);
}

/** xorshift32: the benchmark's generator (a state in a closure costs nothing per call). */
export function xorshift32(seed: number): () => number {
  let x = seed >>> 0 || 0x9e3779b9;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
}

/** Adds one card (its code) to a seat's hand, its suit kept for 2s and 3s. */
function addCard(table: FastTable, seat: number, code: number): void {
  const rank = code >= 52 ? JOKER_INDEX : code >> 2;
  table.hands[seat * R + rank] = (table.hands[seat * R + rank] as number) + 1;
  if (rank === TWO_INDEX) table.twos[seat] = (table.twos[seat] as number) | (1 << (code & 3));
  else if (rank === THREE_INDEX)
    table.threes[seat] = (table.threes[seat] as number) | (1 << (code & 3));
}

/** Adds cards (codes) to one seat's hand on the table. */
export function addCards(table: FastTable, seat: number, codes: readonly number[]): void {
  for (const code of codes) addCard(table, seat, code);
}

/** Writes whole hands (card codes per seat) into the table: the hands of `load`. */
export function writeHands(table: FastTable, hands: readonly (readonly number[])[]): void {
  clearHands(table);
  hands.forEach((hand, seat) => {
    for (const code of hand) addCard(table, seat, code);
  });
}

function clearHands(table: FastTable): void {
  table.hands.fill(0);
  table.twos.fill(0);
  table.threes.fill(0);
}

/**
 * Deals a shuffled deck into the table's hands (one card at a time from the seat after the
 * dealer) and returns the seat holding the card `wanted` (0..51 = rank * 4 + suit, C D H S).
 */
export function dealInto(
  table: FastTable,
  deck: Int8Array,
  next: () => number,
  dealer: number,
  wanted: number,
): number {
  const n = table.n;
  const { hands, twos, threes } = table;
  for (let i = 0; i < hands.length; i++) hands[i] = 0;
  for (let s = 0; s < n; s++) twos[s] = threes[s] = 0;
  let holder = -1;
  // Fisher–Yates from the top: once position i is drawn it is final, and the card at
  // position i goes to seat (dealer + 1 + i) mod n, so the deal follows the shuffle at once.
  let seat = (dealer + deck.length) % n;
  for (let i = deck.length - 1; i >= 0; i--) {
    const j = Math.floor((next() * (i + 1)) / 4294967296);
    const c = deck[j] as number;
    deck[j] = deck[i] as number;
    deck[i] = c;
    // as addCard, inlined: this loop is the benchmark's deal
    const rank = c >= 52 ? JOKER_INDEX : c >> 2;
    hands[seat * R + rank] = (hands[seat * R + rank] as number) + 1;
    if (rank === TWO_INDEX) twos[seat] = (twos[seat] as number) | (1 << (c & 3));
    else if (rank === THREE_INDEX) threes[seat] = (threes[seat] as number) | (1 << (c & 3));
    if (c === wanted) holder = seat;
    seat = seat === 0 ? n - 1 : seat - 1;
  }
  return holder;
}

export function makeFastDeck(jokers: number): Int8Array {
  const deck = new Int8Array(52 + jokers);
  for (let i = 0; i < deck.length; i++) deck[i] = i;
  return deck;
}

/**
 * Plays one random round to its end: every move chosen uniformly among the legal plays and
 * (where legal) the pass. Returns the number of moves.
 */
export function playRandomRound(table: FastTable, next: () => number, buffer: Int32Array): number {
  let moves = 0;
  while (!table.over) {
    table.apply(table.randomMove(next, buffer));
    moves++;
  }
  return moves;
}

// ---------------------------------------------------------------------------------------
// Whole games: deals, the exchange, the next leader and dealer, scoring and the game's end.

/**
 * Which cards a seat gives back in the exchange under exchange-return=any (the receiver's
 * choice): writes `count` ranks (0..12, 13 = a joker) that `from` holds into `out`. The
 * engine picks the suits (the weakest 2s, the lowest 3s).
 */
export type ReturnPolicy = (
  game: FastGame,
  from: number,
  to: number,
  count: number,
  out: Int8Array,
) => void;

/** The default return: the lowest cards (the return exchange-return=lowest demands). */
export const returnLowest: ReturnPolicy = (game, from, _to, count, out) => {
  const h = game.table.hands;
  let k = 0;
  for (let r = 0; r <= JOKER_INDEX && k < count; r++)
    for (let c = h[from * R + r] as number; c > 0 && k < count; c--) out[k++] = r;
};

export interface FastGameOptions {
  /**
   * Stop after this many rounds even when `length` has not ended the game (length=open,
   * points nobody reaches); default 100.
   */
  readonly maxRounds?: number;
  /** which cards a seat gives back under exchange-return=any; default `returnLowest` */
  readonly returnPolicy?: ReturnPolicy;
}

/** One give of the exchange: each card's rank (13 = joker) and suit index (-1 where not kept). */
export interface FastGive {
  readonly from: number;
  readonly to: number;
  readonly ranks: readonly number[];
  readonly suits: readonly number[];
}

const GIVE_SLOTS = 7; // from, to, count, then two (rank, suit) pairs

/**
 * A whole game under one rule set, in the compact engine. Each round: `startRound` deals
 * (or takes the hands given), runs the exchange and picks the leader; the moves are played
 * on `table`; `endRound` scores and decides whether the game is over. Reuse one object for
 * many games: `restart` allocates nothing.
 */
export class FastGame {
  readonly n: number;
  readonly rules: FastRules;
  readonly table: FastTable;
  readonly deck: Int8Array;
  /** points per seat so far */
  readonly totals: Int32Array;
  /** points per seat of the last finished round */
  readonly points: Int32Array;
  /** the last finished round's places (place index → seat) */
  readonly previous: Int8Array;
  readonly maxRounds: number;
  readonly returnPolicy: ReturnPolicy;
  /** rounds started */
  round = 0;
  dealer: number;
  /** `length` has ended the game */
  over = false;
  /** the winner once the game is over: most points, ties to the better place in the last round */
  winner = -1;
  /** this round's exchange: per give from, to, count, then (rank, suit) per card */
  private readonly giveLog = new Int8Array(4 * GIVE_SLOTS);
  private giveCount = 0;
  private readonly chosen = new Int8Array(4);

  constructor(n: number, rules: FastRules, options: FastGameOptions = {}) {
    this.n = n;
    this.rules = rules;
    this.table = new FastTable(n, rules);
    this.deck = makeFastDeck(rules.jokers);
    this.totals = new Int32Array(n);
    this.points = new Int32Array(n);
    this.previous = new Int8Array(n);
    this.maxRounds = options.maxRounds ?? 100;
    this.returnPolicy = options.returnPolicy ?? returnLowest;
    this.dealer = n - 1;
  }

  /** Between rounds: no round is to follow (the game is over, or `maxRounds` are played). */
  get done(): boolean {
    return this.over || this.round >= this.maxRounds;
  }

  /** Starts a new game at the same table. */
  restart(): void {
    this.round = 0;
    this.over = false;
    this.winner = -1;
    this.totals.fill(0);
    this.points.fill(0);
    this.dealer = this.n - 1;
  }

  /**
   * Starts the next round: the last of the previous round deals (round 1: the last seat),
   * the deck is shuffled with `next` (uint32s) unless `hands` gives each seat's card codes,
   * then the exchange (rounds 2+) and the first leader per the rules. Under first-lead=any
   * the seat after the dealer leads.
   */
  startRound(next: () => number, hands?: readonly (readonly number[])[]): void {
    const n = this.n;
    const rules = this.rules;
    const t = this.table;
    const p = this.previous;
    const firstLike = this.round === 0;
    this.round++;
    this.dealer = firstLike ? n - 1 : (p[n - 1] as number);
    if (hands === undefined) dealInto(t, this.deck, next, this.dealer, -1);
    else {
      clearHands(t);
      hands.forEach((hand, seat) => {
        for (const code of hand) addCard(t, seat, code);
      });
    }
    this.giveCount = 0;
    if (!firstLike && rules.exchange !== EXCHANGE_NONE) {
      if (rules.exchange === EXCHANGE_ONE) this.swap(p[n - 1] as number, p[0] as number, 1);
      else {
        this.swap(p[n - 1] as number, p[0] as number, 2);
        if (n >= 4) this.swap(p[n - 2] as number, p[1] as number, 1);
      }
    }
    const threeSuit =
      rules.firstLead === LEAD_CLUB_3 ? CLUBS : rules.firstLead === LEAD_DIAMOND_3 ? DIAMONDS : -1;
    let leader = (this.dealer + 1) % n;
    if (!firstLike && rules.nextLead === NEXT_SCUM) leader = p[n - 1] as number;
    else if (!firstLike && rules.nextLead === NEXT_PRESIDENT) leader = p[0] as number;
    else if (threeSuit >= 0) {
      for (let s = 0; s < n; s++)
        if (((t.threes[s] as number) & (1 << threeSuit)) !== 0) leader = s;
    }
    const firstSuit = firstLike && rules.firstCard ? threeSuit : -1;
    t.reset(leader, firstLike ? -1 : (p[0] as number), firstSuit);
  }

  /** The exchange of one pair: `low` gives its `count` highest cards to `high`, who gives `count` back. */
  private swap(low: number, high: number, count: number): void {
    const h = this.table.hands;
    const bySuit = this.rules.exchangeTies === TIES_SUIT;
    const give = this.openGive(low, high, count);
    for (let r = JOKER_INDEX, k = 0; r >= 0 && k < count; r--) {
      while ((h[low * R + r] as number) > 0 && k < count) {
        // exchange-ties=suit: the higher suit must go; any: the giver keeps its better 2s
        const order = bySuit
          ? SUIT_HIGH_FIRST
          : r === TWO_INDEX
            ? TWOS_WEAKEST_FIRST
            : SUIT_LOW_FIRST;
        this.logCard(give, k++, r, this.moveCard(low, high, r, order));
      }
    }
    const back = this.openGive(high, low, count);
    const ranks = this.chosen;
    if (this.rules.exchangeReturn === RETURN_LOWEST) returnLowest(this, high, low, count, ranks);
    else this.returnPolicy(this, high, low, count, ranks);
    for (let k = 0; k < count; k++) {
      const r = ranks[k] as number;
      if ((h[high * R + r] as number) <= 0)
        throw new Error(`return policy: no card of rank ${String(r)}`);
      const order = r === TWO_INDEX ? TWOS_WEAKEST_FIRST : SUIT_LOW_FIRST;
      this.logCard(back, k, r, this.moveCard(high, low, r, order));
    }
  }

  private openGive(from: number, to: number, count: number): number {
    const at = this.giveCount++ * GIVE_SLOTS;
    this.giveLog[at] = from;
    this.giveLog[at + 1] = to;
    this.giveLog[at + 2] = count;
    return at;
  }

  private logCard(at: number, k: number, rank: number, suit: number): void {
    this.giveLog[at + 3 + 2 * k] = rank;
    this.giveLog[at + 4 + 2 * k] = suit;
  }

  /** Moves one card of `rank` between seats; returns its suit for 2s and 3s (first in `order`), else -1. */
  private moveCard(from: number, to: number, rank: number, order: readonly number[]): number {
    const t = this.table;
    t.hands[from * R + rank] = (t.hands[from * R + rank] as number) - 1;
    t.hands[to * R + rank] = (t.hands[to * R + rank] as number) + 1;
    if (rank !== TWO_INDEX && rank !== THREE_INDEX) return -1;
    const masks = rank === TWO_INDEX ? t.twos : t.threes;
    const bit = takeSuits(masks[from] as number, 1, order);
    masks[from] = (masks[from] as number) & ~bit;
    masks[to] = (masks[to] as number) | bit;
    return 31 - Math.clz32(bit);
  }

  /** This round's exchange, give by give in the order made (each pair: the highest, then the return). */
  gives(): FastGive[] {
    const out: FastGive[] = [];
    for (let g = 0; g < this.giveCount; g++) {
      const at = g * GIVE_SLOTS;
      const count = this.giveLog[at + 2] as number;
      const ranks: number[] = [];
      const suits: number[] = [];
      for (let k = 0; k < count; k++) {
        ranks.push(this.giveLog[at + 3 + 2 * k] as number);
        suits.push(this.giveLog[at + 4 + 2 * k] as number);
      }
      out.push({
        from: this.giveLog[at] as number,
        to: this.giveLog[at + 1] as number,
        ranks,
        suits,
      });
    }
    return out;
  }

  /** Scores the round just played out and decides, per `length`, whether the game is over. */
  endRound(): void {
    const n = this.n;
    const rules = this.rules;
    this.previous.set(this.table.places);
    let top = 0;
    for (let i = 0; i < n; i++) {
      const seat = this.previous[i] as number;
      const points =
        rules.scoring === SCORING_PLACES
          ? n - 1 - i
          : rules.scoring === SCORING_TWO_ONE
            ? i === 0
              ? 2
              : i === 1
                ? 1
                : 0
            : 0;
      this.points[seat] = points;
      const total = (this.totals[seat] as number) + points;
      this.totals[seat] = total;
      if (total > top) top = total;
    }
    this.over =
      (rules.lengthKind === LENGTH_ROUNDS && this.round >= rules.lengthN) ||
      (rules.lengthKind === LENGTH_POINTS && top >= rules.lengthN);
    if (this.over) this.winner = this.leader();
  }

  /** The seat with the most points; ties go to the better place in the last round. */
  leader(): number {
    let best = -1;
    for (let i = 0; i < this.n; i++) {
      const seat = this.previous[i] as number;
      if (best < 0 || (this.totals[seat] as number) > (this.totals[best] as number)) best = seat;
    }
    return best;
  }
}

/**
 * A whole random game from the start: every move chosen uniformly among the legal plays and
 * (where legal) the pass, the exchange per the rules. Returns the moves played.
 */
export function playRandomGame(game: FastGame, next: () => number, buffer: Int32Array): number {
  let moves = 0;
  game.restart();
  while (!game.done) {
    game.startRound(next);
    moves += playRandomRound(game.table, next, buffer);
    game.endRound();
  }
  return moves;
}
