import { test as base, expect } from '@playwright/test';

/**
 * Every browser test fails if the page logs a console error, throws, or breaks the Content
 * Security Policy. A blocked inline script (such as Solid's hydration bootstrap) shows up only
 * as a console message, so this is what catches a missing CSP hash.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
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
      await use(problems);
      expect(problems, 'console errors, page errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
