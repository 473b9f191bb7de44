/**
 * A game log entered into the game's statechart: the events that give the machine one log
 * entry (START before the first deal, NEXT_ROUND before a later one, DEAL with the entry's
 * seating, dealer and hands, MOVE for a move). The stepper replays examples with them and the
 * referee imports and restores games with them (./restore.ts), so both enter a log exactly as
 * a person entering the same lines at the table would.
 */
import type { DealEntry, LogEntry } from '../engine/log.ts';
import type { LogHeader } from '../notation/log.ts';
import type { GameMachineEvent, GamePhase, SeatController } from './game.ts';

/** The DEAL that deals a log's deal entry: its seating, its dealer and its hands (if known). */
export function dealEvent(entry: DealEntry): GameMachineEvent {
  return {
    type: 'DEAL',
    seats: entry.seats,
    dealer: entry.dealer,
    ...(entry.hands === null ? {} : { hands: entry.hands }),
  };
}

/** How the game is started when its log is entered. */
export interface ReplayStart {
  /** every seat's controller (default: a person at this device) */
  readonly controllers?: Readonly<Record<string, SeatController>>;
  /** the totals before the first round entered (a game joined mid-way) */
  readonly totals?: Readonly<Record<string, number>>;
}

/**
 * The events that enter `entry` into a machine now in `phase`; `first` says it is the log's
 * first entry (then START comes first, in table mode with seed 0: the log carries the cards).
 */
export function eventsForEntry(
  header: LogHeader,
  entry: LogEntry,
  phase: GamePhase,
  first: boolean,
  start: ReplayStart = {},
): GameMachineEvent[] {
  if (entry.kind === 'move') return [{ type: 'MOVE', move: entry.move }];
  const sent: GameMachineEvent[] = [];
  if (first) {
    // an excerpt round played after rounds the log leaves out (`previous:`)
    const entered =
      entry.previous === undefined && start.totals === undefined
        ? {}
        : {
            from: {
              round: entry.round,
              ...(entry.previous === undefined ? {} : { previous: entry.previous }),
              ...(start.totals === undefined ? {} : { totals: start.totals }),
            },
          };
    sent.push({
      type: 'START',
      rules: header.rules,
      players: header.players,
      mode: 'table',
      seed: 0,
      ...(start.controllers === undefined ? {} : { controllers: start.controllers }),
      ...entered,
    });
  } else if (phase === 'roundOver') sent.push({ type: 'NEXT_ROUND' });
  sent.push(dealEvent(entry));
  return sent;
}
