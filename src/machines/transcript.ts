/**
 * The game's statechart's log written in the table notation. Apart from ./game.ts so that
 * only the islands that export transcripts (the referee) ship the notation's writer.
 */
import { formatLog } from '../notation/write-log.ts';
import type { GameContext } from './game.ts';

/**
 * The game so far in the table notation (rules-spec §2): every deal and every move entered,
 * refused ones too, so `president-referee check` on the text gives the verdicts the machine gave.
 */
export function transcriptOf(context: Pick<GameContext, 'rules' | 'players' | 'log'>): string {
  return formatLog({ rules: context.rules, players: context.players }, context.log);
}
