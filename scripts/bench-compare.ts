/**
 * The difference finder's speed (issue 9; a benchmark, not a test): the time to find and shrink
 * the examples of every difference, for each of the 21 pairs of presets and for 50 random pairs
 * of rule sets (seeded), with the median and the worst. One core, one thread, default budget.
 *
 *     node scripts/bench-compare.ts        (also part of `npm run bench`; BENCH_COMPARE=0 leaves it out)
 *
 * With `--browser` (after `npx astro build`) it times /<lang>/compare/ itself instead: typical
 * pairs (a house-rules link against a preset, as the panel's "compare with…" gives them) opened
 * by address in Chromium with the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`, on the
 * page and on the compare worker; roughly a mid-range phone), from the navigation's start to the
 * first example shown and to the search's end, with the median and the worst.
 *
 *     node scripts/bench-compare.ts --browser     serves dist/ with astro preview on BENCH_PORT (4411)
 *     BENCH_URL=http://127.0.0.1:4411 node scripts/bench-compare.ts --browser   a running server
 *     BENCH_THROTTLE=4  BENCH_RUNS=3  (defaults)
 */
import { compareRules } from '../src/compare/index.ts';
import { RANKS } from '../src/engine/cards.ts';
import { mulberry32 } from '../src/engine/random.ts';
import {
  DEFAULT_RULES,
  OPTION_LIST,
  PRESET_NAMES,
  presetRules,
  type RuleSet,
} from '../src/engine/rules.ts';
import { applyRuleText } from '../src/engine/rule-text.ts';

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

/** Typical pairs for the browser: the panel's choice (a preset with a change or two) against a preset. */
export const TYPICAL_PAIRS: readonly (readonly [string, string])[] = [
  ['1~house~one-lap.on', 'common'],
  ['1~classic~reentry.off', 'classic'],
  ['1~common~clear.8', 'common'],
  ['1~swedish~mandatory.on', 'arschloch'],
  ['1~dutch~jokers.1', 'dutch'],
  ['1~house~miyako.off~one-lap.on', 'house'],
  ['1~arschloch~forbidden-finish.2', 'common'],
  ['1~revolution~counter.off', 'revolution'],
  ['1~common~reentry.on~equal.skip', 'swedish'],
  ['1~classic~revolution.trick~clear.10', 'house'],
];

/** Records, in the page, when the first example is shown and when the search ends (ms from navigation). */
function installProbe(): void {
  const marks: { first?: number; done?: number } = {};
  (window as unknown as { compareMarks: typeof marks }).compareMarks = marks;
  new MutationObserver(() => {
    if (marks.first === undefined && document.querySelector('.cmp-example') !== null)
      marks.first = performance.now();
    const state = document.querySelector('[data-testid="compare-progress"]');
    if (marks.done === undefined && state?.getAttribute('data-state') === 'done')
      marks.done = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

async function benchBrowser(): Promise<void> {
  const childProcess = await import('node:child_process');
  const path = await import('node:path');
  const { chromium } = await import('@playwright/test');
  const throttle = Number(process.env['BENCH_THROTTLE'] ?? '4');
  const runs = Number(process.env['BENCH_RUNS'] ?? '3');
  const port = process.env['BENCH_PORT'] ?? '4411';
  let url = process.env['BENCH_URL']?.replace(/\/$/, '');
  let server: ReturnType<typeof childProcess.spawn> | null = null;
  if (url === undefined) {
    url = `http://127.0.0.1:${port}`;
    const astro = path.join(import.meta.dirname, '..', 'node_modules', 'astro', 'bin', 'astro.mjs');
    server = childProcess.spawn(
      process.execPath,
      [astro, 'preview', '--port', port, '--host', '127.0.0.1'],
      {
        stdio: 'ignore',
      },
    );
    const deadline = Date.now() + 60_000;
    for (;;) {
      const up = await fetch(`${url}/en/compare/`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`no server on ${url}; run npx astro build first`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  const browser = await chromium.launch({
    executablePath:
      process.env['PRESIDENT_CHROMIUM'] ?? process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  const firsts: number[] = [];
  const dones: number[] = [];
  /** from the island's request to the worker's last reply */
  const searches: number[] = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    await context.addInitScript(installProbe);
    for (const [a, b] of TYPICAL_PAIRS) {
      const row: string[] = [];
      for (let run = 0; run < runs; run++) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
        // The worker is a target of its own: it is held at its start and slowed down too, through
        // the page's session (Target.sendMessageToTarget: Playwright's sessions are not flat).
        await cdp.send('Target.setAutoAttach', {
          autoAttach: true,
          waitForDebuggerOnStart: true,
          flatten: false,
        });
        let messageId = 0;
        cdp.on('Target.attachedToTarget', (event) => {
          const sessionId = event.sessionId;
          const send = (method: string, params: object) =>
            cdp
              .send('Target.sendMessageToTarget', {
                sessionId,
                message: JSON.stringify({ id: ++messageId, method, params }),
              })
              .catch(() => undefined);
          void send('Emulation.setCPUThrottlingRate', { rate: throttle }).then(() =>
            send('Runtime.runIfWaitingForDebugger', {}),
          );
        });
        await page.goto(`${url}/en/compare/?a=${a}&b=${b}`);
        await page.waitForFunction(
          () =>
            (window as unknown as { compareMarks: { done?: number } }).compareMarks.done !==
            undefined,
          null,
          { timeout: 120_000, polling: 200 },
        );
        const marks = await page.evaluate(() => {
          const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
          const shown = (window as unknown as { compareMarks: { first?: number; done: number } })
            .compareMarks;
          return {
            first: shown.first ?? NaN,
            done: shown.done,
            search: at('compare:done') - at('compare:start'),
          };
        });
        firsts.push(marks.first);
        dones.push(marks.done);
        searches.push(marks.search);
        row.push(
          `${marks.first.toFixed(0)}/${marks.done.toFixed(0)} (search ${marks.search.toFixed(0)})`,
        );
        await page.close();
      }
      console.log(`  ${a} vs ${b}: first example/all shown ${row.join(', ')} ms`);
    }
  } finally {
    await browser.close();
    server?.kill();
  }
  const worst = (xs: readonly number[]) => Math.max(...xs.filter((x) => !Number.isNaN(x)));
  const both = (xs: readonly number[]) =>
    `median ${median(xs.filter((x) => !Number.isNaN(x))).toFixed(0)} ms, worst ${worst(xs).toFixed(0)} ms`;
  console.log(
    `compare page, ${String(TYPICAL_PAIRS.length)} typical pairs × ${String(runs)}, CPU ${String(throttle)}× slower (from the navigation's start): first example ${both(firsts)}; all shown ${both(dones)}; the search alone (request to last reply) ${both(searches)}`,
  );
}

if (import.meta.main && process.argv.includes('--browser')) {
  await benchBrowser();
} else if (import.meta.main) {
  const bench = benchCompare();
  for (const row of bench.presets)
    console.log(
      `  ${row.a} vs ${row.b}: ${row.ms.toFixed(0)} ms, ${String(row.examples)}/${String(row.differences)}`,
    );
  console.log(JSON.stringify(printCompareBench(bench)));
}
