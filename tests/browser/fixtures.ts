import { test as base, expect } from '@playwright/test';

import type { Page } from '@playwright/test';

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
