/**
 * `president-referee check [--json] [--lang de|en|sv|nl] FILE... | -` (rules-spec §7), `--help`,
 * `--version`.
 * Argument parsing, I/O and exit codes only: the rules live in the engine, the verdicts in
 * the referee, the words in src/i18n/messages.
 */
import { readFileSync } from 'node:fs';
import { parseArgs, type CliOptions } from './args.ts';
import { checkText, type FileResult } from './check.ts';
import { formatHuman, formatJson, usage } from './report.ts';
import { VERSION } from './version.ts';
import { COMMAND } from '../i18n/cli.ts';

const EXIT_OK = 0;
const EXIT_ILLEGAL = 1;
const EXIT_ERROR = 2;

export interface Io {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly readFile: (path: string) => string;
  readonly readStdin: () => string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** Runs the CLI and returns its exit code. Never throws. */
export function run(argv: readonly string[], io: Io): number {
  const parsed = parseArgs(argv, io.env);
  if (parsed.kind === 'error') {
    io.stderr(`${parsed.message}\n\n${usage(parsed.lang)}\n`);
    return EXIT_ERROR;
  }
  if (parsed.kind === 'help') {
    io.stdout(`${usage(parsed.lang)}\n`);
    return EXIT_OK;
  }
  if (parsed.kind === 'version') {
    io.stdout(`${VERSION}\n`);
    return EXIT_OK;
  }
  return check(parsed.options, io);
}

function check(options: CliOptions, io: Io): number {
  let exit = EXIT_OK;
  for (const file of options.files) {
    let result: FileResult;
    try {
      const text = file === '-' ? io.readStdin() : io.readFile(file);
      result = checkText(file, text);
    } catch (e) {
      result = {
        kind: 'unreadable',
        file,
        reason: e instanceof Error && 'code' in e ? String(e.code) : 'EIO',
      };
    }
    if (options.json) io.stdout(`${formatJson(result, options.lang)}\n`);
    else {
      const human = formatHuman(result, options.lang);
      if (result.kind === 'report') io.stdout(human);
      else io.stderr(human);
    }
    const code =
      result.kind === 'report' ? (result.report.legal ? EXIT_OK : EXIT_ILLEGAL) : EXIT_ERROR;
    exit = Math.max(exit, code);
  }
  return exit;
}

function nodeIo(): Io {
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    readFile: (p) => readFileSync(p, 'utf8'),
    readStdin: () => readFileSync(0, 'utf8'),
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
    process.stderr.write(
      `${COMMAND}: internal error: ${e instanceof Error ? e.message : String(e)}\n`,
    );
    code = EXIT_ERROR;
  }
  process.exitCode = code;
}
