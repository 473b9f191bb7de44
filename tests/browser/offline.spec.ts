/**
 * Offline and installable (issue 7): after a first visit the service worker (dist/sw.js,
 * scripts/service-worker.ts) has precached the whole site, so with the network off the
 * referee reloads and hydrates, rule pages open in every language (visited or not), share
 * links with a query still open, and search finds pages; the web app manifests are valid
 * JSON whose icons are served; and a browser without service workers gets working pages.
 * The fixture fails every test on a console error or CSP violation.
 *
 * Needs `npm run build` (the service worker is made after astro build and pagefind).
 */
import type { Page } from '@playwright/test';
import { LANGS } from '../../src/i18n/langs.ts';
import { refereeStrings } from '../../src/i18n/referee/index.ts';
import { SEARCH_WORDS } from '../../src/i18n/search.ts';
import { expect, test } from './fixtures.ts';

// playwright.config.ts blocks service workers for the other tests; these need them.
test.use({ serviceWorkers: 'allow' });

/** Waits until the page is controlled by the activated service worker (precaching done). */
async function controlled(page: Page): Promise<void> {
  const worker = await page.request.get('/sw.js');
  expect(worker.status(), 'dist/sw.js is made by `npm run build`, not by astro build').toBe(200);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller === null) {
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
      });
    }
  });
}

/**
 * The page's first island has hydrated (Astro drops the `ssr` attribute when it does); it is
 * scrolled to first, for islands that load their code when visible.
 */
async function hydrated(page: Page): Promise<void> {
  const island = page.locator('astro-island').first();
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr');
}

/** Opens a page with the network off: it must come from the service worker. */
async function openOffline(page: Page, url: string | null): Promise<void> {
  const response = url === null ? await page.reload() : await page.goto(url);
  expect(response?.fromServiceWorker(), url ?? 'reload').toBe(true);
  expect(response?.status()).toBe(200);
}

test('after a first visit the referee and the rule pages work with the network off', async ({
  page,
  context,
}) => {
  await page.goto('/en/referee/');
  await controlled(page);

  await context.setOffline(true);
  await openOffline(page, null);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    refereeStrings('en').setup.title,
  );
  await hydrated(page);

  // Rule pages in other languages, never visited, and one with an island.
  await openOffline(page, '/de/game/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openOffline(page, '/nl/tricks/');
  await hydrated(page);

  // A share link: the query string does not keep the precached page from opening.
  await openOffline(page, '/sv/referee/?rules=1~common');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    refereeStrings('sv').setup.title,
  );
  await hydrated(page);
});

test('search finds pages offline', async ({ page, context }) => {
  await page.goto('/sv/');
  await controlled(page);
  await context.setOffline(true);
  await openOffline(page, '/sv/search/?q=President');
  await hydrated(page);
  const status = page.getByText(SEARCH_WORDS.sv.error);
  await expect(page.locator('main a[href^="/sv/"]').first()).toBeVisible();
  await expect(status).toHaveCount(0);
});

test('every language links a valid manifest whose icons are served', async ({ page, request }) => {
  for (const lang of LANGS) {
    await page.goto(`/${lang}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`/${lang}/manifest.webmanifest`);
    const response = await request.get(href ?? '');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe(`/${lang}/referee/`);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toContain(icon.type);
    }
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
  for (const path of ['/favicon.ico', '/apple-touch-icon.png']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test('without service workers the pages still work', async ({ page }) => {
  await page.addInitScript(() => {
    // A browser without the API (or one that forbids it in this window).
    Reflect.deleteProperty(Navigator.prototype, 'serviceWorker');
  });
  await page.goto('/de/referee/');
  await hydrated(page);
  expect(await page.evaluate(() => 'serviceWorker' in navigator)).toBe(false);
});
