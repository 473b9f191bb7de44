/**
 * The link to a practice game (./link.ts reads it): the rules as the house-rules panel's
 * `rules` parameter, the number of players, the computers' level and the game code.
 */
import { formatGameCode } from '../../engine/game-code.ts';
import { encodeRuleLink } from '../../lib/rule-link.ts';
import type { PracticeSetup } from './setup.ts';

/** The link to a game: `page` (an address without a query) with the game's set-up. */
export function gameLink(page: string, setup: PracticeSetup): string {
  return (
    `${page}?rules=${encodeRuleLink(setup.choice)}&players=${String(setup.players)}` +
    `&level=${setup.level}&game=${formatGameCode(setup.seed)}`
  );
}
