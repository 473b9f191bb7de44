/** Runs `task` when the browser is idle (or soon, where it cannot say, as in Safari). */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
