/**
 * The engine's explanations (src/engine/explain.ts): why a legal move was allowed, who leads
 * and why, and the round after a finished one (exchangeFor, nextRoundSetup). One case per
 * kind, from written transcripts replayed through the engine.
 */
import { describe, expect, it } from 'vitest';
import { whoLeads, whyAllowed } from '../../src/engine/explain.ts';
import { nextRoundSetup } from '../../src/engine/next-round.ts';
import {
  createGame,
  exchangeFor,
  startRound,
  type GameState,
  type Move,
} from '../../src/engine/game.ts';
import { DEFAULT_RULES, presetRules } from '../../src/engine/rules.ts';
import { applyRuleText } from '../../src/engine/rule-text.ts';
import { replayEntry } from '../../src/engine/log.ts';
import { transcriptToLog } from '../../src/notation/log.ts';
import { cards, lines, transcript } from '../helpers.ts';

const cs = cards;

interface Replayed {
  /** the state before each move line, with the move and whether it was legal */
  readonly moves: readonly { game: GameState; move: Move; legal: boolean }[];
  /** the state at the start of each round (after its deal) */
  readonly starts: readonly GameState[];
  readonly final: GameState;
}

/** Replays a transcript through the engine as the referee does, keeping every state. */
function replay(text: string): Replayed {
  const t = transcript(lines(text));
  let game = createGame(t.rules, t.players);
  const moves: { game: GameState; move: Move; legal: boolean }[] = [];
  const starts: GameState[] = [];
  for (const entry of transcriptToLog(t).entries) {
    const step = replayEntry(game, entry);
    if (entry.kind === 'deal') starts.push(step.state);
    else moves.push({ game, move: entry.move, legal: step.verdict?.legal === true });
    game = step.state;
  }
  return { moves, starts, final: game };
}

/** Why the last move line of a transcript was allowed (it must be legal). */
function whyLast(text: string): ReturnType<typeof whyAllowed> {
  const { moves } = replay(text);
  const last = moves[moves.length - 1];
  if (last === undefined) throw new Error('no moves');
  expect(last.legal).toBe(true);
  return whyAllowed(last.game, last.move);
}

/** Four players in table mode, anyone may lead, `rules` on top of `common`, then the moves. */
const table = (rules: string, moves: string): string =>
  `rules: first-lead=any, first-card=off${rules === '' ? '' : `, ${rules}`}\nplayers: A, B, C, D\n${moves}`;

describe('whyAllowed: a lead and the ways a play beats the top', () => {
  it('a lead', () => {
    expect(whyLast(table('', 'A: 5'))).toEqual({
      kind: 'lead',
      player: 'A',
      cards: cs('5'),
    });
  });

  it('a higher rank, same count', () => {
    const why = whyLast(table('', 'A: 5\nB: 9'));
    expect(why).toMatchObject({ kind: 'beat', player: 'B', how: 'higher', reversed: false });
    expect(why.kind === 'beat' && why.top).toMatchObject({ player: 'A', rank: '5', count: 1 });
    expect(why.kind === 'beat' && why.skipped).toBeNull();
  });

  it('an equal rank (equal=on) skips nobody', () => {
    expect(whyLast(table('equal=on', 'A: 5\nB: 5'))).toMatchObject({
      kind: 'beat',
      how: 'equal',
      skipped: null,
    });
  });

  it('an equal rank under equal=skip names the player skipped', () => {
    expect(whyLast(table('equal=skip', 'A: 5\nB: 5'))).toMatchObject({
      kind: 'beat',
      how: 'equal',
      skipped: 'C',
    });
  });

  it('among 2s the higher suit (twos-by-suit)', () => {
    expect(whyLast(table('twos-by-suit=on', 'A: 2D\nB: 2S'))).toMatchObject({
      kind: 'beat',
      how: 'suit',
    });
    // without the rule the same 2s do not beat each other
    const { moves } = replay(table('twos-by-suit=off', 'A: 2D\nB: 2S'));
    expect(moves[1]?.legal).toBe(false);
  });

  it('more cards of a higher rank (count=more)', () => {
    expect(whyLast(table('count=more', 'A: 5\nB: 9 9'))).toMatchObject({
      kind: 'beat',
      how: 'more-higher',
    });
  });

  it('more cards of the same rank (count=more, equal=on)', () => {
    expect(whyLast(table('count=more, equal=on', 'A: 5\nB: 5 5'))).toMatchObject({
      kind: 'beat',
      how: 'more-equal',
    });
  });

  it('more cards beat fewer whatever the rank (count=bigger-wins)', () => {
    expect(whyLast(table('count=bigger-wins', 'A: 9\nB: 4 4'))).toMatchObject({
      kind: 'beat',
      how: 'bigger',
    });
  });

  it('under the order a revolution turned', () => {
    const why = whyLast(table('revolution=round', 'A: 9 9 9 9\nB: 4 4 4 4'));
    expect(why).toMatchObject({ kind: 'beat', how: 'higher', reversed: true });
  });

  it('re-entered after passing (reentry=on)', () => {
    const why = whyLast(table('reentry=on', 'A: 5\nB: pass\nC: 6\nD: pass\nA: pass\nB: 7'));
    expect(why).toMatchObject({ kind: 'beat', player: 'B', how: 'higher', reentered: true });
    const fresh = whyLast(table('reentry=on', 'A: 5\nB: 6'));
    expect(fresh).toMatchObject({ reentered: false });
  });
});

