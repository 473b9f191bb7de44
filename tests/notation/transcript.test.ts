/**
 * The table notation (rules-spec §2): what it reads, the errors it gives (with the line and
 * what was expected), format ∘ parse keeps the meaning, and no input makes it throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../src/engine/cards.ts';
import { presetRules } from '../../src/engine/rules.ts';
import type { ParseErrorCode } from '../../src/notation/errors.ts';
import { formatTranscript } from '../../src/notation/format.ts';
import { parseTranscript, type Transcript } from '../../src/notation/transcript.ts';
import { judgeTranscript } from '../../src/referee/replay.ts';
import { transcript } from '../helpers.ts';

describe('cards', () => {
  it('reads rank then suit, T for 10, suit symbols, any case, X, lone ranks', () => {
    expect(parseCard('10H')).toEqual({ rank: '10', suit: 'H' });
    expect(parseCard('th')).toEqual({ rank: '10', suit: 'H' });
    expect(parseCard('q♠')).toEqual({ rank: 'Q', suit: 'S' });
    expect(parseCard('2♣')).toEqual({ rank: '2', suit: 'C' });
    expect(parseCard('x')).toEqual({ rank: 'X', suit: null });
    expect(parseCard('7')).toEqual({ rank: '7', suit: null });
    for (const bad of ['11H', '1H', 'QZ', 'H10', '', '10HH', 'XH', 'joker'])
      expect(parseCard(bad), bad).toBeNull();
  });
});

describe('reading a transcript', () => {
  it('reads the example of §2', () => {
    const t = transcript(`
rules: classic                      # a preset (§4), then optional overrides
rules: reentry=off, clear=8         # may repeat; later keys win
players: Anna, Ben, Cem, Dora       # seating = turn order (clockwise)
dealer: Dora                        # optional; default: the last listed player
round 1                             # optional before the first round
Anna: 3C
Ben: 5H
Cem: pass
Dora: 5S 5D
round 2
players: Ben, Anna, Dora, Cem       # optional new seating for this round
give Dora > Ben: 2S AH              # card exchange (checked where hands are known)
give Ben > Dora: 4C 6D
Dora: 7C 7H
`);
    expect(t.rules).toEqual({ ...presetRules('classic'), reentry: false, clear: ['8'] });
    expect(t.players).toEqual(['Anna', 'Ben', 'Cem', 'Dora']);
    expect(t.dealer).toBe('Dora');
    expect(t.rounds.map((r) => r.number)).toEqual([1, 2]);
    expect(t.rounds[1]?.seats).toEqual(['Ben', 'Anna', 'Dora', 'Cem']);
    expect(t.rounds[1]?.entries.map((e) => e.kind)).toEqual(['give', 'give', 'play']);
    expect(t.rounds[0]?.entries[2]).toEqual({ line: 9, kind: 'pass', player: 'Cem' });
  });
  it('plays common without a rules: line; a later preset starts again from the defaults', () => {
    expect(transcript('players: A, B, C').rules).toEqual(presetRules('common'));
    expect(transcript('rules: reentry=on\nplayers: A, B, C').rules).toEqual({
      ...presetRules('common'),
      reentry: true,
    });
    expect(transcript('rules: classic, clear=8\nrules: dutch\nplayers: A, B, C').rules).toEqual(
      presetRules('dutch'),
    );
  });
  it('a `round 1` line after the first hands names the first round', () => {
    const t = transcript('players: A, B\nhand A: 3C\nhand B: 4C\nround 1\nA: 3C');
    expect(t.rounds).toHaveLength(1);
    expect(t.rounds[0]?.hands.size).toBe(2);
    expect(parseTranscript('players: A, B\nA: 3C\nround 1').ok).toBe(false);
  });
  it('accepts CRLF, a byte-order mark, tabs and blank lines', () => {
    const t = transcript('\uFEFFplayers:\tA, B, C\r\n\r\n  A:\t5C   7C \r\n');
    expect(t.rounds[0]?.entries[0]).toMatchObject({ line: 3, kind: 'play' });
  });
  it('counts lines ended by LF, CR LF and a lone CR alike, mixed in one text', () => {
    const t = transcript('players: A, B\rA: 5C\r\n\rB: 7C\nA: pass\r\r\nB: 9C');
    expect(t.rounds[0]?.entries.map((e) => e.line)).toEqual([2, 4, 5, 7]);
    const bad = parseTranscript('players: A, B\n\rA: 5C\r\nB: zz\r');
    expect(bad.ok ? null : bad.error.line).toBe(4);
  });
  it('names are matched exactly and trimmed', () => {
    const t = transcript(
      'players: <script>, Ann Marie, Ö\nAnn Marie: 5C\n<script>: pass\ngive <script> > Ö: 3C',
    );
    expect(t.rounds[0]?.entries.map((e) => e.player)).toEqual([
      'Ann Marie',
      '<script>',
      '<script>',
    ]);
    expect(t.rounds[0]?.entries[2]).toMatchObject({ kind: 'give', to: 'Ö' });
  });
});

describe('parse errors name the line and what was expected', () => {
  const cases: [string, number, ParseErrorCode][] = [
    ['', 0, 'empty'],
    ['# only a comment', 0, 'empty'],
    ['A: 5C', 1, 'no-players'],
    ['players: A, B\nC: 5C', 2, 'unknown-player'],
    ['players: A, B\nA: 5Z', 2, 'bad-card'],
    ['players: A, B\nA: 11H', 2, 'bad-card'],
    ['players: A, B\nA:', 2, 'empty-move'],
    ['players: A, B\nA: pass 5C', 2, 'pass-with-cards'],
    ['players: A, A', 1, 'duplicate-player'],
    ['players: A, , B', 1, 'empty-player-name'],
    ['players: A', 1, 'player-count'],
    ['players: A:B, C', 1, 'bad-player-name'],
    ['rules: clasic\nplayers: A, B', 1, 'bad-rules'],
    ['rules: reentry=maybe\nplayers: A, B', 1, 'bad-rules'],
    ['rules: colour=red\nplayers: A, B', 1, 'bad-rules'],
    ['players: A, B\nA: 5C\nrules: classic', 3, 'rules-too-late'],
    ['players: A, B\nround 2', 2, 'bad-round-number'],
    ['players: A, B\nround one', 2, 'bad-round-number'],
    ['players: A, B\nhand A: 5C\nhand A: 6C', 3, 'duplicate-hand'],
    ['players: A, B\nhand A: 5', 2, 'hand-needs-suits'],
    ['players: A, B\nhand A: 5C\nhand B: 5C', 3, 'card-in-two-hands'],
    ['players: A, B\nhand A: X', 2, 'too-many-jokers'],
    ['players: A, B\nA: 5C\nhand B: 6C', 3, 'too-late-in-round'],
    ['players: A, B\nround 1\nA: 5C\nplayers: B, A', 4, 'too-late-in-round'],
    ['players: A, B, C\nround 1\nplayers: A, B, D', 3, 'seating-changed'],
    ['players: A, B\ngive A > A: 5C', 2, 'give-to-self'],
    ['players: A, B\ngive A B: 5C', 2, 'bad-give'],
    ['players: A, B\ngive A > B:', 2, 'bad-give'],
    ['players: A, B\nhello world', 2, 'unknown-line'],
  ];
  for (const [text, line, code] of cases) {
    it(`${code} at line ${String(line)}: ${JSON.stringify(text).slice(0, 50)}`, () => {
      const result = parseTranscript(text);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.error.code).toBe(code);
        expect(result.error.line).toBe(line);
      }
    });
  }
  it('card-in-two-hands names the card and both hands: the earliest hand, its first card', () => {
    // C's hand shares 6C with B, 7D and 5C with A: A's hand is the earlier one, 7D its first.
    const shared = parseTranscript('players: A, B, C\nhand A: 5C 7D\nhand B: 6C\nhand C: 6C 7D 5C');
    expect(!shared.ok && shared.error.error).toEqual({
      code: 'card-in-two-hands',
      card: '7D',
      players: ['A', 'C'],
    });
    // A card twice in one hand is told before a card shared with an earlier hand.
    const twice = parseTranscript('players: A, B\nhand A: 5C\nhand B: 5C 8H 8H');
    expect(!twice.ok && twice.error.error).toEqual({
      code: 'card-in-two-hands',
      card: '8H',
      players: ['B', 'B'],
    });
    // A lone rank in a hand is told before any card twice.
    const lone = parseTranscript('players: A, B\nhand A: 5C 5C 9');
    expect(!lone.ok && lone.error.error.code).toBe('hand-needs-suits');
  });
  it('a give splits at the one ">" that leaves a known name on each side', () => {
    const result = parseTranscript('players: a>b, c, d\ngive a>b > c: 5C\ngive c > d: 6C');
    expect(result.ok && result.transcript.rounds[0]?.entries).toMatchObject([
      { kind: 'give', player: 'a>b', to: 'c' },
      { kind: 'give', player: 'c', to: 'd' },
    ]);
  });
  it('bad-rules carries the rule error', () => {
    const result = parseTranscript('rules: reentry=maybe\nplayers: A, B');
    expect(!result.ok && result.error.error).toEqual({
      code: 'bad-rules',
      error: { code: 'bad-value', name: 'reentry', value: 'maybe', allowed: ['on', 'off'] },
    });
  });
});

// ---------------------------------------------------------------------------------------
// Generated transcripts: parse → format → parse keeps the meaning.

const NAMES = ['Anna', 'Ben', 'Cem', 'Dora', '<b>Eve</b>'];
const cardText = fc
  .tuple(
    fc.constantFrom('3', '4', '5', '9', '10', 'T', 'j', 'Q', 'K', 'A', '2', 'X'),
    fc.constantFrom('', 'C', 'd', 'H', 'S', '♠', '♥'),
  )
  .map(([r, s]) => (r === 'X' ? 'X' : r + s));
const moveLine = fc
  .tuple(
    fc.constantFrom(...NAMES.slice(0, 4)),
    fc.oneof(
      fc.constant('pass'),
      fc.array(cardText, { minLength: 1, maxLength: 4 }).map((c) => c.join(' ')),
    ),
  )
  .map(([p, m]) => `${p}: ${m}`);
const giveLine = fc
  .tuple(
    fc.constantFrom(...NAMES.slice(0, 4)),
    fc.constantFrom(...NAMES.slice(0, 4)),
    fc.array(cardText, { minLength: 1, maxLength: 2 }),
  )
  .map(([a, b, c]) => `give ${a} > ${b}: ${c.join(' ')}`);
const ruleLine = fc.constantFrom(
  'rules: classic',
  'rules: house, one-lap=on',
  'rules: jokers=2, joker=wild, clear=2+8',
  'rules: dutch, forbidden-finish=2, length=points:11',
  'rules: revolution=trick, counter=on, equal=skip, count=bigger-wins',
);
const transcriptText = fc
  .tuple(
    fc.array(ruleLine, { maxLength: 2 }),
    fc.array(fc.oneof(moveLine, giveLine, fc.constant('# a comment'), fc.constant('')), {
      maxLength: 12,
    }),
    fc.array(fc.oneof(moveLine, giveLine), { maxLength: 8 }),
    fc.boolean(),
  )
  .map(([rules, r1, r2, second]) =>
    [
      ...rules,
      'players: Anna, Ben, Cem, Dora',
      'dealer: Cem',
      ...r1,
      ...(second ? ['round 2', 'players: Ben, Anna, Dora, Cem', ...r2] : []),
    ].join('\n'),
  );

function withoutLines(t: Transcript): unknown {
  return JSON.parse(
    JSON.stringify({
      ...t,
      rounds: t.rounds.map((r) => ({
        ...r,
        line: null,
        hands: [...r.hands],
        entries: r.entries.map((e) => ({ ...e, line: 0 })),
      })),
    }),
  );
}

describe('format ∘ parse keeps the meaning', () => {
  it('re-reading a formatted transcript gives the same transcript and the same verdicts', () => {
    fc.assert(
      fc.property(transcriptText, (text) => {
        const first = parseTranscript(text);
        if (!first.ok) return;
        const again = parseTranscript(formatTranscript(first.transcript));
        expect(again.ok).toBe(true);
        if (!again.ok) return;
        expect(withoutLines(again.transcript)).toEqual(withoutLines(first.transcript));
        const codes = (t: Transcript): string[] =>
          judgeTranscript(t).moves.map((m) => m.code ?? 'ok');
        expect(codes(again.transcript)).toEqual(codes(first.transcript));
      }),
      { numRuns: 300 },
    );
  });
  it('keeps known hands and jokers', () => {
    const text = 'rules: jokers=1\nplayers: A, B\nhand A: 3C X\nhand B: 4C 5C\nA: X';
    const t = transcript(text);
    expect(withoutLines(transcript(formatTranscript(t)))).toEqual(withoutLines(t));
  });
});

describe('fuzzed input never throws past the parser', () => {
  it('any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const result = parseTranscript(text);
        if (result.ok) judgeTranscript(result.transcript);
      }),
      { numRuns: 500 },
    );
  });
  it('line soup from the notation', () => {
    const soup = fc.array(
      fc.oneof(
        moveLine,
        giveLine,
        ruleLine,
        fc.constantFrom(
          'players: Anna, Ben, Cem, Dora',
          'round 1',
          'round 2',
          'round 3',
          'hand Anna: 3C 4C',
          'hand Ben: 3C',
          'dealer: Ben',
          'Anna: pass',
          ':',
          '>',
          'give',
        ),
      ),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(soup, (rows) => {
        const result = parseTranscript(rows.join('\n'));
        if (result.ok) {
          const report = judgeTranscript(result.transcript);
          expect(report.moves.length).toBe(
            result.transcript.rounds.flatMap((r) => r.entries).length,
          );
        } else expect(result.error.line).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });
});
