/**
 * Issue 11, the CLI: hostile and unlucky input, in process. Each `describe` is one item of the
 * issue and reproduces what failed: the crash at scale, write errors, the size limit, quadratic
 * parsing, terminal escapes, echoing a whole line, names from Object.prototype, encodings.
 * tests/cli/process.test.ts runs the real command for what needs a real process.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from './run-cli.ts';
import { parseSize } from '../../src/cli/args.ts';
import {
  decodeTranscript,
  DEFAULT_MAX_BYTES,
  InputTooLarge,
  readFileLimited,
  readLimited,
} from '../../src/cli/io.ts';
import { excerpt, visible } from '../../src/cli/text.ts';
import { LANGS } from '../../src/i18n/langs.ts';
import { parseTranscript } from '../../src/notation/transcript.ts';
import { judgeTranscript } from '../../src/referee/replay.ts';
import { generateTranscript } from '../golden/generate.ts';
import { benchTranscript } from '../../scripts/bench-cli.ts';
import { createGame } from '../../src/engine/game.ts';
import { LogBuilder } from '../../src/engine/log.ts';
import { presetRules } from '../../src/engine/rules.ts';
import { placePoints } from '../../src/engine/scoring.ts';
import { seatView } from '../../src/engine/view.ts';

// A bug in the check of one file must not stop the others: `boom.txt` makes the check throw.
vi.mock('../../src/cli/check.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/cli/check.ts')>();
  return {
    ...original,
    checkText: (file: string, text: string) => {
      if (file === 'boom.txt') throw new RangeError('Maximum call stack size exceeded');
      return original.checkText(file, text);
    },
  };
});

const LEGAL =
  'rules: classic\nplayers: Anna, Ben, Cem, Dora\nAnna: 3C\nBen: 5H\nCem: pass\nDora: 7S\n';
const STACK_TRACE = /\n\s+at /;

const cli = runCli;

/** A system error as Node throws it. */
function systemError(code: string): Error {
  return Object.assign(new Error(`${code}: write failed`), { code });
}

describe('a crash at scale: 130,000 refused moves', () => {
  const flood = `players: Anna, Ben\n${'Ben: 3C\n'.repeat(130_000)}`;
  it('the human report lists every refused move and exits 1; the files after it are checked', () => {
    const { code, out, err } = cli(['check', 'r.txt', 'legal.txt'], {
      'r.txt': flood,
      'legal.txt': LEGAL,
    });
    expect(err).toBe('');
    expect(code).toBe(1);
    // The first 3♣ leads; every later one is refused (card already played).
    expect(out).toContain('r.txt: 130,000 moves, 129,999 refused');
    expect(out.split('\n').filter((l) => l.startsWith('  line ')).length).toBe(129_999);
    expect(out).toContain('legal.txt: all 4 moves legal');
  }, 60_000);
  it('in JSON too', () => {
    const { code, out } = cli(['check', '--json', 'r.txt'], { 'r.txt': flood });
    expect(code).toBe(1);
    const report = JSON.parse(out) as { moves: { legal: boolean }[] };
    expect(report.moves.length).toBe(130_000);
    expect(report.moves.filter((m) => !m.legal).length).toBe(129_999);
  }, 60_000);
  it('every file is judged on its own: a failing check (a bug) gives exit 2 and the next file is still checked', () => {
    for (const json of [false, true]) {
      const { code, out, err } = cli(['check', ...(json ? ['--json'] : []), 'boom.txt', 'a.txt'], {
        'boom.txt': LEGAL,
        'a.txt': LEGAL,
      });
      expect(code).toBe(2);
      const text = out + err;
      expect(text).toContain('internal error: Maximum call stack size exceeded');
      expect(text).not.toMatch(STACK_TRACE);
      if (json) {
        const rows = out
          .trimEnd()
          .split('\n')
          .map((l) => JSON.parse(l) as { file: string; legal: boolean; error?: { code: string } });
        expect(rows.map((r) => [r.file, r.legal, r.error?.code])).toEqual([
          ['boom.txt', false, 'internal-error'],
          ['a.txt', true, undefined],
        ]);
      } else expect(out).toContain('a.txt: all 4 moves legal');
    }
  });
});

