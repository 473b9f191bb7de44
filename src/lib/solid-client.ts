/**
 * Astro's Solid renderer in the browser (what `@astrojs/solid-js/client.js` does), without
 * `solid-js/store`: astro.config.mjs (`solidClientWithoutStore`) resolves the integration's
 * client entry to this file. Astro's own puts each island's props in a store so that a second
 * render of the same element (an island kept across Astro's client-side page swaps) can
 * reconcile new props into it; this site has no client-side router, every island renders once,
 * and the store cost 2 kB gz on every page with an island. An island's props are therefore a
 * plain object, read once; a second call for an element already rendered does nothing.
 *
 * As Astro's: slots become `<astro-slot>` elements (the server's, or new ones from their HTML),
 * hydration runs inside Suspense with the island's render id (as the server rendered it), and
 * `astro:unmount` disposes the island.
 */
import { Suspense, type Component, type JSX } from 'solid-js';
import { createComponent, hydrate, render } from 'solid-js/web';

type Props = Record<string, unknown>;

/** Elements already rendered: Astro calls a renderer once per island. */
const rendered = new WeakSet<Element>();

export default (element: HTMLElement) =>
  (
    ComponentToRender: Component<Props>,
    props: Props,
    slotted: Record<string, string>,
    { client }: { client: string },
  ): void => {
    if (!element.hasAttribute('ssr') || rendered.has(element)) return;
    rendered.add(element);
    const isHydrate = client !== 'only';
    const slots: Record<string, Element> = {};
    if (Object.keys(slotted).length > 0) {
      if (isHydrate) {
        // The server's <astro-slot> elements of this island (not of islands inside it).
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_ELEMENT, (node) => {
          if (node === element) return NodeFilter.FILTER_SKIP;
          if (node.nodeName === 'ASTRO-SLOT') return NodeFilter.FILTER_ACCEPT;
          if (node.nodeName === 'ASTRO-ISLAND') return NodeFilter.FILTER_REJECT;
          return NodeFilter.FILTER_SKIP;
        });
        for (let slot = walker.nextNode(); slot !== null; slot = walker.nextNode()) {
          const name = (slot as Element).getAttribute('name') ?? 'default';
          slots[name] = slot as Element;
        }
      }
      for (const [key, html] of Object.entries(slotted)) {
        if (slots[key] !== undefined) continue;
        const slot = document.createElement('astro-slot');
        if (key !== 'default') slot.setAttribute('name', key);
        slot.innerHTML = html;
        slots[key] = slot;
      }
    }
    const { default: children, ...named } = slots;
    const all: Props = { ...props, ...named, children };
    const island = (): JSX.Element => createComponent(ComponentToRender, all);
    let dispose: () => void;
    if (isHydrate) {
      dispose = hydrate(
        () =>
          createComponent(Suspense, {
            get children() {
              return island();
            },
          }),
        element,
        { renderId: element.dataset['solidRenderId'] ?? '' },
      );
    } else {
      element.innerHTML = '';
      dispose = render(island, element);
    }
    element.addEventListener('astro:unmount', () => dispose(), { once: true });
  };
