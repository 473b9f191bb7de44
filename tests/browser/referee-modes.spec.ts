/**
 * The referee beyond table mode's common rules: known-hands mode (the hands entered card by
 * card before each deal, a card the player does not hold refused, the exchange checked card by
 * card), rules with jokers (the pad's joker key, the engine's verdicts on jokers), and a game's
 * end decided by the tie-break (equal points: the better place in the last round wins). Every
 * verdict expected is the machine's own, worded in the page's language; one is also written
 * out word for word, so a wrong sentence cannot pass by accident. The fixture fails every test
 * on a console error or a CSP violation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { JOKER, type Card, type RankOrJoker, type Suit } from '../../src/engine/cards.ts';
import type { Move } from '../../src/engine/game.ts';
import type { RuleSet } from '../../src/engine/rules.ts';
import { presetRules } from '../../src/engine/rules.ts';
import { MESSAGES } from '../../src/i18n/messages/index.ts';
import { DISPUTES } from '../../src/i18n/referee/disputes.ts';
import { SETUP } from '../../src/i18n/referee/setup.ts';
import { TABLE } from '../../src/i18n/referee/table.ts';
import type { Lang } from '../../src/i18n/langs.ts';
import { expect, expectNoAxeViolations as expectNoAxe, test } from './fixtures.ts';
import { machineSays, type Said } from './machine-says.ts';

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));

const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** axe on the referee's island in a named state. */
async function expectNoAxeViolations(page: Page, state: string) {
  await expectNoAxe(page, { include: '.referee', state });
}

/** Waits until the island has hydrated the set-up screen (the server's form takes no input). */
async function ready(page: Page) {
  await expect(page.locator('.referee-setup:not([inert])')).toBeVisible();
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
}

async function typeNames(page: Page, lang: Lang, names: readonly string[]) {
  for (const [i, name] of names.entries()) {
    await page.getByLabel(fill(SETUP[lang].playerLabel, { n: i + 1 }), { exact: true }).fill(name);
  }
}

const card = (text: string): Card => {
  const suit = text.slice(-1) as Suit;
  return { rank: text.slice(0, -1) as Card['rank'], suit };
};
const cards = (...texts: string[]): Card[] => texts.map(card);
/** Cards as the pad enters them: ranks, no suits (the engine finds them in a known hand). */
const ranks = (...labels: RankOrJoker[]): Card[] => labels.map((rank) => ({ rank, suit: null }));

/** The pad's key for a rank (or the joker), by its label in `lang`. */
function rankKey(page: Page, lang: Lang, rank: RankOrJoker): Locator {
  return page
    .locator('.rt-dock .rt-rank')
    .filter({ hasText: exact(MESSAGES[lang].rankLabels[rank]) });
}

/** Checks what the screen said to the entry just made. */
async function expectSaid(page: Page, said: Said | undefined) {
  if (said === undefined) throw new Error('no expected verdict');
  if (said.refused) await expect(page.locator('.rt-refused-text')).toContainText(said.text);
  else await expect(page.locator('.rt-accepted')).toContainText(said.text);
}

