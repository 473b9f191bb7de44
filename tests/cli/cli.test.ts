/**
 * `president-referee check` (rules-spec §7): exit codes 0/1/2, the JSON report, JSON Lines for
 * several files, standard input, the human report, and never a stack trace.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, type Ran } from './run-cli.ts';

const LEGAL =
  'rules: classic\nplayers: Anna, Ben, Cem, Dora\nAnna: 3C\nBen: 5H\nCem: pass\nDora: 7S\n';
const ILLEGAL =
  'rules: classic\nplayers: Anna, Ben, Cem, Dora\nAnna: 9H 9D\nBen: KH\nBen: 4C 4D\nBen: pass\n';
const BROKEN = 'players: Anna, Ben\nAnna: 11H\n';

/** `env` as the CLI's environment (the language, colours). */
function cli(
  argv: string[],
  files: Record<string, string> = {},
  stdin = '',
  env: Record<string, string> = {},
): Ran {
  return runCli(argv, files, stdin, { env });
}

describe('exit codes', () => {
  it('0 when every move is legal, 1 when one is refused, 2 on a parse error', () => {
    expect(cli(['check', 'a.txt'], { 'a.txt': LEGAL }).code).toBe(0);
    expect(cli(['check', 'a.txt'], { 'a.txt': ILLEGAL }).code).toBe(1);
    expect(cli(['check', 'a.txt'], { 'a.txt': BROKEN }).code).toBe(2);
  });
  it('2 for a missing file, an unknown option, a missing command or file', () => {
    expect(cli(['check', 'nope.txt']).code).toBe(2);
    expect(cli(['check', '--colour', 'a.txt'], { 'a.txt': LEGAL }).code).toBe(2);
    expect(cli([]).code).toBe(2);
    expect(cli(['check']).code).toBe(2);
    expect(cli(['judge', 'a.txt']).code).toBe(2);
  });
  it('the worst file decides when there are several', () => {
    const files = { 'a.txt': LEGAL, 'b.txt': ILLEGAL, 'c.txt': BROKEN };
    expect(cli(['check', 'a.txt', 'b.txt'], files).code).toBe(1);
    expect(cli(['check', 'a.txt', 'c.txt', 'b.txt'], files).code).toBe(2);
  });
});

describe('--help and --version', () => {
  it('--help prints the usage in the language of --lang, with the command, exit codes and JSON keys', () => {
    const first = { de: 'Aufruf:', en: 'Usage:', sv: 'Användning:', nl: 'Gebruik:' } as const;
    for (const lang of ['de', 'en', 'sv', 'nl'] as const) {
      const { code, out, err } = cli(['--help', '--lang', lang]);
      expect(code).toBe(0);
      expect(err).toBe('');
      expect(out.startsWith(`${first[lang]} president-referee check [--json]`)).toBe(true);
      expect(out).toContain('president-referee --help | --version');
      expect(out).toMatch(/: 0 .*, 1 .*, 2 /);
      expect(out).toContain('"moves": [{"line", "round", "player", "action"');
      expect(out).toContain('"error": {"line", "code", "message"}');
      expect(out).not.toMatch(/president check/);
    }
  });
  it('--version and -V print the version of the president-referee package', () => {
    const pkg = JSON.parse(
      readFileSync(
        join(import.meta.dirname, '../../packages/president-referee/package.json'),
        'utf8',
      ),
    ) as { version: string };
    expect(cli(['--version'])).toEqual({ code: 0, out: `${pkg.version}\n`, err: '' });
    expect(cli(['-V']).out).toBe(`${pkg.version}\n`);
  });
  it('errors name the command president-referee', () => {
    expect(cli(['check', '--colour', 'a.txt']).err).toMatch(
      /^president-referee: unknown option --colour\n/,
    );
    expect(cli(['check']).err).toMatch(/^president-referee check: name a FILE/);
  });
});

