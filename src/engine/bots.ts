/**
 * Computer players. They see what a seat may see (their own hand, the table) and choose
 * among the moves the engine calls legal; they never decide a rule themselves.
 */
import { JOKER_INDEX, type Card } from './cards.ts';
import { highestCards, legalPlays, lowestCards, type GameState, type Move } from './game.ts';
import { playShape, rankStrength } from './order.ts';

export type BotLevel = 'random' | 'normal';

/** The gives a round's exchange still needs, chosen as the rules demand (bots and quick play). */
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
 * The move of the seat to act. `random` picks uniformly among the legal plays and the pass;
 * `normal` plays its lowest legal play, keeps 2s and jokers for leads late in the round, and
 * otherwise passes. `who` names the mover when anyone may lead.
 */
export function chooseMove(
  game: GameState,
  level: BotLevel,
  random: () => number,
  who?: string,
): Move | null {
  const r = game.round;
  if (r === null || r.over || r.hands === null) return null;
  // an open lead (whoever moves first): the caller says who moves
  const seat = r.trick.toAct ?? (who === undefined ? -1 : r.seats.indexOf(who));
  if (seat < 0) return null;
  const player = r.seats[seat] ?? '';
  const plays = legalPlays(game, player);
  const canPass = r.trick.top !== null && !(game.rules.mandatory && plays.length > 0);
  if (level === 'random') {
    const options = plays.length + (canPass ? 1 : 0);
    const pick = Math.floor(random() * options);
    const cards = plays[pick];
    return cards === undefined ? { type: 'pass', player } : { type: 'play', player, cards };
  }
  // a play's rank as the engine reads it (jokers alone are above everything)
  const strength = (cards: readonly Card[]): number => {
    const rank = playShape(cards, game.rules.joker)?.rank ?? JOKER_INDEX;
    return rankStrength(rank, r.reversed) * 10 + cards.length;
  };
  const handSize = r.hands[seat]?.length ?? 0;
  const sorted = [...plays].sort((a, b) => {
    // leads: the biggest set of the lowest rank first; responses: the lowest that beats
    if (r.trick.top === null) return strength(a) - strength(b) - (b.length - a.length) * 0.5;
    return strength(a) - strength(b);
  });
  const best = sorted[0];
  if (best === undefined) return { type: 'pass', player };
  const precious = strength(best) >= 110 && handSize > 3; // a 2 or a joker, early in the round
  if (canPass && precious) return { type: 'pass', player };
  return { type: 'play', player, cards: best };
}
