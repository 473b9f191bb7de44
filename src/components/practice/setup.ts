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
