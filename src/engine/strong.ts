/**
 * The Strong computer player: determinised playouts on the compact engine (src/engine/fast.ts).
 *
 * From its seat's view alone (src/engine/view.ts) it deals the cards it cannot see into hands
 * that fit everything the seat has seen: every seat's card count, the cards played, the cards
 * it gave in the exchange (the receiver holds them until they are played) and the cards it
 * received as someone's highest (that player kept nothing higher). In each such deal it tries
 * every choice (each legal play and the pass, or each candidate give back) and plays the round
 * out with every seat following the Normal heuristic (./policy.ts); the choice with the best
 * average place wins, ties going to the heuristic's own choice. When only two players still
 * hold cards the rest of the round is a game of perfect information up to the sampling, and
 * each choice is searched exactly (with a node limit; past it, playouts decide).
 *
 * Everything random comes from the generator it is given, so a seed replays its choices.
 */
import { JOKER_INDEX, rankIndex, type Card } from './cards.ts';
import {
  addCards,
  FastTable,
  PASS,
  RANK_SLOTS,
  writeHands,
  type FastPosition,
  type FastRules,
} from './fast.ts';
import { loneliestLow, playOut, policyChoice, policyScores, unseenOf } from './policy.ts';
import {
  codeOf,
  fastRulesOf,
  playCode,
  positionOf,
  seatIndex,
  unseenByRank,
  unseenCodes,
} from './seat-table.ts';
import type { GiveView, SeatView } from './view.ts';

/**
 * The search's budget. `playouts` per decision are shared among at most `choices` choices
 * (the pass and the plays the heuristic rates best); another choice replaces the heuristic's
 * own only when it is better by `margin` standard errors over the same deals.
 */
export const STRONG_SETTINGS = {
  playouts: 320,
  choices: 6,
  minWorlds: 10,
  maxWorlds: 64,
  margin: 1,
  fitTries: 12,
};
/** Candidate gives back tried in the exchange, and playouts for them. */
const GIVE_CANDIDATES = 6;
const GIVE_PLAYOUTS = 240;
/** Nodes one exact search may visit before playouts take over. */
const NODE_LIMIT = 6000;

// ---------------------------------------------------------------------------------------
// What the seat knows about the hidden cards

interface Knowledge {
  readonly me: number;
  /** per seat, how many cards it holds */
  readonly counts: number[];
  /** per seat, cards known to be in its hand (codes) */
  readonly known: number[][];
  /** per seat, the highest rank (normal order, 13 jokers) its other cards can have */
  readonly cap: number[];
  /** the hidden cards not known to be anywhere (codes) */
  readonly pool: number[];
}

function rankOfCode(code: number): number {
  return code >= 52 ? JOKER_INDEX : code >> 2;
}

/** What the view tells about the hidden cards: counts, the unseen cards, and the exchange. */
function knowledgeOf(view: SeatView): Knowledge {
  const seats = view.seats;
  const me = seatIndex(view);
  const counts = seats.map((p) => view.counts[p] ?? 0);
  const known: number[][] = seats.map(() => []);
  const cap = seats.map(() => JOKER_INDEX);
  const pool = unseenCodes(view);
  for (const g of view.gives) {
    const cards = g.cards;
    if (!g.done || cards === undefined) continue;
    const from = seats.indexOf(g.from);
    const to = seats.indexOf(g.to);
    if (from === me && to >= 0) {
      // what this seat gave is in the receiver's hand until it is played
      for (const c of cards) {
        const i = pool.indexOf(codeOf(c));
        if (i >= 0) {
          pool.splice(i, 1);
          known[to]?.push(codeOf(c));
        }
      }
    } else if (to === me && from >= 0 && g.kind === 'highest') {
      // the giver's best cards came here: it kept nothing higher
      cap[from] = Math.min(...cards.map((c) => rankIndex(c.rank)));
    }
  }
  return { me, counts, known, cap, pool };
}

/** Fisher–Yates with the bot's generator. */
function shuffleInPlace(a: number[], random: () => number): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = a[i] as number;
    a[i] = a[j] as number;
    a[j] = t;
  }
}

/**
 * One deal of the hidden cards that fits the knowledge: the known cards where they are, the
 * capped seats filled first from the cards under their cap, the rest at random.
 */
