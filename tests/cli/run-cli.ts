/**
 * The CLI run in the test's own process: `files` stand in for the file system (a missing one is
 * ENOENT), `stdin` for standard input, `io` replaces any other part (env, a failing stdout).
 */
import { run, type Io } from '../../src/cli/main.ts';

export interface Ran {
  code: number;
  out: string;
  err: string;
}

export type Input = string | Uint8Array;

export function runCli(
  argv: string[],
  files: Record<string, Input> = {},
  stdin: Input = '',
  io: Partial<Io> = {},
): Ran {
  let out = '';
  let err = '';
  const code = run(argv, {
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    readFile: (p) => {
      const text = files[p];
      if (text === undefined) throw Object.assign(new Error(`ENOENT: ${p}`), { code: 'ENOENT' });
      return text;
    },
    readStdin: () => stdin,
    env: {},
    ...io,
  });
  return { code, out, err };
}
