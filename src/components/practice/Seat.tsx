/**
 * One seat at the practice table: the player's name and where they sit, their cards left,
 * their last turn in this trick (the cards, or "passed"), whose turn it is, and once they
 * are out their place and role; at the end of a round the points it brought and the total.
 */
import { For, Show } from 'solid-js';
import type { Card as CardData } from '../../engine/cards.ts';
import { Card } from '../cards/Card.tsx';

export interface SeatInfo {
  readonly name: string;
  /** "right", "across" … in the page's language */
  readonly position: string;
  readonly cards: string;
  readonly turn: readonly CardData[] | 'pass' | null;
  readonly toAct: boolean;
  /** "1st place · President" once out */
  readonly place: string | null;
  /** "President last round" from the second round on, until the seat is placed again */
  readonly lastRole: string | null;
  /** "+3" at the end of a round; null otherwise */
  readonly points: string | null;
  /** "5 points"; null when the rules keep no score */
  readonly total: string | null;
}

export interface SeatProps {
  readonly seat: SeatInfo;
  readonly passedText: string;
  readonly toActText: string;
  readonly cardName: (card: CardData) => string;
  readonly rankText: (card: CardData) => string;
}

export default function Seat(props: SeatProps) {
  const turnCards = () => {
    const turn = props.seat.turn;
    return turn === null || turn === 'pass' ? null : turn;
  };
  return (
    <li class="pt-seat" classList={{ 'pt-to-act': props.seat.toAct }} data-seat={props.seat.name}>
      <p class="pt-seat-name">
        <strong>{props.seat.name}</strong> <span class="pt-seat-pos">{props.seat.position}</span>
        <Show when={props.seat.toAct}>
          <span class="sr-only">, {props.toActText}</span>
        </Show>
      </p>
      <p class="pt-seat-count">{props.seat.cards}</p>
      <Show
        when={props.seat.place}
        fallback={
          <Show when={props.seat.lastRole}>{(role) => <p class="pt-seat-role">{role()}</p>}</Show>
        }
      >
        {(place) => <p class="pt-seat-place">{place()}</p>}
      </Show>
      <div class="pt-seat-turn">
        <Show when={props.seat.turn === 'pass'}>
          <span class="pt-passed">{props.passedText}</span>
        </Show>
        <Show when={turnCards()}>
          {(cards) => (
            <span
              class="pt-mini-cards"
              role="img"
              aria-label={cards().map(props.cardName).join(', ')}
            >
              <For each={cards()}>
                {(card) => <Card card={card} label="" rankText={props.rankText(card)} decorative />}
              </For>
            </span>
          )}
        </Show>
      </div>
      <Show when={props.seat.points !== null || props.seat.total !== null}>
        {/* the total, then what this round added: "3 points (+3)", not "+3 3 points" */}
        <p class="pt-seat-score">
          <Show when={props.seat.total}>{(total) => <span class="pt-total">{total()}</span>}</Show>{' '}
          <Show when={props.seat.points}>
            {(points) => <span class="pt-plus">({points()})</span>}
          </Show>
        </p>
      </Show>
    </li>
  );
}
