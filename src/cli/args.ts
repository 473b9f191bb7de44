/** Command-line arguments of `president-referee`. */
import { cliText, COMMAND, type CliText } from '../i18n/cli.ts';
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '../i18n/langs.ts';
import { DEFAULT_MAX_BYTES, MAX_MAX_BYTES } from './io.ts';
import { formatSize } from './text.ts';

export interface CliOptions {
  readonly json: boolean;
  readonly lang: Lang;
  readonly files: readonly string[];
  /** the maximum transcript size in bytes (--max-size) */
  readonly maxBytes: number;
}

export type ParsedArgs =
  | { readonly kind: 'check'; readonly options: CliOptions }
  | { readonly kind: 'help'; readonly lang: Lang }
  | { readonly kind: 'version' }
  | { readonly kind: 'error'; readonly message: string; readonly lang: Lang };

/** The language from PRESIDENT_LANG or LANG (de_DE.UTF-8 → de), else English. */
function envLang(env: Readonly<Record<string, string | undefined>>): Lang {
  for (const v of [env['PRESIDENT_LANG'], env['LC_ALL'], env['LANG']]) {
    const code = (v ?? '').slice(0, 2).toLowerCase();
    if (isLang(code)) return code;
  }
  return DEFAULT_LANG;
}

const UNITS: Readonly<Record<string, number>> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/** `16M` → 16777216: bytes, or K, M or G (×1024, an optional B after it); null if not a size. */
export function parseSize(text: string): number | null {
  const m = /^([0-9]{1,12})([kmg]?)b?$/i.exec(text.trim());
  if (m === null) return null;
  const bytes = Number(m[1]) * (UNITS[(m[2] ?? '').toLowerCase()] ?? 1);
  return bytes >= 1 && bytes <= MAX_MAX_BYTES ? bytes : null;
}

export function parseArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ParsedArgs {
  let lang = envLang(env);
  let json = false;
  let maxBytes = DEFAULT_MAX_BYTES;
  const files: string[] = [];
  let command: string | null = null;
  let help = false;
  let version = false;
  let onlyFiles = false;
  // Messages are made once the language is known (a later --lang may set it).
  const errors: ((t: CliText) => string)[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (onlyFiles || arg === '-' || !arg.startsWith('-')) {
      if (command === null) command = arg;
      else files.push(arg);
      continue;
    }
    if (arg === '--') onlyFiles = true;
    else if (arg === '--json') json = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--version' || arg === '-V') version = true;
    else if (arg === '--lang' || arg.startsWith('--lang=')) {
      const value = arg === '--lang' ? argv[++i] : arg.slice('--lang='.length);
      if (value !== undefined && isLang(value)) lang = value;
      else errors.push((t) => t.args.langValue(LANGS.join(', ')));
    } else if (arg === '--max-size' || arg.startsWith('--max-size=')) {
      const value = arg === '--max-size' ? argv[++i] : arg.slice('--max-size='.length);
      const size = value === undefined ? null : parseSize(value);
      if (size !== null) maxBytes = size;
      else errors.push((t) => t.args.badSize(value ?? '', formatSize(MAX_MAX_BYTES)));
    } else errors.push((t) => t.args.unknownOption(arg));
  }
  if (help) return { kind: 'help', lang };
  if (version) return { kind: 'version' };
  const t = cliText(lang);
  const firstError = errors[0];
  if (firstError !== undefined)
    return { kind: 'error', message: `${COMMAND}: ${firstError(t)}`, lang };
  if (command === null) return { kind: 'error', message: `${COMMAND}: ${t.args.noCommand}`, lang };
  if (command !== 'check')
    return { kind: 'error', message: `${COMMAND}: ${t.args.unknownCommand(command)}`, lang };
  if (files.length === 0)
    return { kind: 'error', message: `${COMMAND} check: ${t.args.noFile}`, lang };
  return { kind: 'check', options: { json, lang, files, maxBytes } };
}
