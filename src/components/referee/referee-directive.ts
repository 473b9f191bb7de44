/**
 * `client:referee`: the referee's island starts at once, as with `client:load`, over the
 * set-up screen that the page's HTML already shows (the server renders it: on a first visit the
 * form is there at the first paint, and the island hydrates it).
 *
 * With a game open last the island shows the table screen instead. Astro inlines this script
 * in the page before the island's HTML, so it runs as the page is parsed: it marks <html>
 * (src/lib/referee-open.ts), and referee.css then hides the set-up screen of the HTML and shows
 * a loading line, from the first paint on. The island then renders anew instead of hydrating,
 * by starting as a `client:only` island (the island's `client` attribute, which Astro reads
 * when it hydrates and which makes @astrojs/solid-js render instead of hydrate), so the set-up
 * screen's code is not loaded for a game that goes on. Registered in astro.config.mjs
 * (`addClientDirective`).
 */
import type { ClientDirective } from 'astro';
import { OPEN_KEY, RESUMING_CLASS } from '../../lib/referee-open.ts';

let open = false;
try {
  open = localStorage.getItem(OPEN_KEY) !== null;
} catch {
  // no storage (a private mode may refuse it): nothing can have been open
}
if (open) document.documentElement.classList.add(RESUMING_CLASS);

const referee: ClientDirective = (load, _options, el) => {
  if (open) el.setAttribute('client', 'only');
  void load()
    // The island's modules are evaluated as they load; hydrating them in a task of its own
    // keeps each of the two under a slow phone's long-task mark.
    .then((hydrate) => new Promise((resolve) => setTimeout(resolve, 0)).then(hydrate))
    // the island is drawn, with its own loading line until the table is there
    .then(() => document.documentElement.classList.remove(RESUMING_CLASS));
};

export default referee;
