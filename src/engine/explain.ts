/**
 * Explanations as codes and data (no prose; the words are in src/i18n): why a legal move was
 * allowed, who leads a trick and why, and what the round after a finished one will be (its
 * seating, dealer, leader, roles and exchange). Every answer is read from the engine's own
 * decisions (judgeBeat, firstLeadOf, startRound, applyMove), so no rule is decided twice.
 */
import type { Card } from './cards.ts';
import {
  applyMove,
  firstCardOf,
  firstLeadOf,
  judgeMove,
  legalPlays,
  seatOf,
  topInfo,
  type GameState,
  type Move,
} from './game.ts';
import { compareRanks, judgeBeat, playShape } from './order.ts';
import type { RuleSet } from './rules.ts';
import type { TopInfo, TrickEndReason } from './verdict.ts';

// ---------------------------------------------------------------------------------------
// Who leads

/** Why the player to lead a trick is who they are. */
export type LeadReason =
  /** first-lead club-3 / diamond-3 with known hands: the holder of the rule set's first card */
  | { readonly kind: 'holds'; readonly player: string; readonly card: Card }
  /** first-lead left-of-dealer: the first player with cards after the dealer */
  | { readonly kind: 'left-of-dealer'; readonly player: string; readonly dealer: string }
  /** next-lead scum / president: the player's place in the previous round (1 = first) */
  | {
      readonly kind: 'previous';
      readonly player: string;
      readonly place: number;
      readonly players: number;
    }
  /**
   * whoever moves first leads; `first` is who does, when the caller knows it. `holder`: the
   * rules say the holder of this card leads, but the hands are not known (table mode, or a
   * round not dealt yet)
   */
  | { readonly kind: 'open'; readonly first: string | null; readonly holder: Card | null }
  /** after a trick: its winner leads the next one */
  | { readonly kind: 'trick-winner'; readonly player: string; readonly reason: TrickEndReason }
  /** after a trick whose winner went out with it: the next player with cards leads */
  | {
      readonly kind: 'after-winner-out';
      readonly player: string;
      readonly winner: string;
      readonly reason: TrickEndReason;
    };

/**
 * Who leads the trick being led now and why: a round's first trick by the lead rules, a
 * later one after the trick that just ended. `mover` names who moves first when anyone may
 * lead (an open lead). Null when no trick is being led (no round, the round is over, or a
 * trick is under way).
 */
export function whoLeads(game: GameState, mover?: string): LeadReason | null {
  const round = game.round;
  if (round === null || round.over || round.trick.top !== null) return null;
  const name = (seat: number): string => round.seats[seat] ?? '';
  if (round.began) {
    const last = round.lastTrick;
    if (last === null || last.leader === null) return null;
    return last.winnerOut
      ? {
          kind: 'after-winner-out',
          player: name(last.leader),
          winner: name(last.winner),
          reason: last.reason,
        }
      : { kind: 'trick-winner', player: name(last.leader), reason: last.reason };
  }
  const lead = firstLeadOf(game.rules, round);
  switch (lead.by) {
    case 'open':
      return { kind: 'open', first: mover ?? null, holder: lead.holder };
    case 'previous': {
      const player = name(lead.seat);
      const place = (round.previous ?? []).indexOf(player) + 1;
      return { kind: 'previous', player, place, players: round.seats.length };
    }
    case 'holds': {
      const card = firstCardOf(game.rules);
      if (card === null) throw new Error('whoLeads: a holder needs a first card');
      return { kind: 'holds', player: name(lead.seat), card };
    }
    case 'left-of-dealer':
      return { kind: 'left-of-dealer', player: name(lead.seat), dealer: name(round.dealer) };
  }
}

// ---------------------------------------------------------------------------------------
// Why a move was allowed

