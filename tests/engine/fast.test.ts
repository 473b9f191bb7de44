/**
 * The compact engine (fast.ts) and the public model (game.ts) must agree. Whole multi-round
 * games under random rule sets (every option), 3–7 players: the fast game deals, exchanges and
 * plays random moves; every deal, give and move is fed to the public model, and both must
 * agree on the legal plays, the pass, whose turn it is, every place, the points, the totals
 * and the game's end.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  JOKER,
  JOKER_INDEX,
  card,
  RANKS,
  SUITS,
  rankIndex,
  type Card,
} from '../../src/engine/cards.ts';
import {
  cardCode,
  compileRules,
  encodePlay,
  FastGame,
  PASS,
  playCount,
  playRandomGame,
  playRank,
  playWild,
  returnLowest,
  xorshift32,
  type FastGive,
  type ReturnPolicy,
} from '../../src/engine/fast.ts';
import {
  createGame,
  judgeMove,
  legalPlays,
  playMove,
  startRound,
  type GameState,
  type Move,
} from '../../src/engine/game.ts';
import { deal, mulberry32, roundSeed } from '../../src/engine/random.ts';
import {
  CHOICES,
  DEFAULT_RULES,
  PRESET_NAMES,
  presetRules,
  type RuleSet,
} from '../../src/engine/rules.ts';
import { ruleSetArb } from '../rules-link/arbitraries.ts';
import { NAMES } from './random-games.ts';

/** The fast engine's number for a play from the public model's cards. */
function encode(cards: readonly Card[]): number {
  const naturals = cards.filter((c) => c.rank !== 'X');
  const rank = naturals[0] === undefined ? JOKER_INDEX : rankIndex(naturals[0].rank);
  const wild = naturals.length === 0 ? 0 : cards.length - naturals.length;
  return encodePlay(rank, cards.length, wild);
}

function suitMask(cards: readonly Card[]): number {
  return cards.reduce((m, c) => (c.suit === null ? m : m | (1 << SUITS.indexOf(c.suit))), 0);
}

/**
 * The public model's cards for a fast play: the suits the fast engine took for 2s and 3s
 * (`suits`), else the first cards of the rank in hand order; then jokers.
 */
function cardsFor(hand: readonly Card[], play: number, suits: number): Card[] {
  const rank = playRank(play);
  const wild = playWild(play);
  if (rank === JOKER_INDEX) return new Array<Card>(playCount(play)).fill(card(JOKER));
  const ofRank = hand.filter((c) => rankIndex(c.rank) === rank);
  const naturals =
    suits === 0
      ? ofRank.slice(0, playCount(play) - wild)
      : ofRank.filter((c) => c.suit !== null && (suits & (1 << SUITS.indexOf(c.suit))) !== 0);
  return [...naturals, ...new Array<Card>(wild).fill(card(JOKER))];
}

/** A give as cards: the suits the fast engine kept, else the highest suit of the rank (always allowed). */
function giveCards(hand: readonly Card[], give: FastGive): Card[] {
  const rest = [...hand];
  return give.ranks.map((rank, k) => {
    const suit = give.suits[k] ?? -1;
    let index: number;
    if (rank === JOKER_INDEX) index = rest.findIndex((c) => c.rank === 'X');
    else if (suit >= 0)
      index = rest.findIndex((c) => c.rank === RANKS[rank] && c.suit === SUITS[suit]);
    else {
      index = -1;
      rest.forEach((c, i) => {
        const best = rest[index];
        if (c.rank === RANKS[rank] && (best === undefined || suitIndex(c) > suitIndex(best)))
          index = i;
      });
    }
    const [card] = rest.splice(index, 1);
    if (card === undefined) throw new Error('the give is not in the hand');
    return card;
  });
}

function suitIndex(c: Card): number {
  return c.suit === null ? -1 : SUITS.indexOf(c.suit);
}

/** The public model's hands and the fast table hold the same cards (rank counts, 2s and 3s by suit). */
function expectSameHands(game: GameState, fast: FastGame): void {
  const hands = game.round?.hands ?? [];
  hands.forEach((hand, seat) => {
    const counts = new Array<number>(JOKER_INDEX + 1).fill(0);
    for (const c of hand) counts[rankIndex(c.rank)] = (counts[rankIndex(c.rank)] ?? 0) + 1;
    expect(Array.from(fast.table.hands.subarray(seat * 14, seat * 14 + 14))).toEqual(counts);
    expect(fast.table.twos[seat]).toBe(suitMask(hand.filter((c) => c.rank === '2')));
    expect(fast.table.threes[seat]).toBe(suitMask(hand.filter((c) => c.rank === '3')));
  });
}

