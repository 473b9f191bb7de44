/**
 * The CLI's part of `npm run bench` (issue 11): the time and memory `president-referee check`
 * needs to judge 1, 4 and 16 MB transcripts, for legal games and for floods of refused moves.
 *
 * The transcripts are written to files first; each measurement runs in a child process
 * (`node scripts/bench-cli.ts --child FILE`) that runs the CLI in process on the file as the
 * command does (read it, parse, judge, write the human report as bytes, counted, not kept) and
 * reports the time and its peak resident memory; each transcript is judged by five children
 * and the run of median time is reported. The child does nothing else, so the figures
 * are the command's alone (no garbage of making the transcript, no engine warmed by it). Memory per byte of input is the
 * child's peak minus the peak of a child that judged a tiny transcript, over the input's size.
 * Targets: at least 5 MB/s, at most 100 bytes of memory per byte of input, and a 4× larger
 * input costing at most 4.5× the time.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileLimited } from '../src/cli/io.ts';
import { run } from '../src/cli/main.ts';
import { presetRules } from '../src/engine/rules.ts';
import { formatLog } from '../src/notation/write-log.ts';
import { randomLog } from '../tests/golden/generate.ts';

export type TranscriptKind = 'legal' | 'refused';

const MB = 1024 * 1024;

/**
 * A legal game of at least `bytes` bytes (known hands, common rules, no end). One block of 40
 * random rounds is played once; the game repeats it, each copy entered mid-game with a
 * `previous:` line (rules-spec §2), so the copies play exactly as the first.
 */
function legalGame(bytes: number): string {
  const players = ['Anna', 'Ben', 'Cem', 'Dora'];
  const previous = ['Ben', 'Anna', 'Dora', 'Cem'];
  const rounds = 40;
  const { header, entries } = randomLog({
    rules: presetRules('common'),
    players,
    seed: 2024,
    rounds,
    knownHands: true,
    illegal: 0,
    entered: { round: 2, previous },
  });
  const text = formatLog(header, entries);
  const start = text.indexOf('round ');
  const head = text.slice(0, start);
  const block = text.slice(start);
  const parts = [head];
  let size = head.length;
  for (let copy = 0; size < bytes; copy++) {
    const part = block.replace(
      /^round (\d+)$/gm,
      (_, n: string) => `round ${String(Number(n) + copy * (rounds + 1))}`,
    );
    parts.push(part);
    size += part.length;
  }
  return parts.join('');
}

/** A flood of refused moves, as in issue 11: Ben plays 3♣ again and again out of turn. */
function refusedFlood(bytes: number): string {
  const head = 'players: Anna, Ben\n';
  const line = 'Ben: 3C\n';
  return head + line.repeat(Math.ceil((bytes - head.length) / line.length));
}

export function benchTranscript(kind: TranscriptKind, bytes: number): string {
  return kind === 'legal' ? legalGame(bytes) : refusedFlood(bytes);
}

interface ChildResult {
  readonly bytes: number;
  readonly ms: number;
  /** CPU time (user + system) of the check: on a busy machine a fairer figure than the wall clock */
  readonly cpuMs: number;
  readonly maxRssBytes: number;
  readonly code: number;
  readonly outputBytes: number;
}

/** In the child: judge the file through the CLI, print the figures as JSON. */
function child(file: string): void {
  let outputBytes = 0;
  let bytes = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const code = run(['check', '--max-size', '500M', file], {
    stdout: (t) => (outputBytes += t.length),
    // As the command itself writes: bytes.
    stdoutBytes: (b) => (outputBytes += b.length),
    stderr: (t) => (outputBytes += t.length),
    readFile: (path, max) => {
      const read = readFileLimited(path, max);
      bytes = read.length;
      return read;
    },
    readStdin: () => {
      throw new Error('no standard input in the bench');
    },
    env: {},
  });
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const result: ChildResult = {
    bytes,
    ms,
    cpuMs: (used.user + used.system) / 1000,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    code,
    outputBytes,
  };
  process.stdout.write(JSON.stringify(result));
}

/**
 * How many child processes judge each transcript: one run's time on a shared machine varies
 * by a tenth either way, so the bench reports the run of median time.
 */
const RUNS = 5;

/**
 * Writes the transcript to a file and judges it in `runs` child processes, one after another:
 * the run of median wall time (its own CPU time and memory with it).
 */
