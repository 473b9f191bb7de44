/**
 * No file of the project tells anyone to run the bare registry name `president` through npx:
 * that name belongs to an unrelated registry package, which npx would download and run. The
 * command is `president-referee` (inside the project: `npx --no president-referee`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
/** Installed, generated or reported folders, not the project's own files. */
const SKIP = new Set([
  '.git',
  'node_modules',
  'dist',
  '.astro',
  'test-results',
  'test-reports',
  'playwright-report',
  'coverage',
]);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && statSync(path).size < 2_000_000) yield path;
  }
}

/**
 * `npx`, any options (`--no`, `-y`, `--package=…`), then `president` not followed by a name
 * character or `-` (so `president-referee` passes). Built from parts so this file's own source
 * does not match it.
 */
const BARE_NPX = new RegExp(['npx', '(?:\\s+-\\S+)*', '\\s+', 'president', '(?![\\w@-])'].join(''));

describe('the bare registry name', () => {
  it('the pattern finds the bare name and lets the command through', () => {
    const bare = ['npx', 'president', 'check', 'game.txt'].join(' ');
    const withNo = ['npx', '--no', 'president', 'check'].join(' ');
    expect(BARE_NPX.test(bare)).toBe(true);
    expect(BARE_NPX.test(withNo)).toBe(true);
    expect(BARE_NPX.test(`\`${['npx', 'president'].join(' ')}\``)).toBe(true);
    expect(BARE_NPX.test('npx president-referee check game.txt')).toBe(false);
    expect(BARE_NPX.test('npx --no president-referee -- --help')).toBe(false);
  });
  it('no file of the project tells anyone to run it with npx', () => {
    const offenders: string[] = [];
    let scanned = 0;
    for (const path of files(ROOT)) {
      const text = readFileSync(path, 'utf8');
      if (text.includes('\u0000')) continue; // binary
      scanned++;
      text.split('\n').forEach((line, i) => {
        if (BARE_NPX.test(line))
          offenders.push(`${relative(ROOT, path)}:${String(i + 1)}: ${line}`);
      });
    }
    expect(scanned).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
