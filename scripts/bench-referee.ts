/**
 * `npm run bench:referee` (after `npm run build`): how long a tap on the referee takes to put
 * its verdict on screen, on a phone-sized Chromium with the CPU slowed 4× (CDP
 * `Emulation.setCPUThrottlingRate`, roughly a mid-range phone). A benchmark, not a test: it
 * prints the median and the 95th percentile over a scripted round and a JSON line to compare
 * runs; the target (issue 7, shared/referee-ux.md) is p95 ≤ 50 ms.
 *
 * What is measured, in the page: from the `pointerup` of the tap that completes an entry (its
 * event time, so waiting in the input queue counts) to the verdict on screen: the presentation
 * of the first frame after the tap's handlers, which put the verdict in the page, as the
 * browser measures it (Event Timing, the measure behind INP; 8 ms steps; the latest frame any
 * event of the tap's interaction waited for). Also: "dom", the first change that leaves text in
 * an aria-live region (`[aria-live]`, `role=status`, `role=alert`; the table screen puts a
 * refusal in its alert, an allowed play in its status), and the first task after the next
 * frame (requestAnimationFrame, then a task), which was this bench's "on screen" before the
 * table screen drew its verdict a frame before the rest of the table (./src/components/referee/
 * pace.ts): the browser may draw that second frame before the task runs, and the task then
 * counts it too. A frame presented before the verdict was in the document is counted and
 * shown (it would be a wrong frame). Untimed, after each entry: the verdict shown is the kind
 * `ROUND` expects (refused or allowed, some word for word) and its text is the one that
 * appeared; a wrong or missing verdict makes the run fail.
 *
 * The round is a list of taps (`ROUND`, what the table enters: a whole round with refused
 * plays, as the browser test enters it); how a tap reaches the island is `UI` below, the one
 * place to change when the island's controls change. When the table screen has no entry pad
 * (yet), the bench says so and measures what exists instead: the tap on the set-up's start
 * button until the table screen is drawn.
 *
 *   node scripts/bench-referee.ts                     serves dist/ with astro preview itself
 *   BENCH_URL=http://127.0.0.1:4399 node scripts/...  uses a running server
 *   BENCH_THROTTLE=4  BENCH_ROUNDS=3  BENCH_PORT=4397  BENCH_INPUT=finger  (defaults)
 *   BENCH_INPUT=finger   a tap as a finger makes it: down, held BENCH_HOLD_MS (default 60), up
 *   BENCH_INPUT=touch    Playwright's tap(): down and up in the same instant
 *   BENCH_INPUT=mouse    a mouse click
 *
 * Why "finger" by default: a finger rests on the glass for 50–150 ms, and the browser handles
 * the touch's start meanwhile (the pointerdown, the press's hit tests, the gesture's tap-down).
 * Playwright's tap() sends the lift in the same instant, so all of that is handled after the
 * lift, inside the time this bench measures, though on a phone it is done before the finger
 * is up. `BENCH_INPUT=touch` measures it that way still, to compare.
 *   BENCH_PROFILE=out.cpuprofile   also writes a CPU profile of the entries (Chrome's format;
 *                                  open it in DevTools, or map it with a build's source maps)
 *   BENCH_TRACE=out.json           also writes a Chromium trace of the first round's entries
 *                                  (style, layout, paint as well as scripts; DevTools' format)
 *
 * On a shared machine the figures swing with its load (the load average is printed): compare
 * runs made at a similar load, and look at "tap reaching the page as a click", the part that
 * is the browser's and not the island's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type CDPSession, type Locator, type Page } from '@playwright/test';
import { JOKER, type RankOrJoker } from '../src/engine/cards.ts';

const THROTTLE = Number(process.env['BENCH_THROTTLE'] ?? '4');
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? '3');
const PORT = Number(process.env['BENCH_PORT'] ?? '4397');
const LANG = 'en';
/** touch: a tap as a phone sends it (touch events, the browser makes the click); mouse: a click */
const INPUT = ((input) => (input === 'mouse' || input === 'touch' ? input : 'finger'))(
  process.env['BENCH_INPUT'],
);
/** How long a finger rests on the control (BENCH_INPUT=finger). */
const HOLD_MS = Number(process.env['BENCH_HOLD_MS'] ?? '60');

