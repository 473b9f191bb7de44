/**
 * The referee's set-up screen and dispute tools, at phone size (390×844) and on a desktop, in
 * English and German: a table set up by clicks and by keyboard alone (seating reordered with
 * the arrow buttons and announced, the dealer, a preset), names offered again after a reload,
 * a `?rules=` link (and a forged one: a notice, the valid part kept, the panel's saved choice
 * untouched), a game started mid-way, a hostile name shown as text, a golden transcript
 * imported giving exactly the report of `president-referee check`, export → import giving the
 * same transcript, a `#game=` link, and axe. The fixture fails every test on a console error
 * or a CSP violation.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { presetRules, type PresetName } from '../../src/engine/rules.ts';
import { gameLinkUrl } from '../../src/components/referee/game-link.ts';
import { formatLog } from '../../src/notation/write-log.ts';
import { randomLog } from '../golden/generate.ts';
import { DISPUTES } from '../../src/i18n/referee/disputes.ts';
import { SETUP } from '../../src/i18n/referee/setup.ts';
import { TABLE } from '../../src/i18n/referee/table.ts';
import { houseRulesStrings } from '../../src/i18n/options/index.ts';
import type { Lang } from '../../src/i18n/langs.ts';
import { refereePageStrings } from '../../src/i18n/referee/index.ts';
import { noticeText, ruleCard } from '../../src/lib/rule-card.ts';
import { decodeRuleLink } from '../../src/lib/rule-link.ts';
import {
  expect,
  expectNoAxeViolations,
  holdBack,
  markDrawn,
  paintedY,
  stillMarked,
  test,
} from './fixtures.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const CASES = join(ROOT, 'tests', 'golden', 'cases');
const PANEL_KEY = 'president.house-rules';
const NAMES_KEY = 'president.referee.names';
const HOSTILE = '<img src=x onerror=alert(1)>';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** `president-referee check` on a golden case, in a language: its human report. */
function cliReport(file: string, lang: Lang): string {
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'bin', 'president-referee.js'), 'check', '--lang', lang, file],
    { cwd: CASES, encoding: 'utf8' },
  );
  expect(run.stderr).toBe('');
  return run.stdout;
}

/** The line the referee shows while a screen's code loads. */
const refereeLoading = (lang: Lang): string => refereePageStrings(lang).device.loading;

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));

/** Waits until the island has read the device (the rules menu has its link entry or not). */
async function ready(page: Page) {
  // the form is in the page's HTML; it takes input once the island has hydrated it
  await expect(page.locator('.referee-setup:not([inert])')).toBeVisible();
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
}

async function openTools(page: Page, lang: Lang) {
  await page.getByRole('button', { name: DISPUTES[lang].open }).click();
  await expect(page.getByLabel(DISPUTES[lang].pasteLabel)).toBeVisible();
}

async function typeNames(page: Page, lang: Lang, names: readonly string[]) {
  for (const [i, name] of names.entries()) {
    await page.getByLabel(fill(SETUP[lang].playerLabel, { n: i + 1 }), { exact: true }).fill(name);
  }
}

