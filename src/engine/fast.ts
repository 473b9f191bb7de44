/**
 * A compact engine for speed: computer players' search, random games and the benchmark.
 *
 * The public model (game.ts) is written to be read; this one keeps a table in typed arrays
 * (rank counts per seat, no card objects, no allocation per move) and follows the same rules
 * for the options that do not depend on suits. tests/engine/fast.test.ts replays its games
 * through the public model and checks that both agree on every legal move and every place.
 *
 * A play is one integer: rank | count << 4 | wildJokers << 8 (rank 13 = jokers alone).
 */
import { JOKER_INDEX, RANKS, type Rank } from './cards.ts';
import type { RuleSet } from './rules.ts';

export interface FastRules {
  readonly reentry: boolean;
  /** 0 off, 1 on, 2 skip */
  readonly equal: number;
  /** 0 same, 1 more, 2 bigger-wins */
  readonly count: number;
  /** bit r set: rank r clears */
  readonly clearMask: number;
  /** 0 off, 1 round, 2 trick */
  readonly revolution: number;
  readonly counter: boolean;
  readonly mandatory: boolean;
  readonly oneLap: boolean;
  readonly jokers: number;
  readonly wild: boolean;
  readonly miyako: boolean;
  /** bit r set: going out with rank r is a foul */
  readonly forbidMask: number;
}

