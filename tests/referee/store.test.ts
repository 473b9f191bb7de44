/**
 * The referee's saved games (src/lib/referee-store.ts and the session that uses it): every
 * entry saved before it is announced; a game restored from its record exactly (log, phase,
 * redo); several games by name; corrupt JSON, wrong and future versions, a record that
 * fails the schema or no longer replays, all set aside with a notice while valid games stay;
 * a full storage, a missing one, a patched getItem; two tabs on one game with one writer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCard, type Card } from '../../src/engine/cards.ts';
import { presetRules } from '../../src/engine/rules.ts';
import { statusOf } from '../../src/machines/status.ts';
import { transcriptOf } from '../../src/machines/transcript.ts';
import {
  RefereeSession,
  type RefereeGame,
  type RefereeSessionOptions,
  type StoreNotice,
} from '../../src/components/referee/session.ts';
import {
  REFEREE_MACHINE,
  encodeGame,
  encodeGameAfter,
} from '../../src/components/referee/session-machine.ts';
import {
  ASK_MS,
  LEASE_MS,
  OPEN_KEY,
  RECORD_VERSION,
  gameKey,
  leaseKey,
  readRecord,
  type Lease,
  type SavedGameRecord,
} from '../../src/lib/referee-store.ts';
import { FakeBrowser, PLAYERS, enter, tableGame, tableSetup } from './fake-browser.ts';

const GAME = tableGame(11, 2);

function cards(...texts: string[]): Card[] {
  return texts.map((t) => {
    const c = parseCard(t);
    if (c === null) throw new Error(`bad card ${t}`);
    return c;
  });
}

/** A session attached to a new tab of `browser`. */
function open(browser: FakeBrowser, options: RefereeSessionOptions = {}): RefereeSession {
  const session = browser.session(options);
  session.attach();
  return session;
}

/** Starts the table game and enters its first `n` entries after the deal. */
function played(session: RefereeSession, n: number): RefereeGame {
  const game = session.start(tableSetup());
  for (const entry of GAME.slice(1, n + 1)) enter(session, entry);
  return session.current() ?? game;
}

function stored(browser: FakeBrowser, id: string): SavedGameRecord {
  const raw = browser.items.get(gameKey(id));
  if (raw === undefined) throw new Error('nothing stored');
  return JSON.parse(raw) as SavedGameRecord;
}

function codes(notices: readonly StoreNotice[]): string[] {
  return notices.map((n) => (n.code === 'set-aside' ? `set-aside:${n.reason}` : n.code));
}

function asideKeys(browser: FakeBrowser): string[] {
  return [...browser.items.keys()].filter((k) => k.startsWith('president-referee:aside:'));
}

/** The parts of a game a record must bring back. */
function state(game: RefereeGame | null) {
  if (game === null) return null;
  const { value, context } = game.snapshot;
  return {
    phase: value,
    log: context.log,
    redo: context.redo,
    game: context.game,
    // the notation of the log and redo stack (transcriptOf cannot write a game joined
    // mid-way without last round's places; encodeGame numbers its rounds from 1)
    transcript: encodeGame(context, null).transcript,
    setup: game.setup,
  };
}

