/**
 * The engine's computer players (src/engine/bots.ts) in the form the game's statechart takes
 * them: pass `computers: COMPUTER_PLAYERS` with START to seat computers. Kept out of
 * ./game.ts so that islands without computers do not ship the bots.
 *
 * `COMPUTER_PLAYERS` chooses every move at once, inside the event that gave the computer its
 * turn (tests, replays, quick play). ./strong-worker.ts has `WORKER_COMPUTER_PLAYERS`: the
 * same, but the Strong level thinks in a Web Worker.
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
