/**
 * The machine's own status for a UI (the table itself is `viewFor` in ./game.ts). Apart from
 * ./game.ts so that islands which draw only the table (the steppers) do not ship it.
 */
import { formatGameCode } from '../engine/game-code.ts';
import {
  canRedoMove,
  canUndoMove,
  controllerOf,
  type GamePhase,
  type GameSnapshot,
  type SeatController,
} from './game.ts';
import type { Move } from '../engine/game.ts';
import type { GameEvent, Verdict } from '../engine/verdict.ts';
import { nameRecordOf } from '../engine/records.ts';

/**
 * What a UI needs to know about the machine, not the table (the table is `viewFor`): the
 * phase, the game code, who controls each seat, whether UNDO and REDO would do anything, and
 * the last move entered with the engine's verdict on it and what it caused.
 */
export interface MachineStatus {
  readonly phase: GamePhase;
  /** the game's code (from its seed); null before START */
  readonly gameCode: string | null;
  /** every player's controller (a person at this device when none was chosen) */
  readonly controllers: Readonly<Record<string, SeatController>>;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly lastMove: Move | null;
  readonly lastVerdict: Verdict | null;
  readonly lastEvents: readonly GameEvent[];
}

/** The machine's status in `snapshot` (no fact of the table: those are in `viewFor`). */
export function statusOf(snapshot: Pick<GameSnapshot, 'value' | 'context'>): MachineStatus {
  const context = snapshot.context;
  return {
    phase: snapshot.value,
    gameCode: context.game === null ? null : formatGameCode(context.seed),
    controllers: nameRecordOf(context.players.map((p) => [p, controllerOf(context, p)] as const)),
    canUndo: canUndoMove(context),
    canRedo: canRedoMove(context),
    lastMove: context.lastMove,
    lastVerdict: context.lastVerdict,
    lastEvents: context.lastEvents,
  };
}
