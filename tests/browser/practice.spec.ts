/**
 * The practice table (/<lang>/practice/) in Debian's Chromium, at phone size and on a
 * desktop: a whole game of two rounds (a share link's rules) played to the final standings by
 * pressing Hint then Play (or Pass when nothing beats), in German on the phone and English on
 * the desktop, its texts checked against the language's words, and on its first turn an
 * illegal selection showing the engine's reason with Play disabled; a game's link opened in a new browser context deals the same
 * cards and the computers answer the same plays the same way; the start screen in the page's
 * HTML, hydrated in place; a reload mid-round resumes exactly (a loading line, no start
 * screen, while the table loads); a game by keyboard alone; a corrupt saved game gives a translated notice and a
 * clean start; two tabs on one saved game (one plays, the other follows, "Play here" moves the
 * game, closing the writing tab hands it back); the Strong computers answering through their
 * Web Worker. axe finds nothing in every state; the fixture fails any test on a console
 * error or a CSP violation.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { fill } from '../../src/i18n/format/fill.ts';
import type { Lang } from '../../src/i18n/langs.ts';
import { sentence } from '../../src/i18n/format/index.ts';
import { MESSAGES, verdictMessage } from '../../src/i18n/messages/index.ts';
import { houseRulesStrings } from '../../src/i18n/options/index.ts';
import { PRACTICE } from '../../src/i18n/practice/all.ts';
import type { RankOrJoker } from '../../src/engine/cards.ts';
import {
  expect,
  expectNoAxeViolations as expectNoAxe,
  holdBack,
  markDrawn,
  stillMarked,
  test,
  watchProblems,
} from './fixtures.ts';

test.describe.configure({ timeout: 360_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The computers play fast (the menu's choice, kept in storage) so a game takes a minute. */
async function playFast(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('president-practice:prefs', JSON.stringify({ speed: 'fast' }));
  });
}

/** axe on the practice island in a named state. */
async function expectNoAxeViolations(page: Page, state: string) {
  await expectNoAxe(page, { include: '.practice', state });
}

/** Opens the practice page and waits for the start screen (the island loads its table first). */
async function openStart(page: Page, lang: Lang, query = '') {
  await page.goto(`/${lang}/practice/${query}`);
  await expect(page.locator('.pt-start')).toBeVisible();
  // the server's form takes input once the island has hydrated it
  await expect(page.locator('.pt-start')).not.toHaveAttribute('inert');
}

/** Chooses three rounds and starts; waits until the deal has been shown. */
async function startThreeRounds(page: Page, lang: Lang) {
  const s = PRACTICE[lang].start;
  await page.getByRole('radio', { name: fill(s.lengthRounds.other, { n: 3 }) }).check();
  await page.getByRole('button', { name: s.start, exact: true }).click();
  await expect(page.locator('.pt-table')).toBeVisible();
  await expect(page.locator('.pt-table')).not.toHaveClass(/pt-dealing/);
}

function buttons(page: Page, lang: Lang) {
  const t = PRACTICE[lang].table;
  const actions = page.locator('.pt-actions');
  return {
    play: actions.getByRole('button', { name: t.play, exact: true }),
    give: actions.getByRole('button', { name: t.exchange.give, exact: true }),
    pass: actions.getByRole('button', { name: t.pass, exact: true }),
    hint: actions.getByRole('button', { name: t.hint, exact: true }),
  };
}

/** The keys of the person's cards (`9H`, `X#1`), in the hand's order. */
async function handKeys(page: Page): Promise<string[]> {
  return page
    .locator('.pt-hand .pt-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card') ?? ''));
}

/** What the table shows of the others and the trick (their counts, last turns, the pile). */
async function tableText(page: Page): Promise<string> {
  const seats = await page.locator('.pt-seats').first().innerText();
  const pile = await page.locator('.pt-centre').innerText();
  return `${seats}\n${pile}`;
}

/** Waits until the person can act (Hint is enabled) or the round has ended. */
/**
 * Whether a control is there and enabled now. A control that goes away between two looks (the
 * round ends, and the hint with it) counts as not enabled: `isEnabled` alone would wait for it
 * to come back until the test's time is up.
 */
async function enabledNow(control: Locator): Promise<boolean> {
  return (await control.count()) > 0 && control.isEnabled({ timeout: 500 }).catch(() => false);
}

