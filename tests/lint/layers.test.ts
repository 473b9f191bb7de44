/**
 * The lint rules that keep the layers apart (eslint.config.js): components and lib draw what
 * the engine and the machine say; the engine imports none of the others. Each probe is a
 * line a careless change might add; the project's own ESLint config must refuse it.
 */
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const linter = new Linter();

/**
 * How many imports of `code` the project's `no-restricted-imports` setting for `file` refuses.
 * The setting is read from the project's config; only that rule runs (it needs no types).
 */
async function restricted(file: string, code: string): Promise<number> {
  const config = (await eslint.calculateConfigForFile(file)) as Linter.Config;
  const rule = config.rules?.['no-restricted-imports'];
  if (rule === undefined) return 0;
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        rules: { 'no-restricted-imports': rule },
      },
    ],
    file,
  );
  return messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
}

describe('components and lib draw, the engine decides', () => {
  it.each([
    ['src/components/stepper/probe.ts', "import { compareRanks } from '../../engine/order.ts';"],
    ['src/components/stepper/probe.ts', "import { judgeBeat } from '../../engine/order.ts';"],
    ['src/lib/probe.ts', "import { judgeMove } from '../engine/game.ts';"],
    ['src/lib/probe.ts', "import { startRound } from '../engine/game.ts';"],
    ['src/components/probe.tsx', "import { legalPlays } from '../engine/game.ts';"],
    ['src/lib/probe.ts', "import { FastGame } from '../engine/fast.ts';"],
    ['src/lib/probe.ts', "import { chooseMove } from '../engine/bots.ts';"],
  ])('%s: %s is refused', async (file, code) => {
    expect(await restricted(file, `${code}\n`)).toBe(1);
  });
  it.each([
    ['src/lib/probe.ts', "import { rankOrder } from '../engine/order.ts';"],
    ['src/lib/probe.ts', "import { exchangeFor, type GameState } from '../engine/game.ts';"],
    ['src/components/probe.ts', "import { whyAllowed } from '../engine/explain.ts';"],
    ['src/components/probe.ts', "import { seatView } from '../engine/view.ts';"],
    ['src/components/probe.ts', "import { gameMachine } from '../machines/game.ts';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await restricted(file, `${code}\n`)).toBe(0);
  });
});

describe('the engine is pure', () => {
  it.each([
    "import { gameMachine } from '../machines/game.ts';",
    "import { parseTranscript } from '../notation/transcript.ts';",
    "import { verdictMessage } from '../i18n/messages/index.ts';",
    "import { createSignal } from 'solid-js';",
  ])('src/engine refuses %s', async (code) => {
    expect(await restricted('src/engine/probe.ts', `${code}\n`)).toBe(1);
  });
});
