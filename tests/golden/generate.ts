/**
 * Writes a random game as a transcript in the table notation: seeded deals, the exchange,
 * random legal moves from the public engine, and random illegal attempts mixed in. Used to
 * make golden transcripts (tests/golden/*.txt) and by the property tests.
 */
import { formatCard, type Card } from '../../src/engine/cards.ts';
import { chooseMove, dueGives } from '../../src/engine/bots.ts';
import {
  createGame,
  judgeMove,
  playMove,
  startRound,
  toActName,
  type GameState,
  type Move,
} from '../../src/engine/game.ts';
import { deal, mulberry32, roundSeed } from '../../src/engine/random.ts';
import { applyRuleText, DEFAULT_RULES } from '../../src/engine/rules.ts';
import { seatView } from '../../src/engine/view.ts';

export interface GenerateOptions {
  readonly rules: string;
  readonly players: readonly string[];
  readonly seed: number;
  readonly rounds: number;
  /** write the hands (known-hands mode) or not (table mode) */
  readonly knownHands: boolean;
  /** share of lines that are illegal attempts */
  readonly illegal: number;
}

/**
 * The random bot's move for the player to act (or for `opener` when anyone may lead), chosen
 * from that seat's view; null when the round is over.
 */
export function randomBotMove(game: GameState, random: () => number, opener?: string): Move | null {
  const view = seatView(game, toActName(game) ?? opener ?? '');
  return view === null ? null : chooseMove(view, 'random', random);
}

function moveLine(m: Move): string {
  const cards = (cs: readonly Card[]): string => cs.map(formatCard).join(' ');
  switch (m.type) {
    case 'pass':
      return `${m.player}: pass`;
    case 'play':
      return `${m.player}: ${cards(m.cards)}`;
    case 'give':
      return `give ${m.player} > ${m.to}: ${cards(m.cards)}`;
  }
}

/** A random attempt by a random player: cards from anyone's hand, or a pass; often illegal. */
export function randomAttempt(game: GameState, random: () => number): Move {
  const r = game.round;
  if (r === null || r.hands === null) throw new Error('known hands needed');
  const seat = Math.floor(random() * r.seats.length);
  const player = r.seats[seat] ?? '';
  if (random() < 0.2) return { type: 'pass', player };
  const pool = r.hands[Math.floor(random() * r.hands.length)] ?? [];
  const cards: Card[] = [];
  const size = 1 + Math.floor(random() * 3);
  for (let i = 0; i < size && pool.length > 0; i++)
    cards.push(pool[Math.floor(random() * pool.length)] as Card);
  return cards.length === 0 ? { type: 'pass', player } : { type: 'play', player, cards };
}

export function generateTranscript(options: GenerateOptions): string {
  const parsed = applyRuleText(applyRuleText(DEFAULT_RULES, 'common').rules, options.rules);
  if (parsed.errors.length > 0) throw new Error(`bad rules: ${options.rules}`);
  const rules = parsed.rules;
  const random = mulberry32(options.seed);
  const out = [`rules: ${options.rules}`, `players: ${options.players.join(', ')}`];
  let game = createGame(rules, options.players);
  const n = options.players.length;
  for (let round = 1; round <= options.rounds && !game.over; round++) {
    const last = game.results.at(-1)?.places.at(-1);
    const dealer = last === undefined || last === null ? n - 1 : options.players.indexOf(last);
    const hands = deal(roundSeed(options.seed, round), n, dealer, rules.jokers);
    game = startRound(game, { hands });
    out.push(`round ${String(round)}`);
    if (options.knownHands)
      hands.forEach((h, s) =>
        out.push(`hand ${options.players[s] ?? ''}: ${h.map(formatCard).join(' ')}`),
      );
    // In table mode the referee cannot know the hands: the game is played with them all the same.
    for (const give of dueGives(game)) {
      out.push(moveLine(give));
      game = playMove(game, give).state;
    }
    let guard = 0;
    while (game.round !== null && !game.round.over && guard++ < 2000) {
      if (options.knownHands && random() < options.illegal) {
        const bad = randomAttempt(game, random);
        if (!judgeMove(game, bad).legal) {
          out.push(moveLine(bad));
          continue;
        }
      }
      const opener =
        game.round.trick.toAct === null ? options.players[Math.floor(random() * n)] : undefined;
      const move = randomBotMove(game, random, opener);
      if (move === null) break;
      out.push(moveLine(move));
      game = playMove(game, move).state;
    }
  }
  return out.join('\n') + '\n';
}
