/**
 * The engine's computer players (src/engine/bots.ts) in the form the game's statechart takes
 * them: pass `computers: COMPUTER_PLAYERS` with START to seat computers. Kept out of
 * ./game.ts so that islands without computers do not ship the bots.
 */
import { botRandom, chooseGive, chooseMove } from '../engine/bots.ts';
import type { ComputerPlayers } from './game.ts';

export const COMPUTER_PLAYERS: ComputerPlayers = {
  move: chooseMove,
  give: chooseGive,
  random: botRandom,
};

/** The levels a computer seat may play at (a UI offers them without importing the bots' module itself). */
export { BOT_LEVELS, type BotLevel } from '../engine/bot-levels.ts';
