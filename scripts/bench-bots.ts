/**
 * `npm run bench:bots`: how well the computer players play (a benchmark, not a test).
 *
 * Duplicate deals with seat rotation: each deal (round 1 of a 4-player game, dealt from a
 * seed) is played four times, the bot under test in each seat in turn and the three others
 * filled by the opponent level, so every seat's cards are played once by the bot. Each pairing
 * plays `--deals N` deals (default 2,000) under `classic` and under `house`, through the public
 * engine (src/engine/game.ts) with each computer choosing from its seat's view only.
 *
 * Reported per pairing and rule set: the bot's average place (1 = first, 4 = last) and its
 * share of first and last places, each with a 95% interval (normal approximation over the
 * per-deal averages, which keeps the four rotations of a deal together); per level, the time
 * of one decision (a choice among two or more moves) in Node: median and 99th percentile.
 * The last line is one JSON object with these figures.
 *
 *   npm run bench:bots                    # the full run (several minutes)
 *   npm run bench:bots -- --deals 200     # a quick look
 */
import { botRandom, chooseMove, type BotLevel } from '../src/engine/bots.ts';
import { applyMove, createGame, judgeMove, startRound, toActName } from '../src/engine/game.ts';
import { deal, roundSeed } from '../src/engine/random.ts';
import { presetRules, type PresetName } from '../src/engine/rules.ts';
import { STRONG_SETTINGS } from '../src/engine/strong.ts';
import { seatView } from '../src/engine/view.ts';

const PLAYERS = ['P1', 'P2', 'P3', 'P4'] as const;
const BASE_SEED = 0x5eed_b075;

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
}

const DEALS = flag('--deals', 2000);
// tuning: `--playouts N`, `--choices N`, `--margin X`, `--fit N` change the Strong player's budget
STRONG_SETTINGS.playouts = flag('--playouts', STRONG_SETTINGS.playouts);
STRONG_SETTINGS.choices = flag('--choices', STRONG_SETTINGS.choices);
STRONG_SETTINGS.fitTries = flag('--fit', STRONG_SETTINGS.fitTries);
if (process.argv.includes('--margin'))
  STRONG_SETTINGS.margin = Number(process.argv[process.argv.indexOf('--margin') + 1]);

/** `--only LEVEL`: only the pairings of that bot (tuning runs) */
const ONLY = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined;

interface Pairing {
  readonly bot: BotLevel;
  readonly others: BotLevel;
}

const PAIRINGS: readonly Pairing[] = [
  { bot: 'random', others: 'random' },
  { bot: 'normal', others: 'normal' },
  { bot: 'normal', others: 'random' },
  { bot: 'strong', others: 'normal' },
];
const PRESETS: readonly PresetName[] = process.argv.includes('--rules')
  ? [process.argv[process.argv.indexOf('--rules') + 1] as PresetName]
  : ['classic', 'house'];

/** Decision times in ms, per level (choices among two or more moves only): wall clock and this process's CPU. */
const times = new Map<BotLevel, number[]>();
const cpuTimes = new Map<BotLevel, number[]>();

/** Plays deal `d` with the bot in seat `botSeat`; returns the bot's place (1 = first). */
function playDeal(preset: PresetName, pairing: Pairing, d: number, botSeat: number): number {
  const rules = presetRules(preset);
  const seed = roundSeed(BASE_SEED, d);
  const hands = deal(seed, PLAYERS.length, PLAYERS.length - 1, rules.jokers);
  let game = startRound(createGame(rules, PLAYERS), {
    seats: PLAYERS,
    dealer: 'P4',
    hands,
  });
  for (let turn = 0; game.round !== null && !game.round.over; turn++) {
    const round = game.round;
    // anyone may lead: the seat after the dealer does
    const player = toActName(game) ?? round.seats[(round.dealer + 1) % round.seats.length] ?? '';
    const seat = PLAYERS.indexOf(player as (typeof PLAYERS)[number]);
    const level = seat === botSeat ? pairing.bot : pairing.others;
    const view = seatView(game, player);
    if (view === null) throw new Error(`no view for ${player}`);
    // each rotation and seat draws its own numbers
    const random = botRandom(seed, botSeat * 8 + seat, turn);
    const options = view.legalPlays.length + (view.canPass ? 1 : 0);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const move = chooseMove(view, level, random);
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    if (options >= 2) {
      let list = times.get(level);
      if (list === undefined) times.set(level, (list = []));
      list.push(ms);
      let cpuList = cpuTimes.get(level);
      if (cpuList === undefined) cpuTimes.set(level, (cpuList = []));
      cpuList.push((cpu.user + cpu.system) / 1000);
    }
    if (move === null) throw new Error(`${level} made no move`);
    const verdict = judgeMove(game, move);
    if (!verdict.legal) throw new Error(`${level} made an illegal move: ${verdict.reason.code}`);
    game = applyMove(game, move).state;
  }
  const places = game.round?.places ?? [];
  return places.indexOf(botSeat) + 1;
}

