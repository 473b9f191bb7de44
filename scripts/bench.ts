/**
 * `npm run bench`: how fast the engine is (a benchmark, not a test). One core, one thread.
 *
 * - random games per second: 4 players, one deal played out to the last place with random
 *   legal moves (the compact engine, src/engine/fast.ts), under `classic` and under `house`;
 *   also whole 5-round games under `classic`, `house` and `dutch` (exchange, returns, next
 *   leader and scoring as the preset says; dutch is open-ended, so capped at 5 rounds), and the same deal played through the
 *   readable public model (src/engine/game.ts), entered into a game log (src/engine/log.ts)
 *   as the referee and the statechart keep one, for comparison;
 * - legalPlays: nanoseconds per call of the compact engine's move generator on positions
 *   taken from random games;
 * - judgeMove: nanoseconds per call of the public model's verdict on a mix of legal and
 *   illegal moves;
 * - the CLI: time and memory to judge 1, 4 and 16 MB transcripts (scripts/bench-cli.ts;
 *   BENCH_CLI=0 leaves it out);
 * - the difference finder: time to find and shrink the examples for the 21 preset pairs and
 *   50 random pairs of rule sets (scripts/bench-compare.ts; BENCH_COMPARE=0 leaves it out).
 * The last line is one JSON object so that runs can be compared.
 */
import { chooseMove } from '../src/engine/bots.ts';
import {
  compileRules,
  dealInto,
  FastGame,
  FastTable,
  makeFastDeck,
  PASS,
  playRandomGame,
  playRandomRound,
  xorshift32,
} from '../src/engine/fast.ts';
import { judgeMove, toActName, type GameState, type Move } from '../src/engine/game.ts';
import { LogBuilder } from '../src/engine/log.ts';
import { deal, mulberry32 } from '../src/engine/random.ts';
import { presetRules, type PresetName } from '../src/engine/rules.ts';
import { seatView } from '../src/engine/view.ts';
import { benchCli, printCliBench } from './bench-cli.ts';
import { benchCompare, printCompareBench } from './bench-compare.ts';

/** The random bot's move for the player to act (or `opener` when anyone may lead), from that seat's view. */
function randomBotMove(game: GameState, random: () => number, opener: string): Move | null {
  const view = seatView(game, toActName(game) ?? opener);
  return view === null ? null : chooseMove(view, 'random', random);
}

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? '2');

function timeLoop(body: () => number): { perSecond: number; units: number } {
  // warm up, then run for SECONDS
  const warm = performance.now();
  while (performance.now() - warm < 300) body();
  let units = 0;
  const start = performance.now();
  let now = start;
  while (now - start < SECONDS * 1000) {
    for (let i = 0; i < 64; i++) units += body();
    now = performance.now();
  }
  return { perSecond: (units * 1000) / (now - start), units };
}

function fastRounds(preset: PresetName): number {
  const rules = compileRules(presetRules(preset));
  const table = new FastTable(4, rules);
  const deck = makeFastDeck(0);
  const next = xorshift32(12345);
  const buffer = new Int32Array(256);
  return timeLoop(() => {
    const holder = dealInto(table, deck, next, 3, 0);
    table.reset(holder, -1);
    playRandomRound(table, next, buffer);
    return 1;
  }).perSecond;
}

function fastGames(preset: PresetName): number {
  // whole games as the rules say (exchange, returns, next leader), at most 5 rounds
  const game = new FastGame(4, compileRules(presetRules(preset)), { maxRounds: 5 });
  const next = xorshift32(777);
  const buffer = new Int32Array(256);
  return timeLoop(() => {
    playRandomGame(game, next, buffer);
    return 1;
  }).perSecond;
}

function publicRounds(preset: PresetName): number {
  const rules = presetRules(preset);
  const random = mulberry32(99);
  let seed = 1;
  return timeLoop(() => {
    const log = new LogBuilder(rules, ['A', 'B', 'C', 'D']);
    log.deal({ hands: deal(seed++, 4, 3, rules.jokers) });
    for (let game = log.state; game.round !== null && !game.round.over; game = log.state) {
      const move = randomBotMove(game, random, 'A');
      if (move === null) break;
      log.move(move);
    }
    return 1;
  }).perSecond;
}

