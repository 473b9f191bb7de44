/**
 * Computer players. A bot receives one seat's view (src/engine/view.ts: its own hand, the
 * counts, the table) and a seeded random generator, never the game's state, so it cannot
 * read another hand; it chooses among the moves the engine lists as legal in that view and
 * never decides a rule itself.
 *
 * Levels: `random` picks uniformly among the legal moves; `normal` follows document 001's
 * tips (the heuristic of ./policy.ts); `strong` samples the hidden cards and plays each
 * choice out with that heuristic (./strong.ts).
 *
 * `dueGives` / `nextGive` are not bots: they fill in the whole exchange list as the rules
 * demand (quick play and tests), reading every hand as a referee does.
 */
import type { Card } from './cards.ts';
import { FastTable, writeHands } from './fast.ts';
import { highestCards, lowestCards, type GameState, type Move } from './game.ts';
import { loneliestLow, policyChoice } from './policy.ts';
import { mulberry32, roundSeed } from './random.ts';
import {
  codeOf,
  fastRulesOf,
  playCode,
  positionOf,
  seatIndex,
  unseenByRank,
  unseenCodes,
} from './seat-table.ts';
import { strongGive, strongPlay } from './strong.ts';
import { dueGiveOf } from './due-give.ts';
import type { SeatView } from './view.ts';

export { dueGiveOf };

import type { BotLevel } from './bot-levels.ts';

export { BOT_LEVELS, type BotLevel } from './bot-levels.ts';

/** The gives a round's exchange still needs, chosen as the rules demand (quick play, tests). */
export function dueGives(game: GameState): Move[] {
  const r = game.round;
  if (r === null || r.hands === null || r.began) return [];
  const gives: Move[] = [];
  for (const d of r.exchange) {
    if (d.done) continue;
    const hand = r.hands[d.from] ?? [];
    const cards =
      d.kind === 'highest'
        ? highestCards(hand, d.count, game.rules.exchangeTies === 'suit')
        : lowestCards(hand, d.count);
    gives.push({ type: 'give', player: r.seats[d.from] ?? '', to: r.seats[d.to] ?? '', cards });
  }
  return gives;
}

/** The next due give, or null when the exchange is complete. */
export function nextGive(game: GameState): Move | null {
  return dueGives(game)[0] ?? null;
}

/**
 * The random generator of a computer's turn: seeded from the game's seed, the round and the
 * turn's index (the machine passes the length of its log), so a game code replays every
 * computer move.
 */
export function botRandom(seed: number, round: number, turn: number): () => number {
  return mulberry32(roundSeed(roundSeed(seed, round) ^ 0x6a09e667, turn));
}

/**
 * The seat's next give of the exchange, or null when it has none to make now. The highest
 * cards are forced; a give back under exchange-return=lowest is forced too; otherwise
 * `random` and `normal` give back their loneliest low cards and `strong` plays the choices out.
 */
export function chooseGive(
  view: SeatView,
  level: BotLevel = 'normal',
  random: () => number = mulberry32(0),
): Move | null {
  const hand = view.hand;
  const d = dueGiveOf(view);
  if (hand === null || d === null) return null;
  let cards: Card[];
  if (d.kind === 'highest') cards = highestCards(hand, d.count, view.rules.exchangeTies === 'suit');
  else if (view.rules.exchangeReturn === 'lowest') cards = lowestCards(hand, d.count);
  else if (level === 'strong') cards = strongGive(view, d, random);
  else cards = loneliestLow(hand, d.count);
  return { type: 'give', player: view.seat, to: d.to, cards };
}

/** The Normal player's choice among the view's legal plays (an index), or -1 to pass. */
export function normalChoice(view: SeatView): number {
  const hand = view.hand ?? [];
  const plays = view.legalPlays;
  const codes = plays.map((p) => playCode(p, view.rules.joker));
  const n = view.seats.length;
  const me = seatIndex(view);
  const table = new FastTable(n, fastRulesOf(view.rules));
  writeHands(
    table,
    view.seats.map((_, s) => (s === me ? hand.map(codeOf) : [])),
  );
  table.load(positionOf(view));
  // the others' hands are unknown: only their counts are set
  view.seats.forEach((p, s) => {
    if (s !== me) table.cnt[s] = view.counts[p] ?? 0;
  });
  const unseen = unseenByRank(unseenCodes(view));
  const choice = policyChoice(table, codes, codes.length, view.canPass, unseen);
  return choice < 0 ? -1 : codes.indexOf(choice);
}

/**
 * The seat's move, or null when it may not move now (not its turn, the round over, or its
 * hand unknown). `random` picks uniformly among the legal plays and the pass; `normal` plays
 * the heuristic's choice (./policy.ts); `strong` plays each choice out on sampled deals
 * (./strong.ts). When anyone may lead, the view's seat is the one that leads.
 */
export function chooseMove(view: SeatView, level: BotLevel, random: () => number): Move | null {
  const hand = view.hand;
  if (view.round === null || view.roundOver || hand === null) return null;
  if (view.toAct !== null && view.toAct !== view.seat) return null;
  const player = view.seat;
  const plays = view.legalPlays;
  const canPass = view.canPass;
  if (plays.length === 0 && !canPass) return null;
  if (level === 'random') {
    const options = plays.length + (canPass ? 1 : 0);
    const pick = Math.floor(random() * options);
    const cards = plays[pick];
    return cards === undefined ? { type: 'pass', player } : { type: 'play', player, cards };
  }
  const pick = level === 'strong' ? strongPlay(view, random) : normalChoice(view);
  const cards = plays[pick];
  return cards === undefined ? { type: 'pass', player } : { type: 'play', player, cards };
}