describe('saving every entry', () => {
  it('writes each entry before the subscribers hear of it', () => {
    const browser = new FakeBrowser();
    const session = open(browser);
    const game = session.start(tableSetup());
    const seen: number[] = [];
    session.subscribe((g) => {
      // what a listener is told is already in storage
      if (g !== null) seen.push(stored(browser, g.id).entries - g.snapshot.context.log.length);
    });
    for (const entry of GAME.slice(1, 12)) enter(session, entry);
    expect(seen.length).toBeGreaterThanOrEqual(11);
    expect(new Set(seen)).toEqual(new Set([0]));
    expect(stored(browser, game.id).version).toBe(RECORD_VERSION);
  });

  it('held news: entries saved at once, the subscribers told once, at release', () => {
    const browser = new FakeBrowser();
    const session = open(browser);
    const game = played(session, 2);
    const told: number[] = [];
    session.subscribe((g) => told.push(g?.snapshot.context.log.length ?? -1));
    session.hold();
    enter(session, GAME[3]!);
    enter(session, GAME[4]!);
    expect(told).toEqual([]);
    // the deal and four moves
    expect(stored(browser, game.id).entries).toBe(5);
    expect(session.current()?.snapshot.context.log.length).toBe(5);
    session.release();
    expect(told).toEqual([5]);
    // a release without a hold, or a hold in which nothing changed, tells nothing
    session.release();
    session.hold();
    session.release();
    expect(told).toEqual([5]);
  });

  it('a rehearsed entry is worked out as `send` would, and nothing is entered, saved or heard', () => {
    const browser = new FakeBrowser();
    const session = open(browser);
    const game = played(session, 6);
    const before = stored(browser, game.id);
    const told: unknown[] = [];
    session.subscribe((g) => told.push(g));
    const entry = GAME[7]!;
    if (entry.kind !== 'move') throw new Error('the 7th entry is a move');
    const snapshot = session.current()?.snapshot;
    const rehearsed = session.rehearse({ type: 'MOVE', move: entry.move });
    // the game, its storage and its listeners as they were
    expect(session.current()?.snapshot).toBe(snapshot);
    expect(snapshot?.context.log).toHaveLength(7);
    expect(stored(browser, game.id)).toEqual(before);
    expect(told).toEqual([]);
    // the same verdict and state as entering it
    enter(session, entry);
    const entered = session.current();
    expect(rehearsed && statusOf(rehearsed).lastVerdict).toEqual(
      entered && statusOf(entered.snapshot).lastVerdict,
    );
    expect(rehearsed?.context.game).toEqual(entered?.snapshot.context.game);
    // no game open: nothing to rehearse
    session.close();
    expect(session.rehearse({ type: 'MOVE', move: entry.move })).toBeNull();
  });

  it('keeps a record that the schema reads back, rules as text', () => {
    const browser = new FakeBrowser();
    const game = played(open(browser), 20);
    const record = stored(browser, game.id);
    expect(record.setup.rules).toBe('common');
    expect(record.setup.players).toEqual(PLAYERS);
    expect(record.entries).toBe(21);
    expect(record.redo).toEqual([]);
    expect(record.transcript.startsWith('rules: common\nplayers: Anna, Ben, Cem, Dora\n')).toBe(
      true,
    );
    const read = readRecord(browser.items.get(gameKey(game.id)));
    expect(read.ok && read.record.setup.rules).toEqual(presetRules('common'));
  });

  it('names the preset the table chose where another says the same (swedish plays as arschloch)', () => {
    const browser = new FakeBrowser();
    const session = open(browser);
    const setup = tableSetup({ rules: presetRules('swedish'), preset: 'swedish' });
    session.start(setup);
    for (const entry of GAME.slice(1, 12)) enter(session, entry);
    const game = session.current()!;
    const record = stored(browser, game.id);
    expect(record.setup.rules).toBe('swedish');
    expect(record.transcript.startsWith('rules: swedish\n')).toBe(true);
    expect(transcriptOf(game.snapshot.context, game.setup.preset)).toMatch(/^rules: swedish\n/);
    // without the choice the first preset that says the same is written, as before
    expect(transcriptOf(game.snapshot.context)).toMatch(/^rules: arschloch\n/);
    session.detach();

    const again = open(browser);
    expect(again.notices()).toEqual([]);
    expect(again.current()?.setup.preset).toBe('swedish');
    expect(state(again.current())).toEqual(state(game));

    // a transcript opened as a game keeps the name its rules: line gives
    const text = record.transcript;
    const imported = again.importTranscript(text, 'Imported');
    expect(imported.ok).toBe(true);
    expect(again.current()?.setup.preset).toBe('swedish');
    const arschloch = again.importTranscript(
      text.replace('rules: swedish', 'RULES: Arschloch'),
      'B',
    );
    expect(arschloch.ok && again.current()?.setup.preset).toBe('arschloch');
    // a later rules: line with a preset starts the rules again: its preset counts
    const later = text.replace('rules: swedish\n', 'rules: classic\nrules: swedish, jokers=0\n');
    expect(again.importTranscript(later, 'C').ok && again.current()?.setup.preset).toBe('swedish');
  });

  it('restores a record written before the set-up kept its preset', () => {
    const browser = new FakeBrowser();
    const session = open(browser);
    session.start(tableSetup({ rules: presetRules('swedish'), preset: null }));
    for (const entry of GAME.slice(1, 6)) enter(session, entry);
    const id = session.current()!.id;
    session.detach();
    const record = stored(browser, id) as SavedGameRecord & { setup: { preset?: unknown } };
    expect(record.transcript.startsWith('rules: arschloch\n')).toBe(true);
    delete record.setup.preset;
    browser.items.set(gameKey(id), JSON.stringify(record));
    const again = open(browser);
    expect(again.notices()).toEqual([]);
    expect(again.current()?.setup.preset).toBeNull();
    expect(again.current()?.snapshot.context.log.length).toBe(6);
  });

  it('writes a long game by appending the new moves, as formatLog would write the whole', () => {
    const browser = new FakeBrowser();
    const session = open(browser);
    const game = session.start(tableSetup());
    let written = {
      log: game.snapshot.context.log,
      transcript: transcriptOf(game.snapshot.context),
    };
    for (const entry of GAME.slice(1, 100)) {
      enter(session, entry);
      const context = session.current()?.snapshot.context;
      if (context === undefined) throw new Error('no game');
      const quick = encodeGameAfter(written, context, null);
      expect(quick).toEqual(encodeGame(context, null));
      written = { log: context.log, transcript: quick.transcript };
    }
  });
});

