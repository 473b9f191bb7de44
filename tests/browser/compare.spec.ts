/**
 * The compare pages (issue 9): from the presets page to a pair of presets, the list of
 * differences, one example read (both verdicts in the page's language) and stepped by
 * keyboard to the step where the same moves part; axe on the chooser and the pair page.
 * Any two rule sets on /<lang>/compare/: a pair of non-presets searched in the worker, its
 * example stepped by keyboard (two languages); a forged link's notice and its valid part; the
 * house-rules panel's "compare with…" link. The expected words come from the same engine and
 * tables as the pages.
 */
import type { Page } from '@playwright/test';
import { compareRules, differingOptions } from '../../src/compare/index.ts';
import { buildSteps } from '../../src/components/stepper/build-steps.ts';
import { describeStep } from '../../src/components/stepper/describe.ts';
import { presetRules, withOption } from '../../src/engine/rules.ts';
import { COMPARE } from '../../src/i18n/compare/index.ts';
import type { Lang } from '../../src/i18n/langs.ts';
import { MESSAGES, verdictMessage } from '../../src/i18n/messages/index.ts';
import { houseRulesStrings } from '../../src/i18n/options/index.ts';
import { PICTURES } from '../../src/i18n/pictures/index.ts';
import { STEPPER } from '../../src/i18n/stepper/index.ts';
import { VOCABULARY } from '../../src/i18n/vocabulary/index.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// The comparison the build made for common and classic (seeded, so the same here).
const comparison = compareRules(presetRules('common'), presetRules('classic'));
const firstCard = comparison.differences.find((d) => d.name === 'first-card');

test.describe.configure({ timeout: 180_000 });

for (const lang of ['en', 'de'] as const satisfies readonly Lang[]) {
  test(`/${lang}/: presets page → compare → common and classic, the first-card example read and stepped`, async ({
    page,
  }) => {
    const t = COMPARE[lang];
    const names = PICTURES[lang].presets.names;
    await page.goto(`/${lang}/presets/`);
    await page.getByTestId('presets-compare').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/compare/$`));
    await expect(page.locator('h1')).toHaveText(t.title);
    // Each side shows the rule set it holds (the common form and the house rules): side B
    // once showed the first preset while it held the house rules.
    await expect(page.locator('#cmp-pick-a')).toHaveValue('common');
    await expect(page.locator('#cmp-pick-b')).toHaveValue('house');
    await expectNoAxeViolations(page);

    // The chooser's link reads "Compare Common with Classic" to a screen reader.
    await page
      .getByRole('link', {
        name: `${t.chooser.linkPrefix(names.common)} ${names.classic}`,
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/compare/common-classic/$`));
    await expect(page.locator('h1')).toHaveText(t.pairTitle(names.common, names.classic));
    await expect(page.getByTestId('compare-count')).toHaveText(
      t.list.count(comparison.differences.length),
    );
    // One row per difference, each with both values and a link to the variants page.
    const rows = page.getByTestId('compare-table').locator('tr[data-option]');
    await expect(rows).toHaveCount(comparison.differences.length);
    const row = page.locator('tr[data-option="first-card"]');
    await expect(row.locator(`a[href="/${lang}/variants/#opt-first-card"]`)).toHaveCount(1);

    // The example: refused under Common (the first play must include 3♣), allowed under Classic.
    expect(firstCard?.example).toBeTruthy();
    const e = firstCard?.example;
    if (e === undefined || e === null) return;
    expect(e.a.verdict.legal).toBe(false);
    expect(e.b.verdict.legal).toBe(true);
    const article = page.locator('#diff-first-card');
    const outcomes = article.getByTestId('compare-outcome');
    await expect(outcomes.nth(0)).toContainText(t.example.under(names.common));
    if (!e.a.verdict.legal)
      await expect(outcomes.nth(0)).toContainText(verdictMessage(e.a.verdict.reason, lang));
    await expect(outcomes.nth(1)).toContainText(t.example.under(names.classic));
    await expect(outcomes.nth(1)).toContainText(t.example.allowed);
    // Another option that parts these moves the same way is named, or the line is absent.
    const also = article.getByTestId('compare-also');
    if (e.also.length === 0) await expect(also).toHaveCount(0);
    else
      await expect(also).toHaveText(t.example.also(e.also.map((k) => VOCABULARY[lang][k].label)));
    // The transcript marks the parting line.
    await expect(article.getByTestId('compare-transcript').locator('mark')).toContainText(
      t.example.marker,
    );
    // Open in the referee: the game travels in the fragment.
    await expect(article.locator(`a[href^="/${lang}/referee/#game=1."]`)).toHaveCount(2);

    // Stepped by keyboard to the step where they part: the stepper says what Common makes of it.
    const built = buildSteps(e.text);
    if (!built.ok) throw new Error('the example does not replay');
    const words = { messages: MESSAGES[lang], stepper: STEPPER[lang], options: VOCABULARY[lang] };
    const sentences = built.steps.map((s) => describeStep(s, words));
    const stepper = article.locator('section.stepper');
    await stepper.scrollIntoViewIfNeeded();
    await expect(article.locator('astro-island')).not.toHaveAttribute('ssr');
    await stepper.focus();
    await page.keyboard.press('End');
    const total = sentences.length;
    await expect(stepper.getByTestId('stepper-count')).toContainText(
      `${String(total)} / ${String(total)}`,
    );
    await expect(article.getByTestId('compare-parts')).toHaveText(
      t.example.parts(total, total, e.line),
    );
    await expect(stepper.getByTestId('stepper-sentence')).toHaveText(sentences[total - 1] ?? '');
    await page.keyboard.press('Home');
    await expect(stepper.getByTestId('stepper-sentence')).toHaveText(sentences[0] ?? '');
    await expectNoAxeViolations(page);
    // the table's links are targets a finger can hit (axe's WCAG 2.2 rule, as Lighthouse runs it)
    await expectNoAxeViolations(page, { rules: ['target-size'], state: 'touch targets' });
  });
}

