/**
 * `client:rules`, the house-rules panel's hydration. The server draws the panel with the
 * default preset and its controls disabled. Opened with a `?rules=` link, or in a browser
 * that keeps saved rules, the panel hydrates at once, so the reader sees the link's (or their
 * own) rules and can use the controls right away, not the default until the panel scrolls
 * into view. Otherwise it hydrates like `client:visible` with a 300px margin: on a phone the
 * panel starts below the page's introduction, and hydrating its 21 controls at load blocked
 * a slowed CPU for about 320 ms (Lighthouse, mobile). Registered in astro.config.mjs.
 */
import type { ClientDirective } from 'astro';
import { STORAGE_KEY } from './storage-key.ts';

/** Whether this browser keeps rules of the panel (false where storage cannot be read). */
function keptRules(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

const rules: ClientDirective = (load, _options, el) => {
  const hydrate = () => {
    load()
      .then((island) => island())
      .catch(reportError);
  };
  if (new URLSearchParams(location.search).has('rules') || keptRules()) {
    hydrate();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      hydrate();
    },
    { rootMargin: '300px' },
  );
  for (const child of el.children) observer.observe(child);
};

export default rules;