/** How a legal play beat the top play (from the engine's comparison). */
export type BeatHow =
  /** the same number of cards, a higher rank */
  | 'higher'
  /** the same rank is allowed (equal=on/skip) */
  | 'equal'
  /** among 2s, the higher suit (twos-by-suit) */
  | 'suit'
  /** more cards than the top play (count=more), rank higher */
  | 'more-higher'
  /** more cards than the top play (count=more), the same rank (equal allowed) */
  | 'more-equal'
  /** more cards beat fewer whatever the rank (count=bigger-wins) */
  | 'bigger';

/** Why a legal move was allowed. */
export type Why =
  | { readonly kind: 'lead'; readonly player: string; readonly cards: readonly Card[] }
  | {
      readonly kind: 'beat';
      readonly player: string;
      readonly cards: readonly Card[];
      readonly top: TopInfo;
      readonly how: BeatHow;
      /** the order was turned by a revolution when the play was made */
      readonly reversed: boolean;
      /** the player had passed earlier in this trick and came back in (re-entry) */
      readonly reentered: boolean;
      /** equal=skip: the player this play of the same rank skipped; null if none */
      readonly skipped: string | null;
    }
  | {
      readonly kind: 'pass';
      readonly player: string;
      readonly top: TopInfo;
      /** known hands: a play that would have beaten the top ([] if none); null in table mode */
      readonly couldPlay: readonly Card[] | null;
    }
  | {
      readonly kind: 'give';
      readonly player: string;
      readonly to: string;
      readonly cards: readonly Card[];
      /** highest: the lower role's best cards; return: the higher role gives back */
      readonly due: 'highest' | 'return';
      readonly returnRule: RuleSet['exchangeReturn'];
    };

/**
 * Why the engine finds `move` legal in `game` (the state before it). Throws on a move that
 * judgeMove refuses: its reason is the verdict's, not an explanation.
 */
export function whyAllowed(game: GameState, move: Move): Why {
  const verdict = judgeMove(game, move);
  if (!verdict.legal) throw new Error(`whyAllowed: the move is illegal (${verdict.reason.code})`);
  const round = game.round;
  if (round === null) throw new Error('whyAllowed: no round');
  if (move.type === 'give') {
    const due = round.exchange.find(
      (d) => round.seats[d.from] === move.player && round.seats[d.to] === move.to,
    );
    return {
      kind: 'give',
      player: move.player,
      to: move.to,
      cards: move.cards,
      due: due?.kind ?? 'highest',
      returnRule: game.rules.exchangeReturn,
    };
  }
  const top = round.trick.top;
  if (top === null) {
    if (move.type === 'play') return { kind: 'lead', player: move.player, cards: move.cards };
    throw new Error('whyAllowed: a legal pass needs a play on the table');
  }
  const info = topInfo(round, top);
  if (move.type === 'pass') {
    const plays = round.hands === null ? null : legalPlays(game, move.player);
    return {
      kind: 'pass',
      player: move.player,
      top: info,
      couldPlay: plays === null ? null : (plays[0] ?? []),
    };
  }
  const rules = game.rules;
  const shape = playShape(move.cards, rules.joker);
  if (shape === null) throw new Error('whyAllowed: a legal play has one rank');
  const beat = judgeBeat(shape, top.shape, rules, round.reversed);
  const more = shape.count > top.shape.count;
  // the same rank when the suits of 2s are left aside: then only twos-by-suit made it higher
  const sameStrength =
    compareRanks(shape, top.shape, { ...rules, twosBySuit: false }, round.reversed) === 0;
  let how: BeatHow;
  if (more && rules.count === 'bigger-wins') how = 'bigger';
  else if (more) how = beat === 'equals' ? 'more-equal' : 'more-higher';
  else if (beat === 'equals') how = 'equal';
  else if (sameStrength) how = 'suit';
  else how = 'higher';
  const skip = applyMove(game, move).events.find((e) => e.type === 'skipped');
  return {
    kind: 'beat',
    player: move.player,
    cards: move.cards,
    top: info,
    how,
    reversed: round.reversed,
    reentered: rules.reentry && round.trick.passed[seatOf(round, move.player)] === true,
    skipped: skip?.player ?? null,
  };
}

// ---------------------------------------------------------------------------------------
// The next round