/** The page's DevTools session, for the finger's touches (set once the page is open). */
let devtools: CDPSession | null = null;

/** One tap on a control, as the chosen input sends it. */
async function press(control: Locator, timeout?: number): Promise<void> {
  const options = timeout === undefined ? {} : { timeout };
  if (INPUT === 'mouse') return control.click(options);
  if (INPUT === 'touch' || devtools === null) return control.tap(options);
  // the finger: on the control's middle, as Playwright's tap() would touch it
  await control.scrollIntoViewIfNeeded(options);
  const box = await control.boundingBox(options);
  if (box === null) throw new Error('the control to tap is not on the page');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await devtools.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
  await devtools.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
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
  /** the referee refuses this entry (else it allows it): checked against the verdict shown */
  readonly refused?: true;
  /** words the verdict must contain (checked as well) */
  readonly says?: string;
}

export const PLAYERS = ['Anna', 'Ben', 'Cleo', 'Dirk'] as const;

/**
 * A whole round of four players (13 cards each) under the common rules, in table mode, as the
 * browser test enters it (tests/browser/referee.spec.ts): mostly the obvious entry (the player
 * to act plays one rank at the trick's count, or passes), some entries for another player or
 * with another count, and five refused ones. Anna goes out first, Cleo second, Ben third; the
 * last entry ends the round. Allowed or not, every entry gets a verdict, which is what is
 * timed; whether it is the one marked here is checked.
 */
export const ROUND: readonly Tap[] = [
  // trick 1: anyone may lead (the pad asks who); the first play must hold 3♣ (preselected)
  { player: 'Anna', count: 4, rank: '3' },
  { rank: '4' },
  { rank: '3', refused: true }, // all four 3s are out
  { rank: '5' },
  { pass: true },
  { player: 'Dirk', rank: '9', refused: true }, // Dirk has passed
  { rank: '6' },
  { rank: '7' },
  { pass: true },
  { rank: '8' },
  { pass: true },
  // trick 2: Anna leads her last card and goes out
  { rank: '9' },
  { rank: '10' },
  { rank: '9', refused: true, says: 'You need something higher than 10 (a ten by Ben)' },
  { rank: 'J' },
  { rank: 'Q' },
  { rank: 'K' },
  { rank: 'A' },
  { rank: '2' },
  { pass: true },
  { pass: true },
  // trick 3: pairs
  { count: 2, rank: '9' },
  { rank: '10' },
  { rank: 'J' },
  { rank: 'Q' },
  { rank: 'K', refused: true, says: 'Ben plays 2 cards but has only 1 left' },
  { pass: true },
  { rank: 'A' },
  { pass: true },
  // trick 4: Cleo goes out with three kings
  { count: 3, rank: 'K' },
  { player: 'Ben', pass: true, refused: true }, // not Ben's turn
  { rank: '2' },
  { pass: true },
  // trick 5: Ben goes out, Dirk is last: the round is over
  { rank: 'Q' },
  { rank: 'A' },
];

/**
 * How the bench drives the island (src/components/referee/: SetupScreen, TableScreen,
 * EntryPad). Adapt here when the set-up or the table screen changes; the measurement does not
 * depend on it.
 */
