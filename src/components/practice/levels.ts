/**
 * The computers' levels the start screen offers: every level but the random mover (a test
 * player). A list of its own (checked against the engine's levels when compiled), so that the
 * start screen names them without loading the statechart's modules.
 */
import type { BotLevel } from '../../engine/bot-levels.ts';

const OFFERED = ['normal', 'strong'] as const satisfies readonly BotLevel[];

export function offeredLevels(): BotLevel[] {
  return [...OFFERED];
}

export function isOfferedLevel(level: string): level is BotLevel {
  return offeredLevels().some((l) => l === level);
}
