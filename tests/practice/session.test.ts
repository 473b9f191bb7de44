/**
 * The practice table's session (src/components/practice/session.ts) and its saved game
 * (store.ts): a game played by the person's seat against the machine's computers, with the
 * computers' thinking time on fake timers; the record written after every change and a reload
 * resuming exactly (log, phase, the person's view); the same seed replaying the same deal and
 * computer moves, under another language's names too; the person's forced give in the
 * exchange; holding a saved game behind the start screen; skipping to the round's end; a
 * corrupt, foreign or unplayable record set aside with a notice and a clean start; full and
 * missing storage.
 */
import { BOT_LEVELS } from '../../src/engine/bot-levels.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presetRules } from '../../src/engine/rules.ts';
import type { Move } from '../../src/engine/game.ts';
import { viewFor } from '../../src/machines/game.ts';
import {
  PracticeSession,
  SPEED_DELAY,
  entriesOf,
  offeredLevels,
  type PracticeGame,
  type PracticeSetup,
} from '../../src/components/practice/session.ts';
import {
  GAME_KEY,
  PREFS_KEY,
  entryWord,
  parseEntryWord,
  readRecord,
  type PracticeStorage,
} from '../../src/components/practice/store.ts';
import { encodeRuleLink } from '../../src/lib/rule-link.ts';

const NAMES = ['You', 'Ann', 'Ben', 'Cleo', 'Dev', 'Ella', 'Finn'] as const;
const DE_NAMES = ['Du', 'Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix'] as const;