test.describe('known hands', () => {
  test.use({ viewport: PHONE });

  test('en: hands entered card by card, a card not held refused, the exchange checked card by card', async ({
    page,
  }) => {
    const lang = 'en';
    const t = TABLE[lang];
    const names = ['Anna', 'Ben', 'Cem'];
    const rules = presetRules('common');
    const round1 = {
      hands: [cards('3C', '2S'), cards('4C', '5C'), cards('6C', '7C')],
      moves: [
        { type: 'play', player: 'Anna', cards: cards('3C') },
        { type: 'play', player: 'Ben', cards: ranks('6') },
        { type: 'play', player: 'Ben', cards: ranks('4') },
        { type: 'play', player: 'Cem', cards: ranks('6') },
        { type: 'play', player: 'Anna', cards: ranks('2') },
        { type: 'pass', player: 'Ben' },
        { type: 'pass', player: 'Cem' },
        { type: 'play', player: 'Ben', cards: ranks('5') },
      ],
    } satisfies { hands: Card[][]; moves: Move[] };
    const round2 = {
      hands: [cards('3D', '4D'), cards('2H'), cards('5D', '6D', '7D')],
      moves: [
        { type: 'give', player: 'Cem', to: 'Anna', cards: ranks('5', '7') },
        { type: 'give', player: 'Cem', to: 'Anna', cards: ranks('7', '6') },
      ],
    } satisfies { hands: Card[][]; moves: Move[] };
    const [said1, said2] = machineSays(rules, names, [round1, round2], lang) as [Said[], Said[]];
    // the verdicts the script counts on, so the walk below tests what it means to
    expect(said1.map((s) => s.refused)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(said2.map((s) => s.refused)).toEqual([true, false]);

    await page.goto(`/${lang}/referee/`);
    await ready(page);
    await typeNames(page, lang, names);
    await page
      .getByRole('button', { name: fill(SETUP[lang].removePlayer, { name: 'player 4' }) })
      .click();
    await page.getByLabel(SETUP[lang].modeKnown).check();
    await page.getByRole('button', { name: SETUP[lang].start }).click();

    /** Enters each seat's hand on the deck grid, then deals. */
    const enterHands = async (hands: readonly (readonly Card[])[]) => {
      await expect(page.locator('.rt-hands')).toBeVisible();
      for (const [seat, hand] of hands.entries()) {
        await page
          .locator('.rt-hands .rt-who')
          .filter({ hasText: new RegExp(`^${names[seat] ?? ''}\\b`) })
          .click();
        for (const c of hand) {
          const label = `${MESSAGES[lang].rankLabels[c.rank]}${{ C: '♣', D: '♦', H: '♥', S: '♠' }[c.suit as Suit]}`;
          const key = page.locator('.rt-deck-card').filter({ hasText: new RegExp(`^${label}`) });
          await key.click();
          await expect(key).toHaveAttribute('aria-pressed', 'true');
        }
      }
      await expect(page.locator('.rt-hands')).toContainText(
        t.unassigned(MESSAGES[lang].cardCount(52 - hands.flat().length)),
      );
      await page.getByRole('button', { name: t.dealHands }).click();
    };
    await enterHands(round1.hands);
    // undoing the deal brings the grid back with the hands as entered, to be corrected
    await page.locator('.rt-undo').click();
    await expect(page.locator('.rt-hands')).toContainText(
      t.unassigned(MESSAGES[lang].cardCount(52 - round1.hands.flat().length)),
    );
    await page.getByRole('button', { name: t.dealHands }).click();
    await expectNoAxeViolations(page, 'known hands: a new round');

    const who = (name: string) => page.locator('.rt-dock .rt-who').filter({ hasText: exact(name) });
    // Anna holds 3♣ and leads; the pad offers the first card's suit
    await rankKey(page, lang, '3').click();
    await expectSaid(page, said1[0]);
    // Ben holds no 6
    await rankKey(page, lang, '6').click();
    await expectSaid(page, said1[1]);
    await expect(page.locator('.rt-refused-text')).toContainText('Ben');
    await expectNoAxeViolations(page, 'known hands: a card not held');
    await rankKey(page, lang, '4').click();
    await expectSaid(page, said1[2]);
    await rankKey(page, lang, '6').click();
    await expectSaid(page, said1[3]);
    await rankKey(page, lang, '2').click();
    await expectSaid(page, said1[4]);
    await page.locator('.rt-pass').first().click();
    await expectSaid(page, said1[5]);
    await page.locator('.rt-pass').first().click();
    await expectSaid(page, said1[6]);
    await expect(who('Ben')).toHaveAttribute('aria-pressed', 'true');
    await rankKey(page, lang, '5').click();

    // round over: Anna President, Cem Scum; round 2's hands, then the exchange card by card
    const places = page.locator('.rt-places tbody tr');
    await expect(places).toHaveCount(3);
    await expect(places.nth(0)).toContainText(MESSAGES[lang].roles.president);
    await expect(places.nth(2)).toContainText('Cem');
    await page.locator('.rt-next-button').click();
    // the hands being entered are round 2's, and the heading says so
    await expect(page.locator('.rt-heading')).toContainText(t.round(2));
    await enterHands(round2.hands);
    await expect(page.locator('.rt-give')).toHaveCount(2);
    await expectNoAxeViolations(page, 'known hands: the exchange');
    // Cem must give his two highest: 5 and 7 are refused, 7♦ and 6♦ go
    await rankKey(page, lang, '5').click();
    await rankKey(page, lang, '7').click();
    await expectSaid(page, said2[0]);
    await expect(page.locator('.rt-refused-text')).toContainText('Cem');
    await rankKey(page, lang, '7').click();
    await rankKey(page, lang, '6').click();
    await expectSaid(page, said2[1]);
    await expect(page.locator('.rt-give').first()).toContainText(t.giveDone);
    // the history names the cards the give took from Cem's hand, as the verdict did
    await expect(page.locator('.rt-history-list > li').first()).toContainText('7♦');
  });
});

test.describe('jokers', () => {
  test.use({ viewport: DESKTOP });

  test('de: a rule link with two jokers puts a joker key on the pad; the engine judges jokers', async ({
    page,
  }) => {
    const lang = 'de';
    const names = ['Anna', 'Ben', 'Cem', 'Dora'];
    const rules: RuleSet = { ...presetRules('common'), jokers: 2 };
    const [J] = ranks(JOKER) as [Card];
    const moves: Move[] = [
      { type: 'play', player: 'Anna', cards: cards('3C') },
      { type: 'play', player: 'Ben', cards: [J] },
      { type: 'play', player: 'Cem', cards: [J] },
      { type: 'pass', player: 'Cem' },
      { type: 'pass', player: 'Dora' },
      { type: 'pass', player: 'Anna' },
      { type: 'play', player: 'Ben', cards: [J] },
    ];
    const [said] = machineSays(rules, names, [{ moves }], lang) as [Said[]];
    // the script's point: a joker beats a 3, a second joker cannot beat the first
    // (equal ranks do not beat), and a third joker does not exist in a deck with two
    expect(said.map((s) => s.refused)).toEqual([false, false, true, false, false, false, false]);

    await page.goto(`/${lang}/referee/?rules=1~common~jokers.2`);
    await ready(page);
    await typeNames(page, lang, names);
    await page.getByRole('button', { name: SETUP[lang].start }).click();
    const joker = page.locator('.rt-dock .rt-rank.rt-joker');
    await expect(joker).toHaveText(MESSAGES[lang].rankLabels[JOKER]);
    // anyone may lead (whoever holds 3♣): the table says who
    await page
      .locator('.rt-dock .rt-who')
      .filter({ hasText: exact('Anna') })
      .click();
    await rankKey(page, lang, '3').click();
    await expectSaid(page, said[0]);
    await joker.click();
    await expectSaid(page, said[1]);
    await joker.click();
    await expectSaid(page, said[2]);
    await expectNoAxeViolations(page, 'jokers: a refused joker');
    for (const s of said.slice(3, 6)) {
      await page.locator('.rt-pass').first().click();
      await expectSaid(page, s);
    }
    await joker.click();
    await expectSaid(page, said[6]);
  });
});

test.describe('2s by suit', () => {
  test.use({ viewport: PHONE });

  test('nl: a 2 tapped without its suit asks for it, and the suit tapped enters it', async ({
    page,
  }) => {
    const lang = 'nl';
    const t = TABLE[lang];
    await page.goto(`/${lang}/referee/?rules=1~dutch`);
    await ready(page);
    await typeNames(page, lang, ['Lotte', 'Daan', 'Eva', 'Sem']);
    await page.getByRole('button', { name: SETUP[lang].start }).click();
    // whoever holds 3♦ leads: Lotte
    await page
      .locator('.rt-dock .rt-who')
      .filter({ hasText: exact('Lotte') })
      .click();
    await rankKey(page, lang, '3').click();
    await expect(page.locator('.rt-accepted')).toContainText('Lotte');
    // a 2 without its suit: the pad asks for it and enters nothing yet
    const history = page.locator('.rt-history-list > li');
    await rankKey(page, lang, '2').click();
    await expect(page.locator('.rt-note')).toHaveText(t.twoNeedsSuit);
    await expect(history).toHaveCount(1);
    // the 2 stays pressed while its suit is asked for
    await expect(rankKey(page, lang, '2')).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page, '2s by suit: the suit asked');
    // the suit tapped enters the 2 with it
    await page.locator('.rt-dock .rt-suit').nth(0).click();
    await expect(page.locator('.rt-accepted')).toContainText('Daan');
    await expect(rankKey(page, lang, '2')).not.toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.rt-accepted')).toContainText('2♣');
    await expect(history).toHaveCount(2);
    // a suit tapped first: the 2 goes in at once, and beats 2♣ by its suit
    await page.locator('.rt-dock .rt-suit').nth(3).click();
    await rankKey(page, lang, '2').click();
    await expect(page.locator('.rt-accepted')).toContainText('Eva');
    await expect(page.locator('.rt-accepted')).toContainText('2♠');
    await expect(history).toHaveCount(3);
  });
});

