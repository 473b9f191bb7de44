/**
 * `npm run bench:referee` (after `npm run build`): how long a tap on the referee takes to put
 * its verdict on screen, on a phone-sized Chromium with the CPU slowed 4× (CDP
 * `Emulation.setCPUThrottlingRate`, roughly a mid-range phone). A benchmark, not a test: it
 * prints the median and the 95th percentile over a scripted round and a JSON line to compare
 * runs; the target (issue 7, shared/referee-ux.md) is p95 ≤ 50 ms.
 *
 * What is measured, in the page: from the `pointerup` of the tap that completes an entry (its
 * event time, so waiting in the input queue counts) to the first change inside an aria-live
 * region (`[aria-live]`, `role=status`, `role=alert`): "dom" is when the text is in the
 * document, "screen" when the next frame after it has been produced (requestAnimationFrame,
 * then a task), which is when a person can see it.
 *
 * The round is a list of taps (`ROUND`, what the table enters); how a tap reaches the island
 * is `UI` below, the one place to change when the island's controls change. When the table
 * screen has no entry pad yet, the bench says so and measures what exists instead: the tap on
 * the set-up's start button until the table screen is drawn.
 *
 *   node scripts/bench-referee.ts                     serves dist/ with astro preview itself
 *   BENCH_URL=http://127.0.0.1:4399 node scripts/...  uses a running server
 *   BENCH_THROTTLE=4  BENCH_ROUNDS=3  BENCH_PORT=4397  BENCH_INPUT=touch  (defaults; or mouse)
 *
 * On a shared machine the figures swing with its load (the load average is printed): compare
 * runs made at a similar load, and look at "tap reaching the page as a click", the part that
 * is the browser's and not the island's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import type { RankOrJoker } from '../src/engine/cards.ts';

const THROTTLE = Number(process.env['BENCH_THROTTLE'] ?? '4');
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? '3');
const PORT = Number(process.env['BENCH_PORT'] ?? '4397');
const LANG = 'en';
/** touch: a tap as a phone sends it (touch events, the browser makes the click); mouse: a click */
const INPUT = process.env['BENCH_INPUT'] === 'mouse' ? 'mouse' : 'touch';

/** One tap on a control, as the chosen input sends it. */
function press(control: Locator, timeout?: number): Promise<void> {
  const options = timeout === undefined ? {} : { timeout };
  return INPUT === 'touch' ? control.tap(options) : control.click(options);
}
/** A verdict later than this counts as missing (the UI did not answer the tap). */
const VERDICT_TIMEOUT_MS = 3000;

/** One entry at the table: who (omitted = the player to act, preselected) plays what. */
export interface Tap {
  readonly player?: string;
  /** the rank tapped; the count is the trick's (or one for a lead) unless given */
  readonly rank?: RankOrJoker;
  readonly count?: number;
  readonly pass?: true;
}

export const PLAYERS = ['Anna', 'Ben', 'Cleo', 'Dirk'] as const;

/**
 * A scripted stretch of a round under the common rules, in table mode: mostly the obvious
 * entry (the player to act plays one rank, or passes), some refused plays (too low, out of
 * turn) and entries for another player. Legal or not, every entry gets a verdict, which is
 * what is timed.
 */
export const ROUND: readonly Tap[] = [
  { rank: '3' },
  { rank: '5' },
  { pass: true },
  { rank: '4' }, // refused: lower than the 5
  { rank: '8' },
  { pass: true },
  { pass: true },
  { pass: true },
  { rank: '6' },
  { rank: '9' },
  { player: 'Anna', rank: 'J' }, // another player's entry
  { rank: '10' },
  { rank: 'Q' },
  { pass: true },
  { rank: '7' }, // refused: lower than the Q
  { pass: true },
  { pass: true },
  { rank: '4' },
  { rank: '6' },
  { rank: '8' },
  { pass: true },
  { rank: 'K' },
  { pass: true },
  { pass: true },
  { pass: true },
  { rank: '5' },
  { rank: '5' }, // refused: not higher
  { rank: '7' },
  { rank: '10' },
  { rank: 'A' },
  { pass: true },
  { pass: true },
  { pass: true },
  { rank: '9' },
  { rank: 'J' },
  { rank: '2' },
];