function legalPlaysNs(): number {
  const rules = compileRules(presetRules('house'));
  const deck = makeFastDeck(0);
  const next = xorshift32(4242);
  const buffer = new Int32Array(256);
  const positions: FastTable[] = [];
  while (positions.length < 256) {
    const table = new FastTable(4, rules);
    const holder = dealInto(table, deck, next, 3, 0);
    table.reset(holder, -1);
    const stop = next() % 40;
    for (let i = 0; i < stop && !table.over; i++) {
      const k = table.legalPlays(buffer);
      const options = table.canPass(k) ? k + 1 : k;
      const pick = next() % options;
      table.apply(pick === k ? PASS : (buffer[pick] as number));
    }
    if (!table.over) positions.push(table);
  }
  let sink = 0;
  let i = 0;
  const { perSecond } = timeLoop(() => {
    sink += (positions[i++ & 255] as FastTable).legalPlays(buffer);
    return 1;
  });
  if (sink < 0) console.log(sink);
  return 1e9 / perSecond;
}

function judgeMoveNs(): number {
  const rules = presetRules('house');
  const random = mulberry32(7);
  const cases: { game: GameState; move: Move }[] = [];
  let seed = 100;
  while (cases.length < 512) {
    const log = new LogBuilder(rules, ['A', 'B', 'C', 'D']);
    log.deal({ hands: deal(seed++, 4, 3, 0) });
    const steps = Math.floor(random() * 30);
    for (let s = 0; s < steps && log.state.round !== null && !log.state.round.over; s++) {
      const move = randomBotMove(log.state, random, 'A');
      if (move === null) break;
      log.move(move);
    }
    const game = log.state;
    const r = game.round;
    if (r === null || r.over || r.hands === null) continue;
    const seat = r.trick.toAct ?? 0;
    const hand = r.hands[seat] ?? [];
    const player = r.seats[seat] ?? 'A';
    const legal = randomBotMove(game, random, player);
    if (legal !== null) cases.push({ game, move: legal });
    const card = hand[Math.floor(random() * hand.length)];
    if (card !== undefined) cases.push({ game, move: { type: 'play', player, cards: [card] } });
  }
  let i = 0;
  let legalCount = 0;
  const { perSecond } = timeLoop(() => {
    const c = cases[i++ & 511] as { game: GameState; move: Move };
    if (judgeMove(c.game, c.move).legal) legalCount++;
    return 1;
  });
  if (legalCount < 0) console.log(legalCount);
  return 1e9 / perSecond;
}

const classic = fastRounds('classic');
const house = fastRounds('house');
const classicGames = fastGames('classic');
const houseGames = fastGames('house');
const dutchGames = fastGames('dutch');
const publicClassic = publicRounds('classic');
const lp = legalPlaysNs();
const jm = judgeMoveNs();
const round = (x: number): number => Math.round(x);
const fix = (x: number): number => Math.round(x * 10) / 10;

console.log(`node ${process.versions.node}, ${String(SECONDS)} s per measurement, one thread`);
console.log(
  `random 4-player deals played out per second, classic (compact engine): ${round(classic).toLocaleString('en')}`,
);
console.log(
  `random 4-player deals played out per second, house   (compact engine): ${round(house).toLocaleString('en')}`,
);
console.log(
  `random whole 5-round classic games per second (compact engine):       ${round(classicGames).toLocaleString('en')}`,
);
console.log(
  `random whole 5-round house games per second (compact engine):         ${round(houseGames).toLocaleString('en')}`,
);
console.log(
  `random whole 5-round dutch games per second (compact engine):         ${round(dutchGames).toLocaleString('en')}`,
);
console.log(
  `random 4-player deals per second, classic, readable public model:     ${round(publicClassic).toLocaleString('en')}`,
);
console.log(`legalPlays (compact engine): ${String(fix(lp))} ns per call`);
console.log(`judgeMove (public model):    ${String(fix(jm))} ns per call`);
// The CLI on 1, 4 and 16 MB transcripts (issue 11): scripts/bench-cli.ts.
const cliFigures = process.env['BENCH_CLI'] === '0' ? {} : printCliBench(benchCli());
// The difference finder on the 21 preset pairs and 50 random pairs (issue 9): scripts/bench-compare.ts.
const compareFigures =
  process.env['BENCH_COMPARE'] === '0' ? {} : printCompareBench(benchCompare());

console.log(
  JSON.stringify({
    randomGamesPerSecond: round(classic),
    randomGamesPerSecondHouse: round(house),
    fullGamesPerSecondClassic: round(classicGames),
    fullGamesPerSecondHouse: round(houseGames),
    fullGamesPerSecondDutch: round(dutchGames),
    publicModelGamesPerSecond: round(publicClassic),
    legalPlaysNs: fix(lp),
    judgeMoveNs: fix(jm),
    ...cliFigures,
    ...compareFigures,
    node: process.versions.node,
  }),
);
