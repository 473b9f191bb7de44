/**
 * The computer's turn as a spawned actor: with computers that have `asyncLevels` and a `think`
 * actor (as src/machines/strong-worker.ts's, which asks the Web Worker) the machine asks it
 * for the Strong player's choices, enters each answer that comes back for the context it was asked in, and
 * plays the same game as the synchronous players for the same seed; a late answer is dropped
 * and a failing actor leaves the choice to the page.
 */
import {
  createActor,
  fromPromise,
  initialTransition,
  transition,
  waitFor,
  type PromiseActorLogic,
} from 'xstate';
import { describe, expect, it } from 'vitest';
import { presetRules } from '../../src/engine/rules.ts';
import { COMPUTER_PLAYERS } from '../../src/machines/computers.ts';
import { SEEDED_DEALS } from '../../src/machines/deals.ts';
import { toActName } from '../../src/engine/game.ts';
import { seatView } from '../../src/engine/view.ts';
import {
  gameMachine,
  type ComputerPlayers,
  type ComputerRequest,
  type ComputerAnswer,
  type ComputerTurnInput,
  type GameMachineEvent,
  type GameSnapshot,
  type StartEvent,
} from '../../src/machines/game.ts';

const strong = { kind: 'computer', level: 'strong' } as const;
const normal = { kind: 'computer', level: 'normal' } as const;

const START: StartEvent = {
  type: 'START',
  rules: { ...presetRules('house'), length: { kind: 'rounds', n: 2 } },
  players: ['Anna', 'Ben', 'Cem', 'Dora'],
  seed: 4711,
  mode: 'dealt',
  deals: SEEDED_DEALS,
  controllers: { Anna: strong, Ben: normal, Cem: strong, Dora: normal },
  computers: COMPUTER_PLAYERS,
};

function send(snapshot: GameSnapshot, ...events: GameMachineEvent[]): GameSnapshot {
  return events.reduce((s, e) => transition(gameMachine, s, e)[0], snapshot);
}

/** A stand-in for the worker: answers like the page would, a moment later, and counts the questions. */
function laterTurn(asked: ComputerTurnInput[]) {
  return fromPromise<ComputerAnswer, ComputerTurnInput>(async ({ input }) => {
    asked.push(input);
    await new Promise((r) => setTimeout(r, 1));
    return { move: input.computers.answer(input.request), version: input.version };
  });
}

/** The engine's computers with the Strong level thinking in `think`, as the worker's do. */
function thinking(think: PromiseActorLogic<ComputerAnswer, ComputerTurnInput>): ComputerPlayers {
  return { ...COMPUTER_PLAYERS, asyncLevels: ['strong'], think };
}

describe('the computer’s turn as an actor', () => {
  it('asks the actor for the Strong player only, and plays the same game as the page would', async () => {
    const asked: ComputerTurnInput[] = [];
    const actor = createActor(gameMachine).start();
    actor.send({ ...START, computers: thinking(laterTurn(asked)) });
    actor.send({ type: 'DEAL' });
    // nothing is chosen inside the event: the first Strong choice is on its way
    await waitFor(actor, (s) => s.value === 'roundOver', { timeout: 60_000 });
    actor.send({ type: 'NEXT_ROUND' });
    actor.send({ type: 'DEAL' });
    const done = await waitFor(actor, (s) => s.value === 'gameOver', { timeout: 60_000 });
    actor.stop();
    expect(asked.length).toBeGreaterThan(10);
    expect(asked.every((a) => a.request.level === 'strong')).toBe(true);
    expect(asked.some((a) => a.request.kind === 'give')).toBe(true);
    // the synchronous players, same seed: the same log, move for move
    let s = send(initialTransition(gameMachine)[0], START, { type: 'DEAL' });
    s = send(s, { type: 'NEXT_ROUND' }, { type: 'DEAL' });
    expect(s.value).toBe('gameOver');
    expect(done.context.log).toEqual(s.context.log);
  }, 120_000);

  it('drops an answer that comes after the context has moved on', async () => {
    const asked: ComputerTurnInput[] = [];
    const actor = createActor(gameMachine).start();
    actor.send({
      ...START,
      computers: thinking(laterTurn(asked)),
      controllers: { Anna: strong, Ben: normal, Cem: normal, Dora: normal },
    });
    actor.send({ type: 'DEAL' });
    // the Normal players moved at once, up to Anna's first turn: her choice is on its way
    expect(asked).toHaveLength(1);
    const before = actor.getSnapshot().context.log;
    expect(asked[0]?.request.view.seat).toBe('Anna');
    actor.send({ type: 'RESTART' });
    await new Promise((r) => setTimeout(r, 50));
    expect(actor.getSnapshot().value).toBe('setup');
    expect(actor.getSnapshot().context.log).toEqual([]);
    expect(before.length).toBeGreaterThan(0);
    actor.stop();
  });

  it('when the actor fails, the computer chooses in the page', async () => {
    const failing = fromPromise<ComputerAnswer, ComputerTurnInput>(() =>
      Promise.reject(new Error('no worker here')),
    );
    const actor = createActor(gameMachine).start();
    actor.send({ ...START, computers: thinking(failing) });
    actor.send({ type: 'DEAL' });
    const done = await waitFor(actor, (s) => s.value === 'roundOver', { timeout: 60_000 });
    actor.stop();
    const sync = send(initialTransition(gameMachine)[0], START, { type: 'DEAL' });
    expect(done.context.log).toEqual(sync.context.log);
  }, 120_000);

  it('the worker answers a request with the same move as the page', async () => {
    const posted: unknown[] = [];
    const scope = {
      onmessage: null as ((e: { data: unknown }) => void) | null,
      postMessage: (m: unknown) => posted.push(m),
    };
    (globalThis as { self?: unknown }).self = scope;
    await import('../../src/workers/strong.ts');
    // the request a Strong seat would make for whoever leads this deal
    const s = send(
      initialTransition(gameMachine)[0],
      { ...START, controllers: {} },
      { type: 'DEAL' },
    );
    const game = s.context.game;
    const leader = game === null ? null : toActName(game);
    const view = game === null || leader === null ? null : seatView(game, leader);
    if (view === null) throw new Error('no view');
    const request: ComputerRequest = {
      kind: 'move',
      view,
      level: 'strong',
      seed: 4711,
      round: 1,
      turn: 1,
    };
    scope.onmessage?.({ data: { id: 7, request } });
    const move = COMPUTER_PLAYERS.answer(request);
    expect(move?.type).toBe('play');
    expect(posted).toEqual([{ id: 7, move }]);
    delete (globalThis as { self?: unknown }).self;
  });
});
