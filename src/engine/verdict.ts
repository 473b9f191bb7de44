/**
 * Verdicts: codes and the data a message needs (rules-spec §6). No prose here: the UI and
 * the CLI turn a verdict into a sentence in the reader's language (src/i18n/messages).
 */
import type { Card, RankOrJoker } from './cards.ts';
import type { RuleSet } from './rules.ts';

/** Play and pass codes, in the order in which they are checked: the first that applies wins. */
export const MOVE_CODES = [
  'unknown-player',
  'round-over',
  'already-finished',
  'already-passed',
  'not-your-turn',
  'leader-cannot-pass',
  'must-play',
  'duplicate-card',
  'card-already-played',
  'not-in-hand',
  'too-many-cards',
  'mixed-ranks',
  'missing-first-card',
  'wrong-count',
  'not-higher',
] as const;

/** Exchange (`give`) codes, in the order in which they are checked. */
export const EXCHANGE_CODES = [
  'unknown-player',
  'exchange-not-due',
  'exchange-wrong-count',
  'not-in-hand',
  'exchange-not-highest',
  'exchange-not-lowest',
] as const;

export type MoveCode = (typeof MOVE_CODES)[number];
export type ExchangeCode = (typeof EXCHANGE_CODES)[number];
export type VerdictCode = MoveCode | ExchangeCode;
/**
 * Every verdict code once, moves' first. Worked out in a call marked pure, so that a bundle
 * that does not use the list leaves it out (a `new Set` in the open is kept as if it had
 * side effects, and the code lists with it).
 */
export const VERDICT_CODES: readonly VerdictCode[] = /* @__PURE__ */ (() => [
  ...new Set<VerdictCode>([...MOVE_CODES, ...EXCHANGE_CODES]),
])();

/** The play on the table, as a message needs it. */
export interface TopInfo {
  readonly player: string;
  readonly cards: readonly Card[];
  readonly count: number;
  /** the rank to beat; 'X' for jokers */
  readonly rank: RankOrJoker;
}

/** Why an exchange is not due, for the message. */
export type NotDueReason =
  'no-exchange' | 'first-round' | 'not-this-pair' | 'already-given' | 'play-begun';

export type VerdictData =
  /** a move names someone not at the table (the mover, or the receiver of a give) */
  | {
      readonly code: 'unknown-player';
      readonly player: string;
      readonly name: string;
      readonly seats: readonly string[];
    }
  | { readonly code: 'round-over'; readonly player: string; readonly round: number }
  | { readonly code: 'already-finished'; readonly player: string; readonly place: number | null }
  | { readonly code: 'already-passed'; readonly player: string }
  | { readonly code: 'not-your-turn'; readonly player: string; readonly toAct: string }
  | { readonly code: 'leader-cannot-pass'; readonly player: string }
  | {
      readonly code: 'must-play';
      readonly player: string;
      readonly top: TopInfo;
      readonly example: readonly Card[];
    }
  | {
      readonly code: 'duplicate-card';
      readonly player: string;
      readonly card: Card;
      readonly jokersInDeck: number;
    }
  | {
      readonly code: 'card-already-played';
      readonly player: string;
      readonly card: Card;
      /**
       * null: this very card (its suit written) was played before; else the play holds more of
       * the card's rank than are still unplayed, and `left` is how many are
       */
      readonly left: number | null;
    }
  | {
      readonly code: 'not-in-hand';
      readonly player: string;
      readonly card: Card;
      /** how many cards of the missing card's rank (jokers: how many jokers) the hand holds */
      readonly held: number;
    }
  | {
      readonly code: 'too-many-cards';
      readonly player: string;
      readonly count: number;
      readonly held: number;
    }
  | {
      readonly code: 'mixed-ranks';
      readonly player: string;
      readonly ranks: readonly RankOrJoker[];
      readonly jokerHigh: boolean;
    }
  | {
      readonly code: 'missing-first-card';
      readonly player: string;
      readonly card: Card;
      /** the play holds the card's rank without its suit (a lone 3 does not show it is 3♣) */
      readonly suitMissing: boolean;
    }
  | {
      readonly code: 'wrong-count';
      readonly player: string;
      readonly count: number;
      readonly top: TopInfo;
      readonly rule: RuleSet['count'];
    }
  | {
      readonly code: 'not-higher';
      readonly player: string;
      readonly rank: RankOrJoker;
      readonly top: TopInfo;
      readonly equalAllowed: boolean;
      readonly reversed: boolean;
      /** 2s on 2s under twos-by-suit, both suits written: the suits decided (§3) */
      readonly bySuit: boolean;
      /**
       * the top is 2s with a suit written, under twos-by-suit: only a 2 of a higher suit beats
       * it (so a refused ace, or a 2 without its suit, is told so)
       */
      readonly topBySuit: boolean;
      /**
       * nothing can beat the top: it is of the highest rank in the current order, and there are
       * no jokers, no equal ranks on top, no 2s told by suit and no more cards winning (§3)
       */
      readonly unbeatable: boolean;
    }
  | {
      readonly code: 'exchange-not-due';
      readonly player: string;
      readonly to: string;
      readonly reason: NotDueReason;
    }
  | {
      readonly code: 'exchange-wrong-count';
      readonly player: string;
      readonly to: string;
      readonly count: number;
      readonly required: number;
    }
  | {
      readonly code: 'exchange-not-highest';
      readonly player: string;
      readonly to: string;
      /** the cards that should go (one valid choice) */
      readonly expected: readonly Card[];
      readonly card: Card;
    }
  | {
      readonly code: 'exchange-not-lowest';
      readonly player: string;
      readonly to: string;
      readonly expected: readonly Card[];
      readonly card: Card;
    };

/**
 * Why a trick ended: everyone else passed (or was skipped) and the turn came back to the top
 * play; a clearing rank was played (`clear`); every other player had their one turn (`one-lap`).
 */
export type TrickEndReason = 'all-passed' | 'cleared' | 'lap-over';

/** Something that happened when a legal move was applied (for the stepper, the log and bots). */
export type GameEvent =
  | { readonly type: 'played'; readonly player: string; readonly cards: readonly Card[] }
  | { readonly type: 'passed'; readonly player: string }
  | {
      readonly type: 'gave';
      readonly player: string;
      readonly to: string;
      readonly cards: readonly Card[];
    }
  | { readonly type: 'skipped'; readonly player: string }
  | { readonly type: 'revolution'; readonly reversed: boolean }
  | { readonly type: 'cleared'; readonly player: string; readonly rank: RankOrJoker }
  | {
      readonly type: 'trick-won';
      readonly player: string;
      readonly leader: string | null;
      /** why the trick ended */
      readonly reason: TrickEndReason;
      /** the winner has no cards left, so the next player with cards leads */
      readonly winnerOut: boolean;
    }
  | { readonly type: 'went-out'; readonly player: string; readonly place: number }
  | { readonly type: 'foul'; readonly player: string; readonly place: number; readonly card: Card }
  | {
      readonly type: 'miyako';
      readonly player: string;
      readonly place: number;
      readonly by: string;
    }
  | { readonly type: 'round-over'; readonly places: readonly string[] }
  | { readonly type: 'game-over'; readonly winner: string };

export type Verdict =
  { readonly legal: true } | ({ readonly legal: false } & { readonly reason: VerdictData });

export function illegal(reason: VerdictData): Verdict {
  return { legal: false, reason };
}
export const LEGAL: Verdict = Object.freeze({ legal: true });
