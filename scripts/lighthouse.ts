/**
 * `npm run lighthouse` (after `npm run build`): Lighthouse's mobile scores for performance,
 * accessibility, best practices and SEO of every built page in every language, measured with
 * Debian's Chromium against `astro preview`. Prints one table row per page (with the total
 * blocking time, the figure that swings most), the audits that cost a page points, and the
 * worst score of each category; exits 1 when any page scores under LIGHTHOUSE_MIN (100).
 *
 *   node scripts/lighthouse.ts                         serves dist/ on PRESIDENT_PORT (4399)
 *   LIGHTHOUSE_URL=http://127.0.0.1:4415 node …        uses a running server instead
 *   LIGHTHOUSE_PAGES=house-rules                       only pages whose path matches (a regex)
 *   LIGHTHOUSE_RUNS=3                                  runs per page; the median is reported
 *   LIGHTHOUSE_REPORTS=lighthouse-reports             also writes each run's full report (JSON)
 *   LIGHTHOUSE_MIN=100  PRESIDENT_CHROMIUM=/usr/bin/chromium
 *
 * The pages are read from dist/ (every `<lang>/…/index.html`), so a page added later is
 * measured without a change here. The root page, a redirect to /en/, is left out.
 *
 * Performance is simulated (Lighthouse's mobile profile: a slow 4G network and a CPU slowed 4×
 * on top of this machine's), so on a shared, loaded machine the total blocking time swings;
 * the load average is printed at the start and the end. Run it with `nice` and take the median
 * of 3 runs for a page whose performance is under 100.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { LANGS } from '../src/i18n/langs.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const SHORT: Record<Category, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'bp',
  seo: 'seo',
};

const PORT = Number(process.env['PRESIDENT_PORT'] ?? '4399');
const RUNS = Math.max(1, Number(process.env['LIGHTHOUSE_RUNS'] ?? '1'));
const MIN = Number(process.env['LIGHTHOUSE_MIN'] ?? '100');
const FILTER = new RegExp(process.env['LIGHTHOUSE_PAGES'] ?? '');
const CHROMIUM =
  process.env['PRESIDENT_CHROMIUM'] ?? process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const DIST = join(import.meta.dirname, '..', 'dist');
const REPORTS = process.env['LIGHTHOUSE_REPORTS'];

/** Every built page under a language folder, as a path: `/de/`, `/de/house-rules/`, … */
export function builtPages(dist: string): string[] {
  const pages: string[] = [];
  for (const lang of LANGS) {
    const files = readdirSync(join(dist, lang), { recursive: true, encoding: 'utf8' });
    for (const file of files) {
      const path = file.replaceAll('\\', '/');
      if (path === 'index.html' || path.endsWith('/index.html')) {
        pages.push(`/${lang}/${path.slice(0, -'index.html'.length)}`);
      }
    }
  }
  return pages.sort();
}

/** Waits until `url` answers, or fails after a minute. */
async function waitFor(url: string, server: ChildProcess | null): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      server?.kill();
      throw new Error(`No answer from ${url}; run \`npm run build\` first.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** `astro preview` on PORT, or the server given in LIGHTHOUSE_URL. */
async function serve(): Promise<{ origin: string; server: ChildProcess | null }> {
  const given = process.env['LIGHTHOUSE_URL'];
  if (given !== undefined) {
    const origin = given.replace(/\/$/, '');
    await waitFor(`${origin}/en/`, null);
    return { origin, server: null };
  }
  const origin = `http://127.0.0.1:${String(PORT)}`;
  // astro's own entry on this Node (not through npx), so that kill() stops the server itself.
  const astro = join(import.meta.dirname, '..', 'node_modules', 'astro', 'bin', 'astro.mjs');
  const server = spawn(
    process.execPath,
    [astro, 'preview', '--port', String(PORT), '--host', '127.0.0.1'],
    { stdio: 'ignore' },
  );
  await waitFor(`${origin}/en/`, server);
  return { origin, server };
}

