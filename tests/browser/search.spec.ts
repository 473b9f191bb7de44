/**
 * Search (pagefind over the built site): a person types a word and gets links to the pages
 * that hold it, in the page's language only, under the CSP (the fixture fails on any console
 * error or CSP violation) and with no axe violation.
 *
 * The pages the rule writers add change which words are rare, so the words are chosen from
 * the built pages themselves: of a few candidates, the one found on the fewest pages (one, as
 * a rule) is searched, and the pages holding it must be among the links.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SEARCH_WORDS } from '../../src/i18n/search.ts';
import { t, type Lang } from '../../src/i18n/ui/index.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** The indexed text (the data-pagefind-body element) of every built page of a language. */
function indexedPages(lang: Lang): { url: string; text: string }[] {
  const dir = join('dist', lang);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .flatMap((file) => {
      const html = readFileSync(join(dir, file), 'utf8');
      const body = /<main\b[^>]*data-pagefind-body[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1];
      if (body === undefined) return [];
      const text = body
        .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
      const path = file.replaceAll('\\', '/').replace(/index\.html$/, '');
      return [{ url: `/${lang}/${path}`, text }];
    });
}

function pagesWith(lang: Lang, word: string): string[] {
  const pattern = new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'iu');
  return indexedPages(lang)
    .filter((page) => pattern.test(page.text))
    .map((page) => page.url);
}

/** Of the candidates, the word on the fewest pages (at least one). */
function rareWord(lang: Lang, candidates: readonly string[]): { word: string; pages: string[] } {
  const found = candidates
    .map((word) => ({ word, pages: pagesWith(lang, word) }))
    .filter((c) => c.pages.length > 0)
    .sort((a, b) => a.pages.length - b.pages.length);
  const best = found[0];
  if (best === undefined) throw new Error(`none of ${candidates.join(', ')} is on a ${lang} page`);
  return best;
}

/**
 * Waits until the search island has hydrated (Astro drops the island's `ssr` attribute), so that
 * the Enter a test presses is the island's: before, it submits the form as a new page load.
 * (Text typed before hydration is searched for once the island has loaded: its own test below.)
 */
async function searchReady(page: Page) {
  await expect(
    page.locator('astro-island', { has: page.getByRole('searchbox') }),
  ).not.toHaveAttribute('ssr');
}

const CANDIDATES: Record<'en' | 'de', readonly string[]> = {
  en: ['Arschloch', 'revolution', 'Miyako', 'referee', 'kitchen'],
  de: ['Arschloch', 'Revolution', 'Miyako', 'Ablegespiel', 'Streitfälle'],
};

