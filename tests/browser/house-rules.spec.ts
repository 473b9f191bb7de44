/**
 * The house-rules page: a preset and options chosen by keyboard only, the card rewriting
 * itself, the link and the storage carrying the rules (forged or corrupt input keeps its valid
 * part and says what it left out), copy, print on one page, axe, and no JavaScript at all.
 * The fixture fails every test on a console error or a CSP violation.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { headersFor, parseHeaders } from '../../scripts/security-headers.ts';
import { presetRules, type RuleSet } from '../../src/engine/rules.ts';
import { PRACTICE } from '../../src/i18n/practice/all.ts';
import { houseRulesStrings } from '../../src/i18n/options/index.ts';
import { VOCABULARY } from '../../src/i18n/vocabulary/index.ts';
import { LANGS, type Lang } from '../../src/i18n/ui/index.ts';
import { noticeText, ruleCard, ruleCardText } from '../../src/lib/rule-card.ts';
import { decodeRuleLink, type RuleChoice } from '../../src/lib/rule-link.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const STORAGE_KEY = 'president.house-rules';

// A long page with every option, walked by Tab and checked by axe: on a shared two-core
// machine that takes longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });
const url = (lang: Lang, query = '') => `/${lang}/house-rules/${query}`;

/** The sentences the card must show for a choice (the card's words are unit-tested). */
function expectedSentences(choice: RuleChoice, lang: Lang): string[] {
  return ruleCard(choice, houseRulesStrings(lang)).groups.flatMap((g) => [...g.sentences]);
}

async function cardSentences(page: Page): Promise<string[]> {
  return page.locator('#rule-card li').allTextContents();
}

/**
 * Scrolls to the panel, as a reader does, and waits until the island has woken up (it hydrates
 * when near the screen; its controls are enabled once it has read the URL).
 */
