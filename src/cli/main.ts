/**
 * `president-referee check [--json] [--lang de|en|sv|nl] [--max-size SIZE] FILE... | -`
 * (rules-spec §7), `--help`, `--version`.
 * Argument parsing, I/O and exit codes only: the rules live in the engine, the verdicts in
 * the referee, the words in src/i18n/messages.
 *
 * Every file is judged on its own: a file that cannot be read, is too large, does not parse
 * or even breaks the check (a bug) gets its message and exit code 2, and the files after it
 * are still checked. Output that nobody reads any more (EPIPE: `| head`) ends quietly, and
 * the exit code stays the verdict's; any other write error (ENOSPC, EIO) gets one line on
 * standard error and exit code 2. Never a stack trace.
 */
import { parseArgs, type CliOptions } from './args.ts';
import { checkText, type FileResult } from './check.ts';
import { isDiffCommand, runDiff } from './diff.ts';
import {
  decodeTranscript,
  InputTooLarge,
  readFileLimited,
  readLimited,
  systemErrorCode,
  writeAll,
} from './io.ts';
import { jsonPieces, refusedLine, usage, writeHuman, type HumanSink } from './report.ts';
import { visible } from './text.ts';
import { VERSION } from './version.ts';
import { cliText, COMMAND } from '../i18n/cli.ts';

const EXIT_OK = 0;
const EXIT_ILLEGAL = 1;
const EXIT_ERROR = 2;

export interface Io {
  /** writes to standard output; throws a system error (code EPIPE, ENOSPC, …) if it cannot */
  readonly stdout: (text: string) => void;
  /**
   * Writes UTF-8 bytes to standard output, as stdout (which it replaces when given): the
   * command itself writes bytes, so a long report is never made into text first. The bytes
   * are the writer's only during the call.
   */
  readonly stdoutBytes?: (bytes: Uint8Array) => void;
  readonly stderr: (text: string) => void;
  /**
   * A file's bytes (or its text), at most `maxBytes`: throws InputTooLarge past them, or a
   * system error (code ENOENT, EISDIR, …).
   */
  readonly readFile: (path: string, maxBytes: number) => Uint8Array | string;
  /** standard input to its end, at most `maxBytes`, as readFile */
  readonly readStdin: (maxBytes: number) => Uint8Array | string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** Output gathered into pieces of about this many bytes before it is written. */
const BATCH = 64 * 1024;

/** How many texts one sink keeps as bytes for reuse (refused moves' lines repeat). */
const BYTES_KEPT = 4096;

/**
 * One output stream: gathers UTF-8 bytes and writes them in batches, stops at the first error
 * and remembers it. A refused move's line is written from bytes kept per part (a flood of the
 * same refusal repeats its parts), its number written digit by digit.
 */
class Sink implements HumanSink {
  readonly #write: (bytes: Buffer) => void;
  #buffer = Buffer.allocUnsafe(2 * BATCH);
  #size = 0;
  /** the bytes of refused moves' labels */
  readonly #labels = new Map<string, Buffer>();
  /** the bytes of refused moves' line ends: two spaces, the text and a newline */
  readonly #rests = new Map<string, Buffer>();
  #lastRest = '';
  #lastRestBytes: Buffer | null = null;
  /** the error code of a failed write (EPIPE: the reader has gone) */
  error: string | null = null;

  constructor(write: (bytes: Buffer) => void) {
    this.#write = write;
  }

