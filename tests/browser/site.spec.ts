import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { LANGUAGE_NAMES, LANGS, t } from '../../src/i18n/ui/index.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** Every docs page (English is enough: the build fails unless all languages have it). */
const docSlugs = readdirSync('src/content/docs/en', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => file.replace(/\.mdx$/, '').replaceAll('\\', '/'))
  // `home` is the start page's text, shown on /<lang>/, not a page of its own.
  .filter((slug) => slug !== 'home');

const pagePaths = ['', ...docSlugs.map((slug) => `${slug}/`)];

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

/**
 * Each page in its four languages, one after another in one browser page: the first opened by
 * its address, each next one by the header's language switch, as a reader changes language.
 */
for (const [i, path] of pagePaths.entries()) {
  test(`/*/${path} in every language: loads under the CSP, is accessible, the language switch keeps the page`, async ({
    page,
  }) => {
    for (const [k, lang] of LANGS.entries()) {
      const url = `/${lang}/${path}`;
      const loaded = page.waitForResponse(
        (r) => r.request().isNavigationRequest() && new URL(r.url()).pathname === url,
      );
      if (k === 0) {
        await page.goto(url);
      } else {
        const from = LANGS[k - 1] ?? lang;
        await page
          .getByRole('button', { name: `${t(from, 'lang.label')}: ${LANGUAGE_NAMES[from]}` })
          .click();
        await page
          .getByRole('navigation', { name: t(from, 'lang.label') })
          .getByRole('link', { name: LANGUAGE_NAMES[lang] })
          .click();
      }
      expect((await loaded).status(), url).toBe(200);
      // The page asked for, in the language asked for; the house-rules panel, once it wakes,
      // writes its rules into the address (`?rules=`), which the page keeps.
      await expect(page).toHaveURL(
        (u) => u.pathname === url && /^(\?rules=[^&]*)?$/.test(u.search),
      );
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();

      // The language list is a closed popover until its button is pressed: hidden, but there.
      const switcher = page.getByRole('navigation', {
        name: t(lang, 'lang.label'),
        includeHidden: true,
      });
      for (const other of LANGS) {
        const link = switcher.getByRole('link', {
          name: LANGUAGE_NAMES[other],
          includeHidden: true,
        });
        await expect(link).toHaveAttribute('href', `/${other}/${path}`);
      }

      // Colours are the same in every language (the words change, the classes do not): each
      // page's contrast is checked in one language, light and dark in two different ones from
      // page to page, and everything else axe checks in every language.
      const light = LANGS[(i + 2) % LANGS.length] === lang;
      await expectNoAxeViolations(page, {
        ...(light ? {} : { disable: ['color-contrast'] }),
        state: url,
      });
      if (LANGS[i % LANGS.length] === lang) {
        await page.emulateMedia({ colorScheme: 'dark' });
        await expectNoAxeViolations(page, { rules: ['color-contrast'], state: `${url}, dark` });
        await page.emulateMedia({ colorScheme: 'light' });
      }
    }
  });
}

for (const lang of LANGS) {
  test(`/${lang}/ leads to the rules, the house rules, the practice table and the referee`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/`);
    const main = page.locator('main');
    // each of the four cards leads somewhere
    await main.getByRole('link', { name: t(lang, 'home.learn.link') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/game/$`));
    await page.goBack();
    await main.getByRole('link', { name: t(lang, 'home.agree.link') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/house-rules/$`));
    await page.goBack();
    await main.getByRole('link', { name: t(lang, 'home.practise.link') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/practice/$`));
    await page.goBack();
    await main.getByRole('link', { name: t(lang, 'home.referee.link') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/referee/$`));
  });
}

// ---------------------------------------------------------------------------------------------
// The site around the pages (issue 10): what every built page's <head> says, and the header.

/** Every built page under a language folder, from dist/: `/de/`, `/de/about/`, … */
function builtPages(): string[] {
  return LANGS.flatMap((lang) =>
    readdirSync(join('dist', lang), { recursive: true, encoding: 'utf8' })
      .map((file) => file.replaceAll('\\', '/'))
      .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
      .map((file) => `/${lang}/${file.slice(0, -'index.html'.length)}`),
  ).sort();
}

/** The attribute `name` of every tag in `html` matching `tag` (a regex source). */
function tagsOf(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}[^>]*>`, 'g'))].map((m) => m[0]);
}
function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