async function ready(page: Page) {
  const first = page.locator('input[name="hr-preset"]').first();
  await first.scrollIntoViewIfNeeded();
  await expect(first).toBeEnabled();
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Every control's state, to compare two pages. */
async function formState(page: Page): Promise<string[]> {
  return page
    .locator('.hr input, .hr select')
    .evaluateAll((els) =>
      els.map((el) =>
        el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
          ? `${el.name || el.id}:${el.value}:${String(el.checked)}`
          : `${el.id}:${(el as HTMLInputElement | HTMLSelectElement).value}`,
      ),
    );
}

function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

/** Every sentence the card can hold at once, with long rank lists: the longest card there is. */
const LONGEST: RuleSet = {
  ...presetRules('house'),
  jokers: 2,
  joker: 'wild',
  twosBySuit: true,
  firstCard: true,
  equal: 'skip',
  count: 'bigger-wins',
  clear: ['8', '10', 'J', 'Q', 'K', 'A', '2'],
  forbiddenFinish: ['8', '10', 'J', 'Q', 'K', 'A', '2'],
  oneLap: true,
  exchangeReturn: 'lowest',
  scoring: 'places',
  length: { kind: 'points', n: 1000 },
};
const LONGEST_LINK =
  '1~house~jokers.2~joker.wild~equal.skip~count.bigger-wins~clear.8_10_J_Q_K_A_2' +
  '~twos-by-suit.on~one-lap.on~first-card.on~exchange-return.lowest' +
  '~forbidden-finish.8_10_J_Q_K_A_2~length.points-1000';

for (const lang of LANGS) {
  const s = houseRulesStrings(lang);

  test(`/${lang}/house-rules/: a preset and options chosen by keyboard; the card follows`, async ({
    page,
  }) => {
    await page.goto(url(lang));
    await ready(page);
    expect(await cardSentences(page)).toEqual(
      expectedSentences({ preset: 'common', rules: presetRules('common') }, lang),
    );

    // In the order of the page, as Tab goes. The preset: Tab into the group, arrow keys move the choice (common → house).
    const common = page.locator('input[name="hr-preset"][value="common"]');
    await expect(common).toBeChecked();
    await tabTo(page, common);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await expect(page.locator('input[name="hr-preset"][value="house"]')).toBeChecked();
    await expect(page.locator('input[name="hr-preset"][value="house"]')).toBeFocused();
    await expect(page.locator('.rule-card-preset')).toHaveText(
      `${s.card.preset.replace('{preset}', s.presets.house.name)}`,
    );
    await expect(page.getByTestId('hr-differs')).toHaveText(
      s.panel.same.replace('{preset}', s.presets.house.name),
    );

    // A select: the next value of the first lead (3♣ → 3♦).
    const firstLead = page.getByRole('combobox', { name: s.options.firstLead.label });
    await tabTo(page, firstLead);
    await page.keyboard.press('ArrowDown');
    await expect(firstLead).toHaveValue('diamond-3');
    await expect(firstLead).toBeFocused();

    // A checkbox, by its real label: Space turns re-entry off.
    const reentry = page.getByRole('checkbox', { name: s.options.reentry.label, exact: true });
    await expect(reentry).toBeChecked();
    await tabTo(page, reentry);
    await page.keyboard.press('Space');
    await expect(reentry).not.toBeChecked();
    await expect(reentry).toBeFocused();
    await expect(page.locator('#rule-card')).toContainText(s.card.reentry.off);
    await expect(page.locator('[data-option="reentry"] .hr-changed')).toBeVisible();
    await expect(page.locator('.hr [aria-live="polite"]').first()).toContainText(
      s.options.reentry.label,
    );

    // The rank checkboxes 3…2: 10 joins the 8 as a clearing card.
    const clear = page.getByRole('group', { name: s.options.clear.label });
    const ten = clear.getByRole('checkbox', { name: '10', exact: true });
    await tabTo(page, ten);
    await page.keyboard.press('Space');
    await expect(ten).toBeChecked();
    await expect(ten).toBeFocused();

    // A radio group: the arrow key moves the revolution from the round to the trick.
    const revolution = page.getByRole('group', { name: s.options.revolution.label });
    const round = revolution.getByRole('radio', { name: s.options.revolution.values.round });
    await tabTo(page, round);
    await page.keyboard.press('ArrowDown');
    await expect(
      revolution.getByRole('radio', { name: s.options.revolution.values.trick }),
    ).toBeChecked();
    await expect(
      revolution.getByRole('radio', { name: s.options.revolution.values.trick }),
    ).toBeFocused();

    // The game length as a number: a wrong number is refused, a right one taken.
    const number = page.getByRole('spinbutton', { name: s.panel.lengthRounds });
    await tabTo(page, number);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('0');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.hr-error')).toHaveText(s.panel.lengthInvalid);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('7');
    await expect(number).not.toHaveAttribute('aria-invalid');
    await expect(number).toBeFocused();

    const rules: RuleSet = {
      ...presetRules('house'),
      reentry: false,
      revolution: 'trick',
      clear: ['8', '10'],
      firstLead: 'diamond-3',
      length: { kind: 'rounds', n: 7 },
    };
    await expect
      .poll(() => cardSentences(page))
      .toEqual(expectedSentences({ preset: 'house', rules }, lang));
    await expect(page.locator('.rule-card-preset')).toContainText(s.options.revolution.label);
    expect(new URL(page.url()).search).toBe(
      '?rules=1~house~reentry.off~clear.8_10~revolution.trick~first-lead.diamond-3~length.rounds-7',
    );
    await expect(page.locator('#hr-share-url')).toHaveValue(page.url());
  });
}

test('the share link opens the same rules in a fresh browser, and a reload keeps them', async ({
  page,
  browser,
}) => {
  await page.goto(url('de'));
  await ready(page);
  await page.locator('input[name="hr-preset"][value="dutch"]').check();
  await page.getByRole('checkbox', { name: 'Wiedereinstieg', exact: true }).check();
  await page
    .getByRole('group', { name: 'Verbotener Abgang' })
    .getByLabel('2', { exact: true })
    .check();
  const shared = await page.locator('#hr-share-url').inputValue();
  expect(shared).toMatch(/\/de\/house-rules\/\?rules=1~dutch~reentry\.on~forbidden-finish\.2$/);
  const state = await formState(page);
  const card = await page.locator('#rule-card').innerText();

  // A new browser profile at phone size: nothing stored, only the link. The panel (below the
  // introduction, off the screen) wakes up at once with the link's rules, not the default.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const fresh = await context.newPage();
  await fresh.goto(shared);
  const dutch = fresh.locator('input[name="hr-preset"][value="dutch"]');
  await expect(dutch).not.toBeInViewport();
  await expect(dutch).toBeEnabled();
  await expect(dutch).toBeChecked();
  await ready(fresh);
  expect(await formState(fresh)).toEqual(state);
  expect(await fresh.locator('#rule-card').innerText()).toEqual(card);
  await expect(fresh.locator('.hr-notice')).toHaveCount(0);
  await context.close();

  // Reload, then the bare page: the URL and then the storage bring the rules back.
  await page.reload();
  await ready(page);
  expect(await formState(page)).toEqual(state);
  await page.goto(url('de'));
  await ready(page);
  expect(await formState(page)).toEqual(state);
  expect(page.url()).toBe(shared);
});

for (const lang of ['en', 'de'] as const) {
  const s = houseRulesStrings(lang);

  test(`/${lang}/: a forged link keeps its valid part and says what it left out`, async ({
    page,
  }) => {
    const forged = '?rules=9~nonsense~reentry.maybe~clear.8';
    await page.goto(url(lang, forged));
    await ready(page);
    const notice = page.getByRole('status').filter({ has: page.locator('.hr-notice') });
    await expect(notice).toContainText(s.notices.link);
    const expected = decodeRuleLink('9~nonsense~reentry.maybe~clear.8');
    expect(expected.notices).toHaveLength(3);
    await expect(notice.locator('li')).toHaveText(expected.notices.map((n) => noticeText(n, s)));
    // The valid part: clear=8 on the common preset.
    await expect(page.locator('input[name="hr-preset"][value="common"]')).toBeChecked();
    const clear = page.getByRole('group', { name: s.options.clear.label });
    await expect(clear.getByRole('checkbox', { name: '8', exact: true })).toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: s.options.reentry.label, exact: true }),
    ).not.toBeChecked();
    expect(await cardSentences(page)).toEqual(expectedSentences(expected, lang));
    expect(new URL(page.url()).search).toBe('?rules=1~common~clear.8');
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: s.notices.dismiss }).click();
    await expect(page.locator('.hr-notice')).toHaveCount(0);
  });

  test(`/${lang}/: corrupt storage shows a notice and keeps what it can`, async ({ page }) => {
    await page.goto(url(lang));
    // Once awake, the island stores its rules; only then is the storage ours to spoil.
    await ready(page);
    await page.evaluate(([key]) => localStorage.setItem(key ?? '', '{"rules": tru'), [STORAGE_KEY]);
    // The bare page: the address bar now carries the rules, and the link would win.
    await page.goto(url(lang));
    await ready(page);
    await expect(page.locator('.hr-notice')).toContainText(s.notices.storage);
    await expect(page.locator('input[name="hr-preset"][value="common"]')).toBeChecked();
    expect(await cardSentences(page)).toEqual(
      expectedSentences({ preset: 'common', rules: presetRules('common') }, lang),
    );

    // Half right: the preset and one option survive, the forged option is named.
    await page.evaluate(
      ([key]) => localStorage.setItem(key ?? '', '1~dutch~jokers.7~miyako.on'),
      [STORAGE_KEY],
    );
    await page.goto(url(lang));
    await ready(page);
    await expect(page.locator('.hr-notice li')).toHaveText([
      s.notices.badValue.replace('{value}', '7').replace('{option}', s.options.jokers.label),
    ]);
    await expect(page.locator('input[name="hr-preset"][value="dutch"]')).toBeChecked();
    await expect(page.getByRole('checkbox', { name: s.options.miyako.label })).toBeChecked();
    // What was read is stored again, cleanly.
    expect(await page.evaluate(([key]) => localStorage.getItem(key ?? ''), [STORAGE_KEY])).toBe(
      '1~dutch~miyako.on',
    );
  });
}

