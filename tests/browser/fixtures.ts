import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';

import type { Locator, Page } from '@playwright/test';

/**
 * Collects what a page logs as a console error, throws, or reports as a Content Security Policy
 * violation (a blocked inline script, such as Solid's hydration bootstrap, shows up only as a
 * console message). The fixture below watches every test's page; a test that opens a second
 * page watches it with this too.
 */
export async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Init scripts are injected by the browser protocol, so the CSP does not block this one.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return problems;
}

/** Every browser test fails if its page logs a console error, throws, or breaks the CSP. */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems = await watchProblems(page);
      await use(problems);
      expect(problems, 'console errors, page errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** What of a page axe checks: part of it (`include`, a selector), only some `rules`, or all
 * rules but some (`disable`). */
export interface AxeScope {
  readonly include?: string;
  readonly rules?: readonly string[];
  readonly disable?: readonly string[];
  /** the screen's state, named in the failure message */
  readonly state?: string;
}

/**
 * axe-core finds no violation on the page (or the part of it in `scope`). Run in the page
 * itself (legacy mode) and asked for violations only: the default opens a second, blank page
 * and hands it every passing node to assemble the report, which took two to four times as
 * long on the site's long pages and found the same violations (the pages have no frames).
 */
export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (scope.include !== undefined) builder = builder.include(scope.include);
  if (scope.rules !== undefined) builder = builder.withRules([...scope.rules]);
  if (scope.disable !== undefined) builder = builder.disableRules([...scope.disable]);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    scope.state === undefined ? 'axe' : `axe in state "${scope.state}"`,
  ).toEqual([]);
}

/**
 * Holds back the page's requests for files matching `pattern` (a screen's code) until the
 * returned function is called; then they go on as usual.
 */
export async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Marks the elements the server drew; `stillMarked` then says whether each is the same element
 * (hydrated in place) rather than one drawn anew.
 */
export async function markDrawn(elements: readonly Locator[]): Promise<void> {
  for (const element of elements) {
    await element.evaluate((el) => {
      (el as HTMLElement & { fromServer?: boolean }).fromServer = true;
    });
  }
}

export async function stillMarked(elements: readonly Locator[]): Promise<boolean[]> {
  const marked: boolean[] = [];
  for (const element of elements) {
    marked.push(
      await element.evaluate(
        (el) => (el as HTMLElement & { fromServer?: boolean }).fromServer === true,
      ),
    );
  }
  return marked;
}

/**
 * The element's top once the page has painted twice. A click returns after its handlers ran,
 * but the pads follow a change of height in a ResizeObserver, which runs before the next
 * paint: a position read straight after a click may be the frame no one sees.
 */
export async function paintedY(element: Locator): Promise<number> {
  await element.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return (await element.boundingBox())?.y ?? Number.NaN;
}
