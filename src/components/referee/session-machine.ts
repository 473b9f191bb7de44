/**
 * The referee session's half that needs the game's statechart (XState, the engine, the
 * notation): a new game's actor, a saved record restored into one, a transcript opened as one,
 * and the open game written as a record. The session (./session.ts) keeps the storage, the
 * kept games and the notices, and gets this module when a game is opened (`REFEREE_MACHINE`),
 * so the set-up screen loads without the statechart.
 */
import { createActor, transition, type Actor } from 'xstate';
import { formatRuleText, leadingPreset } from '../../engine/rule-text.ts';
import type { PresetName } from '../../engine/rules.ts';
import { formatLog } from '../../notation/write-log.ts';
import { parseLog } from '../../notation/parse-log.ts';
import { formatEntry } from '../../notation/format.ts';
import { eventsForEntry } from '../../machines/replay.ts';
import { actorForLog } from '../../machines/restore.ts';
import {
  gameMachine,
  type GameContext,
  type GameMachine,
  type GameMachineEvent,
  type GameSnapshot,
  type LogEntry,
  type SeatController,
} from '../../machines/game.ts';
import type { ReadGameRecord, SavedGameRecord } from '../../lib/referee-store.ts';
import type {
  EncodedGame,
  OpenedTranscript,
  RefereeSetup,
  SessionMachine,
  WrittenLog,
} from './session.ts';

const TABLE_SEAT: SeatController = { kind: 'table' };

/** Every player a player at the real table. */
function tableSeats(players: readonly string[]): Record<string, SeatController> {
  return Object.fromEntries(players.map((p) => [p, TABLE_SEAT]));
}

/**
 * The START event for a set-up: table mode, every seat a player at the real table, seed 0
 * (a real table deals its own cards, so the seed decides nothing, and a restored game keeps
 * the code an imported one has).
 */
export function startEventFor(setup: RefereeSetup): Extract<GameMachineEvent, { type: 'START' }> {
  return {
    type: 'START',
    rules: setup.rules,
    players: setup.players,
    mode: 'table',
    seed: 0,
    controllers: tableSeats(setup.players),
    ...(setup.from === null
      ? {}
      : {
          from: {
            round: setup.from.round,
            ...(setup.from.previous === null ? {} : { previous: setup.from.previous }),
            totals: setup.from.totals,
          },
        }),
  };
}

// ---------------------------------------------------------------------------------------
// A game as a record, and back

/**
 * The log followed by what REDO would enter again (the last UNDO's entries first), as one
 * transcript. A game joined at round N without last round's places has no notation of its
 * own (a transcript starting at round N needs `previous:`), so its rounds are written from
 * 1; restoring numbers them from the set-up again.
 */
export function encodeGame(
  context: Pick<GameContext, 'rules' | 'players' | 'log' | 'redo'>,
  preset: PresetName | null,
): EncodedGame {
  const all: LogEntry[] = [...context.log, ...[...context.redo].reverse().flat()];
  const first = all[0];
  const shift = first?.kind === 'deal' && first.previous === undefined ? first.round - 1 : 0;
  const entries = shift === 0 ? all : all.map((e) => ({ ...e, round: e.round - shift }));
  return {
    transcript: formatLog({ rules: context.rules, players: context.players }, entries, preset),
    entries: context.log.length,
    redo: context.redo.map((taken) => taken.length),
  };
}

/** The set-up as a record keeps it: the rules as the notation's text, naming its preset. */
export function savedSetup(setup: RefereeSetup): SavedGameRecord['setup'] {
  const from = setup.from;
  return {
    name: setup.name,
    players: [...setup.players],
    dealer: setup.dealer,
    rules: formatRuleText(setup.rules, setup.preset),
    preset: setup.preset,
    mode: setup.mode,
    from:
      from === null
        ? null
        : {
            round: from.round,
            previous: from.previous === null ? null : [...from.previous],
            totals: { ...from.totals },
          },
  };
}

/** The notation's line for a move (rules-spec §2), as formatLog writes it. */
function moveLine(entry: LogEntry): string | null {
  if (entry.kind !== 'move') return null;
  const move = entry.move;
  const line = 0;
  switch (move.type) {
    case 'pass':
      return formatEntry({ line, kind: 'pass', player: move.player });
    case 'play':
      return formatEntry({ line, kind: 'play', player: move.player, cards: move.cards });
    case 'give':
      return formatEntry({
        line,
        kind: 'give',
        player: move.player,
        to: move.to,
        cards: move.cards,
      });
  }
}

/**
 * `encodeGame`, quicker for the usual entry: when the log only gained moves since `written`
 * and nothing waits to be redone, their lines are appended to the transcript written then
 * (formatLog would replay the whole game to write them: a long game's every tap).
 */
