/**
 * Where the practice table keeps its game (./store.ts reads and writes it), and whether a game
 * is kept there at all: the island's shell and its hydration directive (./practice-directive.ts,
 * inlined in the page) ask this before anything else is loaded, so it carries no schema, no
 * rules and imports nothing but the house-rules panel's storage key (a constant).
 */
import { STORAGE_KEY } from '../houserules/storage-key.ts';

export const PRACTICE_PREFIX = 'president-practice:';
/** the game in progress (./store.ts `PracticeRecord`) */
export const GAME_KEY = `${PRACTICE_PREFIX}game`;

/** The class on <html> while a kept game is reopening (see practice.css). */
export const RESUMING_CLASS = 'practice-resuming';

/** Whether this browser's storage holds `key` (readable or not). Never throws. */
function stored(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Whether this browser keeps a practice game (readable or not). Never throws. */
export function hasSavedGame(): boolean {
  return stored(GAME_KEY);
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

/**
 * The marks on <html> while the start screen will show a share link's rules or the house-rules
 * panel's saved ones (practice.css shows their chips from the first paint on); the start
 * screen takes them off once it has read the rules (./StartPart.tsx).
 */
export const RULES_LINK_CLASS = 'practice-rules-link';
export const RULES_SAVED_CLASS = 'practice-rules-saved';

/**
 * Marks <html> for the rule sources the start screen will offer: a `?rules=` link in the
 * address, saved house rules in this browser (whether they read well is known later). Never
 * throws.
 */
export function markOwnRules(search: string): void {
  const marks = document.documentElement.classList;
  if (new URLSearchParams(search).has('rules')) marks.add(RULES_LINK_CLASS);
  if (stored(STORAGE_KEY)) marks.add(RULES_SAVED_CLASS);
}
