/**
 * Where the practice table keeps its game (./store.ts reads and writes it), and whether a game
 * is kept there at all: the island's shell and its hydration directive (./practice-directive.ts,
 * inlined in the page) ask this before anything else is loaded, so it carries no schema, no
 * rules and no imports.
 */

export const PRACTICE_PREFIX = 'president-practice:';
/** the game in progress (./store.ts `PracticeRecord`) */
export const GAME_KEY = `${PRACTICE_PREFIX}game`;

/** The class on <html> while a kept game is reopening (see practice.css). */
export const RESUMING_CLASS = 'practice-resuming';

/** Whether this browser keeps a practice game (readable or not). Never throws. */
export function hasSavedGame(): boolean {
  try {
    return window.localStorage.getItem(GAME_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the page opens on the kept game's table: a game is kept and the address carries no
 * game's link (`?game=`, which opens the start screen with that game's rows).
 */
export function opensKeptGame(search: string): boolean {
  return hasSavedGame() && !new URLSearchParams(search).has('game');
}

/** Whether the page found a kept game to reopen (the directive marks <html> until the island is drawn). */
export function resuming(): boolean {
  return document.documentElement.classList.contains(RESUMING_CLASS);
}
