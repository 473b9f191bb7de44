/**
 * Issue 11, the CLI as a real process: a reader that goes away (EPIPE), a full disk
 * (/dev/full), endless input (/dev/zero, an endless pipe), a huge file, standard input with
 * O_NONBLOCK whose writer has not written yet, a UTF-16 file. No stack trace, ever.
 */
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  ftruncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchTranscript } from '../../scripts/bench-cli.ts';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'president-referee.js');
const NODE = process.execPath;
const dir = mkdtempSync(join(tmpdir(), 'president-hardening-'));
const LEGAL = join(dir, 'legal.txt');
const FLOOD = join(dir, 'flood.txt');
const BIG_LEGAL = join(dir, 'big-legal.txt');
writeFileSync(
  LEGAL,
  'rules: classic\nplayers: Anna, Ben, Cem, Dora\nAnna: 3C\nBen: 5H\nCem: pass\nDora: 7S\n',
);
writeFileSync(FLOOD, `players: Anna, Ben\n${'Ben: 3C\n'.repeat(20_000)}`);
writeFileSync(BIG_LEGAL, benchTranscript('legal', 256 * 1024));
const STACK_TRACE = /\n\s+at /;

interface Shell {
  code: number;
  out: string;
  err: string;
}

/** Runs a bash script; `cli` is the command (node bin/president-referee.js). */
function sh(script: string, timeout = 60_000): Shell {
  const r = spawnSync('bash', ['-c', `cli() { "$NODE_BIN" "$CLI_BIN" "$@"; }\n${script}`], {
    encoding: 'utf8',
    timeout,
    env: { ...process.env, NODE_BIN: NODE, CLI_BIN: BIN, LANG: 'C' },
  });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

describe('the reader goes away (EPIPE)', () => {
  it('| head ends quietly with the verdict’s exit code: 1 for refused moves, 0 for a legal game', () => {
    const refused = sh(
      `cli check '${FLOOD}' | head -c 100 >/dev/null; echo "exit=\${PIPESTATUS[0]}"`,
    );
    expect(refused.out.trim()).toBe('exit=1');
    expect(refused.err).toBe('');
    const legal = sh(
      `cli check --json '${BIG_LEGAL}' | head -c 10 >/dev/null; echo "exit=\${PIPESTATUS[0]}"`,
    );
    expect(legal.out.trim()).toBe('exit=0');
    expect(legal.err).toBe('');
  }, 60_000);
});

describe('a full disk', () => {
  it.runIf(existsSync('/dev/full'))('> /dev/full gives one line and exit 2, no stack trace', () => {
    const r = sh(`cli check '${LEGAL}' > /dev/full`);
    expect(r.code).toBe(2);
    expect(r.err).toBe('president-referee: cannot write the report (ENOSPC)\n');
  });
});

describe('never more than the maximum size is read', () => {
  it('/dev/zero and /dev/urandom stop at the limit with a clear message', () => {
    const zero = sh(`cli check /dev/zero`);
    expect(zero.code).toBe(2);
    expect(zero.err).toBe(
      '/dev/zero: larger than the maximum transcript size of 16M; --max-size raises it\n',
    );
    const random = sh(`cli check --max-size 1M /dev/urandom`);
    expect(random.code).toBe(2);
    expect(random.err).toContain('larger than the maximum transcript size of 1M');
  }, 60_000);
  it('an endless standard input stops at the limit', () => {
    const r = sh(
      `yes 'Anna: pass' | cli check --json --max-size 2M -; echo "exit=\${PIPESTATUS[1]}"`,
    );
    expect(r.out).toContain('"code":"too-large"');
    expect(r.out.trim().endsWith('exit=2')).toBe(true);
    expect(r.err).toBe('');
  }, 60_000);
  it('a file larger than the limit is refused without being read (a sparse 100 GB file)', () => {
    const huge = join(dir, 'huge.txt');
    const fd = openSync(huge, 'w');
    ftruncateSync(fd, 100 * 1024 ** 3);
    closeSync(fd);
    const start = performance.now();
    const r = sh(`cli check '${huge}'`);
    expect(r.code).toBe(2);
    expect(r.err).toContain('larger than the maximum transcript size');
    expect(performance.now() - start).toBeLessThan(20_000);
  }, 60_000);
});

describe('standard input with O_NONBLOCK', () => {
  it('is read to its end even when the writer has not written yet (EAGAIN)', () => {
    // python sets O_NONBLOCK on the pipe (shared with the CLI) before the writer writes.
    const setNonBlocking =
      'import fcntl,os,sys; fl=fcntl.fcntl(0,fcntl.F_GETFL); fcntl.fcntl(0,fcntl.F_SETFL,fl|os.O_NONBLOCK); os.execvp(sys.argv[1], sys.argv[1:])';
    const r = sh(
      `(sleep 0.5; cat '${LEGAL}') | python3 -c "${setNonBlocking}" '${NODE}' '${BIN}' check --json -`,
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ file: '-', legal: true });
  }, 60_000);
});

describe('a UTF-16 file with a byte-order mark', () => {
  it('is read as text', () => {
    const file = join(dir, 'utf16.txt');
    writeFileSync(
      file,
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from('players: Anna, Björn\nAnna: 3C\nBjörn: 3D\n', 'utf16le'),
      ]),
    );
    const r = sh(`cli check '${file}'`);
    expect(r.code).toBe(1);
    expect(r.out).toContain('Björn');
    expect(r.out + r.err).not.toMatch(STACK_TRACE);
  });
});

describe('terminal escapes from the real command', () => {
  it('printf with ESC [2J in names never reaches the terminal raw', () => {
    const r = sh(
      `printf 'players: \\033[2JEve, Ben\\n\\033[2JEve: 3C\\n\\033[2JEve: 3D\\n' | cli check -`,
    );
    expect(r.code).toBe(1);
    expect(r.out).not.toContain('\u001b');
    expect(r.out).toContain('\\x1B[2JEve');
  });
});
