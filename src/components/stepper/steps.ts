/**
 * An example transcript as a list of steps: the notation makes it a game log
 * (src/notation/log.ts), and each entry goes to the game's statechart (src/machines/game.ts)
 * through XState's pure `transition()`: START, then DEAL for each deal (NEXT_ROUND before
 * the later ones), MOVE for each move. One step per entry, with the machine's verdict and its
 * view of the open table after it (`viewFor(snapshot, null)`: every hand face up); the
 * engine (src/engine/explain.ts) says why a legal move was allowed and who leads.
 *
 * Pure and free of words: src/components/stepper/describe.ts turns a step into a sentence.
 */
import { initialTransition, transition } from 'xstate';
import { whoLeads, whyAllowed, type LeadReason, type Why } from '../../engine/explain.ts';
import type { GameState, Move } from '../../engine/game.ts';
import { setOption, type RuleSet } from '../../engine/rules.ts';
import type { GameEvent, Verdict, VerdictData } from '../../engine/verdict.ts';
import type { EndedTrickView, GiveView, SeatView } from '../../engine/view.ts';
import {
  gameMachine,
  viewFor,
  type GameMachineEvent,
  type GamePhase,
  type GameSnapshot,
} from '../../machines/game.ts';
import type { ParseError } from '../../notation/errors.ts';
import { transcriptToLog } from '../../notation/log.ts';
import { eventsForEntry } from '../../machines/replay.ts';
import type { Transcript } from '../../notation/transcript.ts';

// ---------------------------------------------------------------------------------------
// Types

export type StepAction =
  | {
      readonly kind: 'deal';
      readonly round: number;
      readonly players: readonly string[];
      readonly leader: LeadReason;
      /** the gives that are due before play (the lower roles' highest cards) */
      readonly gives: readonly GiveView[];
    }
  | {
      readonly kind: 'move';
      readonly move: Move;
      readonly legal: true;
      readonly why: Why;
      /** what the move caused, as the engine reports it */
      readonly events: readonly GameEvent[];
    }
  | {
      readonly kind: 'move';
      readonly move: Move;
      readonly legal: false;
      readonly reason: VerdictData;
    };

export interface Step {
  readonly action: StepAction;
  /** the table after the step as an onlooker sees it (the machine's `viewFor(snapshot, null)`) */
  readonly view: SeatView<null>;
  /** the trick that ended in this step (the view's `lastTrick`); null when none did */
  readonly ended: EndedTrickView | null;
  /** the machine's state after the step ('exchange', 'playing', 'roundOver' …) */
  readonly phase: GamePhase;
  /** the events sent to the machine for this step (for an inspector replaying them) */
  readonly sent: readonly GameMachineEvent[];
}

export type StepsResult =
  | { readonly ok: true; readonly rules: RuleSet; readonly steps: readonly Step[] }
  | {
      readonly ok: false;
      readonly error:
        | { readonly kind: 'parse'; readonly error: ParseError }
        /** the machine refused a deal (a round begun before the previous one ended) */
        | { readonly kind: 'deal'; readonly round: number };
    };

/** A rule changed beside the example: the option's kebab name and its value as in the notation. */
export type RuleOverrides = Readonly<Record<string, string>>;

// ---------------------------------------------------------------------------------------
// Rules

/** The transcript's rules with the reader's overrides on top; an override that does not apply is ignored. */
export function withOverrides(rules: RuleSet, overrides: RuleOverrides): RuleSet {
  let result = rules;
  for (const [name, value] of Object.entries(overrides)) {
    const changed = setOption(result, name, value);
    if ('rules' in changed) result = changed.rules;
  }
  return result;
}

// ---------------------------------------------------------------------------------------
// Replay

function send(snapshot: GameSnapshot, event: GameMachineEvent): GameSnapshot {
  return transition(gameMachine, snapshot, event)[0];
}

function gameOf(snapshot: GameSnapshot): GameState {
  const game = snapshot.context.game;
  if (game === null) throw new Error('steps: the machine has no game');
  return game;
}

/** The table as the step leaves it, and the trick that ended in it (from the engine's events). */
function shown(
  snapshot: GameSnapshot,
  events: readonly GameEvent[],
): Pick<Step, 'view' | 'ended' | 'phase'> {
  const view = viewFor(snapshot, null);
  if (view === null) throw new Error('steps: the machine has no game');
  const ended = events.some((e) => e.type === 'trick-won') ? view.lastTrick : null;
  return { view, ended, phase: snapshot.value };
}

/**
 * A parsed example replayed through the statechart, step by step, under its rules with the
 * overrides on top. The island gets the transcript parsed on the server, so the parser
 * stays out of the page's JavaScript.
 */
/** The machine gives every MOVE a verdict; a missing one is a programmer error, not a rule. */
function refusal(verdict: Verdict | null): VerdictData {
  if (verdict === null || verdict.legal)
    throw new Error('steps: a refused move without its verdict');
  return verdict.reason;
}

export function transcriptSteps(
  transcript: Transcript,
  overrides: RuleOverrides = {},
): StepsResult {
  const rules = withOverrides(transcript.rules, overrides);
  const { header, entries } = transcriptToLog({ ...transcript, rules });

  const steps: Step[] = [];
  let snapshot = initialTransition(gameMachine)[0];
  /** the deal step whose open lead waits for the round's first legal play */
  let openLead: number | null = null;
  for (const [i, entry] of entries.entries()) {
    if (entry.kind === 'deal') {
      const sent = eventsForEntry(header, entry, snapshot.value, i === 0);
      for (const event of sent) snapshot = send(snapshot, event);
      // The machine deals only after a finished round, and only the round the log names.
      if (snapshot.value === 'dealing' || gameOf(snapshot).round?.number !== entry.round)
        return { ok: false, error: { kind: 'deal', round: entry.round } };
      const table = shown(snapshot, []);
      const leader = whoLeads(gameOf(snapshot)) ?? { kind: 'open', first: null, holder: null };
      // An open lead names who began once the round's first legal play is known.
      openLead = leader.kind === 'open' ? steps.length : null;
      steps.push({
        action: {
          kind: 'deal',
          round: entry.round,
          players: entry.seats,
          leader,
          gives: table.view.gives.filter((g) => g.kind === 'highest'),
        },
        ...table,
        sent,
      });
      continue;
    }
    const before = snapshot;
    const move = entry.move;
    const event: GameMachineEvent = { type: 'MOVE', move };
    snapshot = send(snapshot, event);
    const verdict = snapshot.context.lastVerdict;
    const action: StepAction =
      verdict?.legal === true
        ? {
            kind: 'move',
            move,
            legal: true,
            why: whyAllowed(gameOf(before), move),
            events: snapshot.context.lastEvents,
          }
        : {
            kind: 'move',
            move,
            legal: false,
            // Refused: the table stays as it was, the cards go back (§2).
            reason: refusal(verdict),
          };
    const opened = openLead === null ? undefined : steps[openLead];
    if (opened?.action.kind === 'deal' && action.legal && move.type === 'play') {
      steps[openLead ?? 0] = {
        ...opened,
        action: {
          ...opened.action,
          leader: {
            kind: 'open',
            first: move.player,
            holder: opened.action.leader.kind === 'open' ? opened.action.leader.holder : null,
          },
        },
      };
      openLead = null;
    }
    steps.push({
      action,
      ...shown(snapshot, action.legal ? action.events : []),
      sent: [event],
    });
  }
  return { ok: true, rules, steps };
}