describe('restoring a game', () => {
  it('reopens the last open game on load, equal to the saved one, undo and redo included', () => {
    /** 40 entries, 5 taken back, 1 put back again */
    const steps = (session: RefereeSession): void => {
      played(session, 40);
      for (let i = 0; i < 5; i++) session.send({ type: 'UNDO' });
      session.send({ type: 'REDO' });
    };
    const browser = new FakeBrowser();
    const first = open(browser);
    steps(first);
    const before = first.current();
    expect(before?.snapshot.context.redo.length).toBe(4);
    first.detach();

    const second = open(browser);
    const after = second.current();
    expect(state(after)).toEqual(state(before));
    expect(after?.id).toBe(before?.id);
    expect(second.notices()).toEqual([]);
    expect(statusOf(after!.snapshot).canRedo).toBe(true);
    // redo goes on where it stopped, as in a game never reloaded
    const memory = new RefereeSession({ machine: REFEREE_MACHINE });
    steps(memory);
    memory.send({ type: 'REDO' });
    second.send({ type: 'REDO' });
    expect(state(second.current())).toEqual({ ...state(memory.current()), setup: after?.setup });
    expect(second.current()?.snapshot.context.redo.length).toBe(3);
  });

  it('restores across rounds: a finished round, the next deal, undo of that deal', () => {
    const round2 = GAME.findIndex((e, i) => i > 0 && e.kind === 'deal');
    expect(round2).toBeGreaterThan(0);
    const browser = new FakeBrowser();
    const session = open(browser);
    played(session, round2 + 4);
    // back to before round 2's deal: round 1 is over
    for (let i = 0; i < 5; i++) session.send({ type: 'UNDO' });
    expect(session.current()?.snapshot.value).toBe('roundOver');
    session.detach();
    const reloaded = open(browser);
    expect(state(reloaded.current())).toEqual(state(session.current()));
    for (let i = 0; i < 5; i++) reloaded.send({ type: 'REDO' });
    expect(transcriptOf(reloaded.current()!.snapshot.context)).toBe(
      transcriptOf(
        played(new RefereeSession({ machine: REFEREE_MACHINE }), round2 + 4).snapshot.context,
      ),
    );
  });

  it('restores the phase the log does not show: NEXT_ROUND sent, the hands not yet entered', () => {
    const browser = new FakeBrowser();
    const session = open(browser);
    session.start(tableSetup({ mode: 'known' }));
    expect(session.current()?.snapshot.value).toBe('dealing');
    expect(state(open(browser).current())).toEqual(state(session.current()));
    const round2 = GAME.findIndex((e, i) => i > 0 && e.kind === 'deal');
    // known hands: a made-up deal is fine for the phases, the moves are refused or not alike
    session.send({ type: 'DEAL', seats: PLAYERS, dealer: 'Dora' });
    for (const entry of GAME.slice(1, round2)) enter(session, entry);
    expect(session.current()?.snapshot.value).toBe('roundOver');
    session.send({ type: 'NEXT_ROUND' });
    expect(session.current()?.snapshot.value).toBe('dealing');
    expect(state(open(browser).current())).toEqual(state(session.current()));
  });

  it('restores known hands, a game joined mid-way with its places and totals, and without places', () => {
    const hands = [
      cards('3C', '4D', '5H'),
      cards('6C', '7D', '8H'),
      cards('9C', '10D', 'JH'),
      cards('QC', 'KD', 'AH'),
    ];
    for (const from of [
      null,
      { round: 4, previous: ['Cem', 'Anna', 'Dora', 'Ben'], totals: { Cem: 7, Anna: 3 } },
      { round: 3, previous: null, totals: { Ben: 2 } },
    ]) {
      const browser = new FakeBrowser();
      const session = open(browser);
      session.start(tableSetup({ mode: 'known', from }));
      session.send({ type: 'DEAL', seats: PLAYERS, dealer: 'Dora', hands });
      const leader = session.current()?.snapshot.context.game?.round?.seats ?? [];
      for (const p of leader) session.send({ type: 'MOVE', move: { type: 'pass', player: p } });
      session.send({ type: 'MOVE', move: { type: 'play', player: 'Anna', cards: cards('3C') } });
      session.send({ type: 'MOVE', move: { type: 'play', player: 'Ben', cards: cards('2S') } });
      const restored = open(browser).current();
      expect(state(restored)).toEqual(state(session.current()));
      expect(restored?.snapshot.context.game?.totals).toEqual(
        session.current()?.snapshot.context.game?.totals,
      );
      expect(restored?.snapshot.context.game?.round?.number).toBe(from?.round ?? 1);
    }
  });
});

