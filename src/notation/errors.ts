/**
 * Parse errors of the table notation: a code, the line and the data a message needs.
 * The CLI and the UI translate them (src/i18n/messages); the parser never builds prose.
 */
import type { RuleError } from '../engine/rules.ts';

export type ParseErrorData =
  /** a line that is none of the notation's forms */
  | { readonly code: 'unknown-line'; readonly text: string }
  /** a card that cannot be read, e.g. `11H` or `QZ` */
  | { readonly code: 'bad-card'; readonly text: string }
  /** a move line with nothing after the colon */
  | { readonly code: 'empty-move'; readonly player: string }
  /** `pass` together with cards, or `pass` twice */
  | { readonly code: 'pass-with-cards'; readonly player: string }
  /** a name that is not on the `players:` line */
  | { readonly code: 'unknown-player'; readonly name: string; readonly players: readonly string[] }
  /** a move, hand or give before any `players:` line */
  | { readonly code: 'no-players' }
  | { readonly code: 'duplicate-player'; readonly name: string }
  | { readonly code: 'empty-player-name' }
  /** a name with a colon, which the notation uses to end a name */
  | { readonly code: 'bad-player-name'; readonly name: string }
  /**
   * a name with nothing visible: only control characters (NUL, ESC, …), format characters
   * (zero-width space, …) or spaces
   */
  | { readonly code: 'invisible-player-name'; readonly name: string }
  /** fewer than 2 players, or more than the deck can serve */
  | {
      readonly code: 'player-count';
      readonly count: number;
      readonly min: number;
      readonly max: number;
    }
  /** a `players:` line inside a round must seat the same people; so must a `previous:` line */
  | {
      readonly code: 'seating-changed';
      readonly missing: readonly string[];
      readonly added: readonly string[];
    }
  /** an item of a `rules:` line */
  | { readonly code: 'bad-rules'; readonly error: RuleError }
  /** `rules:` after the first round has begun */
  | { readonly code: 'rules-too-late' }
  /** `players:`, `dealer:`, `previous:` or `hand` after the round's first give or move */
  | {
      readonly code: 'too-late-in-round';
      readonly keyword: 'players' | 'dealer' | 'previous' | 'hand';
    }
  /** `round N` with the wrong number */
  | { readonly code: 'bad-round-number'; readonly text: string; readonly expected: number }
  | { readonly code: 'duplicate-hand'; readonly player: string }
  /** a hand line with a lone rank: a hand needs every suit written */
  | { readonly code: 'hand-needs-suits'; readonly player: string; readonly text: string }
  | {
      readonly code: 'card-in-two-hands';
      readonly card: string;
      readonly players: readonly [string, string];
    }
  /** more jokers in the hands than the deck has */
  | { readonly code: 'too-many-jokers'; readonly count: number; readonly jokers: number }
  /** `give A > A` */
  | { readonly code: 'give-to-self'; readonly player: string }
  /** a `give` line without `>` or without cards */
  | { readonly code: 'bad-give'; readonly text: string }
  /** an empty transcript, or one without any `players:` line */
  | { readonly code: 'empty' };

export type ParseErrorCode = ParseErrorData['code'];

export interface ParseError {
  /** 1-based line number; 0 for the file as a whole */
  readonly line: number;
  readonly error: ParseErrorData;
}
