/**
 * A step of an example as sentences in one language: what happened and why it was allowed
 * or not. The verdicts, events, cards and roles come from src/i18n/messages (through the
 * one-language dispatch, so an island carries a single language); the "why allowed"
 * sentences from src/i18n/stepper.
 */
import { JOKER, isJoker, type Card } from '../../engine/cards.ts';
import type { LeadReason, Why } from '../../engine/explain.ts';
import type { GameEvent } from '../../engine/verdict.ts';
import { eventMessageIn, roleNameIn, verdictMessageIn } from '../../i18n/messages/dispatch.ts';
import type { Messages } from '../../i18n/messages/en.ts';
import type { BeatWords, StepperStrings } from '../../i18n/stepper/en.ts';
import type { Step } from './steps.ts';
import { sentence } from '../../i18n/format/index.ts';

/** Everything a stepper says, in the page's language. */
export interface StepperWords {
  readonly messages: Messages;
  readonly stepper: StepperStrings;
}

/**
 * Cards as a step's sentence names them, as the verdicts do (spokenCards): short cards
 * (`9♥ 9♠`), a joker, which has no suit, by its name ("9♥ 9♠ and a joker").
 */
export function cardsText(words: StepperWords, cards: readonly Card[]): string {
  return words.messages.cardsSaid(cards);
}

/** Events told by the step's own first sentence (the play, the pass, the give itself). */
const TOLD_BY_MOVE = new Set<GameEvent['type']>(['played', 'passed', 'gave']);

function leadSentence(words: StepperWords, leader: LeadReason): string {
  const s = words.stepper.sentence;
  switch (leader.kind) {
    case 'holds':
      return s.leadHolds(leader.player, cardsText(words, [leader.card]));
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
        : s.leadByCard(cardsText(words, [leader.holder]), leader.first);
    // a later trick's leader is told as the trick's end (the event's own sentence)
    case 'trick-winner':
      return eventMessageIn(words.messages, {
        type: 'trick-won',
        player: leader.player,
        leader: leader.player,
        reason: leader.reason,
        winnerOut: false,
      });
    case 'after-winner-out':
      return eventMessageIn(words.messages, {
        type: 'trick-won',
        player: leader.winner,
        leader: leader.player,
        reason: leader.reason,
        winnerOut: true,
      });
  }
}

export function whySentence(words: StepperWords, why: Why): string {
  const s = words.stepper.sentence;
  switch (why.kind) {
    case 'lead':
      return s.lead(why.player, cardsText(words, why.cards));
    case 'beat': {
      const labels = words.messages.rankLabels;
      const rank = why.cards.find((c) => !isJoker(c))?.rank ?? JOKER;
      const d: BeatWords = {
        player: why.player,
        cards: cardsText(words, why.cards),
        top: cardsText(words, why.top.cards),
        rank: labels[rank],
        topRank: labels[why.top.rank],
        reversed: why.reversed,
      };
      const main = (() => {
        switch (why.how) {
          case 'higher':
            return s.higher(d);
          case 'equal':
            return s.equal(d);
          case 'suit':
            return s.suit(d);
          case 'more-higher':
            return s.moreHigher(d);
          case 'more-equal':
            return s.moreEqual(d);
          case 'bigger':
            return s.bigger(d);
        }
      })();
      return why.reentered ? `${main} ${s.reentered(why.player)}` : main;
    }
    case 'pass': {
      const top = cardsText(words, why.top.cards);
      if (why.couldPlay === null) return s.pass(why.player);
      if (why.couldPlay.length === 0) return s.passCannot(why.player, top);
      return s.passCould(why.player, cardsText(words, why.couldPlay), top);
    }
    case 'give': {
      const cards = cardsText(words, why.cards);
      if (why.due === 'highest') return s.giveHighest(why.player, why.to, cards, why.cards.length);
      return why.returnRule === 'lowest'
        ? s.giveBackLowest(why.player, why.to, cards)
        : s.giveBack(why.player, why.to, cards);
    }
  }
}

/** The step's sentences: what happened, why it was allowed or refused, and what it caused. */
export function describeStep(step: Step, words: StepperWords): string {
  const s = words.stepper.sentence;
  const action = step.action;
  if (action.kind === 'deal') {
    const parts = [s.dealt(action.round)];
    if (action.gives.length > 0)
      parts.push(
        s.exchangeDue(action.gives.map((g) => ({ from: g.from, to: g.to, count: g.count }))),
      );
    parts.push(leadSentence(words, action.leader));
    return parts.map(sentence).join(' ');
  }
  const move = action.move;
  if (!action.legal) {
    const reason = verdictMessageIn(words.messages, action.reason);
    switch (move.type) {
      case 'pass':
        return sentence(s.refusedPass(move.player, reason));
      case 'play':
        return [
          s.refusedPlay(move.player, cardsText(words, move.cards), reason),
          words.stepper.ui.takenBack(move.player),
        ]
          .map(sentence)
          .join(' ');
      case 'give':
        return [
          s.refusedGive(move.player, move.to, cardsText(words, move.cards), reason),
          words.stepper.ui.takenBack(move.player),
        ]
          .map(sentence)
          .join(' ');
    }
  }
  const consequences = action.events
    .filter((e) => !TOLD_BY_MOVE.has(e.type))
    .map((e) => eventMessageIn(words.messages, e));
  // one-lap: the trick ended because every other player has had their turn
  const lap = action.events.some((e) => e.type === 'trick-won' && e.reason === 'lap-over')
    ? [s.lapOver]
    : [];
  return [whySentence(words, action.why), ...lap, ...consequences].map(sentence).join(' ');
}
