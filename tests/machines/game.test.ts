/**
 * The game's statechart, driven with XState's pure `initialTransition()` / `transition()`
 * and `xstate/graph`: every state reachable, a fresh verdict for every move, a whole seeded
 * classic game, computer seats that play whole games by themselves (the same game for the
 * same code), a table entered mid-game, undo and redo across moves, gives and deals, and
 * table mode. One test runs the machine as a live actor to see the computers' delay.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { formatCard, parseCard, type Card } from '../../src/engine/cards.ts';
import {
  highestCards,
  legalPlays,
  lowestCards,
  toActName,
  type GameState,
  type Move,
} from '../../src/engine/game.ts';
import { presetRules, type RuleSet } from '../../src/engine/rules.ts';
import {
  gameMachine,
  snapshotView,
  type GameMachineEvent,
  type GamePhase,
  type GameSnapshot,
  type StartEvent,
} from '../../src/machines/game.ts';

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
    expect(snapshotView(s).round).toBeNull();
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
    expect(snapshotView(started).gameCode).toMatch(/^[0-9A-Z]{7}$/);
  });

  it('round 1 skips the exchange: DEAL lands in playing with the seeded hands', () => {
    const s = classicRoundOne();
    expect(phase(s)).toBe('playing');
    const view = snapshotView(s);
    expect(view.round).toBe(1);
    expect(view.handsKnown).toBe(true);
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
    const view = snapshotView(s);
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
    expect(snapshotView(leaderPass).lastVerdict).toMatchObject({
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
    expect(snapshotView(after).top?.player).toBe(before);
  });

  it('the view lists the legal plays of the player to act and whether they may pass', () => {
    const s = classicRoundOne();
    const view = snapshotView(s);
    const leader = view.toAct ?? '';
    expect(view.legalPlays[leader]?.length).toBeGreaterThan(0);
    expect(view.canPass).toBe(false); // the leader of a trick must play
    const after = snapshotView(send(s, { type: 'MOVE', move: nextPlay(gameOf(s)) }));
    expect(after.canPass).toBe(true);
    for (const p of CLASSIC.players.filter((p) => p !== after.toAct)) {
      expect(after.legalPlays[p]).toEqual([]);
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
    expect(snapshotView(s).winner).toBe(game.winner);
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
    expect(snapshotView(s).places).toEqual(['A', 'B', 'C']);
    s = send(s, { type: 'NEXT_ROUND' });
    expect(phase(s)).toBe('dealing');
    s = send(s, { type: 'DEAL', hands: TINY_HANDS[2] ?? [] });
    expect(phase(s)).toBe('exchange');
    expect(snapshotView(s).exchange).toEqual([
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
    expect(snapshotView(done).hands).toEqual({
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
    expect(snapshotView(thrice).canUndo).toBe(false);
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
    expect(snapshotView(ungiven).exchange.map((d) => d.done)).toEqual([true, false]);
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
    let view = snapshotView(s);
    expect(view.handsKnown).toBe(false);
    expect(view.hands).toBeNull();
    expect(view.counts).toEqual({ Anna: 13, Ben: 13, Cem: 13, Dora: 13 });
    // club-3 in table mode: nobody knows who holds 3♣, so whoever moves first leads
    expect(view.toAct).toBeNull();
    expect(view.legalPlays).toEqual({ Anna: [], Ben: [], Cem: [], Dora: [] });

    s = send(s, { type: 'MOVE', move: { type: 'play', player: 'Ben', cards: cards('3C') } });
    view = snapshotView(s);
    expect(view.lastVerdict).toEqual({ legal: true });
    expect(view.counts).toEqual({ Anna: 13, Ben: 12, Cem: 13, Dora: 13 });
    expect(view.toAct).toBe('Cem');
    expect(view.top).toMatchObject({ player: 'Ben', count: 1, rank: '3' });

    // lone ranks are fine at a real table; a play too large for the hand is not
    s = send(s, { type: 'MOVE', move: { type: 'play', player: 'Cem', cards: cards('7') } });
    expect(snapshotView(s).counts['Cem']).toBe(12);
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
    expect(snapshotView(undone).counts['Cem']).toBe(13);
    expect(snapshotView(undone).toAct).toBe('Cem');
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
    expect(snapshotView(s).handsKnown).toBe(true);
  });
});