describe('several games', () => {
  it('keeps games by name, lists them newest first, resumes and removes them', () => {
    const browser = new FakeBrowser();
    const session = open(browser);
    const a = session.start(tableSetup({ name: 'Monday' }));
    browser.time += 1000;
    const b = session.start(
      tableSetup({ name: 'Tuesday', players: ['Eva', 'Fred', 'Gus'], dealer: 'Gus' }),
    );
    browser.time += 1000;
    enter(session, { kind: 'move', round: 1, move: { type: 'pass', player: 'Eva' } });
    expect(session.list().map((g) => g.name)).toEqual(['Tuesday', 'Monday']);
    expect(session.resume(a.id)?.setup.name).toBe('Monday');
    browser.time += 1000;
    enter(session, GAME[1]!);
    expect(session.list().map((g) => g.name)).toEqual(['Monday', 'Tuesday']);
    // another tab sees the same list
    expect(
      open(browser)
        .list()
        .map((g) => g.id),
    ).toEqual([a.id, b.id]);
    session.remove(a.id);
    expect(session.current()).toBeNull();
    expect(session.list().map((g) => g.id)).toEqual([b.id]);
    expect(browser.items.has(gameKey(a.id))).toBe(false);
    expect(session.resume(a.id)).toBeNull();
  });

  it('lists each game with the round in play (none for a record saved before it was kept)', () => {
    const browser = new FakeBrowser();
    const session = open(browser);
    const game = session.start(tableSetup());
    expect(session.list().map((g) => g.round)).toEqual([1]);
    for (const entry of GAME.slice(1)) enter(session, entry);
    const round = session.current()?.snapshot.context.game?.round?.number;
    expect(round).toBe(2);
    expect(session.list().map((g) => g.round)).toEqual([2]);
    session.close();
    expect(stored(browser, game.id).round).toBe(2);
    expect(
      open(browser)
        .list()
        .map((g) => g.round),
    ).toEqual([2]);
    const older: Partial<SavedGameRecord> = stored(browser, game.id);
    delete older.round;
    browser.items.set(gameKey(game.id), JSON.stringify(older));
    expect(
      open(browser)
        .list()
        .map((g) => [g.id, g.round]),
    ).toEqual([[game.id, null]]);
  });

  it('reopens nothing after close, and the closed game stays in the list', () => {
    const browser = new FakeBrowser();
    const session = open(browser);
    const game = played(session, 3);
    session.close();
    expect(browser.items.has(OPEN_KEY)).toBe(false);
    const again = open(browser);
    expect(again.current()).toBeNull();
    expect(again.list().map((g) => g.id)).toEqual([game.id]);
    expect(state(again.resume(game.id))).toEqual(state(game));
  });
});

