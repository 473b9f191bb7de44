/**
 * Builds the registry package president-referee (packages/president-referee) and packs it:
 * esbuild bundles src/cli with the engine, notation, referee and words it imports into one
 * JavaScript file for Node 22.12+, then `npm pack` writes the tarball.
 *
 *   npm run pack:cli [-- DIR]   → DIR/president-referee-<version>.tgz (default: the project folder)
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
/** The package's folder: its package.json (name, version, bin, files) and README. */
export const PACKAGE_DIR = join(ROOT, 'packages', 'president-referee');
/** The one file the package runs (its package.json's `bin` and `files`). */
export const BUNDLE = join(PACKAGE_DIR, 'dist', 'president-referee.js');

/** Bundles the CLI into BUNDLE: ES module, no dependencies, a `node` shebang. */
export async function buildCli(): Promise<void> {
  await build({
    stdin: {
      contents: "import { main } from './src/cli/main.ts';\nmain();\n",
      resolveDir: ROOT,
      sourcefile: 'president-referee.ts',
      loader: 'ts',
    },
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22.12',
    banner: { js: '#!/usr/bin/env node' },
    legalComments: 'none',
    logLevel: 'warning',
  });
}

export interface Packed {
  /** The tarball's path. */
  readonly tarball: string;
  /** Its size in bytes, and the size of what it unpacks to. */
  readonly size: number;
  readonly unpackedSize: number;
  /** The paths inside the package. */
  readonly files: readonly string[];
}

/** Builds, then packs into `destination`. */
export async function packCli(destination: string): Promise<Packed> {
  await buildCli();
  const out = execFileSync(
    'npm',
    ['pack', '--json', '--pack-destination', resolve(destination), '--ignore-scripts'],
    { cwd: PACKAGE_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const [info] = JSON.parse(out) as {
    filename: string;
    size: number;
    unpackedSize: number;
    files: { path: string }[];
  }[];
  if (info === undefined) throw new Error('npm pack reported no tarball');
  return {
    tarball: join(resolve(destination), info.filename),
    size: info.size,
    unpackedSize: info.unpackedSize,
    files: info.files.map((f) => f.path),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const packed = await packCli(process.argv[2] ?? ROOT);
  const kB = (n: number): string => `${(n / 1000).toFixed(1)} kB`;
  process.stdout.write(
    `${packed.tarball}: ${kB(packed.size)} (${kB(packed.unpackedSize)} unpacked): ${packed.files.join(', ')}\n`,
  );
}
