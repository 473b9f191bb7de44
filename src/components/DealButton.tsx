import { createSignal, Show } from 'solid-js';

/** A placeholder island that proves Solid hydrates under the CSP. Labels come in as data. */
export interface DealButtonProps {
  labels: {
    button: string;
    empty: string;
    /** Contains `{count}`. */
    count: string;
  };
}

const RANKS = ['3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A', '2'] as const;
const SUITS = [
  { symbol: '♣', red: false },
  { symbol: '♦', red: true },
  { symbol: '♥', red: true },
  { symbol: '♠', red: false },
] as const;

interface Card {
  rank: (typeof RANKS)[number];
  suit: (typeof SUITS)[number];
}

function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

export default function DealButton(props: DealButtonProps) {
  const [card, setCard] = createSignal<Card>();
  const [count, setCount] = createSignal(0);

  const deal = () => {
    setCard({ rank: pick(RANKS), suit: pick(SUITS) });
    setCount((n) => n + 1);
  };

  return (
    <div class="deal">
      <button type="button" class="button" onClick={deal}>
        {props.labels.button}
      </button>
      <Show when={card()}>
        {(dealt) => (
          <span class={dealt().suit.red ? 'playing-card red' : 'playing-card'}>
            {dealt().rank}
            {dealt().suit.symbol}
          </span>
        )}
      </Show>
      <output class="deal-status" aria-live="polite" data-testid="deal-status">
        {count() === 0
          ? props.labels.empty
          : props.labels.count.replace('{count}', String(count()))}
      </output>
    </div>
  );
}
