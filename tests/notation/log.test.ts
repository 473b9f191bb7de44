/**
 * The game log in the table notation and back (src/notation/log.ts): every transcript the
 * project keeps reads into a log that writes back to the same transcript and the same
 * verdicts; random games (random rule sets, 3–7 players, both modes, several rounds, illegal
 * attempts, some entered mid-game) written from their log read back into the same log, with
 * the CLI's verdicts equal to the log's own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkJson } from '../helpers.ts';
import { LogBuilder, replayLog, type LogEntry } from '../../src/engine/log.ts';
import { deal } from '../../src/engine/random.ts';
import { DEFAULT_RULES, presetRules } from '../../src/engine/rules.ts';
import { transcriptToLog, type LogHeader } from '../../src/notation/log.ts';
import { formatTranscript } from '../../src/notation/format.ts';
import { parseTranscript, type Transcript } from '../../src/notation/transcript.ts';
import { parseLog } from '../../src/notation/parse-log.ts';
import { formatLog, logToTranscript } from '../../src/notation/write-log.ts';
import { judgeTranscript } from '../../src/referee/replay.ts';
import { NAMES, ruleSetArb } from '../engine/random-games.ts';
import { randomLog } from '../golden/generate.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** Every transcript that reads (the golden cases include parse errors). */
const FILES = [
  join(ROOT, 'tests', 'golden', 'cases'),
  join(ROOT, 'tests', 'fixtures', 'known'),
  join(ROOT, 'src', 'examples'),
]
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.txt'))
      .map((f) => join(dir, f)),
  )
  .filter((f) => parseTranscript(readFileSync(f, 'utf8')).ok);

function parsed(text: string): Transcript {
  const result = parseTranscript(text);
  if (!result.ok) throw new Error(`parse error on line ${String(result.error.line)}`);
  return result.transcript;
}

/** A transcript's meaning: what the log settles (seating, dealer) is compared through the log. */
function meaning(t: Transcript): unknown {
  return {
    rules: t.rules,
    players: t.players,
    rounds: t.rounds.map((r) => ({
      number: r.number,
      previous: r.previous,
      // hands for only some players are table mode (§2)
      hands: t.players.every((p) => r.hands.has(p)) ? Object.fromEntries(r.hands) : {},
      entries: r.entries.map((e) => ({ ...e, line: 0 })),
    })),
  };
}

/** A report without line numbers (the written log has its own). */
function withoutLines<R extends { readonly moves: readonly { readonly line: number }[] }>(
  report: R,
): unknown {
  return JSON.parse(
    JSON.stringify({ ...report, moves: report.moves.map((m) => ({ ...m, line: 0 })) }),
  );
}

/** The CLI's JSON report (its moves: line, player, action, cards, legal, code, message …). */
interface CliReport {
  readonly legal: boolean;
  readonly moves: readonly {
    readonly line: number;
    readonly legal: boolean;
    readonly code?: string;
  }[];
}

function cliReport(text: string): { code: number; report: CliReport } {
  const { code, json } = checkJson(text);
  return { code, report: json as CliReport };
}

describe('every transcript kept in the project: text → log → text', () => {
  it('there are files', () => expect(FILES.length).toBeGreaterThanOrEqual(25));
  for (const file of FILES) {
    it(file.slice(ROOT.length + 1), () => {
      const t = parsed(readFileSync(file, 'utf8'));
      const log = transcriptToLog(t);
      // one deal per round, one move per line, each with its line
      expect(log.lines).toEqual(t.rounds.flatMap((r) => [r.line, ...r.entries.map((e) => e.line)]));
      expect(log.entries.map((e) => e.kind)).toEqual(
        t.rounds.flatMap((r) => ['deal', ...r.entries.map(() => 'move')]),
      );

      const written = logToTranscript(log.header, log.entries);
      const text = formatTranscript(written);
      // the written transcript reads back as written, line numbers included
      expect(parsed(text)).toEqual(written);
      expect(meaning(written)).toEqual(meaning(t));
      expect(transcriptToLog(parsed(text)).entries).toEqual(log.entries);
      expect(formatLog(log.header, transcriptToLog(parsed(text)).entries)).toBe(text);

      // the same verdicts, events, places and next: the referee's and the CLI's
      const original = judgeTranscript(t);
      expect(withoutLines(judgeTranscript(parsed(text)))).toEqual(withoutLines(original));
      const cli = cliReport(text);
      const cliOriginal = cliReport(readFileSync(file, 'utf8'));
      expect(cli.code).toBe(cliOriginal.code);
      expect(withoutLines(cli.report)).toEqual(withoutLines(cliOriginal.report));
      const steps = replayLog(t.rules, t.players, log.entries).steps;
      const verdicts = steps.flatMap((s) => (s.verdict === null ? [] : [s.verdict]));
      expect(verdicts.map((v) => (v.legal ? 'legal' : v.reason.code))).toEqual(
        original.moves.map((m) => m.code ?? 'legal'),
      );
    });
  }
});

