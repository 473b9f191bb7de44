import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Browser tests run under Playwright against the built site (playwright.config.ts).
    exclude: ['tests/browser/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
  },
});
