/**
 * The example tricks of the rule pages (src/examples): each parses, replays through the
 * statechart with the verdicts the plan asks for, agrees with the referee, and reacts to
 * its rule toggles as the engine decides.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSteps, type Step } from '../../src/components/stepper/steps.ts';
import { OPTION_LIST } from '../../src/engine/rules.ts';
import { EXAMPLE_IDS, EXAMPLES, TOGGLE_OPTIONS, type ExampleId } from '../../src/examples/index.ts';
import { referee } from '../helpers.ts';

function stepsOf(id: ExampleId, overrides: Record<string, string> = {}): readonly Step[] {
  const result = buildSteps(EXAMPLES[id].text, overrides);
  if (!result.ok) throw new Error(`${id}: ${JSON.stringify(result.error)}`);
  return result.steps;
}

/** The verdict of every move step ('ok' or the code); deal steps are left out. */
function codes(steps: readonly Step[]): string[] {
  return steps.flatMap((s) =>
    s.action.kind === 'deal' ? [] : [s.action.legal ? 'ok' : s.action.reason.code],
  );
}

const ok = (n: number): string[] => new Array<string>(n).fill('ok');

/** What each example must show (docs/content-plan.md), as verdict codes in order. */
const EXPECTED: Record<ExampleId, string[]> = {
  // A 7 7, B J J, C's single ace refused (a pair needs a pair), C passes, D K K wins and leads
  'pairs-000': ['ok', 'ok', 'wrong-count', ...ok(5)],
  // all legal: B re-enters after passing and wins
  'five-players-002': ok(16),
  // 9 and 10 together, a single on a pair, the leader's pass, ♠9 on ♦9
  'status-001': [
    'mixed-ranks',
    'ok',
    'wrong-count',
    'ok',
    'ok',
    'ok',
    'ok',
    'leader-cannot-pass',
    'ok',
    'not-higher',
  ],
  // 8888 turns, 5555 turns back (counter=on), so a 3 no longer beats a 6
  'revolution-001': [...ok(6), 'not-higher'],
  'eight-stop': ok(3),
  'dutch-same-or-more': ok(13),
  // nobody may play on the 10: it is the 10's player's lead
  'ten-clears': ['ok', 'ok', 'not-your-turn', 'ok'],
  'equal-skip': ok(6),
  'going-out': ok(6),
  // the Scum must give the two highest cards
  exchange: ['ok', 'ok', 'ok', 'exchange-not-highest', ...ok(5)],
  // after the lap Anna gets no second turn
  'one-lap': ['ok', 'ok', 'ok', 'ok', 'not-your-turn', 'ok'],
  'forbidden-finish': ok(6),
  miyako: ok(10),
};

describe('the example registry', () => {
  it('lists every transcript in src/examples, and only those', () => {
    const files = readdirSync('src/examples')
      .filter((f) => f.endsWith('.txt'))
      .map((f) => f.replace(/\.txt$/, ''))
      .sort();
    expect([...EXAMPLE_IDS].sort()).toEqual(files);
  });

  it('offers only real rule options as toggles', () => {
    const names = OPTION_LIST.map((o) => o.name);
    for (const name of TOGGLE_OPTIONS) expect(names).toContain(name);
  });
});

describe.each(EXAMPLE_IDS)('example %s', (id) => {
  it('replays through the statechart with the expected verdicts', () => {
    expect(codes(stepsOf(id))).toEqual(EXPECTED[id]);
  });

  it('agrees with the referee move by move', () => {
    const report = referee(EXAMPLES[id].text);
    expect(codes(stepsOf(id))).toEqual(report.moves.map((m) => m.code ?? 'ok'));
  });

  it('starts with the deal and keeps its length under every toggle value', () => {
    const steps = stepsOf(id);
    expect(steps[0]?.action.kind).toBe('deal');
    for (const name of EXAMPLES[id].toggles) {
      for (const value of OPTION_LIST.find((o) => o.name === name)?.values ?? []) {
        expect(stepsOf(id, { [name]: value })).toHaveLength(steps.length);
      }
    }
  });
});

