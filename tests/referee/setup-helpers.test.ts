/**
 * The referee set-up's pure helpers: which names the notation can write, the player count,
 * a game under way's round and points, moving a seat, the names kept at this device (a
 * validated localStorage list), and a game in a share link (`#game=1.…`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PLAYERS } from '../../src/engine/game.ts';
import { parseTranscript } from '../../src/notation/transcript.ts';
import {
  GAME_LINK_MAX,
  decodeGameLink,
  encodeGameLink,
  fromBase64Url,
  gameLinkParam,
  gameLinkUrl,
  toBase64Url,
} from '../../src/components/referee/game-link.ts';
import {
  KNOWN_NAMES_MAX,
  formatKnownNames,
  parseKnownNames,
  rememberNames,
} from '../../src/components/referee/known-names.ts';
import {
  initialRuleSource,
  readRuleSources,
  ruleChoiceOf,
  ruleSourceIds,
} from '../../src/components/referee/rule-source.ts';
import { PRESET_NAMES, presetRules } from '../../src/engine/rules.ts';
import {
  SETUP_MAX_PLAYERS,
  SETUP_MIN_PLAYERS,
  countProblem,
  moveItem,
  nameProblem,
  nameProblems,
  parseRound,
  parseTotal,
} from '../../src/components/referee/setup-form.ts';

const CASES = join(import.meta.dirname, '..', 'golden', 'cases');

describe('names', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['Anna, Ben', 'character'],
    ['Dr: Who', 'character'],
    ['#1', 'character'],
    ['dealer', 'keyword'],
    ['Players', 'keyword'],
    ['give Ben', 'keyword'],
    ['hand Anna', 'keyword'],
    ['x'.repeat(33), 'long'],
  ])('%j is refused (%s)', (name, code) => {
    expect(nameProblem(name)?.code).toBe(code);
  });

  it.each(['Anna', 'Jean-Luc', 'Åsa Öberg', '<img src=x onerror=alert(1)>', 'Handel', 'Giver'])(
    '%j is a name',
    (name) => expect(nameProblem(name)).toBeNull(),
  );

  it('marks the second of two equal names (after trimming) as the duplicate', () => {
    expect(nameProblems(['Anna', 'Ben', ' Anna ', ''])).toEqual([
      null,
      null,
      { code: 'duplicate', name: 'Anna' },
      { code: 'empty' },
    ]);
  });

  it('every accepted set of names is read back by the notation as the same players', () => {
    const nameArb = fc
      .string({ minLength: 1, maxLength: 24 })
      .filter((n) => nameProblem(n) === null);
    fc.assert(
      fc.property(
        fc.uniqueArray(nameArb, { minLength: 3, maxLength: 8, selector: (n) => n.trim() }),
        (names) => {
          const trimmed = names.map((n) => n.trim());
          if (nameProblems(trimmed).some((p) => p !== null)) return;
          const text = `players: ${trimmed.join(', ')}\n${trimmed[0] ?? ''}: 3C\n`;
          const parsed = parseTranscript(text);
          expect(parsed.ok && parsed.transcript.players).toEqual(trimmed);
        },
      ),
    );
  });
});

describe('counts, rounds and points', () => {
  it('takes 3 to the engine’s maximum of players', () => {
    expect(SETUP_MIN_PLAYERS).toBe(3);
    expect(SETUP_MAX_PLAYERS).toBe(MAX_PLAYERS);
    expect(countProblem(2)).toEqual({ code: 'too-few', min: 3 });
    expect(countProblem(3)).toBeNull();
    expect(countProblem(MAX_PLAYERS)).toBeNull();
    expect(countProblem(MAX_PLAYERS + 1)?.code).toBe('too-many');
  });
  it('reads a round from 2 on', () => {
    expect(parseRound('3')).toBe(3);
    expect(parseRound(' 12 ')).toBe(12);
    for (const bad of ['', '1', '0', '-2', '2.5', 'x', '1000']) expect(parseRound(bad)).toBeNull();
  });
  it('reads points: empty is not given, a whole number, or an error', () => {
    expect(parseTotal('')).toBeUndefined();
    expect(parseTotal('7')).toBe(7);
    expect(parseTotal('-2')).toBe(-2);
    expect(parseTotal('−2')).toBe(-2);
    expect(parseTotal('2.5')).toBeNull();
    expect(parseTotal('abc')).toBeNull();
  });
  it('moves one item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.nat(), fc.nat(), (list, from, to) => {
        const moved = moveItem(list, from, to);
        expect([...moved].sort()).toEqual([...list].sort());
      }),
    );
  });
});

describe('the names kept at this device', () => {
  it('reads back what it wrote', () => {
    const names = ['Anna', 'Ben', 'Åsa'];
    expect(parseKnownNames(formatKnownNames(names))).toEqual(names);
  });
  it('gives an empty list for nothing, corrupt JSON, another shape or another version', () => {
    for (const text of [
      null,
      '',
      '{',
      '[]',
      '"Anna"',
      '{"names":["Anna"]}',
      '{"version":2,"names":["Anna"]}',
      '{"version":1,"names":"Anna"}',
    ]) {
      expect(parseKnownNames(text), String(text)).toEqual([]);
    }
  });
  it('keeps each valid name of a stored list and drops the rest', () => {
    const text = JSON.stringify({
      version: 1,
      names: ['Anna', 42, '', 'Ben: x', ' Cem ', 'Anna', null, 'dealer', 'Dora'],
    });
    expect(parseKnownNames(text)).toEqual(['Anna', 'Cem', 'Dora']);
  });
  it('puts the latest game’s names first, once each, and stays short', () => {
    expect(rememberNames(['Anna', 'Ben', 'Cem'], ['Dora', 'Ben', ''])).toEqual([
      'Dora',
      'Ben',
      'Anna',
      'Cem',
    ]);
    const many = Array.from({ length: 40 }, (_, i) => `P${String(i)}`);
    expect(rememberNames([], many)).toHaveLength(KNOWN_NAMES_MAX);
  });
  it('never throws on any stored text', () => {
    fc.assert(fc.property(fc.string(), (text) => Array.isArray(parseKnownNames(text))));
    fc.assert(
      fc.property(fc.jsonValue(), (value) =>
        Array.isArray(parseKnownNames(JSON.stringify({ version: 1, names: value }))),
      ),
    );
  });
});

describe('a game in a link', () => {
  it('base64url round-trips any bytes without padding or URL-unsafe characters', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(fromBase64Url(text)).toEqual(bytes);
      }),
    );
    expect(toBase64Url(new TextEncoder().encode('hi?>'))).toBe('aGk_Pg');
    expect(fromBase64Url('a*b')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
  });

  it('round-trips every golden transcript, and any text', async () => {
    for (const name of ['common-table', 'one-lap-mandatory', 'jokers-wild']) {
      const text = readFileSync(join(CASES, `${name}.txt`), 'utf8');
      expect(await decodeGameLink(await encodeGameLink(text))).toEqual({ ok: true, text });
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 200 }), async (text) => {
        expect(await decodeGameLink(await encodeGameLink(text))).toEqual({ ok: true, text });
      }),
      { numRuns: 50 },
    );
  });

  it('says a link is damaged or from a later version, and never throws', async () => {
    const good = await encodeGameLink('players: A, B, C\n');
    expect(good.startsWith('1.')).toBe(true);
    expect(await decodeGameLink(`2${good.slice(1)}`)).toEqual({
      ok: false,
      error: { code: 'version', version: '2' },
    });
    for (const bad of ['', 'x', '1.', '1.***', '1.AAAA', `1.${good.slice(2, -3)}`, 'abc.def']) {
      const read = await decodeGameLink(bad);
      expect(read.ok, bad).toBe(false);
    }
    await fc.assert(
      fc.asyncProperty(fc.string(), async (text) => {
        const read = await decodeGameLink(`1.${text}`);
        expect(typeof read.ok).toBe('boolean');
      }),
      { numRuns: 100 },
    );
  });

  it('finds the game in a fragment', () => {
    expect(gameLinkParam('#game=1.abc')).toBe('1.abc');
    expect(gameLinkParam('#x=1&game=1.abc')).toBe('1.abc');
    expect(gameLinkParam('')).toBeNull();
    expect(gameLinkParam('#games=1')).toBeNull();
  });

  it('offers a link for a round, and refuses one over the limit with its length', async () => {
    const page = 'https://example.org/en/referee/?rules=1~house#old';
    const round = readFileSync(join(CASES, 'common-table.txt'), 'utf8').split('round 2')[0] ?? '';
    const short = await gameLinkUrl(page, round);
    expect(short.ok).toBe(true);
    if (short.ok) {
      expect(short.url.startsWith('https://example.org/en/referee/?rules=1~house#game=1.')).toBe(
        true,
      );
      expect(short.url.length).toBeLessThanOrEqual(GAME_LINK_MAX);
      const value = gameLinkParam(new URL(short.url).hash);
      expect(value === null ? null : await decodeGameLink(value)).toEqual({
        ok: true,
        text: round,
      });
    }
    // 3,000 pseudo-random characters: DEFLATE cannot shrink them under the limit.
    let seed = 7;
    const noise = Array.from({ length: 3000 }, () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return String.fromCharCode(33 + (seed % 90));
    }).join('');
    const long = await gameLinkUrl(page, noise);
    expect(long).toEqual({ ok: false, length: expect.any(Number) as number, max: GAME_LINK_MAX });
    if (!long.ok) expect(long.length).toBeGreaterThan(GAME_LINK_MAX);
  });
});

describe('where the rules come from', () => {
  it('a link wins over the saved choice, which wins over the default preset', () => {
    const both = readRuleSources('https://x.org/en/referee/?rules=1~house~one-lap.on', '1~swedish');
    expect(initialRuleSource(both)).toBe('link');
    expect(ruleSourceIds(both)).toEqual(['link', 'saved', ...PRESET_NAMES]);
    expect(ruleChoiceOf('link', both)).toEqual({
      preset: 'house',
      rules: { ...presetRules('house'), oneLap: true },
    });
    expect(ruleChoiceOf('saved', both).preset).toBe('swedish');
    const saved = readRuleSources('https://x.org/en/referee/', '1~swedish');
    expect(initialRuleSource(saved)).toBe('saved');
    const none = readRuleSources('https://x.org/en/referee/', null);
    expect(initialRuleSource(none)).toBe('common');
    expect(ruleSourceIds(none)).toEqual(PRESET_NAMES);
    expect(ruleChoiceOf('nonsense', none)).toEqual({
      preset: 'common',
      rules: presetRules('common'),
    });
  });
  it('a forged link keeps its valid part and says what it left out', () => {
    const read = readRuleSources(
      'https://x.org/en/referee/?rules=1~house~bogus.x~one-lap.on',
      null,
    );
    expect(read.link?.rules.oneLap).toBe(true);
    expect(read.link?.notices.map((n) => n.code)).toEqual(['unknown-key']);
  });
});
