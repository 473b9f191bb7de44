/**
 * Parts of a screen that hydrate after the rest of it, each in a task of its own (the
 * referee's set-up screen: its rules menu and its kept games; the practice table's start
 * screen: its table-rules card), so that no one task of a page's start is long on a slow
 * phone. A module of its own, so that the islands that only load
 * screens (./hydrating-screen.ts) do not carry it.
 */
import { createSignal, type Component, type JSX } from 'solid-js';
import { isServer } from 'solid-js/web';
import { drawnIn, shared } from './hydrating-screen.ts';

/** Whether the page is hydrating what the server drew here (in the browser). */
export function hydrating(): boolean {
  return !isServer && shared.context != null && shared.done !== true;
}

/**
 * A part of a screen that, while the page hydrates, keeps the server's HTML and hydrates it in
 * a task of its own once the rest of the screen has (each part in its own, in the order they
 * were placed), so that no one task is long on a slow phone. Drawn at once otherwise: in the
 * server's render, and in the browser once the page has hydrated. The screen holding such
 * parts takes input only after them (`afterHydration`): until then the server's HTML of a
 * part has no handlers.
 */
export function hydratedLater<P extends object>(Part: Component<P>): Component<P> {
  return (props: P): JSX.Element => {
    if (!hydrating()) return Part(props);
    const context = shared.context;
    const [part, setPart] = createSignal<Component<P> | null>(null);
    setTimeout(() => setPart(() => Part), 0);
    return drawnIn(context, part, props);
  };
}

/**
 * Runs `wake` (what a screen does once mounted: take input, read the address and storage)
 * after the screen's `hydratedLater` parts have hydrated: in a task after theirs while the
 * page hydrates, at once otherwise. Call it from the screen's `onMount`.
 */
export function afterHydration(wasHydrating: boolean, wake: () => void): void {
  if (wasHydrating) setTimeout(wake, 0);
  else wake();
}
