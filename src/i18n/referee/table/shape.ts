/**
 * The shape of the table screen's words (every language implements `TableStrings`; the
 * languages are ./en.ts, ./de.ts, ./sv.ts, ./nl.ts, and ../table.ts gathers them).
 */
import type { StepperStrings } from '../../stepper/en.ts';
import type { Suit } from '../../../engine/cards.ts';
import type { TrickEndReason } from '../../../engine/verdict.ts';

/** How a trick ended, as the overview's one line says it. */
export interface TrickEndWords {
  readonly reason: TrickEndReason;
  readonly winner: string;
  /** who leads the next trick */
  readonly leader: string;
  /** the winner went out with the winning play, so the next player with cards leads */
  readonly winnerOut: boolean;
}

/** One give of the exchange checklist, with the roles already named. */
export interface GiveWords {
  readonly from: string;
  readonly fromRole: string | null;
  readonly to: string;
  readonly toRole: string | null;
  readonly count: number;
  /** highest: the lower role's best cards; back: any cards in return; lowest: the lowest in return */
  readonly kind: 'highest' | 'back' | 'lowest';
}

export interface TableStrings {
  readonly heading: string;
  readonly round: (n: number) => string;
  // the overview
  readonly seats: string;
  /** the marker of the player to act (shown with an arrow, not by colour alone) */
  readonly toAct: string;
  readonly pile: string;
  readonly emptyPile: string;
  readonly passWord: string;
  readonly skipWord: string;
  /** the play to beat, named as the verdicts name it (Messages.playBy: "2♣ by Lotte") */
  readonly toBeat: (play: string) => string;
  readonly revolution: string;
  readonly trickEnded: (d: TrickEndWords) => string;
  readonly firstCard: (card: string) => string;
  // the entry pad
  readonly entry: string;
  readonly who: string;
  readonly pickLeader: string;
  /** the same when the holder of a card leads and the referee does not know who that is */
  readonly pickHolder: (card: string) => string;
  /**
   * A rank tapped before anyone is chosen: what was tapped is not entered, and who plays it is
   * asked (`cards` as the verdicts say them: "a five"); the pad's line says why a name is needed
   */
  readonly whoPlays: (cards: string) => string;
  /** a 2 tapped on a 2 under twos-by-suit without its suit: the pad asks for the suit */
  readonly twoNeedsSuit: string;
  readonly count: string;
  readonly suits: string;
  readonly suitsHint: string;
  readonly suitNames: Readonly<Record<Suit, string>>;
  readonly jokers: string;
  readonly ranks: (player: string, count: string) => string;
  readonly pass: string;
  /** back to the set-up screen and the list of kept games; the open game stays kept */
  readonly leave: string;
  readonly undo: string;
  readonly redo: string;
  // the verdict
  readonly verdict: string;
  readonly accepted: string;
  /** a give accepted at a real table, where only its count is checked: the label, and why */
  readonly noted: string;
  readonly countOnly: string;
  readonly refused: string;
  readonly tried: (player: string, cards: string) => string;
  readonly triedPass: (player: string) => string;
  readonly triedGive: (player: string, to: string, cards: string) => string;
  readonly undone: string;
  readonly redone: string;
  /** a key tapped in a tab that only shows the game (another tab enters the plays) */
  readonly shownOnly: string;
  /** a deal as undo and redo name it ("Taken back: the deal of round 1.") */
  readonly dealEntry: (round: number) => string;
  // the history
  readonly history: string;
  readonly historyEmpty: string;
  readonly refusedMark: string;
  readonly why: string;
  // the exchange
  readonly exchange: string;
  readonly give: (g: GiveWords) => string;
  readonly giveDone: string;
  readonly giveNow: (from: string, to: string, entered: number, count: number) => string;
  readonly giveClear: string;
  // between rounds
  readonly roundOver: (n: number) => string;
  readonly gameOver: string;
  /** under the game-over heading: who won, a sentence */
  readonly wins: (winner: string) => string;
  readonly places: string;
  readonly place: string;
  readonly player: string;
  readonly role: string;
  readonly points: string;
  readonly total: string;
  readonly noScore: string;
  readonly standings: string;
  readonly tieBreak: (winner: string, others: readonly string[], points: string) => string;
  readonly nextRound: string;
  readonly nextRoundHeading: (n: number) => string;
  /** between rounds: the next round's seating (turn order), which the table may change */
  readonly seating: (n: number, seats: readonly string[]) => string;
  readonly seatingHint: string;
  /** puts the players in the order of the places just played */
  readonly seatingByPlaces: string;
  /** templates with {name}, {seat} and {count}, as the set-up's */
  readonly moveUp: string;
  readonly moveDown: string;
  readonly seatMoved: string;
  readonly deal: string;
  // known hands
  readonly hands: string;
  readonly handsHint: string;
  readonly handOf: string;
  readonly handCount: (player: string, count: string) => string;
  readonly heldBy: (player: string) => string;
  readonly unassigned: (count: string) => string;
  /** every card has a hand, but not as one-at-a-time dealing gives them: {each} "13" or "10–11", {off} "Anna 14, Cem 12" */
  readonly unevenDeal: (each: string, off: string) => string;
  readonly dealHands: string;
  /** the example stepper's words: why a move was allowed, who leads, the deal, the markers */
  readonly explain: StepperStrings;
}