/** The names in the seating inputs, in order. */
async function seating(page: Page): Promise<string[]> {
  return page
    .locator('.rs-seats .rs-name')
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${String(viewport.width)}×${String(viewport.height)}`, () => {
    test.use({ viewport });

    test('en: a table set up by clicks, names offered again, axe clean', async ({ page }) => {
      const s = SETUP.en;
      await page.goto('/en/referee/');
      await ready(page);
      // Pressing Start with nothing filled in: an error next to every name, announced.
      await page.getByRole('button', { name: s.start }).click();
      await expect(page.getByTestId('rs-summary')).toHaveText(
        fill(s.errors.summary.other, { n: 4 }),
      );
      await expect(page.locator('.rs-error')).toHaveCount(4);
      await expect(page.getByLabel('Player 1', { exact: true })).toBeFocused();
      await expectNoAxeViolations(page);

      await typeNames(page, 'en', ['Anna', 'Ben', 'Cem', 'Anna']);
      await expect(page.locator('#rs-name-s4-error')).toHaveText(
        fill(s.errors.duplicate, { name: 'Anna' }),
      );
      await page.getByLabel('Player 4', { exact: true }).fill('Dora');
      await expect(page.locator('.rs-error')).toHaveCount(0);
      // A fifth player, then removed again.
      await page.getByRole('button', { name: s.addPlayer }).click();
      await expect(page.getByLabel('Player 5', { exact: true })).toBeFocused();
      await page.getByRole('button', { name: fill(s.removePlayer, { name: 'player 5' }) }).click();
      await expect(page.locator('.rs-seats li')).toHaveCount(4);
      // Dora moves up by her button; the move is announced and the focus stays on the button.
      const up = page.getByRole('button', { name: fill(s.moveUp, { name: 'Dora' }) });
      await up.click();
      await expect(page.getByTestId('rs-announce')).toHaveText(
        fill(s.moved, { name: 'Dora', seat: 3, count: 4 }),
      );
      await expect(up).toBeFocused();
      expect(await seating(page)).toEqual(['Anna', 'Ben', 'Dora', 'Cem']);
      // The dealer is the last seat unless chosen; choose Ben, and the house preset.
      await expect(page.locator('#rs-dealer option:checked')).toHaveText('Cem');
      await page.getByLabel(s.dealerLabel).selectOption({ label: 'Ben' });
      await page.getByLabel(s.rulesLabel).selectOption({ label: 'Hausregeln' });
      await expect(page.getByTestId('rs-rules-summary')).toHaveText('Based on: Hausregeln.');
      await page.getByText(s.showCard).click();
      const card = ruleCard(
        { preset: 'house', rules: presetRules('house') },
        houseRulesStrings('en'),
      );
      await expect(page.locator('#rule-card li')).toHaveText(
        card.groups.flatMap((g) => g.sentences),
      );
      await page.getByRole('button', { name: s.start }).click();

      // The game is open: the set-up is gone; the export shows the seating, dealer and rules.
      await expect(page.getByRole('button', { name: s.start })).toHaveCount(0);
      await openTools(page, 'en');
      const transcript = await page.getByLabel(DISPUTES.en.transcriptLabel).inputValue();
      expect(transcript).toContain('rules: house');
      expect(transcript).toContain('players: Anna, Ben, Dora, Cem');
      expect(transcript).toContain('dealer: Ben');

      // The names are kept at this device (seating order first), and offered next time.
      expect(await page.evaluate((key) => localStorage.getItem(key), NAMES_KEY)).toBe(
        JSON.stringify({ version: 1, names: ['Anna', 'Ben', 'Dora', 'Cem'] }),
      );
      // A reload reopens the game; leaving it shows the set-up with the game in the list.
      await page.goto('/en/referee/');
      await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
      await page.getByRole('button', { name: TABLE.en.leave }).click();
      await expect(page.getByRole('button', { name: s.start })).toBeVisible();
      // shown from its heading, which has the focus (the page was scrolled to the leave key)
      const heading = page.getByRole('heading', { name: s.heading });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      // A new game at this table starts from the last one's players and rules, dealer default
      // (the form is filled in once the tab's storage has been read).
      await expect.poll(() => seating(page)).toEqual(['Anna', 'Ben', 'Dora', 'Cem']);
      await expect(page.getByLabel(s.rulesLabel)).toHaveValue('house');
      await expect(page.locator('#rs-dealer option:checked')).toHaveText('Cem');
      // A name taken out is offered again among the names used at this device.
      await page.getByLabel('Player 3', { exact: true }).fill('');
      await page.getByRole('button', { name: fill(s.addKnown, { name: 'Dora' }) }).click();
      expect(await seating(page)).toEqual(['Anna', 'Ben', 'Dora', 'Cem']);
      await expect(page.getByTestId('rs-announce')).toHaveText(
        fill(s.added, { name: 'Dora', seat: 3 }),
      );
      await expectNoAxeViolations(page);
    });

    test('de: a table set up by keyboard alone', async ({ page }) => {
      const s = SETUP.de;
      await page.goto('/de/referee/');
      await ready(page);
      await page.getByLabel('Spieler 1', { exact: true }).focus();
      for (const name of ['Anna', 'Ben', 'Cem']) {
        await page.keyboard.type(name);
        // Tab past the arrows and the remove button to the next name.
        for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      }
      await page.keyboard.type('Dora');
      expect(await seating(page)).toEqual(['Anna', 'Ben', 'Cem', 'Dora']);
      // From Dora's name: Tab to "move up", press it twice.
      await page.keyboard.press('Tab');
      await expect(
        page.getByRole('button', { name: fill(s.moveUp, { name: 'Dora' }) }),
      ).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      await expect(page.getByTestId('rs-announce')).toHaveText(
        fill(s.moved, { name: 'Dora', seat: 2, count: 4 }),
      );
      expect(await seating(page)).toEqual(['Anna', 'Dora', 'Ben', 'Cem']);
      // The dealer and the preset by keyboard on their menus.
      await page.getByLabel(s.dealerLabel).focus();
      await page.keyboard.press('Home');
      await expect(page.locator('#rs-dealer option:checked')).toHaveText('Anna');
      await page.getByLabel(s.rulesLabel).focus();
      await page.keyboard.press('End');
      const last = houseRulesStrings('de').presets.dutch.name;
      await expect(page.locator('#rs-rules option:checked')).toHaveText(last);
      // Start by Enter in the last field.
      await page.getByLabel(s.gameNameLabel).focus();
      await page.keyboard.type('Freitag');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: s.start })).toHaveCount(0);
      await openTools(page, 'de');
      const transcript = await page.getByLabel(DISPUTES.de.transcriptLabel).inputValue();
      expect(transcript).toContain('players: Anna, Dora, Ben, Cem');
      expect(transcript).toContain('dealer: Anna');
      expect(transcript).toContain('rules: dutch');
    });
  });
}

/**
 * Opens at the referee in `lang`, from a game link, a finished first round in table mode with
 * no refused move (a random game of `seed`): the round's end shows, the dispute tools open.
 */
async function openFinishedRound(
  page: Page,
  lang: Lang,
  preset: PresetName,
  players: readonly string[],
  seed: number,
): Promise<void> {
  const { header, entries } = randomLog({
    rules: presetRules(preset),
    players,
    seed,
    rounds: 1,
    knownHands: false,
    illegal: 0,
  });
  const link = await gameLinkUrl(`/${lang}/referee/`, formatLog(header, entries));
  if (!link.ok) throw new Error(`the game link is too long: ${String(link.length)}`);
  await page.goto(link.url);
  await expect(page.getByTestId('rd-import-status')).toHaveText(DISPUTES[lang].fromLink);
  await page.getByRole('button', { name: DISPUTES[lang].openInReferee }).click();
}

/**
 * Round 2 of five players under the Swedish rules on a phone, its exchange made (the Usling
 * gives the President the highest card, an ace; the President gives back a 3): play begins,
 * the President to lead, in the last seat. Gives the rank key of a label.
 */
async function swedishRoundTwo(page: Page, viewport = PHONE): Promise<(label: string) => Locator> {
  await page.setViewportSize(viewport);
  await openFinishedRound(page, 'sv', 'swedish', ['Lisa', 'Olle', 'Sara', 'Johan', 'Märta'], 11);
  await page.locator('.rt-next-button').click();
  await expect(page.locator('.rt-exchange')).toBeVisible();
  const rank = (label: string) =>
    page.locator('.rt-rank').filter({ hasText: new RegExp(`^${label}$`) });
  await rank('A').click();
  await rank('3').click();
  await expect(page.locator('.rt-exchange')).toBeHidden();
  return rank;
}

test.describe('links, mid-game, names and disputes', () => {
  test.use({ viewport: PHONE });

  test('the table’s files load once the set-up screen is used, not on a page only looked at', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    const tableAsked = () => asked.some((url) => /\/TableScreen\.[\w-]+\.js$/.test(url));
    await page.goto('/en/referee/');
    await ready(page);
    // longer than the idle callback's 2 s limit: a prefetch on load would have started
    await page.waitForTimeout(2500);
    expect(tableAsked(), 'the table screen loaded before anyone used the page').toBe(false);
    await page.getByRole('textbox').first().click();
    await expect.poll(tableAsked).toBe(true);
  });

  test('the set-up screen is in the page’s HTML and hydrates in place; a game open last shows no set-up while it reopens', async ({
    page,
  }) => {
    const s = SETUP.en;
    // without JavaScript's help the page already holds the form: its hint and its Start button
    const html = await (await page.request.get('/en/referee/')).text();
    expect(html).toContain('rs-players-hint');
    expect(html).toContain(`>${s.start}</button>`);

    // the set-up screen's code held back: the form is on screen, drawn by the server
    const release = await holdBack(page, /\/SetupScreen\.[\w-]+\.js$/);
    await page.goto('/en/referee/');
    const start = page.getByRole('button', { name: s.start, exact: true });
    await expect(start).toBeVisible();
    // the first name, and the parts that hydrate in tasks of their own after the players'
    // part: the rules' menu and the kept games
    const drawn = [
      page.locator('.rs-name').first(),
      page.locator('#rs-rules'),
      page.locator('#rs-kept-title'),
    ];
    await markDrawn(drawn);
    release();
    await ready(page);
    // hydrated, not drawn again: the same elements, now the island's
    expect(await stillMarked(drawn)).not.toContain(false);
    // the rules' menu is the island's: choosing a preset changes the summary under it
    const summary = page.getByTestId('rs-rules-summary');
    const before = await summary.innerText();
    await page.locator('#rs-rules').selectOption('dutch');
    await expect(summary).not.toHaveText(before);
    await page.locator('#rs-rules').selectOption('common');
    await expect(summary).toHaveText(before);
    await typeNames(page, 'en', ['Anna', 'Ben', 'Cem', 'Dora']);
    await start.click();
    await expect(page.locator('.rt-heading')).toBeVisible();
    await page.unroute(/\/SetupScreen\.[\w-]+\.js$/);

    // the game is open last: with the table's code held back, the page says it is loading and
    // shows no set-up form; then the table comes, the game as it was
    const releaseTable = await holdBack(page, /\/TableScreen\.[\w-]+\.js$/);
    const setupAsked: string[] = [];
    page.on('request', (request) => {
      if (/\/SetupScreen\.[\w-]+\.js$/.test(request.url())) setupAsked.push(request.url());
    });
    await page.goto('/en/referee/');
    await expect(page.getByText(refereeLoading('en')).first()).toBeVisible();
    await expect(start).toBeHidden();
    releaseTable();
    await expect(page.locator('.rt-heading')).toBeVisible();
    await expect(page.locator('.rt-dock')).toBeVisible();
    expect(setupAsked, 'the set-up screen’s code loaded for a game that goes on').toEqual([]);
  });

  test('what was filled in before Start survives a reload (de); the next game keeps the table', async ({
    page,
  }) => {
    const w = SETUP.de;
    await page.goto('/de/referee/');
    await ready(page);
    await typeNames(page, 'de', ['Anna', 'Ben', 'Cem', 'Dora']);
    await page.getByLabel(w.dealerLabel, { exact: true }).selectOption({ label: 'Ben' });
    await page.getByRole('radio', { name: new RegExp(w.modeKnown) }).check();
    await page.getByLabel(w.gameNameLabel, { exact: true }).fill('Freitag');

    await page.reload();
    await ready(page);
    await expect.poll(() => seating(page)).toEqual(['Anna', 'Ben', 'Cem', 'Dora']);
    await expect(
      page.getByLabel(w.dealerLabel, { exact: true }).locator('option:checked'),
    ).toHaveText('Ben');
    await expect(page.getByRole('radio', { name: new RegExp(w.modeKnown) })).toBeChecked();
    await expect(page.getByLabel(w.gameNameLabel, { exact: true })).toHaveValue('Freitag');

    // Start opens the game; back at the set-up for a new one: the same players and mode, the
    // dealer and the game's name afresh
    await page.getByRole('radio', { name: new RegExp(w.modeTable) }).check();
    await page.getByRole('button', { name: w.start, exact: true }).click();
    await expect(page.locator('.rt-heading')).toBeVisible();
    await page.getByRole('button', { name: TABLE.de.leave }).click();
    await ready(page);
    await expect.poll(() => seating(page)).toEqual(['Anna', 'Ben', 'Cem', 'Dora']);
    await expect(page.getByRole('radio', { name: new RegExp(w.modeTable) })).toBeChecked();
    await expect(
      page.getByLabel(w.dealerLabel, { exact: true }).locator('option:checked'),
    ).toHaveText('Dora');
    await expect(page.getByLabel(w.gameNameLabel, { exact: true })).toHaveValue('');
  });

  test('a seat dragged by its handle (pointer)', async ({ page }) => {
    await page.goto('/en/referee/');
    await ready(page);
    await typeNames(page, 'en', ['Anna', 'Ben', 'Cem', 'Dora']);
    const rows = page.locator('.rs-seats li');
    const handle = await rows.nth(3).locator('.reorder-handle').boundingBox();
    const first = await rows.nth(0).boundingBox();
    if (handle === null || first === null) throw new Error('no layout');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, first.y + 4, { steps: 10 });
    await page.mouse.up();
    expect(await seating(page)).toEqual(['Dora', 'Anna', 'Ben', 'Cem']);
    await expect(page.getByTestId('rs-announce')).toHaveText(
      fill(SETUP.en.moved, { name: 'Dora', seat: 1, count: 4 }),
    );
  });

  test('a ?rules= link opens with its rules and leaves the panel’s choice alone', async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '1~swedish'), PANEL_KEY);
    await page.goto('/en/referee/?rules=1~house~one-lap.on');
    await ready(page);
    await expect(page.locator('#rs-rules option:checked')).toHaveText(SETUP.en.rulesFromLink);
    const strings = houseRulesStrings('en');
    const choice = decodeRuleLink('1~house~one-lap.on');
    const card = ruleCard(choice, strings);
    await expect(page.getByTestId('rs-rules-summary')).toHaveText(
      `${card.preset} ${card.changed ?? ''}`,
    );
    // The panel's saved choice is offered too, and was not overwritten.
    await page.getByLabel(SETUP.en.rulesLabel).selectOption({ label: SETUP.en.rulesSaved });
    await expect(page.getByTestId('rs-rules-summary')).toHaveText(
      fill(strings.card.preset, { preset: strings.presets.swedish.name }),
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), PANEL_KEY)).toBe('1~swedish');
    await expect(page.getByTestId('rs-link-notice')).toHaveCount(0);
  });

  test('a forged link: a translated notice, the valid part kept (de)', async ({ page }) => {
    const forged = '1~house~one-lap.maybe~bogus.x~clear.8';
    await page.goto(`/de/referee/?rules=${forged}`);
    await ready(page);
    const strings = houseRulesStrings('de');
    const read = decodeRuleLink(forged);
    const notice = page.getByTestId('rs-link-notice');
    await expect(notice.locator('li')).toHaveText(read.notices.map((n) => noticeText(n, strings)));
    await expect(notice).toContainText(SETUP.de.linkNotice);
    const card = ruleCard(read, strings);
    await expect(page.getByTestId('rs-rules-summary')).toHaveText(
      `${card.preset} ${card.changed ?? ''}`,
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), PANEL_KEY)).toBeNull();
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: SETUP.de.dismiss }).click();
    await expect(notice).toHaveCount(0);
  });

  test('mid-game at round 3 with last round’s places, and a hostile name as text', async ({
    page,
  }) => {
    const s = SETUP.en;
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto('/en/referee/');
    await ready(page);
    await typeNames(page, 'en', ['Anna', 'Ben', HOSTILE, 'Dora']);
    await page.getByLabel(s.fromMiddle).check();
    await page.getByLabel(s.roundLabel).fill('1');
    await page.getByRole('button', { name: s.start }).click();
    await expect(page.locator('#rs-round-error')).toHaveText(fill(s.errors.round, { max: 999 }));
    await expect(page.getByLabel(s.roundLabel)).toBeFocused();
    await page.getByLabel(s.roundLabel).fill('3');
    // Places: Dora first (three moves up), then the hostile name second.
    const places = page.locator('.rs-places');
    for (let i = 0; i < 3; i++)
      await places.getByRole('button', { name: fill(s.moveUp, { name: 'Dora' }) }).click();
    for (let i = 0; i < 2; i++)
      await places.getByRole('button', { name: fill(s.moveUp, { name: HOSTILE }) }).click();
    await expect(page.getByTestId('rs-announce')).toHaveText(
      fill(s.placeMoved, { name: HOSTILE, seat: 2, count: 4 }),
    );
    await expect(places.locator('.rs-place-name')).toHaveText(['Dora', HOSTILE, 'Anna', 'Ben']);
    // The name is text everywhere: in the places, the dealer menu, the labels; no element made.
    await expect(page.locator('.referee img')).toHaveCount(0);
    await expect(page.locator('#rs-dealer option:checked')).toHaveText('Ben');
    // points so far are asked only when the rules count points: not in common, in classic
    await expect(page.getByText(s.totalsHeading)).toHaveCount(0);
    await page.locator('#rs-rules').selectOption('classic');
    await page.getByText(s.totalsHeading).click();
    await page.getByLabel(fill(s.totalLabel, { name: 'Dora' })).fill('7');
    await page.getByLabel(fill(s.totalLabel, { name: 'Anna' })).fill('x');
    await page.getByRole('button', { name: s.start }).click();
    await expect(page.getByLabel(fill(s.totalLabel, { name: 'Anna' }))).toBeFocused();
    await expect(page.locator('.rs-error')).toHaveText([s.errors.total]);
    await expectNoAxeViolations(page);
    await page.getByLabel(fill(s.totalLabel, { name: 'Anna' })).fill('');
    await page.getByRole('button', { name: s.start }).click();
    await expect(page.getByRole('button', { name: s.start })).toHaveCount(0);
    await openTools(page, 'en');
    const transcript = await page.getByLabel(DISPUTES.en.transcriptLabel).inputValue();
    expect(transcript).toContain(`players: Anna, Ben, ${HOSTILE}, Dora`);
    expect(transcript).toContain('round 3');
    expect(transcript).toContain(`previous: Dora, ${HOSTILE}, Anna, Ben`);
    // Back to the set-up: the saved game is listed with its round, and resumes from there.
    await page.getByRole('button', { name: TABLE.en.leave }).click();
    const kept = page.locator('.rs-kept-game');
    await expect(kept).toHaveCount(1);
    await expect(kept.locator('.rs-hint')).toContainText(`${fill(s.kept.round, { round: 3 })} · `);
    await kept.getByRole('button', { name: new RegExp(`^${s.kept.resume}`) }).click();
    await expect(page.locator('.rt-heading')).toContainText('3');
    expect(dialogs).toBe(0);
  });

  for (const [lang, file] of [
    ['en', 'one-lap-mandatory.txt'],
    ['de', 'swedish-known.txt'],
  ] as const) {
    test(`${lang}: text that is no transcript is refused by its line; a golden transcript imported gives the CLI's report; export → import is the same`, async ({
      page,
    }) => {
      const d = DISPUTES[lang];
      const text = readFileSync(join(CASES, file), 'utf8');
      await page.goto(`/${lang}/referee/`);
      await ready(page);
      await openTools(page, lang);
      await expect(page.getByText(d.exportNone)).toBeVisible();
      // Text that is no transcript is not judged: its line said as the import says it
      await page.getByLabel(d.pasteLabel).fill('hello world');
      await page.getByRole('button', { name: d.check, exact: true }).click();
      await expect(page.locator('.rd-problem').first()).toContainText(
        fill(d.errorParse, { line: 1, message: '' }),
      );
      await expect(page.locator('.rd-problem').first()).toContainText('hello world');
      await expect(page.getByTestId('rd-report')).toHaveCount(0);
      // The file button is the page's own, in its words, big enough for a finger.
      const fileButton = page.locator('label[for="rd-file"]');
      await expect(fileButton).toHaveText(d.fileLabel);
      expect((await fileButton.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      await page.getByLabel(d.fileLabel).setInputFiles(join(CASES, file));
      await expect(page.getByTestId('rd-file-name')).toHaveText(file);
      const report = page.getByTestId('rd-report');
      // Exactly what `president-referee check --lang <lang> <file>` prints.
      const expected = cliReport(file, lang);
      await expect(report).toHaveText(expected.trimEnd(), { useInnerText: true });
      // At phone size a refused move's player and cards stay on one line (the line wraps
      // around them, not between two cards).
      const moves = report.locator('.rd-move');
      expect(await moves.count()).toBeGreaterThan(0);
      const heights = await moves.evaluateAll((els) =>
        els.map(
          (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
        ),
      );
      expect(heights.every((lines) => lines < 1.5)).toBe(true);
      // The golden file's refused lines are the ones the page lists (en messages).
      if (lang === 'en') {
        const golden = JSON.parse(
          readFileSync(join(CASES, file.replace('.txt', '.json')), 'utf8'),
        ) as {
          report: { moves: { line: number; legal: boolean; message?: string }[] };
        };
        for (const move of golden.report.moves.filter((m) => !m.legal)) {
          await expect(report).toContainText(`line ${String(move.line).padStart(4)}`);
          await expect(report).toContainText(move.message ?? '');
        }
      }
      await expectNoAxeViolations(page);

      // Open it as a game: the table screen, far above, is shown and has the focus; the export
      // is the same transcript, and checks the same.
      await page.getByRole('button', { name: d.openInReferee }).click();
      await expect(page.getByTestId('rd-import-status')).toHaveText(d.opened);
      await expect(page.locator('#rt-heading')).toBeInViewport();
      expect(
        await page.evaluate(() =>
          document.querySelector('.referee-table')?.contains(document.activeElement),
        ),
      ).toBe(true);
      const exported = await page.getByLabel(d.transcriptLabel).inputValue();
      await page.getByLabel(d.pasteLabel).fill(exported);
      await page.getByRole('button', { name: d.check, exact: true }).click();
      const again = await report.innerText();
      const body = (r: string) => r.split('\n').slice(1).join('\n').trim();
      expect(body(again)).toBe(body(expected));
      await page.getByRole('button', { name: d.openInReferee }).click();
      expect(await page.getByLabel(d.transcriptLabel).inputValue()).toBe(exported);
      expect(exported.length).toBeGreaterThan(text.length / 2);
    });
  }

  test('a #game= link carries the game; a damaged one says so', async ({ page }) => {
    const d = DISPUTES.en;
    await page.goto('/en/referee/');
    await ready(page);
    await openTools(page, 'en');
    await page.getByLabel(d.fileLabel).setInputFiles(join(CASES, 'common-table.txt'));
    await page.getByRole('button', { name: d.openInReferee }).click();
    await page.getByRole('button', { name: d.makeLink }).click();
    const url = await page.getByLabel(d.linkLabel).inputValue();
    expect(url).toMatch(/\/en\/referee\/#game=1\.[A-Za-z0-9_-]+$/);
    expect(url.length).toBeLessThanOrEqual(2000);
    const exported = await page.getByLabel(d.transcriptLabel).inputValue();

    await page.goto('/en/');
    await page.goto(url);
    await expect(page.getByTestId('rd-import-status')).toHaveText(d.fromLink);
    expect(await page.getByLabel(d.pasteLabel).inputValue()).toBe(exported);
    await expect(page.getByTestId('rd-report')).toContainText('all 193 moves legal');
    // the report is what the link was sent for: it is shown, not left below the set-up
    await expect(page.locator('#rd-report-title')).toBeFocused();
    await expect(page.locator('#rd-report-title')).toBeInViewport();

    await page.goto('/en/');
    await page.goto('/en/referee/#game=1.AAAAbroken');
    await expect(page.getByRole('alert').filter({ hasText: d.linkDamaged })).toBeVisible();
  });

  test('phone: a round\'s end with points and standings keeps "Next round" under the thumb, the exchange its keys', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    // a finished first round under Klassisch (points, standings, the next round's gives)
    await openFinishedRound(page, 'de', 'classic', ['Maximiliane', 'Ben', 'Aïsha', 'Tom'], 7);
    await expect(page.locator('#rt-round-end-heading')).toBeInViewport();
    await expect(page.locator('.rt-standings')).toBeVisible();
    // taller than the screen, and yet the key is whole at its foot
    expect(await page.locator('.rt-round-end').evaluate((el) => el.scrollHeight)).toBeGreaterThan(
      PHONE.height,
    );
    const next = page.locator('.rt-next-button');
    await expect(next).toBeInViewport({ ratio: 1 });
    await next.click();
    await expect(page.locator('.rt-exchange')).toBeVisible();
    // The exchange: its keys are brought into view, Undo too, and stay where they are while
    // the gives are entered (a verdict appearing above them, a give's first card picked)
    const ranks = page.locator('.rt-dock .rt-ranks');
    const undo = page.locator('.rt-dock .rt-undo');
    await expect(undo).toBeInViewport({ ratio: 1 });
    const at = await paintedY(ranks);
    const rank = (label: string) =>
      page.locator('.rt-rank').filter({ hasText: new RegExp(`^${label}$`) });
    for (const label of ['2', '2', 'A', '3']) {
      await rank(label).click();
      expect(await paintedY(ranks)).toBeCloseTo(at, 0);
    }
    await expect(page.locator('.rt-accepted')).toBeVisible();
    await expect(undo).toBeInViewport({ ratio: 1 });
  });

  test('sv: players who change places between rounds are seated anew at the round end', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const t = TABLE.sv;
    // a finished first round under the Swedish rules, five players (003: the players change
    // places between deals)
    const players = ['Lisa', 'Olle', 'Sara', 'Johan', 'Märta'];
    await openFinishedRound(page, 'sv', 'swedish', players, 11);
    await expect(page.locator('#rt-round-end-heading')).toBeVisible();
    // opened from a link there is no verdict to show: no empty band above the places
    await expect(page.locator('.rt-verdict')).toBeHidden();
    // folded, it says the seating as it stands
    const summary = page.locator('#rt-seating-title');
    await expect(summary).toHaveText(t.seating(2, players));
    await summary.click();
    await page.getByRole('button', { name: fill(t.moveUp, { name: 'Märta' }) }).click();
    await expect(page.locator('.rt-seating [aria-live]')).toHaveText(
      fill(t.seatMoved, { name: 'Märta', seat: 4, count: 5 }),
    );
    const seated = ['Lisa', 'Olle', 'Sara', 'Märta', 'Johan'];
    await expect(summary).toHaveText(t.seating(2, seated));
    await expectNoAxeViolations(page);
    // a reload at the round's end keeps the seating chosen
    await page.reload();
    await expect(summary).toHaveText(t.seating(2, seated));
    await page.locator('.rt-next-button').click();
    // the next round is dealt with that seating: the export (the tools are open since the
    // link was read) says so
    await expect(page.locator('.rt-exchange')).toBeVisible();
    const transcript = await page.getByLabel(DISPUTES.sv.transcriptLabel).inputValue();
    expect(transcript.slice(transcript.indexOf('round 2'))).toContain(
      `players: ${seated.join(', ')}`,
    );
  });

  test('phone, five players: when play begins after the exchange, the player to lead is in view above the pad', async ({
    page,
  }) => {
    // the President leads round 2, in the last seat
    await swedishRoundTwo(page);
    const acting = page.locator('.rt-acting');
    await expect(acting).toContainText('Märta');
    // once painted: the seat whole on the screen, above the pad at its foot
    const dock = page.locator('.rt-dock');
    await paintedY(dock);
    const seat = await acting.boundingBox();
    const pad = await dock.boundingBox();
    expect(seat && pad && seat.y >= 0 && seat.y + seat.height <= pad.y + 0.5).toBe(true);
  });

  test('phone, five players in round 2: the seats stay above the pad as the trick grows, and when the page opens again', async ({
    page,
  }) => {
    // in round 2 each seat says its role of the last round: five seats take three rows of two
    // lines or more
    const rank = await swedishRoundTwo(page);
    const dock = page.locator('.rt-dock');
    const seatsAbovePad = async (): Promise<void> => {
      await paintedY(dock);
      const seats = await page.locator('.rt-seats').boundingBox();
      const pad = await dock.boundingBox();
      expect(seats && pad && seats.y + seats.height <= pad.y + 0.5).toBe(true);
    };
    await seatsAbovePad();
    // a trick of singles, one tap each: the pile takes a second line above the seats
    const pile = page.locator('.rt-pile');
    const lines = async () => (await pile.boundingBox())?.height ?? 0;
    let oneLine = 0;
    for (const label of ['3', '4', '5', '6', '7', '8', '9']) {
      await rank(label).click();
      await expect(page.locator('.rt-accepted')).toBeVisible();
      if (oneLine === 0) oneLine = await lines();
      await seatsAbovePad();
    }
    expect(await lines()).toBeGreaterThan(oneLine * 1.5);
    // the page opened again (a new tab, the phone woken up): the game open last is shown from
    // the heading, but not with a seat under the pad
    await page.goto('/sv/referee/');
    await expect(page.locator('.rt-acting')).toBeVisible();
    await seatsAbovePad();
  });

  test('phone on its side, five players: every key of the pad whole on the screen when the game opens again and after a refusal', async ({
    page,
  }) => {
    // five players' keys, the count, the suits and the ranks are taller than the screen: the
    // pad's column scrolls, and stays at its foot
    const sideways = { width: 844, height: 390 };
    const rank = await swedishRoundTwo(page, sideways);
    const keysWhole = async (): Promise<void> => {
      await paintedY(page.locator('.rt-dock'));
      const last = await rank('2').boundingBox();
      const first = await page.locator('.rt-who').first().boundingBox();
      expect(last && last.y + last.height <= sideways.height + 0.5).toBe(true);
      expect(first && first.y >= 0).toBe(true);
    };
    await page.goto('/sv/referee/');
    await expect(page.locator('.rt-acting')).toBeVisible();
    await keysWhole();
    // a lead of nines, then threes on them: refused, its reason above the keys
    await rank('9').click();
    await expect(page.locator('.rt-accepted')).toBeVisible();
    await rank('3').click();
    await expect(page.locator('.rt-refused-box')).toBeVisible();
    await keysWhole();
  });

  test('the start page, the navigation and the house-rules panel lead to the referee', async ({
    page,
  }) => {
    await page.goto('/sv/');
    // the navigation's entry (behind the menu button on a small screen)
    await expect(page.locator('header nav a[href="/sv/referee/"]')).toHaveText('Domare');
    await page.getByRole('link', { name: 'Öppna domaren för ert bord' }).click();
    await expect(page).toHaveURL(/\/sv\/referee\/$/);
    await page.goto('/en/house-rules/?rules=1~house~one-lap.on');
    const link = page.getByRole('link', { name: houseRulesStrings('en').actions.referee });
    // the panel hydrates when it comes near the screen (client:visible), then reads the link
    await link.scrollIntoViewIfNeeded();
    await expect(link).toHaveAttribute('href', '/en/referee/?rules=1~house~one-lap.on');
    await link.click();
    await ready(page);
    await expect(page.locator('#rs-rules option:checked')).toHaveText(SETUP.en.rulesFromLink);
  });
});
