/**
 * The hydration directive of an island whose first screen the server draws, unless a game
 * kept in this browser reopens instead (`client:referee`, `client:practice`: each island's
 * directive module says how it knows). Astro inlines a directive's script in the page before
 * the island's HTML, so this runs as the page is parsed: with a game to reopen it marks <html>
 * with `mark`, and the page's CSS then hides the server's screen and shows a loading line from
 * the first paint on; the island then renders anew instead of hydrating, by starting as a
 * `client:only` island (the island's `client` attribute, which @astrojs/solid-js reads), so the
 * server's screen's code is not loaded. The mark comes off once the island is drawn.
 *
 * The island's modules are evaluated as they load, and it hydrates in a task after that: each
 * of the two stays under a slow phone's long-task mark.
 */
import type { ClientDirective } from 'astro';

export function resumingDirective(reopens: boolean, mark: string): ClientDirective {
  if (reopens) document.documentElement.classList.add(mark);
  return (load, _options, el) => {
    if (reopens) el.setAttribute('client', 'only');
    void load()
      .then((hydrate) => new Promise((resolve) => setTimeout(resolve, 0)).then(hydrate))
      .then(() => document.documentElement.classList.remove(mark));
  };
}
