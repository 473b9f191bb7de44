/**
 * The difference finder (issue 9): every example parts exactly at its marked step when the
 * CLI's referee judges it under both rule sets; equal rule sets give no difference; every pair
 * of values of every option that can matter gets an example, and the pairs that cannot are
 * named; shrinking never loses the divergence; the same seed gives the same examples.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareRules,
  differingOptions,
  firstParting,
  inertBecause,
  judgeScenario,
  randomGame,
  shrinkScenario,
  type Comparison,
} from '../../src/compare/index.ts';
import { tableLike } from '../../src/compare/scenario.ts';
import { mulberry32 } from '../../src/engine/random.ts';
import {
  DEFAULT_RULES,
  OPTION_LIST,
  presetRules,
  type RuleKey,
  type RuleSet,
} from '../../src/engine/rules.ts';
import { applyRuleText } from '../../src/engine/rule-text.ts';
import { rowView } from '../../src/components/compare/view.ts';
import { viewWords } from '../../src/components/compare/page-view.ts';
import { LANGS } from '../../src/i18n/langs.ts';
import { nearby, partsAtItsStep, ruleSet } from './arbitraries.ts';

/** Each example parts at its step and seats a real table: three players at least. */
function every(c: Comparison): void {
  for (const d of c.differences) {
    if (d.example === null) continue;
    partsAtItsStep(d.example);
    expect(d.example.scenario.players.length).toBeGreaterThanOrEqual(3);
    // a round that may open with the exchange gives every player at least the two cards the
    // exchange may ask of them (an example once had Anna give "her 2 highest" from one card)
    for (const [j, r] of d.example.scenario.rounds.entries()) {
      if (j === 0 && r.previous === null) continue;
      for (const hand of r.hands) expect(hand.length).toBeGreaterThanOrEqual(2);
    }
    // a game a table could play (scenario.ts tableLike): a give back after the cards it
    // answers, no hand empty when play begins, where both sides ask for the same gives all of
    // them before play, and a first round dealing the 3♣ or 3♦ its first lead turns on (an
    // example once had the President give back first, play begin, and a place go to nobody;
    // another had nobody hold 3♣ and every lead refused)
    const { left, right, scenario } = d.example;
    expect(tableLike(scenario, left, right)).toBe(true);
    for (const rules of [left, right])
      for (const o of judgeScenario(scenario, rules))
        if (o.events.some((e) => e.type === 'round-over')) expect(o.places).not.toContain(null);
  }
}