interface Interval {
  readonly mean: number;
  readonly low: number;
  readonly high: number;
}

function interval(samples: readonly number[]): Interval {
  const n = samples.length;
  const mean = samples.reduce((a, b) => a + b, 0) / n;
  const variance = samples.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1);
  const half = 1.96 * Math.sqrt(variance / n);
  return { mean, low: mean - half, high: mean + half };
}

interface Result {
  readonly preset: PresetName;
  readonly bot: BotLevel;
  readonly others: BotLevel;
  readonly deals: number;
  readonly place: Interval;
  readonly first: Interval;
  readonly last: Interval;
}

function run(preset: PresetName, pairing: Pairing): Result {
  const place: number[] = [];
  const first: number[] = [];
  const last: number[] = [];
  for (let d = 0; d < DEALS; d++) {
    let p = 0;
    let f = 0;
    let l = 0;
    for (let seat = 0; seat < PLAYERS.length; seat++) {
      const got = playDeal(preset, pairing, d, seat);
      p += got;
      if (got === 1) f++;
      if (got === PLAYERS.length) l++;
    }
    place.push(p / PLAYERS.length);
    first.push((100 * f) / PLAYERS.length);
    last.push((100 * l) / PLAYERS.length);
  }
  return {
    preset,
    ...pairing,
    deals: DEALS,
    place: interval(place),
    first: interval(first),
    last: interval(last),
  };
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const fmt = (x: number, digits = 2): string => x.toFixed(digits);
const range = (i: Interval, digits = 2): string =>
  `${fmt(i.mean, digits)} [${fmt(i.low, digits)}, ${fmt(i.high, digits)}]`;

const results: Result[] = [];
console.log(`bench:bots — ${String(DEALS)} deals per pairing and rule set, 4 seats each`);
for (const preset of PRESETS) {
  for (const pairing of PAIRINGS) {
    if (ONLY !== undefined && pairing.bot !== ONLY) continue;
    const started = performance.now();
    const r = run(preset, pairing);
    results.push(r);
    const secs = (performance.now() - started) / 1000;
    console.log(
      `${preset.padEnd(8)} ${r.bot.padEnd(6)} vs 3 ${r.others.padEnd(6)}  place ${range(r.place)}` +
        `  first % ${range(r.first, 1)}  last % ${range(r.last, 1)}  (${fmt(secs, 1)} s)`,
    );
  }
}
interface Timing {
  decisions: number;
  medianMs: number;
  p99Ms: number;
  cpuMedianMs: number;
  cpuP99Ms: number;
}
const timing: Record<string, Timing> = {};
for (const [level, list] of times) {
  const sorted = [...list].sort((a, b) => a - b);
  const cpu = [...(cpuTimes.get(level) ?? [])].sort((a, b) => a - b);
  const t: Timing = {
    decisions: sorted.length,
    medianMs: Number(fmt(quantile(sorted, 0.5), 3)),
    p99Ms: Number(fmt(quantile(sorted, 0.99), 3)),
    cpuMedianMs: Number(fmt(quantile(cpu, 0.5), 3)),
    cpuP99Ms: Number(fmt(quantile(cpu, 0.99), 3)),
  };
  timing[level] = t;
  console.log(
    `decision time ${level.padEnd(6)}: median ${String(t.medianMs)} ms, p99 ${String(t.p99Ms)} ms` +
      ` (CPU: median ${String(t.cpuMedianMs)} ms, p99 ${String(t.cpuP99Ms)} ms; ${String(t.decisions)} decisions)`,
  );
}
console.log(
  JSON.stringify({
    deals: DEALS,
    results: results.map((r) => ({
      rules: r.preset,
      bot: r.bot,
      others: r.others,
      place: Number(fmt(r.place.mean, 3)),
      placeLow: Number(fmt(r.place.low, 3)),
      placeHigh: Number(fmt(r.place.high, 3)),
      firstPct: Number(fmt(r.first.mean, 1)),
      firstLow: Number(fmt(r.first.low, 1)),
      firstHigh: Number(fmt(r.first.high, 1)),
      lastPct: Number(fmt(r.last.mean, 1)),
      lastLow: Number(fmt(r.last.low, 1)),
      lastHigh: Number(fmt(r.last.high, 1)),
    })),
    timing,
  }),
);
