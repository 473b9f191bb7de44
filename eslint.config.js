// Not type-checked: eslint-plugin-solid's rule types predate ESLint 10's (they work at run time).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import solid from 'eslint-plugin-solid/configs/typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What the pure rules engine must never depend on (see shared/style.md, "Dependencies"). */
const engineForbidden = {
  paths: [
    { name: 'xstate', message: 'src/engine is pure: no XState (that belongs in src/machines).' },
    { name: 'solid-js', message: 'src/engine is pure: no Solid (that belongs in src/components).' },
    { name: 'astro', message: 'src/engine is pure: no Astro.' },
  ],
  patterns: [
    {
      group: ['xstate/*', '@xstate/*', 'solid-js/*', 'astro/*', 'astro:*', '@astrojs/*'],
      message: 'src/engine is pure: no XState, Solid or Astro.',
    },
    {
      group: ['**/i18n', '**/i18n/**', '**/components', '**/components/**'],
      message: 'src/engine returns codes and data; translation and UI live outside it.',
    },
    {
      group: ['**/machines', '**/machines/**', '**/notation/**', '**/referee/**', '**/cli/**'],
      message: 'Dependencies point one way: the others use the engine, not the reverse.',
    },
  ],
};

/** engine ← notation ← referee ← cli: the notation and the referee know no UI and no words. */
const layerForbidden = (layer, above) => ({
  patterns: [
    {
      group: [
        ...above.map((dir) => `**/${dir}/**`),
        '**/i18n/**',
        '**/components/**',
        '**/machines/**',
        'solid-js',
        'solid-js/*',
        'xstate',
        'astro:*',
      ],
      message: `src/${layer} returns codes and data: no CLI, UI, statechart or words.`,
    },
  ],
});

/**
 * src/components and src/lib draw what the engine and the machine say: they may read the
 * vocabulary (cards, rules), ask the engine's questions (explain.ts, view.ts, exchangeFor,
 * rankOrder) and drive a game through src/machines, but never compare ranks, end tricks,
 * choose leaders or judge and apply moves themselves.
 */
const drawOnly = {
  patterns: [
    {
      group: ['**/engine/order.ts'],
      importNames: [
        'compareRanks',
        'judgeBeat',
        'rankStrength',
        'playShape',
        'ranksIn',
        'isRevolutionPlay',
        'twoSuitValue',
        'TWO_INDEX',
      ],
      message:
        'Components draw what the engine says: ask src/engine/explain.ts or view.ts instead of comparing ranks here.',
    },
    {
      group: ['**/engine/game.ts'],
      importNames: [
        'createGame',
        'startRound',
        'judgeMove',
        'applyMove',
        'playMove',
        'legalPlays',
        'highestCards',
        'lowestCards',
        'firstLeadOf',
        'seatOf',
        'toActName',
        'topInfo',
      ],
      message:
        'No turn, trick or leader logic in components: drive the game through src/machines and draw its view.',
    },
    {
      group: ['**/engine/fast.ts', '**/engine/bots.ts', '**/engine/log.ts', '**/engine/index.ts'],
      message:
        'Components reach the playout engine, the bots and the log through src/machines, and import engine modules by name.',
    },
  ],
};

export default defineConfig(
  globalIgnores([
    'dist/',
    'packages/*/dist/',
    '.astro/',
    'node_modules/',
    'test-results/',
    'test-reports/',
    'playwright-report/',
    'coverage/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.astro'],
      },
    },
  },
  astro.configs.recommended,
  {
    // astro-eslint-parser has no project service; it takes the tsconfig directly.
    files: ['**/*.astro'],
    languageOptions: { parserOptions: { projectService: false, project: './tsconfig.json' } },
  },
  {
    files: ['src/components/**/*.tsx'],
    ...solid,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', engineForbidden] },
  },
  {
    files: ['src/components/**/*.{ts,tsx,astro}', 'src/lib/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', drawOnly] },
  },
  {
    files: ['src/notation/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', layerForbidden('notation', ['referee', 'cli'])] },
  },
  {
    files: ['src/referee/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', layerForbidden('referee', ['cli'])] },
  },
);