  /** Room for `bytes` more bytes (writing what is gathered first if need be). */
  #room(bytes: number): void {
    if (this.#size + bytes <= this.#buffer.length) return;
    this.flush();
    if (bytes > this.#buffer.length) this.#buffer = Buffer.allocUnsafe(bytes);
  }

  add(text: string): void {
    if (this.error !== null) return;
    // At most three bytes of UTF-8 per UTF-16 code unit.
    this.#room(text.length * 3);
    this.#size += this.#buffer.write(text, this.#size, 'utf8');
    if (this.#size >= BATCH) this.flush();
  }

  #addBytes(bytes: Buffer): void {
    this.#room(bytes.length);
    bytes.copy(this.#buffer, this.#size);
    this.#size += bytes.length;
  }

  /** The bytes of `text` as `write` makes them, kept for the next time. */
  #bytesOf(kept: Map<string, Buffer>, text: string, write: (text: string) => string): Buffer {
    let bytes = kept.get(text);
    if (bytes === undefined) {
      bytes = Buffer.from(write(text), 'utf8');
      if (kept.size < BYTES_KEPT) kept.set(text, bytes);
    }
    return bytes;
  }

  line(text: string): void {
    this.add(`${text}\n`);
  }

  /** A refused move's line, as report.ts `refusedLine` with a newline. */
  refused(label: string, line: number, rest: string): void {
    if (this.error !== null) return;
    if (!Number.isInteger(line) || line < 0 || line > 0x7fffffff) {
      this.add(`${refusedLine(label, line, rest)}\n`);
      return;
    }
    this.#addBytes(this.#bytesOf(this.#labels, label, (text) => text));
    // The number, padded with spaces to four characters.
    let digits = 1;
    for (let x = line; x >= 10; x = Math.floor(x / 10)) digits++;
    const width = Math.max(digits, 4);
    this.#room(width);
    const b = this.#buffer;
    let at = this.#size + width;
    this.#size = at;
    let x = line;
    for (let k = 0; k < digits; k++) {
      b[--at] = 48 + (x % 10);
      x = Math.floor(x / 10);
    }
    while (at > this.#size - width) b[--at] = 32;
    // The same refusal again and again (a flood): the bytes of the last one, without a lookup.
    if (rest !== this.#lastRest || this.#lastRestBytes === null) {
      this.#lastRest = rest;
      this.#lastRestBytes = this.#bytesOf(this.#rests, rest, (text) => `  ${text}\n`);
    }
    this.#addBytes(this.#lastRestBytes);
    if (this.#size >= BATCH) this.flush();
  }

  flush(): void {
    const size = this.#size;
    this.#size = 0;
    if (this.error !== null || size === 0) return;
    try {
      this.#write(this.#buffer.subarray(0, size));
    } catch (e) {
      this.error = systemErrorCode(e);
    }
  }
}

/** Runs the CLI and returns its exit code. Never throws. */
export function run(argv: readonly string[], io: Io): number {
  if (isDiffCommand(argv)) return runDiff(argv, io);
  const parsed = parseArgs(argv, io.env);
  const err = new Sink((bytes) => io.stderr(bytes.toString('utf8')));
  const stdoutBytes = io.stdoutBytes;
  const out = new Sink(
    stdoutBytes === undefined ? (bytes) => io.stdout(bytes.toString('utf8')) : stdoutBytes,
  );
  let code: number;
  if (parsed.kind === 'error') {
    err.add(`${visible(parsed.message)}\n\n${usage(parsed.lang)}\n`);
    code = EXIT_ERROR;
  } else if (parsed.kind === 'help') {
    out.add(`${usage(parsed.lang)}\n`);
    code = EXIT_OK;
  } else if (parsed.kind === 'version') {
    out.add(`${VERSION}\n`);
    code = EXIT_OK;
  } else return check(parsed.options, io, out, err);
  out.flush();
  err.flush();
  return code;
}

/** Reads one file (or `-`) within the size limit and decodes it. */
function readInput(file: string, options: CliOptions, io: Io): string {
  const input = file === '-' ? io.readStdin(options.maxBytes) : io.readFile(file, options.maxBytes);
  if (typeof input !== 'string') return decodeTranscript(input);
  if (Buffer.byteLength(input, 'utf8') > options.maxBytes)
    throw new InputTooLarge(options.maxBytes);
  return input;
}

function judgeFile(file: string, options: CliOptions, io: Io): FileResult {
  let text: string;
  try {
    text = readInput(file, options, io);
  } catch (e) {
    if (e instanceof InputTooLarge) return { kind: 'too-large', file, limit: e.limit };
    return { kind: 'unreadable', file, reason: systemErrorCode(e) };
  }
  // The report for people shows only refused moves: the legal ones need not be kept.
  return checkText(file, text, { moves: options.json ? 'all' : 'refused' });
}

function exitCodeOf(result: FileResult): number {
  if (result.kind !== 'report') return EXIT_ERROR;
  return result.report.legal ? EXIT_OK : EXIT_ILLEGAL;
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function check(options: CliOptions, io: Io, out: Sink, err: Sink): number {
  const t = cliText(options.lang);
  let exit = EXIT_OK;
  for (const file of options.files) {
    let code: number;
    try {
      const result = judgeFile(file, options, io);
      code = exitCodeOf(result);
      if (options.json) {
        for (const piece of jsonPieces(result, options.lang)) out.add(piece);
        out.add('\n');
      } else {
        writeHuman(result, options.lang, result.kind === 'report' ? out : err);
      }
    } catch (e) {
      // A bug in the check of this file: say so in one line and go on with the next file.
      const failed: FileResult = { kind: 'failed', file, message: message(e) };
      code = EXIT_ERROR;
      if (options.json) out.add(`${[...jsonPieces(failed, options.lang)].join('')}\n`);
      else writeHuman(failed, options.lang, err);
    }
    out.flush();
    err.flush();
    exit = Math.max(exit, code);
    if (out.error !== null && out.error !== 'EPIPE') {
      // The report cannot be written (a full disk): one line, and stop.
      err.add(`${COMMAND}: ${t.writeFailed(out.error)}\n`);
      err.flush();
      return EXIT_ERROR;
    }
  }
  return exit;
}

function nodeIo(): Io {
  return {
    stdout: (t) => writeAll(1, t),
    stdoutBytes: (bytes) => writeAll(1, bytes),
    stderr: (t) => writeAll(2, t),
    readFile: (p, max) => readFileLimited(p, max),
    readStdin: (max) => readLimited(0, max),
    env: process.env,
  };
}

/** Entry point of the command (bin/president-referee.js, and the packaged bundle). */
export function main(): void {
  let code: number;
  try {
    code = run(process.argv.slice(2), nodeIo());
  } catch (e) {
    // Never a stack trace (§7): a one-line message and the error exit code.
    try {
      writeAll(2, `${COMMAND}: internal error: ${visible(message(e))}\n`);
    } catch {
      // standard error is gone too: the exit code says it
    }
    code = EXIT_ERROR;
  }
  process.exitCode = code;
}
