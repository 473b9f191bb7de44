/**
 * The table screen's pure parts: the round's history replayed from the machine's log (the
 * same verdicts the machine gave, kept across undo), and the screen's sentences in all four
 * languages (each names the players and cards it is about).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Card } from '../../src/engine/cards.ts';
import { whoLeads, whyAllowed } from '../../src/engine/explain.ts';
import type { Move } from '../../src/engine/game.ts';
import { presetRules } from '../../src/engine/rules.ts';
import { LANGS } from '../../src/i18n/langs.ts';
import { refereeStrings, type RefereeStrings } from '../../src/i18n/referee/index.ts';
import { gameMachine, viewFor } from '../../src/machines/game.ts';
import { statusOf } from '../../src/machines/status.ts';
import { roundHistory } from '../../src/components/referee/history.ts';
import { unevenDeal } from '../../src/components/referee/uneven-deal.ts';
import {
  giveWords,
  leadText,
  moveText,
  trickEndText,
  triedText,
  whyText,
} from '../../src/components/referee/words.ts';

const PLAYERS = ['Anna', 'Ben', 'Cem', 'Dora'];
const lone = (rank: string, n: number, first: Card['suit'] = null): Card[] =>
  Array.from({ length: n }, (_, i) => ({ rank, suit: i === 0 ? first : null }) as Card);
const play = (player: string, rank: string, n: number, first: Card['suit'] = null): Move => ({
  type: 'play',
  player,
  cards: lone(rank, n, first),
});
const pass = (player: string): Move => ({ type: 'pass', player });

/** A table-mode game of the common rules, dealt as the session deals it. */
function tableGame() {
  const actor = createActor(gameMachine);
  actor.start();
  actor.send({
    type: 'START',
    rules: presetRules('common'),
    players: PLAYERS,
    mode: 'table',
    controllers: Object.fromEntries(PLAYERS.map((p) => [p, { kind: 'table' as const }])),
  });
  actor.send({ type: 'DEAL', seats: PLAYERS, dealer: 'Dora' });
  return actor;
}

/** The first trick: a legal lead, a legal beat, a refused play (all 3s are out), a pass. */
const TRICK: Move[] = [
  play('Anna', '3', 4, 'C'),
  play('Ben', '4', 4),
  play('Cem', '3', 4),
  play('Cem', '5', 4),
  pass('Dora'),
  play('Dora', '9', 4),
  play('Anna', '6', 4),
  play('Ben', '7', 4),
  pass('Cem'),
  play('Anna', '8', 4),
  pass('Ben'),
];

describe('the round history', () => {
  it('holds every move since the deal with the verdict the machine gave it', () => {
    const actor = tableGame();
    const verdicts: (string | null)[] = [];
    for (const move of TRICK) {
      actor.send({ type: 'MOVE', move });
      const verdict = statusOf(actor.getSnapshot()).lastVerdict;
      verdicts.push(verdict === null || verdict.legal ? null : verdict.reason.code);
    }
    const items = roundHistory(actor.getSnapshot().context);
    expect(items.map((i) => i.move)).toEqual(TRICK);
    expect(items.map((i) => i.refused?.code ?? null)).toEqual(verdicts);
    expect(verdicts.filter((v) => v !== null)).toEqual(['card-already-played', 'already-passed']);
    // each legal move can be explained again from the state before it
    for (const item of items.filter((i) => i.refused === null))
      expect(whyAllowed(item.before, item.move).player).toBe(item.move.player);
  });

  it('keeps its items across undo and redo, and starts empty after the next deal', () => {
    const actor = tableGame();
    for (const move of TRICK) actor.send({ type: 'MOVE', move });
    const before = roundHistory(actor.getSnapshot().context);
    actor.send({ type: 'UNDO' });
    actor.send({ type: 'UNDO' });
    const undone = roundHistory(actor.getSnapshot().context);
    expect(undone).toHaveLength(TRICK.length - 2);
    undone.forEach((item, i) => expect(item).toBe(before[i]));
    actor.send({ type: 'REDO' });
    actor.send({ type: 'REDO' });
    expect(roundHistory(actor.getSnapshot().context).map((i) => i.move)).toEqual(TRICK);
    // everything entered taken back: the table's deal stays (Undo cannot take it), no history
    for (let i = 0; i < TRICK.length + 1; i++) actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(actor.getSnapshot().context.log.map((e) => e.kind)).toEqual(['deal']);
    expect(roundHistory(actor.getSnapshot().context)).toEqual([]);
  });
});

