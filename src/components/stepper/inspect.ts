/**
 * Development only (`?inspect` on a page with an example): replays the example's events into
 * a live actor of the game machine that @statelyai/inspect watches. TrickStepper imports this
 * module dynamically behind `import.meta.env.DEV`, so it never reaches a production bundle.
 *
 * `?inspect` opens Stately's browser inspector (it needs the internet); `?inspect=ws` sends
 * to a WebSocket inspector on ws://localhost:8080; `?inspect=console` logs to the console.
 */
import { createBrowserInspector, createWebSocketInspector } from '@statelyai/inspect';
import { createActor, type Actor, type InspectionEvent, type Observer } from 'xstate';
import { gameMachine, type GameMachineEvent } from '../../machines/game.ts';

export interface StepInspector {
  /** Shows the machine after these events (a fresh actor each time the step changes). */
  show(events: readonly GameMachineEvent[]): void;
}

function inspectorFor(
  mode: string,
): Observer<InspectionEvent> | ((event: InspectionEvent) => void) {
  if (mode === 'console')
    return (event: InspectionEvent) => console.info('[stepper]', event.type, event);
  if (mode === 'ws') return createWebSocketInspector().inspect;
  return createBrowserInspector().inspect;
}

export function createStepInspector(mode: string): StepInspector {
  const inspect = inspectorFor(mode);
  let actor: Actor<typeof gameMachine> | null = null;
  return {
    show(events) {
      actor?.stop();
      actor = createActor(gameMachine, { inspect });
      actor.start();
      for (const event of events) actor.send(event);
    },
  };
}
