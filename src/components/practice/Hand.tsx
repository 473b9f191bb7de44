/**
 * The person's hand: one toggle button per card. A selected card is raised and outlined; a
 * card that belongs to no play the engine allows is dimmed (and says so to screen readers).
 * By keyboard the hand is one stop in the tab order: the arrow keys, Home and End move along
 * it, Space or Enter selects.
 */
import { For, createSignal } from 'solid-js';
import { Card } from '../cards/Card.tsx';
import type { HandCard } from './table-view.ts';

export interface HandProps {
  readonly cards: readonly HandCard[];
  readonly selected: ReadonlySet<string>;
  /** keys of the cards drawn dimmed */
  readonly dimmed: ReadonlySet<string>;
  /** cards can be selected now */
  readonly active: boolean;
  readonly label: string;
  /** a card's name for screen readers ("nine of hearts") */
  readonly cardName: (card: HandCard['card']) => string;
  /** the rank as the page's language writes it */
  readonly rankText: (card: HandCard['card']) => string;
  /** added to a dimmed card's name ("cannot beat") */
  readonly dimmedText: string;
  readonly onToggle: (key: string) => void;
  /** where the hand keeps its focusable card, so the table can return focus to it */
  readonly ref?: (el: HTMLDivElement) => void;
}

export default function Hand(props: HandProps) {
  const [focus, setFocus] = createSignal(0);
  let group: HTMLDivElement | undefined;
  const current = () => Math.min(focus(), Math.max(0, props.cards.length - 1));
  const moveTo = (index: number) => {
    const n = props.cards.length;
    if (n === 0) return;
    const i = Math.max(0, Math.min(n - 1, index));
    setFocus(i);
    group?.querySelectorAll<HTMLButtonElement>('button')[i]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: current() + 1,
      ArrowDown: current() + 1,
      ArrowLeft: current() - 1,
      ArrowUp: current() - 1,
      Home: 0,
      End: props.cards.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };
  return (
    <div
      class="pt-hand"
      role="group"
      aria-label={props.label}
      onKeyDown={onKeyDown}
      ref={(el) => {
        group = el;
        props.ref?.(el);
      }}
    >
      <For each={props.cards}>
        {(card, i) => {
          const selected = () => props.selected.has(card.key);
          const dim = () => props.dimmed.has(card.key);
          return (
            <button
              type="button"
              class="pt-card"
              classList={{ 'pt-selected': selected(), 'pt-dim': dim() }}
              aria-pressed={selected() ? 'true' : 'false'}
              aria-disabled={props.active ? undefined : 'true'}
              data-card={card.key}
              tabIndex={i() === current() ? 0 : -1}
              onFocus={() => setFocus(i())}
              onClick={() => {
                if (props.active) props.onToggle(card.key);
              }}
            >
              <Card card={card.card} label="" rankText={props.rankText(card.card)} decorative />
              <span class="sr-only">
                {dim()
                  ? `${props.cardName(card.card)}, ${props.dimmedText}`
                  : props.cardName(card.card)}
              </span>
            </button>
          );
        }}
      </For>
    </div>
  );
}
