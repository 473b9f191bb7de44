/**
 * An example transcript as a list of steps, replayed through the game's statechart
 * (src/machines/game.ts) with XState's pure `transition()`: START, then DEAL for each
 * round (NEXT_ROUND before the later ones), then one MOVE per line. Every verdict comes
 * from the machine, which asks the engine; this module only records each snapshot and
 * asks the engine (src/engine/explain.ts) why a legal move was allowed and who leads.
 *
 * Pure and free of words: src/components/stepper/describe.ts turns a step into a sentence.
 */
import { initialTransition, transition } from 'xstate';
import type { Card } from '../../engine/cards.ts';
import { whoLeads, whyAllowed, type LeadReason, type Why } from '../../engine/explain.ts';
import type { GameState, Move } from '../../engine/game.ts';
import { setOption, type RuleSet } from '../../engine/rules.ts';
import type { GameEvent, Verdict, VerdictData } from '../../engine/verdict.ts';
import {
  gameMachine,
  snapshotView,
  type GameMachineEvent,
  type GameSnapshot,
  type GiveView,
} from '../../machines/game.ts';
import type { ParseError } from '../../notation/errors.ts';
import { parseTranscript, type Entry, type Transcript } from '../../notation/transcript.ts';
import { toMove } from '../../notation/log.ts';

// ---------------------------------------------------------------------------------------
// Types

/** One play of the trick on the table. */
export interface PilePlay {
  readonly player: string;
  readonly cards: readonly Card[];
}

/** What the table shows after a step. */
export interface TableView {
  readonly round: number;
  /** seating = turn order */
  readonly seats: readonly string[];
  readonly dealer: string | null;
  /** the player to act; null when anyone may lead or the round is over */
  readonly toAct: string | null;
  /** known hands by player; null in table mode */
  readonly hands: Readonly<Record<string, readonly Card[]>> | null;
  readonly counts: Readonly<Record<string, number>>;
  /** the players who passed (or were skipped) in the trick shown */
  readonly passed: readonly string[];
  /** names by place, first place first; null while undecided */
  readonly places: readonly (string | null)[];
  /** the order is turned by a revolution */
  readonly reversed: boolean;
  /** the trick's plays so far, the top play last (kept on the step that ends the trick) */
  readonly pile: readonly PilePlay[];
  /** the trick ended in this step: who won it and who leads next */
  readonly trickEnd: { readonly winner: string; readonly leader: string | null } | null;
  readonly roundOver: boolean;
  /** the round's exchange list (rounds after the first) */
  readonly exchange: readonly GiveView[];
  /** the places of the previous round (rounds after a finished one), first place first */
  readonly previous: readonly (string | null)[] | null;
}

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
      readonly entry: Entry;
      readonly legal: true;
      readonly why: Why;
      /** what the move caused, as the engine reports it */
      readonly events: readonly GameEvent[];
      /** one-lap: the trick ended because every other player has had their turn */
      readonly lapOver: boolean;
    }
  | {
      readonly kind: 'move';
      readonly entry: Entry;
      readonly legal: false;
      readonly reason: VerdictData;
    };

