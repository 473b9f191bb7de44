/**
 * The game's statechart, driven with XState's pure `initialTransition()` / `transition()`
 * and `xstate/graph`: every state reachable, a fresh verdict for every move, a whole seeded
 * classic game, computer seats that play whole games by themselves (the same game for the
 * same code), a table entered mid-game, undo and redo across moves, gives and deals, and
 * table mode. One test runs the machine as a live actor to see the computers' delay.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { formatCard, parseCard, type Card } from '../../src/engine/cards.ts';
import { replayEntry } from '../../src/engine/log.ts';
import { parseLog } from '../../src/notation/parse-log.ts';
import { judgeTranscript } from '../../src/referee/replay.ts';
import { transcript } from '../helpers.ts';
import {
  highestCards,
  legalPlays,
  lowestCards,
  toActName,
  type GameState,
  type Move,
} from '../../src/engine/game.ts';
import { mulberry32 } from '../../src/engine/random.ts';
import { presetRules, type RuleSet } from '../../src/engine/rules.ts';
import {
  gameMachine,
  replayMachineLog,
  viewFor,
  type GameContext,
  type SeatController,
  type GameMachineEvent,
  type GamePhase,
  type GameSnapshot,
  type SeatView,
  type StartEvent,
} from '../../src/machines/game.ts';
import { statusOf } from '../../src/machines/status.ts';
import { transcriptOf } from '../../src/machines/transcript.ts';
import { COMPUTER_PLAYERS } from '../../src/machines/computers.ts';
import { SEEDED_DEALS } from '../../src/machines/deals.ts';

/** The move the computer due makes now, as the machine asks its computers; null when none is due. */
function computerMove(context: GameContext): Move | null {
  const request = context.computers?.request(context) ?? null;
  return request === null ? null : (context.computers?.answer(request) ?? null);
}

// ---------------------------------------------------------------------------------------
// Helpers

function cards(text: string): Card[] {
  return text
    .split(/\s+/)
    .filter((t) => t !== '')
    .map((t) => {
      const c = parseCard(t);
      if (c === null) throw new Error(`not a card: ${t}`);
      return c;
    });
}

function initial(): GameSnapshot {
  return initialTransition(gameMachine)[0];
}

function send(snapshot: GameSnapshot, ...events: GameMachineEvent[]): GameSnapshot {
  return events.reduce((s, e) => transition(gameMachine, s, e)[0], snapshot);
}

function gameOf(snapshot: GameSnapshot): GameState {
  const game = snapshot.context.game;
  if (game === null) throw new Error('no game');
  return game;
}

function phase(snapshot: GameSnapshot): GamePhase {
  return snapshot.value;
}

/** The open table as an onlooker sees it (every known hand); throws before START. */
function table(snapshot: GameSnapshot): SeatView<null> {
  const view = viewFor(snapshot, null);
  if (view === null) throw new Error('no game');
  return view;
}

/** The round's hands are known to this device (dealt, or given in a DEAL). */
function handsKnown(snapshot: GameSnapshot): boolean {
  return table(snapshot).hands !== null;
}

/** The next give of the round's exchange list, chosen with the engine's own helpers. */
function nextGive(game: GameState): Move | null {
  const round = game.round;
  const due = round?.exchange.find((d) => !d.done);
  if (round === null || due === undefined) return null;
  const hand = round.hands?.[due.from] ?? [];
  const chosen =
    due.kind === 'highest'
      ? highestCards(hand, due.count, game.rules.exchangeTies === 'suit')
      : lowestCards(hand, due.count);
  return {
    type: 'give',
    player: round.seats[due.from] ?? '',
    to: round.seats[due.to] ?? '',
    cards: chosen,
  };
}

function mustGive(snapshot: GameSnapshot): GameMachineEvent {
  const move = nextGive(gameOf(snapshot));
  if (move === null) throw new Error('no give due');
  return { type: 'MOVE', move };
}

/** The engine's first legal play for the player to act, else a pass. */
function nextPlay(game: GameState): Move {
  const player = toActName(game);
  if (player === null) throw new Error('nobody to act');
  const play = legalPlays(game)[0];
  return play === undefined ? { type: 'pass', player } : { type: 'play', player, cards: play };
}

const CLASSIC: StartEvent = {
  type: 'START',
  rules: presetRules('classic'),
  players: ['Anna', 'Ben', 'Cem', 'Dora'],
  seed: 2026,
  mode: 'dealt',
  deals: SEEDED_DEALS,
  computers: COMPUTER_PLAYERS,
};

/** A seeded classic game, dealt, in its first round's play. */
function classicRoundOne(): GameSnapshot {
  return send(initial(), CLASSIC, { type: 'DEAL' });
}

// A tiny game for the graph: three players, two rounds, hands of one to three cards.
const TINY_RULES: RuleSet = { ...presetRules('classic'), length: { kind: 'rounds', n: 2 } };
const TINY_START: StartEvent = {
  type: 'START',
  rules: TINY_RULES,
  players: ['A', 'B', 'C'],
  seed: 1,
  mode: 'dealt',
  deals: SEEDED_DEALS,
};
const TINY_HANDS: Record<number, Card[][]> = {
  1: [cards('3C'), cards('4C'), cards('5C 6C')],
  2: [cards('3D 4D'), cards('5D'), cards('6D 7D')],
};

/** An event as a transcript line would show it. */
function describeEvent(event: { type: string }): string {
  if (!isMoveEvent(event)) return event.type;
  const m = event.move;
  if (m.type === 'pass') return `${m.player}: pass`;
  const text = m.cards.map(formatCard).join(' ');
  return m.type === 'give' ? `give ${m.player} > ${m.to}: ${text}` : `${m.player}: ${text}`;
}

function isMoveEvent(event: { type: string }): event is { type: 'MOVE'; move: Move } {
  return event.type === 'MOVE';
}

