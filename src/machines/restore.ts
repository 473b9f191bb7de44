/**
 * A whole game log entered into the statechart at once: a pure snapshot, or a running actor.
 * The referee opens imported and saved games with these; apart from ./replay.ts (one entry's
 * events, which the steppers use) so that the steppers do not ship them.
 */
import { createActor, initialTransition, transition, type Actor } from 'xstate';
import type { DealEntry, LogEntry } from '../engine/log.ts';
import type { LogHeader } from '../notation/log.ts';
import { gameMachine, type GameMachine, type GameSnapshot } from './game.ts';
import { eventsForEntry, type ReplayStart } from './replay.ts';

export type ReplayResult =
  | { readonly ok: true; readonly snapshot: GameSnapshot }
  /** the machine refused a deal (a round begun before the previous one ended) */
  | { readonly ok: false; readonly round: number };

/** Whether the machine dealt the round a deal entry names. */
function dealt(snapshot: GameSnapshot, entry: DealEntry): boolean {
  return snapshot.value !== 'dealing' && snapshot.context.game?.round?.number === entry.round;
}

/** A whole log entered into a fresh machine, as a pure snapshot (no actor runs). */
export function snapshotForLog(
  header: LogHeader,
  entries: readonly LogEntry[],
  start: ReplayStart = {},
): ReplayResult {
  let snapshot = initialTransition(gameMachine)[0];
  for (const [i, entry] of entries.entries()) {
    for (const event of eventsForEntry(header, entry, snapshot.value, i === 0, start))
      snapshot = transition(gameMachine, snapshot, event)[0];
    if (entry.kind === 'deal' && !dealt(snapshot, entry)) return { ok: false, round: entry.round };
  }
  return { ok: true, snapshot };
}

/** A running actor with a whole log entered, or the round whose deal the machine refused. */
export function actorForLog(
  header: LogHeader,
  entries: readonly LogEntry[],
  start: ReplayStart = {},
):
  | { readonly ok: true; readonly actor: Actor<GameMachine> }
  | { readonly ok: false; readonly round: number } {
  const actor = createActor(gameMachine);
  actor.start();
  for (const [i, entry] of entries.entries()) {
    for (const event of eventsForEntry(header, entry, actor.getSnapshot().value, i === 0, start))
      actor.send(event);
    if (entry.kind === 'deal' && !dealt(actor.getSnapshot(), entry)) {
      actor.stop();
      return { ok: false, round: entry.round };
    }
  }
  return { ok: true, actor };
}
