/**
 * `client:practice`: the practice island starts at once, as with `client:load`, over the start
 * screen that the page's HTML already shows (the server renders it with no game link, no saved
 * rules and no last game; the island hydrates it and then reads the address and storage).
 * With a game kept in this browser (and no game's link in the address, which opens the start
 * screen) the island renders the table anew instead, behind a loading line
 * (src/lib/resuming-directive.ts; the mark is ./saved-key.ts's, the CSS practice.css's).
 * It also marks the page when the start screen will offer a share link's or the saved rules,
 * whose chips the server draws hidden (./StartScreen.tsx): they show from the first paint on.
 * Registered in astro.config.mjs.
 */
import { resumingDirective } from '../../lib/resuming-directive.ts';
import { RESUMING_CLASS, markOwnRules, opensKeptGame } from './saved-key.ts';

markOwnRules(window.location.search);

export default resumingDirective(opensKeptGame(window.location.search), RESUMING_CLASS);
