/**
 * The computer players choose only among what the engine offers: under random rule sets,
 * every play a bot of any level makes is one of its view's legal plays, it passes only when
 * the view says it may, every give is one the engine accepts, and the same seed gives the
 * same game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOT_LEVELS,
  botRandom,
  chooseGive,
  chooseMove,
  type BotLevel,
} from '../../src/engine/bots.ts';
import { dueGiveOf } from '../../src/engine/due-give.ts';
import {
  applyMove,
  createGame,
  judgeMove,
  startRound,
  toActName,
  type GameState,
  type Move,
} from '../../src/engine/game.ts';
import { deal, roundSeed } from '../../src/engine/random.ts';
import { presetRules } from '../../src/engine/rules.ts';
import { seatView } from '../../src/engine/view.ts';
import { NAMES, ruleSetArb } from '../engine/random-games.ts';

/** Plays up to two rounds (the second with its exchange) with the given levels; returns every move made. */
function playWithBots(
  rules: Parameters<typeof createGame>[0],
  levels: readonly BotLevel[],
  seed: number,
): Move[] {
  const players = NAMES.slice(0, levels.length);
  const levelOf = (p: string): BotLevel => levels[players.indexOf(p)] ?? 'random';
  let game: GameState = createGame(rules, players);
  const moves: Move[] = [];
  let turn = 0;
  const enter = (move: Move): void => {
    const verdict = judgeMove(game, move);
    expect(verdict.legal, JSON.stringify({ move, verdict })).toBe(true);
    moves.push(move);
    game = applyMove(game, move).state;
    turn++;
  };
  for (let round = 1; round <= 2 && !game.over; round++) {
    const chosen = startRound(game).round;
    if (chosen === null) throw new Error('no round');
    const hands = deal(roundSeed(seed, round), chosen.seats.length, chosen.dealer, rules.jokers);
    game = startRound(game, { seats: chosen.seats, hands });
    for (let guard = 0; guard < 2000 && game.round !== null && !game.round.over; guard++) {
      const r = game.round;
      const owing = r.began
        ? null
        : r.seats.find((p) => {
            const v = seatView(game, p);
            return v !== null && dueGiveOf(v) !== null;
          });
      if (owing !== undefined && owing !== null) {
        const view = seatView(game, owing);
        if (view === null) throw new Error('no view');
        const give = chooseGive(view, levelOf(owing), botRandom(seed, round, turn));
        expect(give).not.toBeNull();
        if (give !== null) enter(give);
        continue;
      }
      const player = toActName(game) ?? r.seats[(r.dealer + 1) % r.seats.length] ?? '';
      const view = seatView(game, player);
      if (view === null) throw new Error('no view');
      const move = chooseMove(view, levelOf(player), botRandom(seed, round, turn));
      expect(move).not.toBeNull();
      if (move === null) break;
      if (move.type === 'play') expect(view.legalPlays).toContainEqual(move.cards);
      else expect(move.type === 'pass' && view.canPass).toBe(true);
      enter(move);
    }
    expect(game.round?.over).toBe(true);
  }
  return moves;
}

describe('computer players make only the moves the engine offers', () => {
  it('every level, random rule sets: legal plays, passes and gives, and the same game for a seed', () => {
    fc.assert(
      fc.property(
        ruleSetArb,
        // at most one Strong seat: it takes milliseconds a move
        fc
          .array(fc.constantFrom(...BOT_LEVELS), { minLength: 3, maxLength: 5 })
          .map((levels) =>
            levels.map((l, i) => (l === 'strong' && levels.indexOf(l) !== i ? 'normal' : l)),
          ),
        fc.integer({ min: 0, max: 0xffffffff }),
        (rules, levels, seed) => {
          const once = playWithBots(rules, levels, seed);
          expect(once.length).toBeGreaterThan(0);
          expect(playWithBots(rules, levels, seed)).toEqual(once);
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);

  it('each level makes and answers the exchange of a classic game', () => {
    for (const level of BOT_LEVELS) {
      const moves = playWithBots(presetRules('classic'), [level, 'normal', level, 'random'], 7);
      // round 2: two highest and one highest, then the returns
      expect(moves.filter((m) => m.type === 'give')).toHaveLength(4);
    }
  }, 60_000);
});