for (const lang of LANGS) {
  test(`/${lang}/: the printed card fits one A4 and one Letter page, controls left out`, async ({
    page,
  }) => {
    for (const query of ['', `?rules=${LONGEST_LINK}`]) {
      await page.goto(url(lang, query));
      await ready(page);
      if (query !== '') {
        expect(await cardSentences(page)).toEqual(
          expectedSentences({ preset: 'house', rules: LONGEST }, lang),
        );
      }
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('#rule-card')).toBeVisible();
      for (const hidden of [
        '.site-header',
        '.site-footer',
        '.hr-controls',
        '.hr-share',
        '.hr-actions',
        'h1',
      ]) {
        await expect(page.locator(hidden).first()).toBeHidden();
      }
      for (const format of ['A4', 'Letter'] as const) {
        expect(pdfPages(await page.pdf({ format })), `${lang} ${format} ${query}`).toBe(1);
      }
      await page.emulateMedia({ media: 'screen' });
    }
  });
}

test('Copy as text puts the card on the clipboard; Copy link puts the link', async ({
  page,
  context,
}) => {
  const s = houseRulesStrings('en');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(url('en', '?rules=1~classic~jokers.1'));
  await ready(page);
  await page.getByRole('button', { name: s.actions.copyText }).click();
  await expect(page.getByTestId('hr-copy-status')).toHaveText(s.actions.copied);
  const choice = decodeRuleLink('1~classic~jokers.1');
  const text = ruleCardText(ruleCard(choice, s), s, page.url());
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  await page.getByRole('button', { name: s.actions.shareCopy }).click();
  await expect(page.getByTestId('hr-share-status')).toHaveText(s.actions.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('without a clipboard, Copy as text selects the text in a field', async ({ page }) => {
  const s = houseRulesStrings('nl');
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });
  await page.goto(url('nl'));
  await ready(page);
  await page.getByRole('button', { name: s.actions.copyText }).click();
  const field = page.getByRole('textbox', { name: s.actions.textLabel });
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  const value = await field.inputValue();
  // the text ends with the share link (the address itself holds no rules until one is chosen)
  const link = await page.locator('#hr-share-url').inputValue();
  expect(link).toMatch(/\?rules=1~common$/);
  expect(value).toBe(
    ruleCardText(ruleCard({ preset: 'common', rules: presetRules('common') }, s), s, link),
  );
  const selected = await field.evaluate((el: HTMLTextAreaElement) =>
    el.value.slice(el.selectionStart, el.selectionEnd),
  );
  expect(selected).toBe(value);
  await expect(page.getByTestId('hr-copy-status')).toHaveText(
    new RegExp(`^(${s.actions.copied}|${s.actions.selected.replace(/[()+]/g, '\\$&')})$`),
  );
});

test('Print opens the print dialog', async ({ page }) => {
  await page.goto(url('sv'));
  await ready(page);
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: houseRulesStrings('sv').actions.print }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
});

