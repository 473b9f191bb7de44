import { defineConfig } from '@playwright/test';

/** Debian's Chromium by default; `npx playwright install` cannot download browsers here. */
const executablePath =
  process.env['PRESIDENT_CHROMIUM'] ?? process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

// PRESIDENT_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env['PRESIDENT_PORT'] ?? '4399');

export default defineConfig({
  testDir: 'tests/browser',
  // On two cores one worker is as fast as two, and the output stays in order.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // axe on a long rule page takes seconds, many more on a loaded two-core machine.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // The built site registers a service worker that precaches every page; in a fresh context
    // per test that would download the whole site each time. tests/browser/offline.spec.ts
    // allows it for itself. (Blocked, registration resolves without a worker: the pages must
    // and do work without one.)
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      // --no-sandbox: Chromium refuses to start as root otherwise. The rest keep it from
      // reaching for the network, which this machine does not have.
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // Serves the built dist/: `npm test` runs `astro build` first.
    command: `npx astro preview --port ${String(PORT)} --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/en/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