describe('what cannot be read is set aside', () => {
  /** A browser with one good game and one stored value `bad` under another game's key. */
  function withBad(bad: string): { browser: FakeBrowser; good: RefereeGame } {
    const browser = new FakeBrowser();
    const session = open(browser);
    const good = played(session, 5);
    session.close();
    browser.items.set(gameKey('broken'), bad);
    browser.items.set(OPEN_KEY, 'broken');
    return { browser, good };
  }

  const record = (browser: FakeBrowser, id: string): Record<string, unknown> =>
    JSON.parse(browser.items.get(gameKey(id)) ?? '') as Record<string, unknown>;

  for (const [what, reason, make] of [
    ['corrupt JSON', 'json', () => '{"version":1,"id":"broken","setup":'],
    [
      'a wrong version',
      'old-version',
      (r: Record<string, unknown>) => JSON.stringify({ ...r, version: 0 }),
    ],
    [
      'a version as text',
      'old-version',
      (r: Record<string, unknown>) => JSON.stringify({ ...r, version: '1' }),
    ],
    [
      'a future version',
      'future-version',
      (r: Record<string, unknown>) => JSON.stringify({ ...r, version: 2, more: [1] }),
    ],
    [
      'a record without players',
      'schema',
      (r: Record<string, unknown>) =>
        JSON.stringify({ ...r, setup: { ...(r['setup'] as object), players: undefined } }),
    ],
    [
      'rules that do not read',
      'schema',
      (r: Record<string, unknown>) =>
        JSON.stringify({ ...r, setup: { ...(r['setup'] as object), rules: 'jokers=9' } }),
    ],
    [
      'a log that no longer replays',
      'replay',
      (r: Record<string, unknown>) =>
        JSON.stringify({
          ...r,
          transcript: String(r['transcript']).replace('round 1\n', 'round 1\nZed: pass\n'),
          entries: Number(r['entries']) + 1,
        }),
    ],
    [
      'a phase the log does not reach',
      'replay',
      (r: Record<string, unknown>) => JSON.stringify({ ...r, phase: 'gameOver' }),
    ],
    ['JSON that is not an object', 'schema', () => '[1,2,3]'],
  ] as const) {
    it(`${what}: copied aside verbatim with a notice, valid games kept, a clean start`, () => {
      const { browser, good } = withBad('');
      const bad = make({ ...record(browser, good.id), id: 'broken' });
      browser.items.set(gameKey('broken'), bad);
      const session = open(browser);
      expect(session.current()).toBeNull();
      expect(codes(session.notices())).toEqual([`set-aside:${reason}`]);
      const notice = session.notices()[0];
      const key = notice?.code === 'set-aside' ? notice.key : null;
      expect(key).toMatch(/^president-referee:aside:.*:broken$/);
      expect(browser.items.get(key ?? '')).toBe(bad);
      expect(asideKeys(browser)).toEqual([key]);
      expect(browser.items.has(gameKey('broken'))).toBe(false);
      expect(browser.items.has(OPEN_KEY)).toBe(false);
      // the valid game is untouched and opens
      expect(session.list().map((g) => g.id)).toEqual([good.id]);
      expect(state(session.resume(good.id))).toEqual(state(good));
      // and a clean start saves normally
      session.close();
      const fresh = session.start(tableSetup({ name: 'Clean' }));
      expect(stored(browser, fresh.id).setup.name).toBe('Clean');
    });
  }

  it('a patched getItem that gives numbers and objects is refused by the schema, not crashed on', () => {
    for (const odd of [42, { version: 1 }, ['x'], true]) {
      const browser = new FakeBrowser();
      const good = played(open(browser), 3);
      const other = played(open(browser), 2);
      browser.patch = (key) =>
        key === gameKey(good.id)
          ? odd
          : key === OPEN_KEY
            ? good.id
            : (browser.items.get(key) ?? null);
      const session = open(browser);
      expect(session.current()).toBeNull();
      expect(codes(session.notices())).toEqual(['set-aside:unreadable']);
      expect(session.list().map((g) => g.id)).toEqual([other.id]);
      // copied aside as far as it reads, reported once, and left in place: what is really
      // stored under the key is unknown, so it is not cleared
      const aside = asideKeys(browser);
      expect(aside.map((k) => browser.items.get(k))).toEqual([JSON.stringify(odd)]);
      session.list();
      expect(session.resume(good.id)).toBeNull();
      expect(asideKeys(browser)).toEqual(aside);
      expect(session.notices().length).toBe(1);
      browser.patch = null;
      expect(state(open(browser).resume(good.id))).toEqual(state(good));
    }
  });

  it('a getItem that throws is reported, not thrown', () => {
    const browser = new FakeBrowser();
    const good = played(open(browser), 3);
    browser.patch = (key) => {
      if (key === gameKey(good.id)) throw new Error('broken disk');
      return browser.items.get(key) ?? null;
    };
    const session = open(browser);
    expect(session.current()).toBeNull();
    expect(codes(session.notices())).toContain('set-aside:unreadable');
  });
});