/** Chromium with a DevTools port for Lighthouse; the port is read from what Chromium prints. */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'president-lighthouse-'));
  const chromium = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // No internet here: keep Chromium from reaching for it.
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Its profile is removed once Chromium has exited: removed while it still writes there, the
  // folder can fill again under rmSync (ENOTEMPTY).
  const exited = new Promise<void>((resolve) => chromium.once('exit', () => resolve()));
  const stop = async () => {
    if (chromium.exitCode === null && chromium.signalCode === null) {
      chromium.kill();
      await exited;
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      reject(new Error(`${CHROMIUM} printed no DevTools port:\n${seen}`));
    }, 30_000);
    chromium.stderr.setEncoding('utf8');
    chromium.stderr.on('data', (chunk: string) => {
      seen += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chromium.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${CHROMIUM} exited (${String(code)}):\n${seen}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { port, stop };
}

interface Measure {
  readonly scores: Record<Category, number>;
  readonly blockingMs: number;
  /** audits that cost points, per category: "link-text (0)" */
  readonly losses: Record<Category, string[]>;
}

async function measure(url: string, port: number): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (REPORTS !== undefined) {
    mkdirSync(REPORTS, { recursive: true });
    const name = `${new URL(url).pathname.replace(/^\/|\/$/g, '').replaceAll('/', '_')}-${String(Date.now())}.json`;
    writeFileSync(join(REPORTS, name), JSON.stringify(lhr, null, 1));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = {} as Record<Category, number>;
  const losses = {} as Record<Category, string[]>;
  for (const category of CATEGORIES) {
    const entry = lhr.categories[category];
    scores[category] = Math.round((entry?.score ?? 0) * 100);
    losses[category] = (entry?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
      .map((audit) => `${audit?.id ?? ''} (${String(audit?.displayValue ?? audit?.score)})`);
  }
  const blocking = lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
  return { scores, blockingMs: blocking, losses };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main(): Promise<number> {
  const pages = builtPages(DIST).filter((page) => FILTER.test(page));
  if (pages.length === 0) throw new Error('No built page matches; run `npm run build` first.');
  console.log(
    `Lighthouse (mobile), ${String(pages.length)} pages, ${String(RUNS)} run(s) each; load average ${load()}`,
  );
  const { origin, server } = await serve();
  const browser = await launchChromium();
  const rows: { page: string; result: Measure }[] = [];
  try {
    const header = ['page'.padEnd(34), ...CATEGORIES.map((c) => SHORT[c].padStart(5)), '   TBT'];
    console.log(header.join(' '));
    for (const page of pages) {
      const runs: Measure[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(origin + page, browser.port));
      const scores = {} as Record<Category, number>;
      for (const category of CATEGORIES) {
        scores[category] = median(runs.map((r) => r.scores[category]));
      }
      const blockingMs = median(runs.map((r) => r.blockingMs));
      // What cost points is listed from the run closest to the median blocking time.
      const typical = runs.reduce((a, b) =>
        Math.abs(b.blockingMs - blockingMs) < Math.abs(a.blockingMs - blockingMs) ? b : a,
      );
      const result: Measure = { scores, blockingMs, losses: typical.losses };
      rows.push({ page, result });
      console.log(
        [
          page.padEnd(34),
          ...CATEGORIES.map((c) => String(scores[c]).padStart(5)),
          `${blockingMs.toFixed(0).padStart(4)} ms`,
        ].join(' '),
      );
      for (const category of CATEGORIES) {
        if (scores[category] < 100 && result.losses[category].length > 0) {
          console.log(`    ${SHORT[category]}: ${result.losses[category].join(', ')}`);
        }
      }
    }
  } finally {
    await browser.stop();
    server?.kill();
  }
  console.log(`\nWorst scores (load average ${load()}):`);
  let failed = false;
  for (const category of CATEGORIES) {
    const worst = rows.reduce((a, b) =>
      b.result.scores[category] < a.result.scores[category] ? b : a,
    );
    const score = worst.result.scores[category];
    failed ||= score < MIN;
    console.log(`  ${category.padEnd(15)} ${String(score).padStart(3)}  ${worst.page}`);
  }
  const blocking = Math.max(...rows.map((r) => r.result.blockingMs));
  console.log(`  total blocking time, worst page: ${blocking.toFixed(0)} ms`);
  return failed ? 1 : 0;
}

if (import.meta.main) {
  process.exitCode = await main();
}
