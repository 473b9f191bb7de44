/**
 * `president-referee diff [--json] [--lang LANG] RULES_A RULES_B` (issue 9): the options in
 * which two rule sets differ, each with the shortest example the engine finds
 * (src/compare). Reading the rule sets, the words and the exit code only: 0 the same, 1 they
 * differ, 2 a rule set cannot be read.
 */
import {
  compareRules,
  type Comparison,
  type Difference,
  type PresetNames,
} from '../compare/index.ts';
import { formatCard } from '../engine/cards.ts';
import {
  isPresetName,
  presetRules,
  type PresetName,
  type RuleKey,
  type RuleSet,
} from '../engine/rules.ts';
import { applyRuleText } from '../engine/rule-text.ts';
import type { GameEvent } from '../engine/verdict.ts';
import type { Outcome } from '../compare/index.ts';
import { COMMAND } from '../i18n/cli.ts';
import { formatTranscript } from '../notation/format.ts';
import { diffText, type DiffText } from '../i18n/diff.ts';
import { listAnd } from '../i18n/format/index.ts';
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '../i18n/langs.ts';
import { eventMessage, ruleErrorMessage, verdictMessage } from '../i18n/messages/index.ts';
import { VOCABULARY } from '../i18n/vocabulary/index.ts';
import { MESSAGES } from '../i18n/messages/index.ts';
import { valueName, type ValueWords } from '../lib/option-words.ts';
import { decodeRuleLink, ruleLinkParam } from '../lib/rule-link.ts';
import { excerpt, visible } from './text.ts';
import { sentence } from '../i18n/format/index.ts';

const EXIT_SAME = 0;
const EXIT_DIFFERENT = 1;
const EXIT_ERROR = 2;

export interface DiffIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** Options that take a value, so that the command is found after them (`--lang de diff …`). */
const VALUED = new Set(['--lang', '--max-size']);

/** Whether the command line's command is `diff`. */
export function isDiffCommand(argv: readonly string[]): boolean {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') return argv[i + 1] === 'diff';
    if (VALUED.has(arg)) i++;
    else if (!arg.startsWith('-') || arg === '-') return arg === 'diff';
  }
  return false;
}

function envLang(env: Readonly<Record<string, string | undefined>>): Lang {
  for (const v of [env['PRESIDENT_LANG'], env['LC_ALL'], env['LANG']]) {
    const code = (v ?? '').slice(0, 2).toLowerCase();
    if (isLang(code)) return code;
  }
  return DEFAULT_LANG;
}

type Read = { readonly rules: RuleSet } | { readonly error: string };

/**
 * A rule set as the command line gives it: a rule link (`1~house~one-lap.on`, or an address
 * with `?rules=`), else a `rules:` line read as a transcript reads it (on top of `common`).
 */
export function readRules(text: string, lang: Lang): Read {
  const param = text.includes('?') || /^https?:/i.test(text) ? ruleLinkParam(text) : null;
  const link = param ?? (/^[0-9]+~/.test(text.trim()) ? text.trim() : null);
  if (link !== null) {
    const result = decodeRuleLink(link);
    const first = result.notices[0];
    if (first === undefined) return { rules: result.rules };
    const t = diffText(lang).link;
    switch (first.code) {
      case 'unknown-version':
        return { error: t.unknownVersion(first.version) };
      case 'missing-version':
        return { error: t.missingVersion };
      case 'too-long':
        return { error: t.tooLong(first.length) };
      default:
        return { error: ruleErrorMessage(first, lang) };
    }
  }
  const result = applyRuleText(presetRules('common'), text);
  const first = result.errors[0];
  return first === undefined ? { rules: result.rules } : { error: ruleErrorMessage(first, lang) };
}

/** The preset a `rules:` line starts with (`swedish, equal=allowed`), so its examples name it. */
function presetNamed(text: string): PresetName | null {
  const first = text.split(',')[0]?.trim() ?? '';
  return isPresetName(first) ? first : null;
}

type Parsed =
  | {
      readonly kind: 'diff';
      readonly a: RuleSet;
      readonly b: RuleSet;
      readonly names: PresetNames;
      readonly json: boolean;
      readonly lang: Lang;
    }
  | { readonly kind: 'help'; readonly lang: Lang }
  | { readonly kind: 'error'; readonly message: string; readonly lang: Lang };

function parseDiffArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Parsed {
  let lang = envLang(env);
  let json = false;
  let help = false;
  let seenCommand = false;
  let onlyRules = false;
  const rules: string[] = [];
  const errors: ((t: DiffText) => string)[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (onlyRules || !arg.startsWith('-')) {
      if (!seenCommand && arg === 'diff') seenCommand = true;
      else rules.push(arg);
    } else if (arg === '--') onlyRules = true;
    else if (arg === '--json') json = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--lang' || arg.startsWith('--lang=')) {
      const value = arg === '--lang' ? argv[++i] : arg.slice('--lang='.length);
      if (value !== undefined && isLang(value)) lang = value;
      else errors.push((t) => t.args.langValue(LANGS.join(', ')));
    } else errors.push((t) => t.args.unknownOption(arg));
  }
  if (help) return { kind: 'help', lang };
  const t = diffText(lang);
  const firstError = errors[0];
  if (firstError !== undefined)
    return { kind: 'error', message: `${COMMAND} diff: ${firstError(t)}`, lang };
  if (rules.length !== 2)
    return { kind: 'error', message: `${COMMAND} diff: ${t.args.needTwo}`, lang };
  const a = readRules(rules[0] ?? '', lang);
  if ('error' in a)
    return { kind: 'error', message: `${COMMAND} diff: ${t.args.badRules('A', a.error)}`, lang };
  const b = readRules(rules[1] ?? '', lang);
  if ('error' in b)
    return { kind: 'error', message: `${COMMAND} diff: ${t.args.badRules('B', b.error)}`, lang };
  const names = { a: presetNamed(rules[0] ?? ''), b: presetNamed(rules[1] ?? '') };
  return { kind: 'diff', a: a.rules, b: b.rules, names, json, lang };
}

/**
 * A rule set as a transcript's `rules:` line writes it, which is also how this command reads
 * one (on top of `common`): the line formatTranscript writes for an empty transcript.
 */
function rulesLine(rules: RuleSet): string {
  const text = formatTranscript({ rules, players: ['A', 'B'], dealer: null, rounds: [] });
  return (text.split('\n')[0] ?? '').slice('rules: '.length);
}

/** Events worth a line after the marked move: not the move itself. */
function followed(events: readonly GameEvent[]): GameEvent[] {
  return events.filter((e) => e.type !== 'played' && e.type !== 'passed' && e.type !== 'gave');
}

function outcomeLine(o: Outcome, other: Outcome, lang: Lang, t: DiffText): string {
  const verdict = o.verdict.legal
    ? t.allowed
    : t.refused(sentence(verdictMessage(o.verdict.reason, lang)));
  const events = followed(o.events).map((e) => sentence(eventMessage(e, lang)));
  const points = o.points === null ? {} : o.points;
  const scored = Object.entries(points).map(([p, n]) => `${p} ${String(n)}`);
  // Who acts next, when that is what differs.
  const next = o.toAct !== null && o.toAct !== other.toAct ? [t.toAct(o.toAct)] : [];
  return [
    verdict,
    ...events,
    ...next,
    ...(scored.length === 0 ? [] : [t.points(listAnd(lang, scored))]),
  ].join(' ');
}

/** The words an option's name and values need in one language. */
function wordsOf(lang: Lang): ValueWords {
  return { lang, options: VOCABULARY[lang], rankLabels: MESSAGES[lang].rankLabels };
}

function optionLabel(key: RuleKey, s: ValueWords): string {
  return s.options[key].label;
}

/** An option's value in words; a game length in its short form, with its number. */
function valueText(key: RuleKey, rules: RuleSet, s: ValueWords): string {
  return valueName(key, rules, s, { form: key === 'length' ? 'short' : 'values' });
}

/** The transcript with a comment on its marked line. */
function marked(text: string, line: number, marker: string): string {
  return text
    .trimEnd()
    .split('\n')
    .map((l, i) => (i + 1 === line ? `${l}    # ${marker}` : l))
    .join('\n');
}

