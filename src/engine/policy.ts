/**
 * The Normal computer player's judgement, on the compact engine's table (src/engine/fast.ts):
 * one function scores the plays a seat may make, so the same heuristic serves the Normal bot
 * (on a table built from its seat's view, src/engine/bots.ts) and the Strong bot's playouts
 * (src/engine/strong.ts), where every seat plays it.
 *
 * It follows document 001's tips for play:
 * - the highest two ranks under the current order (2s and aces; 3s and 4s after a
 *   revolution) and jokers win the lead back: they are not spent on small cards early;
 * - small singles and small pairs go first, the lowest rank that beats; sets stay whole;
 * - a player close to going out gets nothing they could beat to go out with;
 * - a four of a kind that turns the order is played when the hand is low, kept otherwise;
 * - once every group left but one cannot be beaten, those go first and the last one ends it.
 *
 * It never decides a rule: it picks among plays the engine listed as legal (`codes`) or the
 * pass when the engine allows it. What it reads is what the seat may know: its own hand, every
 * seat's card count, the table, and `unseen` (per rank, the cards nobody has shown: not played,
 * not in its hand). A play is the compact engine's integer: rank | count << 4 | wild << 8.
 */
import { JOKER_INDEX, rankIndex, type Card } from './cards.ts';
import { PASS, RANK_SLOTS, type FastTable } from './fast.ts';
import { CHOICES } from './rules.ts';

const R = RANK_SLOTS;
const COUNT_SAME = CHOICES.count.indexOf('same');
const EQUAL_OFF = CHOICES.equal.indexOf('off');
const REVOLUTION_OFF = CHOICES.revolution.indexOf('off');

/** A rank's strength from 0 (lowest) to 12, jokers 13, in the current order. */
function strengthOf(rank: number, reversed: boolean): number {
  if (rank === JOKER_INDEX) return 13;
  return reversed ? 12 - rank : rank;
}

/** Strength from which a rank wins the lead back: the top two ranks (A, 2; or 4, 3 turned) and jokers. */
const CONTROL = 11;

/** Scratch space of one scoring call (allocated once per module: the engine is single-threaded). */
const beatBy = new Int8Array(5);

/**
 * Per set size m (1..4): the strength of the strongest set of m cards the unseen cards could
 * make (wild jokers filling in), -1 if none. A set of ours of size m with a higher strength
 * (and, with `equal`, not equal) cannot be beaten by what is still out.
 */
function fillBeatBy(unseen: Int8Array, reversed: boolean, wild: boolean): void {
  const jokers = unseen[JOKER_INDEX] as number;
  const extra = wild ? jokers : 0;
  beatBy[1] = beatBy[2] = beatBy[3] = beatBy[4] = -1;
  // one pass from the strongest rank down: the first rank with m cards sets beatBy[m]
  for (let i = 12; i >= 0; i--) {
    const r = reversed ? 12 - i : i;
    const u = (unseen[r] as number) + extra;
    if (u === 0) continue;
    for (let m = u > 4 ? 4 : u; m >= 1 && (beatBy[m] as number) < 0; m--) beatBy[m] = i;
  }
  for (let m = 1; m <= 4 && m <= jokers; m++) beatBy[m] = 13;
}

/** Whether a set of `count` cards of strength `s` can still be beaten (or matched, with `equal`). */
function beatable(s: number, count: number, equalOk: boolean): boolean {
  const m = count > 4 ? 4 : count;
  const best = beatBy[m] as number;
  return equalOk ? best >= s : best > s;
}

/** The seat's hand's groups (ranks held) that can still be beaten when played whole. */
function weakGroups(
  h: Int8Array,
  base: number,
  reversed: boolean,
  equalOk: boolean,
  skipRank: number,
): number {
  let weak = 0;
  for (let r = 0; r < R; r++) {
    const c = h[base + r] as number;
    if (c === 0 || r === skipRank) continue;
    if (beatable(strengthOf(r, reversed), c, equalOk)) weak++;
  }
  return weak;
}

/**
 * What turning the order would do to the hand: the sum over its cards (but `rank`, the four
 * about to be played) of the strength gained. Positive: a revolution makes the hand stronger.
 */
function revolutionGain(h: Int8Array, base: number, reversed: boolean, rank: number): number {
  let gain = 0;
  for (let r = 0; r < JOKER_INDEX; r++) {
    if (r === rank) continue;
    const c = h[base + r] as number;
    if (c > 0) gain += c * (strengthOf(r, !reversed) - strengthOf(r, reversed));
  }
  return gain;
}

/**
 * The heuristic's choice for the seat to act on `t`: one of `codes[0..k)` (plays the engine
 * listed as legal), or PASS when `canPass` and passing scores best. Deterministic: ties go to
 * the earlier play.
 */
export function policyChoice(
  t: FastTable,
  codes: ArrayLike<number>,
  k: number,
  canPass: boolean,
  unseen: Int8Array,
): number {
  return policyScores(t, codes, k, canPass, unseen, null);
}

/**
 * As `policyChoice`, and writes each play's score into `scores[0..k)` when given (the pass
 * scores 0): the Strong player tries the plays the heuristic rates best.
 */
