/**
 * The verdict first (src/components/referee/pace.ts): an entry runs with the table held back;
 * the table is drawn two frames later (or after 100 ms where no frames come), at once when
 * input arrives first, and never twice.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pacer, type Holdable } from '../../src/components/referee/pace.ts';

/** A session stand-in that records what happened, in order. */
function recorder(): Holdable & { readonly log: string[] } {
  const log: string[] = [];
  return { log, hold: () => log.push('hold'), release: () => log.push('release') };
}

describe('pacer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the entry held, then draws the table once, two frames later', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    const session = recorder();
    const paced = pacer(session);
    paced.first(
      (entry) => session.log.push(entry),
      'entry',
      () => session.log.push('focus'),
    );
    expect(session.log).toEqual(['hold', 'entry']);
    // the next frame draws the verdict; the table waits for the one after
    frames.shift()?.(0);
    expect(session.log).toEqual(['hold', 'entry']);
    frames.shift()?.(16);
    expect(session.log).toEqual(['hold', 'entry', 'release', 'focus']);
    // the fallback timer finds the table drawn
    vi.advanceTimersByTime(200);
    expect(session.log).toEqual(['hold', 'entry', 'release', 'focus']);
  });

  it('without frames (a hidden tab) the table is drawn after 100 ms', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const session = recorder();
    pacer(session).first(
      (entry) => session.log.push(entry),
      'entry',
      () => session.log.push('focus'),
    );
    vi.advanceTimersByTime(99);
    expect(session.log).toEqual(['hold', 'entry']);
    vi.advanceTimersByTime(1);
    expect(session.log).toEqual(['hold', 'entry', 'release', 'focus']);
  });

  it('input draws the held table at once; a second entry first draws the first one’s', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const session = recorder();
    const paced = pacer(session);
    const push = (entry: string) => session.log.push(entry);
    paced.first(push, 'entry 1', () => session.log.push('focus 1'));
    paced.catchUp();
    paced.catchUp();
    expect(session.log).toEqual(['hold', 'entry 1', 'release', 'focus 1']);
    session.log.length = 0;
    paced.first(push, 'entry 2', () => session.log.push('focus 2'));
    paced.first(push, 'entry 3', () => session.log.push('focus 3'));
    expect(session.log).toEqual(['hold', 'entry 2', 'release', 'focus 2', 'hold', 'entry 3']);
    vi.advanceTimersByTime(100);
    expect(session.log).toEqual([
      ...['hold', 'entry 2', 'release', 'focus 2'],
      ...['hold', 'entry 3', 'release', 'focus 3'],
    ]);
  });

  it('an earlier entry’s late timer does not draw a later entry’s table early', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const session = recorder();
    const paced = pacer(session);
    const push = (entry: string) => session.log.push(entry);
    paced.first(push, 'entry 1', () => session.log.push('focus 1'));
    vi.advanceTimersByTime(50);
    // input drew entry 1's table; entry 2 is held from t = 50 to t = 150
    paced.first(push, 'entry 2', () => session.log.push('focus 2'));
    vi.advanceTimersByTime(60);
    expect(session.log).toEqual(['hold', 'entry 1', 'release', 'focus 1', 'hold', 'entry 2']);
    vi.advanceTimersByTime(40);
    expect(session.log.slice(-2)).toEqual(['release', 'focus 2']);
  });

  it('an entry that throws still lets the table be drawn', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const session = recorder();
    const paced = pacer(session);
    expect(() =>
      paced.first(
        (what: string) => {
          throw new Error(what);
        },
        'boom',
        () => session.log.push('focus'),
      ),
    ).toThrow('boom');
    vi.advanceTimersByTime(100);
    expect(session.log).toEqual(['hold', 'release', 'focus']);
  });
});
