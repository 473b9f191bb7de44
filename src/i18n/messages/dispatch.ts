/**
 * Verdicts, events and roles in the words of one language's `Messages`. index.ts answers
 * by language code (`verdictMessage(data, 'de')`) and so holds all four languages; these
 * take the one language's table instead, so an island that ships a single language can
 * use them without bundling the other three. The switches are exhaustive: a new verdict
 * code or event type fails to compile until it has a sentence.
 */
import type { GameEvent, VerdictData } from '../../engine/verdict.ts';
import type { Messages } from './en.ts';
import { unreachable, type RoleNames } from './shared.ts';

/**
 * The role of `place` (1 = first out) among `players`: with 4+ players 1 President,
 * 2 Vice President, n−1 Vice Scum, n Scum, the rest citizens; with 3 players President,
 * citizen, Scum; with 2, President and Scum.
 */
export function roleNameIn(roles: RoleNames, place: number, players: number): string {
  if (!Number.isInteger(place) || !Number.isInteger(players) || place < 1 || place > players) {
    throw new RangeError(`no place ${String(place)} among ${String(players)} players`);
  }
  if (place === 1) return roles.president;
  if (place === players) return roles.scum;
  if (players >= 4 && place === 2) return roles.vicePresident;
  if (players >= 4 && place === players - 1) return roles.viceScum;
  return roles.citizen;
}

/** One sentence saying why a move or give is illegal, naming the cards and counts. */
export function verdictMessageIn(m: Messages, data: VerdictData): string {
  const v = m.verdict;
  switch (data.code) {
    case 'unknown-player':
      return v.unknownPlayer(data);
    case 'round-over':
      return v.roundOver(data);
    case 'already-finished':
      return v.alreadyFinished(data);
    case 'already-passed':
      return v.alreadyPassed(data);
    case 'not-your-turn':
      return v.notYourTurn(data);
    case 'leader-cannot-pass':
      return v.leaderCannotPass(data);
    case 'must-play':
      return v.mustPlay(data);
    case 'duplicate-card':
      return v.duplicateCard(data);
    case 'card-already-played':
      return v.cardAlreadyPlayed(data);
    case 'not-in-hand':
      return v.notInHand(data);
    case 'too-many-cards':
      return v.tooManyCards(data);
    case 'mixed-ranks':
      return v.mixedRanks(data);
    case 'missing-first-card':
      return v.missingFirstCard(data);
    case 'wrong-count':
      return v.wrongCount(data);
    case 'not-higher':
      return v.notHigher(data);
    case 'exchange-not-due':
      return v.exchangeNotDue(data);
    case 'exchange-wrong-count':
      return v.exchangeWrongCount(data);
    case 'exchange-not-highest':
      return v.exchangeNotHighest(data);
    case 'exchange-not-lowest':
      return v.exchangeNotLowest(data);
    default:
      return unreachable(data);
  }
}

/** One line for the stepper and the log: "Ben wins the trick and leads", "Cem goes out: 2nd place". */
export function eventMessageIn(m: Messages, event: GameEvent): string {
  const e = m.event;
  switch (event.type) {
    case 'played':
      return e.played(event);
    case 'passed':
      return e.passed(event);
    case 'gave':
      return e.gave(event);
    case 'skipped':
      return e.skipped(event);
    case 'revolution':
      return e.revolution(event);
    case 'cleared':
      return e.cleared(event);
    case 'trick-won':
      return e.trickWon(event);
    case 'went-out':
      return e.wentOut(event);
    case 'foul':
      return e.foul(event);
    case 'miyako':
      return e.miyako(event);
    case 'round-over': {
      const n = event.places.length;
      return e.roundOver(
        event,
        event.places.map((_, i) => roleNameIn(m.roles, i + 1, n)),
      );
    }
    case 'game-over':
      return e.gameOver(event);
    default:
      return unreachable(event);
  }
}
