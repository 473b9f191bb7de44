/**
 * The table at a glance (upper part of the screen): first the pile of this trick, what is to
 * beat, the revolution badge and one line saying who leads and why (after a trick: why it
 * ended); then the seats in seating order with their cards left, "passed", "out" with the
 * place, last round's role and the dealer, the player to act marked by an arrow and a word as
 * well as by colour. Everything is read from the machine's view and explain.ts.
 */
import { For, Show, createMemo } from 'solid-js';
import { whoLeads } from '../../engine/explain.ts';
import type { GameState } from '../../engine/game.ts';
import type { SeatView } from '../../engine/view.ts';
import type { RefereeTableStrings } from '../../i18n/referee/index.ts';
import { roleNameIn } from '../../i18n/messages/dispatch.ts';
import { cardsText, leadText } from './words.ts';

export interface OverviewProps {
  readonly words: RefereeTableStrings;
  readonly view: SeatView<null>;
  readonly game: GameState;
  /** the first card the next play must hold (first-card rule), as the engine says; null if none */
  readonly firstCard: string | null;
  /** the exchange is being made: nobody is to play yet */
  readonly exchanging: boolean;
}

export default function Overview(props: OverviewProps) {
  const t = () => props.words.table;
  const m = () => props.words.messages;
  const lead = createMemo(() => {
    const reason = whoLeads(props.game);
    return reason === null ? null : leadText(props.words, reason);
  });
  const role = (player: string): string | null => {
    const previous = props.view.previous;
    if (previous === null) return null;
    const place = previous.indexOf(player);
    return place < 0 ? null : roleNameIn(m().roles, place + 1, previous.length);
  };
  const place = (player: string): number => props.view.places.indexOf(player) + 1;
  const top = () => props.view.top;
  return (
    <section class="rt-overview" aria-label={t().seats}>
      {/* The trick first: on a phone the pad docked below leaves room for it above the seats. */}
      <div class="rt-trick">
        <h3 class="rt-trick-heading">
          {t().pile}
          <Show when={props.view.reversed}>
            {' '}
            <span class="rt-badge rt-badge-rev">⇅ {t().revolution}</span>
          </Show>
        </h3>
        <Show when={props.view.pile.length > 0} fallback={<p class="rt-muted">{t().emptyPile}</p>}>
          <ol class="rt-pile">
            <For each={props.view.pile}>
              {(turn) => (
                <li>
                  <span class="rt-pile-name">{turn.player}</span>{' '}
                  {turn.kind === 'play'
                    ? cardsText(props.words, turn.cards)
                    : turn.kind === 'pass'
                      ? t().passWord
                      : t().skipWord}
                </li>
              )}
            </For>
          </ol>
        </Show>
        <Show when={top()}>
          {(beat) => <p class="rt-to-beat">{t().toBeat(m().playBy(beat()))}</p>}
        </Show>
        <Show when={lead()}>{(line) => <p class="rt-lead">{line()}</p>}</Show>
        <Show when={props.firstCard}>
          {(card) => <p class="rt-lead">{t().firstCard(card())}</p>}
        </Show>
      </div>
      <ul class="rt-seats">
        <For each={props.view.seats}>
          {(seat) => {
            // who leads once the exchange is made is told in the lead line, not as their turn
            const acting = () => !props.exchanging && props.view.toAct === seat;
            const lastRole = () => role(seat);
            return (
              <li class="rt-seat" classList={{ 'rt-acting': acting() }}>
                <span class="rt-seat-name">
                  <Show when={acting()}>
                    <span aria-hidden="true">▶ </span>
                  </Show>
                  {seat}
                </span>
                <span class="rt-seat-count">{m().cardCount(props.view.counts[seat] ?? 0)}</span>
                <Show when={acting()}>
                  <span class="rt-badge rt-badge-act">{t().toAct}</span>
                </Show>
                {/* passed earlier in this trick, and not to play again now (re-entry) */}
                <Show when={!acting() && props.view.passed.includes(seat)}>
                  <span class="rt-badge">{t().explain.ui.passed}</span>
                </Show>
                <Show when={place(seat) > 0}>
                  <span class="rt-badge">{t().explain.ui.out(m().placeName(place(seat)))}</span>
                </Show>
                {/* a badge of its own: beside the last round's role it read as part of it
                    ("last round: Scum dealer") */}
                <Show when={props.view.dealer === seat}>
                  <span class="rt-badge">{t().explain.ui.dealer}</span>
                </Show>
                <Show when={lastRole()}>
                  {(r) => <span class="rt-seat-role">{t().explain.ui.lastRole(r())}</span>}
                </Show>
              </li>
            );
          }}
        </For>
      </ul>
    </section>
  );
}
