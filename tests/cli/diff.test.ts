/**
 * `president-referee diff RULES_A RULES_B [--json] [--lang]` (issue 9): exit codes 0/1/2, one
 * example per difference with its step marked, the JSON form whose transcripts `check` judges
 * as the example says, the rule sets as presets, rules: lines or links, every text in four
 * languages; `check` is left as it was.
 */
import { describe, expect, it } from 'vitest';
import { isDiffCommand } from '../../src/cli/diff.ts';
import { runCli, type Ran } from './run-cli.ts';
import { LANGS } from '../../src/i18n/langs.ts';

function cli(argv: string[], files: Record<string, string> = {}): Ran {
  return runCli(argv, files);
}

interface JsonOutcome {
  legal: boolean;
  code?: string;
  message?: string;
  events: { type: string; message: string }[];
}
interface JsonDiff {
  a: string;
  b: string;
  differences: {
    option: string;
    a: string;
    b: string;
    inert?: string[];
    example?: {
      shown: 'both' | 'a' | 'b';
      rulesA: string;
      rulesB: string;
      transcript: string;
      line: number;
      move: number;
      kind: string;
      a: JsonOutcome;
      b: JsonOutcome;
    };
  }[];
}

// Each diff computes every difference of two presets with examples (about 3 s on a two-core
// machine, more when it is loaded): the default 5 s per test is too close.
describe('diff', { timeout: 30_000 }, () => {
  it('prints every difference with one example, its parting line marked; exit 1', () => {
    const { code, out, err } = cli(['diff', 'classic', 'dutch']);
    expect(code).toBe(1);
    expect(err).toBe('');
    expect(out).toMatch(/^A: classic\nB: dutch\n9 differences\n/);
    for (const label of ['Re-entry', 'Equal rank', 'Number of cards', 'Twos by suit'])
      expect(out).toContain(`\n${label}: A `);
    const examples = out.split('\n').filter((l) => l.includes('# <- here they part'));
    expect(examples).toHaveLength(9);
    expect(out).toContain('Under A: refused: ');
    expect(out).toContain('Under B: allowed.');
  });

  it('the same rule sets, however written, are no difference; exit 0', () => {
    for (const [a, b] of [
      ['classic', 'classic'],
      ['house', '1~house'],
      ['common, reentry=on', '1~common~reentry.on'],
      ['dutch', 'https://example.org/en/house-rules/?rules=1~dutch'],
    ]) {
      const { code, out } = cli(['diff', a ?? '', b ?? '']);
      expect(code).toBe(0);
      expect(out).toContain('The rule sets are the same.');
    }
  });

  it('--json: each example transcript, judged by check, parts from the other rule set at its line', () => {
    const { code, out } = cli(['diff', '--json', 'common', 'house']);
    expect(code).toBe(1);
    const diff = JSON.parse(out) as JsonDiff;
    expect(diff.a).toBe('common');
    expect(diff.differences.map((d) => d.option)).toEqual([
      'reentry',
      'clear',
      'revolution',
      'counter',
      'first-card',
      'exchange-ties',
      'miyako',
      'scoring',
      'length',
    ]);
    for (const d of diff.differences) {
      const e = d.example;
      expect(e).toBeDefined();
      if (e === undefined) continue;
      const judged = (rules: string) => {
        const text = e.transcript.replace(/^rules: .*$/m, `rules: ${rules}`);
        const r = cli(['check', '--json', 'x.txt'], { 'x.txt': text });
        return JSON.parse(r.out) as { moves: { line: number; legal: boolean; code?: string }[] };
      };
      const left = judged(e.rulesA);
      const right = judged(e.rulesB);
      expect(left.moves[e.move]?.line).toBe(e.line);
      expect(left.moves.slice(0, e.move)).toEqual(right.moves.slice(0, e.move));
      expect(left.moves[e.move]?.legal).toBe(e.a.legal);
      expect(right.moves[e.move]?.legal).toBe(e.b.legal);
      expect(left.moves.length).toBe(e.move + 1);
    }
    // counter: common has no revolution, house has: shown on house with only counter changed
    expect(diff.differences.find((d) => d.option === 'counter')?.example?.shown).toBe('b');
  });

  it('writes each rule set as a rules: line that reads back to it (on top of common)', () => {
    const diff = JSON.parse(
      cli(['diff', '--json', 'reentry=on', 'common, jokers=2']).out,
    ) as JsonDiff;
    expect(diff.a).toBe('common, reentry=on');
    expect(diff.b).toBe('common, jokers=2');
    expect(cli(['diff', diff.a, 'reentry=on']).code).toBe(0);
  });

  it('names an inert difference and what keeps it from mattering', () => {
    const { code, out } = cli([
      'diff',
      'common, first-lead=any',
      'common, first-lead=any, first-card=off',
    ]);
    expect(code).toBe(1);
    expect(out).toContain('Changes nothing under these two rule sets');
    expect(out).toContain('First lead');
  });

  it('speaks the four languages', () => {
    const count = {
      en: '2 differences',
      de: '2 Unterschiede',
      sv: '2 skillnader',
      nl: '2 verschillen',
    };
    const marker = {
      en: 'here they part',
      de: 'hier trennen sie sich',
      sv: 'här skiljer de sig',
      nl: 'hier gaan ze uiteen',
    };
    for (const lang of LANGS) {
      const { code, out } = cli(['diff', '--lang', lang, 'revolution', 'house']);
      expect(code).toBe(1);
      expect(out).toContain(count[lang]);
      expect(out).toContain(marker[lang]);
    }
  });

  it('refuses what it cannot read with a translated message; exit 2', () => {
    expect(cli(['diff', 'classic']).err).toMatch(
      /^president-referee diff: diff needs two rule sets/,
    );
    expect(cli(['diff', 'classic', 'dutch', 'house']).code).toBe(2);
    const bad = cli(['diff', 'classic', 'klassisch']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^president-referee diff: rule set B: .*klassisch/);
    const de = cli(['diff', '--lang', 'de', 'reentry=maybe', 'dutch']);
    expect(de.code).toBe(2);
    expect(de.err).toMatch(/^president-referee diff: Regelsatz A: /);
    expect(cli(['diff', '--colour', 'a', 'b']).err).toMatch(/unknown option --colour/);
    expect(cli(['diff', 'classic', '1~clasic']).code).toBe(2);
  });

  it('--help prints the diff usage in each language', () => {
    for (const lang of LANGS) {
      const { code, out } = cli(['diff', '--help', '--lang', lang]);
      expect(code).toBe(0);
      expect(out).toContain('president-referee diff [--json]');
      expect(out).toContain('"differences"');
    }
  });

  it('leaves check as it was: only the command diff is diff', () => {
    expect(isDiffCommand(['diff', 'a', 'b'])).toBe(true);
    expect(isDiffCommand(['--lang', 'de', 'diff', 'a', 'b'])).toBe(true);
    expect(isDiffCommand(['check', 'diff'])).toBe(false);
    expect(isDiffCommand(['--lang', 'diff', 'check', 'x'])).toBe(false);
    const r = cli(['check', 'diff'], { diff: 'rules: classic\nplayers: Anna, Ben\nAnna: 3C\n' });
    expect(r.code).toBe(0);
    expect(r.out).toContain('the one move is legal');
  });
});
