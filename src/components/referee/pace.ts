/**
 * The verdict first: an entry's verdict is drawn in the frame after the tap, the rest of the
 * table (pile, counts, history) in the frame after that. The verdict is one line; redrawing
 * the table is most of a tap's work, and on a mid-range phone both together take longer than
 * a frame (issue 7: tap → verdict on screen, p95 ≤ 50 ms with the CPU slowed 4×).
 *
 * While an entry's table is held back, nothing is lost or stale: the session has saved the
 * entry before the verdict shows, and any input on the page (a press, a key, a click: the
 * table screen calls `catchUp` for each) first draws the held table, so a tap never acts on a
 * table, or exports a game, one entry old.
 */

/** What holds the table back: the session's subscribers hear of changes at `release`. */
export interface Holdable {
  hold(): void;
  release(): void;
}

export interface Pacer {
  /**
   * Runs `run(entry)` (which enters a move and shows its verdict) with the table held back,
   * then draws the table in the next frame but one, and calls `then` once it is drawn.
   */
  readonly first: <T>(run: (entry: T) => void, entry: T, then: () => void) => void;
  /** Draws a held table now (before input is handled; when the screen goes). */
  readonly catchUp: () => void;
}

/** Where no frames are drawn (a hidden tab), the held table is drawn after this long. */
const FALLBACK_MS = 100;

/** Calls `task` at the start of the frame after the next one, and after FALLBACK_MS. */
function afterNextFrame(task: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(task));
  setTimeout(task, FALLBACK_MS);
}

export function pacer(session: Holdable): Pacer {
  let held: (() => void) | null = null;
  const catchUp = () => {
    const draw = held;
    held = null;
    draw?.();
  };
  return {
    first(run, entry, then) {
      catchUp();
      session.hold();
      const draw = () => {
        session.release();
        then();
      };
      held = draw;
      try {
        run(entry);
      } finally {
        afterNextFrame(() => {
          if (held === draw) catchUp();
        });
      }
    },
    catchUp,
  };
}
