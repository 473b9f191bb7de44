/**
 * Between rounds and at the end: the places with each language's role names and the round's
 * points, the standings (totals), the game's end with its tie-break, and the next round as
 * the engine will begin it (next-round.ts `nextRoundSetup`: who leads and why, the exchange)
 * with its seating, which the table may change (players who change places between rounds, as
 * 003 has it): reordered here, it is the seating the next deal gets.
 */
import { For, Show, createMemo, createSignal, onMount } from 'solid-js';
import { fill } from '../../i18n/format/fill.ts';
import { nextRoundSetup } from '../../engine/next-round.ts';
import { standings as finalOrder } from '../../engine/scoring.ts';
import type { GameState } from '../../engine/game.ts';
import type { SeatView } from '../../engine/view.ts';
import type { RefereeTableStrings } from '../../i18n/referee/index.ts';
import { roleNameIn } from '../../i18n/messages/dispatch.ts';
import ReorderList from './ReorderList.tsx';
import { moveItem } from './setup-form.ts';
import { giveWords, leadText } from './words.ts';

export interface RoundEndProps {
  readonly words: RefereeTableStrings;
  readonly view: SeatView<null>;
  readonly game: GameState;
  readonly over: boolean;
  /** the next round's seating as the table has changed it; null: as the engine seats it */
  readonly seats: readonly string[] | null;
  readonly onSeats: (seats: readonly string[]) => void;
  /** the game's id: the seating chosen is kept for this tab under it and the round's number */
  readonly gameId: string;
  readonly onNext: () => void;
}