for (const lang of ['en', 'de'] as const) {
  const words = SEARCH_WORDS[lang];

  test(`/${lang}/search/ finds the page that holds a rare word, and only ${lang} pages`, async ({
    page,
  }) => {
    const { word, pages } = rareWord(lang, CANDIDATES[lang]);
    await page.goto(`/${lang}/`);
    await page
      .getByRole('navigation', { name: t(lang, 'nav.label') })
      .getByRole('link', { name: t(lang, 'nav.search') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/search/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await searchReady(page);

    const box = page.getByRole('searchbox', { name: words.label });
    await box.fill(word);
    await box.press('Enter');

    const results = page.locator('.search-results .search-page');
    await expect(page.getByRole('status')).toContainText(`${word}`);
    await expect(results.first()).toBeVisible();
    const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of hrefs)
      expect(href, 'a result in another language').toMatch(new RegExp(`^/${lang}/`));
    // Every page that holds the word is among the links.
    for (const url of pages) expect(hrefs).toContain(url);
    await expect(page.getByRole('status')).toHaveText(
      (hrefs.length === 1 ? words.one : words.many)
        .replace('{count}', String(hrefs.length))
        .replace('{query}', word),
    );

    await expectNoAxeViolations(page);

    // The query is in the address: a reload (or a shared link) searches again.
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word)}$`));
    await page.reload();
    await expect(box).toHaveValue(word);
    await expect(results.first()).toBeVisible();

    // The result is a real link to the page.
    const first = hrefs[0] ?? '';
    await results.first().click();
    await expect(page).toHaveURL(new RegExp(`${first}$`));
  });
}

test('words typed while the search island is still loading are searched for once it has loaded', async ({
  page,
}) => {
  const { word, pages } = rareWord('en', CANDIDATES.en);
  // Hold the island's script back until the word is typed, as a slow phone network would.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/SearchBox\.[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/search/', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('searchbox', { name: SEARCH_WORDS.en.label });
  await box.fill(word);
  release();
  await searchReady(page);
  await expect(box).toHaveValue(word);
  await expect(page.getByRole('status')).toContainText(word);
  const hrefs = await page
    .locator('.search-results .search-page')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const url of pages) expect(hrefs).toContain(url);
});

test('the English search does not bring up German pages, the German one does', async ({ page }) => {
  const { word, pages } = rareWord('de', ['Ablegespiel', 'Streitfälle', 'schiedsrichtern']);
  expect(pagesWith('en', word), `${word} is on an English page`).toEqual([]);
  const links = page.locator('.search-results .search-page');
  const hrefs = () => links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));

  await page.goto('/en/search/');
  await searchReady(page);
  const box = page.getByRole('searchbox', { name: SEARCH_WORDS.en.label });
  await box.fill(word);
  await box.press('Enter');
  // pagefind may offer loose English matches; never a page of another language.
  await expect(page.getByRole('status')).toContainText(word);
  for (const href of await hrefs()) expect(href).toMatch(/^\/en\//);

  await page.goto(`/de/search/?q=${encodeURIComponent(word)}`);
  await expect(links.first()).toBeVisible();
  // Results may arrive a few at a time: wait until every page with the word is listed.
  await expect.poll(hrefs).toEqual(expect.arrayContaining([...pages]));
  for (const href of await hrefs()) expect(href).toMatch(/^\/de\//);
});

test('a found page lists its matching sections, each a link to its heading (nl)', async ({
  page,
}) => {
  // The variants page has a section per option: Miyako's is the one that answers "Miyako".
  await page.goto(`/nl/search/?q=Miyako`);
  const variants = page.locator('.search-results > li', {
    has: page.locator('.search-page[href="/nl/variants/"]'),
  });
  const section = variants.locator('.search-sections a[href="/nl/variants/#opt-miyako"]');
  await expect(section).toBeVisible();
  await expect(section).toHaveText('Miyako');
  // its own excerpt, the word marked
  await expect(section.locator('xpath=..').locator('p mark').first()).toHaveText(/miyako/i);
  await expectNoAxeViolations(page);
  await section.click();
  await expect(page).toHaveURL(/\/nl\/variants\/#opt-miyako$/);
  await expect(page.locator('#opt-miyako')).toBeInViewport();
});

/**
 * The words a player would type, per language: role names, the documents' own names for
 * rules, "pass", "revolution", "2 on 2", "how many players". Each must bring up the page
 * that answers it among the first results (any of the listed pages will do).
 */
const PLAYER_QUERIES: Record<Lang, readonly { query: string; pages: readonly string[] }[]> = {
  en: [
    { query: 'Vice Scum', pages: ['places'] },
    { query: 'Bürger', pages: ['places', 'names'] },
    { query: 'Uslingen', pages: ['names', 'places', 'presets'] },
    { query: 'pass', pages: ['tricks', 'disputes'] },
    { query: 'revolution', pages: ['variants', 'ranks'] },
    { query: '2 on 2', pages: ['ranks', 'disputes', 'variants'] },
    { query: 're-entry', pages: ['tricks', 'variants'] },
    { query: 'Ein-Runden-Spiel', pages: ['variants'] },
    { query: 'Konterrevolution', pages: ['variants'] },
    { query: 'aflegkaart', pages: ['variants'] },
    { query: 'Hausregeln', pages: ['presets', 'variants'] },
    { query: 'how many players', pages: ['disputes', 'game', 'about'] },
    { query: 'card exchange', pages: ['exchange'] },
    { query: 'who leads after a revolution', pages: ['disputes'] },
  ],
  de: [
    { query: 'Vizebettler', pages: ['places', 'names'] },
    { query: 'Bettler', pages: ['places', 'game', 'names'] },
    { query: 'Uslingen', pages: ['names', 'places', 'presets'] },
    { query: 'passen', pages: ['tricks', 'disputes'] },
    { query: 'Revolution', pages: ['variants', 'ranks', 'presets'] },
    { query: '2 auf 2', pages: ['ranks', 'disputes', 'variants'] },
    { query: 'Wiedereinstieg', pages: ['tricks', 'variants'] },
    { query: 'Ein-Runden-Spiel', pages: ['variants'] },
    { query: '8-Stopp', pages: ['variants', 'presets'] },
    { query: 'Sturz', pages: ['variants', 'places'] },
    { query: 'Tischregeln', pages: ['house-rules', 'names', 'presets'] },
    { query: 'wie viele Spieler', pages: ['disputes', 'game', 'about'] },
    { query: 'Kartentausch', pages: ['exchange'] },
    { query: 'wer fängt an', pages: ['game', 'disputes'] },
    { query: 'nach einer Revolution', pages: ['disputes'] },
  ],
  sv: [
    { query: 'Uslingen', pages: ['places', 'game', 'names'] },
    { query: 'Vice-usling', pages: ['places', 'names'] },
    { query: 'passa', pages: ['tricks', 'disputes'] },
    { query: 'revolution', pages: ['variants', 'ranks'] },
    { query: 'tvåa på tvåa', pages: ['ranks', 'disputes', 'variants'] },
    { query: 'återinträde', pages: ['variants', 'tricks'] },
    { query: 'tvångsslag', pages: ['variants', 'disputes'] },
    { query: 'Ein-Runden-Spiel', pages: ['variants'] },
    { query: 'aflegkaart', pages: ['variants'] },
    { query: 'Miyako', pages: ['variants'] },
    { query: 'Arschloch', pages: ['presets', 'names', 'variants'] },
    { query: 'hur många spelare', pages: ['disputes', 'game', 'about'] },
    { query: 'kortbytet', pages: ['exchange'] },
    { query: 'efter en revolution', pages: ['disputes'] },
  ],
  nl: [
    { query: 'feut', pages: ['places', 'game'] },
    { query: 'vicefeut', pages: ['places', 'names'] },
    { query: 'passen', pages: ['tricks', 'disputes', 'game'] },
    { query: 'revolutie', pages: ['variants', 'ranks'] },
    { query: '2 op 2', pages: ['ranks', 'disputes', 'variants', 'tricks'] },
    { query: 'aflegkaart', pages: ['variants'] },
    { query: 'weer meedoen', pages: ['tricks', 'variants'] },
    { query: 'Ein-Runden-Spiel', pages: ['variants'] },
    { query: 'Konterrevolution', pages: ['variants'] },
    { query: 'Hausregeln', pages: ['presets', 'variants'] },
    { query: 'Miyako', pages: ['variants'] },
    { query: 'hoeveel spelers', pages: ['disputes', 'game', 'about'] },
    { query: 'ruilen', pages: ['exchange'] },
    { query: 'na een revolutie', pages: ['disputes'] },
  ],
};

/** A line of the table notation: "Dora: pass", "hand Anna: 3C", "Ben: 9H 9D". */
const NOTATION = /\b(?:[A-Z][a-z]+: (?:pass|(?:\d{1,2}|[JQKA])[CDHS])|hand [A-Z][a-z]+:)/;

/** How far down the list a player looks. */
const TOP = 5;

/** The status line once the results for `query` are listed: its words, any count. */
function doneFor(lang: Lang, query: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const words = SEARCH_WORDS[lang];
  const forms = [words.one, words.many, words.none].map((template) =>
    escape(template).replace('\\{count\\}', '\\d+').replace('\\{query\\}', escape(query)),
  );
  return new RegExp(`^(${forms.join('|')})$`);
}

for (const lang of ['en', 'de', 'sv', 'nl'] as const) {
  test(`/${lang}/search/ answers the words a player types`, async ({ page }) => {
    // One page, query after query typed into the box, as a player tries one word after another
    // (the link with ?q= and a reload are the first test's).
    await page.goto(`/${lang}/search/`);
    await searchReady(page);
    const box = page.getByRole('searchbox', { name: SEARCH_WORDS[lang].label });
    const links = page.locator('.search-results .search-page');
    const misses: string[] = [];
    const notation: string[] = [];
    for (const { query, pages } of PLAYER_QUERIES[lang]) {
      await box.fill(query);
      await box.press('Enter');
      // the island lists the results, then says how many: they are there once it has
      await expect(page.getByRole('status')).toHaveText(doneFor(lang, query));
      const hrefs = (
        await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))
      ).slice(0, TOP);
      const wanted = pages.map((slug) => `/${lang}/${slug}/`);
      if (!hrefs.some((href) => wanted.includes(href.replace(/#.*$/, '')))) {
        misses.push(`${query}: ${hrefs.join(' ')}`);
      }
      // the excerpts quote the pages' sentences, never an example's transcript ("Dora: pass")
      const excerpts = await page.locator('.search-results li p').allTextContents();
      for (const excerpt of excerpts)
        if (NOTATION.test(excerpt)) notation.push(`${query}: ${excerpt}`);
    }
    expect(misses).toEqual([]);
    expect(notation).toEqual([]);
  });
}
