/**
 * The referee's table screen, refereeing a whole scripted round at a real table (table mode,
 * the common rules, four players) by clicks at phone size and on a desktop, and by keyboard
 * alone: legal and refused plays (their verdicts in English and German, as the machine words
 * them), passes, a player going out, the next leader, the round's places, the exchange, the
 * next round, undo and redo across tricks and deals; axe in each state, light and dark; the
 * pad in the thumb zone; a player named like markup shown as text. Every entry's taps are
 * counted: over the round and its exchange the mean must stay at or under 1.3.
 * The fixture fails every test on a console error or a CSP violation.
 */
import type { Locator, Page } from '@playwright/test';
import type { Card, Suit } from '../../src/engine/cards.ts';
import type { Move } from '../../src/engine/game.ts';
import { presetRules } from '../../src/engine/rules.ts';
import { MESSAGES } from '../../src/i18n/messages/index.ts';
import { TABLE } from '../../src/i18n/referee/table.ts';
import type { Lang } from '../../src/i18n/langs.ts';
import { SETUP } from '../../src/i18n/referee/setup.ts';
import {
  expect,
  expectNoAxeViolations as expectNoAxe,
  holdBack,
  paintedY,
  test,
} from './fixtures.ts';
import { machineSays, type Said } from './machine-says.ts';

test.describe.configure({ timeout: 180_000 });

// ---------------------------------------------------------------------------------------
// The set-up screen belongs to another part: every selector of it is in this one helper.

/** Opens the referee in `lang` and starts a table-mode game with the common rules. */
async function startGame(page: Page, lang: Lang, names: readonly string[]) {
  await page.goto(`/${lang}/referee/`);
  // typing before the island hydrates would be lost: wait until Astro has hydrated it
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  // the set-up form is in the page's HTML and takes input once the island has hydrated it
  await page.locator('.referee-setup:not([inert])').waitFor();
  // the set-up screen opens with four seats, common rules and table mode
  for (let seat = 4; seat < names.length; seat++)
    await page.getByRole('button', { name: SETUP[lang].addPlayer }).click();
  const fields = page.locator('.rs-name');
  for (const [i, name] of names.entries()) await fields.nth(i).fill(name);
  await page.getByRole('button', { name: SETUP[lang].start, exact: true }).click();
  await expect(page.locator('.rt-dock')).toBeVisible();
}

// ---------------------------------------------------------------------------------------
// The scripted round

type Tap =
  | { readonly who: string }
  | { readonly count: number }
  | { readonly rank: string }
  | { readonly pass: true };

interface Entry {
  readonly taps: readonly Tap[];
  /** the move these taps must enter (the machine judges it the same way here) */
  readonly move: Move;
}

const cards = (rank: string, n: number, first: Suit | null = null): Card[] =>
  Array.from({ length: n }, (_, i) => ({ rank, suit: i === 0 ? first : null }) as Card);

/**
 * Round 1 of four players (13 cards each) and round 2's exchange. Refused on purpose: Cem's
 * four 3s (all 3s are out), Dora after passing, Cem's 9 on a 10, Ben's pair with one card
 * left, Ben's pass out of turn. Anna goes out first, Cem second, Ben third.
 */
function script(names: readonly string[]): { round: Entry[]; exchange: Entry[] } {
  const [a, b, c, d] = names as [string, string, string, string];
  const play = (player: string, rank: string, n: number, taps: Tap[], first: Suit | null = null) =>
    ({ taps, move: { type: 'play', player, cards: cards(rank, n, first) } }) satisfies Entry;
  const pass = (player: string, taps: Tap[] = [{ pass: true }]) =>
    ({ taps, move: { type: 'pass', player } }) satisfies Entry;
  const give = (player: string, to: string, ranks: string[]) =>
    ({
      taps: ranks.map((rank) => ({ rank })),
      move: {
        type: 'give',
        player,
        to,
        cards: ranks.map((rank) => ({ rank, suit: null }) as Card),
      },
    }) satisfies Entry;
  const r = (rank: string): Tap => ({ rank });
  return {
    round: [
      // trick 1: anyone may lead; the first play must hold 3♣ (preselected)
      play(a, '3', 4, [{ who: a }, { count: 4 }, r('3')], 'C'),
      play(b, '4', 4, [r('4')]),
      play(c, '3', 4, [r('3')]),
      play(c, '5', 4, [r('5')]),
      pass(d),
      play(d, '9', 4, [{ who: d }, r('9')]),
      play(a, '6', 4, [r('6')]),
      play(b, '7', 4, [r('7')]),
      pass(c),
      play(a, '8', 4, [r('8')]),
      pass(b),
      // trick 2: Anna leads her last card and goes out
      play(a, '9', 1, [r('9')]),
      play(b, '10', 1, [r('10')]),
      play(c, '9', 1, [r('9')]),
      play(c, 'J', 1, [r('J')]),
      play(d, 'Q', 1, [r('Q')]),
      play(b, 'K', 1, [r('K')]),
      play(c, 'A', 1, [r('A')]),
      play(d, '2', 1, [r('2')]),
      pass(b),
      pass(c),
      // trick 3: pairs
      play(d, '9', 2, [{ count: 2 }, r('9')]),
      play(b, '10', 2, [r('10')]),
      play(c, 'J', 2, [r('J')]),
      play(d, 'Q', 2, [r('Q')]),
      play(b, 'K', 2, [r('K')]),
      pass(b),
      play(c, 'A', 2, [r('A')]),
      pass(d),
      // trick 4: Cem goes out with three kings
      play(c, 'K', 3, [{ count: 3 }, r('K')]),
      pass(b, [{ who: b }, { pass: true }]),
      play(d, '2', 3, [r('2')]),
      pass(b),
      // trick 5: Ben goes out, Dora is last
      play(d, 'Q', 1, [r('Q')]),
      play(b, 'A', 1, [r('A')]),
    ],
    // round 2: Scum → President 2 highest, and back; Vice Scum → Vice President 1, and back
    exchange: [
      give(d, a, ['2', 'A']),
      give(a, d, ['3', '4']),
      give(b, c, ['K']),
      give(c, b, ['5']),
    ],
  };
}