export function policyScores(
  t: FastTable,
  codes: ArrayLike<number>,
  k: number,
  canPass: boolean,
  unseen: Int8Array,
  scores: Float64Array | null,
): number {
  const seat = t.toAct;
  const base = seat * R;
  const h = t.hands;
  const rules = t.rules;
  const reversed = t.reversed;
  const equalOk = rules.equal !== EQUAL_OFF;
  const total = t.cnt[seat] as number;
  const lead = t.topSeat < 0;
  fillBeatBy(unseen, reversed, rules.wild);

  // the smallest hand among the other seats still playing
  let minOther = 99;
  for (let s = 0; s < t.n; s++) {
    const c = t.cnt[s] as number;
    if (s !== seat && c > 0 && c < minOther) minOther = c;
  }
  const weakNow = weakGroups(h, base, reversed, equalOk, -1);
  const sameCount = rules.count === COUNT_SAME;

  let best = canPass ? PASS : -2;
  let bestScore = canPass ? 0 : -1e9;
  for (let i = 0; i < k; i++) {
    const code = codes[i] as number;
    const rank = code & 15;
    const count = (code >> 4) & 15;
    const wild = code >> 8;
    const naturals = count - wild;
    const held = h[base + rank] as number;
    const s = strengthOf(rank, reversed);
    const rest = total - count;
    let score: number;
    if (rest === 0) {
      // going out; a forbidden finish takes the worst place instead
      const foul = rank !== JOKER_INDEX && naturals > 0 && (rules.forbidMask & (1 << rank)) !== 0;
      score = foul ? -500 : 10000;
    } else {
      const whole = naturals === held;
      const boss = !beatable(s, count, equalOk);
      // groups that could still be beaten once this play is made
      let weakAfter = weakNow;
      if (beatable(s, held, equalOk)) weakAfter--;
      if (!whole && beatable(s, held - naturals, equalOk)) weakAfter++;
      const control = s >= CONTROL;
      const clears = rank !== JOKER_INDEX && (rules.clearMask & (1 << rank)) !== 0;
      if (lead) {
        score = 100 - 4 * s;
        if (control) score -= 30;
      } else {
        score = 60 - 4 * s;
        // spending a card that wins the lead back is for the end of the round, or to stop a
        // player about to go out
        if (control && rest > 3 && minOther > 2 && weakAfter > 1) score -= 70;
      }
      if (!whole) score -= rest > 3 ? 60 : 25;
      score -= 40 * wild;
      if (boss && weakAfter <= 1)
        score += 400; // unbeatable, then one group to finish with
      else if (boss && lead) score -= 20; // keep it to win a lead back later
      if (clears) score += lead ? 5 : 25;
      // a player with as many cards as this set could beat it and go out
      const danger = sameCount ? minOther === count : minOther >= count;
      if (danger && !boss) score -= lead ? 60 + 3 * (12 - s) : 15;
      if (!lead && minOther <= 2) score += 15;
      if (rules.revolution !== REVOLUTION_OFF && count >= 4 && rank !== JOKER_INDEX) {
        if (!reversed || rules.counter) {
          const gain = revolutionGain(h, base, reversed, rank);
          score += gain > 0 ? 60 + 4 * gain : -80;
        }
      }
      // jokers alone are the last word: only when nothing else is left to win the lead with
      if (rank === JOKER_INDEX && !(boss && weakAfter <= 1)) score -= 60;
    }
    if (scores !== null) scores[i] = score;
    if (score > bestScore) {
      bestScore = score;
      best = code;
    }
  }
  return best === -2 ? (codes[0] as number) : best;
}

/** Per rank, the cards the seat to act cannot see: every other seat's hand (a playout knows them all). */
export function unseenOf(t: FastTable, out: Int8Array): void {
  const seat = t.toAct;
  out.fill(0);
  for (let s = 0; s < t.n; s++) {
    if (s === seat) continue;
    const base = s * R;
    for (let r = 0; r < R; r++) out[r] = (out[r] as number) + (t.hands[base + r] as number);
  }
}

/**
 * Plays the round on `t` to its end (or until `stopSeat` has a place) with every seat
 * following the heuristic. `buffer` holds the legal plays, `unseen` is scratch space.
 */
export function playOut(
  t: FastTable,
  stopSeat: number,
  buffer: Int32Array,
  unseen: Int8Array,
): void {
  while (!t.over) {
    if (stopSeat >= 0 && (t.cnt[stopSeat] as number) === 0) return;
    const k = t.legalPlays(buffer);
    const canPass = t.canPass(k);
    unseenOf(t, unseen);
    t.apply(k === 0 ? -1 : policyChoice(t, buffer, k, canPass, unseen));
  }
}

/**
 * The cards a seat gives back when the choice is its own: its loneliest low cards (document
 * 001: rather two lone small cards than a broken pair). Each card is scored by its rank in the
 * normal order (the exchange knows no revolution) plus a penalty for the set it would break;
 * jokers and 2s go only when nothing else is left.
 */
export function loneliestLow(hand: readonly Card[], count: number): Card[] {
  const held = new Map<number, number>();
  for (const c of hand) held.set(rankIndex(c.rank), (held.get(rankIndex(c.rank)) ?? 0) + 1);
  const cost = (c: Card): number => {
    const r = rankIndex(c.rank);
    const size = held.get(r) ?? 1;
    // a card of a set costs more: the set would have gone in one play
    const inSet = size > 1 ? 7 * (size - 1) : 0;
    return r + inSet + (r >= 11 ? 30 : 0);
  };
  return [...hand]
    .map((c, i) => ({ c, i, k: cost(c) }))
    .sort((a, b) => a.k - b.k || a.i - b.i)
    .slice(0, count)
    .map((x) => x.c);
}