describe('storage full', () => {
  it('goes on in memory with a notice, and saves again on the next entry once there is room', () => {
    const browser = new FakeBrowser();
    const session = open(browser);
    const game = played(session, 4);
    browser.full = true;
    const updates: number[] = [];
    session.subscribe((g) => updates.push(g?.snapshot.context.log.length ?? -1));
    enter(session, GAME[5]!);
    enter(session, GAME[6]!);
    expect(session.current()?.snapshot.context.log.length).toBe(7);
    expect(updates).toEqual([6, 7]);
    expect(codes(session.notices())).toEqual(['not-saved']);
    expect(stored(browser, game.id).entries).toBe(5);
    browser.full = false;
    enter(session, GAME[7]!);
    expect(session.notices()).toEqual([]);
    expect(stored(browser, game.id).entries).toBe(8);
    expect(state(open(browser).current())).toEqual(state(session.current()));
  });

  it('a new game that cannot be saved at all still plays and stays in the list', () => {
    const browser = new FakeBrowser();
    browser.full = true;
    const session = open(browser);
    const game = played(session, 3);
    expect(codes(session.notices())).toEqual(['not-saved']);
    expect(session.current()?.snapshot.context.log.length).toBe(4);
    expect(session.list().map((g) => g.id)).toEqual([game.id]);
  });
});

describe('missing storage (private modes)', () => {
  for (const [what, storage] of [
    [
      'localStorage throws on access',
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    ],
    ['localStorage is null', () => null],
    [
      'localStorage throws on first use',
      () =>
        ({
          ...new FakeBrowser().tab().storage,
          getItem: () => {
            throw new DOMException('denied', 'SecurityError');
          },
        }) as unknown as Storage,
    ],
  ] as const) {
    it(`${what}: a notice, and the games work in memory`, () => {
      const session = new RefereeSession({
        storage,
        events: null,
        page: null,
        heartbeatMs: 0,
        machine: REFEREE_MACHINE,
      });
      session.attach();
      expect(codes(session.notices())).toEqual(['no-storage']);
      const game = played(session, 10);
      expect(session.current()?.snapshot.context.log.length).toBe(11);
      session.send({ type: 'UNDO' });
      expect(session.current()?.snapshot.context.log.length).toBe(10);
      session.close();
      expect(session.list().map((g) => g.id)).toEqual([game.id]);
      expect(session.resume(game.id)?.snapshot.context.log.length).toBe(10);
      expect(codes(session.notices())).toEqual(['no-storage']);
    });
  }

  it('before attach() the session touches no storage at all', () => {
    let touched = false;
    const session = new RefereeSession({
      storage: () => {
        touched = true;
        return null;
      },
      machine: REFEREE_MACHINE,
    });
    played(session, 2);
    expect(touched).toBe(false);
    expect(session.notices()).toEqual([]);
  });
});

