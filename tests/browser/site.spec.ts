import { readdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LANGUAGE_NAMES, LANGS, t } from '../../src/i18n/ui/index.ts';
import { expect, test } from './fixtures.ts';

/** Every docs page (English is enough: the build fails unless all languages have it). */
const docSlugs = readdirSync('src/content/docs/en', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => file.replace(/\.mdx$/, '').replaceAll('\\', '/'))
  // `home` is the start page's text, shown on /<lang>/, not a page of its own.
  .filter((slug) => slug !== 'home');

const pagePaths = ['', ...docSlugs.map((slug) => `${slug}/`)];

async function expectNoAxeViolations(page: Page, rules?: string[]) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

test('the root page sends visitors to English and links every language', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  for (const lang of LANGS) expect(html).toContain(`href="/${lang}/"`);
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

for (const lang of LANGS) {
  for (const path of pagePaths) {
    const url = `/${lang}/${path}`;

    test(`${url} loads under the CSP, is accessible and switches language in place`, async ({
      page,
    }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();

      const switcher = page.getByRole('navigation', { name: t(lang, 'lang.label') });
      for (const other of LANGS) {
        await expect(switcher.getByRole('link', { name: LANGUAGE_NAMES[other] })).toHaveAttribute(
          'href',
          `/${other}/${path}`,
        );
      }

      await expectNoAxeViolations(page);
      // The dark palette changes only colours: check its contrast too.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectNoAxeViolations(page, ['color-contrast']);
    });
  }

  test(`/${lang}/ leads to the practice table and the referee`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    const main = page.locator('main');
    await main.getByRole('link', { name: t(lang, 'home.practise.link') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/practice/$`));
    await page.goBack();
    await main.getByRole('link', { name: t(lang, 'home.referee.link') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/referee/$`));
  });
}

test('the language switch keeps the page', async ({ page }) => {
  await page.goto('/de/about/');
  await page
    .getByRole('navigation', { name: t('de', 'lang.label') })
    .getByRole('link', { name: LANGUAGE_NAMES.sv })
    .click();
  await expect(page).toHaveURL(/\/sv\/about\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
});