async function untilPersonOrEnd(page: Page, lang: Lang) {
  const { hint } = buttons(page, lang);
  await expect(async () => {
    const ended = await page.locator('[data-testid=pt-round-end]').count();
    expect(ended > 0 || (await enabledNow(hint))).toBe(true);
    // look every 100 ms: the default backs off to a second, which a computer's turn outlasts
  }).toPass({ timeout: 60_000, intervals: [100] });
}

/** The person's turn by Hint then Play (Give back in the exchange), or Pass when nothing beats. */
async function hintAndPlay(page: Page, lang: Lang) {
  const { play, give, pass, hint } = buttons(page, lang);
  // Leading (nothing on the table to beat), Pass is not allowed: pressed, it says why.
  const leading =
    (await hint.isEnabled()) &&
    (await give.count()) === 0 &&
    (await page.locator('.pt-centre .pt-pile:not(.pt-ended)').count()) === 0;
  if (leading) {
    await expect(pass).toHaveAttribute('aria-disabled', 'true');
    // (force: Playwright waits for an aria-disabled button to be enabled; a person just taps)
    await pass.click({ force: true });
    await expect(page.locator('.pt-hint-line')).toHaveText(PRACTICE[lang].table.leaderCannotPass);
  }
  await hint.click();
  if (await give.count()) {
    await expect(give).toBeEnabled();
    await give.click();
  } else if (await play.isEnabled()) {
    await play.click();
  } else {
    await expect(page.getByTestId('pt-status')).toBeVisible();
    await expect(pass).toBeEnabled();
    await pass.click();
  }
}

/**
 * At the person's turn: two cards of different ranks selected, the engine's reason shows and
 * Play stays disabled; Hint replaces the selection with a valid one (or says nothing beats).
 */