/**
 * How the bench drives the island. Adapt here when the set-up or the table screen changes;
 * the measurement does not depend on it.
 */
const UI = {
  /** Opens a fresh game for `players` from the set-up screen; returns the start button. */
  async setUp(page: Page, players: readonly string[]): Promise<Locator> {
    const inputs = page.locator(
      '.referee-setup input:not([type]), .referee-setup input[type=text]',
    );
    for (const [i, name] of players.entries()) await inputs.nth(i).fill(name);
    return page.locator('.referee-setup [type=submit]');
  },
  /** Something drawn once the table screen is shown. */
  table: (page: Page) => page.locator('.referee-table'),
  /** A control that exists once the entry pad is there: the rank buttons. */
  pad: (page: Page) =>
    page.locator('.referee-table').getByRole('button', { name: '3', exact: true }),
  /**
   * Makes the taps of an entry that come before the last one (the player, the count) and
   * returns the control of the last tap (the rank, or Pass), whose verdict is timed.
   */
  async enter(page: Page, tap: Tap): Promise<Locator> {
    const table = page.locator('.referee-table');
    if (tap.player !== undefined) {
      await press(table.getByRole('button', { name: tap.player, exact: true }));
    }
    if (tap.count !== undefined) {
      await press(table.getByRole('button', { name: `${String(tap.count)}×`, exact: true }));
    }
    if (tap.pass === true) return table.getByRole('button', { name: /^pass$/i });
    return table.getByRole('button', { name: tap.rank ?? '', exact: true });
  },
};

interface Sample {
  /** pointerup → the click event reaches the page (the browser's share) */
  readonly click: number;
  readonly dom: number;
  readonly screen: number;
}

declare global {
  interface Window {
    __bench: {
      arm(target: string | null): void;
      readonly samples: Sample[];
    };
  }
}

/**
 * Runs in the page before its own scripts: `arm(null)` times the next tap to the next change
 * in an aria-live region, `arm(selector)` to the moment `selector` first matches.
 */
function installProbe(): void {
  const samples: Sample[] = [];
  let armed: string | null | undefined;
  let waiting: { start: number; target: string | null; click: number } | null = null;
  const live = '[aria-live], [role="status"], [role="alert"]';
  document.addEventListener(
    'pointerup',
    (event) => {
      if (armed === undefined) return;
      waiting = { start: event.timeStamp, target: armed, click: Number.NaN };
      armed = undefined;
    },
    true,
  );
  document.addEventListener(
    'click',
    () => {
      if (waiting !== null && Number.isNaN(waiting.click)) {
        waiting.click = performance.now() - waiting.start;
      }
    },
    true,
  );
  new MutationObserver((mutations) => {
    if (waiting === null) return;
    const { start, target, click } = waiting;
    const seen =
      target === null
        ? mutations.some((m) => {
            const node = m.target;
            const element = node instanceof Element ? node : node.parentElement;
            return element?.closest(live) != null;
          })
        : document.querySelector(target) !== null;
    if (!seen) return;
    waiting = null;
    const dom = performance.now() - start;
    requestAnimationFrame(() => {
      setTimeout(() => samples.push({ click, dom, screen: performance.now() - start }), 0);
    });
  }).observe(document, { subtree: true, childList: true, characterData: true });
  window.__bench = {
    arm: (target) => {
      armed = target;
    },
    samples,
  };
}