describe('the table screen in every language', () => {
  const words = (lang: (typeof LANGS)[number]): RefereeStrings => refereeStrings(lang);

  it.each(LANGS)('%s: the trick end, the lead, the move and why name the players', (lang) => {
    const w = words(lang);
    const actor = tableGame();
    for (const move of TRICK) actor.send({ type: 'MOVE', move });
    const snapshot = actor.getSnapshot();
    const view = viewFor(snapshot, null);
    const last = view?.lastTrick;
    if (last == null) throw new Error('the trick has ended');
    expect(trickEndText(w, last)).toContain('Anna');
    const game = snapshot.context.game;
    if (game === null) throw new Error('no game');
    const lead = whoLeads(game);
    expect(lead === null ? '' : leadText(w, lead)).toContain('Anna');
    const items = roundHistory(snapshot.context);
    const beat = items[1];
    if (beat === undefined) throw new Error('no second entry');
    expect(moveText(w, beat.move)).toContain('Ben');
    expect(whyText(w, whyAllowed(beat.before, beat.move))).toContain('Ben');
    for (const reason of ['all-passed', 'cleared', 'lap-over'] as const) {
      const text = w.table.trickEnded({ reason, winner: 'Ben', leader: 'Cem', winnerOut: true });
      expect(text).toContain('Ben');
      expect(text).toContain('Cem');
    }
  });

  it.each(LANGS)(
    '%s: an open lead under club-3 in table mode names the card whose holder leads',
    (lang) => {
      const w = words(lang);
      const open = leadText(w, { kind: 'open', first: null, holder: null });
      const holder = leadText(w, { kind: 'open', first: null, holder: { rank: '3', suit: 'C' } });
      expect(holder).toContain('3♣');
      expect(holder).not.toBe(open);
      expect(
        leadText(w, { kind: 'open', first: 'Anna', holder: { rank: '3', suit: 'C' } }),
      ).toContain('Anna');
    },
  );

  it('the play to beat is named as the verdicts name it: its cards (suits, or by count) and player', () => {
    const bare: Card = { rank: 'J', suit: null };
    const jacks = { player: 'Emma', cards: [bare, bare, bare], count: 3, rank: 'J' } as const;
    const two = { player: 'Daan', cards: [{ rank: '2', suit: 'C' }], count: 1, rank: '2' } as const;
    const said = (lang: (typeof LANGS)[number], top: typeof jacks | typeof two) =>
      words(lang).table.toBeat(words(lang).messages.playBy(top));
    expect(said('en', jacks)).toBe('To beat: three jacks by Emma');
    expect(said('nl', jacks)).toBe('Te slaan: drie boeren van Emma');
    expect(said('de', two)).toBe('Es gilt, 2♣ von Daan zu schlagen.');
    expect(said('sv', two)).toBe('Att slå: 2♣ som Daan lade');
    // German names one card as a sentence's object: the label is a sentence that takes one.
    const king = {
      player: 'Daan',
      cards: [{ rank: 'K', suit: null }],
      count: 1,
      rank: 'K',
    } as const;
    expect(words('de').table.toBeat(words('de').messages.playBy(king))).toBe(
      'Es gilt, einen König von Daan zu schlagen.',
    );
  });

  it('a refused entry names its cards as its history line does ("zwei Fünfen", not "5 5")', () => {
    expect(triedText(words('de'), play('Lea', '5', 2))).toBe('Lea wollte zwei Fünfen spielen.');
    expect(triedText(words('en'), play('Lea', '5', 2))).toBe('Lea tried to play two fives.');
    expect(triedText(words('en'), play('Lea', '5', 2, 'H'))).toBe(
      'Lea tried to play 5♥ and a five.',
    );
    expect(triedText(words('de'), play('Lea', 'K', 1))).toBe('Lea wollte einen König spielen.');
  });

  it('Swedish names take the genitive s only where it belongs (Annas, but Lars)', () => {
    const sv = words('sv').table;
    const said = (winner: string) =>
      sv.trickEnded({ reason: 'all-passed', winner, leader: winner, winnerOut: false });
    expect(said('Anna')).toContain('passade på Annas drag');
    expect(said('Lars')).toContain('passade på Lars drag');
    expect(said('Max')).toContain('passade på Max drag');
  });

  it.each(LANGS)('%s: the exchange checklist names giver, receiver, roles and count', (lang) => {
    const w = words(lang);
    const actor = tableGame();
    const round: Move[] = [
      ...TRICK,
      play('Anna', '9', 1),
      play('Ben', '10', 1),
      play('Cem', 'J', 1),
      play('Dora', 'Q', 1),
      play('Ben', 'K', 1),
      play('Cem', 'A', 1),
      play('Dora', '2', 1),
      pass('Ben'),
      pass('Cem'),
      play('Dora', '9', 2),
      play('Ben', '10', 2),
      play('Cem', 'J', 2),
      play('Dora', 'Q', 2),
      pass('Ben'),
      play('Cem', 'A', 2),
      pass('Dora'),
      play('Cem', 'K', 3),
      play('Dora', '2', 3),
      pass('Ben'),
      play('Dora', 'Q', 1),
      play('Ben', 'A', 1),
    ];
    for (const move of round) actor.send({ type: 'MOVE', move });
    expect(actor.getSnapshot().value).toBe('roundOver');
    actor.send({ type: 'NEXT_ROUND' });
    actor.send({ type: 'DEAL' });
    const view = viewFor(actor.getSnapshot(), null);
    if (view === null) throw new Error('no view');
    const first = view.gives[0];
    if (first === undefined) throw new Error('no give');
    const text = w.table.give(giveWords(view, w, first));
    expect(text).toContain('Dora');
    expect(text).toContain('Anna');
    // the giver's role begins the line, with a capital where the language writes roles small
    const scum = w.messages.roles.scum;
    expect(text.startsWith(`${scum.charAt(0).toUpperCase()}${scum.slice(1)} `)).toBe(true);
    expect(text).toContain(w.messages.roles.president);
    expect(text).toMatch(/2/);
  });
});

