import { readdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { describeStep } from '../../src/components/stepper/describe.ts';
import { buildSteps } from '../../src/components/stepper/build-steps.ts';
import type { ExampleId } from '../../src/examples/index.ts';
import { MESSAGES } from '../../src/i18n/messages/index.ts';
import { STEPPER } from '../../src/i18n/stepper/index.ts';
import { VOCABULARY } from '../../src/i18n/vocabulary/index.ts';
import { LANGS, type Lang } from '../../src/i18n/langs.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// The registry imports the transcripts with Vite's `?raw`, which Node cannot; read the files.
const EXAMPLE_IDS = readdirSync('src/examples')
  .filter((file) => file.endsWith('.txt'))
  .map((file) => file.replace(/\.txt$/, '') as ExampleId);
const text = (id: ExampleId): string => readFileSync(`src/examples/${id}.txt`, 'utf8');

/** The sentences the stepper should show, from the same engine and words as the island. */
function expectedSentences(id: ExampleId, lang: Lang, overrides: Record<string, string> = {}) {
  const result = buildSteps(text(id), overrides);
  if (!result.ok) throw new Error(`example ${id} does not replay`);
  const words = { messages: MESSAGES[lang], stepper: STEPPER[lang], options: VOCABULARY[lang] };
  return result.steps.map((step) => describeStep(step, words));
}

/** A few last steps written out, so the words themselves are checked, not only their source. */
const LAST_SENTENCE: Partial<Record<Lang, Partial<Record<ExampleId, string>>>> = {
  en: {
    'pairs-000': 'Dora leads 5♠: the table is empty, so any card or set of one rank may be led.',
    'five-players-002': 'Anna passes: nothing in hand beats A♠ A♥. Ben wins the trick and leads.',
    'status-001':
      'Cem tries 9♠. The referee says: “You need something higher than 9 (9♥ by Ben); suits do not count.” The cards go back to Cem.',
    'forbidden-finish':
      'Cem leads 6♠: the table is empty, so any card or set of one rank may be led.',
  },
  de: {
    'pairs-000':
      'Dora spielt 5♠ aus: Der Tisch ist leer, also ist jede Karte und jede Gruppe gleichen Werts erlaubt.',
    'five-players-002':
      'Anna passt: Nichts auf der Hand schlägt A♠ A♥. Ben gewinnt den Stich und spielt neu aus.',
    'revolution-001':
      'Cem will 3♦ legen. Der Schiedsrichter sagt: „Du brauchst etwas Höheres als 6 (auf 6♥ von Ben).“ Die Karten gehen zurück an Cem.',
    miyako:
      'Ben spielt K♦ aus: Der Tisch ist leer, also ist jede Karte und jede Gruppe gleichen Werts erlaubt. Ben ist fertig: Platz 1. Sturz: Ben ist zuerst fertig, also stürzt Anna, Präsident der Vorrunde, auf Platz 4.',
  },
};

/** The example's stepper, scrolled into view and hydrated (client:visible). */
async function openStepper(page: Page, id: ExampleId): Promise<Locator> {
  const stepper = page.locator(`section.stepper[data-example="${id}"]`);
  await stepper.scrollIntoViewIfNeeded();
  // Astro drops the island's `ssr` attribute once it has hydrated.
  await expect(page.locator('astro-island', { has: stepper })).not.toHaveAttribute('ssr');
  return stepper;
}

// The page holds every example (some 2,700 elements of cards): axe alone takes half a
// minute on a busy two-core machine, and each walk presses through 130 steps.
test.describe.configure({ timeout: 300_000 });

/**
 * In English every example is walked step by step to its end and back by keyboard; the steps
 * and keys work the same in every language, so the other languages check their words: each
 * example's first and last sentence, reached by Home and End.
 */
const WALKED: Lang = 'en';

async function everyExample(page: Page, lang: Lang) {
  const walk = lang === WALKED;
  for (const id of EXAMPLE_IDS) {
    const sentences = expectedSentences(id, lang);
    const total = sentences.length;
    const stepper = await openStepper(page, id);
    const sentence = stepper.getByTestId('stepper-sentence');
    const counter = stepper.getByTestId('stepper-count');
    // The server already shows the first step.
    await expect(sentence).toHaveText(sentences[0] ?? '');
    await expect(counter).toContainText(`1 / ${String(total)}`);

    await stepper.focus();
    if (walk) {
      for (let i = 1; i < total; i++) {
        await page.keyboard.press('ArrowRight');
        await expect(counter).toContainText(`${String(i + 1)} / ${String(total)}`);
      }
      // One more press stays on the last step.
      await page.keyboard.press('ArrowRight');
    } else {
      await page.keyboard.press('End');
    }
    await expect(counter).toContainText(`${String(total)} / ${String(total)}`);
    await expect(sentence).toHaveText(sentences[total - 1] ?? '');
    const written = LAST_SENTENCE[lang]?.[id];
    if (written !== undefined) await expect(sentence).toHaveText(written);

    await page.keyboard.press('ArrowLeft');
    await expect(counter).toContainText(`${String(total - 1)} / ${String(total)}`);
    await expect(sentence).toHaveText(sentences[total - 2] ?? '');
    await page.keyboard.press('Home');
    await expect(counter).toContainText(`1 / ${String(total)}`);
    await expect(sentence).toHaveText(sentences[0] ?? '');
    await page.keyboard.press('End');
    await expect(sentence).toHaveText(sentences[total - 1] ?? '');
  }
}

/** The buttons step; turning re-entry off refuses Ben's A A at step 13 of five-players-002. */
async function buttonsAndReentry(page: Page, lang: Lang) {
  const ui = STEPPER[lang].ui;
  const stepper = await openStepper(page, 'five-players-002');
  const sentence = stepper.getByTestId('stepper-sentence');
  const counter = stepper.getByTestId('stepper-count');
  const normal = expectedSentences('five-players-002', lang);
  const strict = expectedSentences('five-players-002', lang, { reentry: 'off' });

  // the walk left it at its last step
  await stepper.getByRole('button', { name: ui.start }).click();
  await expect(counter).toContainText(`1 / ${String(normal.length)}`);
  await stepper.getByRole('button', { name: ui.next }).click();
  await expect(counter).toContainText(`2 / ${String(normal.length)}`);
  await stepper.getByRole('button', { name: ui.end }).click();
  await expect(sentence).toHaveText(normal[normal.length - 1] ?? '');
  await stepper.getByRole('button', { name: ui.start }).click();
  // Step 13: Ben's A A.
  for (let i = 0; i < 12; i++) await stepper.getByRole('button', { name: ui.next }).click();
  await expect(counter).toContainText(`13 / ${String(normal.length)}`);
  await expect(sentence).toHaveText(normal[12] ?? '');
  await expect(stepper.locator('.stepper-refused')).toHaveCount(0);

  const reentry = stepper.getByRole('checkbox', { name: VOCABULARY[lang].reentry.label });
  await expect(reentry).toBeChecked();
  // The written steps follow the example's own rules, and say so beside the rules to try.
  await expect(
    page
      .locator('[data-example-figure="five-players-002"]')
      .getByText(STEPPER[lang].steps.ownRules),
  ).toBeVisible();
  await reentry.uncheck();
  // The same step, judged again: refused, with the engine's reason, the cards going back.
  await expect(counter).toContainText(`13 / ${String(normal.length)}`);
  await expect(sentence).toHaveText(strict[12] ?? '');
  await expect(stepper.locator('.stepper-refused')).toBeVisible();
  await expect(sentence).toContainText(ui.takenBack('Ben'));
  await expectNoAxeViolations(page, { include: '[data-example-figure="five-players-002"]' });

  await reentry.check();
  await expect(sentence).toHaveText(normal[12] ?? '');
}

/** A list toggle re-judges live (the Dutch count), with the exact English reason. */
async function listToggle(page: Page) {
  const stepper = await openStepper(page, 'dutch-same-or-more');
  await stepper.focus();
  // the walk left it at its last step
  await page.keyboard.press('Home');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  const sentence = stepper.getByTestId('stepper-sentence');
  await expect(sentence).toHaveText(
    'Cem plays 10♣ 10♦ 10♥ 10♠: more cards than 8♦ 8♥ 8♠ are allowed here, and the 10 beats the 8.',
  );
  await stepper.getByRole('combobox', { name: VOCABULARY.en.count.label }).selectOption('same');
  await expect(sentence).toHaveText(
    'Cem tries 10♣ 10♦ 10♥ 10♠. The referee says: “Play 3 cards, as many as the last play (8♦ 8♥ 8♠ by Ben).” The cards go back to Cem.',
  );
  await expectNoAxeViolations(page, { include: '[data-example-figure="dutch-same-or-more"]' });
}

/**
 * At a trick's end the seats show who passed in the trick still on the table, and the next
 * trick's leader as to play, not as passed (going-out: Ben goes out with the trick, Cem, who
 * passed, leads).
 */
async function trickEnd(page: Page) {
  const stepper = await openStepper(page, 'going-out');
  await stepper.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(stepper.getByTestId('stepper-count')).toContainText('6 / ');
  const seat = (name: string) =>
    stepper.locator('.stepper-seat').filter({ has: page.getByText(name, { exact: true }) });
  await expect(seat('Cem')).toHaveClass(/is-turn/);
  await expect(seat('Cem')).not.toHaveClass(/is-passed/);
  for (const name of ['Anna', 'Dora']) await expect(seat(name)).toHaveClass(/is-passed/);
}

// One page load per language: the page is the heaviest of the site.
for (const lang of LANGS) {
  const walk = lang === WALKED;
  test(
    walk
      ? `/${lang}/examples/: every example steps to its end and back by keyboard; the buttons, a checkbox and a list toggle re-judge`
      : `/${lang}/examples/: every example's first and last step in its words, by Home and End; the buttons, and re-entry off refuses Ben's A A`,
    async ({ page }) => {
      await page.goto(`/${lang}/examples/`);
      await expect(page.locator('h1')).toHaveText(STEPPER[lang].page.title);
      // the colours are the same in every language: their contrast is checked in the walked one
      await expectNoAxeViolations(page, walk ? {} : { disable: ['color-contrast'] });
      await everyExample(page, lang);
      if (walk) {
        // Every example now shows its last step (refusals, places, markers): the dark palette's contrast.
        await page.emulateMedia({ colorScheme: 'dark' });
        await expectNoAxeViolations(page, { rules: ['color-contrast'] });
        await page.emulateMedia({ colorScheme: 'light' });
      }
      await buttonsAndReentry(page, lang);
      if (walk) {
        await listToggle(page);
        await trickEnd(page);
      }
    },
  );
}

test('at phone size the examples page is no wider than the phone (the rule toggles wrap)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Dutch has the longest option texts in the toggles' lists
  for (const lang of ['en', 'nl'] as const) {
    await page.goto(`/${lang}/examples/`);
    await expect(page.locator('.stepper-rules').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  }
});

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('en: the focus stays where the keyboard put it: before hydration, on the buttons, on the toggles', async ({
  page,
}) => {
  const ui = STEPPER.en.ui;
  // Hold back the islands' scripts: the server-rendered stepper is all there is at first.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    // the page's own script (the service worker's registration) is not an island's: the page
    // would not finish loading without it
    if (!route.request().url().includes('/Base.astro_astro_type_script')) await held;
    await route.continue();
  });
  await page.goto('/en/examples/');
  const first = page.locator('section.stepper[data-example="pairs-000"]');
  const island = page.locator('astro-island', { has: first });
  const counter = first.getByTestId('stepper-count');
  await tabTo(page, first);
  await expect(island).toHaveAttribute('ssr');
  await expect(first).toBeFocused();

  // The island takes over the same elements: the focus stays, and the arrow keys work.
  release();
  await expect(island).not.toHaveAttribute('ssr');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toContainText('2 / ');
  await expect(first).toBeFocused();

  // The buttons by Tab and Enter: the focus stays on the button pressed.
  const next = first.getByRole('button', { name: ui.next });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(counter).toContainText('3 / ');
  await expect(next).toBeFocused();
  const start = first.getByRole('button', { name: ui.start });
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(counter).toContainText('1 / ');
  await expect(start).toBeFocused();

  // A checkbox toggle: Space re-judges the example and the focus stays on the checkbox.
  const five = await openStepper(page, 'five-players-002');
  const reentry = five.getByRole('checkbox', { name: VOCABULARY.en.reentry.label });
  await five.focus();
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
  const sentence = five.getByTestId('stepper-sentence');
  await expect(sentence).toHaveText(expectedSentences('five-players-002', 'en')[12] ?? '');
  await tabTo(page, reentry);
  await page.keyboard.press('Space');
  await expect(reentry).not.toBeChecked();
  await expect(sentence).toHaveText(
    expectedSentences('five-players-002', 'en', { reentry: 'off' })[12] ?? '',
  );
  await expect(reentry).toBeFocused();
  await page.keyboard.press('Space');
  await expect(reentry).toBeChecked();
  await expect(reentry).toBeFocused();

  // A list toggle: the arrow keys change the value and the focus stays on the list.
  const dutch = await openStepper(page, 'dutch-same-or-more');
  const count = dutch.getByRole('combobox', { name: VOCABULARY.en.count.label });
  await tabTo(page, count);
  const before = await count.inputValue();
  await page.keyboard.press('ArrowDown');
  await expect(count).not.toHaveValue(before);
  await expect(count).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(count).toHaveValue(before);
  await expect(count).toBeFocused();
});

