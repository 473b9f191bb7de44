/**
 * The compare page's worker (issue 9): how a side is read (a preset, the panel's saved choice
 * through the panel's own loader, a rule link or an address with one; a forged link keeps its
 * valid part and says what it ignored), and the worker's replies for a request — through the
 * worker module itself, with a stand-in for the worker's global scope: `sides` first, then
 * progress and one `difference` per differing option, `done` last; two presets only point to
 * their page; the examples are the finder's own for the same budget.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compareRules, differingOptions } from '../../src/compare/index.ts';
import {
  plainPreset,
  readSide,
  sideParam,
  type CompareReply,
  type CompareRequest,
} from '../../src/components/compare/live/run.ts';
import { readStoredRules } from '../../src/components/houserules/storage.ts';
import { presetRules, withOption } from '../../src/engine/rules.ts';
import { COMPARE } from '../../src/i18n/compare/index.ts';
import { houseRulesStrings } from '../../src/i18n/options/index.ts';
import { PICTURES } from '../../src/i18n/pictures/index.ts';
import { decodeRuleLink } from '../../src/lib/rule-link.ts';

const stored = (value: unknown) =>
  readStoredRules({ getItem: () => value as string | null, setItem: () => undefined });

describe('a side is read as the page gives it', () => {
  it('a preset by name, in any case', () => {
    const side = readSide(' Dutch ', stored(null));
    expect(side).toMatchObject({ kind: 'preset', notices: [], missing: null });
    expect(side.choice.rules).toEqual(presetRules('dutch'));
    expect(plainPreset(side)).toBe('dutch');
    expect(sideParam(side)).toBe('dutch');
  });

  it('a rule link, bare or inside an address', () => {
    const bare = readSide('1~house~one-lap.on', stored(null));
    expect(bare.kind).toBe('link');
    expect(bare.choice.rules).toEqual(withOption(presetRules('house'), 'oneLap', true));
    expect(plainPreset(bare)).toBeNull();
    const address = readSide(
      'https://example.org/en/house-rules/?x=1&rules=1~house~one-lap.on',
      stored(null),
    );
    expect(address.choice).toEqual(bare.choice);
    expect(sideParam(address)).toBe('1~house~one-lap.on');
    // a link that changes nothing is its preset
    expect(plainPreset(readSide('1~classic', stored(null)))).toBe('classic');
  });

  it('the panel’s saved choice, through the panel’s loader; none or unreadable stands in the default', () => {
    const saved = readSide('saved', stored('1~classic~reentry.off'));
    expect(saved).toMatchObject({ kind: 'saved', missing: null, notices: [] });
    expect(saved.choice.rules).toEqual(withOption(presetRules('classic'), 'reentry', false));
    expect(plainPreset(saved)).toBeNull();
    expect(sideParam(saved)).toBe('saved');
    expect(readSide('saved', stored(null)).missing).toBe('none');
    expect(readSide('saved', stored(42)).missing).toBe('unreadable');
    expect(readSide('saved', stored('x'.repeat(5000))).missing).toBe('unreadable');
    expect(readSide('saved', stored(null)).choice.rules).toEqual(presetRules('common'));
  });

  it('a forged link keeps its valid part and names what it ignored', () => {
    const side = readSide('1~house~bogus.on~one-lap.maybe~clear.8_10', stored(null));
    expect(side.choice.preset).toBe('house');
    expect(side.choice.rules.clear).toEqual(['8', '10']);
    expect(side.choice.rules.oneLap).toBe(presetRules('house').oneLap);
    expect(side.notices.map((n) => n.code)).toEqual(['unknown-key', 'bad-value']);
    expect(plainPreset(side)).toBeNull();
    // the address keeps the valid part only
    expect(decodeRuleLink(sideParam(side)).notices).toEqual([]);
    const garbage = readSide('garbage', stored(null));
    expect(garbage.choice.rules).toEqual(presetRules('common'));
    expect(garbage.notices.map((n) => n.code)).toEqual(['missing-version', 'unknown-preset']);
    expect(side.unread).toBeUndefined();
    expect(garbage.unread).toBe(true);
  });

  it('text of which nothing could be read is told apart from a link with a part left out', () => {
    const unread = (text: string) => readSide(text, stored(null)).unread === true;
    // no share link at all: words, a page's address without its rules, rules that are all wrong
    expect(unread('hello world')).toBe(true);
    expect(unread('https://example.org/en/houserules/')).toBe(true);
    expect(unread('https://example.org/en/houserules/?rules=garbage~bogus.on')).toBe(true);
    expect(unread('2~nonsense')).toBe(true);
    expect(unread('')).toBe(true);
    // something was read: a preset, an option, or a bare version (the default itself)
    expect(unread('house~bogus.on')).toBe(false);
    expect(unread('1~bogus.on~clear.8')).toBe(false);
    expect(unread('1~')).toBe(false);
    expect(unread('1~house')).toBe(false);
    // far too long: only its beginning was read, so not "nothing"
    expect(unread(`1~house~${'x'.repeat(5000)}`)).toBe(false);
  });
});

/** The worker module, run with a stand-in for its global scope. */
interface Scope {
  onmessage: ((event: { data: CompareRequest }) => void) | null;
  postMessage: (message: unknown) => void;
}
let scope: Scope;
let replies: (CompareReply | { kind: 'error'; text: string })[] = [];