function sampleHands(kn: Knowledge, own: readonly number[], random: () => number): number[][] {
  const pool = [...kn.pool];
  shuffleInPlace(pool, random);
  const used = new Uint8Array(pool.length);
  const hands = kn.known.map((k, s) => (s === kn.me ? [...own] : k.slice(0, kn.counts[s])));
  const fill = (s: number, capped: boolean): void => {
    const hand = hands[s] ?? [];
    const need = kn.counts[s] ?? 0;
    const cap = kn.cap[s] ?? JOKER_INDEX;
    for (let i = 0; i < pool.length && hand.length < need; i++) {
      const c = pool[i] as number;
      if (used[i] === 1 || (capped && rankOfCode(c) > cap)) continue;
      used[i] = 1;
      hand.push(c);
    }
  };
  const order = kn.counts.map((_, s) => s).filter((s) => s !== kn.me);
  for (const s of order) if ((kn.cap[s] ?? JOKER_INDEX) < JOKER_INDEX) fill(s, true);
  for (const s of order) fill(s, false);
  return hands;
}

// ---------------------------------------------------------------------------------------
// Reading the table: what the others' plays and passes say about their hands

/** Tries per deal to find hidden hands under which the others' moves this trick fit the heuristic. */

/** A trick's turns replayed: who moved, and the move as a play code (PASS for a pass), skips left out. */
interface Turn {
  readonly seat: number;
  readonly code: number;
}

interface TrickRecord {
  readonly turns: readonly Turn[];
  /** per seat, the codes of the cards it played in this trick */
  readonly played: readonly number[][];
}

function trickRecord(view: SeatView, pile: SeatView['pile']): TrickRecord | null {
  const played: number[][] = view.seats.map(() => []);
  const turns: Turn[] = [];
  for (const e of pile) {
    const seat = view.seats.indexOf(e.player);
    if (seat < 0) return null;
    if (e.kind === 'skip') continue;
    if (e.kind === 'pass') {
      turns.push({ seat, code: PASS });
      continue;
    }
    const code = playCode(e.cards, view.rules.joker);
    // a play that turns the order makes the replay's order unsure: not read
    if (view.rules.revolution !== 'off' && e.cards.length >= 4) return null;
    turns.push({ seat, code });
    played[seat]?.push(...e.cards.map(codeOf));
  }
  return { turns, played };
}

/**
 * The tricks this seat can replay (the last ended one, then the current one), oldest first,
 * when their turns are all on the table. Round 1's first trick under first-card is left out
 * (its lead was forced).
 */
function readableTricks(view: SeatView): TrickRecord[] {
  const out: TrickRecord[] = [];
  const last = view.lastTrick === null ? null : trickRecord(view, view.lastTrick.pile);
  const current = trickRecord(view, view.pile);
  if (current === null) return [];
  if (last !== null && last.turns.length > 0) out.push(last);
  if (current.turns.length > 0) out.push(current);
  if (view.rules.firstCard && view.round === 1) {
    const shown = out.reduce((a, t) => a + t.played.flat().length, 0);
    if (shown === view.played.length) out.shift();
  }
  return out;
}

/**
 * How many of the others' moves in the readable tricks the heuristic would not have made
 * with these hidden hands: the tricks are replayed from their leads on `t`, each seat holding
 * its hand now plus what it has played since.
 */
function misfits(
  hands: readonly (readonly number[])[],
  tricks: readonly TrickRecord[],
  view: SeatView,
  me: number,
  t: FastTable,
  scratch: Scratch,
  enough: number,
): number {
  let bad = 0;
  const n = hands.length;
  const places: number[] = new Array<number>(n);
  const passed: boolean[] = new Array<boolean>(n).fill(false);
  for (let i = 0; i < tricks.length && bad < enough; i++) {
    const trick = tricks[i] as TrickRecord;
    const first = trick.turns[0];
    if (first === undefined) continue;
    // each hand as the trick began: now, plus this trick's and every later trick's plays
    writeHands(t, hands);
    for (let j = i; j < tricks.length; j++) {
      const later = tricks[j] as TrickRecord;
      for (let s = 0; s < n; s++) addCards(t, s, later.played[s] ?? []);
    }
    places.fill(-1);
    let free = n - 1;
    for (let s = 0; s < n; s++) {
      let held = 0;
      for (let r = 0; r < RANK_SLOTS; r++) held += t.hands[s * RANK_SLOTS + r] as number;
      if (held === 0) places[free--] = s;
    }
    t.load({
      toAct: first.seat,
      topSeat: -1,
      topRank: 0,
      topCount: 0,
      topTwo: -1,
      reversed: view.reversed,
      passed,
      places,
      previousFirst: -1,
      lap: null,
    });
    for (const turn of trick.turns) {
      if (t.over || t.toAct !== turn.seat) break; // the replay lost the thread: stop reading
      if (turn.seat !== me) {
        const k = t.legalPlays(scratch.buffer);
        if (turn.code !== PASS && !scratch.buffer.subarray(0, k).includes(turn.code)) break;
        unseenOf(t, scratch.unseen);
        if (policyChoice(t, scratch.buffer, k, t.canPass(k), scratch.unseen) !== turn.code) bad++;
      }
      t.apply(turn.code);
    }
  }
  return bad;
}

