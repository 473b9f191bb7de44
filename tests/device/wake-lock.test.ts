import { describe, expect, it } from 'vitest';
import { WakeLockKeeper, type WakeLockHost, type WakeLockStatus } from '../../src/lib/wake-lock.ts';

/** A stand-in for the browser: a document whose visibility the test flips, a wake lock API. */
class FakeBrowser {
  visibilityState: DocumentVisibilityState = 'visible';
  readonly listeners = new Set<() => void>();
  readonly sentinels: FakeSentinel[] = [];
  requests = 0;
  /** what the next request does */
  answer: 'grant' | 'deny' | 'fail' | 'hold' = 'grant';
  held: ((sentinel: FakeSentinel) => void) | null = null;

  host(withApi = true): WakeLockHost {
    const document = {
      addEventListener: (_type: string, listener: () => void) => this.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => this.listeners.delete(listener),
    };
    Object.defineProperty(document, 'visibilityState', { get: () => this.visibilityState });
    const wakeLock = {
      request: (type: string) => {
        expect(type).toBe('screen');
        this.requests++;
        if (this.answer === 'deny') {
          return Promise.reject(new DOMException('battery saver', 'NotAllowedError'));
        }
        if (this.answer === 'fail') {
          return Promise.reject(new DOMException('no such type', 'NotSupportedError'));
        }
        const sentinel = new FakeSentinel();
        this.sentinels.push(sentinel);
        if (this.answer === 'hold') {
          return new Promise((resolve) => (this.held = resolve));
        }
        return Promise.resolve(sentinel);
      },
    };
    return {
      navigator: withApi ? ({ wakeLock } as unknown as WakeLockHost['navigator']) : {},
      document: document as unknown as WakeLockHost['document'],
    };
  }

  /** The page is hidden: the browser lets go of the lock. Then it is shown again. */
  hide(): void {
    this.visibilityState = 'hidden';
    for (const s of this.sentinels) s.releasedByBrowser();
    for (const l of this.listeners) l();
  }

  show(): void {
    this.visibilityState = 'visible';
    for (const l of this.listeners) l();
  }
}

class FakeSentinel extends EventTarget {
  released = false;
  release(): Promise<void> {
    this.releasedByBrowser();
    return Promise.resolve();
  }
  releasedByBrowser(): void {
    if (this.released) return;
    this.released = true;
    this.dispatchEvent(new Event('release'));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function keeperOn(browser: FakeBrowser, withApi = true) {
  const statuses: WakeLockStatus[] = [];
  const keeper = new WakeLockKeeper(browser.host(withApi), (s) => statuses.push(s));
  return { keeper, statuses, last: () => statuses.at(-1) };
}

describe('WakeLockKeeper', () => {
  it('holds the screen on while acquired and lets it go on release', async () => {
    const browser = new FakeBrowser();
    const { keeper, statuses, last } = keeperOn(browser);
    keeper.acquire();
    await settle();
    expect(statuses).toEqual(['pending', 'on']);
    expect(browser.sentinels[0]?.released).toBe(false);
    keeper.release();
    expect(last()).toBe('off');
    expect(browser.sentinels[0]?.released).toBe(true);
    expect(browser.listeners.size).toBe(0);
  });

  it('asks again when the page becomes visible after the browser released the lock', async () => {
    const browser = new FakeBrowser();
    const { keeper, last } = keeperOn(browser);
    keeper.acquire();
    await settle();
    browser.hide();
    expect(last()).toBe('off');
    expect(browser.requests).toBe(1);
    browser.show();
    await settle();
    expect(browser.requests).toBe(2);
    expect(last()).toBe('on');
    // Shown again while the lock holds: no second request.
    browser.show();
    await settle();
    expect(browser.requests).toBe(2);
  });

  it('says unsupported without the API and denied when the browser refuses', async () => {
    const without = keeperOn(new FakeBrowser(), false);
    without.keeper.acquire();
    await settle();
    expect(without.statuses).toEqual(['unsupported']);

    const refusing = new FakeBrowser();
    refusing.answer = 'deny';
    const denied = keeperOn(refusing);
    denied.keeper.acquire();
    await settle();
    expect(denied.last()).toBe('denied');

    const failing = new FakeBrowser();
    failing.answer = 'fail';
    const failed = keeperOn(failing);
    failed.keeper.acquire();
    await settle();
    expect(failed.last()).toBe('unsupported');
  });

  it('lets go of a lock granted after it was released', async () => {
    const browser = new FakeBrowser();
    browser.answer = 'hold';
    const { keeper, last } = keeperOn(browser);
    keeper.acquire();
    keeper.release();
    const sentinel = browser.sentinels[0];
    browser.held?.(sentinel as FakeSentinel);
    await settle();
    expect(sentinel?.released).toBe(true);
    expect(last()).toBe('off');
  });

  it('does not ask again after release when the page is shown', async () => {
    const browser = new FakeBrowser();
    const { keeper } = keeperOn(browser);
    keeper.acquire();
    await settle();
    keeper.release();
    browser.hide();
    browser.show();
    await settle();
    expect(browser.requests).toBe(1);
  });
});