describe('random games: log → text → log', () => {
  it('gives the same entries, and the CLI gives the log’s verdicts', () => {
    const seen = { refused: 0, table: 0, known: 0, entered: 0 };
    fc.assert(
      fc.property(
        ruleSetArb,
        fc.integer({ min: 3, max: 7 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 3 }),
        fc.oneof(fc.constant(undefined), fc.integer({ min: 2, max: 9 })),
        fc.integer({ min: 0, max: 0xffffffff }),
        (rules, count, knownHands, rounds, enteredAt, seed) => {
          const players = NAMES.slice(0, count);
          const previous = [...players.slice(seed % count), ...players.slice(0, seed % count)];
          const { header, entries } = randomLog({
            rules,
            players,
            seed,
            rounds,
            knownHands,
            illegal: 0.15,
            ...(enteredAt === undefined ? {} : { entered: { round: enteredAt, previous } }),
          });
          const text = formatLog(header, entries);
          const read = parseLog(text);
          expect(read.ok).toBe(true);
          if (!read.ok) return;
          expect(read.log.entries).toEqual(entries);
          expect(formatLog(read.log.header, read.log.entries)).toBe(text);

          const steps = replayLog(rules, players, entries).steps;
          const { code, report } = cliReport(text);
          const moveLines = read.log.lines.filter((_, i) => entries[i]?.kind === 'move');
          expect(report.moves.map((m) => m.line)).toEqual(moveLines);
          const ours = steps.flatMap((s) =>
            s.verdict === null
              ? []
              : [
                  s.verdict.legal
                    ? { legal: true, events: s.events }
                    : { legal: false, code: s.verdict.reason.code, reason: s.verdict.reason },
                ],
          );
          const judged = judgeTranscript(parsed(text));
          const referee = judged.moves.map((m) =>
            m.legal
              ? { legal: true, events: m.events }
              : { legal: false, code: m.code, reason: m.reason },
          );
          expect(referee).toEqual(ours);
          expect(report.moves.map((m) => m.code ?? 'legal')).toEqual(
            ours.map((v) => v.code ?? 'legal'),
          );
          expect(code).toBe(ours.every((v) => v.legal) ? 0 : 1);
          seen.refused += ours.filter((v) => !v.legal).length;
          seen[knownHands ? 'known' : 'table']++;
          if (enteredAt !== undefined) seen.entered++;
          const modes = judged.rounds.map((r) => r.mode);
          expect(new Set(modes)).toEqual(new Set([knownHands ? 'known-hands' : 'table']));
          if (enteredAt !== undefined)
            expect(text).toContain(
              `round ${String(enteredAt)}\nprevious: ${previous.join(', ')}\n`,
            );
        },
      ),
      { numRuns: 40 },
    );
    // the runs covered refused moves, both modes and tables entered mid-game
    for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(0);
  }, 60_000);
});

