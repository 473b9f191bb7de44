/**
 * `client:queued`: Astro's `client:visible`, but the islands hydrate one at a time, each in a
 * task of its own. With `client:visible` every island that comes into view together (the
 * first screen on a wide window, a fast scroll through the examples page) waits for the same
 * shared chunks and then hydrates in one long task, all of them at once; here each island
 * waits for the one before it and for a macrotask (setTimeout) after it, so the browser can
 * draw and answer a key or a tap between two examples. Registered in astro.config.mjs
 * (`addClientDirective`); Astro inlines it (minified) in the pages that use it, in place of
 * `client:visible`'s script, which is about the same size.
 */
import type { ClientDirective } from 'astro';

/** The islands' hydrations, one after the other (shared by every island of the page). */
let queue: Promise<unknown> = Promise.resolve();

const queued: ClientDirective = (load, _options, el) => {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    queue = queue
      .then(() => new Promise((resolve) => setTimeout(resolve)))
      .then(load)
      .then((hydrate) => hydrate())
      // a failed island is reported and the next one still hydrates
      .catch(reportError);
  });
  for (const child of el.children) observer.observe(child);
};

export default queued;