describe('whyAllowed: a pass and a give', () => {
  it('a pass in table mode: nobody knows what the player could have played', () => {
    expect(whyLast(table('', 'A: 5\nB: pass'))).toMatchObject({
      kind: 'pass',
      player: 'B',
      couldPlay: null,
    });
  });

  const known = (b: string): string => `
    rules: first-lead=any
    players: A, B, C, D
    hand A: 5C 6C
    hand B: ${b}
    hand C: 7C 8C
    hand D: 9C 10C
    A: 5C
    B: pass`;

  it('a pass with known hands: a play that could have beaten the top', () => {
    expect(whyLast(known('4D KD'))).toMatchObject({ kind: 'pass', couldPlay: cs('KD') });
  });

  it('a pass with known hands and nothing that beats: none', () => {
    expect(whyLast(known('3D 4D'))).toMatchObject({ kind: 'pass', couldPlay: [] });
  });

  it('the highest cards given and the lowest given back (dutch)', () => {
    const { moves } = replay(EXCHANGE);
    const gives = moves.filter((m) => m.move.type === 'give');
    expect(gives.every((g) => g.legal)).toBe(true);
    expect(gives.map((g) => whyAllowed(g.game, g.move))).toEqual([
      {
        kind: 'give',
        player: 'D',
        to: 'A',
        cards: cs('QS JS'),
        due: 'highest',
        returnRule: 'lowest',
      },
      {
        kind: 'give',
        player: 'A',
        to: 'D',
        cards: cs('4C 5C'),
        due: 'return',
        returnRule: 'lowest',
      },
      { kind: 'give', player: 'C', to: 'B', cards: cs('9H'), due: 'highest', returnRule: 'lowest' },
      { kind: 'give', player: 'B', to: 'C', cards: cs('4D'), due: 'return', returnRule: 'lowest' },
    ]);
  });

  it('refuses to explain an illegal move', () => {
    const { moves } = replay(table('', 'A: 5\nB: 4'));
    const last = moves[1];
    expect(last?.legal).toBe(false);
    if (last !== undefined) expect(() => whyAllowed(last.game, last.move)).toThrow(/not-higher/);
  });
});

/** dutch: round 1 in one card each (A, B, C, D finish in that order), round 2 with the exchange. */
const EXCHANGE = `
  rules: dutch
  players: A, B, C, D
  hand A: 3D
  hand B: 5D
  hand C: 9H
  hand D: KC
  A: 3D
  B: 5D
  C: 9H
  round 2
  hand A: 4C 5C 6C
  hand B: 4D 5D 6D
  hand C: 7H 8H 9H
  hand D: 10S JS QS
  give D > A: QS JS
  give A > D: 4C 5C
  give C > B: 9H
  give B > C: 4D
  D: 4C`;