describe('the log', () => {
  const rules = presetRules('classic');
  const players = ['Anna', 'Ben', 'Cem', 'Dora'];
  const header: LogHeader = { rules, players };

  it('records a refused move, which changes nothing and is refused again on replay', () => {
    const log = new LogBuilder(rules, players);
    log.deal({ hands: deal(5, 4, 3, 0) });
    const before = log.state;
    const refused = log.move({ type: 'pass', player: 'Ben' });
    expect(refused.verdict?.legal).toBe(false);
    expect(refused.state).toBe(before);
    expect(log.entries).toHaveLength(2);
    const again = replayLog(rules, players, log.entries).steps[1];
    expect(again?.verdict).toEqual(refused.verdict);
    expect(formatLog(header, log.entries)).toContain('\nBen: pass\n');
  });

  it('writes a dealer: line only where the engine would deal otherwise, players: only on a new seating', () => {
    const text = formatLog(header, [
      { kind: 'deal', round: 1, seats: players, dealer: 'Dora', hands: null },
      {
        kind: 'deal',
        round: 2,
        seats: ['Ben', 'Anna', 'Dora', 'Cem'],
        dealer: 'Anna',
        hands: null,
      },
    ]);
    expect(text).toBe(
      [
        'rules: classic',
        'players: Anna, Ben, Cem, Dora',
        'round 1',
        'round 2',
        'players: Ben, Anna, Dora, Cem',
        'dealer: Anna',
        '',
      ].join('\n'),
    );
  });

  it('keeps the header dealer of round 1 and of an excerpt round', () => {
    const t = parsed('players: A, B, C\ndealer: B\nA: 3C\nround 2\nB: 4C\n');
    const deals = transcriptToLog(t).entries.filter((e) => e.kind === 'deal');
    expect(deals.map((d) => d.dealer)).toEqual(['B', 'B']);
    const text = formatLog({ rules: t.rules, players: t.players }, transcriptToLog(t).entries);
    expect(text).toBe(
      'rules: common\nplayers: A, B, C\nround 1\ndealer: B\nA: 3C\nround 2\ndealer: B\nB: 4C\n',
    );
  });

  it('writes rules that read back the same on top of common, even close to the defaults', () => {
    for (const ruleSet of [DEFAULT_RULES, { ...DEFAULT_RULES, firstLead: 'club-3' as const }]) {
      const text = formatLog({ rules: ruleSet, players }, []);
      const read = parseLog(text);
      expect(read.ok && read.log.header.rules).toEqual(ruleSet);
    }
  });

  it('cannot write a move before the first deal, or a round out of sequence', () => {
    const move: LogEntry = { kind: 'move', round: 1, move: { type: 'pass', player: 'Anna' } };
    expect(() => logToTranscript(header, [move])).toThrow(/before the first deal/);
    const late: LogEntry = { kind: 'deal', round: 3, seats: players, dealer: 'Dora', hands: null };
    expect(() => logToTranscript(header, [late])).toThrow(/round 3/);
  });
});

describe('a table entered mid-game (previous:)', () => {
  const text = [
    'rules: classic',
    'players: Anna, Ben, Cem, Dora',
    'round 4',
    'previous: Cem, Anna, Dora, Ben  # round 3, played without the referee',
    'give Ben > Cem: A A',
    'give Dora > Anna: K',
    'Ben: 3C',
    '',
  ].join('\n');

  it('starts the round after a finished one: the exchange is due, scum leads, scum dealt', () => {
    const t = parsed(text);
    expect(t.rounds.map((r) => [r.number, r.previous])).toEqual([
      [4, ['Cem', 'Anna', 'Dora', 'Ben']],
    ]);
    const [dealt] = transcriptToLog(t).entries;
    expect(dealt).toEqual({
      kind: 'deal',
      round: 4,
      seats: ['Anna', 'Ben', 'Cem', 'Dora'],
      dealer: 'Ben',
      hands: null,
      previous: ['Cem', 'Anna', 'Dora', 'Ben'],
    });
    const report = judgeTranscript(t);
    expect(report.moves.map((m) => m.code ?? 'legal')).toEqual(['legal', 'legal', 'legal']);
    expect(report.rounds.map((r) => r.round)).toEqual([4]);
    const log = transcriptToLog(t);
    expect(formatLog(log.header, log.entries)).toBe(
      text.replace('  # round 3, played without the referee', ''),
    );
  });

  it('may follow a round of the transcript, before the round’s first move', () => {
    const t = parsed('players: A, B, C\nA: 3C\nround 5\nprevious: C, B, A\nhand A: 4C\n');
    expect(t.rounds.map((r) => r.number)).toEqual([1, 5]);
  });

  it('is refused where it does not fit', () => {
    const error = (body: string): unknown => {
      const result = parseTranscript(body);
      return result.ok ? null : result.error;
    };
    expect(error('players: A, B\nround 4\nA: 3C')).toEqual({
      line: 2,
      error: { code: 'bad-round-number', text: '4', expected: 1 },
    });
    expect(error('players: A, B\nround 4\n# a comment\n\nprevious: B, A')).toBeNull();
    expect(error('players: A, B\nA: 3C\nround 1\nprevious: B, A')).toEqual({
      line: 3,
      error: { code: 'bad-round-number', text: '1', expected: 2 },
    });
    expect(error('players: A, B, C\nround 2\nprevious: B, A')).toEqual({
      line: 3,
      error: { code: 'seating-changed', missing: ['C'], added: [] },
    });
    expect(error('players: A, B\nA: 3C\nprevious: B, A')).toEqual({
      line: 3,
      error: { code: 'too-late-in-round', keyword: 'previous' },
    });
  });
});