const UI = {
  /** Opens a fresh game for `players` from the set-up screen; returns the start button. */
  async setUp(page: Page, players: readonly string[]): Promise<Locator> {
    // the set-up's defaults: four seats, the common rules, table mode, from the start
    const names = page.locator('.referee-setup .rs-name');
    for (const [i, name] of players.entries()) await names.nth(i).fill(name);
    return page.locator('.referee-setup .rs-start');
  },
  /** Something drawn once the table screen is shown. */
  table: (page: Page) => page.locator('.referee-table'),
  /** A control that exists once the entry pad is there: the rank buttons. */
  pad: (page: Page) => page.locator('.referee-table .rt-dock .rt-rank'),
  /**
   * Makes the taps of an entry that come before the last one (the player, the count) and
   * returns the control of the last tap (the rank, or Pass), whose verdict is timed.
   */
  async enter(page: Page, tap: Tap): Promise<Locator> {
    const pad = page.locator('.referee-table .rt-dock');
    if (tap.player !== undefined) {
      // the player picker: one button per seat, named by the player
      await press(pad.locator('.rt-who').filter({ hasText: exactly(tap.player) }));
    }
    if (tap.count !== undefined) {
      // the count buttons 1× … 4×, in order (named "2 cards" for a screen reader)
      await press(pad.locator('.rt-count').nth(tap.count - 1));
    }
    // Pass carries the name of who passes ("Pass Ben"): the button by its class
    if (tap.pass === true) return pad.locator('.rt-pass');
    const label = tap.rank === JOKER ? 'Joker' : (tap.rank ?? '');
    return pad.locator('.rt-rank').filter({ hasText: exactly(label) });
  },
  /** The verdict's text as the table screen shows it: refused in its alert, allowed in its status. */
  verdict: (page: Page, refused: boolean) =>
    page.locator(
      refused
        ? '.rt-verdict [role="alert"] .rt-refused-text'
        : '.rt-verdict [role="status"] .rt-accepted',
    ),
};

/** Matches a control whose whole text is `text`. */
function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

interface Sample {
  /** the tap's pointerup (its event time), to find its Event Timing entry */
  readonly start: number;
  /** pointerup → the click event reaches the page (the browser's share) */
  readonly click: number;
  readonly dom: number;
  readonly screen: number;
  /** the text of the aria-live regions that changed, as it stood when it appeared */
  readonly text: string;
}

declare global {
  interface Window {
    __bench: {
      arm(target: string | null): void;
      readonly samples: Sample[];
      /** the Event Timing entries of the taps: [name, start, duration, interaction] */
      readonly presented: [string, number, number, number][];
    };
  }
}

/**
 * Runs in the page before its own scripts: `arm(null)` times the next tap to the first change
 * that leaves text in an aria-live region (a region emptied does not count; a region drawn
 * anew with its text, as when the round ends and the screen changes, does), `arm(selector)`
 * to the moment `selector` first matches.
 */
function installProbe(): void {
  const samples: Sample[] = [];
  let armed: string | null | undefined;
  let waiting: { start: number; target: string | null; click: number } | null = null;
  const live = '[aria-live], [role="status"], [role="alert"]';
  /** The live regions a batch of mutations changed (inside them, or drawn with them). */
  const touched = (mutations: readonly MutationRecord[]): Set<Element> => {
    const regions = new Set<Element>();
    for (const m of mutations) {
      const element = m.target instanceof Element ? m.target : m.target.parentElement;
      const region = element?.closest(live);
      if (region != null) regions.add(region);
      for (const node of m.addedNodes) {
        if (!(node instanceof Element) || !node.isConnected) continue;
        if (node.matches(live)) regions.add(node);
        for (const inner of node.querySelectorAll(live)) regions.add(inner);
      }
    }
    return regions;
  };
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
    let text = '';
    if (target === null) {
      text = [...touched(mutations)]
        .filter((region) => region.isConnected)
        .map((region) => (region.textContent ?? '').trim())
        .filter((t) => t !== '')
        .join(' | ');
      if (text === '') return;
    } else if (document.querySelector(target) === null) return;
    waiting = null;
    const dom = performance.now() - start;
    requestAnimationFrame(() => {
      setTimeout(
        () => samples.push({ start, click, dom, screen: performance.now() - start, text }),
        0,
      );
    });
  }).observe(document, { subtree: true, childList: true, characterData: true });
  // The browser's own measure (Event Timing, as INP): from an input event to the presentation
  // of the first frame after its handlers, in 8 ms steps; only entries of 16 ms or more.
  const presented: [string, number, number, number][] = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[])
      if (e.interactionId > 0) presented.push([e.name, e.startTime, e.duration, e.interactionId]);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  window.__bench = {
    arm: (target) => {
      armed = target;
    },
    samples,
    presented,
  };
}