describe('whoLeads: a round’s first trick', () => {
  it('the holder of the rule set’s first card (known hands)', () => {
    const { starts } = replay(EXCHANGE);
    expect(whoLeads(starts[0] as GameState)).toEqual({
      kind: 'holds',
      player: 'A',
      card: cs('3D')[0],
    });
  });

  it('the player left of the dealer', () => {
    const { starts } = replay('rules: arschloch\nplayers: A, B, C, D\ndealer: B\nC: 5');
    expect(whoLeads(starts[0] as GameState)).toEqual({
      kind: 'left-of-dealer',
      player: 'C',
      dealer: 'B',
    });
  });

  it('the previous round’s last (next-lead scum)', () => {
    const { starts } = replay(EXCHANGE);
    expect(whoLeads(starts[1] as GameState)).toEqual({
      kind: 'previous',
      player: 'D',
      place: 4,
      players: 4,
    });
  });

  it('the previous round’s first (next-lead president)', () => {
    const game = startRound(createGame(presetRules('arschloch'), ['A', 'B', 'C']), {
      number: 2,
      previous: ['B', 'C', 'A'],
    });
    expect(whoLeads(game)).toEqual({ kind: 'previous', player: 'B', place: 1, players: 3 });
  });

  it('an open lead: whoever moves first, named when the caller knows', () => {
    const { starts } = replay(table('', 'C: 5'));
    expect(whoLeads(starts[0] as GameState)).toEqual({ kind: 'open', first: null, holder: null });
    expect(whoLeads(starts[0] as GameState, 'C')).toEqual({
      kind: 'open',
      first: 'C',
      holder: null,
    });
  });

  it('club-3 in table mode: nobody knows who holds it, so the lead is open to its holder', () => {
    const { starts } = replay('rules: common\nplayers: A, B, C, D\nB: 3C');
    expect(whoLeads(starts[0] as GameState)).toEqual({
      kind: 'open',
      first: null,
      holder: { rank: '3', suit: 'C' },
    });
    // the next round's lead goes by the last round's places, not by a card
    const next = replay('rules: common\nplayers: A, B, C, D\nround 2\nprevious: A, B, C, D\nA: 5')
      .starts[0] as GameState;
    expect(whoLeads(next)?.kind).toBe('previous');
  });
});