// ---------------------------------------------------------------------------------------
// Tables, buffers and the exact search

interface Scratch {
  readonly base: FastTable;
  readonly work: FastTable;
  /** replays the tricks on the table (reading the others' moves) */
  readonly replay: FastTable;
  readonly buffer: Int32Array;
  readonly unseen: Int8Array;
}

function scratchFor(n: number, rules: FastRules): Scratch {
  return {
    base: new FastTable(n, rules),
    work: new FastTable(n, rules),
    replay: new FastTable(n, rules),
    buffer: new Int32Array(256),
    unseen: new Int8Array(RANK_SLOTS),
  };
}

/** Exact search of a round where two players still hold cards: the best place `me` can force. */
class EndgameSearch {
  private readonly tables: FastTable[] = [];
  private readonly buffers: Int32Array[] = [];
  private readonly memo = new Map<string, number>();
  private nodes = 0;
  private lo = 0;
  private hi = 0;

  private readonly n: number;
  private readonly rules: FastRules;
  private readonly me: number;

  constructor(n: number, rules: FastRules, me: number) {
    this.n = n;
    this.rules = rules;
    this.me = me;
  }

  /** Forgets the positions of the last deal (another sample of the hidden cards). */
  reset(): void {
    this.memo.clear();
  }

  /** `me`'s place with best play on both sides from `t`, or -1 past the node limit. */
  solve(t: FastTable): number {
    this.nodes = 0;
    // the two places still free
    this.lo = -1;
    this.hi = -1;
    for (let i = 0; i < this.n; i++) {
      if ((t.places[i] as number) >= 0) continue;
      if (this.lo < 0) this.lo = i;
      this.hi = i;
    }
    return this.search(t, 0);
  }

  private table(depth: number): FastTable {
    let t = this.tables[depth];
    if (t === undefined) {
      t = new FastTable(this.n, this.rules);
      this.tables[depth] = t;
      this.buffers[depth] = new Int32Array(256);
    }
    return t;
  }

  private key(t: FastTable): string {
    const parts: number[] = [t.toAct, t.topSeat + 1, t.topRank, t.topCount, t.topTwo + 1];
    parts.push(t.reversed ? 1 : 0, t.lapOn ? 1 : 0, t.lapHead, t.lapLen);
    for (let s = 0; s < this.n; s++) {
      parts.push(t.passed[s] as number, t.twos[s] as number, t.threes[s] as number);
      if ((t.cnt[s] as number) === 0) continue;
      for (let r = 0; r < RANK_SLOTS; r++) parts.push(t.hands[s * RANK_SLOTS + r] as number);
    }
    return String.fromCharCode(...parts.map((v) => v + 1));
  }

  private search(t: FastTable, depth: number): number {
    const me = this.me;
    if (t.over || (t.cnt[me] as number) === 0) {
      const p = t.placeOf(me);
      return p < 0 ? this.hi : p;
    }
    if (++this.nodes > NODE_LIMIT) return -1;
    const key = this.key(t);
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit;
    const child = this.table(depth);
    const buffer = this.buffers[depth] as Int32Array;
    const k = t.legalPlays(buffer);
    const options = t.canPass(k) ? k + 1 : k;
    const mine = t.toAct === me;
    let best = mine ? this.hi + 1 : this.lo - 1;
    for (let i = 0; i < options; i++) {
      child.copyFrom(t);
      child.apply(i === k ? PASS : (buffer[i] as number));
      const v = this.search(child, depth + 1);
      if (v < 0) return -1;
      if (mine ? v < best : v > best) best = v;
      if ((mine && best === this.lo) || (!mine && best === this.hi)) break;
    }
    this.memo.set(key, best);
    return best;
  }
}

// ---------------------------------------------------------------------------------------
// Choosing

/**
 * Plays every choice out in `worlds` deals of the hidden cards; returns the index of the
 * choice with the best (lowest) average place, ties to `preferred`. `setUp` writes one deal
 * and the choice's position into `work`.
 */
