/**
 * What a practice game starts from: the start screen's choices and the seed. Types only, so
 * the start screen can name them without loading the table's code.
 */
import type { BotLevel } from '../../machines/computers.ts';
import type { RuleChoice } from '../../lib/rule-link.ts';

export interface PracticeSetup {
  /** the rules, the game's length included */
  readonly choice: RuleChoice;
  readonly players: number;
  readonly level: BotLevel;
  readonly seed: number;
}

/** What the start screen chooses: a set-up with a link's game code, or none for a new deal. */
export interface StartChoice {
  readonly choice: RuleChoice;
  readonly players: number;
  readonly level: BotLevel;
  /** a game's code as the link wrote it (./link.ts); null: a new seed */
  readonly code: string | null;
}
