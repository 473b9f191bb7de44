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

/** Solid's hydration state, whose context is set and put back as Solid's own `lazy` does. */
export const shared = sharedConfig as {
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

/**
 * The component once it is there, drawn in the hydration context it was placed in (the
 * server's HTML is kept until then), or simply drawn when the page is not hydrating.
 */
export function drawnIn<P extends object>(
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
