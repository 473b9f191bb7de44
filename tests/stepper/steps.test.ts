/**
 * The example tricks of the rule pages (src/examples): each parses, replays through the
 * statechart with the verdicts the plan asks for, agrees with the referee, and reacts to
 * its rule toggles as the engine decides.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSteps } from '../../src/components/stepper/build-steps.ts';
import type { Step } from '../../src/components/stepper/steps.ts';
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
  // 9 and 10 together, a single on a pair, the leader's pass, ♠9 on ♥9 (001's own case)
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
  // 004: the President must give back the lowest cards
  'exchange-dutch': [...ok(5), 'exchange-not-lowest', ...ok(3)],
  // 003: one card each way between the Scum and the President only
  'exchange-swedish': [...ok(3), 'exchange-not-highest', 'ok', 'exchange-not-due', ...ok(2)],
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
    expect(aces?.kind === 'move' && aces.move.player).toBe('Ben');
    expect(steps[steps.length - 1]?.view.toAct).toBe('Dora');
  });

  it('revolution with counter off: the order stays turned and the 3 beats the 6', () => {
    const steps = stepsOf('revolution-001', { counter: 'off' });
    expect(codes(steps)).toEqual(ok(7));
    expect(steps[steps.length - 1]?.view.reversed).toBe(true);
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
    expect(foul[2]?.view.places).toEqual([null, null, null, 'Ben']);
    expect(clean[2]?.view.places).toEqual(['Ben', null, null, null]);
    const last = (steps: readonly Step[]) => steps[steps.length - 1]?.view.places;
    expect(last(stepsOf('miyako'))).toEqual(['Ben', null, null, 'Anna']);
    expect(last(stepsOf('miyako', { miyako: 'off' }))).toEqual(['Ben', null, null, null]);
  });

  it('exchange-return lowest refuses a free choice; one-lap off gives Anna her turn', () => {
    expect(codes(stepsOf('exchange', { 'exchange-return': 'lowest' }))[6]).toBe(
      'exchange-not-lowest',
    );
    expect(codes(stepsOf('one-lap', { 'one-lap': 'off' }))).toEqual([...ok(5), 'not-your-turn']);
    // with any cards back Anna's first give stands, so her second is one too many
    expect(codes(stepsOf('exchange-dutch', { 'exchange-return': 'any' }))).toEqual([
      ...ok(6),
      'exchange-not-due',
      ...ok(2),
    ]);
  });

  it('an override that is not a rule is ignored, not a crash', () => {
    expect(codes(stepsOf('pairs-000', { nonsense: 'x', reentry: 'maybe' }))).toEqual(
      EXPECTED['pairs-000'],
    );
  });
});

/** The plays the table shows after a step: the trick that ended in it, else the one under way. */
function pileShown(step: Step | undefined): string[] {
  const trick = step?.ended ?? step?.view;
  return (trick?.pile ?? []).flatMap((t) => (t.kind === 'play' ? [t.player] : []));
}

/** Who the table shows as having passed in that trick. */
function passedShown(step: Step | undefined): readonly string[] {
  return (step?.ended ?? step?.view)?.passed ?? [];
}