test('axe finds nothing, at first and after changes, light and dark', async ({ page }) => {
  await page.goto(url('en'));
  await ready(page);
  await expectNoAxeViolations(page);
  await page.locator('input[name="hr-preset"][value="house"]').check();
  await page.getByRole('checkbox', { name: 'Re-entry', exact: true }).uncheck();
  await page.getByRole('radio', { name: 'when someone reaches a score' }).check();
  await page.getByRole('spinbutton').fill('0');
  await expect(page.locator('.hr-error')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
});

test('without JavaScript the card for the common form is there', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url('sv'));
  expect(await cardSentences(page)).toEqual(
    expectedSentences({ preset: 'common', rules: presetRules('common') }, 'sv'),
  );
  await expect(page.locator('.hr-noscript')).toHaveText(houseRulesStrings('sv').panel.noscript);
  await expect(page.locator('input[name="hr-preset"]').first()).toBeDisabled();
  await context.close();
});

// ---------------------------------------------------------------------------------------
// Hostile and unlucky input (issue 11): each item a regression test.

const stored = (page: Page) =>
  page.evaluate(([key]) => localStorage.getItem(key ?? ''), [STORAGE_KEY]);

test('a page only looked at saves nothing: the rules are saved, and put in the address, once the reader changes one', async ({
  page,
}) => {
  const s = houseRulesStrings('en');
  await page.goto(url('en'));
  await ready(page);
  // the share link is there, the address and storage are untouched
  await expect(page.locator('.hr-share input')).toHaveValue(/\?rules=1~common$/);
  expect(new URL(page.url()).search).toBe('');
  expect(await stored(page)).toBeNull();
  // the practice table then offers no "your house rules"
  await page.goto('/en/practice/');
  await expect(page.locator('.pt-start')).not.toHaveAttribute('inert');
  await expect(page.getByRole('radio', { name: PRACTICE.en.start.rulesSaved })).toHaveCount(0);
  // a change is a choice: saved, and in the address
  await page.goto(url('en'));
  await ready(page);
  await page.getByRole('checkbox', { name: s.options.miyako.label }).check();
  await expect.poll(() => stored(page)).toBe('1~common~miyako.on');
  expect(new URL(page.url()).search).toBe('?rules=1~common~miyako.on');
});

