/**
 * A stand-in for the browser's storage and tabs: one shared set of items, one Storage per
 * tab, and `storage` events delivered to the other tabs (queued, as browsers deliver them
 * after the writing task; `flush()` delivers them). A storage can be made full (setItem
 * throws QuotaExceededError) and its getItem patched.
 */
import { LEASE_MS } from '../../src/lib/referee-store.ts';
import {
  RefereeSession,
  type RefereeSessionOptions,
  type RefereeSetup,
} from '../../src/components/referee/session.ts';
import { REFEREE_MACHINE } from '../../src/components/referee/session-machine.ts';
import { presetRules } from '../../src/engine/rules.ts';
import type { GameMachineEvent, GamePhase, LogEntry } from '../../src/machines/game.ts';
import { randomLog } from '../golden/generate.ts';

type StorageListener = (event: { readonly key: string | null }) => void;

/** One tab's window: its storage events. */
export class FakeWindow {
  readonly #listeners = new Set<StorageListener>();
  addEventListener(type: 'storage', listener: StorageListener): void {
    if (type === 'storage') this.#listeners.add(listener);
  }
  removeEventListener(type: 'storage', listener: StorageListener): void {
    if (type === 'storage') this.#listeners.delete(listener);
  }
  deliver(key: string | null): void {
    for (const listener of this.#listeners) listener({ key });
  }
}

/** The items every tab shares, and the events on their way. */
export class FakeBrowser {
  readonly items = new Map<string, string>();
  /** setItem throws QuotaExceededError while true */
  full = false;
  /** what getItem gives instead of the item, for keys it matches */
  patch: ((key: string) => unknown) | null = null;
  /** the clock every tab reads */
  time = 1_000_000;
  readonly #windows = new Set<FakeWindow>();
  #queue: { from: FakeWindow; key: string | null }[] = [];

  /** A new tab: its window and its view of the shared storage. */
  tab(): { window: FakeWindow; storage: Storage } {
    const window = new FakeWindow();
    this.#windows.add(window);
    return { window, storage: this.#storageFor(window) };
  }

  /** Delivers the queued storage events to every tab but the writer's. */
  flush(): void {
    const queue = this.#queue;
    this.#queue = [];
    for (const { from, key } of queue)
      for (const w of this.#windows) if (w !== from) w.deliver(key);
  }

  /** A session in a new tab of this browser (not yet attached). */
  session(options: RefereeSessionOptions = {}): RefereeSession {
    const { window, storage } = this.tab();
    return new RefereeSession({
      storage: () => storage,
      events: window,
      page: null,
      now: () => this.time,
      heartbeatMs: 0,
      askMs: 0,
      leaseMs: LEASE_MS,
      machine: REFEREE_MACHINE,
      ...options,
    });
  }

  #storageFor(window: FakeWindow): Storage {
    const browser: { items: Map<string, string>; settings: FakeBrowser } = {
      items: this.items,
      settings: this,
    };
    const changed = (key: string | null): void => {
      this.#queue.push({ from: window, key });
    };
    return {
      get length() {
        return browser.items.size;
      },
      key: (i: number) => [...browser.items.keys()][i] ?? null,
      getItem: (key: string) =>
        (browser.settings.patch === null
          ? (browser.items.get(key) ?? null)
          : browser.settings.patch(key)) as string | null,
      setItem(key: string, value: string) {
        if (browser.settings.full)
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        browser.items.set(key, String(value));
        changed(key);
      },
      removeItem(key: string) {
        browser.items.delete(key);
        changed(key);
      },
      clear() {
        browser.items.clear();
        changed(null);
      },
    };
  }
}

export const PLAYERS = ['Anna', 'Ben', 'Cem', 'Dora'];

export function tableSetup(overrides: Partial<RefereeSetup> = {}): RefereeSetup {
  return {
    name: 'Friday at Anna’s',
    players: PLAYERS,
    dealer: 'Dora',
    rules: presetRules('common'),
    preset: 'common',
    mode: 'table',
    from: null,
    ...overrides,
  };
}

/** The events a person at the table sends to enter one log entry (a deal after a finished round needs NEXT_ROUND first). */
export function entryEvents(phase: GamePhase, entry: LogEntry): GameMachineEvent[] {
  if (entry.kind === 'move') return [{ type: 'MOVE', move: entry.move }];
  return [
    ...(phase === 'roundOver' ? [{ type: 'NEXT_ROUND' } as const] : []),
    {
      type: 'DEAL',
      seats: entry.seats,
      dealer: entry.dealer,
      ...(entry.hands === null ? {} : { hands: entry.hands }),
    },
  ];
}

/** Enters one log entry through the session, as the table would. */
export function enter(session: RefereeSession, entry: LogEntry): void {
  const phase = session.current()?.snapshot.value ?? 'setup';
  for (const event of entryEvents(phase, entry)) session.send(event);
}

/**
 * A random table game of `rounds` rounds among PLAYERS (table mode, refused attempts mixed
 * in), as a log to enter: its first deal is what `tableSetup()` starts.
 */
export function tableGame(seed: number, rounds = 2): readonly LogEntry[] {
  return randomLog({
    rules: presetRules('common'),
    players: PLAYERS,
    seed,
    rounds,
    knownHands: false,
    illegal: 0.15,
  }).entries;
}
