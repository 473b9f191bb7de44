/**
 * Finding a game link's value in a page's fragment (`#game=…`, see ./game-link.ts), apart from
 * the encoding so that the page can notice a link without loading the dispute tools.
 */

/** The fragment's key. */
export const GAME_LINK_KEY = 'game';

/** The `game` value of a URL's fragment (`#game=…`), or null. */
export function gameLinkParam(hash: string): string | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const part of fragment.split('&')) {
    if (part.startsWith(`${GAME_LINK_KEY}=`)) return part.slice(GAME_LINK_KEY.length + 1);
  }
  return null;
}