export function encodeGameAfter(
  written: WrittenLog | null,
  context: Pick<GameContext, 'rules' | 'players' | 'log' | 'redo'>,
  preset: PresetName | null,
): EncodedGame {
  const log = context.log;
  if (written !== null && context.redo.length === 0 && log.length >= written.log.length) {
    const same = written.log.every((entry, i) => log[i] === entry);
    const lines = log.slice(written.log.length).map(moveLine);
    if (same && lines.every((l) => l !== null)) {
      return {
        transcript: written.transcript + lines.map((l) => `${l}\n`).join(''),
        entries: log.length,
        redo: [],
      };
    }
  }
  return encodeGame(context, preset);
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * A record's game in a running actor: START from the set-up, every entry of the transcript
 * given to the machine as the table gave it, UNDO once per redo item, then the phase the
 * record names when only a NEXT_ROUND (which the log does not keep) is missing. Null unless
 * the result is the record again: the same transcript, log length, redo stack and phase.
 */
export function restoreGame(record: ReadGameRecord): Actor<GameMachine> | null {
  const setup = record.setup;
  const parsed = parseLog(record.transcript);
  if (!parsed.ok) return null;
  // A transcript without a round reads as an empty round 1: a game not yet dealt has no entry.
  const total = record.entries + record.redo.reduce((a, b) => a + b, 0);
  const { header } = parsed.log;
  const entries = total === 0 ? [] : parsed.log.entries;
  if (entries.length !== total) return null;
  const actor = createActor(gameMachine);
  actor.start();
  const fail = (): null => {
    actor.stop();
    return null;
  };
  actor.send(startEventFor(setup));
  if (actor.getSnapshot().value !== 'dealing') return fail();
  for (const [i, entry] of entries.entries()) {
    for (const event of eventsForEntry(header, entry, actor.getSnapshot().value, false))
      actor.send(event);
    if (actor.getSnapshot().context.log.length !== i + 1) return fail();
  }
  for (let i = 0; i < record.redo.length; i++) actor.send({ type: 'UNDO' });
  const phase = actor.getSnapshot().value;
  if (record.phase === 'dealing' && phase === 'roundOver') actor.send({ type: 'NEXT_ROUND' });
  const { value, context } = actor.getSnapshot();
  const again = encodeGame(context, setup.preset);
  const same =
    value === record.phase &&
    again.entries === record.entries &&
    sameNumbers(again.redo, record.redo) &&
    again.transcript === record.transcript;
  return same ? actor : fail();
}

/** A new game's actor: START, then in table mode the first deal (seating and dealer as set up). */
export function startGame(setup: RefereeSetup): Actor<GameMachine> {
  const actor = createActor(gameMachine);
  actor.start();
  actor.send(startEventFor(setup));
  if (setup.mode === 'table') {
    actor.send({ type: 'DEAL', seats: setup.players, dealer: setup.dealer });
  }
  return actor;
}

/**
 * A transcript (rules-spec §2) in a new actor: every line entered into the machine as if
 * typed at the table, refused lines too, so the verdicts are the CLI's; and the set-up it
 * implies. Never throws.
 */
export function openTranscript(text: string, name: string): OpenedTranscript {
  const parsed = parseLog(text);
  if (!parsed.ok) return { ok: false, error: { kind: 'parse', error: parsed.error } };
  const { header, entries } = parsed.log;
  const first = entries[0];
  if (first?.kind !== 'deal') return { ok: false, error: { kind: 'empty' } };
  const opened = actorForLog(header, entries, { controllers: tableSeats(header.players) });
  if (!opened.ok) return { ok: false, error: { kind: 'deal', round: opened.round } };
  const setup: RefereeSetup = {
    name,
    players: header.players,
    dealer: first.dealer,
    rules: header.rules,
    preset: rulesLinePreset(text),
    mode: first.hands === null ? 'table' : 'known',
    from:
      first.previous === undefined && first.round === 1
        ? null
        : { round: first.round, previous: first.previous ?? null, totals: {} },
  };
  return { ok: true, actor: opened.actor, setup };
}

/**
 * The preset a transcript's rules start from: the one the last `rules:` line naming a preset
 * names first (a preset starts the rules again; the notation's keywords ignore case). Read
 * from the text because the parsed header keeps only the rule set, and two presets may give
 * the same one (`swedish` and `arschloch`).
 */
function rulesLinePreset(text: string): PresetName | null {
  let preset: PresetName | null = null;
  for (const line of text.matchAll(/^[ \t]*rules[ \t]*:([^\r\n#]*)/gim))
    preset = leadingPreset(line[1] ?? '') ?? preset;
  return preset;
}

/**
 * The snapshot an event would lead the actor's game to, worked out by XState's pure
 * `transition` beside the actor: the actor keeps its state and no action runs.
 */
export function rehearse(actor: Actor<GameMachine>, event: GameMachineEvent): GameSnapshot {
  return transition(actor.logic, actor.getSnapshot(), event)[0];
}

/** What the session needs of the statechart, in one object. */
export const REFEREE_MACHINE: SessionMachine = {
  start: startGame,
  restore: restoreGame,
  open: openTranscript,
  encode: encodeGameAfter,
  savedSetup,
  rehearse,
};
