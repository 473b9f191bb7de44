/**
 * Where the practice table keeps its game (./store.ts reads and writes it), and whether a game
 * is kept there at all: the island's shell asks this before it loads a screen, so it carries
 * no schema and no rules.
 */

export const PRACTICE_PREFIX = 'president-practice:';
/** the game in progress (./store.ts `PracticeRecord`) */
export const GAME_KEY = `${PRACTICE_PREFIX}game`;

/** Whether this browser keeps a practice game (readable or not). Never throws. */
export function hasSavedGame(): boolean {
  try {
    return window.localStorage.getItem(GAME_KEY) !== null;
  } catch {
    return false;
  }
}