test('a link never overwrites the saved rules: the reader keeps theirs or takes the link’s, by keyboard', async ({
  page,
}) => {
  const s = houseRulesStrings('en');
  const announced = page.locator('.hr > [aria-live="polite"]');
  // Nothing saved yet: a link's rules are saved as they are.
  await page.goto(url('en', '?rules=1~dutch~one-lap.on'));
  await ready(page);
  await expect(page.getByTestId('hr-conflict')).toHaveCount(0);
  expect(await stored(page)).toBe('1~dutch~one-lap.on');

  // A forged link: its valid part is shown, the saved rules stay until the reader chooses.
  await page.goto(url('en', '?rules=%3Cimg%20src%3Dx%3E'));
  await ready(page);
  const conflict = page.getByTestId('hr-conflict');
  await expect(conflict).toContainText(s.notices.conflict);
  await expect(page.locator('.hr-notice li')).toHaveText(
    decodeRuleLink('<img src=x>').notices.map((n) => noticeText(n, s)),
  );
  await expect(page.locator('input[name="hr-preset"][value="common"]')).toBeChecked();
  expect(new URL(page.url()).search).toBe('?rules=1~common');
  // A change while the question is open goes into the address, not into storage.
  await page.getByRole('checkbox', { name: s.options.miyako.label }).check();
  expect(new URL(page.url()).search).toBe('?rules=1~common~miyako.on');
  expect(await stored(page)).toBe('1~dutch~one-lap.on');

  const keep = conflict.getByRole('button', { name: s.notices.keepSaved });
  await tabTo(page, keep);
  await page.keyboard.press('Enter');
  await expect(conflict).toHaveCount(0);
  const dutch = page.locator('input[name="hr-preset"][value="dutch"]');
  await expect(dutch).toBeChecked();
  await expect(dutch).toBeFocused();
  await expect(announced).toHaveText(s.notices.keptSaved);
  await expect(page.getByRole('checkbox', { name: s.options.oneLap.label })).toBeChecked();
  expect(new URL(page.url()).search).toBe('?rules=1~dutch~one-lap.on');
  expect(await stored(page)).toBe('1~dutch~one-lap.on');

  // The notice of the forged link is still there; Dismiss moves the focus to the presets.
  const dismiss = page.getByRole('button', { name: s.notices.dismiss });
  await tabTo(page, dismiss);
  await page.keyboard.press('Enter');
  await expect(page.locator('.hr-notice')).toHaveCount(0);
  await expect(dutch).toBeFocused();

  // A good link with other rules: the reader takes them, and only now are they saved.
  await page.goto(url('en', '?rules=1~house~reentry.off'));
  await ready(page);
  expect(await stored(page)).toBe('1~dutch~one-lap.on');
  const use = page.getByRole('button', { name: s.notices.useLink });
  await tabTo(page, use);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('hr-conflict')).toHaveCount(0);
  await expect(page.locator('input[name="hr-preset"][value="house"]')).toBeFocused();
  await expect(announced).toHaveText(s.notices.usedLink);
  expect(await stored(page)).toBe('1~house~reentry.off');

  // The same link again: nothing to ask.
  await page.reload();
  await ready(page);
  await expect(page.getByTestId('hr-conflict')).toHaveCount(0);
  await expect(page.locator('.hr-notice')).toHaveCount(0);
});