/** The events worth trying in a snapshot of the tiny game (moves chosen by the engine). */
function tinyEvents(snapshot: GameSnapshot): GameMachineEvent[] {
  const game = snapshot.context.game;
  const always: GameMachineEvent[] = [{ type: 'UNDO' }, { type: 'REDO' }];
  switch (phase(snapshot)) {
    case 'setup':
      return [TINY_START];
    case 'dealing': {
      const number = (game?.round?.number ?? 0) + 1;
      return [{ type: 'DEAL', hands: TINY_HANDS[number] ?? [] }, ...always];
    }
    case 'exchange': {
      const give = game === null ? null : nextGive(game);
      return give === null ? always : [{ type: 'MOVE', move: give }, ...always];
    }
    case 'playing': {
      if (game === null) return always;
      const player = toActName(game) ?? '';
      const plays: GameMachineEvent[] = legalPlays(game).map((c) => ({
        type: 'MOVE',
        move: { type: 'play', player, cards: c },
      }));
      return [...plays, { type: 'MOVE', move: { type: 'pass', player } }, ...always];
    }
    case 'roundOver':
      return [{ type: 'NEXT_ROUND' }, ...always];
    case 'gameOver':
      return [{ type: 'RESTART' }, ...always];
  }
}

// ---------------------------------------------------------------------------------------

describe('the game machine: states', () => {
  it('starts in setup with no game', () => {
    const s = initial();
    expect(phase(s)).toBe('setup');
    expect(s.context.game).toBeNull();
    expect(viewFor(s, null)).toBeNull(); // no game, no table
    expect(statusOf(s).gameCode).toBeNull();
  });

  it('reaches every state by a shortest path (xstate/graph, engine-chosen moves)', () => {
    // a state is its phase and the engine's game (the log and the version only grow)
    const paths = getShortestPaths(gameMachine, {
      events: tinyEvents,
      serializeState: (s) => JSON.stringify([s.value, s.context.game]),
    });
    const reached = new Set(paths.map((p) => p.state.value));
    const all: GamePhase[] = ['setup', 'dealing', 'exchange', 'playing', 'roundOver', 'gameOver'];
    for (const state of all) expect(reached, state).toContain(state);
    const toGameOver = paths
      .filter((p) => p.state.value === 'gameOver')
      .sort((a, b) => a.steps.length - b.steps.length)[0];
    expect(toGameOver?.steps.map((s) => describeEvent(s.event))).toEqual([
      'xstate.init',
      'START',
      'DEAL',
      'A: 3C',
      'B: 4C', // A first, B second, C last
      'NEXT_ROUND',
      'DEAL',
      'give C > A: 7D 6D', // the scum's two highest
      'give A > C: 3D 4D',
      'C: 3D', // next-lead=scum
      'A: pass',
      'B: 5D', // B goes out first
      'C: pass',
      'A: pass',
      'C: 4D', // B is out: the next player leads; C goes out, A is last
    ]);
    expect(toGameOver?.state.context.game?.results.map((r) => r.places)).toEqual([
      ['A', 'B', 'C'],
      ['B', 'C', 'A'],
    ]);
  });

  it('START needs two to twelve distinct names', () => {
    const s = initial();
    expect(phase(send(s, { ...CLASSIC, players: ['Anna'] }))).toBe('setup');
    expect(phase(send(s, { ...CLASSIC, players: ['Anna', 'Anna'] }))).toBe('setup');
    expect(phase(send(s, { ...CLASSIC, players: ['Anna', ' '] }))).toBe('setup');
    const started = send(s, CLASSIC);
    expect(phase(started)).toBe('dealing');
    expect(started.context.seed).toBe(2026);
    expect(statusOf(started).gameCode).toMatch(/^[0-9A-Z]{7}$/);
  });

  it('the dealt mode needs its deals (./deals.ts); a START without a seed takes a new one from them', () => {
    const withoutDeals: StartEvent = { ...CLASSIC };
    delete (withoutDeals as { deals?: unknown }).deals;
    expect(phase(send(initial(), withoutDeals))).toBe('setup');
    const unseeded: StartEvent = { ...CLASSIC };
    delete (unseeded as { seed?: unknown }).seed;
    const seeds = [7, 8];
    const deals = { ...SEEDED_DEALS, newSeed: () => seeds.shift() ?? 0 };
    expect(send(initial(), { ...unseeded, deals }).context.seed).toBe(7);
    expect(send(initial(), { ...unseeded, deals }).context.seed).toBe(8);
    // a real table deals its own cards: no deals, seed 0
    const table = send(initial(), { ...withoutDeals, mode: 'table' });
    expect(phase(table)).toBe('dealing');
    expect(table.context.deals).toBeNull();
  });

  it('round 1 skips the exchange: DEAL lands in playing with the seeded hands', () => {
    const s = classicRoundOne();
    expect(phase(s)).toBe('playing');
    const view = table(s);
    expect(view.round).toBe(1);
    expect(handsKnown(s)).toBe(true);
    expect(Object.values(view.counts)).toEqual([13, 13, 13, 13]);
    // classic: the holder of 3♣ leads
    const leader = view.toAct ?? '';
    expect(view.hands?.[leader]).toContainEqual({ rank: '3', suit: 'C' });
    // the same seed deals the same cards
    expect(classicRoundOne().context.game).toEqual(s.context.game);
    expect(s.context.log[0]).toMatchObject({ kind: 'deal', round: 1, dealer: 'Dora' });
  });

  it('DEAL with explicit seating, dealer and hands (a transcript)', () => {
    const s = send(initial(), TINY_START, {
      type: 'DEAL',
      seats: ['C', 'B', 'A'],
      dealer: 'B',
      hands: [cards('5C 6C'), cards('4C'), cards('3C')],
    });
    const view = table(s);
    expect(view.seats).toEqual(['C', 'B', 'A']);
    expect(view.dealer).toBe('B');
    expect(view.hands).toEqual({ C: cards('5C 6C'), B: cards('4C'), A: cards('3C') });
    expect(view.toAct).toBe('A');
  });

  it('refuses a DEAL whose hands or seating do not fit the players', () => {
    const s = send(initial(), TINY_START);
    expect(phase(send(s, { type: 'DEAL', hands: [cards('3C')] }))).toBe('dealing');
    expect(phase(send(s, { type: 'DEAL', seats: ['A', 'B', 'X'] }))).toBe('dealing');
    expect(phase(send(s, { type: 'DEAL', dealer: 'X' }))).toBe('dealing');
  });

  it('RESTART goes back to setup and keeps the chosen rules and players', () => {
    const s = send(classicRoundOne(), { type: 'RESTART' });
    expect(phase(s)).toBe('setup');
    expect(s.context.game).toBeNull();
    expect(s.context.log).toEqual([]);
    expect(s.context.players).toEqual(CLASSIC.players);
  });
});

