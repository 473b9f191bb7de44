/**
 * The pictures of the rule pages (src/components/content), used the way a reader would: the
 * revolution switch by mouse and keyboard, with and without motion; the diagrams' text in the
 * page's language; the preset table's scroll region on a phone. Each test runs on the first
 * built page that shows the picture (the rule writers decide which page that is), and is
 * skipped while no page shows it. axe and the CSP of every page are checked in site.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cardLongName, roleName } from '../../src/i18n/messages/index.ts';
import { COMPARE } from '../../src/i18n/compare/index.ts';
import { PICTURES, optionValue } from '../../src/i18n/pictures/index.ts';
import { VOCABULARY } from '../../src/i18n/vocabulary/index.ts';
import { presetRules } from '../../src/engine/rules.ts';
import type { Lang } from '../../src/i18n/ui/index.ts';
import { flowGraph } from '../../src/lib/flow-graph.ts';
import { gameMachine } from '../../src/machines/game.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** The first built page of `lang` whose HTML contains `marker` (a component's root class). */
function pageWith(lang: Lang, marker: string): string | undefined {
  const dir = join('dist', lang);
  const file = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('index.html'))
    .sort()
    .find((f) => readFileSync(join(dir, f), 'utf8').includes(marker));
  return file === undefined
    ? undefined
    : `/${lang}/${file.replaceAll('\\', '/').replace(/index\.html$/, '')}`;
}