async function illegalSelection(page: Page, lang: Lang) {
  await untilPersonOrEnd(page, lang);
  const keys = await handKeys(page);
  const rank = (key: string) => key.replace(/[CDHS]?(#\d+)?$/, '') as RankOrJoker;
  const first = keys[0] ?? '';
  const other = keys.find((k) => rank(k) !== rank(first)) ?? '';
  await page.locator(`.pt-card[data-card="${first}"]`).click();
  await page.locator(`.pt-card[data-card="${other}"]`).click();
  await expect(page.locator(`.pt-card[data-card="${first}"]`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // the engine's reason, told as a sentence with its full stop
  const reason = sentence(
    verdictMessage(
      { code: 'mixed-ranks', player: '', ranks: [rank(first), rank(other)], jokerHigh: true },
      lang,
    ),
  );
  expect(reason).toMatch(/\.$/);
  await expect(page.getByTestId('pt-status')).toHaveText(reason);
  await expect(buttons(page, lang).play).toBeDisabled();
  await expectNoAxeViolations(page, 'illegal selection');
  await buttons(page, lang).hint.click();
  await expect(page.getByTestId('pt-status')).not.toHaveText(reason);
}

/** Plays the game out (the person by hints) to the final standings, checking axe in each state. */
async function playToStandings(page: Page, lang: Lang) {
  const t = PRACTICE[lang].table;
  const checked = new Set<string>();
  const axeOnce = async (state: string) => {
    if (checked.has(state)) return;
    checked.add(state);
    await expectNoAxeViolations(page, state);
  };
  for (let step = 0; step < 1000; step++) {
    if (await page.getByTestId('pt-standings').count()) break;
    if (await page.getByTestId('pt-round-end').count()) {
      await axeOnce('round over');
      const next = page.getByTestId('pt-round-end').getByRole('button', { name: /./ }).first();
      await next.click();
      await expect(page.locator('.pt-table')).not.toHaveClass(/pt-dealing/);
      // the key that dealt the round is gone: the focus is in the hand, not left on nothing
      if (!(await page.getByTestId('pt-standings').count()))
        await expect(page.locator('.pt-hand .pt-card:focus')).toHaveCount(1);
      // every seat says its role of the last round until this round places it
      if (!checked.has('roles')) {
        checked.add('roles');
        await expect(page.locator('.pt-seat-role')).toHaveCount(4);
        // one President, said as the seat says a role ("Last round: President", not "… Vice President")
        const said = t.lastRole.replace('{role}', MESSAGES[lang].roles.president);
        const president = new RegExp(`^${said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
        await expect(page.locator('.pt-seat-role').filter({ hasText: president })).toHaveCount(1);
      }
      continue;
    }
    const { hint, give } = buttons(page, lang);
    // the round may end between two looks: then the buttons are gone (never wait for them)
    if (await enabledNow(hint)) {
      const giving = (await give.count()) > 0;
      if (giving) await axeOnce('exchange');
      else await axeOnce('playing');
      // faded cards are explained in the status line, not only to screen readers (at a turn
      // with nothing selected yet: a hint's or a refusal's line takes its place)
      const faded = await page.locator('.pt-card.pt-dim').count();
      const chosen = await page.locator('.pt-card[aria-pressed="true"]').count();
      if (!giving && !checked.has('faded') && faded > 0 && chosen === 0) {
        checked.add('faded');
        await expect(page.getByTestId('pt-status')).toContainText(t.yourTurnFaded);
      }
      await hintAndPlay(page, lang);
      if (giving && !checked.has('gave')) {
        checked.add('gave');
        // the person's give is said once, in the exchange list (not again as the last move)
        const list = page.getByTestId('pt-exchange');
        const [before = '', after = ''] = t.exchange.gave.split('{cards}');
        const line = list.locator('li').filter({ hasText: before.trim() }).last();
        await expect(line).toBeVisible();
        const said = (await line.innerText()).slice(before.length);
        const cards = said.slice(0, said.indexOf(after.split('{name}')[0] ?? ''));
        await expect(page.getByTestId('pt-events')).not.toContainText(cards);
        // From round 2 on (each seat with last round's role, the exchange listed) the table
        // is seen whole, from its top bar to its buttons.
        await expect(page.locator('.pt-bar')).toBeInViewport({ ratio: 1 });
        await expect(page.locator('.pt-actions')).toBeInViewport({ ratio: 1 });
      }
      continue;
    }
    // the menu's skip button (in the closed menu until opened)
    const skip = page.locator('.pt-menu button', { hasText: t.menu.skip });
    if (await enabledNow(skip)) {
      await page.locator('.pt-menu summary').click();
      await axeOnce('menu');
      // the round may have ended meanwhile: then there is nothing to skip
      if (await enabledNow(skip)) {
        await skip.click();
        // the round's end comes in the menu's place: the menu closes
        await expect(page.locator('.pt-menu')).not.toHaveAttribute('open');
      } else await page.locator('.pt-menu summary').click();
      continue;
    }
    await page.waitForTimeout(100);
  }
  const standings = page.getByTestId('pt-standings');
  await expect(standings).toBeVisible();
  await expect(standings.getByRole('heading', { name: t.gameOver.heading })).toBeVisible();
  await expect(standings.locator('ol li')).toHaveCount(4);
  await axeOnce('game over');
}

for (const [size, viewport, lang] of [
  ['phone', PHONE, 'de'],
  ['desktop', DESKTOP, 'en'],
] as const) {
  test(`${size} (${lang}): a whole two-round game from a rule link, by Hint and Play to the final standings; an illegal selection says why`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await playFast(page);
    // A share link's rules with a game of two rounds: the first round, its end, the exchange,
    // the second round and the final standings, every state of a game of any length.
    await openStart(page, lang, '?rules=1~revolution~length.rounds-2');
    const s = PRACTICE[lang].start;
    await expect(page.getByRole('heading', { name: s.heading })).toBeVisible();
    const fromLink = page.getByRole('radio', { name: s.rulesLink, exact: true });
    const twoRounds = page.getByRole('radio', { name: fill(s.lengthRounds.other, { n: 2 }) });
    await expect(fromLink).toBeChecked();
    await expect(twoRounds).toBeChecked();
    // the table-rules card of the chosen rules, rewritten when the choice changes
    const card = page.getByTestId('pt-rule-card');
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page, 'start');
    const before = await card.innerText();
    await page
      .getByRole('radio', { name: houseRulesStrings(lang).presets.classic.name, exact: true })
      .check();
    await expect(card).not.toHaveText(before);
    await expect(twoRounds).toHaveCount(0);
    await fromLink.check();
    await expect(card).toHaveText(before, { useInnerText: true });
    await expect(twoRounds).toBeChecked();
    await page.getByRole('button', { name: s.start, exact: true }).click();
    // the deal, card by card, skipped by a tap
    await expect(page.getByTestId('pt-status')).toHaveText(PRACTICE[lang].table.dealing);
    await page.getByRole('button', { name: PRACTICE[lang].table.skipDeal }).click();
    await expect(page.locator('.pt-table')).not.toHaveClass(/pt-dealing/);
    await expect(page.locator('.pt-round')).toHaveText(
      fill(PRACTICE[lang].table.roundOf, { n: 1, total: 2 }),
    );
    await expect(page.locator('.pt-hand .pt-card')).toHaveCount(13);
    // the table is shown from its top: the other players and the person's keys in one view
    await expect(page.locator('.pt-seats').first()).toBeInViewport();
    await expect(buttons(page, lang).hint).toBeInViewport();
    await illegalSelection(page, lang);
    await playToStandings(page, lang);
  });
}

/** The person's hand and the table at their first two turns of a game, playing by hints. */
async function firstTurns(page: Page, lang: Lang): Promise<string[]> {
  const seen: string[] = [];
  for (let turn = 0; turn < 2; turn++) {
    await untilPersonOrEnd(page, lang);
    seen.push((await handKeys(page)).join(' '), await tableText(page));
    await hintAndPlay(page, lang);
  }
  return seen;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await playFast(page);
  return page;
}

test('a game’s link in a new browser context deals the same cards and the same computer plays', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  await playFast(page);
  await openStart(page, 'en');
  await startThreeRounds(page, 'en');
  const link = await page.getByTestId('pt-game-link').getAttribute('href');
  expect(link).toMatch(
    /\/en\/practice\/\?rules=1~classic~length\.rounds-3&players=4&level=normal&game=[0-9A-Z]{7}$/,
  );
  const code = /game=([0-9A-Z]{7})$/.exec(link ?? '')?.[1] ?? '';
  await expect(page.getByTestId('pt-code')).toHaveText(fill(PRACTICE.en.table.menu.code, { code }));
  const here = await firstTurns(page, 'en');

  const other = await newPage(browser);
  await other.goto(link ?? '');
  await expect(other.getByTestId('pt-link-code')).toHaveText(
    fill(PRACTICE.en.start.fromLink, { code }),
  );
  await expectNoAxeViolations(other, 'start from a link');
  await other.getByRole('button', { name: PRACTICE.en.start.start, exact: true }).click();
  await expect(other.locator('.pt-table')).not.toHaveClass(/pt-dealing/);
  expect(await firstTurns(other, 'en')).toEqual(here);
  await other.context().close();
});

test('the start screen is in the page’s HTML and hydrates in place', async ({ page }) => {
  const s = PRACTICE.en.start;
  // without JavaScript's help the page already holds the start screen and its Start button
  const html = await (await page.request.get('/en/practice/')).text();
  expect(html).toContain('pt-start-title');
  expect(html).toContain(`>${s.start}</button>`);
  // how strong the computers are is said beside their choice, as measured
  expect(html).toContain(s.levelHint);

  // the start screen's code held back: the rows are on screen, drawn by the server, and take
  // no input yet
  const release = await holdBack(page, /\/StartPart\.[\w-]+\.js$/);
  await page.goto('/en/practice/');
  const three = page.getByRole('radio', { name: fill(s.lengthRounds.other, { n: 3 }) });
  await expect(three).toBeVisible();
  await expect(page.locator('.pt-start')).toHaveAttribute('inert');
  // a row, and the table-rules card, which hydrates in a task of its own after the rows
  const card = page.getByTestId('pt-rule-card');
  await markDrawn([three, card]);
  release();
  await expect(page.locator('.pt-start')).not.toHaveAttribute('inert');
  // hydrated, not drawn again: the same elements, now the island's
  expect(await stillMarked([three, card])).not.toContain(false);
  // the card is the island's: another rule set rewrites it
  const before = await card.innerText();
  await page
    .getByRole('radio', { name: houseRulesStrings('en').presets.dutch.name, exact: true })
    .check();
  await expect(card).not.toHaveText(before);
  await three.check();
  await page.getByRole('button', { name: s.start, exact: true }).click();
  await expect(page.locator('.pt-round')).toHaveText(
    fill(PRACTICE.en.table.roundOf, { n: 1, total: 3 }),
  );
});

test('with saved house rules (Swedish, phone) the start screen’s rows do not move when the island reads them', async ({
  page,
}) => {
  const s = PRACTICE.sv.start;
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    localStorage.setItem('president.house-rules', 'common; reentry=on');
  });
  // the server draws the screen without the saved rules; the island reads them once hydrated
  const release = await holdBack(page, /\/StartPart\.[\w-]+\.js$/);
  await page.goto('/sv/practice/');
  const rows = page.locator('.pt-start fieldset');
  await expect(rows.first()).toBeVisible();
  // the saved rules' chip is on screen from the first paint, before the island has read them
  const saved = page.getByRole('radio', { name: s.rulesSaved, exact: true });
  await expect(saved).toBeVisible();
  const tops = () =>
    rows.evaluateAll((all) => all.map((row) => Math.round(row.getBoundingClientRect().top)));
  const before = await tops();
  release();
  await expect(saved).toBeChecked();
  await expect(page.locator('.pt-start')).not.toHaveAttribute('inert');
  expect(await tops()).toEqual(before);
  // and without saved rules the chip is not there
  await page.addInitScript(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('.pt-start')).not.toHaveAttribute('inert');
  await expect(saved).toHaveCount(0);
  await expect(
    page.getByRole('radio', { name: houseRulesStrings('sv').presets.classic.name, exact: true }),
  ).toBeChecked();
});

test('phone, five players (de): the four others in one row, the table from its top bar to Play on screen', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await playFast(page);
  await openStart(page, 'de');
  await page.getByRole('radio', { name: '5', exact: true }).check();
  await startThreeRounds(page, 'de');
  const seats = page.locator('.pt-seats:not(.pt-my-seat) > li');
  await expect(seats).toHaveCount(4);
  const tops = await seats.evaluateAll((items) =>
    items.map((li) => li.getBoundingClientRect().top),
  );
  expect(new Set(tops).size, 'the others’ seats in one row').toBe(1);
  // seen from its top bar, as the table opens
  await page.evaluate(() => document.querySelector('.pt-bar')?.scrollIntoView({ block: 'start' }));
  await expect(page.locator('.pt-bar')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('.pt-actions')).toBeInViewport({ ratio: 1 });
});

test('a reload mid-round resumes exactly', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await playFast(page);
  await openStart(page, 'en');
  await startThreeRounds(page, 'en');
  for (let turn = 0; turn < 3; turn++) {
    await untilPersonOrEnd(page, 'en');
    await hintAndPlay(page, 'en');
  }
  await untilPersonOrEnd(page, 'en');
  const hand = await handKeys(page);
  const table = await tableText(page);
  const round = await page.locator('.pt-round').innerText();
  // with the table's code held back, the page says it is loading and shows no start screen;
  // the start screen's code is not loaded for a game that goes on
  const release = await holdBack(page, /\/table-en\.[\w-]+\.js$/);
  const startAsked: string[] = [];
  page.on('request', (request) => {
    if (/\/StartPart\.[\w-]+\.js$/.test(request.url())) startAsked.push(request.url());
  });
  await page.reload();
  // the page's loading line until the island is drawn, then the island's own: whichever shows
  await expect(
    page.locator('.pt-loading:visible', { hasText: PRACTICE.en.loading }).first(),
  ).toBeVisible();
  await expect(page.locator('.pt-start')).toBeHidden();
  release();
  await expect(page.locator('.pt-table')).toBeVisible();
  expect(startAsked, 'the start screen’s code loaded for a game that goes on').toEqual([]);
  expect(await handKeys(page)).toEqual(hand);
  expect(await tableText(page)).toBe(table);
  await expect(page.locator('.pt-round')).toHaveText(round);
  await expect(buttons(page, 'en').hint).toBeEnabled();
});

test('keyboard only: choose, deal, select by arrows, hint, play, and the menu', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await playFast(page);
  await openStart(page, 'en');
  const s = PRACTICE.en.start;
  const t = PRACTICE.en.table;
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  // the length row: tab into it and move to "3 rounds" with the arrow keys
  await page.getByRole('radio', { name: fill(s.lengthRounds.other, { n: 5 }) }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(
    page.getByRole('radio', { name: fill(s.lengthRounds.other, { n: 3 }) }),
  ).toBeChecked();
  for (let i = 0; i < 20 && (await focused()) !== s.start; i++) await page.keyboard.press('Tab');
  expect(await focused()).toBe(s.start);
  await page.keyboard.press('Enter');
  await expect(page.locator('.pt-table')).toBeVisible();
  await expect(page.locator('.pt-table')).not.toHaveClass(/pt-dealing/);
  await untilPersonOrEnd(page, 'en');

  // into the hand: one tab stop, arrows move, Space selects
  const count = (await handKeys(page)).length;
  for (let i = 0; i < 40; i++) {
    const inHand = await page.evaluate(() => document.activeElement?.classList.contains('pt-card'));
    if (inHand) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('End');
  await expect(page.locator('.pt-card').last()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('.pt-card').last()).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(page.locator('.pt-card').last()).toHaveAttribute('aria-pressed', 'false');

  // Hint selects a play, Play plays it: the hand has fewer cards, focus back in the hand
  for (let i = 0; i < 20 && (await focused()) !== t.hint; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const { play, pass } = buttons(page, 'en');
  const target = (await play.isEnabled()) ? t.play : t.pass;
  for (let i = 0; i < 6 && (await focused()) !== target; i++)
    await page.keyboard.press('Shift+Tab');
  expect(await focused()).toBe(target);
  await page.keyboard.press('Enter');
  if (target === t.play) await expect(page.locator('.pt-hand .pt-card')).not.toHaveCount(count);
  else await expect(pass).toBeDisabled();
  // the focus stays in the hand while the computers play: there at the person's next turn
  await untilPersonOrEnd(page, 'en');
  await expect(page.locator('.pt-hand .pt-card:focus')).toHaveCount(1);

  // the menu opens by keyboard and its speed choice is a radio row
  await page.locator('.pt-menu summary').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: t.menu.fast })).toBeVisible();
  await page.getByRole('radio', { name: t.menu.fast }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: t.menu.normal })).toBeChecked();
  await expectNoAxeViolations(page, 'menu open');
  // Escape closes it, the focus back on its button; Enter opens it again
  await page.keyboard.press('Escape');
  await expect(page.getByRole('radio', { name: t.menu.fast })).toBeHidden();
  await expect(page.locator('.pt-menu summary')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: t.menu.fast })).toBeVisible();

  // "New game" asks first (the game ends for good): the focus on "Keep playing", which keeps it
  const code = await page.getByTestId('pt-code').innerText();
  await page.getByRole('button', { name: t.menu.newGame, exact: true }).click();
  await expect(page.getByText(t.menu.newGameAsk)).toBeVisible();
  await expect(page.getByRole('button', { name: t.menu.newGameNo })).toBeFocused();
  await expectNoAxeViolations(page, 'new game asked');
  await page.keyboard.press('Enter');
  await expect(page.getByText(t.menu.newGameAsk)).toHaveCount(0);
  await expect(page.getByTestId('pt-code')).toHaveText(code);
  // asked again and answered: the start screen
  await page.getByRole('button', { name: t.menu.newGame, exact: true }).click();
  await page.getByRole('button', { name: t.menu.newGameYes }).click();
  await expect(page.locator('.pt-start')).toBeVisible();
});

test('a corrupt saved game: a translated notice and a clean start (German)', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded') === null) {
      localStorage.setItem('president-practice:game', '{"version":1,"rules":');
      sessionStorage.setItem('seeded', 'yes');
    }
  });
  await openStart(page, 'de');
  const n = PRACTICE.de.notices;
  await expect(page.getByTestId('pt-notices')).toContainText(n.setAside.json);
  await expect(page.getByTestId('pt-notices')).toContainText(n.cleanStart);
  await expectNoAxeViolations(page, 'notice');
  const aside = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('president-practice:aside:')),
  );
  expect(aside).toHaveLength(1);
  await page.getByRole('button', { name: n.dismiss }).click();
  await expect(page.getByTestId('pt-notices')).toBeEmpty();
  await expect(page.getByRole('button', { name: PRACTICE.de.start.start })).toBeEnabled();
});

/** The saved game's log length, read back as JSON (null: nothing saved or not readable). */
async function savedLogLength(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    try {
      const record = JSON.parse(localStorage.getItem('president-practice:game') ?? 'null') as {
        log?: unknown[];
      } | null;
      return Array.isArray(record?.log) ? record.log.length : null;
    } catch {
      return null;
    }
  });
}

test('two tabs on one saved game: one plays, the other follows and can take it over', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await playFast(page);
  await openStart(page, 'en');
  await startThreeRounds(page, 'en');
  for (let turn = 0; turn < 2; turn++) {
    await untilPersonOrEnd(page, 'en');
    await hintAndPlay(page, 'en');
  }
  await untilPersonOrEnd(page, 'en');
  const notices = PRACTICE.en.notices;

  // the second tab opens the kept game, says it is open elsewhere, and cannot move
  const second = await page.context().newPage();
  const problems = await watchProblems(second);
  await second.setViewportSize(DESKTOP);
  await second.goto('/en/practice/');
  await expect(second.locator('.pt-table')).toBeVisible();
  const notice = second.getByTestId('pt-notices');
  await expect(notice).toContainText(notices.elsewhere);
  await expect(page.getByTestId('pt-notices')).not.toContainText(notices.elsewhere);
  expect(await handKeys(second)).toEqual(await handKeys(page));
  await expect(buttons(second, 'en').hint).toBeDisabled();
  await expectNoAxeViolations(second, 'following');

  // the first tab plays on; the second follows every save
  await hintAndPlay(page, 'en');
  await untilPersonOrEnd(page, 'en');
  await expect.poll(async () => tableText(second)).toBe(await tableText(page));
  expect(await handKeys(second)).toEqual(await handKeys(page));

  // "Play here": the second tab takes the game over, the first follows
  const saved = await savedLogLength(second);
  expect(saved).not.toBeNull();
  await second.getByRole('button', { name: notices.takeOver }).click();
  await expect(notice).not.toContainText(notices.elsewhere);
  await expect(page.getByTestId('pt-notices')).toContainText(notices.elsewhere);
  await expect(buttons(page, 'en').hint).toBeDisabled();
  await untilPersonOrEnd(second, 'en');
  await hintAndPlay(second, 'en');
  await untilPersonOrEnd(second, 'en');
  // nothing was lost, the game went on from the save, and the first tab follows
  expect(await savedLogLength(second)).toBeGreaterThan(saved ?? 0);
  await expect.poll(async () => tableText(page)).toBe(await tableText(second));

  // the second tab closes: the first takes the game over where it was saved
  const left = await savedLogLength(page);
  await second.close();
  await expect(page.getByTestId('pt-notices')).not.toContainText(notices.elsewhere);
  expect(await savedLogLength(page)).toBeGreaterThanOrEqual(left ?? 0);
  await untilPersonOrEnd(page, 'en');
  await expect(buttons(page, 'en').hint).toBeEnabled();
  expect(problems).toEqual([]);
});

test('the Strong computers think in their Web Worker: plays appear, no console error, no CSP violation', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await playFast(page);
  const worker = page.waitForEvent('worker');
  await openStart(page, 'en');
  const s = PRACTICE.en.start;
  await page.getByRole('radio', { name: s.levels.strong, exact: true }).check();
  await page.getByRole('radio', { name: fill(s.lengthRounds.other, { n: 3 }) }).check();
  await page.getByRole('button', { name: s.start, exact: true }).click();
  await expect(page.locator('.pt-table')).toBeVisible();
  await page.getByRole('button', { name: PRACTICE.en.table.skipDeal }).click();
  // the worker starts with the first computer's question: when the person leads the round,
  // that question comes only after the person's play, so play first then
  const first = await Promise.race([
    worker.then(() => 'computer'),
    untilPersonOrEnd(page, 'en').then(() => 'person'),
  ]);
  if (first === 'person') await hintAndPlay(page, 'en');
  // its own script, counted as it answers
  const thinker = await worker;
  expect(thinker.url()).toMatch(/\/_astro\/strong[^/]*\.js$/);
  await thinker.evaluate(() => {
    const scope = self as unknown as {
      onmessage: ((event: MessageEvent) => void) | null;
      asked?: number;
    };
    const answer = scope.onmessage;
    scope.asked = 0;
    scope.onmessage = (event) => {
      scope.asked = (scope.asked ?? 0) + 1;
      answer?.(event);
    };
  });
  // play on by hints until the computers have answered through the worker several times
  for (let turn = 0; turn < 4; turn++) {
    await untilPersonOrEnd(page, 'en');
    if (await page.getByTestId('pt-round-end').count()) break;
    await hintAndPlay(page, 'en');
  }
  await untilPersonOrEnd(page, 'en');
  const asked = await thinker.evaluate(() => (self as unknown as { asked?: number }).asked ?? 0);
  expect(asked).toBeGreaterThan(2);
  // the computers' plays are on the table and said
  await expect(page.getByTestId('pt-events')).not.toBeEmpty();
});