describe('the game machine: moves', () => {
  it('a refused move changes nothing but is explained', () => {
    const s = classicRoundOne();
    const leader = toActName(gameOf(s)) ?? '';
    const other = CLASSIC.players.find((p) => p !== leader) ?? '';
    const wrongTurn = send(s, { type: 'MOVE', move: { type: 'pass', player: other } });
    expect(phase(wrongTurn)).toBe('playing');
    expect(wrongTurn.context.game).toBe(s.context.game);
    // the refused move is logged, as a transcript would have its line
    expect(wrongTurn.context.log).toEqual([
      ...s.context.log,
      { kind: 'move', round: 1, move: { type: 'pass', player: other } },
    ]);
    expect(wrongTurn.context.lastVerdict).toMatchObject({
      legal: false,
      reason: { code: 'not-your-turn', player: other, toAct: leader },
    });
    const leaderPass = send(s, { type: 'MOVE', move: { type: 'pass', player: leader } });
    expect(leaderPass.context.game).toBe(s.context.game);
    expect(statusOf(leaderPass).lastVerdict).toMatchObject({
      legal: false,
      reason: { code: 'leader-cannot-pass' },
    });
    const mixed = send(s, {
      type: 'MOVE',
      move: { type: 'play', player: leader, cards: cards('3C 4C') },
    });
    expect(mixed.context.game).toEqual(s.context.game);
    expect(mixed.context.lastVerdict).toMatchObject({ legal: false });
  });

  it('a legal move changes who acts and records its events', () => {
    const s = classicRoundOne();
    const before = toActName(gameOf(s));
    const move = nextPlay(gameOf(s));
    const after = send(s, { type: 'MOVE', move });
    expect(after.context.lastVerdict).toEqual({ legal: true });
    expect(toActName(gameOf(after))).not.toBe(before);
    expect(after.context.lastEvents[0]).toMatchObject({ type: 'played', player: before });
    expect(after.context.log.at(-1)).toEqual({ kind: 'move', round: 1, move });
    expect(table(after).top?.player).toBe(before);
    // the machine's status: its phase and the move just entered, with its verdict and events
    expect(statusOf(after)).toMatchObject({
      phase: 'playing',
      canUndo: true,
      canRedo: false,
      lastMove: move,
      lastVerdict: { legal: true },
      lastEvents: after.context.lastEvents,
    });
  });

  it('each seat’s view lists its legal plays and whether it may pass', () => {
    const s = classicRoundOne();
    const leader = table(s).toAct ?? '';
    expect(viewFor(s, leader)?.legalPlays.length).toBeGreaterThan(0);
    expect(viewFor(s, leader)?.canPass).toBe(false); // the leader of a trick must play
    const after = send(s, { type: 'MOVE', move: nextPlay(gameOf(s)) });
    const toAct = table(after).toAct ?? '';
    expect(viewFor(after, toAct)?.canPass).toBe(true);
    for (const p of CLASSIC.players.filter((p) => p !== toAct)) {
      expect(viewFor(after, p)?.legalPlays).toEqual([]);
      expect(viewFor(after, p)?.canPass).toBe(false);
    }
  });

  it('a whole seeded classic game reaches gameOver after 5 rounds, with an exchange in rounds 2+', () => {
    let s = send(initial(), CLASSIC);
    const exchanged = new Set<number>();
    const played = new Set<number>();
    for (let step = 0; step < 2000 && phase(s) !== 'gameOver'; step++) {
      const game = s.context.game;
      switch (phase(s)) {
        case 'dealing':
          s = send(s, { type: 'DEAL' });
          break;
        case 'exchange': {
          const give = game === null ? null : nextGive(game);
          if (give === null) throw new Error('exchange with nothing to give');
          exchanged.add(game?.round?.number ?? 0);
          s = send(s, { type: 'MOVE', move: give });
          expect(s.context.lastVerdict).toEqual({ legal: true });
          break;
        }
        case 'playing':
          played.add(game?.round?.number ?? 0);
          s = send(s, { type: 'MOVE', move: nextPlay(gameOf(s)) });
          expect(s.context.lastVerdict).toEqual({ legal: true });
          break;
        case 'roundOver':
          s = send(s, { type: 'NEXT_ROUND' });
          break;
        default:
          throw new Error(`unexpected state ${phase(s)}`);
      }
    }
    expect(phase(s)).toBe('gameOver');
    const game = gameOf(s);
    expect(game.results).toHaveLength(5);
    expect([...exchanged].sort()).toEqual([2, 3, 4, 5]);
    expect([...played].sort()).toEqual([1, 2, 3, 4, 5]);
    // places scoring, four players: 3 + 2 + 1 + 0 points a round
    expect(Object.values(game.totals).reduce((a, b) => a + b, 0)).toBe(30);
    expect(table(s).winner).toBe(game.winner);
    expect(game.winner).not.toBeNull();
    // a move now is refused with the engine's reason
    const late = send(s, { type: 'MOVE', move: { type: 'pass', player: 'Anna' } });
    expect(late.context.lastVerdict).toMatchObject({ reason: { code: 'round-over' } });
    expect(late.context.game).toBe(s.context.game);
  });

  it('a wrong give is refused in the exchange with the engine code', () => {
    let s = send(initial(), TINY_START, { type: 'DEAL', hands: TINY_HANDS[1] ?? [] });
    s = send(
      s,
      { type: 'MOVE', move: { type: 'play', player: 'A', cards: cards('3C') } },
      { type: 'MOVE', move: { type: 'play', player: 'B', cards: cards('4C') } },
    );
    expect(phase(s)).toBe('roundOver');
    expect(table(s).places).toEqual(['A', 'B', 'C']);
    s = send(s, { type: 'NEXT_ROUND' });
    expect(phase(s)).toBe('dealing');
    s = send(s, { type: 'DEAL', hands: TINY_HANDS[2] ?? [] });
    expect(phase(s)).toBe('exchange');
    expect(table(s).gives).toEqual([
      { from: 'C', to: 'A', count: 2, kind: 'highest', done: false },
      { from: 'A', to: 'C', count: 2, kind: 'return', done: false },
    ]);
    const wrong = send(s, {
      type: 'MOVE',
      move: { type: 'give', player: 'C', to: 'A', cards: cards('6D') },
    });
    expect(phase(wrong)).toBe('exchange');
    expect(wrong.context.game).toBe(s.context.game);
    expect(wrong.context.lastVerdict).toMatchObject({
      reason: { code: 'exchange-wrong-count', required: 2 },
    });
    const back = send(s, mustGive(s));
    expect(phase(back)).toBe('exchange');
    const done = send(back, mustGive(back));
    expect(phase(done)).toBe('playing');
    expect(table(done).hands).toEqual({
      A: cards('7D 6D'), // the highest first, as the engine gives them
      B: cards('5D'),
      C: cards('3D 4D'),
    });
  });

  it('a play before the gives ends the exchange, as the engine allows (§3: later gives are not due)', () => {
    let s = send(
      initial(),
      TINY_START,
      { type: 'DEAL', hands: TINY_HANDS[1] ?? [] },
      { type: 'MOVE', move: { type: 'play', player: 'A', cards: cards('3C') } },
      { type: 'MOVE', move: { type: 'play', player: 'B', cards: cards('4C') } },
      { type: 'NEXT_ROUND' },
      { type: 'DEAL', hands: TINY_HANDS[2] ?? [] },
    );
    expect(phase(s)).toBe('exchange');
    s = send(s, { type: 'MOVE', move: { type: 'play', player: 'C', cards: cards('6D') } });
    expect(s.context.lastVerdict).toEqual({ legal: true });
    expect(phase(s)).toBe('playing');
    const late = send(s, {
      type: 'MOVE',
      move: { type: 'give', player: 'C', to: 'A', cards: cards('7D 6D') },
    });
    expect(late.context.lastVerdict).toMatchObject({
      reason: { code: 'exchange-not-due', reason: 'play-begun' },
    });
  });

  it('refuses a move that names someone who is not at the table (unknown-player), unlogged', () => {
    const s = classicRoundOne();
    const after = send(s, { type: 'MOVE', move: { type: 'pass', player: 'Zed' } });
    expect(after.context.lastVerdict).toMatchObject({
      legal: false,
      reason: { code: 'unknown-player', name: 'Zed' },
    });
    expect(after.context.game).toBe(s.context.game);
    expect(after.context.log).toBe(s.context.log);
    const give = send(s, {
      type: 'MOVE',
      move: { type: 'give', player: 'Anna', to: 'Zed', cards: cards('3C') },
    });
    expect(give.context.lastVerdict).toMatchObject({
      reason: { code: 'unknown-player', player: 'Anna', name: 'Zed' },
    });
    expect(give.context.game).toBe(s.context.game);
  });
});

