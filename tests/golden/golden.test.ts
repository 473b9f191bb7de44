/**
 * Golden transcripts: a written game in, the CLI's JSON out (rules-spec §7). The cases are
 * random games of tests/golden/generate.ts under the presets and house rules (both modes,
 * illegal attempts mixed in) and a few written by hand. `UPDATE_GOLDEN=1 npx vitest run
 * tests/golden` rewrites the expected files after a deliberate change; review the diff.
 *
 * The three known games of ../shared/examples (tests/fixtures/known) come with the report of
 * an independently written referee: ours must give the same verdict for every line, the
 * same places and the same `next`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkJson } from '../helpers.ts';
import { generateTranscript, type GenerateOptions } from './generate.ts';

const DIR = join(import.meta.dirname, 'cases');
const KNOWN = join(import.meta.dirname, '..', 'fixtures', 'known');
const UPDATE = process.env['UPDATE_GOLDEN'] === '1';

const FOUR = ['Anna', 'Ben', 'Cem', 'Dora'];
const SIX = ['Anna', 'Ben', 'Cem', 'Dora', 'Emil', 'Fay'];
const GENERATED: (GenerateOptions & { name: string })[] = [
  {
    name: 'common-known',
    rules: 'common',
    players: FOUR,
    seed: 11,
    rounds: 2,
    knownHands: true,
    illegal: 0.15,
  },
  {
    name: 'common-table',
    rules: 'common',
    players: FOUR,
    seed: 12,
    rounds: 2,
    knownHands: false,
    illegal: 0,
  },
  {
    name: 'classic-known',
    rules: 'classic',
    players: SIX,
    seed: 13,
    rounds: 3,
    knownHands: true,
    illegal: 0.15,
  },
  {
    name: 'revolution-known',
    rules: 'revolution',
    players: FOUR,
    seed: 14,
    rounds: 2,
    knownHands: true,
    illegal: 0.1,
  },
  {
    name: 'house-known',
    rules: 'house',
    players: SIX,
    seed: 15,
    rounds: 3,
    knownHands: true,
    illegal: 0.1,
  },
  {
    name: 'arschloch-table',
    rules: 'arschloch',
    players: ['A', 'B', 'C', 'D', 'E'],
    seed: 16,
    rounds: 3,
    knownHands: false,
    illegal: 0,
  },
  {
    name: 'swedish-known',
    rules: 'swedish',
    players: SIX,
    seed: 17,
    rounds: 2,
    knownHands: true,
    illegal: 0.15,
  },
  {
    name: 'dutch-known',
    rules: 'dutch, forbidden-finish=2, revolution=round, clear=10',
    players: FOUR,
    seed: 18,
    rounds: 3,
    knownHands: true,
    illegal: 0.15,
  },
  {
    name: 'jokers-wild',
    rules: 'classic, jokers=2, joker=wild, equal=skip, count=bigger-wins',
    players: SIX,
    seed: 19,
    rounds: 2,
    knownHands: true,
    illegal: 0.15,
  },
  {
    name: 'one-lap-mandatory',
    rules: 'common, one-lap=on, mandatory=on, reentry=on, miyako=on',
    players: FOUR,
    seed: 20,
    rounds: 3,
    knownHands: true,
    illegal: 0.15,
  },
];

const check = checkJson;

describe('golden transcripts', () => {
  if (UPDATE) {
    for (const g of GENERATED) writeFileSync(join(DIR, `${g.name}.txt`), generateTranscript(g));
  }
  const names = readdirSync(DIR)
    .filter((f) => f.endsWith('.txt'))
    .map((f) => f.slice(0, -4));
  it('there are cases', () => expect(names.length).toBeGreaterThanOrEqual(GENERATED.length));
  it('the generator, through the game log, writes the generated cases byte for byte', () => {
    for (const g of GENERATED)
      expect(generateTranscript(g), g.name).toBe(readFileSync(join(DIR, `${g.name}.txt`), 'utf8'));
  });
  for (const name of names) {
    it(name, () => {
      const { code, json } = check(readFileSync(join(DIR, `${name}.txt`), 'utf8'));
      const expectedPath = join(DIR, `${name}.json`);
      if (UPDATE || !existsSync(expectedPath))
        writeFileSync(expectedPath, `${JSON.stringify({ code, report: json }, null, 1)}\n`);
      expect({ code, report: json }).toEqual(JSON.parse(readFileSync(expectedPath, 'utf8')));
    });
  }
});

interface KnownMove {
  line: number;
  player: string;
  action: string;
  legal: boolean;
  code?: string;
  cards?: string[];
}
interface KnownReport {
  legal: boolean;
  moves: KnownMove[];
  rounds: { round: number; places: (string | null)[] }[];
  next: unknown;
}

describe('the known games agree with an independent referee', () => {
  for (const name of ['known-5001', 'known-5002', 'known-5003']) {
    it(name, () => {
      const expected = JSON.parse(
        readFileSync(join(KNOWN, `${name}.expected.json`), 'utf8'),
      ) as KnownReport;
      const { json } = check(readFileSync(join(KNOWN, `${name}.txt`), 'utf8'));
      const ours = json as KnownReport;
      expect(ours.legal).toBe(expected.legal);
      const pick = (m: KnownMove): KnownMove => ({
        line: m.line,
        player: m.player,
        action: m.action,
        legal: m.legal,
        ...(m.code === undefined ? {} : { code: m.code }),
        ...(m.cards === undefined ? {} : { cards: m.cards }),
      });
      expect(ours.moves.map(pick)).toEqual(expected.moves.map(pick));
      expect(ours.rounds.map((r) => ({ round: r.round, places: r.places }))).toEqual(
        expected.rounds,
      );
      expect(ours.next).toEqual(expected.next);
    });
  }
});
