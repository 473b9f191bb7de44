/**
 * A list whose order matters (the seating, last round's places), reordered two ways: by
 * pointer, dragging a row by its handle (mouse, pen or finger), and by keyboard, with a "move
 * up" and a "move down" button per row. The parent owns the order: it hears `onMove(from, to)`
 * while a row travels and `onMoved(item)` once it has arrived (to announce the new place).
 * After a keyboard move the focus stays on the button that was pressed.
 */
import { For, createSignal, onCleanup, type JSX } from 'solid-js';
import { fill } from '../../i18n/format/fill.ts';
import '../../styles/reorder.css';

export interface ReorderListProps<T extends { readonly id: string }> {
  readonly items: readonly T[];
  /** the row's name in the buttons' labels and the announcements */
  readonly nameOf: (item: T, index: number) => string;
  readonly onMove: (from: number, to: number) => void;
  /** a move has ended (a button press, or a drag let go) */
  readonly onMoved: (item: T) => void;
  /** templates with `{name}` */
  readonly moveUp: string;
  readonly moveDown: string;
  /** the list's accessible name (the id of its heading) */
  readonly labelledBy: string;
  readonly class?: string;
  /** the row's content between the handle and the arrows */
  readonly children: (item: T, index: () => number) => JSX.Element;
  /** after the arrows (a remove button) */
  readonly after?: (item: T, index: () => number) => JSX.Element;
}

export default function ReorderList<T extends { readonly id: string }>(props: ReorderListProps<T>) {
  const rows = new Map<string, HTMLLIElement>();
  const buttons = new Map<string, { up?: HTMLButtonElement; down?: HTMLButtonElement }>();
  const [dragging, setDragging] = createSignal<string | null>(null);

  const indexOf = (id: string) => props.items.findIndex((item) => item.id === id);

  /** Moves by one and keeps the focus on the pressed button once the row has moved. */
  const step = (item: T, by: -1 | 1) => {
    const from = indexOf(item.id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= props.items.length) return;
    props.onMove(from, to);
    props.onMoved(item);
    queueMicrotask(() => buttons.get(item.id)?.[by < 0 ? 'up' : 'down']?.focus());
  };

  /** The index the dragged row belongs at: the number of other rows above the pointer. */
  const dropIndex = (id: string, y: number): number => {
    let index = 0;
    for (const item of props.items) {
      if (item.id === id) continue;
      const rect = rows.get(item.id)?.getBoundingClientRect();
      if (rect !== undefined && rect.top + rect.height / 2 < y) index++;
    }
    return index;
  };

  /**
   * A drag follows the pointer on the window, not on the handle: moving the row moves its
   * element in the document, which would end a pointer capture on the handle.
   */
  const startDrag = (item: T, event: PointerEvent) => {
    if (event.button !== 0 || dragging() !== null) return;
    event.preventDefault();
    setDragging(item.id);
    const move = (e: PointerEvent) => {
      if (e.pointerId !== event.pointerId) return;
      const from = indexOf(item.id);
      const to = dropIndex(item.id, e.clientY);
      if (from >= 0 && to !== from) props.onMove(from, to);
    };
    const end = (e: PointerEvent) => {
      if (e.pointerId !== event.pointerId) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      setDragging(null);
      props.onMoved(item);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };

  return (
    <ol class={`reorder ${props.class ?? ''}`} aria-labelledby={props.labelledBy}>
      <For each={props.items}>
        {(item, index) => {
          const name = () => props.nameOf(item, index());
          const first = () => index() === 0;
          const last = () => index() === props.items.length - 1;
          const refs: { up?: HTMLButtonElement; down?: HTMLButtonElement } = {};
          buttons.set(item.id, refs);
          onCleanup(() => {
            rows.delete(item.id);
            buttons.delete(item.id);
          });
          return (
            <li
              class={dragging() === item.id ? 'reorder-row reorder-dragging' : 'reorder-row'}
              ref={(el) => rows.set(item.id, el)}
            >
              <span
                class="reorder-handle"
                aria-hidden="true"
                onPointerDown={(e) => startDrag(item, e)}
              >
                <svg viewBox="0 0 12 20" width="12" height="20">
                  <circle cx="3" cy="4" r="1.6" />
                  <circle cx="9" cy="4" r="1.6" />
                  <circle cx="3" cy="10" r="1.6" />
                  <circle cx="9" cy="10" r="1.6" />
                  <circle cx="3" cy="16" r="1.6" />
                  <circle cx="9" cy="16" r="1.6" />
                </svg>
              </span>
              <span class="reorder-seat" aria-hidden="true">
                {index() + 1}
              </span>
              <div class="reorder-content">{props.children(item, index)}</div>
              <button
                type="button"
                class="reorder-button"
                aria-label={fill(props.moveUp, { name: name() })}
                aria-disabled={first() ? 'true' : undefined}
                ref={(el) => (refs.up = el)}
                onClick={() => step(item, -1)}
              >
                <span aria-hidden="true">↑</span>
              </button>
              <button
                type="button"
                class="reorder-button"
                aria-label={fill(props.moveDown, { name: name() })}
                aria-disabled={last() ? 'true' : undefined}
                ref={(el) => (refs.down = el)}
                onClick={() => step(item, 1)}
              >
                <span aria-hidden="true">↓</span>
              </button>
              {props.after?.(item, index)}
            </li>
          );
        }}
      </For>
    </ol>
  );
}
