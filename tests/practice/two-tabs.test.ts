/**
 * Two tabs on the same saved practice game (src/components/practice/session.ts): one browser's
 * storage and Web Locks shared by two sessions, each hearing the other's saves as `storage`
 * events. One tab writes (it holds the lock), the other follows with the notice `elsewhere`:
 * its computers wait, its person cannot move, it redraws from every save; "Play here" takes
 * the game over, and the first tab follows in turn; when the writing tab closes the follower
 * takes over where the game was saved. The saved record reads back after every step and is
 * never another tab's older game.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presetRules } from '../../src/engine/rules.ts';
import type { Move } from '../../src/engine/game.ts';
import { viewFor } from '../../src/machines/game.ts';
import {
  GAME_LOCK,
  PracticeSession,
  SPEED_DELAY,
  type PracticeEvents,
  type PracticeLocks,
  type PracticeSetup,
} from '../../src/components/practice/session.ts';
import { GAME_KEY, readRecord, type PracticeStorage } from '../../src/components/practice/store.ts';

const NAMES = ['You', 'Ann', 'Ben', 'Cleo', 'Dev', 'Ella', 'Finn'] as const;

type StorageListener = (event: { readonly key: string | null }) => void;

/** One browser: localStorage, whose writes the other tabs hear, and the Web Locks API. */
class Browser {
  readonly items = new Map<string, string>();
  readonly tabs: Tab[] = [];
  /** the lock's holder and the requests waiting for it */
  holder: Held | null = null;
  readonly queue: Waiting[] = [];

  tab(): Tab {
    const tab = new Tab(this);
    this.tabs.push(tab);
    return tab;
  }

  write(from: Tab, key: string, value: string | null): void {
    if (value === null) this.items.delete(key);
    else this.items.set(key, value);
    for (const tab of this.tabs) if (tab !== from && tab.open) tab.hear(key);
  }

  grant(waiting: Waiting): void {
    const held: Held = { tab: waiting.tab, reject: waiting.reject };
    this.holder = held;
    void waiting.callback({ name: GAME_LOCK }).then(
      () => {
        if (this.holder === held) this.free();
        waiting.resolve(undefined);
      },
      (error: unknown) => waiting.reject(error),
    );
  }

  free(): void {
    this.holder = null;
    const next = this.queue.shift();
    if (next !== undefined) this.grant(next);
  }
}

interface Waiting {
  readonly tab: Tab;
  readonly callback: (lock: unknown) => Promise<void>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}
interface Held {
  readonly tab: Tab;
  readonly reject: (error: unknown) => void;
}

/** One tab of the browser: its storage, its locks, its `storage` events. */
class Tab {
  open = true;
  readonly listeners = new Set<StorageListener>();
  readonly browser: Browser;
  constructor(browser: Browser) {
    this.browser = browser;
  }

  readonly storage: PracticeStorage = {
    getItem: (key) => this.browser.items.get(key) ?? null,
    setItem: (key, value) => this.browser.write(this, key, value),
    removeItem: (key) => this.browser.write(this, key, null),
  };

  readonly events: PracticeEvents = {
    addEventListener: (_type, listener) => this.listeners.add(listener),
    removeEventListener: (_type, listener) => this.listeners.delete(listener),
  };

  readonly locks: PracticeLocks = {
    request: (_name, options, callback) =>
      new Promise((resolve, reject) => {
        const b = this.browser;
        const waiting: Waiting = { tab: this, callback, resolve, reject };
        if (options.steal === true) {
          b.holder?.reject(new DOMException('stolen', 'AbortError'));
          b.holder = null;
          b.grant(waiting);
        } else if (b.holder === null) b.grant(waiting);
        else if (options.ifAvailable === true) {
          void callback(null).then(resolve, reject);
        } else b.queue.push(waiting);
      }),
  };

  hear(key: string): void {
    // storage events arrive as a task of their own
    setTimeout(() => {
      for (const listener of this.listeners) listener({ key });
    }, 0);
  }

  /** The tab closes: the browser frees its lock and its queued requests. */
  close(session: PracticeSession): void {
    session.detach();
    this.open = false;
    const b = this.browser;
    for (let i = b.queue.length - 1; i >= 0; i--)
      if (b.queue[i]?.tab === this) b.queue.splice(i, 1);
    if (b.holder?.tab === this) b.free();
  }
}

function session(tab: Tab): PracticeSession {
  return new PracticeSession({
    names: NAMES,
    storage: () => tab.storage,
    now: () => 1000,
    locks: tab.locks,
    events: tab.events,
  });
}

function setup(): PracticeSetup {
  const rules = { ...presetRules('classic'), length: { kind: 'rounds' as const, n: 3 } };
  return { choice: { preset: 'classic', rules }, players: 4, level: 'normal', seed: 1234 };
}

async function settle(ms = 0): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

/** The person's first legal move in a session, or null when it is not their turn. */
function personMove(s: PracticeSession): Move | null {
  const g = s.game();
  if (g === null) return null;
  const view = viewFor(g.snapshot, g.you);
  if (view === null || view.toAct !== g.you) return null;
  const play = view.legalPlays[0];
  if (play !== undefined) return { type: 'play', player: g.you, cards: play };
  return view.canPass ? { type: 'pass', player: g.you } : null;
}

