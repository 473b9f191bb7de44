import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Browser tests run under Playwright against the built site (playwright.config.ts).
    exclude: ['tests/browser/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    // Vitest's default for a run is one worker fewer than the cores: one on a two-core CI
    // machine. Files on both cores: the unit suite took 48 s instead of 67-71 s there.
    maxWorkers: '100%',
  },
});