test('Enter on “Back to the preset” moves the focus to the line that now says so', async ({
  page,
}) => {
  const s = houseRulesStrings('sv');
  await page.goto(url('sv', '?rules=1~house~reentry.off'));
  await ready(page);
  const reset = page.getByRole('button', {
    name: s.panel.reset.replace('{preset}', s.presets.house.name),
  });
  await tabTo(page, reset);
  await page.keyboard.press('Enter');
  await expect(reset).toHaveCount(0);
  const line = page.getByTestId('hr-differs');
  await expect(line).toHaveText(s.panel.same.replace('{preset}', s.presets.house.name));
  await expect(line).toBeFocused();
  expect(new URL(page.url()).search).toBe('?rules=1~house');
  // Tab goes on from there into the first option.
  await page.keyboard.press('Tab');
  await expect(page.locator('.hr-option').first().locator(':focus')).toHaveCount(1);
});

test('storage full: the change is in the address, and the panel says it was not saved', async ({
  page,
}) => {
  const s = houseRulesStrings('de');
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto(url('de'));
  await ready(page);
  // nothing chosen yet, nothing to save: no warning
  const warning = page.getByTestId('hr-not-saved');
  await expect(warning).toHaveCount(0);
  await page.locator('input[name="hr-preset"][value="swedish"]').check();
  expect(new URL(page.url()).search).toBe('?rules=1~swedish');
  await expect(warning).toHaveText(s.notices.notSaved);
  await expect(page.getByRole('status').filter({ has: warning })).toBeVisible();
  expect(await stored(page)).toBeNull();
  await expectNoAxeViolations(page);
});

test('a value from storage that is not text never disables the panel', async ({ page }) => {
  const s = houseRulesStrings('nl');
  for (const value of ['42', '{ "trim": 1 }', '["1~house"]']) {
    await page.addInitScript(
      ([key, json]) => {
        // A patched getItem, as the tester did: the panel's key answers a non-string.
        const original: (this: Storage, name: string) => string | null = Reflect.get(
          Storage.prototype,
          'getItem',
        );
        Storage.prototype.getItem = function (this: Storage, name: string) {
          return name === key ? (JSON.parse(json ?? 'null') as string) : original.call(this, name);
        };
      },
      [STORAGE_KEY, value],
    );
    await page.goto(url('nl'));
    await ready(page);
    await expect(page.locator('.hr-notice')).toContainText(s.notices.storage);
    await expect(page.locator('.hr-notice li')).toHaveText([s.notices.unreadable]);
    await expect(page.locator('input[name="hr-preset"][value="common"]')).toBeChecked();
    await page.locator('input[name="hr-preset"][value="classic"]').check();
    await expect(page.locator('.rule-card-preset')).toContainText(s.presets.classic.name);
  }
});

test('a forged link with one mistake 499 times lists it once, with its count', async ({ page }) => {
  const s = houseRulesStrings('en');
  await page.goto(url('en', `?rules=1${'~x'.repeat(499)}`));
  await ready(page);
  await expect(page.locator('.hr-notice li')).toHaveText(['There is no preset “x”. (499 times)']);
  expect(new URL(page.url()).search).toBe('?rules=1~common');
  await expect(page.locator('.hr-notice')).toContainText(s.notices.link);
});

/** The headers dist/_headers gives a path, as a host that reads the file sends them. */
const hostRules = () => parseHeaders(readFileSync('dist/_headers', 'utf8'));

/** Serves every response of `context` with the headers dist/_headers gives its path. */
async function withHostHeaders(context: BrowserContext) {
  const rules = hostRules();
  await context.route('**/*', async (route) => {
    const response = await route.fetch();
    const extra = headersFor(rules, new URL(route.request().url()).pathname);
    await route.fulfill({
      response,
      headers: { ...response.headers(), ...Object.fromEntries(extra) },
    });
  });
}