async function timedTap(page: Page, control: Locator, target: string | null): Promise<boolean> {
  const before = await page.evaluate(() => window.__bench.samples.length);
  await page.evaluate((t) => window.__bench.arm(t), target);
  await press(control, VERDICT_TIMEOUT_MS);
  try {
    // polled every 50 ms, not in each animation frame: a check run in the frame being timed
    // would add its own work to that frame
    await page.waitForFunction((n) => window.__bench.samples.length > n, before, {
      timeout: VERDICT_TIMEOUT_MS,
      polling: 50,
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
    devtools = cdp;

    /** each timed entry: its sample, its kind, its frame, its number in ROUND (from 1) */
    const verdicts: { sample: Sample; refused: boolean; presented: number; entry: number }[] = [];
    /** entries without an Event Timing entry (presented within 16 ms, counted as 16) */
    let unpresented = 0;
    /** entries whose measured frame came before the verdict was in the document (a wrong frame) */
    let early = 0;
    const starts: Sample[] = [];
    let missing = 0;
    /** entries whose verdict was not the one ROUND expects, or not the text in the live region */
    const wrong: string[] = [];
    let padMissing = false;
    const profile = process.env['BENCH_PROFILE'];
    const trace = process.env['BENCH_TRACE'];
    if (profile !== undefined) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    }
    for (let round = 0; round < ROUNDS; round++) {
      // A fresh set-up each round: forget the game kept by the last one.
      await page.goto(`${url}/${LANG}/referee/`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      // typing before the island hydrates would be lost
      await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
      // the set-up form is in the page's HTML and takes input once the island has hydrated it
      await page.locator('.referee-setup:not([inert])').waitFor();
      const start = await UI.setUp(page, PLAYERS);
      const before = await page.evaluate(() => window.__bench.samples.length);
      if (await timedTap(page, start, '.referee-table')) {
        starts.push((await page.evaluate(() => window.__bench.samples))[before] as Sample);
      }
      await UI.table(page).waitFor();
      const hasPad = await UI.pad(page)
        .first()
        .waitFor({ timeout: VERDICT_TIMEOUT_MS })
        .then(
          () => true,
          () => false,
        );
      if (!hasPad) {
        padMissing = true;
        continue;
      }
      if (profile !== undefined) await cdp.send('Profiler.start');
      if (trace !== undefined && round === 0) {
        await browser.startTracing(page, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'disabled-by-default-devtools.timeline.stack',
            'blink',
          ],
        });
      }
      const roundStart = verdicts.length;
      for (const [i, tap] of ROUND.entries()) {
        const control = await UI.enter(page, tap);
        const n = await page.evaluate(() => window.__bench.samples.length);
        if (!(await timedTap(page, control, null))) {
          missing++;
          continue;
        }
        const sample = (await page.evaluate(() => window.__bench.samples))[n] as Sample;
        const refused = tap.refused === true;
        verdicts.push({ sample, refused, presented: Number.NaN, entry: i + 1 });
        // Not timed: the verdict shown is of the kind expected, and it is what appeared.
        const shown = await UI.verdict(page, refused)
          .textContent({ timeout: 1000 })
          .catch(() => null);
        const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
        const problem =
          shown === null
            ? `no ${refused ? 'refusal' : 'allowed play'} shown`
            : !squeeze(sample.text).includes(squeeze(shown))
              ? `the live region said "${sample.text}", then the screen "${shown}"`
              : tap.says !== undefined && !shown.includes(tap.says)
                ? `"${shown}" does not say "${tap.says}"`
                : null;
        if (problem !== null) {
          wrong.push(`round ${String(round + 1)}, entry ${String(i + 1)}: ${problem}`);
        }
      }
      // Event Timing entries come once their frame is presented.
      await page.waitForTimeout(500);
      const presented = await page.evaluate(() => window.__bench.presented);
      for (const v of verdicts.slice(roundStart)) {
        // the tap's interaction (its pointerup), then the latest frame any of its events waited
        // for: the one after the click's handlers, which show the verdict
        const up = presented.find(
          ([name, start]) => name === 'pointerup' && Math.abs(start - v.sample.start) < 0.5,
        );
        const frames = presented
          .filter((e) => up !== undefined && e[3] === up[3])
          .map(([, start, duration]) => start + duration - v.sample.start);
        if (up === undefined) unpresented++;
        v.presented = frames.length === 0 ? 16 : Math.max(...frames);
        // a frame presented before the verdict was in the document is not the verdict's
        if (v.presented < v.sample.dom) early++;
      }
      if (trace !== undefined && round === 0) writeFileSync(trace, await browser.stopTracing());
      if (profile !== undefined) {
        const { profile: data } = await cdp.send('Profiler.stop');
        writeFileSync(round === 0 ? profile : `${profile}.${String(round)}`, JSON.stringify(data));
      }
    }

    console.log(
      `referee tap → verdict, Chromium ${String(THROTTLE)}× CPU slowdown, 390×844, ${INPUT === 'finger' ? `a finger's tap (held ${String(HOLD_MS)} ms)` : `${INPUT} input`}, ${String(ROUNDS)} round(s) of ${String(ROUND.length)} entries, load average ${loadavg()[0]?.toFixed(1) ?? '?'} on ${String(availableParallelism())} cores`,
    );
    const screen = summary(verdicts.map((v) => v.presented));
    const nextTask = summary(verdicts.map((v) => v.sample.screen));
    const dom = summary(verdicts.map((v) => v.sample.dom));
    const click = summary(verdicts.map((v) => v.sample.click));
    const refusedScreen = summary(verdicts.filter((v) => v.refused).map((v) => v.presented));
    const allowedScreen = summary(verdicts.filter((v) => !v.refused).map((v) => v.presented));
    const opened = summary(starts.map((s) => s.screen));
    if (padMissing) {
      console.log(
        'The table screen has no entry pad yet (UI.pad found no rank button): no verdicts timed.\n' +
          'Adapt UI.pad / UI.enter in scripts/bench-referee.ts to the pad once it exists.',
      );
    } else {
      console.log(
        `verdict on screen (its frame presented, Event Timing): median ${fmt(screen.median)}, p95 ${fmt(screen.p95)}, max ${fmt(screen.max)} (n=${String(screen.n)}; target p95 ≤ 50 ms; ${String(unpresented)} under 16 ms, ${String(early)} before the verdict)`,
      );
      console.log(
        `the first task after the next frame: median ${fmt(nextTask.median)}, p95 ${fmt(nextTask.p95)}, max ${fmt(nextTask.max)} (later than the verdict's frame when the browser draws the table's frame first)`,
      );
      console.log(
        `verdict in the DOM: median ${fmt(dom.median)}, p95 ${fmt(dom.p95)}, max ${fmt(dom.max)}`,
      );
      console.log(
        `of which the tap reaching the page as a click: median ${fmt(click.median)}, p95 ${fmt(click.p95)}`,
      );
      console.log(
        `on screen, refused entries: median ${fmt(refusedScreen.median)}, p95 ${fmt(refusedScreen.p95)} (n=${String(refusedScreen.n)}); allowed: median ${fmt(allowedScreen.median)}, p95 ${fmt(allowedScreen.p95)} (n=${String(allowedScreen.n)})`,
      );
      // Where to look first: the entries of ROUND that took longest (their number from 1).
      const slowest = [...verdicts].sort((a, b) => b.presented - a.presented).slice(0, 5);
      console.log(
        `slowest on screen: ${slowest.map((v) => `entry ${String(v.entry)}${v.refused ? ' (refused)' : ''} ${fmt(v.presented)}`).join(', ')}`,
      );
      if (process.env['TMP_HIST'])
        console.log(JSON.stringify(verdicts.map((v) => [v.entry, v.refused ? 1 : 0, v.presented])));
      if (wrong.length > 0)
        console.log(`entries whose verdict was not the expected one:\n  ${wrong.join('\n  ')}`);
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
        ...(INPUT === 'finger' ? { holdMs: HOLD_MS } : {}),
        load: loadavg()[0],
        rounds: ROUNDS,
        entries: ROUND.length,
        verdictScreen: screen,
        verdictNextTask: nextTask,
        verdictDom: dom,
        tapToClick: click,
        refusedScreen,
        allowedScreen,
        missing,
        wrong: wrong.length,
        padMissing,
        startToTable: opened,
      }),
    );
    return padMissing || missing > 0 || wrong.length > 0 ? 1 : 0;
  } finally {
    await browser.close();
    server?.kill();
  }
}

process.exitCode = await main();
