/**
 * The history of the round being played: every move entered since the round's deal, legal or
 * refused, with the machine's verdict on it and the game as it stood before it (so "why was
 * this allowed?" can be asked of the engine again later).
 *
 * The machine keeps only the last verdict; the earlier ones come from replaying its log with
 * its own `replayMachineLog`, one entry at a time. Each entry's result is kept by the entry
 * itself (the machine's log entries are immutable and only ever appended or cut off, so an
 * entry always follows the same entries): after a tap only the new entry is replayed.
 */
import type { GameState, Move } from '../../engine/game.ts';
import type { GameEvent, VerdictData } from '../../engine/verdict.ts';
import { replayMachineLog, type GameContext, type LogEntry } from '../../machines/game.ts';

export interface HistoryItem {
  /** the entry's place in the machine's log (a stable key) */
  readonly index: number;
  readonly move: Move;
  /** null: allowed; else the engine's reason */
  readonly refused: VerdictData | null;
  /** what the move caused (empty when refused) */
  readonly events: readonly GameEvent[];
  /** the game before the move, for explain.ts's `whyAllowed` */
  readonly before: GameState;
}

interface Replayed {
  readonly before: GameState;
  readonly after: GameState;
  readonly refused: VerdictData | null;
  readonly events: readonly GameEvent[];
}

const replayed = new WeakMap<LogEntry, Replayed>();
/** the history item of each entry, kept so a list keyed by item keeps its rows (and focus) */
const itemsByEntry = new WeakMap<LogEntry, HistoryItem>();

/** Replays the log as far as needed and returns each entry's result, in log order. */
function replayAll(start: GameState, log: readonly LogEntry[]): Replayed[] {
  const results: Replayed[] = [];
  let state = start;
  for (const entry of log) {
    let result = replayed.get(entry);
    if (result === undefined || result.before !== state) {
      const step = replayMachineLog(state, [entry]);
      const verdict = step.lastVerdict;
      result = {
        before: state,
        after: step.game,
        refused: verdict !== null && !verdict.legal ? verdict.reason : null,
        events: step.lastEvents,
      };
      replayed.set(entry, result);
    }
    results.push(result);
    state = result.after;
  }
  return results;
}

/** The moves entered in the round dealt last, oldest first. */
export function roundHistory(context: Pick<GameContext, 'start' | 'log'>): HistoryItem[] {
  if (context.start === null) return [];
  const results = replayAll(context.start, context.log);
  let deal = -1;
  context.log.forEach((entry, i) => {
    if (entry.kind === 'deal') deal = i;
  });
  const items: HistoryItem[] = [];
  for (let i = deal + 1; i < context.log.length; i++) {
    const entry = context.log[i];
    const result = results[i];
    if (entry?.kind !== 'move' || result === undefined) continue;
    const kept = itemsByEntry.get(entry);
    if (kept?.index === i && kept.before === result.before) {
      items.push(kept);
      continue;
    }
    const item: HistoryItem = {
      index: i,
      move: entry.move,
      refused: result.refused,
      events: result.events,
      before: result.before,
    };
    itemsByEntry.set(entry, item);
    items.push(item);
  }
  return items;
}