function bestChoice(
  choices: number,
  worlds: number,
  preferred: number,
  me: number,
  scratch: Scratch,
  deal: () => void,
  play: (choice: number, work: FastTable) => void,
  endgame: EndgameSearch | null,
): number {
  // places[c * worlds + w]: the place of choice c in deal w
  const places = new Float64Array(choices * worlds);
  let exact = endgame !== null;
  for (let w = 0; w < worlds; w++) {
    deal();
    endgame?.reset();
    for (let c = 0; c < choices; c++) {
      const work = scratch.work;
      play(c, work);
      let place = -1;
      if (exact && endgame !== null) {
        place = endgame.solve(work);
        if (place < 0) {
          exact = false; // too deep to search: playouts from here on
          play(c, work);
        }
      }
      if (place < 0) {
        playOut(work, me, scratch.buffer, scratch.unseen);
        place = work.placeOf(me);
        if (place < 0) place = work.n - 1;
      }
      places[c * worlds + w] = place;
    }
  }
  // another choice must beat the preferred one clearly, deal by deal
  let best = preferred;
  let bestGain = 0;
  for (let c = 0; c < choices; c++) {
    if (c === preferred) continue;
    let sum = 0;
    let squares = 0;
    for (let w = 0; w < worlds; w++) {
      const d = (places[preferred * worlds + w] as number) - (places[c * worlds + w] as number);
      sum += d;
      squares += d * d;
    }
    const mean = sum / worlds;
    const variance = Math.max(0, squares / worlds - mean * mean);
    const se = Math.sqrt(variance / Math.max(1, worlds - 1));
    if (mean > 0 && mean > STRONG_SETTINGS.margin * se && mean > bestGain) {
      best = c;
      bestGain = mean;
    }
  }
  return best;
}

/** The number of deals for `choices` choices within the playout budget. */
function worldsFor(choices: number, budget: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, Math.floor(budget / choices)));
}

/**
 * The Strong player's choice among the view's legal plays (an index into `legalPlays`), or
 * -1 to pass. The view must be this seat's turn (or an open lead that it makes).
 */
export function strongPlay(view: SeatView, random: () => number): number {
  const rules = fastRulesOf(view.rules);
  const codes = view.legalPlays.map((p) => playCode(p, view.rules.joker));
  if (codes.length + (view.canPass ? 1 : 0) <= 1) return codes.length > 0 ? 0 : -1;
  const n = view.seats.length;
  const kn = knowledgeOf(view);
  const me = kn.me;
  const own = (view.hand ?? []).map(codeOf);
  const position = positionOf(view);
  const scratch = scratchFor(n, rules);
  const holders = kn.counts.filter((c) => c > 0).length;
  const opponentsCards = kn.counts.reduce((a, c, s) => (s === me ? a : a + c), 0);
  const twoLeft = holders === 2 && (kn.counts[me] ?? 0) > 0;
  const endgame = twoLeft ? new EndgameSearch(n, rules, me) : null;
  // the Normal heuristic's own choice breaks ties
  writeHands(
    scratch.base,
    view.seats.map((_, s) => (s === me ? own : [])),
  );
  scratch.base.load(position);
  view.seats.forEach((_, s) => {
    if (s !== me) scratch.base.cnt[s] = kn.counts[s] ?? 0;
  });
  const rated = new Float64Array(codes.length);
  const heuristic = policyScores(
    scratch.base,
    codes,
    codes.length,
    view.canPass,
    unseenByRank(unseenCodes(view)),
    rated,
  );
  // the choices tried: the pass and the plays the heuristic rates best
  const ranked = codes
    .map((code, i) => ({ code, score: rated[i] as number }))
    .sort((a, b) => b.score - a.score)
    .slice(
      0,
      twoLeft ? codes.length : Math.max(1, STRONG_SETTINGS.choices - (view.canPass ? 1 : 0)),
    )
    .map((x) => x.code);
  const choices = view.canPass ? [...ranked, PASS] : ranked;
  const preferred = Math.max(0, choices.indexOf(heuristic));
  // with two left and every hidden card in the other hand, one deal is the truth
  const worlds =
    twoLeft && kn.pool.length + kn.known.flat().length === opponentsCards
      ? 1
      : worldsFor(
          choices.length,
          STRONG_SETTINGS.playouts,
          STRONG_SETTINGS.minWorlds,
          STRONG_SETTINGS.maxWorlds,
        );
  const tricks = readableTricks(view);
  const best = bestChoice(
    choices.length,
    worlds,
    preferred,
    me,
    scratch,
    () => {
      // the deal that best fits the others' moves on the table, of a few tried
      let hands = sampleHands(kn, own, random);
      let bad =
        tricks.length === 0 ? 0 : misfits(hands, tricks, view, me, scratch.replay, scratch, 99);
      for (let i = 1; i < STRONG_SETTINGS.fitTries && bad > 0; i++) {
        const other = sampleHands(kn, own, random);
        const b = misfits(other, tricks, view, me, scratch.replay, scratch, bad);
        if (b < bad) {
          hands = other;
          bad = b;
        }
      }
      writeHands(scratch.base, hands);
      scratch.base.load(position);
    },
    (c, work) => {
      work.copyFrom(scratch.base);
      work.apply(choices[c] as number);
    },
    endgame,
  );
  const code = choices[best] as number;
  return code === PASS ? -1 : codes.indexOf(code);
}