test('every built page has a canonical URL, hreflang alternates and a description of its own', () => {
  const pages = builtPages();
  // The start page, the docs pages and the route pages, in each language.
  expect(pages.length).toBeGreaterThanOrEqual(LANGS.length * pagePaths.length);
  const descriptions = new Map<string, string>();
  for (const path of pages) {
    const lang = path.split('/')[1] ?? '';
    const html = readFileSync(join('dist', path, 'index.html'), 'utf8');
    expect(html, path).toContain(`<html lang="${lang}"`);

    const canonicals = tagsOf(html, 'link rel="canonical"');
    expect(canonicals, `${path}: one canonical`).toHaveLength(1);
    const canonical = new URL(attr(canonicals[0] ?? '', 'href') ?? '', 'relative:/');
    expect(canonical.protocol, `${path}: absolute canonical`).toMatch(/^https?:$/);
    expect(canonical.pathname).toBe(path);

    const alternates = tagsOf(html, 'link rel="alternate" hreflang');
    expect(
      alternates.map((tag) => attr(tag, 'hreflang')),
      path,
    ).toEqual([...LANGS, 'x-default']);
    for (const tag of alternates) {
      const hreflang = attr(tag, 'hreflang') ?? '';
      const target = hreflang === 'x-default' ? 'en' : hreflang;
      expect(attr(tag, 'href'), `${path} → ${hreflang}`).toBe(
        `${canonical.origin}/${target}/${path.split('/').slice(2).join('/')}`,
      );
    }

    const description = attr(tagsOf(html, 'meta name="description"')[0] ?? '', 'content') ?? '';
    expect(description.length, `${path}: description`).toBeGreaterThan(20);
    const twin = descriptions.get(`${lang} ${description}`);
    expect(twin, `${path} has the description of ${twin ?? ''}`).toBeUndefined();
    descriptions.set(`${lang} ${description}`, path);
  }
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The header line's height: 4rem at the site's 17px root size, and its border. */
const ONE_LINE = 70;

/**
 * Whether Chromium tells assistive technology that the button named `name` is expanded: a
 * `popovertarget` button gets the state from the browser, not from an aria-expanded attribute
 * (which Playwright's role queries read), so ask Chromium's accessibility tree.
 */
async function isExpanded(page: Page, name: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      accessibleName: name,
      role: 'button',
    });
    expect(nodes, `one button named ${name}`).toHaveLength(1);
    return (
      nodes[0]?.properties?.some((p) => p.name === 'expanded' && p.value.value === true) ?? false
    );
  } finally {
    await cdp.detach();
  }
}