async function timedTap(page: Page, control: Locator, target: string | null): Promise<boolean> {
  const before = await page.evaluate(() => window.__bench.samples.length);
  await page.evaluate((t) => window.__bench.arm(t), target);
  await press(control, VERDICT_TIMEOUT_MS);
  try {
    await page.waitForFunction((n) => window.__bench.samples.length > n, before, {
      timeout: VERDICT_TIMEOUT_MS,
    });
    return true;
  } catch {
    return false;
  }
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function summary(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

async function serve(): Promise<{ url: string; server: ChildProcess | null }> {
  const given = process.env['BENCH_URL'];
  if (given !== undefined) return { url: given.replace(/\/$/, ''), server: null };
  const url = `http://127.0.0.1:${String(PORT)}`;
  // astro's own entry on this Node (not through npx), so that kill() stops the server itself.
  const astro = join(import.meta.dirname, '..', 'node_modules', 'astro', 'bin', 'astro.mjs');
  const server = spawn(
    process.execPath,
    [astro, 'preview', '--port', String(PORT), '--host', '127.0.0.1'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/${LANG}/referee/`)).ok) return { url, server };
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(`astro preview did not answer on ${url}; run \`npm run build\` first.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const fmt = (ms: number) => (Number.isNaN(ms) ? '–' : `${ms.toFixed(1)} ms`);

async function main(): Promise<number> {
  const { url, server } = await serve();
  const browser = await chromium.launch({
    executablePath:
      process.env['PRESIDENT_CHROMIUM'] ?? process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });

    const verdicts: Sample[] = [];
    const starts: Sample[] = [];
    let missing = 0;
    let padMissing = false;
    for (let round = 0; round < ROUNDS; round++) {
      // A fresh set-up each round: forget the game kept by the last one.
      await page.goto(`${url}/${LANG}/referee/`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page.locator('astro-island:not([ssr])').first().waitFor();
      const start = await UI.setUp(page, PLAYERS);
      const before = await page.evaluate(() => window.__bench.samples.length);
      if (await timedTap(page, start, '.referee-table')) {
        starts.push((await page.evaluate(() => window.__bench.samples))[before] as Sample);
      }
      await UI.table(page).waitFor();
      if ((await UI.pad(page).count()) === 0) {
        padMissing = true;
        continue;
      }
      for (const tap of ROUND) {
        const control = await UI.enter(page, tap);
        const n = await page.evaluate(() => window.__bench.samples.length);
        if (await timedTap(page, control, null)) {
          verdicts.push((await page.evaluate(() => window.__bench.samples))[n] as Sample);
        } else {
          missing++;
        }
      }
    }

    console.log(
      `referee tap → verdict, Chromium ${String(THROTTLE)}× CPU slowdown, 390×844, ${INPUT} input, ${String(ROUNDS)} round(s) of ${String(ROUND.length)} entries, load average ${loadavg()[0]?.toFixed(1) ?? '?'} on ${String(availableParallelism())} cores`,
    );
    const screen = summary(verdicts.map((s) => s.screen));
    const dom = summary(verdicts.map((s) => s.dom));
    const click = summary(verdicts.map((s) => s.click));
    const opened = summary(starts.map((s) => s.screen));
    if (padMissing) {
      console.log(
        'The table screen has no entry pad yet (UI.pad found no rank button): no verdicts timed.\n' +
          'Adapt UI.pad / UI.enter in scripts/bench-referee.ts to the pad once it exists.',
      );
    } else {
      console.log(
        `verdict on screen: median ${fmt(screen.median)}, p95 ${fmt(screen.p95)}, max ${fmt(screen.max)} (n=${String(screen.n)}; target p95 ≤ 50 ms)`,
      );
      console.log(
        `verdict in the DOM: median ${fmt(dom.median)}, p95 ${fmt(dom.p95)}, max ${fmt(dom.max)}`,
      );
      console.log(
        `of which the tap reaching the page as a click: median ${fmt(click.median)}, p95 ${fmt(click.p95)}`,
      );
      if (missing > 0)
        console.log(
          `taps without a verdict within ${String(VERDICT_TIMEOUT_MS)} ms: ${String(missing)}`,
        );
    }
    console.log(
      `start tap → table screen drawn: median ${fmt(opened.median)}, max ${fmt(opened.max)} (n=${String(opened.n)})`,
    );
    console.log(
      JSON.stringify({
        throttle: THROTTLE,
        input: INPUT,
        load: loadavg()[0],
        rounds: ROUNDS,
        entries: ROUND.length,
        verdictScreen: screen,
        verdictDom: dom,
        tapToClick: click,
        missing,
        padMissing,
        startToTable: opened,
      }),
    );
    return padMissing || missing > 0 ? 1 : 0;
  } finally {
    await browser.close();
    server?.kill();
  }
}

process.exitCode = await main();
