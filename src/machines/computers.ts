/**
 * The engine's computer players (src/engine/bots.ts) in the form the game's statechart takes
 * them: pass `computers: COMPUTER_PLAYERS` with START to seat computers. Kept out of
 * ./game.ts so that islands without computers do not ship the bots.
 *
 * `COMPUTER_PLAYERS` chooses every move at once, inside the event that gave the computer its
 * turn (tests, replays, quick play). `WORKER_COMPUTER_PLAYERS` is the same but for the Strong
 * level, whose choices the machine asks its `computerTurn` actor for: give it with a machine
 * whose actor asks the Web Worker (./strong-worker.ts, `strongWorkerTurn`).
 */
import { botRandom, chooseGive, chooseMove } from '../engine/bots.ts';
import type { ComputerPlayers } from './game.ts';

export const COMPUTER_PLAYERS: ComputerPlayers = {
  move: chooseMove,
  give: chooseGive,
  random: botRandom,
};

export const WORKER_COMPUTER_PLAYERS: ComputerPlayers = {
  ...COMPUTER_PLAYERS,
  asyncLevels: ['strong'],
};