export interface Step {
  readonly action: StepAction;
  readonly table: TableView;
  /** the machine's state after the step ('playing', 'roundOver' …) */
  readonly phase: string;
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

/** Reads an example and replays it through the statechart, step by step. Never throws on bad text. */
export function buildSteps(text: string, overrides: RuleOverrides = {}): StepsResult {
  const parsed = parseTranscript(text);
  if (!parsed.ok) return { ok: false, error: { kind: 'parse', error: parsed.error } };
  const t: Transcript = { ...parsed.transcript };
  const rules = withOverrides(t.rules, overrides);
  return replaySteps({ ...t, rules });
}

export function replaySteps(t: Transcript): StepsResult {
  const steps: Step[] = [];
  const start: GameMachineEvent = {
    type: 'START',
    rules: t.rules,
    players: t.players,
    mode: 'table',
    seed: 0,
  };
  let snapshot = send(initialTransition(gameMachine)[0], start);
  let pile: PilePlay[];
  // Each player's last action in the trick shown: with re-entry a player who passed and
  // then played again is no longer shown as having passed (the engine keeps the flag).
  let acts: Map<string, 'play' | 'pass'>;
  const shownPassed = (passed: readonly string[]): string[] =>
    passed.filter((p) => acts.get(p) !== 'play');
  let seats: readonly string[] = t.players;

  for (const [i, round] of t.rounds.entries()) {
    const sent: GameMachineEvent[] = i === 0 ? [start] : [];
    if (i > 0) {
      if (snapshot.value !== 'roundOver')
        return { ok: false, error: { kind: 'deal', round: round.number } };
      const next: GameMachineEvent = { type: 'NEXT_ROUND' };
      snapshot = send(snapshot, next);
      sent.push(next);
    }
    seats = round.seats ?? seats;
    const known = seats.every((p) => round.hands.has(p));
    const dealer = round.dealer ?? (i === 0 ? t.dealer : null);
    const deal: GameMachineEvent = {
      type: 'DEAL',
      seats,
      ...(known ? { hands: seats.map((p) => round.hands.get(p) ?? []) } : {}),
      ...(dealer === null ? {} : { dealer }),
    };
    const dealt = send(snapshot, deal);
    if (dealt.value === 'dealing' || dealt.context.game?.round?.number !== round.number)
      return { ok: false, error: { kind: 'deal', round: round.number } };
    snapshot = dealt;
    sent.push(deal);
    pile = [];
    acts = new Map();
    steps.push({
      action: {
        kind: 'deal',
        round: round.number,
        players: seats,
        leader: whoLeads(
          gameOf(snapshot),
          round.entries.find((e) => e.kind !== 'give')?.player,
        ) ?? { kind: 'open', first: null },
        gives: snapshotView(snapshot).exchange.filter((g) => g.kind === 'highest'),
      },
      table: tableOf(snapshot, pile, null),
      phase: snapshot.value,
      sent,
    });

    for (const entry of round.entries) {
      const before = snapshot;
      const move = toMove(entry);
      const event: GameMachineEvent = { type: 'MOVE', move };
      snapshot = send(snapshot, event);
      const verdict: Verdict | null = snapshot.context.lastVerdict;
      if (verdict === null || !verdict.legal) {
        // Refused (or ignored): the table stays as it was, the cards go back (§2).
        const reason: VerdictData =
          verdict === null
            ? { code: 'round-over', player: entry.player, round: round.number }
            : verdict.reason;
        const shown = pileAfterRefusal(pile, before);
        steps.push({
          action: { kind: 'move', entry, legal: false, reason },
          table: tableOf(
            before,
            shown.pile,
            shown.trickEnd,
            shownPassed(snapshotView(before).passed),
          ),
          phase: snapshot.value,
          sent: [event],
        });
        pile = shown.pile;
        continue;
      }
      const events = snapshot.context.lastEvents;
      const fresh = lastTrickEnded(steps) ? [] : pile;
      if (fresh.length === 0 && move.type === 'play') acts = new Map();
      for (const e of events) {
        if (e.type === 'played') acts.set(e.player, 'play');
        if (e.type === 'passed' || e.type === 'skipped') acts.set(e.player, 'pass');
      }
      const played = events.find((e) => e.type === 'played');
      pile =
        played === undefined ? fresh : [...fresh, { player: played.player, cards: played.cards }];
      const won = events.find((e) => e.type === 'trick-won');
      steps.push({
        action: {
          kind: 'move',
          entry,
          legal: true,
          why: whyAllowed(gameOf(before), move),
          events,
          lapOver:
            gameOf(before).rules.oneLap &&
            won !== undefined &&
            !events.some((e) => e.type === 'cleared'),
        },
        table:
          won === undefined
            ? tableOf(snapshot, pile, null, shownPassed(snapshotView(snapshot).passed))
            : tableOf(
                snapshot,
                pile,
                { winner: won.player, leader: won.leader },
                shownPassed(passedAtEnd(before, move, events)),
              ),
        phase: snapshot.value,
        sent: [event],
      });
    }
  }
  return { ok: true, rules: t.rules, steps };
}

function lastTrickEnded(steps: readonly Step[]): boolean {
  const last = steps[steps.length - 1];
  return last === undefined || last.table.trickEnd !== null || last.table.roundOver;
}

/** After a refusal the table shows what it showed before (an ended trick stays ended). */
function pileAfterRefusal(
  pile: PilePlay[],
  before: GameSnapshot,
): { pile: PilePlay[]; trickEnd: TableView['trickEnd'] } {
  const top = before.context.game?.round?.trick.top ?? null;
  // The trick that was shown has ended: the table is clear until someone leads.
  return top === null ? { pile: [], trickEnd: null } : { pile, trickEnd: null };
}

function tableOf(
  snapshot: GameSnapshot,
  pile: readonly PilePlay[],
  trickEnd: TableView['trickEnd'],
  passed?: readonly string[],
): TableView {
  const view = snapshotView(snapshot);
  const game = snapshot.context.game;
  return {
    round: view.round ?? 1,
    seats: view.seats,
    dealer: view.dealer,
    // during the exchange nobody plays yet (the engine already knows who will lead)
    toAct: snapshot.value === 'exchange' ? null : view.toAct,
    hands: view.hands,
    counts: view.counts,
    passed: passed ?? view.passed,
    places: view.places,
    reversed: view.reversed,
    pile,
    trickEnd,
    roundOver: game?.round?.over === true,
    exchange: view.exchange,
    previous: game?.round?.previous ?? null,
  };
}

/**
 * On the step that ends a trick the engine has already cleared the passes; the table still
 * shows the trick as it ended: who had passed before, the player who passed last, and
 * anyone skipped on the way.
 */
function passedAtEnd(before: GameSnapshot, move: Move, events: readonly GameEvent[]): string[] {
  const passed = new Set(snapshotView(before).passed);
  if (move.type === 'pass') passed.add(move.player);
  for (const e of events) if (e.type === 'skipped') passed.add(e.player);
  return [...passed];
}