for (const lang of ['en', 'de'] as const) {
  const words = PICTURES[lang];

  test(`${lang}: the revolution switch turns the rank row over, by mouse and keyboard`, async ({
    page,
  }) => {
    const url = pageWith(lang, 'class="rank-row"');
    test.skip(url === undefined, 'no page shows <RankRow /> yet');
    await page.goto(url ?? '');
    const row = page.locator('.rank-row').first();
    const normal = row.getByRole('list', { name: words.rankRow.listNormal });
    const turned = row.getByRole('list', { name: words.rankRow.listRevolution });
    const first = (list: typeof normal) => list.getByRole('img').first();
    const toggle = row.getByRole('checkbox', { name: words.rankRow.toggle });

    // Normal order, lowest first: 3 … 2, then the joker.
    await expect(normal).toBeVisible();
    await expect(turned).toBeHidden();
    await expect(normal.getByRole('listitem')).toHaveCount(14);
    await expect(first(normal)).toHaveAccessibleName(cardLongName({ rank: '3', suit: null }, lang));
    await expect(row.getByText(words.rankRow.stateNormal('3', '2'))).toBeVisible();

    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(turned).toBeVisible();
    await expect(normal).toBeHidden();
    await expect(first(turned)).toHaveAccessibleName(cardLongName({ rank: '2', suit: null }, lang));
    await expect(turned.getByRole('img').last()).toHaveAccessibleName(
      cardLongName({ rank: 'X', suit: null }, lang),
    );
    // The change is said in words, not only shown.
    await expect(row.getByText(words.rankRow.stateRevolution('2', '3'))).toBeVisible();

    // Back with the keyboard.
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).not.toBeChecked();
    await expect(normal).toBeVisible();
    await expect(turned).toBeHidden();
  });

  test(`${lang}: the rank row flips with motion, and at once for reduced motion`, async ({
    page,
  }) => {
    const url = pageWith(lang, 'class="rank-row"');
    test.skip(url === undefined, 'no page shows <RankRow /> yet');
    const duration = () =>
      page
        .locator('.rank-row-face')
        .first()
        .evaluate((el) => getComputedStyle(el).transitionDuration);
    await page.goto(url ?? '');
    expect(await duration()).not.toMatch(/^0s(, 0s)*$/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await duration()).toMatch(/^0s(, 0s)*$/);
  });

  test(`${lang}: the exchange diagram names the roles in the page's language`, async ({ page }) => {
    const url = pageWith(lang, 'class="exchange-diagram"');
    test.skip(url === undefined, 'no page shows <ExchangeDiagram /> yet');
    await page.goto(url ?? '');
    const svg = page.locator('svg.exchange-svg').first();
    await expect(svg).toHaveAttribute('role', 'img');
    await expect(svg.locator('title')).toHaveText(words.exchange.title);
    for (const place of [1, 2, 3, 4, 5]) {
      await expect(
        svg.locator('text', { hasText: roleName(place, 5, lang) }).first(),
      ).toBeAttached();
    }
    await expect(svg.locator('desc')).toContainText(words.exchange.highest(2));
  });

  test(`${lang}: the game flow shows every state of the statechart`, async ({ page }) => {
    const url = pageWith(lang, 'class="game-flow"');
    test.skip(url === undefined, 'no page shows <GameFlow /> yet');
    await page.goto(url ?? '');
    const figure = page.locator('.game-flow').first();
    const states = words.flow.states as Readonly<Record<string, { name: string }>>;
    for (const node of flowGraph(gameMachine).nodes) {
      const name = states[node.id]?.name ?? node.id;
      await expect(figure.locator('svg text', { hasText: name }).first()).toBeAttached();
    }
    // The list form opens from the keyboard.
    await figure.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(figure.getByRole('listitem').first()).toBeVisible();
    // Every arrow leads to a state: an event that keeps the state (the computers' speed, from
    // any state) reads as a loop, not as "computer speed →" followed by nothing.
    const lines = [
      ...(await figure.locator('svg text').allTextContents()),
      ...(await figure.locator('li li').allTextContents()),
    ];
    expect(lines.filter((line) => /→\s*$/.test(line))).toEqual([]);
  });

  test(`${lang}: the preset table scrolls in a focusable region on a phone`, async ({ page }) => {
    const url = pageWith(lang, 'class="preset-table"');
    test.skip(url === undefined, 'no page shows <PresetTable /> yet');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(url ?? '');
    const region = page.getByRole('region', { name: words.presets.region });
    await expect(region).toHaveAttribute('tabindex', '0');
    const table = region.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(8);
    await expect(
      table.getByRole('rowheader', { name: new RegExp(words.presets.source) }),
    ).toBeVisible();
    // Differences from `common` are marked in words for screen readers, not by colour alone.
    await expect(
      table.getByText(words.presets.differs(words.presets.names.common)).first(),
    ).toBeAttached();
    // A value that cannot matter says so: what a joker does, where no preset deals jokers.
    const jokerRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: VOCABULARY[lang].joker.label }) });
    await expect(jokerRow.getByRole('cell').first()).toHaveText(
      COMPARE[lang].list.unused(
        `${VOCABULARY[lang].jokers.label}: ${optionValue('jokers', presetRules('common'), lang)}`,
      ),
    );
    // The caption stays whole at the box's left edge (it was cut at the phone's edge).
    const caption = await table.locator('caption').boundingBox();
    const box = await region.boundingBox();
    expect((caption?.x ?? 0) + (caption?.width ?? 0)).toBeLessThanOrEqual(
      (box?.x ?? 0) + (box?.width ?? 0) + 1,
    );
    // The page itself does not scroll sideways; the region does, by keyboard.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await region.focus();
    await expect(region).toBeFocused();
    // Chromium sometimes drops the first arrow key right after a load: press until it scrolls.
    await expect(async () => {
      await page.keyboard.press('ArrowRight');
      expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    }).toPass({ timeout: 15_000 });
    await expectNoAxeViolations(page, { include: '.preset-table-wrap' });
  });
}

test("sv: the exchange page draws the Swedish exchange (003: one card), not the common form's", async ({
  page,
}) => {
  const words = PICTURES.sv.exchange;
  await page.goto('/sv/exchange/');
  const figure = page.locator('.exchange-diagram');
  const desc = figure.locator('svg.exchange-svg desc');
  await expect(desc).toContainText(
    words.give(roleName(5, 5, 'sv'), roleName(1, 5, 'sv'), words.highest(1)),
  );
  await expect(desc).not.toContainText(words.highest(2));
  // The two-card form is a variant beside it.
  await expect(figure.locator('.exchange-variants')).toContainText(words.highest(2));
});