function humanDifference(d: Difference, c: Comparison, lang: Lang): string[] {
  const t = diffText(lang);
  const s = wordsOf(lang);
  const out = [
    t.option(
      optionLabel(d.key, s),
      `${valueText(d.key, c.a, s)} (${d.name}=${d.a})`,
      `${valueText(d.key, c.b, s)} (${d.name}=${d.b})`,
    ),
  ];
  if (d.inert !== null) {
    out.push(
      `  ${t.inert(
        listAnd(
          lang,
          d.inert.map((k) => optionLabel(k, s)),
        ),
      )}`,
    );
    return out;
  }
  const e = d.example;
  if (e === null) {
    out.push(`  ${t.notFound}`);
    return out;
  }
  const [left, right] = e.shown === 'b' ? ['B*', 'B'] : e.shown === 'a' ? ['A', 'A*'] : ['A', 'B'];
  if (e.shown !== 'both') out.push(`  ${t.alone(e.shown === 'a' ? 'A' : 'B')}`);
  out.push(`  ${t.example(e.line)}`);
  for (const l of marked(e.text, e.line, t.marker).split('\n')) out.push(`    ${visible(l)}`);
  out.push(`  ${t.otherRules(right, e.textB.split('\n')[0] ?? '')}`);
  out.push(`  ${t.under(left, outcomeLine(e.a, e.b, lang, t))}`);
  out.push(`  ${t.under(right, outcomeLine(e.b, e.a, lang, t))}`);
  return out;
}

function jsonOutcome(o: Outcome, lang: Lang): Record<string, unknown> {
  return {
    legal: o.verdict.legal,
    ...(o.verdict.legal
      ? {}
      : { code: o.verdict.reason.code, message: verdictMessage(o.verdict.reason, lang) }),
    events: o.events.map((e) => ({
      ...e,
      ...('cards' in e ? { cards: e.cards.map(formatCard) } : {}),
      message: eventMessage(e, lang),
    })),
    ...(o.points === null ? {} : { points: o.points }),
  };
}

function jsonComparison(c: Comparison, lang: Lang): Record<string, unknown> {
  return {
    a: rulesLine(c.a),
    b: rulesLine(c.b),
    differences: c.differences.map((d) => ({
      option: d.name,
      a: d.a,
      b: d.b,
      ...(d.inert === null ? {} : { inert: d.inert }),
      ...(d.example === null
        ? {}
        : {
            example: {
              shown: d.example.shown,
              rulesA: rulesLine(d.example.left),
              rulesB: rulesLine(d.example.right),
              transcript: d.example.text,
              line: d.example.line,
              move: d.example.move,
              kind: d.example.kind,
              a: jsonOutcome(d.example.a, lang),
              b: jsonOutcome(d.example.b, lang),
            },
          }),
    })),
  };
}

/** The comparison as text for people, line by line. */
export function diffLines(c: Comparison, lang: Lang): string[] {
  const t = diffText(lang);
  const out = [
    t.side('A', excerpt(rulesLine(c.a), 200)),
    t.side('B', excerpt(rulesLine(c.b), 200)),
    t.count(c.differences.length),
  ];
  for (const d of c.differences) out.push('', ...humanDifference(d, c, lang));
  return out;
}

/** Runs `diff` and returns its exit code. Never throws: output that cannot be written ends it quietly. */
export function runDiff(argv: readonly string[], io: DiffIo): number {
  const parsed = parseDiffArgs(argv, io.env);
  const write = (to: (text: string) => void, text: string): void => {
    try {
      to(text);
    } catch {
      // the reader has gone (EPIPE) or the disk is full: the exit code still says it
    }
  };
  if (parsed.kind === 'help') {
    write(io.stdout, `${diffText(parsed.lang).usage}\n`);
    return EXIT_SAME;
  }
  if (parsed.kind === 'error') {
    write(io.stderr, `${visible(parsed.message)}\n\n${diffText(parsed.lang).usage}\n`);
    return EXIT_ERROR;
  }
  const c = compareRules(parsed.a, parsed.b, { names: parsed.names });
  if (parsed.json) write(io.stdout, `${JSON.stringify(jsonComparison(c, parsed.lang))}\n`);
  else write(io.stdout, `${diffLines(c, parsed.lang).join('\n')}\n`);
  return c.differences.length === 0 ? EXIT_SAME : EXIT_DIFFERENT;
}
