/**
 * The human report as the page shows it (`humanLines`): the same text as the CLI prints, with
 * each refused move's player and cards apart from its line number and its reason, so a
 * narrow screen wraps around the move, not inside it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText } from '../../src/cli/check.ts';
import { formatHuman, humanLines, type HumanLine } from '../../src/cli/report.ts';
import { LANGS } from '../../src/i18n/langs.ts';

const CASES = join(import.meta.dirname, '..', 'golden', 'cases');
const TRANSCRIPTS = readdirSync(CASES).filter((f) => f.endsWith('.txt'));

const joined = (lines: readonly HumanLine[]): string =>
  lines.map((l) => ('text' in l ? l.text : l.head + l.move + '  ' + l.reason) + '\n').join('');

describe('the human report in parts', () => {
  it.each(TRANSCRIPTS)('%s: joined, the CLI report in every language', (file) => {
    const text = readFileSync(join(CASES, file), 'utf8');
    for (const lang of LANGS) {
      const result = checkText(file, text, { moves: 'refused' });
      expect(joined(humanLines(result, lang))).toBe(formatHuman(result, lang));
    }
  });

  it('keeps a refused move (player and cards) apart from its line number and reason', () => {
    const text = 'players: Anna, Bartholomeus\nAnna: 3C\nBartholomeus: 4S 4H\n';
    const lines = humanLines(checkText('t.txt', text), 'en');
    const refused = lines.flatMap((l) => ('text' in l ? [] : [l]));
    expect(refused.map((l) => [l.head, l.move])).toEqual([
      ['  line    3  ', 'Bartholomeus  4♠ 4♥'],
    ]);
    expect(refused[0]?.reason).toMatch(/^✗ Play 1 card/);
  });

  it('a name holding the separator still gives the line unchanged', () => {
    const text = 'players: Anna, A  ✗ B\nAnna: 3C\nA  ✗ B: 4S 4H\n';
    const result = checkText('t.txt', text);
    expect(result.kind).toBe('report');
    expect(joined(humanLines(result, 'de'))).toBe(formatHuman(result, 'de'));
  });
});
