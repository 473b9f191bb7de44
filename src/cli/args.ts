/** Command-line arguments of `president-referee`. */
import { COMMAND } from '../i18n/cli.ts';
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '../i18n/langs.ts';

export interface CliOptions {
  readonly json: boolean;
  readonly lang: Lang;
  readonly files: readonly string[];
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

export function parseArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ParsedArgs {
  let lang = envLang(env);
  let json = false;
  const files: string[] = [];
  let command: string | null = null;
  let help = false;
  let version = false;
  let onlyFiles = false;
  const errors: string[] = [];
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
      else errors.push(`--lang takes one of ${LANGS.join(', ')}`);
    } else errors.push(`unknown option ${arg}`);
  }
  if (help) return { kind: 'help', lang };
  if (version) return { kind: 'version' };
  const firstError = errors[0];
  if (firstError !== undefined)
    return { kind: 'error', message: `${COMMAND}: ${firstError}`, lang };
  if (command === null)
    return { kind: 'error', message: `${COMMAND}: a command is needed: check`, lang };
  if (command !== 'check')
    return { kind: 'error', message: `${COMMAND}: unknown command ${command}`, lang };
  if (files.length === 0)
    return {
      kind: 'error',
      message: `${COMMAND} check: name a FILE, or - for standard input`,
      lang,
    };
  return { kind: 'check', options: { json, lang, files } };
}