test.describe('the header on a phone', () => {
  test.use({ viewport: PHONE });

  for (const lang of LANGS) {
    test(`/${lang}/: one line; the menu opens and closes by keyboard and by click`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/ranks/`);
      const header = page.locator('.site-header');
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(ONE_LINE);
      const button = page.getByRole('button', { name: t(lang, 'nav.menu') });
      const nav = page.getByRole('navigation', { name: t(lang, 'nav.label') });
      const first = nav.getByRole('link', { name: t(lang, 'nav.rules'), exact: true });
      await expect(nav).toBeHidden();
      expect(await isExpanded(page, t(lang, 'nav.menu'))).toBe(false);

      // Keyboard: Enter opens, Tab walks into the menu, Escape closes and returns the focus.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(nav).toBeVisible();
      expect(await isExpanded(page, t(lang, 'nav.menu'))).toBe(true);
      await page.keyboard.press('Tab');
      await expect(first).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press('Space');
      await expect(nav).toBeVisible();
      await page.keyboard.press('Space');
      await expect(nav).toBeHidden();

      // Mouse: the button toggles; a click outside closes.
      await button.click();
      await expect(nav).toBeVisible();
      // The open menu lies over the page: nothing of the line below the header peeks through.
      expect((await nav.boundingBox())?.y).toBeGreaterThanOrEqual(ONE_LINE - 1);
      await button.click();
      await expect(nav).toBeHidden();
      await button.click();
      await expect(nav).toBeVisible();
      await page.mouse.click(5, PHONE.height - 5);
      await expect(nav).toBeHidden();
    });
  }

  test('the menu marks the page being read and its section', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: t('nl', 'nav.label') });
    const open = () => page.getByRole('button', { name: t('nl', 'nav.menu') }).click();

    await page.goto('/nl/house-rules/');
    await open();
    await expect(nav.getByRole('link', { name: t('nl', 'nav.houseRules') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.goto('/nl/ranks/');
    await open();
    await expect(
      nav.getByRole('link', { name: t('nl', 'nav.rules'), exact: true }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);

    await page.goto('/nl/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: t('nl', 'site.name'), exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await open();
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
  });

  test('the rule pages read on, page by page, by their next and previous links', async ({
    page,
  }) => {
    const pager = page.getByRole('navigation', { name: t('sv', 'pager.label') });
    await page.goto('/sv/game/');
    // the first rule page has only a next page
    await expect(
      pager.getByRole('link', { name: new RegExp(t('sv', 'pager.previous')) }),
    ).toHaveCount(0);
    const title = async () => (await page.locator('h1').innerText()).trim();
    const first = await title();
    await pager.getByRole('link', { name: new RegExp(t('sv', 'pager.next')) }).click();
    await expect(page).toHaveURL(/\/sv\/ranks\/$/);
    const second = await title();
    expect(second).not.toBe(first);
    // the link says where it goes: the next page's title
    await pager.getByRole('link', { name: new RegExp(t('sv', 'pager.previous')) }).click();
    await expect(page).toHaveURL(/\/sv\/game\/$/);
    await expect(page.locator('h1')).toHaveText(first);
    await expect(pager.getByRole('link', { name: new RegExp(second) })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the language switch in the menu keeps the page', async ({ page }) => {
    await page.goto('/de/about/');
    await page.getByRole('button', { name: t('de', 'nav.menu') }).click();
    const languages = page.getByRole('navigation', { name: t('de', 'lang.label') });
    await expect(languages.getByRole('link', { name: LANGUAGE_NAMES.de })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectNoAxeViolations(page);
    await languages.getByRole('link', { name: LANGUAGE_NAMES.sv }).click();
    await expect(page).toHaveURL(/\/sv\/about\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });
});

test.describe('the header on a wide screen', () => {
  test.use({ viewport: DESKTOP });

  for (const lang of LANGS) {
    test(`/${lang}/: every entry in one line, the languages behind one button`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/about/`);
      expect((await page.locator('.site-header').boundingBox())?.height).toBeLessThanOrEqual(
        ONE_LINE,
      );
      await expect(page.getByRole('button', { name: t(lang, 'nav.menu') })).toBeHidden();
      const nav = page.getByRole('navigation', { name: t(lang, 'nav.label') });
      const links = nav.getByRole('link');
      for (const link of await links.all()) {
        await expect(link).toBeVisible();
        // One row: every entry's top is the first entry's.
        expect((await link.boundingBox())?.y).toBe((await links.first().boundingBox())?.y);
      }
      await expect(nav.getByRole('link', { name: t(lang, 'nav.about') })).toHaveAttribute(
        'aria-current',
        'page',
      );

      const button = page.getByRole('button', {
        name: `${t(lang, 'lang.label')}: ${LANGUAGE_NAMES[lang]}`,
      });
      const languages = page.getByRole('navigation', { name: t(lang, 'lang.label') });
      await expect(languages).toBeHidden();
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(languages).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(languages).toBeHidden();
      await button.click();
      const other = lang === 'en' ? 'nl' : 'en';
      await languages.getByRole('link', { name: LANGUAGE_NAMES[other] }).click();
      await expect(page).toHaveURL(new RegExp(`/${other}/about/$`));
    });
  }
});

test('the house-rules panel’s “see it” links each name their option', async ({ page }) => {
  await page.goto('/de/house-rules/');
  const links = page.locator('a.hr-see');
  await expect(links.first()).toBeAttached();
  const names = await links.evaluateAll((all) =>
    all.map((a) => a.textContent.replace(/\s+/g, ' ').trim()),
  );
  expect(names.length).toBeGreaterThanOrEqual(20);
  expect(new Set(names).size).toBe(names.length);
});

test('axe as these tests run it finds what is wrong with a page', async ({ page }) => {
  await page.goto('/en/scoring/');
  // a broken page: an image without a text, a button without a name, faint text on grey
  await page.evaluate(() => {
    const main = document.querySelector('main');
    main?.insertAdjacentHTML('beforeend', '<img src="/favicon.ico"><button></button><p>faint</p>');
    const faint = main?.lastElementChild as HTMLElement | null | undefined;
    faint?.style.setProperty('color', '#bbb');
    faint?.style.setProperty('background', '#ccc');
  });
  const failure = await expectNoAxeViolations(page).then(
    () => '',
    (error: unknown) => String(error),
  );
  for (const rule of ['image-alt', 'button-name', 'color-contrast'])
    expect(failure).toContain(rule);
});