describe('two tabs on one game', () => {
  it('one writes; the other follows read-only, says so, and can take over', () => {
    const browser = new FakeBrowser();
    const a = open(browser);
    const game = played(a, 6);
    const b = open(browser);
    expect(b.current()?.id).toBe(game.id);
    expect(a.writable()).toBe(true);
    expect(b.writable()).toBe(false);
    expect(codes(b.notices())).toEqual(['open-elsewhere']);

    // the follower enters nothing
    const before = b.current();
    expect(
      b.send({
        type: 'MOVE',
        move: GAME[7]!.kind === 'move' ? GAME[7]!.move : { type: 'pass', player: 'Anna' },
      }),
    ).toBe(before);
    expect(b.current()?.snapshot.context.log.length).toBe(7);
    expect(stored(browser, game.id).entries).toBe(7);

    // the writer's entries reach the follower
    const heard: number[] = [];
    b.subscribe((g) => heard.push(g?.snapshot.context.log.length ?? -1));
    enter(a, GAME[7]!);
    enter(a, GAME[8]!);
    browser.flush();
    expect(state(b.current())).toEqual(state(a.current()));
    expect(heard.at(-1)).toBe(9);

    // take over here: b writes, a follows
    b.takeOver();
    browser.flush();
    expect(b.writable()).toBe(true);
    expect(a.writable()).toBe(false);
    expect(codes(a.notices())).toEqual(['taken-over']);
    expect(b.notices()).toEqual([]);
    enter(a, GAME[9]!);
    expect(a.current()?.snapshot.context.log.length).toBe(9);
    enter(b, GAME[9]!);
    browser.flush();
    expect(stored(browser, game.id).entries).toBe(10);
    expect(state(a.current())).toEqual(state(b.current()));
  });

  it('the writer closing its tab lets the other write', () => {
    const browser = new FakeBrowser();
    const a = open(browser);
    played(a, 3);
    const b = open(browser);
    expect(b.writable()).toBe(false);
    a.detach();
    browser.flush();
    expect(b.writable()).toBe(true);
    expect(b.notices()).toEqual([]);
    enter(b, GAME[4]!);
    expect(b.current()?.snapshot.context.log.length).toBe(5);
  });

  describe('a writer that may be gone: the follower asks', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('a tab killed without letting go (no pagehide): the next tab takes the game over at once', () => {
      const browser = new FakeBrowser();
      // the writer's tab will be gone without a word: it hears nothing, its lease still holds
      const a = open(browser, { events: null });
      const game = played(a, 3);
      browser.flush();
      const b = open(browser, { askMs: ASK_MS });
      expect(b.writable()).toBe(false);
      expect(codes(b.notices())).toEqual(['open-elsewhere']);
      browser.flush(); // the ask reaches no one
      vi.advanceTimersByTime(ASK_MS);
      expect(b.writable()).toBe(true);
      expect(b.notices()).toEqual([]);
      enter(b, GAME[4]!);
      expect(stored(browser, game.id).entries).toBe(5);
    });

    it('a writer still there answers, and keeps the game', () => {
      const browser = new FakeBrowser();
      const a = open(browser);
      const game = played(a, 3);
      browser.flush();
      const b = open(browser, { askMs: ASK_MS });
      expect(b.writable()).toBe(false);
      browser.time += 10;
      browser.flush(); // the ask reaches the writer, which renews its lease
      browser.flush(); // the renewed lease reaches the follower
      vi.advanceTimersByTime(ASK_MS);
      expect(b.writable()).toBe(false);
      expect(a.writable()).toBe(true);
      expect(codes(b.notices())).toEqual(['open-elsewhere']);
      enter(a, GAME[4]!);
      expect(stored(browser, game.id).entries).toBe(5);
    });
  });

  it('an entry writes the lease only once half of it has run (one read, no write, per entry)', () => {
    const browser = new FakeBrowser();
    const a = open(browser);
    const game = played(a, 1);
    const until = () => (JSON.parse(browser.items.get(leaseKey(game.id)) ?? 'null') as Lease).until;
    const first = until();
    browser.time += LEASE_MS / 4;
    enter(a, GAME[2]!);
    expect(until()).toBe(first);
    browser.time += LEASE_MS / 4 + 1;
    enter(a, GAME[3]!);
    expect(until()).toBe(browser.time + LEASE_MS);
    // another tab still sees the game held
    const b = open(browser);
    enter(b, GAME[4]!);
    expect(b.writable()).toBe(false);
    // the deal and three moves: b's entry was not made
    expect(stored(browser, game.id).entries).toBe(4);
  });

  it('a crashed writer’s lease runs out, then the other tab writes', () => {
    const browser = new FakeBrowser();
    const a = open(browser);
    const game = played(a, 3);
    const b = open(browser);
    enter(b, GAME[4]!);
    expect(b.current()?.snapshot.context.log.length).toBe(4);
    browser.time += LEASE_MS + 1;
    enter(b, GAME[4]!);
    expect(b.current()?.snapshot.context.log.length).toBe(5);
    expect(stored(browser, game.id).entries).toBe(5);
    // the old writer learns of it and follows
    browser.flush();
    expect(a.writable()).toBe(false);
    expect(state(a.current())).toEqual(state(b.current()));
  });

  it('a record written by another tab unseen is taken before writing, never overwritten', () => {
    const browser = new FakeBrowser();
    const a = open(browser);
    const game = played(a, 3);
    const b = open(browser);
    a.detach(); // lets go of the lease; b has not heard (no flush)
    const c = open(browser); // a third tab takes the game and writes
    expect(c.writable()).toBe(true);
    enter(c, GAME[4]!);
    c.detach();
    // b's next entry finds a newer record: it shows it and makes no entry
    enter(b, GAME[4]!);
    expect(codes(b.notices())).toContain('changed-elsewhere');
    expect(b.current()?.snapshot.context.log.length).toBe(5);
    expect(stored(browser, game.id).entries).toBe(5);
    enter(b, GAME[5]!);
    expect(stored(browser, game.id).entries).toBe(6);
    expect(b.notices()).toEqual([]);
  });
});