describe('hands entered as no deal gives them (known hands)', () => {
  const hands = (...counts: number[]) =>
    counts.map((count, i) => ({ seat: ['Anna', 'Ben', 'Cem', 'Dora', 'Eva'][i] ?? '', count }));

  it('names who is off, and what each hand should hold', () => {
    expect(unevenDeal(52, hands(14, 13, 12, 13), 3)).toEqual({
      each: '13',
      off: [
        { seat: 'Anna', count: 14 },
        { seat: 'Cem', count: 12 },
      ],
    });
    expect(unevenDeal(52, hands(12, 10, 10, 10, 10), 4)?.each).toBe('10–11');
    // the card more belongs to the seats after the dealer (Eva deals: Anna and Ben)
    expect(unevenDeal(52, hands(10, 11, 11, 10, 10), 4)?.off).toEqual([
      { seat: 'Anna', count: 10 },
      { seat: 'Cem', count: 11 },
    ]);
  });

  it('says nothing for the deal the dealer gives, or while cards have no hand', () => {
    expect(unevenDeal(52, hands(13, 13, 13, 13), 3)).toBeNull();
    expect(unevenDeal(52, hands(11, 11, 10, 10, 10), 4)).toBeNull();
    expect(unevenDeal(54, hands(14, 14, 13, 13), 3)).toBeNull();
    expect(unevenDeal(52, hands(14, 13, 12), 2)).toBeNull();
  });

  it.each(LANGS)('%s: the warning names the hands and the share', (lang) => {
    const text = refereeStrings(lang).table.unevenDeal('13', 'Anna 14, Cem 12');
    expect(text).toContain('13');
    expect(text).toContain('Anna 14, Cem 12');
  });
});