/**
 * Candidate gives back of `count` cards: the loneliest low cards first, then other choices
 * among the hand's lowest cards (no two with the same ranks), at most GIVE_CANDIDATES.
 */
function giveCandidates(hand: readonly Card[], count: number): Card[][] {
  const first = loneliestLow(hand, count);
  const low = [...hand].sort((a, b) => rankIndex(a.rank) - rankIndex(b.rank)).slice(0, 7);
  const out: Card[][] = [first];
  const seen = new Set([ranksKey(first)]);
  const pick = (start: number, chosen: Card[]): void => {
    if (out.length >= GIVE_CANDIDATES) return;
    if (chosen.length === count) {
      const key = ranksKey(chosen);
      if (!seen.has(key)) {
        seen.add(key);
        out.push(chosen);
      }
      return;
    }
    for (let i = start; i < low.length; i++) pick(i + 1, [...chosen, low[i] as Card]);
  };
  pick(0, []);
  return out;
}

function ranksKey(cards: readonly Card[]): string {
  return cards
    .map((c) => rankIndex(c.rank))
    .sort((a, b) => a - b)
    .join(',');
}

/**
 * The Strong player's give back in the exchange: each candidate is played out from the
 * round's first lead in sampled deals (the receiver holds the cards given; the player whose
 * highest cards came here kept nothing higher).
 */
export function strongGive(view: SeatView, due: GiveView, random: () => number): Card[] {
  const hand = view.hand ?? [];
  const candidates = giveCandidates(hand, due.count);
  if (candidates.length <= 1) return candidates[0] ?? [];
  const rules = fastRulesOf(view.rules);
  const n = view.seats.length;
  const kn = knowledgeOf(view);
  const me = kn.me;
  const to = view.seats.indexOf(due.to);
  const scratch = scratchFor(n, rules);
  const previous = view.previous ?? [];
  const at = (name: string | null | undefined): number =>
    name === null || name === undefined ? -1 : view.seats.indexOf(name);
  // who leads the round once the exchange is over (rules-spec §3 next-lead, first-lead)
  const leaderOf = (t: FastTable): number => {
    const next = view.rules.nextLead;
    if (next === 'scum') return at(previous[n - 1]);
    if (next === 'president') return at(previous[0]);
    const lead = view.rules.firstLead;
    if (lead === 'club-3' || lead === 'diamond-3') {
      const bit = lead === 'club-3' ? 1 : 2;
      for (let s = 0; s < n; s++) if (((t.threes[s] as number) & bit) !== 0) return s;
    }
    return (at(view.dealer) + 1) % n;
  };
  const start = (t: FastTable): FastPosition => ({
    toAct: Math.max(0, leaderOf(t)),
    topSeat: -1,
    topRank: 0,
    topCount: 0,
    topTwo: -1,
    reversed: false,
    passed: view.seats.map(() => false),
    places: view.seats.map(() => -1),
    previousFirst: view.rules.miyako ? at(previous[0]) : -1,
    lap: null,
  });
  const own = hand.map(codeOf);
  const kept = candidates.map((given) => {
    const rest = [...own];
    for (const c of given) rest.splice(rest.indexOf(codeOf(c)), 1);
    return rest;
  });
  let hidden: number[][] = [];
  const best = bestChoice(
    candidates.length,
    worldsFor(candidates.length, GIVE_PLAYOUTS, 8, 40),
    0,
    me,
    scratch,
    () => {
      hidden = sampleHands(kn, [], random);
    },
    (c, work) => {
      const given = (candidates[c] ?? []).map(codeOf);
      const hands = hidden.map((h, s) =>
        s === me ? (kept[c] ?? []) : s === to ? [...h, ...given] : h,
      );
      writeHands(work, hands);
      work.load(start(work));
    },
    null,
  );
  return candidates[best] ?? candidates[0] ?? [];
}