/** localStorage in memory; `full` makes every write fail as a full storage does. */
class MemoryStorage implements PracticeStorage {
  readonly items = new Map<string, string>();
  full = false;
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

function setup(overrides: Partial<PracticeSetup> = {}): PracticeSetup {
  const rules = { ...presetRules('classic'), length: { kind: 'rounds' as const, n: 3 } };
  return {
    choice: { preset: 'classic', rules },
    players: 4,
    level: 'normal',
    seed: 1234,
    ...overrides,
  };
}

function session(storage: PracticeStorage | null, names: readonly string[] = NAMES) {
  // one tab: no Web Locks, no other tabs (tests/practice/two-tabs.test.ts has those)
  return new PracticeSession({
    names,
    storage: () => storage,
    now: () => 1000,
    locks: null,
    events: null,
  });
}

function game(s: PracticeSession): PracticeGame {
  const g = s.game();
  if (g === null) throw new Error('no game');
  return g;
}

/** Lets the computers think (fake timers) and the session's forced gives through. */
async function wait(ms = 5000): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

/** The person's move now: the engine's first legal play, a pass, or the suggested give back. */
function personMove(s: PracticeSession): Move | null {
  const g = game(s);
  const view = viewFor(g.snapshot, g.you);
  if (view === null) return null;
  const give = s.suggestReturn();
  if (give !== null) return give;
  const play = view.legalPlays[0];
  if (play !== undefined) return { type: 'play', player: g.you, cards: play };
  return view.canPass ? { type: 'pass', player: g.you } : null;
}

/** Plays on (the person by the hint's first play) until the phase is one of `until`. */
async function playUntil(s: PracticeSession, until: readonly string[], moves = 400): Promise<void> {
  for (let i = 0; i < moves; i++) {
    if (until.includes(game(s).snapshot.value)) return;
    const move = personMove(s);
    if (move !== null) expect(s.move(move)?.legal).toBe(true);
    else await wait(SPEED_DELAY.normal);
  }
  throw new Error(`not reached: ${until.join(', ')}`);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('log entries as words', () => {
  it('writes and reads every kind of entry', () => {
    const entries = [
      { kind: 'deal' },
      { kind: 'pass', seat: 3 },
      {
        kind: 'play',
        seat: 0,
        cards: [
          { rank: '10', suit: 'H' },
          { rank: 'X', suit: null },
        ],
      },
      {
        kind: 'give',
        seat: 2,
        to: 6,
        cards: [
          { rank: 'A', suit: 'S' },
          { rank: '2', suit: 'C' },
        ],
      },
    ] as const;
    for (const entry of entries) expect(parseEntryWord(entryWord(entry))).toEqual(entry);
  });

  it('refuses words that are not entries', () => {
    for (const word of ['', 'q', 'p0:', 'p0:ZZ', 'x', 'g1:AS', 'd ', 'p10:AS'])
      expect(parseEntryWord(word)).toBeNull();
  });
});

describe('reading a record', () => {
  it('tells nothing, not text, not JSON, another version and a broken record apart', () => {
    expect(readRecord(null).kind).toBe('none');
    expect(readRecord(42)).toMatchObject({ kind: 'bad', reason: 'unreadable' });
    expect(readRecord('{nope')).toMatchObject({ kind: 'bad', reason: 'json' });
    expect(readRecord('{"version":99}')).toMatchObject({ kind: 'bad', reason: 'version' });
    expect(readRecord('[1,2]')).toMatchObject({ kind: 'bad', reason: 'schema' });
    const record = {
      version: 1,
      rules: encodeRuleLink(setup().choice),
      players: 4,
      level: 'normal',
      seed: 7,
      log: ['d'],
    };
    expect(readRecord(JSON.stringify(record)).kind).toBe('record');
    for (const broken of [
      { ...record, players: 9 },
      { ...record, rules: '1~house~nonsense.on' },
      { ...record, seed: -1 },
      { ...record, log: ['d', 'p0:QQ'] },
    ])
      expect(readRecord(JSON.stringify(broken))).toMatchObject({ kind: 'bad', reason: 'schema' });
  });
});

describe('the practice session', () => {
  it('offers every level but the random one', () => {
    expect(offeredLevels()).toEqual(BOT_LEVELS.filter((level) => level !== 'random'));
  });

  it('deals, waits while the deal is shown, then lets the computers play to the person', async () => {
    const storage = new MemoryStorage();
    const s = session(storage);
    s.attach();
    s.start(setup());
    expect(game(s).dealing).toBe(true);
    const dealt = game(s).snapshot.context.log.length;
    await wait(60_000);
    expect(game(s).snapshot.context.log.length).toBe(dealt);
    s.finishDealing();
    await wait();
    const view = viewFor(game(s).snapshot, 'You');
    // the computers have moved until the person must act (or anyone may lead)
    expect(view !== null && (view.legalPlays.length > 0 || view.canPass)).toBe(true);
    expect(storage.getItem(GAME_KEY)).not.toBeNull();
  });

  it('refuses a move the engine refuses, and sends nothing', async () => {
    const s = session(new MemoryStorage());
    s.attach();
    s.start(setup());
    s.finishDealing();
    await wait();
    const g = game(s);
    const before = g.snapshot.context.log.length;
    const hand = viewFor(g.snapshot, 'You')?.hand ?? [];
    const verdict = s.move({ type: 'play', player: 'You', cards: hand.slice(0, 13) });
    expect(verdict?.legal).toBe(false);
    expect(game(s).snapshot.context.log.length).toBe(before);
  });

  it('resumes a reload exactly where it was, and plays on the same way', async () => {
    const storage = new MemoryStorage();
    const first = session(storage);
    first.attach();
    first.start(setup());
    first.finishDealing();
    await wait();
    for (let i = 0; i < 4; i++) {
      const move = personMove(first);
      if (move !== null) first.move(move);
      await wait(SPEED_DELAY.normal / 2);
    }
    const saved = game(first).snapshot;
    first.detach();

    const second = session(storage);
    second.attach();
    const restored = game(second);
    expect(restored.dealing).toBe(false);
    expect(restored.snapshot.value).toBe(saved.value);
    expect(entriesOf(restored.snapshot)).toEqual(entriesOf(saved));
    expect(viewFor(restored.snapshot, 'You')).toEqual(viewFor(saved, 'You'));
    expect(second.notices()).toEqual([]);
  });

  it('replays the same deal and computer moves from the same seed, under other names too', async () => {
    const play = async (names: readonly string[]) => {
      const s = session(new MemoryStorage(), names);
      s.attach();
      s.start(setup({ seed: 987654 }));
      s.finishDealing();
      await playUntil(s, ['roundOver', 'gameOver']);
      return entriesOf(game(s).snapshot);
    };
    const english = await play(NAMES);
    expect(english.length).toBeGreaterThan(20);
    expect(await play(DE_NAMES)).toEqual(english);
  });

  it('makes the person’s forced give and lets them choose the give back', async () => {
    const seen = { below: 0, above: 0 };
    for (const seed of [5, 6, 7, 8, 9, 10, 11, 12]) {
      const s = session(new MemoryStorage());
      s.attach();
      s.start(setup({ seed }));
      s.finishDealing();
      await playUntil(s, ['roundOver']);
      s.nextRound();
      s.finishDealing();
      await wait();
      const g = game(s);
      const places = g.snapshot.context.game?.results[0]?.places ?? [];
      const place = places.indexOf('You');
      const log = g.snapshot.context.log;
      const gives = log.flatMap((e) =>
        e.kind === 'move' && e.move.type === 'give' ? [e.move] : [],
      );
      if (place >= 2) {
        // below: the person's highest cards went without a choice
        expect(gives.some((m) => m.player === 'You')).toBe(true);
        seen.below++;
      } else {
        // above: the give back waits for the person
        expect(g.snapshot.value).toBe('exchange');
        const back = s.suggestReturn();
        expect(back).not.toBeNull();
        if (back !== null) expect(s.move(back)?.legal).toBe(true);
        seen.above++;
      }
      s.detach();
    }
    expect(seen.below).toBeGreaterThan(0);
    expect(seen.above).toBeGreaterThan(0);
  });

  it('holds a saved game behind the start screen until it is resumed', async () => {
    const storage = new MemoryStorage();
    const first = session(storage);
    first.attach();
    first.start(setup());
    first.finishDealing();
    await wait();
    const move = personMove(first);
    if (move !== null) first.move(move);
    first.detach();

    const held = session(storage);
    held.attach({ hold: true });
    const before = game(held).snapshot.context.log.length;
    await wait(60_000);
    expect(game(held).snapshot.context.log.length).toBe(before);
    held.resume();
    await wait();
    expect(game(held).snapshot.context.log.length).toBeGreaterThanOrEqual(before);
  });

  it('skips to the end of the round once the person is out', async () => {
    let skipped = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const s = session(new MemoryStorage());
      s.attach();
      s.start(setup({ seed }));
      s.finishDealing();
      for (let i = 0; i < 400; i++) {
        const g = game(s);
        const view = viewFor(g.snapshot, 'You');
        if (g.snapshot.value !== 'playing' || (view?.counts['You'] ?? 1) === 0) break;
        const move = personMove(s);
        if (move !== null) s.move(move);
        else await wait(SPEED_DELAY.normal);
      }
      if (game(s).snapshot.value !== 'playing') continue;
      s.skipRound();
      expect(game(s).skipping).toBe(true);
      await wait(0);
      expect(game(s).snapshot.value).toBe('roundOver');
      skipped++;
      s.detach();
    }
    expect(skipped).toBeGreaterThan(0);
  });

  it('plays a whole game of three rounds to its winner', async () => {
    const s = session(new MemoryStorage());
    s.attach();
    s.start(setup({ seed: 31337 }));
    for (let round = 1; round <= 3; round++) {
      s.finishDealing();
      await playUntil(s, ['roundOver', 'gameOver'], 600);
      if (round < 3) s.nextRound();
    }
    const g = game(s);
    expect(g.snapshot.value).toBe('gameOver');
    expect(g.snapshot.context.game?.results).toHaveLength(3);
    expect(g.snapshot.context.game?.winner).not.toBeNull();
  });

  it('keeps the speed chosen in the menu', () => {
    const storage = new MemoryStorage();
    const s = session(storage);
    s.attach();
    s.setSpeed('fast');
    expect(session(storage).speed()).toBe('normal');
    const again = session(storage);
    again.attach();
    expect(again.speed()).toBe('fast');
    storage.setItem(PREFS_KEY, '{"speed":"warp"}');
    const odd = session(storage);
    odd.attach();
    expect(odd.speed()).toBe('normal');
  });

  it('starts a new game clean and forgets the old one', () => {
    const storage = new MemoryStorage();
    const s = session(storage);
    s.attach();
    s.start(setup());
    s.newGame();
    expect(s.game()).toBeNull();
    expect(storage.getItem(GAME_KEY)).toBeNull();
  });
});

describe('saved games that cannot be played', () => {
  const cases: [string, string, string][] = [
    ['not JSON', '{"version":1,', 'json'],
    ['another version', JSON.stringify({ version: 2, whatever: true }), 'version'],
    ['a broken record', JSON.stringify({ version: 1, rules: 5 }), 'schema'],
    [
      'a move the engine refuses',
      JSON.stringify({
        version: 1,
        rules: encodeRuleLink(setup().choice),
        players: 4,
        level: 'normal',
        seed: 1234,
        log: ['d', 'p2:2H,2S,2C,2D'],
      }),
      'replay',
    ],
    [
      'a level this site does not have',
      JSON.stringify({
        version: 1,
        rules: encodeRuleLink(setup().choice),
        players: 4,
        level: 'grandmaster',
        seed: 1,
        log: [],
      }),
      'replay',
    ],
  ];
  it.each(cases)('%s: set aside with a notice, and a clean start', (_, raw, reason) => {
    const storage = new MemoryStorage();
    storage.setItem(GAME_KEY, raw);
    const s = session(storage);
    s.attach();
    expect(s.game()).toBeNull();
    expect(s.notices()).toEqual([
      { code: 'set-aside', reason, key: 'president-practice:aside:1000' },
    ]);
    expect(storage.getItem(GAME_KEY)).toBeNull();
    expect(storage.getItem('president-practice:aside:1000')).toBe(raw);
  });

  it('says when storage is full, and when there is none', async () => {
    const storage = new MemoryStorage();
    const s = session(storage);
    s.attach();
    storage.full = true;
    s.start(setup());
    expect(s.notices().map((n) => n.code)).toEqual(['not-saved']);
    storage.full = false;
    s.finishDealing();
    await wait();
    expect(s.notices()).toEqual([]);

    const none = session(null);
    none.attach();
    expect(none.notices().map((n) => n.code)).toEqual(['no-storage']);
    none.start(setup());
    expect(none.game()).not.toBeNull();
  });
});