export default function RoundEnd(props: RoundEndProps) {
  const t = () => props.words.table;
  const m = () => props.words.messages;
  const scored = () => props.view.rules.scoring !== 'none';
  const result = createMemo(() => props.view.results.find((r) => r.number === props.view.round));
  /** most points first, a tie to the better place in the last round (the engine's order) */
  const standings = createMemo(() => {
    const ranked = finalOrder(props.view.results, props.view.totals);
    const totals = props.view.totals;
    return ranked.length > 0
      ? ranked
      : [...props.view.seats].sort((a, b) => (totals[b] ?? 0) - (totals[a] ?? 0));
  });
  /** the players who end with the winner's total: the last round's places broke the tie */
  const tied = createMemo(() => {
    const winner = props.view.winner;
    if (winner === null) return [];
    const points = props.view.totals[winner] ?? 0;
    return props.view.seats.filter((p) => p !== winner && (props.view.totals[p] ?? 0) === points);
  });
  const next = createMemo(() =>
    props.over ? null : nextRoundSetup(props.game, props.seats ?? undefined),
  );
  // One item per player for the seating's list, kept across moves (its rows keep their focus).
  const items = new Map<string, { readonly id: string }>();
  const itemOf = (name: string) => {
    let item = items.get(name);
    if (item === undefined) items.set(name, (item = { id: name }));
    return item;
  };
  const [moved, setMoved] = createSignal('');
  // The seating chosen is kept for this tab (sessionStorage) until the next deal, so a reload
  // at the round's end finds it again; what is read back counts only if it seats the same
  // players. A storage that refuses only loses that.
  const seatsKey = () => `president.referee.next-seats.${props.gameId}.${String(props.view.round)}`;
  const chooseSeats = (seats: readonly string[]) => {
    props.onSeats(seats);
    try {
      sessionStorage.setItem(seatsKey(), JSON.stringify(seats));
    } catch {
      // kept for this page only
    }
  };
  onMount(() => {
    if (props.over || props.seats !== null) return;
    try {
      const kept: unknown = JSON.parse(sessionStorage.getItem(seatsKey()) ?? 'null');
      const now = props.view.seats;
      if (
        Array.isArray(kept) &&
        kept.length === now.length &&
        now.every((name) => kept.includes(name))
      )
        props.onSeats(kept as string[]);
    } catch {
      // nothing kept, or not readable: the engine's seating
    }
  });
  const places = () => props.view.places;
  let nextButton: HTMLButtonElement | undefined;
  // This screen loads when the round ends, after the table screen has placed the focus: left
  // on the table's heading for want of a key (or on the page), it moves to "next round"
  // without scrolling there: the places are read first, from the table's heading down.
  onMount(() => {
    const active = document.activeElement;
    if (active === null || active === document.body || active.id === 'rt-heading') {
      nextButton?.focus({ preventScroll: true });
      document.getElementById('rt-heading')?.scrollIntoView({ block: 'start' });
    }
  });
  return (
    <section class="rt-round-end" aria-labelledby="rt-round-end-heading">
      <h3 id="rt-round-end-heading">
        {props.over ? t().gameOver : t().roundOver(props.view.round ?? 1)}
      </h3>
      <Show when={props.over && props.view.winner}>
        {(winner) => (
          <p class="rt-winner">
            {t().wins(winner())}
            <Show when={tied().length > 0}>
              {' '}
              {t().tieBreak(
                winner(),
                tied(),
                new Intl.NumberFormat(m().lang).format(props.view.totals[winner()] ?? 0),
              )}
            </Show>
          </p>
        )}
      </Show>
      <table class="rt-places">
        <caption>{t().places}</caption>
        <thead>
          <tr>
            <th scope="col">{t().place}</th>
            <th scope="col">{t().player}</th>
            <th scope="col">{t().role}</th>
            <Show when={scored()}>
              <th scope="col">{t().points}</th>
            </Show>
          </tr>
        </thead>
        <tbody>
          <For each={places()}>
            {(name, i) => (
              <tr>
                <td>{i() + 1}</td>
                <th scope="row">{name ?? '–'}</th>
                <td>{roleNameIn(m().roles, i() + 1, places().length)}</td>
                <Show when={scored()}>
                  <td>{result()?.points[name ?? ''] ?? 0}</td>
                </Show>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <Show when={scored()} fallback={<p class="rt-muted">{t().noScore}</p>}>
        <table class="rt-standings">
          <caption>{t().standings}</caption>
          <thead>
            <tr>
              <th scope="col">{t().player}</th>
              <th scope="col">{t().total}</th>
            </tr>
          </thead>
          <tbody>
            <For each={standings()}>
              {(name) => (
                <tr>
                  <th scope="row">{name}</th>
                  <td>{props.view.totals[name] ?? 0}</td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </Show>
      <Show when={next()}>
        {(setup) => (
          <div class="rt-next">
            <h3>{t().nextRoundHeading(setup().number)}</h3>
            <details class="rt-seating">
              <summary id="rt-seating-title">{t().seating(setup().number, setup().seats)}</summary>
              <p class="rt-muted">{t().seatingHint}</p>
              <ReorderList
                items={setup().seats.map(itemOf)}
                nameOf={(item) => item.id}
                onMove={(from, to) => chooseSeats(moveItem(setup().seats, from, to))}
                onMoved={(item) =>
                  setMoved(
                    fill(t().seatMoved, {
                      name: item.id,
                      seat: setup().seats.indexOf(item.id) + 1,
                      count: setup().seats.length,
                    }),
                  )
                }
                moveUp={t().moveUp}
                moveDown={t().moveDown}
                labelledBy="rt-seating-title"
              >
                {(item) => <span class="rt-seat-name">{item.id}</span>}
              </ReorderList>
              <button
                type="button"
                class="rt-key"
                onClick={() => {
                  const order = setup().previous.filter((p): p is string => p !== null);
                  if (order.length === setup().seats.length) chooseSeats(order);
                }}
              >
                {t().seatingByPlaces}
              </button>
              <p class="sr-only" aria-live="polite">
                {moved()}
              </p>
            </details>
            <p class="rt-lead">{leadText(props.words, setup().lead)}</p>
            <Show when={setup().exchange.length > 0}>
              <ul class="rt-next-gives">
                <For each={setup().exchange}>
                  {(give) => (
                    <li>
                      {t().give(
                        giveWords({ ...props.view, previous: setup().previous }, props.words, {
                          ...give,
                          done: false,
                        }),
                      )}
                    </li>
                  )}
                </For>
              </ul>
            </Show>
            <button
              type="button"
              class="rt-key rt-next-button"
              ref={(el) => (nextButton = el)}
              onClick={() => props.onNext()}
            >
              {t().nextRound}
            </button>
          </div>
        )}
      </Show>
    </section>
  );
}