describe('examples part exactly at their marked step, judged by the CLI referee', () => {
  it('for preset pairs', () => {
    for (const [x, y] of [
      ['common', 'classic'],
      ['classic', 'dutch'],
      ['common', 'house'],
    ] as const) {
      const c = compareRules(presetRules(x), presetRules(y), { games: 1500 });
      expect(c.differences.length).toBeGreaterThan(1);
      every(c);
    }
  });
  it('for random pairs of rule sets', () => {
    fc.assert(
      fc.property(
        ruleSet.chain((a) => fc.tuple(fc.constant(a), nearby(a))),
        fc.integer({ min: 1, max: 1000 }),
        ([a, b], seed) => {
          const c = compareRules(a, b, { seed, games: 200 });
          expect(c.differences.map((d) => d.key)).toEqual(differingOptions(a, b));
          every(c);
          for (const d of c.differences) {
            // an example is judged under A and B, or under one of them and its twin that differs only in this option
            const e = d.example;
            if (e === null) continue;
            expect(differingOptions(e.left, e.right)).toEqual(
              e.shown === 'both' ? differingOptions(a, b) : [d.key],
            );
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('an example that another difference explains too', () => {
  /** Whether changing only `key` in `from` to `to`'s value parts the example's moves at its move. */
  const partsAlone = (
    e: NonNullable<Comparison['differences'][number]['example']>,
    key: RuleKey,
    from: RuleSet,
    to: RuleSet,
  ): boolean => {
    const changed = { ...from, [key]: to[key] } as RuleSet;
    const p = firstParting(judgeScenario(e.scenario, from), judgeScenario(e.scenario, changed));
    return p !== null && p.index === e.move;
  };

  it('names the other options that part the same moves on their own (Swedish and Dutch)', () => {
    const a = presetRules('swedish');
    const b = presetRules('dutch');
    const c = compareRules(a, b);
    const twos = c.differences.find((d) => d.key === 'twosBySuit')?.example;
    // a 2 on a 2: refused in Sweden, allowed in the Netherlands, where equal ranks may follow
    // too; either option changed alone allows it
    expect(twos?.also).toContain('equal');
    let some = 0;
    for (const d of c.differences) {
      const e = d.example;
      if (e === null) continue;
      if (e.shown !== 'both') expect(e.also).toEqual([]);
      for (const k of e.also) {
        expect(k).not.toBe(d.key);
        expect(partsAlone(e, k, a, b) || partsAlone(e, k, b, a)).toBe(true);
      }
      some += e.also.length;
    }
    // and not every example is shared
    expect(c.differences.filter((d) => d.example?.also.length === 0).length).toBeGreaterThan(0);
    expect(some).toBeGreaterThan(0);
  });
});

describe('shrinking by players', () => {
  it('takes two players out at a time, never leaving fewer than three (a found counterexample)', () => {
    // Two pairs of players were tried by keeping the pair instead of taking it out, which left
    // a table of two: this pair of rule sets and seed gave an example with Anna and Ben alone.
    const a = applyRuleText(
      presetRules('common'),
      'jokers=1, count=more, clear=8+J+Q, counter=on, twos-by-suit=on, first-lead=left-of-dealer, next-lead=first-lead, exchange=none, miyako=on, length=rounds:3',
    ).rules;
    const c = compareRules(a, { ...a, length: { kind: 'open' } }, { seed: 7, games: 200 });
    every(c);
    expect(c.differences[0]?.example).not.toBeNull();
  });
});

describe('an example shows its own option', () => {
  it('on both sides where it can: who leads a later round, Swedish and Dutch', () => {
    const a = presetRules('swedish');
    const b = presetRules('dutch');
    const c = compareRules(a, b, { names: { a: 'swedish', b: 'dutch' } });
    const lead = c.differences.find((d) => d.key === 'nextLead')?.example;
    if (lead == null) throw new Error('no example of who leads');
    // The move is allowed under one of the two (before, a joker refused under both, once as
    // out of turn and once as no jokers in the game, stood for who leads), and each rule set
    // with only the leader changed judges it as the other does.
    expect(lead.a.verdict.legal || lead.b.verdict.legal).toBe(true);
    const judged = (rules: RuleSet) => judgeScenario(lead.scenario, rules)[lead.move];
    expect(judged({ ...a, nextLead: b.nextLead })?.verdict).toEqual(lead.b.verdict);
    expect(judged({ ...b, nextLead: a.nextLead })?.verdict).toEqual(lead.a.verdict);
  });

  it('and its transcripts name the presets asked for, not another with the same rules', () => {
    const c = compareRules(presetRules('swedish'), presetRules('dutch'), {
      names: { a: 'swedish', b: 'dutch' },
    });
    const shown = c.differences.flatMap((d) => (d.example === null ? [] : [d.example]));
    expect(shown.length).toBeGreaterThan(0);
    for (const e of shown) {
      if (e.shown === 'both') {
        expect(e.text.split('\n')[0]).toBe('rules: swedish');
        expect(e.textB.split('\n')[0]).toBe('rules: dutch');
      } else {
        const base = e.shown === 'a' ? 'swedish' : 'dutch';
        expect(e.text.split('\n')[0]).toMatch(new RegExp(`^rules: ${base}\\b`));
        expect(e.textB.split('\n')[0]).toMatch(new RegExp(`^rules: ${base}\\b`));
      }
    }
    // without names, the first preset with these rules is written (arschloch comes first)
    const plain = compareRules(presetRules('swedish'), presetRules('dutch'));
    const first = plain.differences.find((d) => d.example?.shown === 'both')?.example;
    expect(first?.text.split('\n')[0]).toBe('rules: arschloch');
  });
});

describe('equal rule sets', () => {
  it('give no difference', () => {
    fc.assert(
      fc.property(ruleSet, (rules) => {
        expect(compareRules(rules, { ...rules }, { games: 50 }).differences).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
  it('written differently are still equal (rank lists in any order)', () => {
    const a = applyRuleText(DEFAULT_RULES, 'clear=10+8, forbidden-finish=2+3').rules;
    const b = applyRuleText(DEFAULT_RULES, 'clear=8+10, forbidden-finish=3+2').rules;
    expect(compareRules(a, b).differences).toEqual([]);
  });
});

/** The values of each option tried against each other. */
const VALUES: Readonly<Record<RuleKey, readonly string[]>> = {
  ...(Object.fromEntries(OPTION_LIST.map((o) => [o.key, o.values])) as Record<
    RuleKey,
    readonly string[]
  >),
  clear: ['none', '8', '2', '8+10'],
  forbiddenFinish: ['none', '2', '8', '2+A'],
  length: ['open', 'rounds:1', 'rounds:3', 'points:3'],
};

/** The options each option needs to matter at all (rules-spec §3). */
const CONTEXT: Partial<Record<RuleKey, string>> = {
  joker: 'jokers=2',
  counter: 'revolution=round',
  firstCard: 'first-lead=club-3',
  exchangeReturn: 'exchange=two',
  exchangeTies: 'exchange=two',
  length: 'scoring=places',
};

function pairs(values: readonly string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < values.length; i++)
    for (let j = i + 1; j < values.length; j++) out.push([values[i] ?? '', values[j] ?? '']);
  return out;
}

function withValue(base: RuleSet, name: string, value: string): RuleSet {
  const result = applyRuleText(base, `${name}=${value}`);
  expect(result.errors).toEqual([]);
  return result.rules;
}

describe('every pair of values of every option', () => {
  it('that can matter has an example, judged under exactly those two rule sets', () => {
    const missing: string[] = [];
    for (const o of OPTION_LIST) {
      const context = applyRuleText(DEFAULT_RULES, CONTEXT[o.key] ?? '').rules;
      for (const [x, y] of pairs(VALUES[o.key])) {
        const a = withValue(context, o.name, x);
        const b = withValue(context, o.name, y);
        const [d] = compareRules(a, b, { games: 2000 }).differences;
        expect(d?.key).toBe(o.key);
        if (d?.example === null || d?.example === undefined) missing.push(`${o.name} ${x}|${y}`);
        else {
          expect(d.example.shown).toBe('both');
          expect(d.example.scenario.players.length).toBeGreaterThanOrEqual(3);
          partsAtItsStep(d.example);
        }
      }
    }
    expect(missing).toEqual([]);
  }, 60_000);

  it('that cannot matter are these, under the defaults, and the search never parts them', () => {
    const inert: string[] = [];
    const random = mulberry32(7);
    for (const o of OPTION_LIST) {
      for (const [x, y] of pairs(VALUES[o.key])) {
        const a = withValue(DEFAULT_RULES, o.name, x);
        const b = withValue(DEFAULT_RULES, o.name, y);
        const because = inertBecause(o.key, a, b);
        if (because === null) continue;
        inert.push(`${o.name} ${x}|${y} (${because.join('+')})`);
        for (let g = 0; g < 300; g++) expect(randomGame(a, b, random).parting).toBeNull();
        expect(compareRules(a, b).differences[0]?.example).toBeNull();
      }
    }
    expect(inert).toEqual([
      'joker high|wild (jokers)',
      'counter on|off (revolution)',
      'first-card on|off (firstLead)',
      'exchange-return any|lowest (exchange)',
      'exchange-ties any|suit (exchange)',
      'length open|points:3 (scoring)',
    ]);
  }, 60_000);
});

describe('shrinking', () => {
  it('never loses the divergence and never grows the scenario', () => {
    fc.assert(
      fc.property(
        ruleSet.chain((a) => fc.tuple(fc.constant(a), nearby(a))),
        fc.integer({ min: 1, max: 10_000 }),
        ([a, b], seed) => {
          const random = mulberry32(seed);
          for (let g = 0; g < 40; g++) {
            const game = randomGame(a, b, random);
            if (game.parting === null) continue;
            const keep = (s: typeof game.scenario) =>
              firstParting(judgeScenario(s, a), judgeScenario(s, b));
            const first = keep(game.scenario);
            expect(first).toEqual(game.parting);
            const { scenario, parting } = shrinkScenario(game.scenario, keep, () => null);
            expect(keep(scenario)).toEqual(parting);
            expect(scenario.players.length).toBeLessThanOrEqual(game.scenario.players.length);
            const moves = (s: typeof scenario) => s.rounds.reduce((n, r) => n + r.moves.length, 0);
            expect(moves(scenario)).toBeLessThanOrEqual(moves(game.scenario));
            expect(moves(scenario)).toBe(parting.index + 1);
            return;
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('determinism', () => {
  it('the same seed gives the same examples; another seed may give others', () => {
    const a = presetRules('classic');
    const b = presetRules('dutch');
    const text = (seed: number) =>
      compareRules(a, b, { seed })
        .differences.map((d) => d.example?.text ?? '')
        .join('\n---\n');
    expect(text(5)).toBe(text(5));
  });
});

describe('the list of differences', () => {
  it('says where a value does not apply, and why, in every language', () => {
    const classic = presetRules('classic');
    const house = presetRules('house');
    for (const lang of LANGS) {
      const words = viewWords(lang);
      const row = rowView('counter', { a: classic, b: house }, words);
      // Klassisch has no revolution: its counter-revolution is not "the order stays turned"
      const revolution = `${words.options.revolution.label}: ${words.options.revolution.short.off}`;
      expect(row.a).toBe(words.compare.list.unused(revolution));
      expect(row.b).toBe(words.options.counter.values.on);
      // an option that applies on both sides is named by its value
      const revolutionRow = rowView('revolution', { a: classic, b: house }, words);
      expect(revolutionRow.a).toBe(words.options.revolution.values.off);
    }
  });
});