describe('the statechart loaded when a game is opened', () => {
  it('attach() waits for the loader, then reopens the last game as saved', async () => {
    const browser = new FakeBrowser();
    const first = open(browser);
    const game = played(first, 9);
    first.detach();
    let loads = 0;
    const later = browser.session({
      machine: () => {
        loads++;
        return Promise.resolve(REFEREE_MACHINE);
      },
    });
    const heard: (RefereeGame | null)[] = [];
    later.subscribe((g) => heard.push(g));
    later.attach();
    expect(later.opening()).toBe(true);
    expect(later.current()).toBeNull();
    expect(() => later.start(tableSetup())).toThrow(/not loaded/);
    await later.ready();
    expect(loads).toBe(1);
    expect(later.opening()).toBe(false);
    const reopened = later.current();
    expect(reopened).not.toBeNull();
    expect(transcriptOf(reopened!.snapshot.context)).toBe(transcriptOf(game.snapshot.context));
    expect(later.current()?.snapshot.context.log.length).toBe(game.snapshot.context.log.length);
    expect(heard.at(-1)?.id).toBe(game.id);
  });

  it('a loader that fails leaves the kept game in the list and can be tried again', async () => {
    const browser = new FakeBrowser();
    const first = open(browser);
    const game = played(first, 3);
    first.detach();
    let fail = true;
    const later = browser.session({
      machine: () =>
        fail ? Promise.reject(new Error('offline')) : Promise.resolve(REFEREE_MACHINE),
    });
    later.attach();
    await expect(later.ready()).rejects.toThrow('offline');
    expect(later.opening()).toBe(false);
    expect(later.current()).toBeNull();
    expect(later.list().map((g) => g.id)).toEqual([game.id]);
    fail = false;
    await later.ready();
    expect(later.resume(game.id)?.snapshot.context.log.length).toBe(
      game.snapshot.context.log.length,
    );
  });

  it('without a statechart nothing can be started, imported or resumed', () => {
    const session = new RefereeSession({ storage: () => null, events: null, page: null });
    session.attach();
    expect(() => session.start(tableSetup())).toThrow(/not loaded/);
    expect(() => session.importTranscript('players: A, B, C\n', 'x')).toThrow(/not loaded/);
    return expect(session.ready()).rejects.toThrow();
  });
});