describe('the game machine: undo', () => {
  it('UNDO restores the state before the last legal move', () => {
    const s0 = classicRoundOne();
    const s1 = send(s0, { type: 'MOVE', move: nextPlay(gameOf(s0)) });
    const s2 = send(s1, { type: 'MOVE', move: nextPlay(gameOf(s1)) });
    const undone = send(s2, { type: 'UNDO' });
    expect(phase(undone)).toBe('playing');
    expect(undone.context.game).toEqual(s1.context.game);
    expect(undone.context.log).toEqual(s1.context.log);
    expect(undone.context.lastEvents).toEqual(s1.context.lastEvents);
    const twice = send(undone, { type: 'UNDO' });
    expect(twice.context.game).toEqual(s0.context.game);
    // then the deal: back to dealing, with no round
    const thrice = send(twice, { type: 'UNDO' });
    expect(phase(thrice)).toBe('dealing');
    expect(gameOf(thrice).round).toBeNull();
    expect(statusOf(thrice).canUndo).toBe(false);
    // nothing left to take back: UNDO is ignored
    expect(send(thrice, { type: 'UNDO' }).context).toBe(thrice.context);
  });

  it('UNDO leaves roundOver and gameOver for the last move of the round, and undoes gives', () => {
    let s = send(initial(), TINY_START, { type: 'DEAL', hands: TINY_HANDS[1] ?? [] });
    const beforeLast = send(s, {
      type: 'MOVE',
      move: { type: 'play', player: 'A', cards: cards('3C') },
    });
    s = send(beforeLast, { type: 'MOVE', move: { type: 'play', player: 'B', cards: cards('4C') } });
    expect(phase(s)).toBe('roundOver');
    const undone = send(s, { type: 'UNDO' });
    expect(phase(undone)).toBe('playing');
    expect(undone.context.game).toEqual(beforeLast.context.game);
    expect(gameOf(undone).results).toEqual([]);

    // round 2: undo a give goes back into the exchange
    s = send(s, { type: 'NEXT_ROUND' }, { type: 'DEAL', hands: TINY_HANDS[2] ?? [] });
    const dealt = s;
    s = send(s, mustGive(s));
    s = send(s, mustGive(s));
    expect(phase(s)).toBe('playing');
    const ungiven = send(s, { type: 'UNDO' });
    expect(phase(ungiven)).toBe('exchange');
    expect(table(ungiven).gives.map((d) => d.done)).toEqual([true, false]);
    expect(phase(send(ungiven, { type: 'UNDO' }))).toBe('exchange');
    expect(send(ungiven, { type: 'UNDO' }).context.game).toEqual(dealt.context.game);

    // play round 2 out to the end of the game, then take the last move back
    for (let i = 0; i < 20 && phase(s) === 'playing'; i++) {
      s = send(s, { type: 'MOVE', move: nextPlay(gameOf(s)) });
    }
    expect(phase(s)).toBe('gameOver');
    expect(gameOf(s).results.map((r) => r.places)).toEqual([
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
    ]);
    const reopened = send(s, { type: 'UNDO' });
    expect(phase(reopened)).toBe('playing');
    expect(gameOf(reopened).over).toBe(false);
    expect(gameOf(reopened).results).toHaveLength(1);
  });
});

