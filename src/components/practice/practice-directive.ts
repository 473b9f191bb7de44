/**
 * `client:practice`: the practice island starts at once, as with `client:load`, over the start
 * screen that the page's HTML already shows (the server renders it with no game link, no saved
 * rules and no last game; the island hydrates it and then reads the address and storage).
 *
 * With a game kept in this browser (and no game's link in the address, which opens the start
 * screen) the island shows the table instead. Astro inlines this script in the page before the
 * island's HTML, so it runs as the page is parsed: it marks <html> (./saved-key.ts), and
 * practice.css then hides the start screen of the HTML and shows a loading line, from the first
 * paint on. The island then renders anew instead of hydrating, by starting as a `client:only`
 * island (the island's `client` attribute, which @astrojs/solid-js reads), so the start
 * screen's code is not loaded for a game that goes on. Registered in astro.config.mjs.
 */
import type { ClientDirective } from 'astro';
import { RESUMING_CLASS, opensKeptGame } from './saved-key.ts';

const open = opensKeptGame(window.location.search);
if (open) document.documentElement.classList.add(RESUMING_CLASS);

const practice: ClientDirective = (load, _options, el) => {
  if (open) el.setAttribute('client', 'only');
  void load()
    // The island's modules are evaluated as they load; hydrating them in a task of its own
    // keeps each of the two under a slow phone's long-task mark.
    .then((hydrate) => new Promise((resolve) => setTimeout(resolve, 0)).then(hydrate))
    // the island is drawn, with its own loading line until the table is there
    .then(() => document.documentElement.classList.remove(RESUMING_CLASS));
};

export default practice;
