/**
 * The table screen's sentences in the page's language, from what the engine says: a move as
 * entered, why a legal move was allowed (explain.ts `Why`), who leads and why (`LeadReason`),
 * how a trick ended. No rule is decided here; each function only picks the words for a code.
 */
import type { Card } from '../../engine/cards.ts';
import { whySentence } from '../stepper/describe.ts';
import type { LeadReason, Why } from '../../engine/explain.ts';
import type { Move } from '../../engine/game.ts';
import type { GameEvent } from '../../engine/verdict.ts';
import type { EndedTrickView, GiveView, SeatView } from '../../engine/view.ts';
import type { RefereeTableStrings } from '../../i18n/referee/index.ts';
import type { GiveWords } from '../../i18n/referee/table.ts';
import { eventMessageIn, roleNameIn } from '../../i18n/messages/dispatch.ts';
import { shortCard, shortCards } from '../../i18n/messages/shared.ts';

export function cardsText(words: RefereeTableStrings, cards: readonly Card[]): string {
  return shortCards(cards, words.messages.rankLabels);
}

export function cardText(words: RefereeTableStrings, card: Card): string {
  return shortCard(card, words.messages.rankLabels);
}

/** A move as entered: "Ben plays 9 9", "Ben passes", "Dora gives 2 A to Anna". */
export function moveText(words: RefereeTableStrings, move: Move): string {
  switch (move.type) {
    case 'play':
      return eventMessageIn(words.messages, {
        type: 'played',
        player: move.player,
        cards: move.cards,
      });
    case 'pass':
      return eventMessageIn(words.messages, { type: 'passed', player: move.player });
    case 'give':
      return eventMessageIn(words.messages, {
        type: 'gave',
        player: move.player,
        to: move.to,
        cards: move.cards,
      });
  }
}

/** Events an entry's own line tells; the others (a trick won, a player out …) follow it. */
export const TOLD: ReadonlySet<GameEvent['type']> = new Set(['played', 'passed', 'gave']);

/**
 * An allowed entry as the engine took it: its own event (in known hands with the suits the
 * engine found: "Cem gives 7♦ 6♦ to Anna", where 7 6 was entered), else as entered.
 */
export function toldText(
  words: RefereeTableStrings,
  move: Move,
  events: readonly GameEvent[],
): string {
  const told = events.find((e) => TOLD.has(e.type));
  return told === undefined ? moveText(words, move) : eventMessageIn(words.messages, told);
}

/** What the player tried, for a refused entry, its cards named as the verdicts name them: "Ben tried two nines." */
export function triedText(words: RefereeTableStrings, move: Move): string {
  const t = words.table;
  switch (move.type) {
    case 'play':
      return t.tried(move.player, words.messages.cardsSaid(move.cards));
    case 'pass':
      return t.triedPass(move.player);
    case 'give':
      return t.triedGive(move.player, move.to, words.messages.cardsSaid(move.cards));
  }
}

/** Who leads the trick being led now, and why (the stepper's sentences). */
export function leadText(words: RefereeTableStrings, leader: LeadReason): string {
  const s = words.table.explain.sentence;
  switch (leader.kind) {
    case 'holds':
      return s.leadHolds(leader.player, cardText(words, leader.card));
    case 'left-of-dealer':
      return s.leadLeftOfDealer(leader.player, leader.dealer);
    case 'previous':
      return s.leadPrevious(
        leader.player,
        roleNameIn(words.messages.roles, leader.place, leader.players),
      );
    case 'open':
      return leader.holder === null
        ? s.leadOpen(leader.first)
        : s.leadByCard(cardText(words, leader.holder), leader.first);
    case 'trick-winner':
      return words.table.trickEnded({
        reason: leader.reason,
        winner: leader.player,
        leader: leader.player,
        winnerOut: false,
      });
    case 'after-winner-out':
      return words.table.trickEnded({
        reason: leader.reason,
        winner: leader.winner,
        leader: leader.player,
        winnerOut: true,
      });
  }
}

/** How the last trick ended and who leads next, from the view's `lastTrick`. */
export function trickEndText(words: RefereeTableStrings, last: EndedTrickView): string | null {
  if (last.leader === null) return null;
  return words.table.trickEnded({
    reason: last.reason,
    winner: last.winner,
    leader: last.leader,
    winnerOut: last.winnerOut,
  });
}

/** Why a legal move was allowed (explain.ts): the example stepper's sentence for it. */
export function whyText(words: RefereeTableStrings, why: Why): string {
  return whySentence({ messages: words.messages, stepper: words.table.explain }, why);
}

/** The words of one give of the exchange list, with the roles of last round's places. */
export function giveWords(
  view: SeatView<null>,
  words: RefereeTableStrings,
  give: GiveView,
): GiveWords {
  const previous = view.previous;
  const role = (player: string): string | null => {
    const place = previous?.indexOf(player) ?? -1;
    return previous === null || place < 0
      ? null
      : roleNameIn(words.messages.roles, place + 1, previous.length);
  };
  return {
    from: give.from,
    fromRole: role(give.from),
    to: give.to,
    toRole: role(give.to),
    count: give.count,
    kind:
      give.kind === 'highest'
        ? 'highest'
        : view.rules.exchangeReturn === 'lowest'
          ? 'lowest'
          : 'back',
  };
}
