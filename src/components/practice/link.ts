/**
 * A practice game's link as the start screen reads it: the rules (the house-rules panel's
 * `rules` parameter, read by src/components/referee/rule-source.ts), the number of players, the
 * computers' level and the game code. Whoever opens it gets the same deal and, playing the
 * same cards, the same computer plays. Reading never throws: a part that does not read is left
 * out, and the start screen keeps its own choice there. The code stays text here (the table
 * reads it as a seed, ./session.ts `setupOf`), so the start screen needs no engine code.
 * The link to a game is written by ./game-link.ts.
 */
import { isPracticePlayers } from './seats.ts';

/** What a practice link sets apart from its rules. */
export interface GameLinkParams {
  readonly players: number | null;
  /** the level as written; the start screen keeps it only if it offers that level */
  readonly level: string | null;
  /** the game code as written (upper case), if it looks like one */
  readonly code: string | null;
}

export function readGameLink(href: string): GameLinkParams {
  let params: URLSearchParams;
  try {
    params = new URL(href, 'http://localhost/').searchParams;
  } catch {
    return { players: null, level: null, code: null };
  }
  const players = Number(params.get('players') ?? '');
  const level = params.get('level');
  const code = params.get('game')?.trim().toUpperCase() ?? null;
  return {
    players: isPracticePlayers(players) ? players : null,
    level: level !== null && /^[a-z]{1,20}$/.test(level) ? level : null,
    code: code !== null && /^[0-9A-Z-]{1,9}$/.test(code) ? code : null,
  };
}