test.describe('the end of a game', () => {
  test.use({ viewport: PHONE });

  test('en: equal points, and the better place in the last round wins the game', async ({
    page,
  }) => {
    const d = DISPUTES.en;
    const t = TABLE.en;
    const transcript = readFileSync(join(import.meta.dirname, 'tie-break.txt'), 'utf8');
    await page.goto('/en/referee/');
    await ready(page);
    await page.getByRole('button', { name: d.open }).click();
    await page.getByLabel(d.pasteLabel).fill(transcript);
    await page.getByRole('button', { name: d.check, exact: true }).click();
    await expect(page.getByTestId('rd-report')).toContainText('Game over: Ben wins.');
    await page.getByRole('button', { name: d.openInReferee }).click();
    await expect(page.getByTestId('rd-import-status')).toHaveText(d.opened);
    await page.keyboard.press('Escape');

    // the table screen shows the game's end: Ben first on equal points, by the last round
    const standings = page.locator('.rt-standings tbody tr');
    await expect(standings).toHaveCount(3);
    await expect(standings.nth(0)).toContainText('Ben');
    await expect(standings.nth(0)).toContainText('3');
    await expect(standings.nth(1)).toContainText('Anna');
    await expect(standings.nth(1)).toContainText('3');
    await expect(page.locator('#rt-round-end-heading')).toHaveText(t.gameOver);
    await expect(page.locator('.rt-winner')).toContainText(
      `${t.wins('Ben')} ${t.tieBreak('Ben', ['Anna'], '3')}`,
    );
    await expectNoAxeViolations(page, 'the game is over');
  });
});
