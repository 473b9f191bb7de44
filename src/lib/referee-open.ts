/**
 * A referee game open when the page was last left: the storage key the referee's store writes
 * (./referee-store.ts, `OPEN_KEY`), which the island's hydration directive reads as the page is
 * parsed (src/components/referee/referee-directive.ts, inlined before the island), marking
 * <html> with `RESUMING_CLASS`; the island then reads the mark. A small module with no imports,
 * for the inlined directive.
 */
export const OPEN_KEY = 'president-referee:open';

/** The class on <html> while a game open last is reopening (see referee.css). */
export const RESUMING_CLASS = 'referee-resuming';

/** Whether the page found a game open last (the directive marks <html> until the island is drawn). */
export function resuming(): boolean {
  return document.documentElement.classList.contains(RESUMING_CLASS);
}
