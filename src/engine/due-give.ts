/**
 * Which give of the exchange a seat owes now, from its view alone: kept apart from the bots
 * (./bots.ts) so the game's statechart can ask it without shipping them.
 */
import type { GiveView, SeatView } from './view.ts';

/**
 * The give the seat owes now, or null: a give back (`return`) waits until the cards from the
 * other side have arrived, as at the table. The machine asks this before it asks a bot.
 */
export function dueGiveOf(view: SeatView): GiveView | null {
  if (view.hand === null || view.roundOver) return null;
  for (const d of view.gives) {
    if (d.done || d.from !== view.seat) continue;
    if (d.kind === 'return') {
      const received = view.gives.find((g) => g.kind === 'highest' && g.from === d.to);
      if (received !== undefined && !received.done) continue;
    }
    return d;
  }
  return null;
}