/** What the machine says to each entry: the verdict or the move's events, in `lang`. */
function expectedTexts(
  names: readonly string[],
  round: readonly Entry[],
  exchange: readonly Entry[],
  lang: Lang,
): Said[] {
  const moves = (entries: readonly Entry[]) => ({ moves: entries.map((e) => e.move) });
  return machineSays(presetRules('common'), names, [moves(round), moves(exchange)], lang).flat();
}

// ---------------------------------------------------------------------------------------
// Driving the screen

/** The button for one tap (the pad's own classes: the pad is this spec's component). */
function target(page: Page, lang: Lang, tap: Tap): Locator {
  const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  if ('who' in tap) return page.locator('.rt-who').filter({ hasText: exact(tap.who) });
  if ('count' in tap) return page.locator('.rt-count').nth(tap.count - 1);
  if ('rank' in tap) {
    const label = MESSAGES[lang].rankLabels[tap.rank as Card['rank']];
    return page.locator('.rt-rank').filter({ hasText: exact(label) });
  }
  return page.locator('.rt-pass');
}

/** Presses Tab (Shift+Tab when it lies before the focus) until `locator` has the focus. */
async function tabTo(page: Page, locator: Locator) {
  const before = await locator.evaluate((el) => {
    const active = document.activeElement;
    return (
      active !== null &&
      (el.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    );
  });
  const key = before ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < 80; i++) {
    if (await locator.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${locator.toString()}`);
}

async function focusIsOnScreen(page: Page) {
  const where = await page.evaluate(() => {
    const active = document.activeElement;
    return active === null || active === document.body
      ? 'body'
      : active.closest('.referee-table') === null
        ? 'elsewhere'
        : 'table';
  });
  expect(where, 'the focus stays on the table screen').toBe('table');
}

/** The first entry of an English game by clicks: Anna leads a 3 (3♣ by default), allowed. */
async function annaLeads3(page: Page) {
  await page
    .locator('.rt-who')
    .filter({ hasText: /^Anna$/ })
    .click();
  await page.locator('.rt-rank').filter({ hasText: /^3$/ }).click();
  await expect(page.locator('.rt-accepted')).toContainText('Anna plays 3♣');
}

async function press(page: Page, locator: Locator, keyboard: boolean) {
  if (!keyboard) return locator.click();
  await tabTo(page, locator);
  await page.keyboard.press('Enter');
}

/** axe on the referee's island (the site's frame is checked by site.spec.ts) in a named state. */
async function expectNoAxeViolations(page: Page, state: string) {
  await expectNoAxe(page, { include: '.referee', state });
}

/** Every key of the pad is at least 44 × 44 px. */
async function expectBigTargets(page: Page) {
  const small = await page.locator('.rt-dock .rt-key').evaluateAll((keys) =>
    keys
      .map((k) => k.getBoundingClientRect())
      .filter((r) => r.width > 0 && (r.width < 44 || r.height < 44))
      .map((r) => `${String(r.width)}×${String(r.height)}`),
  );
  expect(small, 'tap targets under 44 × 44 px').toEqual([]);
}

interface Walk {
  readonly lang: Lang;
  readonly names: readonly string[];
  readonly keyboard: boolean;
  readonly axe: boolean;
  /** called once the round's last entry is made (before its end is checked) */
  readonly roundEntered?: () => void;
}

/** Referees the scripted round and the exchange; returns the taps and entries it took. */
async function walk(page: Page, w: Walk): Promise<{ taps: number; entries: number }> {
  const { round, exchange } = script(w.names);
  const expected = expectedTexts(w.names, round, exchange, w.lang);
  const t = TABLE[w.lang];
  let taps = 0;
  let entries = 0;
  const enter = async (entry: Entry, i: number) => {
    const before = await page.locator('.rt-history-list > li').count();
    for (const tap of entry.taps) {
      await press(page, target(page, w.lang, tap), w.keyboard);
      taps += 1;
    }
    entries += 1;
    const want = expected[i];
    if (want === undefined) throw new Error('no expected text');
    if (want.refused) {
      await expect(page.locator('.rt-refused-text')).toContainText(want.text);
      await expect(page.locator('[role="alert"]')).toContainText(t.refused);
    } else {
      await expect(page.locator('.rt-accepted')).toContainText(want.text);
    }
    // each entry is one line of the round's history
    await expect(page.locator('.rt-history-list > li')).toHaveCount(before + 1);
    if (w.keyboard) await focusIsOnScreen(page);
  };

  if (w.axe) await expectNoAxeViolations(page, 'a new round');
  for (const [i, entry] of round.entries()) {
    await enter(entry, i);
    if (i === 2 && w.axe) await expectNoAxeViolations(page, 'a refused play');
    // two verdicts word for word, so a wrong language or sentence cannot pass by accident
    const literal = LITERAL[w.lang]?.[i];
    if (literal !== undefined)
      await expect(page.locator('.rt-refused-text')).toContainText(literal);
    if (i === 10) {
      // the trick ended: why, and who leads
      await expect(page.locator('.rt-lead').first()).toContainText(
        t.trickEnded({
          reason: 'all-passed',
          winner: w.names[0] ?? '',
          leader: w.names[0] ?? '',
          winnerOut: false,
        }),
      );
    }
    if (i === 11) {
      await expect(page.locator('.rt-seat').first()).toContainText(
        t.explain.ui.out(MESSAGES[w.lang].placeName(1)),
      );
    }
  }
  w.roundEntered?.();

  // the round is over: places with role names, and the next round's leader
  const roles = MESSAGES[w.lang].roles;
  // the round's end is shown from the table's heading down: its places in view, not only the
  // "next round" key at the bottom
  await expect(page.locator('#rt-round-end-heading')).toBeInViewport();
  // with the verdict of the move that ended it above (it is hidden only when there is none)
  await expect(page.locator('.rt-verdict .rt-accepted')).toBeVisible();
  const places = page.locator('.rt-places tbody tr');
  await expect(places).toHaveCount(4);
  await expect(places.nth(0)).toContainText(roles.president);
  await expect(places.nth(3)).toContainText(w.names[3] ?? '');
  await expect(places.nth(3)).toContainText(roles.scum);
  await expect(page.locator('.rt-next .rt-lead')).toContainText(
    t.explain.sentence.leadPrevious(w.names[3] ?? '', roles.scum),
  );
  if (w.keyboard) {
    await focusIsOnScreen(page);
    // the round's end loads after the last entry placed the focus: it takes it to "next round"
    await expect(page.locator('.rt-next-button')).toBeFocused();
  }
  if (w.axe) await expectNoAxeViolations(page, 'round over');

  // the history: refused entries marked by a word, each opens its reason again
  const refusedRows = page.locator('.rt-history-list > li.rt-refused');
  await expect(refusedRows).toHaveCount(
    expected.slice(0, round.length).filter((e) => e.refused).length,
  );
  await expect(refusedRows.first()).toContainText(t.refusedMark);
  // said as what was tried ("Ben tried to pass"), not as a move made and marked refused
  const tried = round[expected.slice(0, round.length).findLastIndex((e) => e.refused)]?.move;
  if (tried?.type === 'play')
    await expect(refusedRows.first()).toContainText(
      t.tried(tried.player, MESSAGES[w.lang].cardsSaid(tried.cards)).replace(/\.$/, ''),
    );
  else if (tried?.type === 'pass')
    await expect(refusedRows.first()).toContainText(t.triedPass(tried.player).replace(/\.$/, ''));
  else throw new Error('the round refuses a play or a pass last');
  await press(page, refusedRows.first().locator('button'), w.keyboard);
  await expect(refusedRows.first().locator('.rt-history-why')).toContainText(
    expected.filter((e) => e.refused).at(-1)?.text ?? '',
  );
  if (w.axe) await expectNoAxeViolations(page, 'a history entry opened');

  await press(page, page.locator('.rt-next-button'), w.keyboard);
  await expect(page.locator('.rt-give')).toHaveCount(4);
  // the pad with its list of gives comes after the seats, over none of them
  const seats = await page.locator('.rt-seats').boundingBox();
  const dock = await page.locator('.rt-dock').boundingBox();
  expect((seats?.y ?? 0) + (seats?.height ?? 0)).toBeLessThanOrEqual(dock?.y ?? 0);
  if (w.keyboard) await focusIsOnScreen(page);
  if (w.axe) await expectNoAxeViolations(page, 'the exchange');
  // nobody is to play while the cards change hands
  await expect(page.locator('.rt-acting')).toHaveCount(0);
  for (const [i, entry] of exchange.entries()) {
    await enter(entry, round.length + i);
    if (i < exchange.length - 1)
      await expect(page.locator('.rt-give').nth(i)).toContainText(t.giveDone);
  }
  // round 2 is under way: the Scum leads
  await expect(page.locator('.rt-acting')).toContainText(w.names[3] ?? '');
  await expect(page.locator('.rt-heading')).toContainText(t.round(2));
  // shown from the table's heading (on a phone the last give was tapped far down the page):
  // the round and who leads it are on screen
  await expect(page.locator('.rt-heading')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('.rt-acting')).toBeInViewport({ ratio: 1 });
  return { taps, entries };
}

// ---------------------------------------------------------------------------------------
// The tests

const NAMES = ['Anna', 'Ben', 'Cem', 'Dora'];

/** Refused entries of the script (by index) and their verdicts as the reader sees them. */
const LITERAL: Partial<Record<Lang, Record<number, string>>> = {
  en: {
    13: 'You need something higher than 10 (a ten by Ben)',
    25: 'Ben plays 2 cards but has only 1 left',
  },
  de: {
    13: 'Du brauchst etwas Höheres als 10 (auf eine Zehn von Ben)',
    25: 'Ben spielt 2 Karten, hat aber nur noch 1',
  },
};

test('phone, English, light: a whole round by taps, undo and redo, in the thumb zone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await startGame(page, 'en', NAMES);

  // the pad, Pass and Undo sit in the lower half; the seats above
  for (const key of [
    page.locator('.rt-rank').first(),
    page.locator('.rt-rank').last(),
    page.locator('.rt-pass'),
    page.locator('.rt-undo'),
  ]) {
    const box = await key.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual(844 / 2);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  }
  const seats = await page.locator('.rt-seats').boundingBox();
  expect(seats?.y ?? 844).toBeLessThan(844 / 2);
  await expectBigTargets(page);

  const { taps, entries } = await walk(page, {
    lang: 'en',
    names: NAMES,
    keyboard: false,
    axe: true,
  });
  await expectBigTargets(page);
  const mean = taps / entries;
  console.log(`taps per entry: ${String(taps)} / ${String(entries)} = ${mean.toFixed(3)}`);
  test.info().annotations.push({
    type: 'taps per entry',
    description: `${String(taps)} taps / ${String(entries)} entries = ${mean.toFixed(3)}`,
  });
  expect(mean).toBeLessThanOrEqual(1.3);

  // a literal verdict, so a wrong language or a wrong sentence cannot pass by accident
  const history = page.locator('.rt-history-list');
  await expect(history).toContainText('Dora gives a two and an ace to Anna');
  // the last give: at a real table it is noted, its count being all that can be checked
  await expect(page.locator('.rt-accepted')).toContainText(`✓ ${TABLE.en.noted}:`);
  await expect(page.locator('.rt-accepted')).toContainText(TABLE.en.countOnly);

  // undo six steps: the four gives, round 2's deal, and Ben's last play of round 1
  for (let i = 0; i < 5; i++) await page.locator('.rt-undo').click();
  await expect(page.locator('.rt-note')).toHaveText(`Taken back: ${TABLE.en.dealEntry(2)}`);
  await page.locator('.rt-undo').click();
  await expect(page.locator('.rt-heading')).toContainText('Round 1');
  await expect(page.locator('.rt-acting')).toContainText('Ben');
  await expect(page.locator('.rt-note')).toContainText('Taken back: Ben plays an ace');
  await expect(page.locator('.rt-seat').nth(1)).toContainText('1 card');
  // and redo them: round 2 again, exchange done, Dora to lead
  for (let i = 0; i < 6; i++) {
    const redo = page.locator('.rt-redo');
    await redo.click();
  }
  await expect(page.locator('.rt-heading')).toContainText('Round 2');
  await expect(page.locator('.rt-acting')).toContainText('Dora');
  await expect(page.locator('.rt-history-list > li')).toHaveCount(4);

  // a refused entry undone and redone is said as what was tried, not as a play made
  await page
    .locator('.rt-dock .rt-who')
    .filter({ hasText: /^\W*Anna\W*$/ })
    .click();
  await page.locator('.rt-rank').first().click();
  await expect(page.locator('.rt-tried')).toHaveText('Anna tried to play a three.');
  await page.locator('.rt-undo').click();
  await expect(page.locator('.rt-note')).toHaveText('Taken back: Anna tried to play a three.');
  await page.locator('.rt-redo').click();
  await expect(page.locator('.rt-note')).toHaveText('Put back: Anna tried to play a three.');
});

test('desktop, German, dark: a whole round by clicks, names shown as text', async ({ page }) => {
  const names = ['Anna', 'Ben', '<img src=x onerror=alert(1)>', 'Dora'];
  page.on('dialog', () => {
    throw new Error('a player name ran as markup');
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await startGame(page, 'de', names);
  await expect(page.locator('.rt-seat-name').nth(2)).toHaveText(names[2] ?? '');
  await expect(page.locator('.referee-table img')).toHaveCount(0);

  const { taps, entries } = await walk(page, { lang: 'de', names, keyboard: false, axe: true });
  expect(taps / entries).toBeLessThanOrEqual(1.3);
  // literal German verdicts
  const history = page.locator('.rt-history-list');
  await expect(history).toContainText('Dora gibt Anna eine Zwei und ein Ass');
  await page.locator('.rt-undo').click();
  await expect(page.locator('.rt-note')).toContainText('Zurückgenommen');
});

test('keyboard only: a whole round, the focus never drops to the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // the round's end held back until the round is over: it comes after the focus is placed
  const release = await holdBack(page, /\/RoundEnd\.[\w-]+\.js$/);
  await startGame(page, 'en', NAMES);
  await focusIsOnScreen(page);
  const { taps, entries } = await walk(page, {
    lang: 'en',
    names: NAMES,
    keyboard: true,
    axe: false,
    roundEntered: release,
  });
  expect(taps / entries).toBeLessThanOrEqual(1.3);
  await tabTo(page, page.locator('.rt-undo'));
  await page.keyboard.press('Enter');
  await expect(page.locator('.rt-note')).toContainText('Taken back');
  await focusIsOnScreen(page);
});

test('phone on its side: the seats and the whole pad are in view; the first verdict and a shorter one move no key', async ({
  page,
}) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await startGame(page, 'en', NAMES);
  await expect(page.locator('.rt-seats')).toBeInViewport();
  for (const key of [page.locator('.rt-rank').last(), page.locator('.rt-pass')])
    await expect(key).toBeInViewport();
  // the first verdict has its room from the start: it moves no key
  const before = await paintedY(page.locator('.rt-dock .rt-ranks'));
  await annaLeads3(page);
  expect(await paintedY(page.locator('.rt-dock .rt-ranks'))).toBeCloseTo(before, 0);
  await expectBigTargets(page);
  // A refusal (Ben's 3 does not beat Anna's) takes its room in the pad's column: drawn above
  // the player keys, never over them.
  await page.locator('.rt-rank').first().click();
  const refusal = page.locator('.rt-refused-box');
  await expect(refusal).toBeVisible();
  const box = await refusal.boundingBox();
  const keys = await page.locator('.rt-dock .rt-who').first().boundingBox();
  expect(box && keys && box.y + box.height <= keys.y + 0.5, 'the refusal ends above the keys').toBe(
    true,
  );
  // and the next, shorter verdict leaves the keys where they are (it heads their column)
  const ranks = await paintedY(page.locator('.rt-dock .rt-ranks'));
  await page.locator('.rt-pass').click();
  await expect(page.locator('.rt-accepted')).toBeVisible();
  expect(await paintedY(page.locator('.rt-dock .rt-ranks'))).toBeCloseTo(ranks, 0);
});

test('phone on its side, five long names (de): after a refusal the whole verdict, Pass and Undo are in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 844, height: 390 });
  // names too long for one row of player keys: the pad's column is taller than the screen
  const names = ['Maximiliane', 'Constantijn', 'Aïsha-Louise', 'Bartholomäus', 'Henriette'];
  await startGame(page, 'de', names);
  await page
    .locator('.rt-who')
    .filter({ hasText: /^Maximiliane$/ })
    .click();
  await page.locator('.rt-count').nth(1).click();
  await page.locator('.rt-rank').filter({ hasText: /^3$/ }).click();
  await expect(page.locator('.rt-accepted')).toContainText('Maximiliane');
  // Constantijn's two threes do not beat two threes: the reason is read whole, pinned at the
  // head of the pad's column (it once lay above the screen, the column kept at its foot)
  await page.locator('.rt-rank').filter({ hasText: /^3$/ }).click();
  await expect(page.locator('.rt-refused-box')).toBeInViewport({ ratio: 1 });
  for (const key of [page.locator('.rt-pass'), page.locator('.rt-undo')])
    await expect(key).toBeInViewport({ ratio: 1 });
  // Nothing is drawn over a key of the pad: each one, brought into view, takes a tap at its
  // centre itself (Pass, Undo and Redo pinned at the column's foot once covered the ranks, and
  // a tap on a rank passed).
  const covered = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.rt-dock .rt-key')].flatMap((key) => {
      key.scrollIntoView({ block: 'nearest' });
      const b = key.getBoundingClientRect();
      const hit = document.elementFromPoint((b.left + b.right) / 2, (b.top + b.bottom) / 2);
      return hit !== null && key.contains(hit) ? [] : [key.textContent ?? ''];
    }),
  );
  expect(covered, 'keys with something drawn over them').toEqual([]);
});

test('phone on its side: a long trick never leaves a seat under Pass, Undo and Redo', async ({
  page,
}) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await startGame(page, 'en', NAMES);
  // ten plays of four cards: the trick's pile takes five lines above the seats
  await page
    .locator('.rt-who')
    .filter({ hasText: /^Anna$/ })
    .click();
  await page.locator('.rt-count').nth(3).click();
  for (const [i, rank] of ['3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q'].entries()) {
    await page
      .locator('.rt-rank')
      .filter({ hasText: new RegExp(`^${rank}$`) })
      .click();
    await expect(page.locator('.rt-history-entry')).toHaveCount(i + 1);
  }
  const bar = page.locator('.rt-dock .rt-actions');
  await paintedY(bar);
  const seats = await page.locator('.rt-seats').boundingBox();
  const keys = await bar.boundingBox();
  expect(
    seats && keys && seats.y + seats.height <= keys.y + 0.5,
    'the seats end above the keys',
  ).toBe(true);
  // and the pad's keys are all in view beside them
  for (const key of [page.locator('.rt-rank').first(), page.locator('.rt-pass')])
    await expect(key).toBeInViewport({ ratio: 1 });
});

test('the suits key is there only when it can open and close the row of suits', async ({
  page,
}) => {
  await startGame(page, 'en', NAMES);
  const toggle = page.locator('.rt-suits-toggle');
  const clubs = page.getByRole('button', { name: 'clubs', exact: true });
  // the first lead must hold 3♣ (common rules): the suits are asked for, with no key to hide them
  await expect(clubs).toBeVisible();
  await expect(toggle).toHaveCount(0);
  await annaLeads3(page);
  // then they are the table's choice: the key opens and closes their row
  await expect(clubs).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(clubs).toBeVisible();
  await toggle.click();
  await expect(clubs).toHaveCount(0);
});

test("undo before any play is off: the table's deal is not taken back, the first play is", async ({
  page,
}) => {
  await startGame(page, 'en', NAMES);
  const undo = page.locator('.rt-undo');
  await expect(undo).toHaveAttribute('aria-disabled', 'true');
  // a tap on it all the same (Playwright waits for a key marked disabled unless forced)
  await undo.click({ force: true });
  await expect(page.locator('.rt-note')).toHaveCount(0);
  await expect(page.locator('.rt-next-button')).toHaveCount(0);
  await expect(page.locator('.rt-rank').first()).toBeVisible();
  await annaLeads3(page);
  await expect(undo).toHaveAttribute('aria-disabled', 'false');
  await undo.click();
  await expect(page.locator('.rt-note')).toContainText('Taken back:');
  await expect(page.locator('.rt-note')).toContainText('Anna');
  await expect(undo).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('.rt-rank').first()).toBeVisible();
});

test('a refused play keeps the count chosen for it, unless the count was refused', async ({
  page,
}) => {
  await startGame(page, 'en', NAMES);
  const count = (n: number) => page.locator('.rt-count').nth(n - 1);
  const rank = (label: string) =>
    page.locator('.rt-rank').filter({ hasText: new RegExp(`^${label}$`) });
  // Anna leads three cards, taps 4 first: the first play must hold 3♣, and her 3× stays
  await page
    .locator('.rt-who')
    .filter({ hasText: /^Anna$/ })
    .click();
  await count(3).click();
  await rank('4').click();
  await expect(page.locator('.rt-refused-text')).toBeVisible();
  await expect(count(3)).toHaveAttribute('aria-pressed', 'true');
  // so the next try is three threes, without choosing the count again
  await rank('3').click();
  await expect(page.locator('.rt-accepted')).toContainText('Anna');
  await expect(page.locator('.rt-history-entry')).toHaveCount(2);
  // Ben tries one nine: the count is what is refused, so the pad offers three again
  await count(1).click();
  await rank('9').click();
  await expect(page.locator('.rt-refused-text')).toBeVisible();
  await expect(count(3)).toHaveAttribute('aria-pressed', 'true');
});

test('entries faster than a frame: the verdict comes first, and each entry acts on the table the last one left', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startGame(page, 'en', NAMES);
  await annaLeads3(page);
  // Two taps in one task, as a screen reader's clicks come: the first one's verdict is shown
  // while its table is held; the second draws that table first, so it is Cem's play, not Ben's.
  const shown = await page.evaluate(() => {
    const rank = (label: string) =>
      [...document.querySelectorAll<HTMLButtonElement>('.rt-rank')].find(
        (b) => b.textContent?.trim() === label,
      );
    const pile = () => document.querySelector('.rt-overview')?.textContent ?? '';
    rank('4')?.click();
    const first = {
      verdict: document.querySelector('.rt-accepted')?.textContent ?? '',
      pileHasFour: pile().includes('4'),
    };
    rank('5')?.click();
    return { first, second: document.querySelector('.rt-accepted')?.textContent ?? '' };
  });
  expect(shown.first.verdict).toContain('Ben plays a four');
  // the table (the pile in the overview) is drawn a frame after the verdict
  expect(shown.first.pileHasFour).toBe(false);
  expect(shown.second).toContain('Cem plays a five');
  await expect(page.locator('.rt-history-entry').nth(0)).toContainText('Cem');
  await expect(page.locator('.rt-history-entry').nth(1)).toContainText('Ben');
  await expect(page.locator('.rt-who[aria-pressed="true"]')).toHaveText('Dora');
});

test('a second tab on the same game only shows it: a tap there enters nothing and says no verdict', async ({
  page,
  context,
}) => {
  await startGame(page, 'en', NAMES);
  await annaLeads3(page);
  // the game open last reopens in a second tab, which finds the first one writing it
  const second = await context.newPage();
  await second.goto('/en/referee/');
  await expect(second.locator('.rt-dock')).toBeVisible();
  await second.locator('.rt-rank').filter({ hasText: /^4$/ }).click();
  await expect(second.getByText('is open in another tab')).toBeVisible();
  // no "Allowed" for a play that was not entered (before: the last verdict, Anna's, again),
  // but why it was not (before: nothing at all, the notice above the screen on a phone)
  await expect(second.locator('.rt-verdict-status')).toHaveText(TABLE.en.shownOnly);
  await expect(second.locator('.rt-history-entry')).toHaveCount(1);
  await expect(page.locator('.rt-history-entry')).toHaveCount(1);
});

test('phone, long names: every player key shows the whole name, and choosing one moves no key, answers the hint asking who leads and outlasts a refused first lead', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const names = ['Maximilian', 'Anna-Katharina', 'Bartholomäus', 'Dora'];
  await startGame(page, 'de', names);
  const keys = page.locator('.rt-dock .rt-who');
  await expect(keys).toHaveCount(4);
  // no key cut short: its text fits its box (an ellipsis would leave scrollWidth larger)
  const cut = () =>
    keys.evaluateAll((els) =>
      els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent),
    );
  expect(await cut()).toEqual([]);
  const boxes = () => keys.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().x));
  const before = await boxes();
  // a rank tapped before anyone is chosen at the open first lead: a hint, which choosing
  // answers; it asks who plays what was tapped, and does not repeat the pad's line
  await page.locator('.rt-rank').filter({ hasText: /^5$/ }).click();
  const hint = page.locator('.rt-verdict .rt-note');
  await expect(hint).toHaveText(
    TABLE.de.whoPlays(MESSAGES.de.cardsSaid([{ rank: '5', suit: null }])),
  );
  await expect(page.locator('.rt-prompt')).toHaveText(TABLE.de.pickHolder('3♣'));
  await keys.filter({ hasText: /^Bartholomäus$/ }).click();
  await expect(hint).toHaveCount(0);
  await expect(keys.filter({ hasText: /^Bartholomäus$/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await boxes()).toEqual(before);
  expect(await cut()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // a refused play at the open first lead (no 3♣) keeps the player chosen for the next tap
  const chosen = keys.filter({ hasText: /^Bartholomäus$/ });
  await page.locator('.rt-rank').filter({ hasText: /^5$/ }).click();
  await expect(page.locator('.rt-verdict [role="alert"]')).toContainText('Bartholomäus');
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  // an allowed one moves on: the next player is the one to act, preselected
  await page.locator('.rt-rank').filter({ hasText: /^3$/ }).click();
  await expect(page.locator('.rt-verdict [role="status"]')).toContainText('Bartholomäus');
  await expect(chosen).toHaveAttribute('aria-pressed', 'false');
  await expect(keys.filter({ hasText: /^Dora$/ })).toHaveAttribute('aria-pressed', 'true');
  // a refusal's reasons make the pad at the screen's foot taller: it never covers the seats
  await page.locator('.rt-rank').filter({ hasText: /^3$/ }).click();
  await expect(page.locator('.rt-verdict [role="alert"]')).toContainText('Dora');
  await expect
    .poll(() =>
      page.evaluate(() => {
        const seats = document.querySelector('.rt-seats')?.getBoundingClientRect().bottom ?? 0;
        const pad = document.querySelector('.rt-dock')?.getBoundingClientRect().top ?? 0;
        return seats - pad;
      }),
    )
    .toBeLessThanOrEqual(1);
});

test.describe('a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap enters once, when the finger lifts; a touch that slides off a key enters nothing', async ({
    page,
  }) => {
    await startGame(page, 'en', NAMES);
    // every click's `detail`: the browser's own click of a tap says 1, the one made at touchend 0
    await page.evaluate(() => {
      const w = window as unknown as { clicks: number[] };
      w.clicks = [];
      document.addEventListener('click', (e) => w.clicks.push(e.detail), true);
    });
    const clicks = () => page.evaluate(() => (window as unknown as { clicks: number[] }).clicks);
    const entries = page.locator('.rt-history-list > li');
    // the first trick: who leads is picked, then the rank (Anna's 3 holds 3♣ by default)
    await page
      .locator('.rt-who')
      .filter({ hasText: /^Anna$/ })
      .tap();
    await page.locator('.rt-rank').filter({ hasText: /^3$/ }).tap();
    await expect(page.locator('.rt-accepted')).toContainText('Anna plays 3♣');
    await expect(entries).toHaveCount(1);
    // a refused tap is entered (and kept) once too
    await page.locator('.rt-rank').filter({ hasText: /^3$/ }).tap();
    await expect(page.locator('.rt-refused-text')).toBeVisible();
    await expect(entries).toHaveCount(2);
    await page.locator('.rt-pass').tap();
    await expect(page.locator('.rt-accepted')).toContainText('Ben passes');
    await expect(entries).toHaveCount(3);
    // four taps, four clicks, each made when the finger lifted (none by the browser later)
    expect(await clicks()).toEqual([0, 0, 0, 0]);

    // a finger put down on a key and moved away (a scroll) presses nothing
    const key = await page.locator('.rt-rank').filter({ hasText: /^9$/ }).boundingBox();
    if (key === null) throw new Error('no 9 key');
    const x = key.x + key.width / 2;
    const y = key.y + key.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: y - 60 }],
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(300);
    await expect(entries).toHaveCount(3);
    expect(await clicks()).toHaveLength(4);
    await expect(page.locator('.rt-acting')).toContainText('Cem');
  });
});

test('phone: after a long refusal a short verdict moves no key (a second tap on Undo stays on Undo) and hides no seat', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/referee/');
  await page.locator('.referee-setup:not([inert])').waitFor();
  for (const [i, name] of NAMES.entries()) await page.locator('.rs-name').nth(i).fill(name);
  await page.locator('#rs-rules').selectOption('arschloch');
  await page.getByRole('button', { name: SETUP.de.start, exact: true }).click();
  const rank = (label: string) =>
    page.locator('.rt-rank').filter({ hasText: new RegExp(`^${label}$`) });
  const pass = page.locator('.rt-pass');
  // A long trick, as a German table reported it (passing does not end it under these rules):
  // its pile fills the overview, and a refusal's reasons push the pad below the screen.
  const entries = ['5', '6', 'P', '7', 'P', '9', '10', 'P', 'B', 'P', '3', 'P', 'D', 'P', '4'];
  for (const entry of entries) {
    await (entry === 'P' ? pass : rank(entry)).click();
    await expect(page.locator('.rt-verdict p').first()).toBeVisible();
  }
  // the last, Ben's four on a queen, is refused
  await expect(page.locator('.rt-refused-text')).toBeVisible();
  const undo = page.locator('.rt-undo');
  const before = await paintedY(undo);
  // then Ben passes: a verdict of one line where the refusal took three, and Undo stays put
  await pass.click();
  await expect(page.locator('.rt-accepted')).toContainText('Ben passt');
  expect(await paintedY(undo)).toBe(before);
  // and the refusal's room is given back: no blank band in the pad, every seat in view above it
  const seats = await page.locator('.rt-seats').boundingBox();
  const pad = await page.locator('.rt-dock').boundingBox();
  expect((seats?.y ?? 0) + (seats?.height ?? 0)).toBeLessThanOrEqual(pad?.y ?? 0);
  expect(seats?.y ?? -1).toBeGreaterThanOrEqual(0);
  // Cem passed earlier in this trick and may play again: to play, not "passed" beside it
  await expect(page.locator('.rt-acting')).toContainText('Cem');
  await expect(page.locator('.rt-acting .rt-badge')).toHaveCount(1);
});
