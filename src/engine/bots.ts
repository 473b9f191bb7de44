/**
 * Computer players. A bot receives one seat's view (src/engine/view.ts: its own hand, the
 * counts, the table) and a seeded random generator, never the game's state, so it cannot
 * read another hand; it chooses among the moves the engine lists as legal in that view and
 * never decides a rule itself.
 *
 * `dueGives` / `nextGive` are not bots: they fill in the whole exchange list as the rules
 * demand (quick play and tests), reading every hand as a referee does.
 */
import { JOKER_INDEX, type Card } from './cards.ts';
import { highestCards, lowestCards, type GameState, type Move } from './game.ts';
import { playShape, rankStrength } from './order.ts';
import { mulberry32, roundSeed } from './random.ts';
import type { SeatView } from './view.ts';

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
 * The seat's next give of the exchange, or null when it has none to make now. A give back
 * (`return`) waits until the cards from the other side have arrived, as at the table. The
 * highest cards are forced; a bot gives back its lowest.
 */
export function chooseGive(view: SeatView): Move | null {
  const hand = view.hand;
  if (hand === null || view.roundOver) return null;
  for (const d of view.gives) {
    if (d.done || d.from !== view.seat) continue;
    if (d.kind === 'return') {
      const received = view.gives.find((g) => g.kind === 'highest' && g.from === d.to);
      if (received !== undefined && !received.done) continue;
    }
    const cards =
      d.kind === 'highest'
        ? highestCards(hand, d.count, view.rules.exchangeTies === 'suit')
        : lowestCards(hand, d.count);
    return { type: 'give', player: view.seat, to: d.to, cards };
  }
  return null;
}

/**
 * The seat's move, or null when it may not move now (not its turn, the round over, or its
 * hand unknown). `random` picks uniformly among the legal plays and the pass; `normal` plays
 * its lowest legal play, keeps 2s and jokers for leads late in the round, and otherwise
 * passes. When anyone may lead, the view's seat is the one that leads.
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
  // a play's rank as the engine reads it (jokers alone are above everything)
  const strength = (cards: readonly Card[]): number => {
    const rank = playShape(cards, view.rules.joker)?.rank ?? JOKER_INDEX;
    return rankStrength(rank, view.reversed) * 10 + cards.length;
  };
  const sorted = [...plays].sort((a, b) => {
    // leads: the biggest set of the lowest rank first; responses: the lowest that beats
    if (view.top === null) return strength(a) - strength(b) - (b.length - a.length) * 0.5;
    return strength(a) - strength(b);
  });
  const best = sorted[0];
  if (best === undefined) return { type: 'pass', player };
  const precious = strength(best) >= 110 && hand.length > 3; // a 2 or a joker, early in the round
  if (canPass && precious) return { type: 'pass', player };
  return { type: 'play', player, cards: best };
}