describe('the game machine: table mode', () => {
  const TABLE: StartEvent = { ...CLASSIC, mode: 'table' };

  it('deals no hands, only card counts, and follows the engine on every move', () => {
    let s = send(initial(), TABLE, { type: 'DEAL' });
    expect(phase(s)).toBe('playing');
    let view = table(s);
    expect(handsKnown(s)).toBe(false);
    expect(view.hands).toBeNull();
    expect(viewFor(s, 'Anna')?.hand).toBeNull(); // not even a seat's own hand
    expect(view.counts).toEqual({ Anna: 13, Ben: 13, Cem: 13, Dora: 13 });
    // club-3 in table mode: nobody knows who holds 3♣, so whoever moves first leads
    expect(view.toAct).toBeNull();
    for (const p of TABLE.players) expect(viewFor(s, p)?.legalPlays).toEqual([]);

    s = send(s, { type: 'MOVE', move: { type: 'play', player: 'Ben', cards: cards('3C') } });
    view = table(s);
    expect(statusOf(s).lastVerdict).toEqual({ legal: true });
    expect(view.counts).toEqual({ Anna: 13, Ben: 12, Cem: 13, Dora: 13 });
    expect(view.toAct).toBe('Cem');
    expect(view.top).toMatchObject({ player: 'Ben', count: 1, rank: '3' });

    // lone ranks are fine at a real table; a play too large for the hand is not
    s = send(s, { type: 'MOVE', move: { type: 'play', player: 'Cem', cards: cards('7') } });
    expect(table(s).counts['Cem']).toBe(12);
    const tooMany = send(s, {
      type: 'MOVE',
      move: {
        type: 'play',
        player: 'Dora',
        cards: cards('4C 4D 4H 4S 5C 5D 5H 5S 6C 6D 6H 6S 7C 7D'),
      },
    });
    expect(tooMany.context.lastVerdict).toMatchObject({
      reason: { code: 'too-many-cards', count: 14, held: 13 },
    });
    expect(tooMany.context.game).toBe(s.context.game);

    const undone = send(s, { type: 'UNDO' });
    expect(table(undone).counts['Cem']).toBe(13);
    expect(table(undone).toAct).toBe('Cem');
  });

  it("UNDO does not take back the table's first deal, only what was entered after it", () => {
    const dealt = send(initial(), TABLE, { type: 'DEAL' });
    expect(statusOf(dealt).canUndo).toBe(false);
    expect(send(dealt, { type: 'UNDO' }).context).toBe(dealt.context);
    const played = send(dealt, {
      type: 'MOVE',
      move: { type: 'play', player: 'Ben', cards: cards('3C') },
    });
    expect(statusOf(played).canUndo).toBe(true);
    const undone = send(played, { type: 'UNDO' });
    expect(phase(undone)).toBe('playing');
    expect(undone.context.log).toEqual(dealt.context.log);
    expect(statusOf(undone).canUndo).toBe(false);
    // with hands entered, the first deal can be taken back to enter them again
    const known = send(
      initial(),
      { ...TINY_START, mode: 'table' },
      {
        type: 'DEAL',
        hands: TINY_HANDS[1] ?? [],
      },
    );
    expect(statusOf(known).canUndo).toBe(true);
    expect(phase(send(known, { type: 'UNDO' }))).toBe('dealing');
  });

  it('explicit hands in a DEAL override table mode', () => {
    const s = send(
      initial(),
      { ...TINY_START, mode: 'table' },
      {
        type: 'DEAL',
        hands: TINY_HANDS[1] ?? [],
      },
    );
    expect(handsKnown(s)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------
// Computer seats, a verdict for every move, redo, a table entered mid-game

const computer = (level: 'random' | 'normal'): SeatController => ({ kind: 'computer', level });

/** Four computers, two of each level, over three classic rounds. */
const BOTS: StartEvent = {
  ...CLASSIC,
  rules: { ...presetRules('classic'), length: { kind: 'rounds', n: 3 } },
  controllers: {
    Anna: computer('normal'),
    Ben: computer('random'),
    Cem: computer('normal'),
    Dora: computer('random'),
  },
};

/** Sends only what a person at the device would: DEAL and NEXT_ROUND, until the game is over. */
function dealUntilOver(s: GameSnapshot): GameSnapshot {
  for (let i = 0; i < 20 && phase(s) !== 'gameOver'; i++) {
    if (phase(s) === 'dealing') s = send(s, { type: 'DEAL' });
    else if (phase(s) === 'roundOver') s = send(s, { type: 'NEXT_ROUND' });
    else throw new Error(`the computers stopped in ${phase(s)}`);
  }
  return s;
}

/** Every logged move, replayed through the engine, with its verdict. */
function loggedVerdicts(context: GameContext): { move: Move; legal: boolean }[] {
  let game = context.start;
  if (game === null) throw new Error('no game');
  const out: { move: Move; legal: boolean }[] = [];
  for (const entry of context.log) {
    const step = replayEntry(game, entry);
    if (entry.kind === 'move') out.push({ move: entry.move, legal: step.verdict?.legal === true });
    game = step.state;
  }
  return out;
}

/** The delayed COMPUTER_TURN events a transition asked the scheduler for. */
function scheduled(actions: readonly unknown[]): { event: GameMachineEvent; delay: number }[] {
  const out: { event: GameMachineEvent; delay: number }[] = [];
  for (const a of actions) {
    const params = (a as { type?: string; params?: { event?: GameMachineEvent; delay?: unknown } })
      .params;
    if ((a as { type?: string }).type === 'xstate.raise' && typeof params?.delay === 'number') {
      if (params.event !== undefined) out.push({ event: params.event, delay: params.delay });
    }
  }
  return out;
}

describe('the game machine: computer seats', () => {
  it('four computers play a whole 3-round game by themselves; the UI only deals', () => {
    const s = dealUntilOver(send(initial(), BOTS));
    expect(phase(s)).toBe('gameOver');
    const game = gameOf(s);
    expect(game.results.map((r) => r.number)).toEqual([1, 2, 3]);
    expect(game.winner).not.toBeNull();
    const moves = loggedVerdicts(s.context);
    expect(moves.length).toBeGreaterThan(60);
    expect(moves.every((m) => m.legal)).toBe(true);
    // the exchange of rounds 2 and 3 was made by the computers too
    const gives = s.context.log.filter((e) => e.kind === 'move' && e.move.type === 'give');
    expect(gives.map((e) => e.round)).toEqual([2, 2, 2, 2, 3, 3, 3, 3]);
    expect(s.context.log.filter((e) => e.kind === 'deal')).toHaveLength(3);
  });

  it('the log as a transcript: the CLI referee gives the verdicts of the machine and it reads back to the same log', () => {
    // a person's refused attempts mixed into a computer game are logged and exported too
    let s = send(initial(), {
      ...BOTS,
      controllers: { ...BOTS.controllers, Anna: { kind: 'person' } },
    });
    s = send(s, { type: 'DEAL' });
    const toAct = table(s).toAct;
    expect(toAct).toBe('Anna');
    s = send(s, { type: 'MOVE', move: { type: 'pass', player: 'Ben' } });
    expect(s.context.lastVerdict?.legal).toBe(false);
    const text = transcriptOf(s.context);
    const parsed = parseLog(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.log.entries).toEqual(s.context.log);
    const report = judgeTranscript(transcript(text));
    expect(report.moves.map((m) => m.legal)).toEqual(loggedVerdicts(s.context).map((m) => m.legal));
    expect(report.moves.at(-1)?.code).toBe('not-your-turn');
  });

  it('a game code replays the whole game, computer moves included', () => {
    const once = dealUntilOver(send(initial(), BOTS)).context.log;
    const twice = dealUntilOver(send(initial(), BOTS)).context.log;
    expect(twice).toEqual(once);
    const other = dealUntilOver(send(initial(), { ...BOTS, seed: 2027 })).context.log;
    expect(other).not.toEqual(once);
  });

  it('computers wait for a person, answer their move, and UNDO takes the person’s move back', () => {
    const start: StartEvent = {
      ...BOTS,
      controllers: { Ben: computer('normal'), Cem: computer('random'), Dora: computer('normal') },
    };
    let s = send(initial(), start, { type: 'DEAL' });
    // the computers played until it was Anna's turn (or until nothing was left for them)
    expect(table(s).toAct).toBe('Anna');
    for (let i = 0; i < 40 && phase(s) === 'playing'; i++) {
      const before = s;
      const move = nextPlay(gameOf(s));
      s = send(s, { type: 'MOVE', move });
      expect(s.context.log).toContainEqual({ kind: 'move', round: 1, move });
      if (phase(s) === 'playing' && gameOf(s).round?.counts[0] !== 0) {
        expect(table(s).toAct).toBe('Anna');
      }
      // UNDO goes back to before Anna's move, past the computers' answers; REDO restores them
      const undone = send(s, { type: 'UNDO' });
      expect(undone.context.game).toEqual(before.context.game);
      expect(undone.context.log).toEqual(before.context.log);
      expect(send(undone, { type: 'REDO' }).context.game).toEqual(s.context.game);
      if (gameOf(s).round?.counts[0] === 0) break; // Anna is out: the computers finish alone
    }
    // once Anna is out the computers play the round to its end
    expect(phase(s)).toBe('roundOver');
  });

  it('anyone may lead: when all seats are computers the first after the dealer leads', () => {
    const rules: RuleSet = { ...presetRules('common'), firstLead: 'any', firstCard: false };
    const s = send(initial(), { ...BOTS, rules }, { type: 'DEAL' });
    const firstMove = s.context.log.find((e) => e.kind === 'move');
    expect(firstMove?.kind === 'move' && firstMove.move.player).toBe('Anna'); // Dora dealt
    // with a person at the table the computers wait for someone to lead
    const withAnna = send(
      initial(),
      { ...BOTS, rules, controllers: { Ben: computer('random') } },
      { type: 'DEAL' },
    );
    expect(withAnna.context.log.filter((e) => e.kind === 'move')).toEqual([]);
    expect(table(withAnna).toAct).toBeNull();
  });

  it('with a delay the computer’s turn is a scheduled event; a stale one is ignored', () => {
    const [dealt, actions] = transition(gameMachine, send(initial(), { ...BOTS, botDelay: 500 }), {
      type: 'DEAL',
    });
    expect(dealt.context.log.filter((e) => e.kind === 'move')).toEqual([]);
    const turns = scheduled(actions);
    expect(turns).toEqual([
      { event: { type: 'COMPUTER_TURN', version: dealt.context.version }, delay: 500 },
    ]);
    const turn = turns[0]?.event ?? { type: 'UNDO' };
    const [played, next] = transition(gameMachine, dealt, turn);
    expect(played.context.log.filter((e) => e.kind === 'move')).toHaveLength(1);
    expect(scheduled(next)).toHaveLength(1);
    // the same event again is stale: the context has moved on
    expect(send(played, turn).context).toBe(played.context);
    // SET_BOT_DELAY 0: the computers play on at once, to the end of the round
    const fast = send(played, { type: 'SET_BOT_DELAY', delay: 0 });
    expect(phase(fast)).toBe('roundOver');
    expect(fast.context.botDelay).toBe(0);
  });

  it('as a live actor the computers play after the delay, without any event from the UI', async () => {
    const actor = createActor(gameMachine).start();
    actor.send({ ...BOTS, botDelay: 1 });
    actor.send({ type: 'DEAL' });
    expect(actor.getSnapshot().context.log.filter((e) => e.kind === 'move')).toEqual([]);
    const done = await waitFor(actor, (s) => s.value === 'roundOver', { timeout: 5000 });
    expect(done.context.log.filter((e) => e.kind === 'move').length).toBeGreaterThan(20);
    actor.stop();
  });

  it('a computer’s move does not depend on the other hands (it sees its seat’s view only)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        (seed, cut, shuffleSeed) => {
          const done = send(initial(), { ...BOTS, seed }, { type: 'DEAL' }).context; // round 1
          const log = done.log.slice(0, Math.min(cut, done.log.length - 1));
          const start = done.start ?? gameOf(initial());
          const context = { ...done, ...replayMachineLog(start, log), log };
          const move = computerMove(context);
          const round = context.game.round;
          if (move === null || round?.hands == null) return;
          const mover = round.seats.indexOf(move.player);
          // the other hands dealt again among themselves, each count kept
          const random = mulberry32(shuffleSeed);
          const others = round.hands.flatMap((h, s) => (s === mover ? [] : h));
          const mixed = others
            .map((c) => ({ c, k: random() }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.c);
          let k = 0;
          const hands = round.hands.map((h, s) =>
            s === mover ? h : h.map(() => mixed[k++] as Card),
          );
          const redealt = { ...context.game, round: { ...round, hands } };
          expect(computerMove({ ...context, game: redealt })).toEqual(move);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('the machine gives each seat its own view; computers need known hands', () => {
    const s = send(initial(), BOTS, { type: 'DEAL' });
    const view = viewFor(s, 'Ben');
    const round = gameOf(s).round;
    expect(view?.hand).toEqual(round?.hands?.[round.seats.indexOf('Ben')]);
    expect(viewFor(s, 'Zed')).toBeNull();
    expect(viewFor(initial(), 'Ben')).toBeNull();
    // an onlooker at the open table sees every hand
    const open = viewFor(s, null);
    expect(open?.seat).toBeNull();
    expect(open?.hands).toEqual(
      Object.fromEntries(round?.seats.map((p, i) => [p, round.hands?.[i]]) ?? []),
    );
    expect(viewFor(initial(), null)).toBeNull();
    expect(phase(send(initial(), { ...BOTS, mode: 'table' }))).toBe('setup');
    expect(phase(send(initial(), { ...CLASSIC, controllers: { Zed: computer('normal') } }))).toBe(
      'setup',
    );
    expect(statusOf(s).controllers['Ben']).toEqual(computer('random'));
    // RESTART keeps the seats
    expect(send(s, { type: 'RESTART' }).context.controllers).toEqual(BOTS.controllers);
  });
});

describe('the game machine: a verdict for every move', () => {
  it('every MOVE sets the move and a verdict, in every state, even the same refusal twice', () => {
    const move: Move = { type: 'pass', player: 'A' };
    const pass: GameMachineEvent = { type: 'MOVE', move };
    let s = initial();
    const phases: GamePhase[] = [];
    /** Sends A's pass to `from` and checks that it got a verdict of its own. */
    const next = (from: GameSnapshot): void => {
      s = send(from, pass);
      phases.push(phase(s));
      expect(s.context.lastMove).toEqual(move);
      expect(s.context.lastVerdict).not.toBeNull();
      expect(s.context.version).toBeGreaterThan(from.context.version);
    };
    next(s); // setup: nobody is at the table yet
    expect(s.context.lastVerdict).toMatchObject({ reason: { code: 'unknown-player' } });
    next(send(s, TINY_START)); // dealing: no round yet
    expect(s.context.lastVerdict).toMatchObject({ reason: { code: 'round-over' } });
    s = send(s, { type: 'DEAL', hands: TINY_HANDS[1] ?? [] });
    next(s); // playing: A leads and may not pass
    expect(s.context.lastVerdict).toMatchObject({ reason: { code: 'leader-cannot-pass' } });
    const first = s.context.version;
    next(s); // the same refusal again is a fresh verdict
    expect(s.context.version).toBeGreaterThan(first);
    s = send(
      s,
      { type: 'MOVE', move: { type: 'play', player: 'A', cards: cards('3C') } },
      { type: 'MOVE', move: { type: 'play', player: 'B', cards: cards('4C') } },
    );
    next(s); // roundOver
    expect(s.context.lastVerdict).toMatchObject({ reason: { code: 'round-over' } });
    s = send(s, { type: 'NEXT_ROUND' }, { type: 'DEAL', hands: TINY_HANDS[2] ?? [] });
    s = send(s, mustGive(s));
    s = send(s, mustGive(s));
    for (let i = 0; i < 20 && phase(s) === 'playing'; i++)
      s = send(s, { type: 'MOVE', move: nextPlay(gameOf(s)) });
    next(s); // gameOver
    expect(phases).toEqual(['setup', 'dealing', 'playing', 'playing', 'roundOver', 'gameOver']);
    // a legal move gets its verdict too, and the last move is the one just entered
    const legal = send(
      send(initial(), TINY_START, { type: 'DEAL', hands: TINY_HANDS[1] ?? [] }),
      pass,
      { type: 'MOVE', move: { type: 'play', player: 'A', cards: cards('3C') } },
    );
    expect(legal.context.lastVerdict).toEqual({ legal: true });
    expect(legal.context.lastMove).toEqual({ type: 'play', player: 'A', cards: cards('3C') });
  });
});

describe('the game machine: undo and redo', () => {
  /** The tiny game up to its second round's exchange, both gives made. */
  function tinyExchanged(): GameSnapshot[] {
    const states = [send(initial(), TINY_START)];
    const push = (event: GameMachineEvent): void => {
      states.push(send(states[states.length - 1] ?? initial(), event));
    };
    push({ type: 'DEAL', hands: TINY_HANDS[1] ?? [] });
    push({ type: 'MOVE', move: { type: 'play', player: 'A', cards: cards('3C') } });
    push({ type: 'MOVE', move: { type: 'play', player: 'B', cards: cards('4C') } });
    states.push(send(states[states.length - 1] ?? initial(), { type: 'NEXT_ROUND' }));
    push({ type: 'DEAL', hands: TINY_HANDS[2] ?? [] });
    const dealt = states[states.length - 1] ?? initial();
    push(mustGive(dealt));
    push(mustGive(states[states.length - 1] ?? initial()));
    return states;
  }

  it('walks back across the exchange and the deal to the start, and forward again', () => {
    const states = tinyExchanged();
    const last = states[states.length - 1] ?? initial();
    expect(phase(last)).toBe('playing');
    const phases: GamePhase[] = [];
    let s = last;
    for (let i = 0; i < 7; i++) {
      s = send(s, { type: 'UNDO' });
      phases.push(phase(s));
    }
    // the gives, the deal of round 2 (back to round 1's end), round 1's moves, its deal
    expect(phases).toEqual([
      'exchange',
      'exchange',
      'roundOver',
      'playing',
      'playing',
      'dealing',
      'dealing',
    ]);
    expect(s.context.log).toEqual([]);
    expect(s.context.game).toEqual(states[0]?.context.game);
    expect(statusOf(s).canRedo).toBe(true);
    for (let i = 0; i < 6; i++) s = send(s, { type: 'REDO' });
    expect(phase(s)).toBe('playing');
    expect(s.context.game).toEqual(last.context.game);
    expect(s.context.log).toEqual(last.context.log);
    expect(statusOf(s).canRedo).toBe(false);
    expect(send(s, { type: 'REDO' }).context).toBe(s.context);
  });

  it('a new entry clears what UNDO took back', () => {
    const states = tinyExchanged();
    const undone = send(states[states.length - 1] ?? initial(), { type: 'UNDO' });
    expect(undone.context.redo).toHaveLength(1);
    const again = send(undone, mustGive(undone));
    expect(again.context.redo).toEqual([]);
    expect(again.context.game).toEqual(states[states.length - 1]?.context.game);
    // a refused move is an entry too
    const refused = send(undone, { type: 'MOVE', move: { type: 'pass', player: 'B' } });
    expect(refused.context.lastVerdict).toMatchObject({ legal: false });
    expect(refused.context.redo).toEqual([]);
  });

  it('with computers, UNDO across a deal and its exchange comes back to the same game', () => {
    const start: StartEvent = {
      ...BOTS,
      controllers: { Ben: computer('normal'), Cem: computer('random'), Dora: computer('normal') },
    };
    // Anna plays the engine's first legal play; round 2 begins with the exchange
    let s = send(initial(), start, { type: 'DEAL' });
    for (let i = 0; i < 60 && phase(s) === 'playing'; i++)
      s = send(s, { type: 'MOVE', move: nextPlay(gameOf(s)) });
    expect(phase(s)).toBe('roundOver');
    const roundOne = s;
    s = send(s, { type: 'NEXT_ROUND' }, { type: 'DEAL' });
    expect(phase(s)).toBe('exchange'); // the computers gave what they could; Anna's part is due
    for (let i = 0; i < 4 && phase(s) === 'exchange'; i++) s = send(s, mustGive(s));
    const afterExchange = s;
    // UNDO back over Anna's gives and the computers' gives, then over the deal
    while (gameOf(s).round?.number === 2 && statusOf(s).canUndo) s = send(s, { type: 'UNDO' });
    expect(phase(s)).toBe('roundOver');
    expect(s.context.game).toEqual(roundOne.context.game);
    while (statusOf(s).canRedo) s = send(s, { type: 'REDO' });
    expect(s.context.game).toEqual(afterExchange.context.game);
    expect(s.context.log).toEqual(afterExchange.context.log);
  });
});

describe('the game machine: a table entered mid-game', () => {
  const FROM: StartEvent = {
    ...BOTS,
    controllers: {},
    from: { round: 4, previous: ['Cem', 'Anna', 'Dora', 'Ben'], totals: { Cem: 7, Anna: 5 } },
    rules: presetRules('classic'), // five rounds
  };

  it('starts at round N after the places entered: their exchange, lead and dealer', () => {
    const s = send(initial(), FROM, { type: 'DEAL' });
    expect(phase(s)).toBe('exchange');
    const view = table(s);
    expect(view.round).toBe(4);
    expect(view.dealer).toBe('Ben'); // the scum deals (§2)
    expect(view.gives.filter((g) => g.kind === 'highest')).toEqual([
      { from: 'Ben', to: 'Cem', count: 2, kind: 'highest', done: false },
      { from: 'Dora', to: 'Anna', count: 1, kind: 'highest', done: false },
    ]);
    expect(view.totals).toEqual({ Anna: 5, Ben: 0, Cem: 7, Dora: 0 });
    expect(viewFor(s, 'Ben')?.previous).toEqual(['Cem', 'Anna', 'Dora', 'Ben']);
    // undo the deal and deal again: the same round 4
    const again = send(s, { type: 'UNDO' }, { type: 'DEAL' });
    expect(again.context.game).toEqual(s.context.game);
  });

  it('ends after the game’s last round: two rounds played here, totals carried on', () => {
    const controllers = BOTS.controllers ?? {};
    const s = dealUntilOver(send(initial(), { ...FROM, controllers }));
    expect(gameOf(s).results.map((r) => r.number)).toEqual([1, 2, 3, 4, 5]);
    const total = Object.values(gameOf(s).totals).reduce((a, b) => a + b, 0);
    expect(total).toBe(12 + 6 + 6); // entered 12, then 3 + 2 + 1 + 0 in each of two rounds
  });

  it('in table mode: counts only, and a give moves the counts', () => {
    let s = send(initial(), { ...FROM, mode: 'table' }, { type: 'DEAL' });
    expect(handsKnown(s)).toBe(false);
    s = send(s, {
      type: 'MOVE',
      move: { type: 'give', player: 'Ben', to: 'Cem', cards: cards('A 2') },
    });
    expect(s.context.lastVerdict).toEqual({ legal: true });
    expect(table(s).counts).toMatchObject({ Ben: 11, Cem: 15 });
  });

  it('refuses an entry that does not fit the players', () => {
    const bad = (from: NonNullable<StartEvent['from']>): GamePhase =>
      phase(send(initial(), { ...FROM, from }));
    expect(bad({ round: 0 })).toBe('setup');
    expect(bad({ round: 2.5 })).toBe('setup');
    expect(bad({ round: 3, previous: ['Anna', 'Ben', 'Cem'] })).toBe('setup');
    expect(bad({ round: 3, previous: ['Anna', 'Ben', 'Cem', 'Cem'] })).toBe('setup');
    expect(bad({ round: 3, totals: { Zed: 1 } })).toBe('setup');
    expect(bad({ round: 3 })).toBe('dealing'); // places unknown: a round-1-like start
  });
});

describe('the game machine: players named like Object.prototype', () => {
  // Controllers and totals are keyed by names; a name like `toString` must not find an
  // inherited value, and `__proto__` must be an ordinary key (issue 11).
  const NAMES = ['__proto__', 'toString', 'constructor', 'hasOwnProperty'];

  it('a person named toString is a person, and a computer named __proto__ plays', () => {
    const s = send(initial(), {
      ...BOTS,
      players: NAMES,
      controllers: Object.fromEntries([['__proto__', computer('normal')]]),
    });
    const controllers = statusOf(s).controllers;
    expect(Object.keys(controllers)).toEqual(NAMES);
    const controllerOf = (name: string): unknown =>
      Object.getOwnPropertyDescriptor(controllers, name)?.value;
    expect(controllerOf('toString')).toEqual({ kind: 'person' });
    expect(controllerOf('constructor')).toEqual({ kind: 'person' });
    expect(Object.getOwnPropertyDescriptor(controllers, '__proto__')?.value).toEqual(
      computer('normal'),
    );
  });

  it('totals entered mid-game count for every name', () => {
    const totals = Object.fromEntries(NAMES.map((n, i) => [n, i + 1]));
    const s = send(initial(), {
      ...BOTS,
      players: NAMES,
      controllers: {},
      from: { round: 2, previous: NAMES, totals },
    });
    const game = s.context.game;
    const own = (n: string): unknown =>
      game === null ? null : (Object.getOwnPropertyDescriptor(game.totals, n)?.value as unknown);
    expect(NAMES.map(own)).toEqual([1, 2, 3, 4]);
  });
});

describe('the game machine: computer players come with START', () => {
  it('without them a computer seat is refused, and a game of people needs none', () => {
    const withoutComputers: StartEvent = Object.fromEntries(
      Object.entries(BOTS).filter(([key]) => key !== 'computers'),
    ) as unknown as StartEvent;
    expect('computers' in withoutComputers).toBe(false);
    expect(phase(send(initial(), withoutComputers))).toBe('setup');
    const people = send(initial(), { ...withoutComputers, controllers: {} });
    expect(phase(people)).toBe('dealing');
    expect(people.context.computers).toBeNull();
  });
});
