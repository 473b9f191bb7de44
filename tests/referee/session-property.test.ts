/**
 * The property of issue 7: random games under random rule sets, entered through the
 * referee's session (its statechart) as a real table would — deals, plays, refused attempts,
 * undo and redo, next rounds, reloads in between — and exported with transcriptOf, get
 * exactly the CLI's verdicts on that transcript, line by line; and the saved game, reloaded,
 * exports the same transcript.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkText } from '../../src/cli/check.ts';
import { mulberry32 } from '../../src/engine/random.ts';
import type { Verdict } from '../../src/engine/verdict.ts';
import { type LogEntry } from '../../src/machines/game.ts';
import { transcriptOf } from '../../src/machines/transcript.ts';
import type { RefereeSession, RefereeSetup } from '../../src/components/referee/session.ts';
import { randomLog } from '../golden/generate.ts';
import { NAMES, ruleSetArb } from '../engine/random-games.ts';
import { FakeBrowser, enter } from './fake-browser.ts';

/** What a session's game must look like again after a reload. */
function state(session: RefereeSession) {
  const game = session.current();
  if (game === null) return null;
  return {
    id: game.id,
    phase: game.snapshot.value,
    log: game.snapshot.context.log,
    redo: game.snapshot.context.redo,
    game: game.snapshot.context.game,
  };
}

const gameArb = fc.record({
  rules: ruleSetArb,
  players: fc.integer({ min: 3, max: 5 }),
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  knownHands: fc.boolean(),
  /** joined mid-way: the first round here, and a seed for last round's places and the totals */
  entered: fc.option(
    fc.record({ round: fc.integer({ min: 2, max: 5 }), seed: fc.integer({ min: 1, max: 1000 }) }),
    { freq: 3 },
  ),
  /** how the table enters it: undo, redo, stray names, reloads */
  table: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
});

describe('a game entered through the referee gets the CLI’s verdicts', () => {
  it('random games, random rules: session, export, CLI, reload', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const players = NAMES.slice(0, g.players);
        const pick = mulberry32(g.entered?.seed ?? 1);
        const previous = g.entered === null ? null : [...players].sort(() => pick() - 0.5);
        const totals =
          g.entered === null
            ? {}
            : Object.fromEntries(players.map((p) => [p, Math.floor(pick() * 9)]));
        const { header, entries: generated } = randomLog({
          rules: g.rules,
          players,
          seed: g.seed,
          rounds: 2,
          knownHands: g.knownHands,
          illegal: 0.2,
          ...(g.entered === null || previous === null
            ? {}
            : { entered: { round: g.entered.round, previous } }),
        });
        let entries = generated;
        const first = entries[0];
        if (first?.kind !== 'deal') throw new Error('no deal');
        const setup: RefereeSetup = {
          name: 'Property',
          players: header.players,
          dealer: first.dealer,
          rules: g.rules,
          preset: null,
          mode: g.knownHands ? 'known' : 'table',
          from: g.entered === null ? null : { round: g.entered.round, previous, totals },
        };

        const browser = new FakeBrowser();
        let session = browser.session();
        session.attach();
        session.start(setup);
        if (g.knownHands) enter(session, first);
        const log = (): readonly LogEntry[] => session.current()?.snapshot.context.log ?? [];
        expect(log()).toEqual([first]);

        /** the machine's verdict on each log entry, as the table saw it when entering it */
        const verdicts = new Map<number, Verdict>();
        const random = mulberry32(g.table);
        const reload = (): void => {
          const before = state(session);
          session.detach();
          session = browser.session();
          session.attach();
          expect(state(session)).toEqual(before);
        };
        for (let guard = 0; log().length < entries.length; guard++) {
          if (guard > 4 * entries.length) throw new Error('the table got stuck');
          const roll = random();
          if (roll < 0.05 && log().length > 0) {
            // a slip: take back a few entries, put some back, enter the rest again
            const back = 1 + Math.floor(random() * Math.min(3, log().length));
            for (let i = 0; i < back; i++) session.send({ type: 'UNDO' });
            const again = Math.floor(random() * (back + 1));
            for (let i = 0; i < again; i++) session.send({ type: 'REDO' });
          } else if (roll < 0.06) {
            reload();
          } else if (roll < 0.08) {
            // a name not at the table: a verdict, nothing logged
            const before = log();
            session.send({ type: 'MOVE', move: { type: 'pass', player: 'Zed' } });
            expect(session.current()?.snapshot.context.lastVerdict).toMatchObject({
              legal: false,
              reason: { code: 'unknown-player' },
            });
            expect(log()).toBe(before);
          } else {
            const i = log().length;
            const entry = entries[i] as LogEntry;
            if (entry.kind === 'deal' && session.current()?.snapshot.value === 'gameOver') {
              // A game joined at round N counts the rounds before it, so a game of N rounds
              // ends with round N; a generated log that deals on past it stops here.
              expect(g.entered).not.toBeNull();
              entries = entries.slice(0, i);
              continue;
            }
            enter(session, entry);
            expect(log().length).toBe(i + 1);
            const verdict = session.current()?.snapshot.context.lastVerdict;
            if (entry.kind === 'move' && verdict != null) verdicts.set(i, verdict);
          }
        }
        expect(log()).toEqual(entries);

        // exported, and checked by the CLI: the same verdict on every line
        const text = transcriptOf(session.current()!.snapshot.context);
        const result = checkText('game.txt', text);
        if (result.kind !== 'report') throw new Error(`the CLI could not read: ${text}`);
        const lines = text.split('\n');
        const moves = entries.flatMap((e, i) => (e.kind === 'move' ? [{ e, i }] : []));
        expect(result.report.moves.length).toBe(moves.length);
        moves.forEach(({ e, i }, k) => {
          const cli = result.report.moves[k];
          const machine = verdicts.get(i);
          expect(machine).toBeDefined();
          expect(cli?.player).toBe(e.move.player);
          expect(lines[(cli?.line ?? 0) - 1]).toContain(e.move.player);
          expect(cli?.legal).toBe(machine?.legal);
          if (machine !== undefined && !machine.legal) expect(cli?.reason).toEqual(machine.reason);
        });
        const game = session.current()!.snapshot.context.game;
        expect(result.report.rounds.map((r) => r.places)).toEqual(
          game?.results.slice(-result.report.rounds.length).map((r) => r.places),
        );

        // a slip left waiting for redo, saved, reloaded: the same game and the same export
        const back = Math.floor(random() * 4);
        for (let i = 0; i < back; i++) session.send({ type: 'UNDO' });
        reload();
        for (let i = 0; i < back; i++) session.send({ type: 'REDO' });
        expect(transcriptOf(session.current()!.snapshot.context)).toBe(text);
        session.detach();
      }),
      { numRuns: 15 },
    );
  }, 20_000);
});