/** The fast form of a rule set, or null when it needs suits (twos-by-suit, first-card). */
export function compileRules(rules: RuleSet): FastRules | null {
  if (rules.twosBySuit || rules.firstCard) return null;
  const mask = (ranks: readonly Rank[]): number =>
    ranks.reduce((m, r) => m | (1 << RANKS.indexOf(r)), 0);
  return {
    reentry: rules.reentry,
    equal: rules.equal === 'off' ? 0 : rules.equal === 'on' ? 1 : 2,
    count: rules.count === 'same' ? 0 : rules.count === 'more' ? 1 : 2,
    clearMask: mask(rules.clear),
    revolution: rules.revolution === 'off' ? 0 : rules.revolution === 'round' ? 1 : 2,
    counter: rules.counter,
    mandatory: rules.mandatory,
    oneLap: rules.oneLap,
    jokers: rules.jokers,
    wild: rules.joker === 'wild',
    miyako: rules.miyako,
    forbidMask: mask(rules.forbiddenFinish),
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

/** A round in progress, in typed arrays. Reuse one table for many rounds: `reset` allocates nothing. */
export class FastTable {
  readonly n: number;
  rules: FastRules;
  /** rank counts per seat: hands[seat * 14 + rank] */
  readonly hands: Int8Array;
  readonly cnt: Int8Array;
  readonly passed: Uint8Array;
  /** place index → seat (-1 free) */
  readonly places: Int8Array;
  readonly lap: Int8Array;
  /** levels[seat * 4 + k]: bit r set when the seat holds more than k cards of rank r */
  readonly levels: Int32Array;
  /** count=same without wild jokers: plays are picked from the bit masks, without a list */
  readonly simple: boolean;
  lapHead = 0;
  lapLen = 0;
  lapOn = false;
  toAct = 0;
  topSeat = -1;
  topRank = 0;
  topCount = 0;
  reversed = false;
  over = false;
  left = 0;
  /** previous round's first (miyako), -1 if none */
  previousFirst = -1;

  constructor(n: number, rules: FastRules) {
    this.n = n;
    this.rules = rules;
    this.hands = new Int8Array(n * R);
    this.cnt = new Int8Array(n);
    this.passed = new Uint8Array(n);
    this.places = new Int8Array(n);
    this.lap = new Int8Array(n);
    this.levels = new Int32Array(n * 4);
    this.simple = rules.count === 0 && !rules.wild;
  }

  /** Starts a round from the hands already written into `hands`; `leader` leads. */
  reset(leader: number, previousFirst: number): void {
    const n = this.n;
    this.left = 0;
    for (let s = 0; s < n; s++) {
      let c = 0;
      for (let r = 0; r < R; r++) c += this.hands[s * R + r] as number;
      this.cnt[s] = c;
      for (let r = 0; r < R; r++) this.setLevels(s, r);
      if (c > 0) this.left++;
      this.passed[s] = 0;
      this.places[s] = -1;
    }
    this.toAct = leader;
    this.topSeat = -1;
    this.reversed = false;
    this.over = false;
    this.lapOn = false;
    this.previousFirst = previousFirst;
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
      for (let r = 0; r < JOKER_INDEX; r++) {
        const c = h[base + r] as number;
        for (let m = 1; m <= c; m++) {
          out[k++] = r | (m << 4);
          for (let j = 1; j <= wild; j++) out[k++] = r | ((m + j) << 4) | (j << 8);
        }
      }
      const x = h[base + JOKER_INDEX] as number;
      for (let m = 1; m <= x; m++) out[k++] = JOKER_INDEX | (m << 4);
      return k;
    }
    const tc = this.topCount;
    const tr = this.topRank;
    const reversed = this.reversed;
    const countRule = this.rules.count;
    const equalOk = this.rules.equal !== 0;
    for (let r = 0; r <= JOKER_INDEX; r++) {
      const c = h[base + r] as number;
      if (c === 0) continue;
      // the rank beats (or, with equal, equals) the top: jokers above all, a turned order for the rest
      let rankOk: boolean;
      if (r === tr) rankOk = equalOk;
      else if (r === JOKER_INDEX) rankOk = true;
      else if (tr === JOKER_INDEX) rankOk = false;
      else rankOk = reversed ? r < tr : r > tr;
      const maxJ = r === JOKER_INDEX ? 0 : wild;
      if (countRule === 0) {
        if (!rankOk) continue;
        for (let j = 0; j <= maxJ; j++) {
          const m = tc - j;
          if (m >= 1 && m <= c) out[k++] = r | (tc << 4) | (j << 8);
        }
      } else {
        if (countRule === 1 && !rankOk) continue;
        for (let m = 1; m <= c; m++) {
          for (let j = 0; j <= maxJ; j++) {
            const total = m + j;
            if (countRule === 1 ? total >= tc : total > tc || (total === tc && rankOk))
              out[k++] = r | (total << 4) | (j << 8);
          }
        }
      }
    }
    return k;
  }

  /** Keeps the seat's level masks for rank r in step with its count. */
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
    if (t === JOKER_INDEX) return this.rules.equal !== 0 ? 1 << JOKER_INDEX : 0;
    let mask = this.reversed ? (1 << t) - 1 : 0x1fff & ~((2 << t) - 1);
    mask |= 1 << JOKER_INDEX;
    if (this.rules.equal !== 0) mask |= 1 << t;
    return mask;
  }

  /**
   * A move chosen uniformly among the legal plays and (where legal) the pass, as
   * `legalPlays` + a pick would choose, but from the bit masks when the rules allow:
   * no list is written. `buffer` serves the general case.
   */
  randomMove(next: () => number, buffer: Int32Array): number {
    if (!this.simple) {
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
    if (this.rules.revolution === 2) this.reversed = false;
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
    const skip =
      !isLead &&
      rules.equal === 2 &&
      this.strength(rank) === this.strength(this.topRank) &&
      (rules.count !== 2 || count === this.topCount);
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
    if (
      rules.revolution !== 0 &&
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
  const hands = table.hands;
  for (let i = 0; i < hands.length; i++) hands[i] = 0;
  let holder = -1;
  // Fisher–Yates from the top: once position i is drawn it is final, and the card at
  // position i goes to seat (dealer + 1 + i) mod n, so the deal follows the shuffle at once.
  let seat = (dealer + deck.length) % n;
  for (let i = deck.length - 1; i >= 0; i--) {
    const j = Math.floor((next() * (i + 1)) / 4294967296);
    const c = deck[j] as number;
    deck[j] = deck[i] as number;
    deck[i] = c;
    const rank = c >= 52 ? JOKER_INDEX : c >> 2;
    hands[seat * R + rank] = (hands[seat * R + rank] as number) + 1;
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

/** Moves the `count` highest cards (jokers above 2s) of `from` to `to`; by rank, suits aside. */
function giveHighest(table: FastTable, from: number, to: number, count: number): void {
  const h = table.hands;
  for (let r = JOKER_INDEX, left = count; r >= 0 && left > 0; r--) {
    while ((h[from * R + r] as number) > 0 && left > 0) {
      h[from * R + r] = (h[from * R + r] as number) - 1;
      h[to * R + r] = (h[to * R + r] as number) + 1;
      left--;
    }
  }
}

/** Moves the `count` lowest cards of `from` to `to` (the bots' return in the exchange). */
function giveLowest(table: FastTable, from: number, to: number, count: number): void {
  const h = table.hands;
  for (let r = 0, left = count; r <= JOKER_INDEX && left > 0; r++) {
    while ((h[from * R + r] as number) > 0 && left > 0) {
      h[from * R + r] = (h[from * R + r] as number) - 1;
      h[to * R + r] = (h[to * R + r] as number) + 1;
      left--;
    }
  }
}

export interface FastGameOptions {
  readonly rounds: number;
  /** 0 none, 1 one, 2 two */
  readonly exchange: number;
  /** the scum leads rounds 2+ (else the president) */
  readonly scumLeads: boolean;
}

/**
 * A whole random game: `rounds` deals, each after the first with the exchange; the holder
 * of the 3♣ leads the first round. Returns the moves played.
 */
export function playRandomGame(
  table: FastTable,
  deck: Int8Array,
  next: () => number,
  buffer: Int32Array,
  options: FastGameOptions,
): number {
  const n = table.n;
  let moves = 0;
  let dealer = n - 1;
  let first = -1;
  let last = -1;
  let second = -1;
  let secondLast = -1;
  for (let round = 0; round < options.rounds; round++) {
    const holder = dealInto(table, deck, next, dealer, 0);
    let leader = holder;
    if (round > 0) {
      if (options.exchange > 0) {
        const count = options.exchange === 1 ? 1 : 2;
        giveHighest(table, last, first, count);
        giveLowest(table, first, last, count);
        if (options.exchange === 2 && n >= 4) {
          giveHighest(table, secondLast, second, 1);
          giveLowest(table, second, secondLast, 1);
        }
      }
      leader = options.scumLeads ? last : first;
    }
    table.reset(leader, round > 0 ? first : -1);
    moves += playRandomRound(table, next, buffer);
    first = table.places[0] as number;
    second = table.places[1] as number;
    last = table.places[n - 1] as number;
    secondLast = table.places[n - 2] as number;
    dealer = last;
  }
  return moves;
}
