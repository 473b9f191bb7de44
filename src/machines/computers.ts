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
import { dueGiveOf } from '../engine/due-give.ts';
import type { BotLevel } from '../engine/bot-levels.ts';
import { toActName, type GameState, type Move } from '../engine/game.ts';
import { seatView, type SeatView } from '../engine/view.ts';
import {
  controllerOf,
  exchangePending,
  type ComputerPlayers,
  type ComputerRequest,
  type GameContext,
} from './game.ts';

/**
 * The computer seat that leads when anyone may: the first seat with cards after the dealer,
 * if every seat with cards is a computer; otherwise null (the computers wait for the people).
 */
function openLeader(context: GameContext, game: GameState): string | null {
  const round = game.round;
  if (round === null) return null;
  const n = round.seats.length;
  const holders: string[] = [];
  for (let i = 1; i <= n; i++) {
    const seat = (round.dealer + i) % n;
    if ((round.counts[seat] ?? 0) > 0) holders.push(round.seats[seat] ?? '');
  }
  const allComputers = holders.every((p) => controllerOf(context, p).kind === 'computer');
  return allComputers ? (holders[0] ?? null) : null;
}

/**
 * The computer seat due now and what it sees, or null when no computer is due: during the
 * exchange, a give a computer owes (a give back once its cards have arrived, `dueGive`); in
 * play, the turn of a computer. Nothing is chosen yet.
 */
export function computerRequestOf(context: GameContext): ComputerRequest | null {
  const game = context.game;
  if (context.computers === null) return null;
  const round = game?.round ?? null;
  if (game === null || round === null || round.over || game.over) return null;
  const ask = (kind: ComputerRequest['kind'], player: string): ComputerRequest | null => {
    const controller = controllerOf(context, player);
    if (controller.kind !== 'computer') return null;
    const view = seatView(game, player);
    if (view === null) return null;
    const turn = context.log.length;
    return { kind, view, level: controller.level, seed: context.seed, round: round.number, turn };
  };
  if (exchangePending(game)) {
    for (const due of round.exchange) {
      const player = round.seats[due.from] ?? '';
      if (due.done) continue;
      const request = ask('give', player);
      if (request !== null && dueGiveOf(request.view) !== null) return request;
    }
    return null;
  }
  const player = toActName(game) ?? openLeader(context, game);
  return player === null ? null : ask('move', player);
}

/** One computer's choice: a play or pass, or a give, as the request's kind asks. */
export type Chooser = (view: SeatView, level: BotLevel, random: () => number) => Move | null;

/**
 * The `answer` of computer players that choose moves with `move` and gives with `give`, from
 * the generator the request seeds (the game's seed, the round and the log's length: `botRandom`).
 */
export function answerWith(move: Chooser, give: Chooser): ComputerPlayers['answer'] {
  return (request) => {
    const random = botRandom(request.seed, request.round, request.turn);
    return (request.kind === 'give' ? give : move)(request.view, request.level, random);
  };
}

export const COMPUTER_PLAYERS: ComputerPlayers = {
  answer: answerWith(chooseMove, chooseGive),
  request: computerRequestOf,
};

/** The levels a computer seat may play at (a UI offers them without importing the bots' module itself). */
export { BOT_LEVELS, type BotLevel } from '../engine/bot-levels.ts';
