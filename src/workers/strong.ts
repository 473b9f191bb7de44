/**
 * The computer players' Web Worker: a page asks it for a computer's choice (the Strong
 * player takes milliseconds to tens of milliseconds) so the page never stalls. It receives a
 * ComputerRequest (one seat's view, its level and the numbers that seed its generator) and
 * answers with the move the same bot makes in the page (src/machines/computers.ts,
 * `COMPUTER_PLAYERS.answer`), so a game code replays the same game whether the
 * worker or the page chose. It imports the bots only, not the statechart.
 *
 * Messages: in `{ id, request }`, out `{ id, move }` or `{ id, error }`.
 */
import { botRandom, chooseGive, chooseMove } from '../engine/bots.ts';
import type { Move } from '../engine/game.ts';
import type { ComputerRequest } from '../machines/game.ts';

interface Ask {
  readonly id: number;
  readonly request: ComputerRequest;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Ask>) => void) | null;
  postMessage: (message: unknown) => void;
};

/** The bot's choice for a request: the same as `COMPUTER_PLAYERS.answer` (src/machines/computers.ts). */
function answer(request: ComputerRequest): Move | null {
  const random = botRandom(request.seed, request.round, request.turn);
  return request.kind === 'give'
    ? chooseGive(request.view, request.level, random)
    : chooseMove(request.view, request.level, random);
}

scope.onmessage = (event) => {
  const { id, request } = event.data;
  try {
    scope.postMessage({ id, move: answer(request) });
  } catch (error) {
    scope.postMessage({ id, error: String(error) });
  }
};