describe('write errors', () => {
  it('EPIPE (the reader has gone, as with | head) ends quietly with the verdict’s exit code', () => {
    const epipe = (): void => {
      throw systemError('EPIPE');
    };
    expect(cli(['check', 'a.txt'], { 'a.txt': LEGAL }, '', { stdout: epipe })).toEqual({
      code: 0,
      out: '',
      err: '',
    });
    const illegal = 'players: Anna, Ben\nBen: 3C\nBen: 3C\n';
    expect(cli(['check', '--json', 'a.txt'], { 'a.txt': illegal }, '', { stdout: epipe })).toEqual({
      code: 1,
      out: '',
      err: '',
    });
  });
  it('after EPIPE the other files are still judged for the exit code', () => {
    let writes = 0;
    const ran = cli(['check', 'a.txt', 'b.txt'], { 'a.txt': LEGAL, 'b.txt': 'players: A' }, '', {
      stdout: () => {
        writes++;
        throw systemError('EPIPE');
      },
    });
    expect(ran.code).toBe(2);
    expect(writes).toBe(1);
  });
  it('ENOSPC (a full disk) gives one clear line on standard error and exit 2, in each language', () => {
    const words = {
      en: 'cannot write',
      de: 'nicht geschrieben',
      sv: 'kan inte skrivas',
      nl: 'niet worden geschreven',
    };
    for (const lang of LANGS) {
      const { code, err } = cli(['check', '--lang', lang, 'a.txt'], { 'a.txt': LEGAL }, '', {
        stdout: () => {
          throw systemError('ENOSPC');
        },
      });
      expect(code).toBe(2);
      expect(err).toBe(`president-referee: ${err.slice('president-referee: '.length)}`);
      expect(err.trimEnd().split('\n')).toHaveLength(1);
      expect(err).toContain(words[lang]);
      expect(err).toContain('ENOSPC');
    }
  });
});

describe('a maximum transcript size', () => {
  it('is 16 MiB unless --max-size says otherwise', () => {
    expect(DEFAULT_MAX_BYTES).toBe(16 * 1024 * 1024);
    const big = `players: A, B\n${'#'.repeat(DEFAULT_MAX_BYTES)}`;
    const { code, err } = cli(['check', 'big.txt'], { 'big.txt': big });
    expect(code).toBe(2);
    expect(err).toBe(
      'big.txt: larger than the maximum transcript size of 16M; --max-size raises it\n',
    );
    expect(cli(['check', '--max-size', '17M', 'big.txt'], { 'big.txt': big }).code).toBe(0);
  });
  it('--max-size takes bytes or K, M, G (×1024), up to 500M; in JSON the code is too-large', () => {
    expect(parseSize('1000')).toBe(1000);
    expect(parseSize('64k')).toBe(65_536);
    expect(parseSize('2M')).toBe(2 * 1024 * 1024);
    expect(parseSize('2MB')).toBe(2 * 1024 * 1024);
    expect(parseSize('500M')).toBe(500 * 1024 * 1024);
    for (const bad of ['', '0', '1G', '501M', 'lots', '-5', '1.5M', '9'.repeat(20)])
      expect(parseSize(bad), bad).toBeNull();
    const text = 'players: Anna, Ben\nAnna: 3C\n';
    expect(cli(['check', '--max-size=28', 'a.txt'], { 'a.txt': text }).code).toBe(0);
    const { code, out } = cli(['check', '--json', '--max-size', '27', 'a.txt'], { 'a.txt': text });
    expect(code).toBe(2);
    expect(JSON.parse(out)).toMatchObject({
      file: 'a.txt',
      legal: false,
      error: { line: 0, code: 'too-large' },
    });
  });
  it('a bad --max-size is a usage error, translated', () => {
    for (const [lang, word] of [
      ['en', 'takes a size'],
      ['de', 'nimmt eine Größe'],
      ['sv', 'tar en storlek'],
      ['nl', 'neemt een grootte'],
    ] as const) {
      const { code, err } = cli(['check', '--lang', lang, '--max-size', 'lots', 'a.txt']);
      expect(code).toBe(2);
      expect(err).toContain(word);
      expect(err).toContain("'lots'");
    }
    expect(cli(['check', 'a.txt', '--max-size']).code).toBe(2);
  });
  it('the other usage errors are translated too, English unchanged', () => {
    expect(cli(['check', '--colour', 'a.txt']).err).toMatch(
      /^president-referee: unknown option --colour\n/,
    );
    expect(cli(['check', '--colour', '--lang', 'de', 'a.txt']).err).toMatch(
      /^president-referee: unbekannte Option --colour\n/,
    );
    expect(cli(['judge', '--lang', 'sv']).err).toMatch(/^president-referee: okänt kommando judge/);
    expect(cli(['check', '--lang', 'nl']).err).toMatch(
      /^president-referee check: noem een BESTAND/,
    );
    expect(cli(['--lang', 'de']).err).toMatch(/^president-referee: ein Befehl fehlt: check/);
  });
  it('--help documents the limit and the flag in each language', () => {
    for (const lang of LANGS) {
      const { out } = cli(['--help', '--lang', lang]);
      expect(out).toContain('[--max-size ');
      expect(out).toMatch(/--max-size \S+\n {17}\S/);
      expect(out).toContain('16M');
      expect(out).toContain('500M');
    }
  });
});