test('/sv/compare/swedish-dutch/: an example another difference explains too names it', async ({
  page,
}) => {
  const c = compareRules(presetRules('swedish'), presetRules('dutch'));
  const twos = c.differences.find((d) => d.key === 'twosBySuit')?.example;
  expect(twos?.also).toEqual(['equal']);
  await page.goto('/sv/compare/swedish-dutch/');
  await expect(page.locator('#diff-twos-by-suit').getByTestId('compare-also')).toHaveText(
    COMPARE.sv.example.also([VOCABULARY.sv.equal.label]),
  );
  // and only the shared examples say so
  const shared = c.differences.filter((d) => (d.example?.also.length ?? 0) > 0).length;
  await expect(page.getByTestId('compare-also')).toHaveCount(shared);
});

// Any two rule sets (the live island and the compare worker).

/** Waits until the worker's search is over (the progress line's state). */
async function searched(page: Page) {
  await expect(page.getByTestId('compare-progress')).toHaveAttribute('data-state', 'done', {
    timeout: 90_000,
  });
}

for (const lang of ['en', 'sv'] as const satisfies readonly Lang[]) {
  test(`/${lang}/compare/?a=&b=: two rule sets that are not presets, searched in the worker and stepped`, async ({
    page,
  }) => {
    const t = COMPARE[lang];
    const a = withOption(presetRules('house'), 'oneLap', true);
    const b = withOption(presetRules('common'), 'reentry', true);
    const keys = differingOptions(a, b);
    await page.goto(`/${lang}/compare/?a=1~house~one-lap.on&b=1~common~reentry.on`);
    await searched(page);
    await expect(page.getByTestId('compare-count')).toHaveText(t.list.count(keys.length));
    const rows = page.getByTestId('compare-table').locator('tr[data-option]');
    await expect(rows).toHaveCount(keys.length);
    await expect(page.getByTestId('compare-notice')).toHaveCount(0);
    // Both sides are named with their preset and the number of changes.
    await expect(page.getByTestId('compare-table').locator('thead')).toContainText(
      t.live.sideName('A', PICTURES[lang].presets.names.house, 1),
    );
    // one-lap exists only in A: its example shows both verdicts, the stepper and the referee links
    const article = page.locator('#diff-one-lap');
    await expect(article.getByTestId('compare-outcome')).toHaveCount(2);
    await expect(article.locator(`a[href^="/${lang}/referee/#game=1."]`)).toHaveCount(2);
    await expect(article.getByTestId('compare-transcript').locator('mark')).toContainText(
      t.example.marker,
    );
    // The stepper is drawn when its example comes near the screen.
    await article.locator('.cmp-example').scrollIntoViewIfNeeded();
    const stepper = article.locator('section.stepper');
    await expect(stepper).toBeVisible();
    await stepper.scrollIntoViewIfNeeded();
    const parts = (await article.getByTestId('compare-parts').textContent()) ?? '';
    await stepper.focus();
    await page.keyboard.press('End');
    const counter = stepper.getByTestId('stepper-count');
    await expect(counter).toHaveText(/(\d+) \/ \1$/);
    const total = Number(/(\d+)$/.exec((await counter.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(1);
    // the stepper's last step is the step where the same moves part
    expect(parts).toContain(String(total));
    await page.keyboard.press('Home');
    await expect(counter).toContainText(`1 / ${String(total)}`);
    await expectNoAxeViolations(page);
  });
}

test('/de/compare/: a forged link gets a notice naming what was ignored and keeps its valid part', async ({
  page,
}) => {
  const s = houseRulesStrings('de');
  const t = COMPARE.de;
  await page.goto('/de/compare/?a=1~house~bogus.on~one-lap.maybe~clear.10&b=house');
  const notice = page.getByTestId('compare-notice');
  await expect(notice).toContainText(t.live.notice(t.live.sideA));
  await expect(notice).toContainText(s.notices.unknownKey.replace('{name}', 'bogus'));
  await expect(notice).toContainText(s.options.oneLap.label);
  // The valid part (house with 10 clearing) is compared with house: one difference.
  await searched(page);
  await expect(page.getByTestId('compare-table').locator('tr[data-option]')).toHaveCount(1);
  await expect(page.locator('tr[data-option="clear"]')).toHaveCount(1);
  await expect(page).toHaveURL(/\?a=1~house~clear\.10&b=house$/);
  // the box shows what the address now holds
  await expect(page.locator('#cmp-link-a')).toHaveValue('1~house~clear.10');
  await expectNoAxeViolations(page);
});

test('/de/compare/house-dutch/ at phone size: each difference is stacked, both values in view with their side', async ({
  page,
}) => {
  const names = PICTURES.de.presets.names;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/compare/house-dutch/');
  const box = page.locator('.cmp-table-scroll');
  // nothing to swipe to: the table is as wide as its box
  const [client, scroll] = await box.evaluate((e) => [e.clientWidth, e.scrollWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
  const row = page.locator('tr[data-option="twos-by-suit"]');
  await expect(row.locator('td').nth(1)).toBeInViewport();
  await expect(row.locator('td').nth(1).locator('.cmp-cell-side')).toHaveText(`${names.dutch}: `);
  await expectNoAxeViolations(page);
  // on a wide screen it is a table again, the side names in its head only
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(row.locator('.cmp-cell-side').first()).toBeHidden();
  await expect(page.locator('.cmp-table thead th').nth(2)).toBeVisible();
});

test('/sv/compare/ at phone size: an empty share link is refused at the box; Enter on a link that is none shows the results, saying nothing could be read', async ({
  page,
}) => {
  const t = COMPARE.sv;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sv/compare/');
  await page.locator('#cmp-pick-a').selectOption('link');
  const box = page.locator('#cmp-link-a');
  await expect(box).toBeVisible();
  await page.getByTestId('compare-run').click();
  await expect(page.getByRole('alert')).toHaveText(t.live.linkEmpty);
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  // nothing was compared: no results, the address unchanged
  await expect(page.getByTestId('compare-table')).toHaveCount(0);
  await expect(page).toHaveURL(/\/sv\/compare\/$/);
  // typing takes the notice away
  await box.fill('https://example.org/sv/');
  await expect(page.locator('.cmp-link-empty')).toHaveCount(0);
  // Enter compares; the results (under the form, below a phone's screen) take the focus
  await box.press('Enter');
  const results = page.getByTestId('compare-results');
  await expect(results).toBeFocused();
  await expect(page.getByTestId('compare-count')).toBeInViewport();
  // an address without rules: one sentence, not its parts as "left out"; the box as typed
  await expect(page.getByTestId('compare-notice')).toHaveText(t.live.notRead(t.live.sideA));
  await expect(box).toHaveValue('https://example.org/sv/');
  // their start stays in view while the examples come in below it
  await searched(page);
  await expect(page.getByTestId('compare-count')).toBeInViewport();
  await expectNoAxeViolations(page);
});

test('/en/house-rules/: "compare with…" takes the panel’s rules as A; two presets go to their page', async ({
  page,
}) => {
  const t = COMPARE.en;
  await page.goto('/en/house-rules/');
  const link = page.locator('a[href^="/en/compare/?a="]');
  await link.scrollIntoViewIfNeeded();
  await expect(link).toHaveAttribute('href', '/en/compare/?a=1~common');
  await link.click();
  await expect(page.locator('#cmp-link-a')).toHaveValue('1~common');
  // B: Dutch, chosen by keyboard; A is the common form unchanged, so the pair has its own page.
  await page.locator('#cmp-pick-b').selectOption('dutch');
  await page.getByTestId('compare-run').click();
  await expect(page).toHaveURL(/\/en\/compare\/common-dutch\/$/);
  await expect(page.locator('h1')).toHaveText(
    t.pairTitle(PICTURES.en.presets.names.common, PICTURES.en.presets.names.dutch),
  );
});

test('two presets that play alike: the page says so, with no empty list of differences', async ({
  page,
}) => {
  const t = COMPARE.sv;
  await page.goto('/sv/compare/arschloch-swedish/');
  await expect(page.getByTestId('compare-count')).toHaveText(t.list.count(0));
  await expect(page.getByTestId('compare-table')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: t.list.heading })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('/sv/house-rules/ with changes: "compare with…" names them as the saved rules and sets B to their preset', async ({
  page,
}) => {
  await page.goto('/sv/house-rules/?rules=1~swedish~jokers.1');
  const link = page.locator('a[href^="/sv/compare/?a="]');
  await link.scrollIntoViewIfNeeded();
  await expect(link).toHaveAttribute('href', '/sv/compare/?a=1~swedish~jokers.1');
  await link.click();
  // the rules saved in this browser, not a pasted link's code; compared with Svensk first
  await expect(page.locator('#cmp-pick-a')).toHaveValue('saved');
  await expect(page.locator('#cmp-link-a')).toHaveCount(0);
  await expect(page.locator('#cmp-pick-b')).toHaveValue('swedish');
});
