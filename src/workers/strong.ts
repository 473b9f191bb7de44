/**
 * The computer players' Web Worker: a page asks it for a computer's choice (the Strong
 * player takes milliseconds to tens of milliseconds) so the page never stalls. It receives a
 * ComputerRequest (one seat's view, its level and the numbers that seed its generator) and
 * answers with the move the same bot makes in the page (src/machines/computers.ts), so a game
 * code replays the same game whether the worker or the page chose.
 *
 * Messages: in `{ id, request }`, out `{ id, move }` or `{ id, error }`.
 */
import { answerRequest, type ComputerRequest } from '../machines/game.ts';
import { COMPUTER_PLAYERS } from '../machines/computers.ts';

interface Ask {
  readonly id: number;
  readonly request: ComputerRequest;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Ask>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  const { id, request } = event.data;
  try {
    scope.postMessage({ id, move: answerRequest(COMPUTER_PLAYERS, request) });
  } catch (error) {
    scope.postMessage({ id, error: String(error) });
  }
};