describe('linear parsing and judging', () => {
  // Generous bounds: the quadratic versions took 24 s, 7 s, 12 s; these take well under a second.
  const parseWithin = (text: string, ms: number): ReturnType<typeof parseTranscript> => {
    const start = performance.now();
    const result = parseTranscript(text);
    expect(performance.now() - start).toBeLessThan(ms);
    return result;
  };
  it('a players: line with 140,000 names', () => {
    const names = Array.from({ length: 140_000 }, (_, i) => `P${String(i)}`).join(', ');
    const result = parseWithin(`players: ${names}\n`, 3000);
    expect(!result.ok && result.error.error.code).toBe('player-count');
    const twice = parseWithin(`players: ${names}, P139999\n`, 3000);
    expect(!twice.ok && twice.error.error).toEqual({ code: 'duplicate-player', name: 'P139999' });
  });
  it('hand followed by 100,000 spaces and no colon; 1 MB of it', () => {
    for (const spaces of [100_000, 1_000_000]) {
      const result = parseWithin(`players: A, B\nhand${' '.repeat(spaces)}x\n`, 2000);
      expect(!result.ok && result.error.error.code).toBe('unknown-line');
    }
  });
  it('a give line with 100,000 > and a hand of 300,000 jokers', () => {
    const give = parseWithin(`players: A, B\ngive A${'>'.repeat(100_000)}B: 3C\n`, 2000);
    expect(!give.ok && give.error.error.code).toBe('unknown-player');
    const jokers = parseWithin(`players: A, B\nhand A: ${'X '.repeat(300_000)}\n`, 2000);
    expect(!jokers.ok && jokers.error.error).toEqual({
      code: 'too-many-jokers',
      count: 300_000,
      jokers: 0,
    });
  });
  it('200,000 empty round N lines are parsed and judged', () => {
    const rounds = Array.from({ length: 200_000 }, (_, i) => `round ${String(i + 1)}\n`).join('');
    const result = parseWithin(`players: A, B\n${rounds}`, 5000);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const start = performance.now();
    const report = judgeTranscript(result.transcript);
    expect(performance.now() - start).toBeLessThan(20_000);
    expect(report.rounds.length).toBe(200_000);
    expect(report.rounds[199_999]).toMatchObject({ round: 200_000, places: [null, null] });
  }, 60_000);
  it('a jump to round 50,000,000 with previous: is refused at once (each skipped round would be kept)', () => {
    const text = 'players: A, B\nround 50000000\nprevious: A, B\nA: 3C\n';
    const result = parseWithin(text, 1000);
    expect(!result.ok && result.error.error).toEqual({
      code: 'bad-round-number',
      text: '50000000',
      expected: 1,
    });
    // the bound: round 999 from the start, 998 rounds after the one expected later on
    expect(parseWithin('players: A, B\nround 999\nprevious: A, B\n', 1000).ok).toBe(true);
    expect(parseWithin('players: A, B\nround 1000\nprevious: A, B\n', 1000).ok).toBe(false);
  });
  it('a 2 MB legal game (mid-game blocks entered with previous:) is legal end to end', () => {
    const text = benchTranscript('legal', 2 * 1024 * 1024);
    const start = performance.now();
    const { code, out } = cli(['check', '-'], {}, text);
    expect(performance.now() - start).toBeLessThan(30_000);
    expect(code).toBe(0);
    expect(out).toMatch(/^\(stdin\): all [0-9,]+ moves legal/);
  }, 60_000);
});

