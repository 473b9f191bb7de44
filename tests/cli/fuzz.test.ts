/**
 * Issue 11, property tests: the CLI (in process) on random bytes and on random transcripts
 * shaped like the notation (names from Object.prototype, controls, markup, bad cards, gives,
 * rounds, comments). Whatever comes in: exit 0, 1 or 2; no stack trace; the report for people
 * carries no raw control character but its newlines; JSON output is one valid JSON object per
 * file; and the output stays within a small multiple of the input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.ts';

const STACK_TRACE = /\n\s+at /;
/** Output per byte of input, and a constant for the fixed text of a message. */
const OUTPUT_FACTOR = 64;
const OUTPUT_CONSTANT = 2048;

interface Ran {
  code: number;
  out: string;
  err: string;
}

function check(input: string | Uint8Array, json: boolean): Ran {
  let out = '';
  let err = '';
  const code = run(['check', ...(json ? ['--json'] : []), 'game.txt'], {
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    readFile: () => input,
    readStdin: () => '',
    env: {},
  });
  return { code, out, err };
}

function expectSane(input: string | Uint8Array, json: boolean): void {
  const { code, out, err } = check(input, json);
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.length;
  expect([0, 1, 2]).toContain(code);
  expect(out + err).not.toMatch(STACK_TRACE);
  expect(out + err).not.toContain('internal error');
  expect(Buffer.byteLength(out + err)).toBeLessThanOrEqual(OUTPUT_FACTOR * size + OUTPUT_CONSTANT);
  if (json) {
    expect(err).toBe('');
    const report = JSON.parse(out) as { file: string; legal: boolean };
    expect(report.file).toBe('game.txt');
    expect(report.legal).toBe(code === 0);
  } else {
    const raw = [...out, ...err].filter((c) => c !== '\n' && /\p{Cc}/u.test(c));
    expect(raw).toEqual([]);
  }
}

const NAMES = [
  'Anna',
  'Ben',
  'Cem',
  'Dora',
  '__proto__',
  'toString',
  'constructor',
  'hasOwnProperty',
  '<script>',
  'a>b',
  '\u001b[2JEve',
  '\u0000',
  '\u202eRLO',
  'Zoë',
];
const name = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const names = fc.array(name, { minLength: 1, maxLength: 6 }).map((n) => n.join(', '));
const card = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.constantFrom('2', '3', '4', '5', '7', '9', '10', 'T', 'J', 'Q', 'K', 'A'),
        fc.constantFrom('C', 'D', 'H', 'S', '♣', '♥', 'h', ''),
      )
      .map(([r, s]) => r + s),
  },
  { weight: 1, arbitrary: fc.constantFrom('X', 'JK', '11H', 'QZ', '♠A', '') },
);
const cards = fc.array(card, { maxLength: 5 }).map((c) => c.join(' '));
const line = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(name, cards).map(([n, c]) => `${n}: ${c}`) },
  { weight: 3, arbitrary: name.map((n) => `${n}: pass`) },
  { weight: 1, arbitrary: names.map((n) => `players: ${n}`) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('common', 'classic', 'house', 'dutch', 'arschloch', 'jokers=2', 'clasic', 'x=y')
      .map((r) => `rules: ${r}`),
  },
  { weight: 1, arbitrary: name.map((n) => `dealer: ${n}`) },
  { weight: 1, arbitrary: fc.integer({ min: -1, max: 6 }).map((n) => `round ${String(n)}`) },
  { weight: 1, arbitrary: names.map((n) => `previous: ${n}`) },
  { weight: 2, arbitrary: fc.tuple(name, cards).map(([n, c]) => `hand ${n}: ${c}`) },
  {
    weight: 2,
    arbitrary: fc.tuple(name, name, cards).map(([a, b, c]) => `give ${a} > ${b}: ${c}`),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((s) => `# ${s}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constant('') },
);
const transcript = fc
  .tuple(
    names.map((n) => `players: ${n}`),
    fc.array(line, { maxLength: 40 }),
    fc.constantFrom('\n', '\r\n', '\r'),
  )
  .map(([head, body, eol]) => [head, ...body].join(eol) + eol);

describe('the CLI on random input', () => {
  it('random bytes: exit 0/1/2, no stack trace, bounded output, no raw controls', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), fc.boolean(), (bytes, json) => {
        expectSane(bytes, json);
      }),
      { numRuns: 300 },
    );
  });
  it('random text: the same', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500, unit: 'binary' }), fc.boolean(), (text, json) => {
        expectSane(text, json);
      }),
      { numRuns: 300 },
    );
  });
  it('random transcripts shaped like the notation: the same, and some are judged', () => {
    const codes = new Set<number>();
    fc.assert(
      fc.property(transcript, fc.boolean(), (text, json) => {
        expectSane(text, json);
        codes.add(check(text, true).code);
      }),
      { numRuns: 400 },
    );
    // The generator reaches the referee, not only the parser: games are judged.
    expect(codes.has(1) || codes.has(0)).toBe(true);
  });
});