test('with the host’s headers (dist/_headers) the panel works, and no other site can frame it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Both policies at once, header and <meta>: the island hydrates with no violation (the
  // fixture fails on one), and the Permissions-Policy names no feature Chromium rejects.
  await withHostHeaders(page.context());
  const response = await page.goto(url('en'));
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await ready(page);
  await page.locator('input[name="hr-preset"][value="house"]').check();
  expect(new URL(page.url()).search).toBe('?rules=1~house');

  // A page of another site frames the panel. Both sites are served through the browser's
  // routing (Chromium refuses a public page's frame of 127.0.0.1 outright): the site's files
  // come from the preview server, with or without the host's headers.
  // The frame's document and the panels in it: the page's load event waits for its frame, so
  // both are final once goto returns and the frame has its address.
  const framed = async (hostHeaders: boolean): Promise<{ url: string; panels: number }> => {
    const context = await browser.newContext();
    const rules = hostRules();
    await context.route('http://site.test/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      const response = await route.fetch({ url: new URL(path, baseURL).href });
      const extra = hostHeaders ? Object.fromEntries(headersFor(rules, path)) : {};
      await route.fulfill({ response, headers: { ...response.headers(), ...extra } });
    });
    await context.route('http://other.test/frame', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<iframe src="http://site.test/en/house-rules/"></iframe>',
      }),
    );
    const other = await context.newPage();
    await other.goto('http://other.test/frame');
    // (on a loaded machine the refused frame's error page may commit after the load event)
    const frameUrl = () =>
      other
        .frames()
        .find((f) => f !== other.mainFrame())
        ?.url() ?? '';
    await expect.poll(frameUrl).not.toMatch(/^(about:blank)?$/);
    const result = {
      url: frameUrl(),
      panels: await other.frameLocator('iframe').locator('.hr').count(),
    };
    await context.close();
    return result;
  };
  // Chromium refused the frame and shows its error page in it.
  expect(await framed(true)).toEqual({ url: 'chrome-error://chromewebdata/', panels: 0 });
  // Without the headers (as astro preview serves it) the same frame shows the panel.
  expect(await framed(false)).toEqual({ url: 'http://site.test/en/house-rules/', panels: 1 });
});

test('phone: the first change moves nothing under the finger (sv)', async ({ page }) => {
  const s = houseRulesStrings('sv');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url('sv'));
  await ready(page);
  const one = page.getByLabel(VOCABULARY.sv.jokers.values[1], { exact: true });
  const two = page.getByLabel(VOCABULARY.sv.jokers.values[2], { exact: true });
  await one.scrollIntoViewIfNeeded();
  const before = await two.boundingBox();
  await one.check();
  await expect(page.getByTestId('hr-differs')).not.toHaveText(
    s.panel.same.replace('{preset}', s.presets.common.name),
  );
  // "Back to the preset" has appeared, and the next choice is where it was
  await expect(
    page.getByRole('button', { name: s.panel.reset.replace('{preset}', s.presets.common.name) }),
  ).toBeVisible();
  expect((await two.boundingBox())?.y).toBe(before?.y);
});

test('phone: a link’s rules are announced at the page’s top, with the way to them (sv)', async ({
  page,
}) => {
  const s = houseRulesStrings('sv');
  await page.setViewportSize({ width: 390, height: 844 });
  // Nothing saved: the top says where the link's rules are, the card
  await page.goto(url('sv', '?rules=1~swedish~jokers.1'));
  const top = page.locator('#hr-link-top');
  await expect(top).toContainText(s.notices.linkTop);
  await expect(top).toBeInViewport();
  await top.getByRole('link', { name: s.notices.toCard }).click();
  await expect(page.locator('#rule-card-title')).toBeInViewport();
  await expect(page.locator('#rule-card')).toContainText(s.presets.swedish.name);
  // Other rules saved: the top says they differ and leads to the choice
  await page.goto(url('sv', '?rules=1~dutch'));
  await expect(top).toContainText(s.notices.conflictTop);
  await top.getByRole('link', { name: s.notices.toChoice }).click();
  await expect(page.getByTestId('hr-conflict')).toBeInViewport();
  // Without a link the top is empty
  await page.goto(url('sv'));
  await ready(page);
  await expect(top).toHaveText('');
  await expectNoAxeViolations(page);
});