/**
 * Progressive enhancement: without JavaScript an example page still reads. Every step's
 * sentence and verdict is in the HTML (Example.astro writes them at build time), shown open
 * because scripting is off, refused moves marked in words; the stepper's buttons, which
 * cannot work, are hidden; the transcript's comments are in the page's language.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const PAGES: readonly { lang: Lang; path: string; comment: string }[] = [
    { lang: 'en', path: '/en/tricks/', comment: '# a nine of spades on a nine of hearts' },
    { lang: 'nl', path: '/nl/tricks/', comment: '# een schoppen negen op een harten negen' },
  ];

  for (const { lang, path, comment } of PAGES) {
    test(`${path}: every step of an example is there to read, refusals marked`, async ({
      page,
    }) => {
      await page.goto(path);
      const figure = page.locator('figure[data-example-figure="status-001"]');
      const steps = figure.locator('details.example-steps li');
      const sentences = expectedSentences('status-001', lang);
      const words = STEPPER[lang].steps;
      await expect(steps).toHaveCount(sentences.length);
      const result = buildSteps(text('status-001'));
      if (!result.ok) throw new Error('status-001 does not replay');
      for (const [i, step] of result.steps.entries()) {
        const item = steps.nth(i);
        // open without a click: the reader sees every step
        await expect(item).toBeVisible();
        await expect(item).toContainText(sentences[i] ?? '');
        const action = step.action;
        if (action.kind === 'move' && !action.legal) {
          await expect(item).toHaveClass(/is-refused/);
          await expect(item.locator('.example-step-verdict')).toHaveText(`${words.refused}:`);
        } else if (action.kind === 'move') {
          await expect(item.locator('.example-step-verdict')).toHaveText(`${words.allowed}:`);
        }
      }
      // the dead buttons are hidden, the first step's table stays
      await expect(figure.locator('.stepper-controls')).toBeHidden();
      await expect(figure.getByTestId('stepper-sentence')).toHaveText(sentences[0] ?? '');
      // the transcript speaks the page's language
      await expect(figure.locator('.example-transcript pre')).toContainText(comment, {
        useInnerText: false,
      });
      // (axe needs scripts in the page, so it checks these figures in the tests above)
    });
  }

  test('/de/compare/house-dutch/: a difference reads without JavaScript, its stepper shows no dead buttons', async ({
    page,
  }) => {
    await page.goto('/de/compare/house-dutch/');
    const example = page.locator('.cmp-example:has(.stepper)').first();
    await expect(example.getByTestId('compare-outcome').first()).toBeVisible();
    await expect(example.locator('.stepper-controls')).toBeHidden();
    await expect(example.locator('.stepper-keys')).toBeHidden();
  });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('an example offers its buttons, not the keyboard’s keys (nl)', async ({ page }) => {
    await page.goto('/nl/tricks/');
    const example = page.locator('.example:has(.stepper)').first();
    await expect(example.locator('.stepper-controls')).toBeVisible();
    await expect(example.locator('.stepper-keys')).toBeHidden();
  });
});

test('with a mouse and keys the examples say which keys step them (nl)', async ({ page }) => {
  await page.goto('/nl/tricks/');
  await expect(page.locator('.example .stepper-keys').first()).toBeVisible();
});
