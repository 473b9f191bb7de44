/**
 * The game's statechart's log written in the table notation. Apart from ./game.ts so that
 * only the islands that export transcripts (the referee) ship the notation's writer.
 */
import type { PresetName } from '../engine/rules.ts';
import { formatLog } from '../notation/write-log.ts';
import type { GameContext } from './game.ts';

/**
 * The game so far in the table notation (rules-spec §2): every deal and every move entered,
 * refused ones too, so `president-referee check` on the text gives the verdicts the machine gave.
 * Its `rules:` line names the `preferred` preset (the one the table chose) where another
 * preset would say the same.
 */
export function transcriptOf(
  context: Pick<GameContext, 'rules' | 'players' | 'log'>,
  preferred: PresetName | null = null,
): string {
  return formatLog({ rules: context.rules, players: context.players }, context.log, preferred);
}
