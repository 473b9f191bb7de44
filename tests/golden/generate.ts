/**
 * Random games written in the table notation: seeded deals, the exchange, random legal moves
 * from the public engine, and random illegal attempts mixed in, entered into a game log
 * (src/engine/log.ts) and written by the notation's log module (src/notation/log.ts). Used to
 * make golden transcripts (tests/golden/cases/*.txt) and by the property tests.
 */
import { type Card } from '../../src/engine/cards.ts';
import { chooseMove, dueGives } from '../../src/engine/bots.ts';
import { judgeMove, toActName, type GameState, type Move } from '../../src/engine/game.ts';
import { LogBuilder, type LogEntry } from '../../src/engine/log.ts';
import { deal, mulberry32, roundSeed } from '../../src/engine/random.ts';
import { DEFAULT_RULES, type RuleSet } from '../../src/engine/rules.ts';
import { applyRuleText } from '../../src/engine/rule-text.ts';
import type { LogHeader } from '../../src/notation/log.ts';
import { formatLog } from '../../src/notation/write-log.ts';
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

export interface RandomLogOptions extends Omit<GenerateOptions, 'rules'> {
  readonly rules: RuleSet;
  /** the game is entered mid-game: its first round's number and the places of the round before */
  readonly entered?: { readonly round: number; readonly previous: readonly string[] };
}

export interface RandomLog {
  readonly header: LogHeader;
  readonly entries: readonly LogEntry[];
}

/**
 * Plays a random game into a log. The game is always played with the hands dealt; in table
 * mode the log's deals carry none (the referee cannot know them), and an illegal attempt is
 * entered only if the table-mode log refuses it too.
 */
export function randomLog(options: RandomLogOptions): RandomLog {
  const { rules, players } = options;
  const random = mulberry32(options.seed);
  const known = new LogBuilder(rules, players);
  const table = options.knownHands ? null : new LogBuilder(rules, players);
  const enter = (move: Move): void => {
    known.move(move);
    table?.move(move);
  };
  const n = players.length;
  const entered = options.entered;
  for (let round = 1; round <= options.rounds && !known.state.over; round++) {
    const first = round === 1 && entered !== undefined;
    const last = first ? entered.previous.at(-1) : known.state.results.at(-1)?.places.at(-1);
    const dealer = last === undefined || last === null ? n - 1 : players.indexOf(last);
    const hands = deal(roundSeed(options.seed, round), n, dealer, rules.jokers);
    const dealt = known.deal({
      hands,
      ...(first ? { number: entered.round, previous: entered.previous } : {}),
    });
    if (dealt.entry.kind === 'deal') table?.enter({ ...dealt.entry, hands: null });
    for (const give of dueGives(known.state)) enter(give);
    for (let guard = 0; guard < 2000; guard++) {
      const game = known.state;
      if (game.round === null || game.round.over) break;
      if (options.illegal > 0 && random() < options.illegal) {
        const bad = randomAttempt(game, random);
        const refused = (state: GameState | undefined): boolean =>
          state === undefined || !judgeMove(state, bad).legal;
        if (refused(game) && refused(table?.state)) {
          enter(bad);
          continue;
        }
      }
      const opener =
        game.round.trick.toAct === null ? players[Math.floor(random() * n)] : undefined;
      const move = randomBotMove(game, random, opener);
      if (move === null) break;
      enter(move);
    }
  }
  return { header: { rules, players }, entries: (table ?? known).entries };
}

/** A random game as a transcript, its `rules:` line as written in the options. */
export function generateTranscript(options: GenerateOptions): string {
  const parsed = applyRuleText(applyRuleText(DEFAULT_RULES, 'common').rules, options.rules);
  if (parsed.errors.length > 0) throw new Error(`bad rules: ${options.rules}`);
  const { header, entries } = randomLog({ ...options, rules: parsed.rules });
  const text = formatLog(header, entries);
  return `rules: ${options.rules}${text.slice(text.indexOf('\n'))}`;
}
