/**
 * A practice game as a link: the rules (the house-rules panel's `rules` parameter), the number
 * of players, the computers' level and the game code. Whoever opens it gets the same deal and,
 * playing the same cards, the same computer plays. Reading never throws: a part that does not
 * read is left out, and the start screen keeps its own choice there.
 */
import { formatGameCode, parseGameCode } from '../../engine/random.ts';
import { encodeRuleLink, type RuleChoice } from '../../lib/rule-link.ts';
import { isPracticePlayers } from './seats.ts';

/** What a practice link sets apart from its rules (which rule-source.ts reads). */
export interface GameLinkParams {
  readonly players: number | null;
  /** the level as written; the start screen keeps it only if it offers that level */
  readonly level: string | null;
  readonly seed: number | null;
}

export function readGameLink(href: string): GameLinkParams {
  let params: URLSearchParams;
  try {
    params = new URL(href, 'http://localhost/').searchParams;
  } catch {
    return { players: null, level: null, seed: null };
  }
  const players = Number(params.get('players') ?? '');
  const level = params.get('level');
  const code = params.get('game');
  return {
    players: isPracticePlayers(players) ? players : null,
    level: level !== null && /^[a-z]{1,20}$/.test(level) ? level : null,
    seed: code === null ? null : parseGameCode(code),
  };
}

export interface GameLinkSetup {
  readonly choice: RuleChoice;
  readonly players: number;
  readonly level: string;
  readonly seed: number;
}

/** The link to a game: `page` (an address without a query) with the game's set-up. */
export function gameLink(page: string, setup: GameLinkSetup): string {
  return (
    `${page}?rules=${encodeRuleLink(setup.choice)}&players=${String(setup.players)}` +
    `&level=${setup.level}&game=${formatGameCode(setup.seed)}`
  );
}
