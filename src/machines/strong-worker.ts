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
 * If the worker cannot start or fails, the promise is rejected and the machine lets the
 * computer choose in the page instead.
 */
import { fromPromise } from 'xstate';
import type { Move } from '../engine/game.ts';
import { COMPUTER_PLAYERS } from './computers.ts';
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

/** The engine's computer players, the Strong level thinking in the worker. */
export const WORKER_COMPUTER_PLAYERS: ComputerPlayers = {
  ...COMPUTER_PLAYERS,
  asyncLevels: ['strong'],
  think: strongWorkerTurn,
};