describe('whoLeads: after a trick', () => {
  it('the trick’s winner, with why the trick ended', () => {
    const all = replay(table('', 'A: 5\nB: 9\nC: pass\nD: pass\nA: pass')).final;
    expect(whoLeads(all)).toEqual({ kind: 'trick-winner', player: 'B', reason: 'all-passed' });
    const cleared = replay(table('clear=8', 'A: 5\nB: 8')).final;
    expect(whoLeads(cleared)).toEqual({ kind: 'trick-winner', player: 'B', reason: 'cleared' });
  });

  it('the next player with cards when the winner went out', () => {
    const { final } = replay(`
      rules: first-lead=any
      players: A, B, C, D
      hand A: 9C
      hand B: 3C 4C
      hand C: 5C 6C
      hand D: 7C 8C
      A: 9C
      B: pass
      C: pass
      D: pass`);
    expect(whoLeads(final)).toEqual({
      kind: 'after-winner-out',
      player: 'B',
      winner: 'A',
      reason: 'all-passed',
    });
  });

  it('nobody leads while a trick is under way or after the round', () => {
    expect(whoLeads(replay(table('', 'A: 5')).final)).toBeNull();
    expect(whoLeads(replay(FOUR).final)).toBeNull();
    expect(whoLeads(createGame(DEFAULT_RULES, ['A', 'B']))).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------
// The exchange list and the next round

describe('exchangeFor', () => {
  const rules = (text: string): typeof DEFAULT_RULES => applyRuleText(DEFAULT_RULES, text).rules;
  const pairs = (r: string, seats: string[], places: (string | null)[]): string[] =>
    exchangeFor(rules(r), seats, places).map(
      (d) => `${seats[d.from] ?? '?'}>${seats[d.to] ?? '?'}:${String(d.count)}:${d.kind}`,
    );

  it('none: no gives', () => {
    expect(pairs('exchange=none', ['A', 'B', 'C', 'D'], ['A', 'B', 'C', 'D'])).toEqual([]);
  });

  it('one: the last gives one to the first and gets one back, with 3, 4 and 5 players', () => {
    expect(pairs('exchange=one', ['A', 'B', 'C'], ['B', 'C', 'A'])).toEqual([
      'A>B:1:highest',
      'B>A:1:return',
    ]);
    expect(pairs('exchange=one', ['A', 'B', 'C', 'D'], ['D', 'C', 'B', 'A'])).toEqual([
      'A>D:1:highest',
      'D>A:1:return',
    ]);
    expect(pairs('exchange=one', ['A', 'B', 'C', 'D', 'E'], ['E', 'D', 'C', 'B', 'A'])).toEqual([
      'A>E:1:highest',
      'E>A:1:return',
    ]);
  });

  it('two: two cards between last and first; with 4+ players one between the second places', () => {
    expect(pairs('exchange=two', ['A', 'B', 'C'], ['A', 'B', 'C'])).toEqual([
      'C>A:2:highest',
      'A>C:2:return',
    ]);
    expect(pairs('exchange=two', ['A', 'B', 'C', 'D'], ['A', 'B', 'C', 'D'])).toEqual([
      'D>A:2:highest',
      'A>D:2:return',
      'C>B:1:highest',
      'B>C:1:return',
    ]);
    // five players: the middle place (C) neither gives nor receives
    expect(pairs('exchange=two', ['A', 'B', 'C', 'D', 'E'], ['A', 'B', 'C', 'D', 'E'])).toEqual([
      'E>A:2:highest',
      'A>E:2:return',
      'D>B:1:highest',
      'B>D:1:return',
    ]);
  });

  it('seats index the list, not places; a player not seated or an undecided place is left out', () => {
    const due = exchangeFor(rules('exchange=two'), ['C', 'A', 'D', 'B'], ['A', 'B', 'C', 'D']);
    expect(due[0]).toEqual({ from: 2, to: 1, count: 2, kind: 'highest', done: false });
    expect(pairs('exchange=two', ['A', 'B', 'C', 'D'], ['A', null, 'C', 'D'])).toEqual([
      'D>A:2:highest',
      'A>D:2:return',
    ]);
    expect(pairs('exchange=two', ['A', 'B', 'C', 'D'], ['A', 'B', 'C', 'Z'])).toEqual([
      'C>B:1:highest',
      'B>C:1:return',
    ]);
  });
});

/** `common` (next-lead scum, exchange two): one card each, players finish in order. */
function finished(names: readonly string[], rules = 'common'): string {
  const cards = ['3C', '5D', '9H', 'KC', 'AS'];
  const hands = names.map((p, i) => `hand ${p}: ${cards[i] ?? ''}`).join('\n');
  const moves = names
    .slice(0, -1)
    .map((p, i) => `${p}: ${cards[i] ?? ''}`)
    .join('\n');
  return `rules: ${rules}\nplayers: ${names.join(', ')}\n${hands}\n${moves}`;
}
const FOUR = finished(['A', 'B', 'C', 'D']);

describe('nextRoundSetup', () => {
  it('none before a round has finished', () => {
    expect(nextRoundSetup(createGame(DEFAULT_RULES, ['A', 'B', 'C']))).toBeNull();
    expect(nextRoundSetup(replay(table('', 'A: 5')).final)).toBeNull();
  });

  it('three players: the Scum deals and leads, two cards between Scum and President', () => {
    const game = replay(finished(['A', 'B', 'C'])).final;
    expect(game.round?.over).toBe(true);
    expect(nextRoundSetup(game)).toEqual({
      number: 2,
      seats: ['A', 'B', 'C'],
      dealer: 'C',
      leader: 'C',
      lead: { kind: 'previous', player: 'C', place: 3, players: 3 },
      previous: ['A', 'B', 'C'],
      roles: { A: 'president', B: 'citizen', C: 'scum' },
      exchange: [
        { from: 'C', to: 'A', count: 2, kind: 'highest' },
        { from: 'A', to: 'C', count: 2, kind: 'return' },
      ],
    });
  });

  it('four players: the vices exchange one card', () => {
    const setup = nextRoundSetup(replay(FOUR).final);
    expect(setup?.roles).toEqual({
      A: 'president',
      B: 'vice-president',
      C: 'vice-scum',
      D: 'scum',
    });
    expect(setup?.exchange).toContainEqual({ from: 'C', to: 'B', count: 1, kind: 'highest' });
    expect(setup?.exchange).toHaveLength(4);
  });

  it('five players: the citizen keeps their cards', () => {
    const setup = nextRoundSetup(replay(finished(['A', 'B', 'C', 'D', 'E'])).final);
    expect(setup?.roles['C']).toBe('citizen');
    expect(setup?.exchange.some((g) => g.from === 'C' || g.to === 'C')).toBe(false);
    expect(setup?.exchange).toHaveLength(4);
    expect(setup).toMatchObject({ dealer: 'E', leader: 'E' });
  });

  it('with a new seating: the same roles, dealer and gives by name, the turn order changed', () => {
    const game = replay(finished(['A', 'B', 'C', 'D', 'E'])).final;
    const seats = ['E', 'A', 'C', 'B', 'D'];
    const setup = nextRoundSetup(game, seats);
    expect(setup?.seats).toEqual(seats);
    expect(setup).toMatchObject({ dealer: 'E', leader: 'E' });
    expect(setup?.exchange).toEqual(nextRoundSetup(game)?.exchange);
    expect(startRound(game, { seats }).round?.seats).toEqual(seats);
  });

  it('is what startRound begins (the same code)', () => {
    const game = replay(finished(['A', 'B', 'C', 'D', 'E'])).final;
    const setup = nextRoundSetup(game);
    const round = startRound(game).round;
    expect(setup?.number).toBe(round?.number);
    expect(setup?.seats).toEqual(round?.seats);
    expect(setup?.dealer).toBe(round?.seats[round.dealer]);
    expect(setup?.exchange).toEqual(
      round?.exchange.map((d) => ({
        from: round.seats[d.from],
        to: round.seats[d.to],
        count: d.count,
        kind: d.kind,
      })),
    );
  });

  it('next-lead president (arschloch, exchange one): the President leads, the Scum deals', () => {
    const setup = nextRoundSetup(replay(finished(['A', 'B', 'C', 'D'], 'arschloch')).final);
    expect(setup).toMatchObject({
      dealer: 'D',
      leader: 'A',
      lead: { kind: 'previous', player: 'A', place: 1, players: 4 },
      exchange: [
        { from: 'D', to: 'A', count: 1, kind: 'highest' },
        { from: 'A', to: 'D', count: 1, kind: 'return' },
      ],
    });
  });

  it('next-lead first-lead: the round-1 rule again (left of the dealer; club-3 unknown before the deal)', () => {
    const left = nextRoundSetup(
      replay(
        finished(['A', 'B', 'C', 'D'], 'common, next-lead=first-lead, first-lead=left-of-dealer'),
      ).final,
    );
    expect(left).toMatchObject({
      dealer: 'D',
      leader: 'A',
      lead: { kind: 'left-of-dealer', player: 'A', dealer: 'D' },
    });
    const club = nextRoundSetup(
      replay(finished(['A', 'B', 'C', 'D'], 'common, next-lead=first-lead')).final,
    );
    expect(club).toMatchObject({ leader: null, lead: { kind: 'open', first: null } });
  });

  it('a foul: the player who fouled is the Scum, deals, leads and gives', () => {
    const { final } = replay(`
      rules: common, first-lead=any, first-card=off, forbidden-finish=2
      players: A, B, C, D
      hand A: 2S
      hand B: 5D
      hand C: 9H
      hand D: KC
      A: 2S
      B: pass
      C: pass
      D: pass
      B: 5D
      C: 9H`);
    const setup = nextRoundSetup(final);
    expect(setup).toMatchObject({
      previous: ['B', 'C', 'D', 'A'],
      dealer: 'A',
      leader: 'A',
      roles: { A: 'scum', B: 'president' },
    });
    expect(setup?.exchange[0]).toEqual({ from: 'A', to: 'B', count: 2, kind: 'highest' });
  });

  it('miyako: the President who was caught is the Scum of the next round', () => {
    const { final } = replay(`
      rules: house
      players: Anna, Ben, Cem, Dora
      hand Anna: 3C
      hand Ben: 5D
      hand Cem: 9H
      hand Dora: KC
      Anna: 3C
      Ben: 5D
      Cem: 9H
      round 2
      hand Anna: 4C 7D JS
      hand Ben: 9C KD
      hand Cem: 5S 6H 10C
      hand Dora: 3D QC
      Dora: 3D
      Anna: 4C
      Ben: 9C
      Cem: pass
      Dora: pass
      Anna: pass
      Ben: KD
      Cem: pass
      Dora: pass
      Cem: 5S
      Dora: QC`);
    expect(final.results.map((r) => r.places)).toEqual([
      ['Anna', 'Ben', 'Cem', 'Dora'],
      ['Ben', 'Dora', 'Cem', 'Anna'],
    ]);
    expect(nextRoundSetup(final)).toMatchObject({
      number: 3,
      dealer: 'Anna',
      leader: 'Anna',
      roles: { Ben: 'president', Dora: 'vice-president', Cem: 'vice-scum', Anna: 'scum' },
      exchange: [
        { from: 'Anna', to: 'Ben', count: 2, kind: 'highest' },
        { from: 'Ben', to: 'Anna', count: 2, kind: 'return' },
        { from: 'Cem', to: 'Dora', count: 1, kind: 'highest' },
        { from: 'Dora', to: 'Cem', count: 1, kind: 'return' },
      ],
    });
  });
});