/** Plays a few of the person's turns in the writing session, the computers between them. */
async function playTurns(s: PracticeSession, turns: number): Promise<void> {
  for (let i = 0; i < turns; i++) {
    for (let wait = 0; wait < 20 && personMove(s) === null; wait++) {
      await settle(SPEED_DELAY.normal);
    }
    const move = personMove(s);
    if (move === null) return;
    expect(s.move(move)?.legal).toBe(true);
    await settle(0);
  }
}

/** The saved game's log length (and that it reads back). */
function savedLog(browser: Browser): number {
  const read = readRecord(browser.items.get(GAME_KEY) ?? null);
  if (read.kind !== 'record') throw new Error(`the saved game does not read: ${read.kind}`);
  return read.record.log.length;
}

const logLength = (s: PracticeSession): number => s.game()?.snapshot.context.log.length ?? -1;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('two tabs on one saved practice game', () => {
  it('one writes, the other follows, says so, and cannot move', async () => {
    const browser = new Browser();
    const tabA = browser.tab();
    const a = session(tabA);
    a.attach();
    a.start(setup());
    a.finishDealing();
    await settle(0);
    expect(a.role()).toBe('writer');

    const tabB = browser.tab();
    const b = session(tabB);
    b.attach();
    await settle(0);
    expect(b.role()).toBe('follower');
    expect(b.notices().map((n) => n.code)).toContain('elsewhere');
    expect(logLength(b)).toBe(logLength(a));

    await playTurns(a, 3);
    await settle(0);
    expect(logLength(a)).toBeGreaterThan(4);
    // B redrew from every save and its computers did not play on their own
    expect(logLength(b)).toBe(logLength(a));
    expect(savedLog(browser)).toBe(logLength(a));
    await settle(SPEED_DELAY.normal * 5);
    expect(logLength(b)).toBe(logLength(a));

    // the follower's person cannot move
    const before = logLength(b);
    for (let i = 0; i < 10 && personMove(b) === null; i++) await playTurns(a, 1);
    const move = personMove(b);
    if (move !== null) expect(b.move(move)).toBeNull();
    expect(savedLog(browser)).toBe(logLength(a));
    expect(logLength(b)).toBeGreaterThanOrEqual(before);
    a.detach();
    b.detach();
  });

  it('“Play here” moves the game to the other tab, and the first one follows', async () => {
    const browser = new Browser();
    const tabA = browser.tab();
    const a = session(tabA);
    a.attach();
    a.start(setup());
    a.finishDealing();
    await playTurns(a, 2);
    const tabB = browser.tab();
    const b = session(tabB);
    b.attach();
    await settle(0);
    expect(b.role()).toBe('follower');
    const at = logLength(a);

    b.takeOver();
    await settle(0);
    expect(b.role()).toBe('writer');
    expect(b.notices().map((n) => n.code)).not.toContain('elsewhere');
    expect(a.role()).toBe('follower');
    expect(a.notices().map((n) => n.code)).toContain('elsewhere');
    // the game went on from where it was, nothing lost
    expect(logLength(b)).toBe(at);

    await playTurns(b, 2);
    await settle(0);
    expect(logLength(b)).toBeGreaterThan(at);
    expect(savedLog(browser)).toBe(logLength(b));
    expect(logLength(a)).toBe(logLength(b));
    a.detach();
    b.detach();
  });

  it('when the writing tab closes, the follower takes the game over where it was saved', async () => {
    const browser = new Browser();
    const tabA = browser.tab();
    const a = session(tabA);
    a.attach();
    a.start(setup());
    a.finishDealing();
    await playTurns(a, 2);
    const tabB = browser.tab();
    const b = session(tabB);
    b.attach();
    await settle(0);
    const saved = savedLog(browser);

    tabA.close(a);
    await settle(0);
    expect(b.role()).toBe('writer');
    expect(logLength(b)).toBe(saved);
    await playTurns(b, 1);
    expect(savedLog(browser)).toBeGreaterThan(saved);
    b.detach();
  });

  it('a new game started in the following tab replaces the game in both, never a mix', async () => {
    const browser = new Browser();
    const tabA = browser.tab();
    const a = session(tabA);
    a.attach();
    a.start(setup());
    a.finishDealing();
    await playTurns(a, 2);
    const tabB = browser.tab();
    const b = session(tabB);
    b.attach();
    await settle(0);

    b.start({ ...setup(), seed: 99 });
    b.finishDealing();
    await settle(0);
    expect(b.role()).toBe('writer');
    expect(a.role()).toBe('follower');
    await playTurns(b, 1);
    await settle(0);
    const read = readRecord(browser.items.get(GAME_KEY) ?? null);
    expect(read.kind === 'record' && read.record.seed).toBe(99);
    expect(a.game()?.setup.seed).toBe(99);
    expect(logLength(a)).toBe(logLength(b));
    a.detach();
    b.detach();
  });
});