describe('terminal escapes are shown escaped in the human report', () => {
  it('names and echoed lines', () => {
    const { out } = cli(
      ['check', '-'],
      {},
      'players: \u001b[2JEve, Ben\n\u001b[2JEve: 3C\n\u001b[2JEve: 3D\n',
    );
    expect(out).not.toContain('\u001b');
    expect(out).toContain('\\x1B[2JEve');
    const bad = cli(['check', '-'], {}, 'players: Eve, Ben\nEve: 3C \u001b]0;title\u0007\n');
    expect([...bad.err].filter((c) => c !== '\n' && /\p{Cc}/u.test(c))).toEqual([]);
    expect(bad.err).toContain('\\x1B]0;title\\x07');
  });
  it('file names, with a newline, hyperlinks and bidi overrides', () => {
    const name = 'evil\u001b]8;;http://x\u0007\nname\u202e.txt';
    const { err } = cli(['check', name], { [name]: 'players: A' });
    expect(err).toBe(
      'evil\\x1B]8;;http://x\\x07\\x0Aname\\u{202E}.txt:1: cannot read the game: expected 2 to 12 players, found 1\n',
    );
    const missing = cli(['check', '\u009b31m']);
    expect(missing.err).toBe('\\x9B31m: cannot open the file (ENOENT)\n');
  });
  it('the JSON report keeps the exact text (JSON escapes controls itself)', () => {
    const { out } = cli(['check', '--json', '-'], {}, 'players: \u001bEve, Ben\n\u001bEve: 3C\n');
    expect(out).toContain('"player":"\\u001bEve"');
  });
  it('visible() escapes C0, DEL, C1 and bidi controls and nothing else', () => {
    expect(visible('a\u0000b\u007f\u0085\u200f\u2066ü♥')).toBe(
      'a\\x00b\\x7F\\x85\\u{200F}\\u{2066}ü♥',
    );
  });
});

describe('a bad line is quoted as a short excerpt', () => {
  it('a 1 MB bad line gives a message of a line', () => {
    const line = 'x'.repeat(1024 * 1024);
    const { code, err } = cli(['check', '-'], {}, `players: A, B\n${line}\n`);
    expect(code).toBe(2);
    expect(err.length).toBeLessThan(400);
    expect(err).toContain(`'${'x'.repeat(60)}…'`);
    const json = cli(['check', '--json', '-'], {}, `players: A, B\n${line}\n`);
    expect(json.out.length).toBeLessThan(400);
  });
  it('a name of a megabyte is cut in every message that quotes it', () => {
    const long = 'N'.repeat(1024 * 1024);
    const text = `players: ${long}, Ben\n${long}: 3C\n${'Ben: 3D\n'.repeat(1000)}`;
    const { code, out } = cli(['check', '--json', '-'], {}, text);
    expect(code).toBe(1);
    const moves = (JSON.parse(out) as { moves: { message?: string }[] }).moves;
    expect(moves[1]?.message?.length).toBeLessThan(200);
    // the output stays within a small multiple of the input
    expect(out.length).toBeLessThan(4 * text.length);
    const human = cli(['check', '-'], {}, text);
    expect(human.out.length).toBeLessThan(text.length);
  });
  it('excerpt() keeps whole code points', () => {
    expect(excerpt('abc', 5)).toBe('abc');
    expect(excerpt('abcdef', 5)).toBe('abcde…');
    expect(excerpt('abcd😀x', 5)).toBe('abcd…');
  });
});

/** Every name Object.prototype has: none of them may behave differently from another name. */
const PROTO_NAMES = Object.getOwnPropertyNames(Object.prototype);