describe('the toggles re-judge the same moves', () => {
  it("002 with re-entry off: the passed players sit out and B's A A is refused", () => {
    const steps = stepsOf('five-players-002', { reentry: 'off' });
    const c = codes(steps);
    expect(c[6]).toBe('already-passed');
    // after A's pass the trick is over and D leads, so B's A A is not B's turn
    expect(c[11]).toBe('not-your-turn');
    const aces = steps[12]?.action;
    expect(aces?.kind === 'move' && aces.entry.player).toBe('Ben');
    expect(steps[steps.length - 1]?.table.toAct).toBe('Dora');
  });

  it('revolution with counter off: the order stays turned and the 3 beats the 6', () => {
    const steps = stepsOf('revolution-001', { counter: 'off' });
    expect(codes(steps)).toEqual(ok(7));
    expect(steps[steps.length - 1]?.table.reversed).toBe(true);
  });

  it('the 8 and the 10 clear only while the rule is on', () => {
    expect(codes(stepsOf('eight-stop', { clear: 'none' }))).toEqual(['ok', 'ok', 'not-your-turn']);
    expect(codes(stepsOf('ten-clears', { clear: 'none' }))).toEqual([
      'ok',
      'ok',
      'ok',
      'not-your-turn',
    ]);
  });

  it('dutch: exactly as many cards refuses the four 10s; without equal the 2♦ is refused', () => {
    expect(codes(stepsOf('dutch-same-or-more', { count: 'same' }))[2]).toBe('wrong-count');
    expect(codes(stepsOf('dutch-same-or-more', { equal: 'off' }))[7]).toBe('not-higher');
  });

  it('a foul only while forbidden-finish is on; miyako only while miyako is on', () => {
    const foul = stepsOf('forbidden-finish');
    const clean = stepsOf('forbidden-finish', { 'forbidden-finish': 'none' });
    expect(foul[2]?.table.places).toEqual([null, null, null, 'Ben']);
    expect(clean[2]?.table.places).toEqual(['Ben', null, null, null]);
    const last = (steps: readonly Step[]) => steps[steps.length - 1]?.table.places;
    expect(last(stepsOf('miyako'))).toEqual(['Ben', null, null, 'Anna']);
    expect(last(stepsOf('miyako', { miyako: 'off' }))).toEqual(['Ben', null, null, null]);
  });

  it('exchange-return lowest refuses a free choice; one-lap off gives Anna her turn', () => {
    expect(codes(stepsOf('exchange', { 'exchange-return': 'lowest' }))[6]).toBe(
      'exchange-not-lowest',
    );
    expect(codes(stepsOf('one-lap', { 'one-lap': 'off' }))).toEqual([...ok(5), 'not-your-turn']);
  });

  it('an override that is not a rule is ignored, not a crash', () => {
    expect(codes(stepsOf('pairs-000', { nonsense: 'x', reentry: 'maybe' }))).toEqual(
      EXPECTED['pairs-000'],
    );
  });
});

describe('the table of each step', () => {
  it('keeps the trick on the step that ends it, then clears it', () => {
    const steps = stepsOf('pairs-000');
    const end = steps[7]?.table;
    expect(end?.trickEnd).toEqual({ winner: 'Dora', leader: 'Dora' });
    expect(end?.pile.map((p) => p.player)).toEqual(['Anna', 'Ben', 'Dora']);
    expect(end?.passed).toEqual(expect.arrayContaining(['Anna', 'Ben', 'Cem']));
    expect(steps[8]?.table.pile.map((p) => p.player)).toEqual(['Dora']);
  });

  it('a refused play leaves the table as it was', () => {
    const steps = stepsOf('pairs-000');
    expect(steps[3]?.table.pile).toEqual(steps[2]?.table.pile);
    expect(steps[3]?.table.hands).toEqual(steps[2]?.table.hands);
  });

  it('with re-entry, a player who passed and played again is not shown as passed', () => {
    const steps = stepsOf('five-players-002');
    expect(steps[12]?.table.passed).not.toContain('Ben');
    expect(steps[12]?.table.passed).toContain('Cem');
  });

  it('shows the revolution while the order is turned', () => {
    const steps = stepsOf('revolution-001');
    expect(steps.map((s) => s.table.reversed)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('nobody is to play during the exchange', () => {
    const steps = stepsOf('exchange');
    expect(steps.filter((s) => s.phase === 'exchange').every((s) => s.table.toAct === null)).toBe(
      true,
    );
  });

  it('bad text gives an error, not a throw', () => {
    const result = buildSteps('players: Anna, Ben\nAnna: 7Z');
    expect(result.ok).toBe(false);
  });
});
