/**
 * Verdicts, events and roles in the words of one language's `Messages`. index.ts answers
 * by language code (`verdictMessage(data, 'de')`) and so holds all four languages; these
 * take the one language's table instead, so an island that ships a single language can
 * use them without bundling the other three. Each is a lookup by code in a table that
 * every language must fill (the mapped types in shared.ts).
 */
import type { GameEvent, VerdictData } from '../../engine/verdict.ts';
import type { EventMap, EventType, Messages, VerdictMap } from './shared.ts';
import type { VerdictCode } from '../../engine/verdict.ts';

export { roleNameIn } from './shared.ts';

/** A table's entry for `code` called with data of that code (TypeScript correlates the two). */
function sayVerdict<C extends VerdictCode>(m: Messages, code: C, data: VerdictMap[C]): string {
  return m.verdict[code](data);
}

function sayEvent<T extends EventType>(m: Messages, type: T, event: EventMap[T]): string {
  return m.event[type](event);
}

/** One sentence saying why a move or give is illegal, naming the cards and counts. */
export function verdictMessageIn(m: Messages, data: VerdictData): string {
  return sayVerdict(m, data.code, data);
}

/** One line for the stepper and the log: "Ben wins the trick and leads", "Cem goes out: 2nd place". */
export function eventMessageIn(m: Messages, event: GameEvent): string {
  return sayEvent(m, event.type, event);
}
