/**
 * A screen whose code loads when it is first drawn and that hydrates what the server already
 * rendered for it: Solid's `lazy` in hydration, without the resource and Suspense that `lazy`
 * brings along outside it (which would land in the Solid chunk every island loads).
 *
 * While the page hydrates, the screen keeps the server's HTML until its code has arrived, then
 * hydrates it in the hydration context it was placed in (the same context the server rendered
 * it in: both render it as one component). Drawn later (or once the page has had an event,
 * `sharedConfig.done`), the screen is simply rendered when its code is there: the table
 * screen's parts loaded on demand (the hand entry, the round's end) are drawn so.
 */
import {
  createMemo,
  createSignal,
  sharedConfig,
  untrack,
  type Accessor,
  type Component,
  type JSX,
} from 'solid-js';
import { isServer } from 'solid-js/web';

/** Solid's hydration state, whose context is set and put back as Solid's own `lazy` does. */
const shared = sharedConfig as {
  context?: typeof sharedConfig.context | undefined;
  done?: boolean;
};

export function hydratingScreen<P extends object>(
  load: () => Promise<{ readonly default: Component<P> }>,
): Component<P> {
  let loading: Promise<{ readonly default: Component<P> }> | null = null;
  return (props: P): JSX.Element => {
    const context = shared.context;
    const [screen, setScreen] = createSignal<Component<P> | null>(null);
    void (loading ??= load()).then((module) => setScreen(() => module.default));
    return drawnIn(context, screen, props);
  };
}

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

/**
 * The component once it is there, drawn in the hydration context it was placed in (the
 * server's HTML is kept until then), or simply drawn when the page is not hydrating.
 */
function drawnIn<P extends object>(
  context: typeof sharedConfig.context | undefined,
  component: Accessor<Component<P> | null>,
  props: P,
): JSX.Element {
  return createMemo(() => {
    const Screen = component();
    if (Screen === null) return '';
    return untrack(() => {
      if (context == null || shared.done === true) return Screen(props);
      const outer = shared.context;
      shared.context = context;
      const element = Screen(props);
      shared.context = outer;
      return element;
    });
  }) as unknown as JSX.Element;
}
