/**
 * `client:queued` (src/components/stepper/queued-directive.ts): islands that come into view
 * together hydrate one at a time, each after a macrotask, never in one task; an island out of
 * view does not hydrate; a failed island does not stop the next one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** A stand-in IntersectionObserver: the test says when an element is in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed: unknown[] = [];
  disconnected = false;
  readonly callback: Callback;
  constructor(callback: Callback) {
    this.callback = callback;
    FakeObserver.all.push(this);
  }
  observe(el: unknown) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  show(inView = true) {
    this.callback([{ isIntersecting: inView }]);
  }
}

/** An island: its load() and hydrate() calls are recorded in `log`. */
function island(name: string, log: string[], fail = false) {
  const el = { children: [{ name }] } as unknown as HTMLElement;
  const load = vi.fn(() => {
    log.push(`load ${name}`);
    return Promise.resolve(() => {
      log.push(`hydrate ${name}`);
      // a task queued by the hydration runs before the next island starts
      setTimeout(() => log.push(`task after ${name}`));
      return fail ? Promise.reject(new Error(`${name} broke`)) : Promise.resolve();
    });
  });
  return { el, load };
}

/** Lets every queued task and promise run (the queue is a few tasks long). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('client:queued', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('reportError', vi.fn());
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hydrates islands in view one at a time, a macrotask apart', async () => {
    const { default: queued } = await import('../../src/components/stepper/queued-directive.ts');
    const log: string[] = [];
    const a = island('a', log);
    const b = island('b', log);
    const c = island('c', log);
    for (const i of [a, b, c]) queued(i.load, { name: 'queued', value: '' }, i.el);
    const [oa, ob, oc] = FakeObserver.all;
    expect(oa?.observed).toEqual([{ name: 'a' }]);

    oc?.show(false);
    oa?.show();
    ob?.show();
    log.push('the task that saw them');
    expect(oa?.disconnected).toBe(true);
    expect(oc?.disconnected).toBe(false);
    await settle();
    // Each island in a task of its own: what the page queued in between runs in between.
    expect(log).toEqual([
      'the task that saw them',
      'load a',
      'hydrate a',
      'task after a',
      'load b',
      'hydrate b',
      'task after b',
    ]);
    // c is out of view: it stays as the server drew it, until it comes into view.
    expect(c.load).not.toHaveBeenCalled();
    oc?.show();
    await settle();
    expect(log.slice(-2)).toEqual(['hydrate c', 'task after c']);
  });

  it('reports a failed island and still hydrates the next', async () => {
    const { default: queued } = await import('../../src/components/stepper/queued-directive.ts');
    const log: string[] = [];
    const a = island('a', log, true);
    const b = island('b', log);
    for (const i of [a, b]) queued(i.load, { name: 'queued', value: '' }, i.el);
    for (const o of FakeObserver.all) o.show();
    await settle();
    expect(log).toEqual([
      'load a',
      'hydrate a',
      'task after a',
      'load b',
      'hydrate b',
      'task after b',
    ]);
    expect(reportError).toHaveBeenCalledOnce();
  });
});