function measure(kind: TranscriptKind, bytes: number, runs = RUNS): ChildResult {
  const dir = mkdtempSync(join(tmpdir(), 'president-bench-cli-'));
  try {
    const file = join(dir, `${kind}.txt`);
    writeFileSync(file, benchTranscript(kind, bytes));
    const results: ChildResult[] = [];
    for (let i = 0; i < runs; i++) {
      const out = execFileSync(
        process.execPath,
        [fileURLToPath(import.meta.url), '--child', file],
        { encoding: 'utf8', maxBuffer: 16 * MB },
      );
      results.push(JSON.parse(out) as ChildResult);
    }
    results.sort((a, b) => a.ms - b.ms);
    return results[Math.floor(results.length / 2)] as ChildResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface CliBenchRow {
  readonly kind: TranscriptKind;
  readonly megabytes: number;
  readonly seconds: number;
  readonly cpuSeconds: number;
  readonly megabytesPerSecond: number;
  /** by CPU time */
  readonly megabytesPerCpuSecond: number;
  readonly memoryBytesPerInputByte: number;
  readonly exitCode: number;
}

export interface CliBench {
  readonly rows: readonly CliBenchRow[];
  /** per kind: CPU time(4 MB) / CPU time(1 MB) and CPU time(16 MB) / CPU time(4 MB) */
  readonly ratios: Readonly<Record<TranscriptKind, readonly [number, number]>>;
}

/** Runs the CLI bench: 1, 4 and 16 MB of each kind, each in its own child process. */
export function benchCli(sizes: readonly number[] = [1, 4, 16]): CliBench {
  const baseline = measure('legal', 1024, 1).maxRssBytes;
  const rows: CliBenchRow[] = [];
  const ratios: Record<TranscriptKind, [number, number]> = { legal: [0, 0], refused: [0, 0] };
  for (const kind of ['legal', 'refused'] as const) {
    const times: number[] = [];
    for (const mb of sizes) {
      const r = measure(kind, mb * MB);
      times.push(r.cpuMs);
      rows.push({
        kind,
        megabytes: mb,
        seconds: r.ms / 1000,
        cpuSeconds: r.cpuMs / 1000,
        megabytesPerSecond: r.bytes / MB / (r.ms / 1000),
        megabytesPerCpuSecond: r.bytes / MB / (r.cpuMs / 1000),
        memoryBytesPerInputByte: Math.max(0, r.maxRssBytes - baseline) / r.bytes,
        exitCode: r.code,
      });
    }
    ratios[kind] = [(times[1] ?? 0) / (times[0] ?? 1), (times[2] ?? 0) / (times[1] ?? 1)];
  }
  return { rows, ratios };
}

/** The bench's lines for the CLI, and its figures for the JSON line. */
export function printCliBench(bench: CliBench): Record<string, number> {
  const fix = (x: number): number => Math.round(x * 100) / 100;
  const figures: Record<string, number> = {};
  console.log(
    'president-referee check FILE (read, parse, judge, human report), median of five child processes each ' +
      '(targets: ≥ 5 MB/s, ≤ 100 B of memory per B, 4× the input ≤ 4.5× the time):',
  );
  for (const r of bench.rows) {
    console.log(
      `  ${r.kind === 'legal' ? 'legal game   ' : 'refused flood'} ${String(r.megabytes).padStart(2)} MB: ` +
        `${fix(r.seconds).toFixed(2)} s (${fix(r.megabytesPerSecond).toFixed(1)} MB/s), ` +
        `CPU ${fix(r.cpuSeconds).toFixed(2)} s (${fix(r.megabytesPerCpuSecond).toFixed(1)} MB/s), ` +
        `${fix(r.memoryBytesPerInputByte).toFixed(1)} B of memory per B of input (exit ${String(r.exitCode)})`,
    );
    figures[`cli_${r.kind}_${String(r.megabytes)}MB_MBps`] = fix(r.megabytesPerSecond);
    figures[`cli_${r.kind}_${String(r.megabytes)}MB_MBpsCpu`] = fix(r.megabytesPerCpuSecond);
    figures[`cli_${r.kind}_${String(r.megabytes)}MB_memoryPerByte`] = fix(
      r.memoryBytesPerInputByte,
    );
  }
  for (const kind of ['legal', 'refused'] as const) {
    const [a, b] = bench.ratios[kind];
    console.log(
      `  ${kind === 'legal' ? 'legal game   ' : 'refused flood'} CPU time ratio for 4× the input: ` +
        `1→4 MB ${fix(a).toFixed(2)}, 4→16 MB ${fix(b).toFixed(2)} (target ≤ 4.5)`,
    );
    figures[`cli_${kind}_ratio_1to4`] = fix(a);
    figures[`cli_${kind}_ratio_4to16`] = fix(b);
  }
  return figures;
}

if (process.argv[2] === '--child') {
  child(process.argv[3] ?? '');
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printCliBench(benchCli());
}