beforeAll(async () => {
  scope = { onmessage: null, postMessage: (m) => replies.push(m as CompareReply) };
  (globalThis as unknown as { self: Scope }).self = scope;
  await import('../../src/workers/compare.ts');
});
afterEach(() => {
  replies = [];
});

const request = (a: string, b: string, more: Partial<CompareRequest> = {}): CompareRequest => ({
  a,
  b,
  stored: null,
  lang: 'en',
  strings: houseRulesStrings('en'),
  presetNames: PICTURES.en.presets.names,
  ...more,
});

/** Sends a request to the worker and waits for its last reply. */
async function ask(r: CompareRequest): Promise<typeof replies> {
  replies = [];
  scope.onmessage?.({ data: r });
  for (let i = 0; i < 2000; i++) {
    const last = replies.at(-1);
    if (last !== undefined && (last.kind === 'done' || last.kind === 'error')) break;
    if (last?.kind === 'sides' && last.pair !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return replies;
}

describe('the compare worker', () => {
  it('answers sides, then progress and every difference as found, then done', async () => {
    const budget = { games: 200, aloneGames: 100 };
    const out = await ask(request('1~house~one-lap.on', 'common', budget));
    const a = withOption(presetRules('house'), 'oneLap', true);
    const b = presetRules('common');
    const keys = differingOptions(a, b);
    expect(out[0]?.kind).toBe('sides');
    expect(out.at(-1)?.kind).toBe('done');
    expect(out.filter((r) => r.kind === 'sides' || r.kind === 'done')).toHaveLength(2);
    expect(out.some((r) => r.kind === 'progress')).toBe(true);
    const sides = out[0] as Extract<CompareReply, { kind: 'sides' }>;
    expect(sides.pair).toBeNull();
    expect(sides.notices).toEqual([]);
    expect(sides.names).toEqual({
      a: COMPARE.en.live.sideName('A', PICTURES.en.presets.names.house, 1),
      b: COMPARE.en.live.sideName('B', PICTURES.en.presets.names.common, 0),
    });
    expect(sides.params).toEqual({ a: '1~house~one-lap.on', b: 'common' });
    expect(sides.groups.flatMap((g) => g.rows.map((r) => r.key)).sort()).toEqual([...keys].sort());

    // One difference per option, each as the finder makes it with the same budget.
    const views = out.flatMap((r) => (r.kind === 'difference' ? [r.view] : []));
    expect(views.map((v) => v.key).sort()).toEqual([...keys].sort());
    const expected = compareRules(a, b, budget);
    for (const d of expected.differences) {
      const view = views.find((v) => v.key === d.key);
      expect(view?.example === null).toBe(d.example === null);
      if (d.example === null || view?.example == null) continue;
      expect(view.example.text).toBe(d.example.text.trimEnd());
      expect(view.example.lines.filter((l) => l.marked)).toHaveLength(1);
      expect(view.example.links.map((l) => l.href)).toEqual([
        expect.stringMatching(/^\/en\/referee\/#game=1\./),
        expect.stringMatching(/^\/en\/referee\/#game=1\./),
      ]);
    }
    const done = out.at(-1) as { text: string };
    const found = expected.differences.filter((d) => d.example !== null).length;
    const wanted = expected.differences.filter((d) => d.inert === null).length;
    expect(done.text).toMatch(
      new RegExp(`^Done: examples for ${String(found)} of ${String(wanted)} `),
    );
  });

  it('two presets (also as links that change nothing) point to their page and search nothing', async () => {
    const out = await ask(request('1~dutch', 'CLASSIC'));
    expect(out).toHaveLength(1);
    const sides = out[0] as Extract<CompareReply, { kind: 'sides' }>;
    expect(sides.pair?.href).toBe('/en/compare/classic-dutch/');
  });

  it('a forged link gets a translated notice naming what was ignored, and its valid part is compared', async () => {
    const out = await ask(
      request('1~house~bogus.on~one-lap.maybe', 'house', {
        lang: 'de',
        strings: houseRulesStrings('de'),
      }),
    );
    const sides = out[0] as Extract<CompareReply, { kind: 'sides' }>;
    const s = houseRulesStrings('de');
    expect(sides.notices).toHaveLength(1);
    expect(sides.notices[0]?.heading).toBe(COMPARE.de.live.notice(COMPARE.de.live.sideA));
    // one line per mistake, in German: the unknown option, the bad value with its option's name
    const lines = sides.notices[0]?.lines ?? [];
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(s.notices.unknownKey.replace('{name}', 'bogus'));
    expect(lines[1]).toContain('maybe');
    expect(lines[1]).toContain(s.options.oneLap.label);
    // the valid part is house itself: the same rules, nothing to search
    expect(sides.params.a).toBe('1~house');
    expect(sides.count).toBe(COMPARE.de.list.count(0));
    expect(out.at(-1)?.kind).toBe('done');
  });

  it('a link of which nothing could be read gets one sentence, not each part as left out', async () => {
    for (const lang of ['en', 'de', 'sv', 'nl'] as const) {
      const out = await ask(
        request('common', 'https://example.org/x/', { lang, strings: houseRulesStrings(lang) }),
      );
      const sides = out[0] as Extract<CompareReply, { kind: 'sides' }>;
      expect(sides.notices).toEqual([
        { heading: COMPARE[lang].live.notRead(COMPARE[lang].live.sideB), lines: [] },
      ]);
      // the default stands in for it: the same rules as side A, nothing to search
      expect(sides.params.b).toBe('1~common');
    }
  });

  it('asked for the saved rules with none saved: a notice, and the default stands in', async () => {
    const out = await ask(request('saved', '1~common~reentry.on'));
    const sides = out[0] as Extract<CompareReply, { kind: 'sides' }>;
    expect(sides.notices[0]?.heading).toBe(COMPARE.en.live.noneSaved(COMPARE.en.live.sideA));
    expect(sides.groups.flatMap((g) => g.rows.map((r) => r.key))).toEqual(['reentry']);
    const saved = await ask(request('saved', 'common', { stored: '1~common~reentry.on' }));
    const named = saved[0] as Extract<CompareReply, { kind: 'sides' }>;
    expect(named.names.a).toBe(COMPARE.en.live.savedName('A'));
    expect(named.notices).toEqual([]);
  });
});