describe('names from Object.prototype score and end games like any name', () => {
  it('the list covers __proto__, constructor, toString, hasOwnProperty, …', () => {
    expect(PROTO_NAMES).toEqual(
      expect.arrayContaining(['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']),
    );
    expect(PROTO_NAMES.length).toBeGreaterThanOrEqual(12);
  });
  it('the engine’s records by name have no prototype: totals, points, a seat’s view of the counts', () => {
    const players = ['__proto__', 'toString', 'constructor', 'valueOf'];
    const game = createGame(presetRules('classic'), players);
    expect(Object.getPrototypeOf(game.totals)).toBeNull();
    expect(Object.keys(game.totals)).toEqual(players);
    const points = placePoints('places', players);
    expect(Object.getPrototypeOf(points)).toBeNull();
    expect(points).toEqual(
      Object.fromEntries([
        ['__proto__', 3],
        ['toString', 2],
        ['constructor', 1],
        ['valueOf', 0],
      ]),
    );
    const log = new LogBuilder(presetRules('classic'), players);
    log.deal();
    const view = seatView(log.state, null);
    expect(Object.getPrototypeOf(view.counts)).toBeNull();
    expect(view.counts['__proto__']).toBe(13);
    const seat = seatView(log.state, 'toString');
    const other: string = 'valueOf';
    expect(seat?.counts[other]).toBe(13);
    expect(seat?.seat).toBe('toString');
  });
  // The same random game with plain names and with Object.prototype's names must give the
  // same report, names swapped: points, totals, places, the winner, the end of the game.
  const groups: string[][] = [];
  for (let i = 0; i < PROTO_NAMES.length; i += 4) {
    const group = PROTO_NAMES.slice(i, i + 4);
    while (group.length < 4) group.push(`Plain${String(group.length)}`);
    groups.push(group);
  }
  for (const [preset, rounds] of [
    ['classic', 5],
    ['arschloch', 40],
  ] as const) {
    for (const names of groups) {
      it(`${preset}: ${names.join(', ')}`, () => {
        const plain = ['Anna', 'Ben', 'Cem', 'Dora'];
        const options = { rules: preset, seed: 31, rounds, knownHands: true, illegal: 0.1 };
        const a = cli(
          ['check', '--json', '-'],
          {},
          generateTranscript({ ...options, players: plain }),
        );
        const b = cli(
          ['check', '--json', '-'],
          {},
          generateTranscript({ ...options, players: names }),
        );
        const rename = (text: string): string =>
          text.replace(/\b(Anna|Ben|Cem|Dora)\b/g, (p) => names[plain.indexOf(p)] ?? p);
        expect(b.code).toBe(a.code);
        const report = JSON.parse(b.out) as {
          game: { over: boolean; winner: string; totals: Record<string, number> };
        };
        expect(report.game.over).toBe(true);
        expect(names).toContain(report.game.winner);
        expect(Object.keys(report.game.totals).sort()).toEqual([...names].sort());
        expect(JSON.parse(b.out)).toEqual(JSON.parse(rename(a.out)));
        // The human report scores them too.
        const human = cli(['check', '-'], {}, generateTranscript({ ...options, players: names }));
        expect(human.out).toContain(`Game over: ${report.game.winner} wins.`);
      });
    }
  }
});

