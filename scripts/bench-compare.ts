/**
 * The difference finder's speed (issue 9; a benchmark, not a test): the time to find and shrink
 * the examples of every difference, for each of the 21 pairs of presets and for 50 random pairs
 * of rule sets (seeded), with the median and the worst. One core, one thread, default budget.
 *
 *     node scripts/bench-compare.ts        (also part of `npm run bench`; BENCH_COMPARE=0 leaves it out)
 */
import { compareRules } from '../src/compare/index.ts';
import { RANKS } from '../src/engine/cards.ts';
import { mulberry32 } from '../src/engine/random.ts';
import {
  applyRuleText,
  DEFAULT_RULES,
  OPTION_LIST,
  PRESET_NAMES,
  presetRules,
  type RuleSet,
} from '../src/engine/rules.ts';

export interface CompareBenchRow {
  readonly a: string;
  readonly b: string;
  readonly ms: number;
  readonly differences: number;
  /** differences with an example (the rest are inert or not found) */
  readonly examples: number;
}

export interface CompareBench {
  readonly presets: readonly CompareBenchRow[];
  readonly random: readonly CompareBenchRow[];
}

/** A random rule set: every option a random value (rank lists of up to two ranks, short games). */
function randomRules(random: () => number): RuleSet {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const items = OPTION_LIST.map((o) => {
    if (o.kind === 'ranks') {
      const n = Math.floor(random() * 3);
      const ranks = Array.from({ length: n }, () => pick(RANKS));
      return `${o.name}=${ranks.length === 0 ? 'none' : ranks.join('+')}`;
    }
    if (o.kind === 'length')
      return `${o.name}=${pick(['open', 'rounds:3', 'rounds:5', 'points:5', 'points:11'])}`;
    return `${o.name}=${pick(o.values)}`;
  });
  return applyRuleText(DEFAULT_RULES, items.join(', ')).rules;
}

function timed(a: string, b: string, x: RuleSet, y: RuleSet): CompareBenchRow {
  const start = performance.now();
  const c = compareRules(x, y);
  const ms = performance.now() - start;
  return {
    a,
    b,
    ms,
    differences: c.differences.length,
    examples: c.differences.filter((d) => d.example !== null).length,
  };
}

export function benchCompare(randomPairs = 50): CompareBench {
  // warm up the engine's code paths
  compareRules(presetRules('classic'), presetRules('dutch'));
  const presets: CompareBenchRow[] = [];
  for (let i = 0; i < PRESET_NAMES.length; i++)
    for (let j = i + 1; j < PRESET_NAMES.length; j++) {
      const a = PRESET_NAMES[i] as (typeof PRESET_NAMES)[number];
      const b = PRESET_NAMES[j] as (typeof PRESET_NAMES)[number];
      presets.push(timed(a, b, presetRules(a), presetRules(b)));
    }
  const random = mulberry32(2024);
  const rows: CompareBenchRow[] = [];
  for (let k = 0; k < randomPairs; k++)
    rows.push(timed(`random ${String(k)}`, '', randomRules(random), randomRules(random)));
  return { presets, random: rows };
}

function median(values: readonly number[]): number {
  const s = [...values].sort((x, y) => x - y);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/** Prints the figures and returns them for the JSON line of `npm run bench`. */
export function printCompareBench(bench: CompareBench): Record<string, number> {
  const summary = (rows: readonly CompareBenchRow[]) => {
    const times = rows.map((r) => r.ms);
    const worst = rows.reduce((w, r) => (r.ms > w.ms ? r : w));
    const found = rows.reduce((n, r) => n + r.examples, 0);
    const all = rows.reduce((n, r) => n + r.differences, 0);
    return { median: median(times), worst, found, all };
  };
  const p = summary(bench.presets);
  const r = summary(bench.random);
  const ms = (x: number): string => `${x.toFixed(0)} ms`;
  console.log(
    `compare, 21 preset pairs: median ${ms(p.median)}, worst ${ms(p.worst.ms)} (${p.worst.a} vs ${p.worst.b}); examples for ${String(p.found)} of ${String(p.all)} differences`,
  );
  console.log(
    `compare, ${String(bench.random.length)} random pairs: median ${ms(r.median)}, worst ${ms(r.worst.ms)}; examples for ${String(r.found)} of ${String(r.all)} differences`,
  );
  return {
    comparePresetMedianMs: Math.round(p.median),
    comparePresetWorstMs: Math.round(p.worst.ms),
    compareRandomMedianMs: Math.round(r.median),
    compareRandomWorstMs: Math.round(r.worst.ms),
  };
}

if (import.meta.main) {
  const bench = benchCompare();
  for (const row of bench.presets)
    console.log(
      `  ${row.a} vs ${row.b}: ${row.ms.toFixed(0)} ms, ${String(row.examples)}/${String(row.differences)}`,
    );
  console.log(JSON.stringify(printCompareBench(bench)));
}
