/**
 * Keeps the screen on while a game is open at the table (the Screen Wake Lock API), and says
 * when it cannot: the phone lying in the middle of the table must not go dark between plays.
 *
 * The browser releases a wake lock by itself whenever the page is hidden (another app, the
 * screen locked by hand), so the lock is asked for again each time the page becomes visible
 * while it is wanted. `WakeLockKeeper` does the work with the browser's objects passed in (so
 * it can be tested without a browser); `createWakeLock` ties it to a Solid signal.
 */
import { createEffect, createSignal, onCleanup, type Accessor } from 'solid-js';

/**
 * - `off`: not wanted (no game open), or released by the browser while the page is hidden
 * - `pending`: asked for, no answer yet
 * - `on`: the screen stays on
 * - `unsupported`: this browser has no Screen Wake Lock API (or not in this context)
 * - `denied`: the browser refused (battery saver, a permissions policy, a hidden page)
 */
export type WakeLockStatus = 'off' | 'pending' | 'on' | 'unsupported' | 'denied';

/** What the keeper needs of `navigator` and `document` (the DOM's own types fit). */
export interface WakeLockHost {
  readonly navigator: { readonly wakeLock?: Pick<WakeLock, 'request'> | undefined };
  readonly document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

export class WakeLockKeeper {
  readonly #host: WakeLockHost;
  readonly #onStatus: (status: WakeLockStatus) => void;
  #wanted = false;
  #sentinel: WakeLockSentinel | null = null;
  /** counts requests, so that an answer to a request overtaken by `release` is dropped */
  #generation = 0;

  constructor(host: WakeLockHost, onStatus: (status: WakeLockStatus) => void) {
    this.#host = host;
    this.#onStatus = onStatus;
  }

  /** Wants the screen on from now until `release`: asks now and again on every return. */
  acquire(): void {
    if (this.#wanted) return;
    this.#wanted = true;
    this.#host.document.addEventListener('visibilitychange', this.#onVisibility);
    void this.#request();
  }

  /** No longer wants the screen on: lets the lock go and stops asking. */
  release(): void {
    if (!this.#wanted) return;
    this.#wanted = false;
    this.#generation++;
    this.#host.document.removeEventListener('visibilitychange', this.#onVisibility);
    const sentinel = this.#sentinel;
    this.#sentinel = null;
    if (sentinel !== null && !sentinel.released) void sentinel.release().catch(() => undefined);
    this.#onStatus('off');
  }

  readonly #onVisibility = (): void => {
    if (
      this.#wanted &&
      this.#host.document.visibilityState === 'visible' &&
      this.#sentinel === null
    ) {
      void this.#request();
    }
  };

  async #request(): Promise<void> {
    const api = this.#host.navigator.wakeLock;
    if (api === undefined) {
      this.#onStatus('unsupported');
      return;
    }
    const generation = ++this.#generation;
    this.#onStatus('pending');
    try {
      const sentinel = await api.request('screen');
      if (generation !== this.#generation) {
        // Released (or asked again) while the browser was answering: let this one go.
        void sentinel.release().catch(() => undefined);
        return;
      }
      this.#sentinel = sentinel;
      sentinel.addEventListener('release', () => {
        if (this.#sentinel !== sentinel) return;
        this.#sentinel = null;
        // The browser let it go (the page was hidden): asked again when it is visible.
        if (this.#wanted) this.#onStatus('off');
      });
      this.#onStatus('on');
    } catch (error) {
      if (generation !== this.#generation) return;
      // NotAllowedError: refused (battery saver, policy, hidden page); anything else (a
      // browser that knows the API but not the 'screen' type) means it cannot be done here.
      const refused = error instanceof Error && error.name === 'NotAllowedError';
      this.#onStatus(refused ? 'denied' : 'unsupported');
    }
  }
}

/**
 * The screen stays on while `active()` is true (e.g. while a game is open); the status says
 * whether it does. Call inside a Solid component: the lock is let go when the component is.
 */
export function createWakeLock(active: () => boolean): Accessor<WakeLockStatus> {
  const [status, setStatus] = createSignal<WakeLockStatus>('off');
  if (typeof document === 'undefined') return status; // rendered on the server
  const keeper = new WakeLockKeeper({ navigator, document }, setStatus);
  createEffect(() => {
    if (active()) keeper.acquire();
    else keeper.release();
  });
  onCleanup(() => keeper.release());
  return status;
}
