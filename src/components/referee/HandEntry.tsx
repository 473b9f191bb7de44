/**
 * Known-hands mode: before a round, each player's hand is entered on a grid of the deck (rank
 * by suit, jokers where the rules have them). A card belongs to one hand at a time: tapping a
 * card gives it to the player being entered, tapping it again takes it back. "Deal" sends
 * the hands, by seat of the round's seating, to the machine; the engine checks every play
 * against them from then on.
 */
import { For, Show, createMemo, createSignal } from 'solid-js';
import { JOKER, RANKS, SUITS, type Card } from '../../engine/cards.ts';
import type { RefereeTableStrings } from '../../i18n/referee/index.ts';
import { unevenDeal } from './uneven-deal.ts';
import { cardText } from './words.ts';

export interface HandEntryProps {
  readonly words: RefereeTableStrings;
  /** the round's seating: the hands go to the machine in this order */
  readonly seats: readonly string[];
  readonly jokers: number;
  /** the dealer of the round (one of `seats`): the seats after them get a card more when the deck does not share out evenly */
  readonly dealer: string;
  /** hands to start from, by seat (a deal just undone, to be corrected); null: none */
  readonly initial: readonly (readonly Card[])[] | null;
  readonly onDeal: (hands: readonly (readonly Card[])[]) => void;
}

interface DeckCard {
  readonly key: string;
  readonly card: Card;
}

export default function HandEntry(props: HandEntryProps) {
  const t = () => props.words.table;
  const deck = createMemo((): readonly DeckCard[] => [
    ...RANKS.flatMap((rank) =>
      SUITS.map((suit) => ({ key: `${rank}${suit}`, card: { rank, suit } })),
    ),
    ...Array.from({ length: props.jokers }, (_, i): DeckCard => ({
      key: `${JOKER}${String(i + 1)}`,
      card: { rank: JOKER, suit: null },
    })),
  ]);
  /** each card's key and its holder, from the initial hands (jokers take the keys in turn) */
  const initialHolders = (): Record<string, string> => {
    const holders: Record<string, string> = {};
    let joker = 0;
    props.initial?.forEach((hand, seat) => {
      const player = props.seats[seat];
      if (player === undefined) return;
      for (const card of hand) {
        const key =
          card.rank === JOKER ? `${JOKER}${String(++joker)}` : `${card.rank}${card.suit ?? ''}`;
        holders[key] = player;
      }
    });
    return holders;
  };
  const [holder, setHolder] = createSignal<Readonly<Record<string, string>>>(initialHolders());
  const [active, setActive] = createSignal<string | null>(null);
  const current = () => active() ?? props.seats[0] ?? '';
  const handOf = (player: string): Card[] =>
    deck()
      .filter((d) => holder()[d.key] === player)
      .map((d) => d.card);
  const unassigned = () => deck().filter((d) => holder()[d.key] === undefined).length;
  /** the hands a one-at-a-time deal would not give, said (./uneven-deal.ts) */
  const uneven = (): string | null => {
    const found = unevenDeal(
      deck().length,
      props.seats.map((seat) => ({ seat, count: handOf(seat).length })),
      props.seats.indexOf(props.dealer),
    );
    return found === null
      ? null
      : t().unevenDeal(found.each, found.off.map((h) => `${h.seat} ${String(h.count)}`).join(', '));
  };
  const tap = (key: string) => {
    const who = current();
    setHolder((all) => {
      const next = { ...all };
      if (next[key] === who) delete next[key];
      else next[key] = who;
      return next;
    });
  };
  return (
    <section class="rt-hands" aria-labelledby="rt-hands-heading">
      <h3 id="rt-hands-heading">{t().hands}</h3>
      <p class="rt-muted">{t().handsHint}</p>
      <div class="rt-row rt-wrap" role="group" aria-label={t().handOf}>
        <For each={props.seats}>
          {(seat) => (
            <button
              type="button"
              class="rt-key rt-who"
              aria-pressed={current() === seat}
              onClick={() => setActive(seat)}
            >
              {t().handCount(seat, props.words.messages.cardCount(handOf(seat).length))}
            </button>
          )}
        </For>
      </div>
      <div class="rt-deck" role="group" aria-label={`${t().hands}: ${current()}`}>
        <For each={deck()}>
          {(d) => {
            const held = () => holder()[d.key];
            return (
              <button
                type="button"
                class="rt-key rt-deck-card"
                classList={{
                  'rt-red': d.card.suit === 'D' || d.card.suit === 'H',
                  'rt-held-other': held() !== undefined && held() !== current(),
                }}
                aria-pressed={held() === current()}
                onClick={() => tap(d.key)}
              >
                {cardText(props.words, d.card)}
                <Show when={held() !== undefined && held() !== current() ? held() : undefined}>
                  {(name) => <span class="rt-key-sub"> {t().heldBy(name())}</span>}
                </Show>
              </button>
            );
          }}
        </For>
      </div>
      <p class="rt-muted">{t().unassigned(props.words.messages.cardCount(unassigned()))}</p>
      <Show when={uneven()}>
        {(text) => (
          <p class="rt-uneven" role="status">
            {text()}
          </p>
        )}
      </Show>
      <button
        type="button"
        class="rt-key rt-next-button"
        onClick={() => props.onDeal(props.seats.map(handOf))}
      >
        {t().dealHands}
      </button>
    </section>
  );
}