describe('standard input that is non-blocking (EAGAIN) is read to its end', () => {
  /** A descriptor that answers EAGAIN between the pieces of `pieces`, then ends. */
  const slowReader = (pieces: string[]) => {
    const script: string[] = pieces.flatMap((p) => ['EAGAIN', 'EAGAIN', p]);
    let calls = 0;
    const read = (_fd: number, buffer: Uint8Array, offset: number, length: number): number => {
      calls++;
      const next = script.shift();
      if (next === undefined) return 0;
      if (next === 'EAGAIN') throw systemError('EAGAIN');
      // A piece longer than asked for is given in part; the rest comes next.
      if (next.length > length) script.unshift(next.slice(length));
      const bytes = new TextEncoder().encode(next.slice(0, length));
      buffer.set(bytes, offset);
      return bytes.length;
    };
    return { read, calls: () => calls };
  };
  it('waits through EAGAIN and reads every piece', () => {
    const reader = slowReader(['players: Anna, Ben\n', 'Anna: 3C\n', 'Ben: 5C\n']);
    const bytes = readLimited(0, 1000, reader.read);
    expect(new TextDecoder().decode(bytes)).toBe('players: Anna, Ben\nAnna: 3C\nBen: 5C\n');
    expect(reader.calls()).toBe(10);
  });
  it('stops one byte past the limit', () => {
    const reader = slowReader(['x'.repeat(600), 'y'.repeat(600), 'z'.repeat(600)]);
    expect(() => readLimited(0, 1000, reader.read)).toThrow(InputTooLarge);
    // 600 bytes, then the 401 that pass the limit: the rest is never asked for
    expect(reader.calls()).toBe(6);
  });
  it('a regular file is read whole with one buffer, at any size up to the limit', () => {
    const dir = mkdtempSync(join(tmpdir(), 'president-read-'));
    try {
      for (const size of [0, 1, 65535, 65536, 65537, 200_000]) {
        const file = join(dir, `f${String(size)}`);
        const text = 'Anna: 3C\n'.repeat(Math.ceil(size / 9)).slice(0, size);
        writeFileSync(file, text);
        expect(new TextDecoder().decode(readFileLimited(file, 200_000))).toBe(text);
        expect(readFileLimited(file, size).length).toBe(size);
        if (size > 0) expect(() => readFileLimited(file, size - 1)).toThrow(InputTooLarge);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('a file that grows after its size was taken is read to its end (or to the limit)', () => {
    const reader = slowReader(['x'.repeat(700), 'y'.repeat(700)]);
    // Expected 700 bytes: read with one buffer of 701, then the rest with more.
    const bytes = readLimited(0, 2000, reader.read, 700);
    expect(bytes.length).toBe(1400);
    expect(() => readLimited(0, 1000, slowReader(['x'.repeat(1400)]).read, 700)).toThrow(
      InputTooLarge,
    );
  });
});

describe('encodings', () => {
  const text = 'players: Anna, Björn\nAnna: 3C\nBjörn: 5H\n';
  const utf16 = (le: boolean): Uint8Array => {
    const out = [le ? 0xff : 0xfe, le ? 0xfe : 0xff];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      out.push(...(le ? [c & 0xff, c >> 8] : [c >> 8, c & 0xff]));
    }
    return Uint8Array.from(out);
  };
  const utf32 = (le: boolean): Uint8Array => {
    const points = [0xfeff, ...[...text].map((c) => c.codePointAt(0) ?? 0)];
    const out = new Uint8Array(points.length * 4);
    const view = new DataView(out.buffer);
    points.forEach((p, i) => view.setUint32(i * 4, p, le));
    return out;
  };
  it('UTF-16 and UTF-32 with a byte-order mark, either byte order, are read as text', () => {
    for (const bytes of [utf16(true), utf16(false), utf32(true), utf32(false)]) {
      expect(decodeTranscript(bytes).replace(/^\ufeff/, '')).toBe(text);
      const { code, out } = cli(['check', '--json', 'f.txt'], { 'f.txt': bytes });
      expect(code).toBe(0);
      expect(JSON.parse(out)).toMatchObject({ legal: true, next: { toAct: 'Anna' } });
    }
  });
  it('UTF-8 with and without a byte-order mark; bad bytes become U+FFFD', () => {
    const utf8 = new TextEncoder().encode(text);
    expect(decodeTranscript(utf8)).toBe(text);
    expect(decodeTranscript(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]))).toBe(text);
    expect(decodeTranscript(Uint8Array.from([0x41, 0xff, 0x42]))).toBe('A\ufffdB');
    expect(decodeTranscript(Uint8Array.from([0xff, 0xfe, 0, 0, 0x41, 0, 0, 0, 0x42]))).toBe(
      'A\ufffd',
    );
  });
  it('a name made only of NUL bytes (or other invisible characters) is a parse error, in each language', () => {
    for (const name of ['\u0000\u0000', '\u0000', '\u200b', '\u001b\u0007']) {
      const result = parseTranscript(`players: ${name}, Ben\n`);
      expect(!result.ok && result.error).toEqual({
        line: 1,
        error: { code: 'invisible-player-name', name },
      });
    }
    const words = { en: 'visible', de: 'sichtbaren', sv: 'synliga', nl: 'zichtbare' };
    for (const lang of LANGS) {
      const { code, err } = cli(['check', '--lang', lang, '-'], {}, 'players: \u0000\u0000, Ben\n');
      expect(code).toBe(2);
      expect(err).toContain(words[lang]);
      expect(err).toContain("'\\x00\\x00'");
    }
    // A name with something visible besides the controls is a name (shown escaped).
    expect(parseTranscript('players: \u001b[1mEve, Ben\n').ok).toBe(true);
  });
});