describe('--json', () => {
  it('reports every move with line, round, player, action, cards, verdict and message', () => {
    const { out, code } = cli(['check', '--json', 'b.txt'], { 'b.txt': ILLEGAL });
    expect(code).toBe(1);
    const report = JSON.parse(out) as Record<string, unknown>;
    expect(report['legal']).toBe(false);
    expect(report['moves']).toEqual([
      { line: 3, round: 1, player: 'Anna', action: 'play', cards: ['9H', '9D'], legal: true },
      {
        line: 4,
        round: 1,
        player: 'Ben',
        action: 'play',
        cards: ['KH'],
        legal: false,
        code: 'wrong-count',
        message: expect.stringContaining('2') as unknown,
      },
      {
        line: 5,
        round: 1,
        player: 'Ben',
        action: 'play',
        cards: ['4C', '4D'],
        legal: false,
        code: 'not-higher',
        message: 'You need something higher than 9 (9♥ 9♦ by Anna)',
      },
      { line: 6, round: 1, player: 'Ben', action: 'pass', legal: true },
    ]);
    expect(report['rounds']).toEqual([{ round: 1, places: [null, null, null, null], points: {} }]);
    expect(report['next']).toEqual({
      round: 1,
      toAct: 'Cem',
      top: ['9H', '9D'],
      revolution: false,
    });
  });
  it('several files give one JSON report per line, in order', () => {
    const { out } = cli(['check', '--json', 'a.txt', 'b.txt', 'c.txt'], {
      'a.txt': LEGAL,
      'b.txt': ILLEGAL,
      'c.txt': BROKEN,
    });
    const rows = out
      .trimEnd()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as { file: string; legal: boolean; error?: { line: number; code: string } },
      );
    expect(rows.map((r) => [r.file, r.legal])).toEqual([
      ['a.txt', true],
      ['b.txt', false],
      ['c.txt', false],
    ]);
    expect(rows[2]?.error).toMatchObject({ line: 2, code: 'bad-card' });
  });
  it('messages follow --lang', () => {
    const { out } = cli(['check', '--json', '--lang', 'de', 'b.txt'], { 'b.txt': ILLEGAL });
    const moves = (JSON.parse(out) as { moves: { message?: string }[] }).moves;
    expect(moves[2]?.message).toContain('Du brauchst etwas Höheres als 9');
  });
});

describe('standard input and the human report', () => {
  it('reads - from standard input', () => {
    const { code, out } = cli(['check', '-'], {}, ILLEGAL);
    expect(code).toBe(1);
    expect(out).toContain('(stdin)');
  });
  it('shows per refused move the line, the player, the cards and the reason', () => {
    const { out } = cli(['check', 'b.txt'], { 'b.txt': ILLEGAL });
    expect(out).toContain('b.txt: 4 moves, 2 refused');
    expect(out).toMatch(/line +5 {2}Ben {2}4♣ 4♦ {2}✗ You need something higher than 9/);
    expect(out).toContain('Next: Cem to act');
  });
  it('a round in which no one is out yet says so instead of listing empty places', () => {
    const { out } = cli(['check', 'a.txt'], { 'a.txt': LEGAL });
    expect(out).toContain('Round 1 (table mode): in play, no one is out yet');
    expect(out).not.toContain('1. –');
    const de = cli(['check', '--lang', 'de', 'a.txt'], { 'a.txt': LEGAL });
    expect(de.out).toContain('Runde 1 (Tischmodus): läuft noch, noch niemand ist fertig');
  });
  it('a parse error names the file, the line and what was expected, on stderr', () => {
    const { err, out } = cli(['check', 'c.txt'], { 'c.txt': BROKEN });
    expect(out).toBe('');
    expect(err).toMatch(/^c\.txt:2: .*11H/);
  });
  it('takes the language from PRESIDENT_LANG or LANG', () => {
    expect(
      cli(['check', 'b.txt'], { 'b.txt': ILLEGAL }, '', { LANG: 'sv_SE.UTF-8' }).out,
    ).toContain('nekade');
    expect(
      cli(['check', 'b.txt'], { 'b.txt': ILLEGAL }, '', { PRESIDENT_LANG: 'nl' }).out,
    ).toContain('geweigerd');
  });
});

describe('the installed command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'president-cli-'));
  const legal = join(dir, 'legal.txt');
  const broken = join(dir, 'broken.txt');
  writeFileSync(legal, LEGAL);
  writeFileSync(broken, BROKEN);
  it('npx --no president-referee check works right after npm install, with exit codes and no stack trace', () => {
    const ok = spawnSync('npx', ['--no', 'president-referee', 'check', '--json', legal], {
      encoding: 'utf8',
    });
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ legal: true });
    const bad = spawnSync('npx', ['--no', 'president-referee', 'check', broken], {
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
    const piped = execFileSync('npx', ['--no', 'president-referee', 'check', '--json', '-'], {
      input: readFileSync(legal),
      encoding: 'utf8',
    });
    expect(JSON.parse(piped)).toMatchObject({ legal: true, next: { toAct: 'Anna' } });
  }, 60_000);
});