describe('the table of each step', () => {
  it("is the machine's view of the open table: every hand face up, the seats, the dealer", () => {
    const steps = stepsOf('pairs-000');
    const deal = steps[0]?.view;
    expect(deal?.seat).toBeNull();
    expect(deal?.seats).toEqual(['Anna', 'Ben', 'Cem', 'Dora']);
    expect(deal?.dealer).toBe('Dora');
    expect(Object.keys(deal?.hands ?? {})).toEqual(['Anna', 'Ben', 'Cem', 'Dora']);
    expect(deal?.hands?.['Cem']?.map((c) => c.rank)).toEqual(['A', '8', '10', '3']);
    expect(steps[1]?.view.hands?.['Anna']?.map((c) => c.rank)).toEqual(['4', '9']);
  });

  it('keeps the trick on the step that ends it, then clears it', () => {
    const steps = stepsOf('pairs-000');
    const end = steps[7];
    expect(end?.ended).toMatchObject({ winner: 'Dora', leader: 'Dora', reason: 'all-passed' });
    expect(pileShown(end)).toEqual(['Anna', 'Ben', 'Dora']);
    expect(passedShown(end)).toEqual(['Anna', 'Ben', 'Cem']);
    // the engine's own trick is already empty: the step shows the one that ended
    expect(end?.view.pile).toEqual([]);
    expect(pileShown(steps[8])).toEqual(['Dora']);
    expect(steps[8]?.ended).toBeNull();
  });

  it('a refused play leaves the table as it was', () => {
    const steps = stepsOf('pairs-000');
    expect(steps[3]?.ended).toBeNull();
    expect(steps[3]?.view).toEqual(steps[2]?.view);
    expect(pileShown(steps[3])).toEqual(['Anna', 'Ben']);
  });

  it('a refusal right after a trick ended shows the table cleared', () => {
    // ten-clears: Ben's 10 ends the trick, Cem's jack after it is refused
    const steps = stepsOf('ten-clears');
    expect(steps[2]?.ended).toMatchObject({ winner: 'Ben', reason: 'cleared' });
    expect(pileShown(steps[2])).toEqual(['Anna', 'Ben']);
    expect(steps[3]?.action).toMatchObject({ legal: false });
    expect(pileShown(steps[3])).toEqual([]);
  });

  it('with re-entry, a player who passed and played again is not shown as passed', () => {
    const steps = stepsOf('five-players-002');
    expect(passedShown(steps[12])).not.toContain('Ben');
    expect(passedShown(steps[12])).toContain('Cem');
  });

  it('shows the revolution while the order is turned', () => {
    const steps = stepsOf('revolution-001');
    expect(steps.map((s) => s.view.reversed)).toEqual([
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

  it("shows the places as players go out, and the previous round's places in round 2", () => {
    const steps = stepsOf('miyako');
    const round2 = steps.findIndex((s) => s.action.kind === 'deal' && s.action.round === 2);
    expect(steps[round2 - 1]?.view.places).toEqual(['Anna', 'Ben', 'Cem', 'Dora']);
    expect(steps[round2 - 1]?.view.roundOver).toBe(true);
    expect(steps[round2]?.view.previous).toEqual(['Anna', 'Ben', 'Cem', 'Dora']);
    expect(steps[round2]?.view.places).toEqual([null, null, null, null]);
  });

  it('the exchange: the deal lists the gives due, the view the whole list, and nobody plays yet', () => {
    const steps = stepsOf('exchange');
    const deal = steps.find((s) => s.action.kind === 'deal' && s.action.round === 2);
    expect(deal?.action.kind === 'deal' && deal.action.gives.map((g) => g.from)).toEqual([
      'Dora',
      'Cem',
    ]);
    expect(deal?.view.gives.map((g) => `${g.from}>${g.to}:${g.kind}`)).toEqual([
      'Dora>Anna:highest',
      'Anna>Dora:return',
      'Cem>Ben:highest',
      'Ben>Cem:return',
    ]);
    const exchanging = steps.filter((s) => s.phase === 'exchange');
    expect(exchanging.length).toBeGreaterThan(0);
    // the engine already knows who leads; the table shows nobody to play until the gives are made
    expect(exchanging.every((s) => s.view.toAct !== null)).toBe(true);
  });

  it('each step sends the machine its events: START and DEAL first, NEXT_ROUND between rounds', () => {
    const steps = stepsOf('exchange');
    expect(steps[0]?.sent.map((e) => e.type)).toEqual(['START', 'DEAL']);
    const deal = steps.find((s) => s.action.kind === 'deal' && s.action.round === 2);
    expect(deal?.sent.map((e) => e.type)).toEqual(['NEXT_ROUND', 'DEAL']);
    expect(steps.slice(1).every((s) => s === deal || s.sent[0]?.type === 'MOVE')).toBe(true);
  });

  it('a round dealt before the previous one ended is an error, not a throw', () => {
    const text =
      'players: Anna, Ben\nhand Anna: 3C 4C\nhand Ben: 5C\nAnna: 3C\nround 2\nhand Anna: 6C\nhand Ben: 7C';
    expect(buildSteps(text)).toEqual({ ok: false, error: { kind: 'deal', round: 2 } });
  });

  it('bad text gives an error, not a throw', () => {
    const result = buildSteps('players: Anna, Ben\nAnna: 7Z');
    expect(result.ok).toBe(false);
  });
});

describe('an open lead names who began', () => {
  it('the first legal play, not a refused attempt before it', () => {
    const result = buildSteps(
      [
        'rules: common, first-lead=any, first-card=off',
        'players: Anna, Ben, Cem',
        'hand Anna: 3C 4C',
        'hand Ben: 5C 6C',
        'hand Cem: 7C 8C',
        'Ben: 9C',
        'Cem: 7C',
      ].join('\n'),
    );
    if (!result.ok) throw new Error('the example does not read');
    const deal = result.steps[0]?.action;
    expect(result.steps[1]?.action).toMatchObject({
      legal: false,
      reason: { code: 'not-in-hand' },
    });
    expect(deal).toMatchObject({ kind: 'deal', leader: { kind: 'open', first: 'Cem' } });
  });
});