/** A return policy for exchange-return=any: random cards of the returning seat. */
function randomReturn(random: () => number): ReturnPolicy {
  return (game, from, _to, count, out) => {
    const pool: number[] = [];
    for (let r = 0; r <= JOKER_INDEX; r++)
      for (let c = game.table.hands[from * 14 + r] ?? 0; c > 0; c--) pool.push(r);
    for (let k = 0; k < count; k++) {
      const [rank] = pool.splice(Math.floor(random() * pool.length), 1);
      out[k] = rank ?? 0;
    }
  };
}

interface Tally {
  moves: number;
  rounds: number;
  gives: number;
  twoOnTwo: number;
}

/** Plays a whole game (at most `maxRounds` rounds) in both models and checks every step. */
function compareGames(rules: RuleSet, players: number, seed: number, tally: Tally): void {
  const random = mulberry32(seed);
  const next = (): number => Math.floor(random() * 4294967296);
  const names = NAMES.slice(0, players);
  const fast = new FastGame(players, compileRules(rules), {
    maxRounds: 3,
    returnPolicy: seed % 2 === 0 ? randomReturn(random) : returnLowest,
  });
  const table = fast.table;
  const buffer = new Int32Array(512);
  let game = createGame(rules, names);
  while (!fast.done) {
    const dealer = fast.round === 0 ? players - 1 : (fast.previous[players - 1] ?? -1);
    const hands = deal(roundSeed(seed, fast.round + 1), players, dealer, rules.jokers);
    fast.startRound(
      next,
      hands.map((h) => h.map(cardCode)),
    );
    game = startRound(game, { hands });
    expect(game.round?.dealer).toBe(fast.dealer);
    for (const give of fast.gives()) {
      const r = game.round;
      const move: Move = {
        type: 'give',
        player: names[give.from] ?? '',
        to: names[give.to] ?? '',
        cards: giveCards(r?.hands?.[give.from] ?? [], give),
      };
      const result = playMove(game, move);
      expect(result.verdict).toEqual({ legal: true });
      game = result.state;
      tally.gives++;
    }
    // every due give was made
    expect(game.round?.exchange.every((d) => d.done)).toBe(true);
    expectSameHands(game, fast);
    while (!table.over) {
      const r = game.round;
      if (r === null) throw new Error('no round');
      // the public model leaves an open lead (first-lead=any) to whoever moves: fast's leader does
      if (r.trick.toAct === null) expect(table.topSeat).toBe(-1);
      else expect(table.toAct).toBe(r.trick.toAct);
      const seat = table.toAct;
      const player = names[seat] ?? '';
      const k = table.legalPlays(buffer);
      const fastPlays = Array.from(buffer.subarray(0, k)).sort((a, b) => a - b);
      const publicPlays = legalPlays(game, player)
        .map(encode)
        .sort((a, b) => a - b);
      expect(fastPlays).toEqual(publicPlays);
      const canPass = table.canPass(k);
      expect(judgeMove(game, { type: 'pass', player }).legal).toBe(canPass);
      if (rules.twosBySuit && table.topSeat >= 0 && table.topRank === 12) {
        if ((table.hands[seat * 14 + 12] ?? 0) > 0) tally.twoOnTwo++;
      }
      const pick = next() % (k + (canPass ? 1 : 0));
      const play = pick === k ? PASS : (buffer[pick] ?? PASS);
      table.apply(play);
      const move: Move =
        play === PASS
          ? { type: 'pass', player }
          : { type: 'play', player, cards: cardsFor(r.hands?.[seat] ?? [], play, table.lastSuits) };
      const result = playMove(game, move);
      expect(result.verdict).toEqual({ legal: true });
      game = result.state;
      tally.moves++;
      const after = game.round;
      expect(table.over).toBe(after?.over);
      expect(Array.from(table.cnt)).toEqual(after?.counts);
      expect(Array.from(table.places, (s) => (s < 0 ? null : s))).toEqual(after?.places);
      if (!table.over) expect(table.reversed).toBe(after?.reversed);
    }
    expectSameHands(game, fast);
    fast.endRound();
    tally.rounds++;
    const result = game.results.at(-1);
    expect(result?.places).toEqual(Array.from(fast.previous, (s) => names[s]));
    names.forEach((name, seat) => {
      expect(result?.points[name] ?? 0).toBe(fast.points[seat]);
      expect(game.totals[name]).toBe(fast.totals[seat]);
    });
    expect(game.over).toBe(fast.over);
    expect(game.winner).toBe(fast.over ? names[fast.winner] : null);
  }
}

