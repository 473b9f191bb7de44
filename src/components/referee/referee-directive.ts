/**
 * `client:referee`: the referee's island starts at once, as with `client:load`, over the
 * set-up screen that the page's HTML already shows (the server renders it: on a first visit the
 * form is there at the first paint, and the island hydrates it). With a game open last the
 * island renders the table screen anew instead, behind a loading line
 * (src/lib/resuming-directive.ts; the mark and the storage key are src/lib/referee-open.ts's,
 * the CSS referee.css's), so the set-up screen's code is not loaded for a game that goes on.
 * Registered in astro.config.mjs (`addClientDirective`).
 */
import { resumingDirective } from '../../lib/resuming-directive.ts';
import { OPEN_KEY, RESUMING_CLASS } from '../../lib/referee-open.ts';

/** Whether a game was open when the page was last left (no storage: none can have been). */
function openLast(): boolean {
  try {
    return localStorage.getItem(OPEN_KEY) !== null;
  } catch {
    return false;
  }
}

export default resumingDirective(openLast(), RESUMING_CLASS);
