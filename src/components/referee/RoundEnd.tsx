/**
 * Between rounds and at the end: the places with each language's role names and the round's
 * points, the standings (totals), the game's end with its tie-break, and the next round as
 * the engine will begin it (explain.ts `nextRoundSetup`: who leads and why, the exchange).
 */
import { For, Show, createMemo, onMount } from 'solid-js';
import { nextRoundSetup } from '../../engine/next-round.ts';
import { standings as finalOrder } from '../../engine/scoring.ts';
import type { GameState } from '../../engine/game.ts';
import type { SeatView } from '../../engine/view.ts';
import type { RefereeTableStrings } from '../../i18n/referee/index.ts';
import { roleNameIn } from '../../i18n/messages/dispatch.ts';
import { giveWords, leadText } from './words.ts';

export interface RoundEndProps {
  readonly words: RefereeTableStrings;
  readonly view: SeatView<null>;
  readonly game: GameState;
  readonly over: boolean;
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
  const next = createMemo(() => (props.over ? null : nextRoundSetup(props.game)));
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