describe('the compact engine agrees with the public model', () => {
  it('on whole games under random rule sets: moves, turns, places, points, the end', () => {
    const tally: Tally = { moves: 0, rounds: 0, gives: 0, twoOnTwo: 0 };
    fc.assert(
      fc.property(
        ruleSetArb,
        fc.integer({ min: 3, max: 7 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        (rules, players, seed) => {
          compareGames(rules, players, seed, tally);
        },
      ),
      { numRuns: 80 },
    );
    // the runs reached what they are for: many moves, later rounds with the exchange, 2s on 2s
    expect(tally.moves).toBeGreaterThan(5000);
    expect(tally.rounds).toBeGreaterThan(150);
    expect(tally.gives).toBeGreaterThan(100);
    expect(tally.twoOnTwo).toBeGreaterThan(5);
  }, 30_000);

  it('on whole games under every preset', () => {
    const tally: Tally = { moves: 0, rounds: 0, gives: 0, twoOnTwo: 0 };
    for (const name of PRESET_NAMES) {
      for (const players of [3, 5]) compareGames(presetRules(name), players, players * 31, tally);
    }
    expect(tally.rounds).toBeGreaterThan(PRESET_NAMES.length * 3);
  });

  it('randomMove picks from exactly the legal plays (and the pass where legal)', () => {
    fc.assert(
      fc.property(
        ruleSetArb,
        fc.integer({ min: 3, max: 7 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        (rules, players, seed) => {
          const fast = new FastGame(players, compileRules(rules));
          const next = xorshift32(seed);
          const table = fast.table;
          const buffer = new Int32Array(512);
          for (let round = 0; round < 2; round++) {
            fast.startRound(next);
            for (let step = 0; step < 40 && !table.over; step++) {
              const k = table.legalPlays(buffer);
              const expected = Array.from(buffer.subarray(0, k));
              if (table.canPass(k)) expected.push(PASS);
              const seen = new Set<number>();
              for (let i = 0; i < expected.length; i++) seen.add(table.randomMove(() => i, buffer));
              expect([...seen].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
              table.apply(table.randomMove(next, buffer));
            }
            while (!table.over) table.apply(table.randomMove(next, buffer));
            fast.endRound();
          }
        },
      ),
      { numRuns: 120 },
    );
  });
});

describe('whole games in the compact engine', () => {
  it('reads each choice as its index in the CHOICES tuple', () => {
    for (const key of Object.keys(CHOICES) as (keyof typeof CHOICES)[]) {
      CHOICES[key].forEach((value, index) => {
        const fast = compileRules({ ...DEFAULT_RULES, [key]: value });
        // joker is the one choice kept as a flag: wild
        expect(key === 'joker' ? Number(fast.wild) : fast[key]).toBe(index);
      });
    }
  });

  it('exchange ties: the higher suit must go (suit), else the giver keeps its better 2', () => {
    for (const ties of CHOICES.exchangeTies) {
      const rules: RuleSet = { ...DEFAULT_RULES, exchange: 'one', exchangeTies: ties };
      const fast = new FastGame(4, compileRules(rules));
      const next = xorshift32(5);
      fast.startRound(next);
      while (!fast.table.over) fast.table.apply(fast.table.randomMove(next, new Int32Array(512)));
      fast.endRound();
      // round 2: the scum holds 2♥ 2♦ (codes 50, 49) and the eleven lowest cards
      const scum = fast.previous[3] ?? 0;
      const rest = Array.from({ length: 52 }, (_, i) => i).filter(
        (c) => (c > 10 && c < 49) || c > 50,
      );
      const hands = [0, 1, 2, 3].map((seat) =>
        seat === scum ? [50, 49, ...Array.from({ length: 11 }, (_, i) => i)] : rest.splice(0, 13),
      );
      fast.startRound(next, hands);
      const [give] = fast.gives();
      expect(give).toEqual({
        from: scum,
        to: fast.previous[0],
        ranks: [12],
        suits: [ties === 'suit' ? SUITS.indexOf('H') : SUITS.indexOf('D')],
      });
    }
  });

  it('deal the whole deck and end as `length` says', () => {
    for (const name of PRESET_NAMES) {
      const rules = presetRules(name);
      const game = new FastGame(5, compileRules(rules), { maxRounds: 40 });
      const next = xorshift32(99);
      const buffer = new Int32Array(512);
      for (let g = 0; g < 20; g++) {
        expect(playRandomGame(game, next, buffer)).toBeGreaterThan(0);
        const total = Math.max(...game.totals);
        const length = rules.length;
        if (length.kind === 'rounds') expect([game.round, game.over]).toEqual([length.n, true]);
        else if (length.kind === 'points') {
          expect(game.over).toBe(total >= length.n);
          if (game.over) expect(game.totals[game.winner]).toBe(total);
        } else expect([game.round, game.over]).toEqual([40, false]);
      }
      // a fresh deal holds every card once: 52 cards and the jokers, 2s and 3s by suit
      game.restart();
      game.startRound(next);
      const t = game.table;
      expect(Array.from(t.cnt).reduce((a, b) => a + b, 0)).toBe(52 + rules.jokers);
      expect(Array.from(t.twos).reduce((a, b) => a | b, 0)).toBe(15);
      expect(Array.from(t.threes).reduce((a, b) => a + b, 0)).toBe(15);
    }
  });
});
