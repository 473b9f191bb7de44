/**
 * The page's side of the computer players' Web Worker (src/workers/strong.ts): a `think`
 * actor for the game's statechart that asks the worker, so the Strong player thinks without
 * stalling the page. The worker is started on the first question only (Vite bundles it as its
 * own file), and answers in the order asked.
 *
 * An island plugs it in with the computers it starts the game with:
 *
 *   actor.send({ type: 'START', …, computers: WORKER_COMPUTER_PLAYERS });
 *
 * The page itself carries only the Random and Normal players (the Normal heuristic of
 * src/engine/policy.ts on the compact engine), not the Strong player's playouts
 * (src/engine/strong.ts): those are in the worker only, so the practice page's first load
 * stays small. `pageMove` and `pageGive` are the engine's `chooseMove` and `chooseGive`
 * (src/engine/bots.ts) for the levels the page plays. If the worker cannot start or fails,
 * the promise is rejected and the machine lets the page choose: for a Strong seat the Normal
 * player answers then (a legal move, never a stalled game; the game code no longer replays
 * that game's computer moves exactly).
 */
import { fromPromise } from 'xstate';
import { normalChoice } from '../engine/bots.ts';
import type { BotLevel } from '../engine/bot-levels.ts';
import { dueGiveOf } from '../engine/due-give.ts';
import type { Card } from '../engine/cards.ts';
import { highestCards, lowestCards, type Move } from '../engine/game.ts';
import { loneliestLow } from '../engine/policy.ts';
import type { SeatView } from '../engine/view.ts';
import { answerWith, computerRequestOf } from './computers.ts';
import type {
  ComputerAnswer,
  ComputerPlayers,
  ComputerRequest,
  ComputerTurnInput,
} from './game.ts';

interface Reply {
  readonly id: number;
  readonly move?: Move | null;
  readonly error?: string;
}

interface Pending {
  readonly resolve: (move: Move | null) => void;
  readonly reject: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

/** Rejects every question still open and forgets the worker (the next question starts another). */
function failAll(message: string): void {
  for (const p of pending.values()) p.reject(new Error(message));
  pending.clear();
  worker?.terminate();
  worker = null;
}

function workerNow(): Worker {
  if (worker !== null) return worker;
  const started = new Worker(new URL('../workers/strong.ts', import.meta.url), {
    type: 'module',
  });
  started.onmessage = (event: MessageEvent<Reply>) => {
    const reply = event.data;
    const p = pending.get(reply.id);
    if (p === undefined) return;
    pending.delete(reply.id);
    if (reply.error !== undefined) p.reject(new Error(reply.error));
    else p.resolve(reply.move ?? null);
  };
  started.onerror = (event) => {
    event.preventDefault();
    failAll('the computer players’ worker failed');
  };
  worker = started;
  return started;
}

/** Asks the worker for a computer's choice. */
export function askWorker(request: ComputerRequest): Promise<Move | null> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    try {
      workerNow().postMessage({ id, request });
    } catch (error) {
      pending.delete(id);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** The `think` actor that asks the worker. */
export const strongWorkerTurn = fromPromise<ComputerAnswer, ComputerTurnInput>(
  async ({ input }) => ({ move: await askWorker(input.request), version: input.version }),
);

/** The page's level for a choice made here: the Strong player thinks in the worker. */
const inPage = (level: BotLevel): BotLevel => (level === 'strong' ? 'normal' : level);

/**
 * A move as `chooseMove` of src/engine/bots.ts makes it: null when the seat may not move now,
 * else the play `pick` chooses among the view's legal plays (an index; past them: the pass).
 */
function moveOf(view: SeatView, pick: () => number): Move | null {
  if (view.round === null || view.roundOver || view.hand === null) return null;
  if (view.toAct !== null && view.toAct !== view.seat) return null;
  const plays = view.legalPlays;
  if (plays.length === 0 && !view.canPass) return null;
  const cards = plays[pick()];
  return cards === undefined
    ? { type: 'pass', player: view.seat }
    : { type: 'play', player: view.seat, cards };
}

/** `chooseMove` of src/engine/bots.ts for the Random and Normal players. */
export function pageMove(view: SeatView, level: BotLevel, random: () => number): Move | null {
  return moveOf(view, () =>
    inPage(level) === 'random'
      ? Math.floor(random() * (view.legalPlays.length + (view.canPass ? 1 : 0)))
      : normalChoice(view),
  );
}

/**
 * A give as `chooseGive` of src/engine/bots.ts makes it: the forced ones as the rules say, a
 * free give back as `giveBack` chooses (the Normal player: the loneliest low cards).
 */
function giveOf(
  view: SeatView,
  giveBack: (due: NonNullable<ReturnType<typeof dueGiveOf>>, hand: readonly Card[]) => Card[],
): Move | null {
  const hand = view.hand;
  const due = dueGiveOf(view);
  if (hand === null || due === null) return null;
  const cards =
    due.kind === 'highest'
      ? highestCards(hand, due.count, view.rules.exchangeTies === 'suit')
      : view.rules.exchangeReturn === 'lowest'
        ? lowestCards(hand, due.count)
        : giveBack(due, hand);
  return { type: 'give', player: view.seat, to: due.to, cards };
}

/** `chooseGive` of src/engine/bots.ts for the Random and Normal players. */
export function pageGive(view: SeatView): Move | null {
  return giveOf(view, (due, hand) => loneliestLow(hand, due.count));
}

/** The engine's computer players, the Strong level thinking in the worker. */
export const WORKER_COMPUTER_PLAYERS: ComputerPlayers = {
  answer: answerWith(pageMove, pageGive),
  request: computerRequestOf,
  asyncLevels: ['strong'],
  think: strongWorkerTurn,
};
