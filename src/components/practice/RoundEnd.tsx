/**
 * Between rounds (001 "Wie gewinnt man"): the round's places with each role, the points they
 * brought and the totals, and the button that deals the next round. After the last round the
 * final standings in the engine's order (most points, a tie to the better place in the last
 * round), saying when a tie was decided that way, with the game's link and a new game.
 */
import { For, Show, createMemo, onMount } from 'solid-js';
import { standings } from '../../engine/scoring.ts';
import { fill, plural } from '../../i18n/format/fill.ts';
import { listAnd } from '../../i18n/format/list.ts';
import type { Lang } from '../../i18n/langs.ts';
import { roleNameIn } from '../../i18n/messages/dispatch.ts';
import type { Messages } from '../../i18n/messages/shared.ts';
import type { TableWords } from '../../i18n/practice/index.ts';
import type { SeatView } from '../../machines/game.ts';
import { linkToGame } from './Menu.tsx';
import type { PracticeGame, PracticeSession } from './session.ts';

export interface RoundEndProps {
  readonly lang: Lang;
  readonly words: TableWords;
  readonly messages: Messages;
  readonly session: PracticeSession;
  readonly game: PracticeGame;
  readonly view: SeatView | null;
  readonly onNewGame: () => void;
}

export default function RoundEnd(props: RoundEndProps) {
  const t = () => props.words.practice.table;
  const over = () => props.game.snapshot.value === 'gameOver';
  const scored = () => props.game.setup.choice.rules.scoring !== 'none';
  const result = () => props.view?.results[props.view.results.length - 1];
  const places = () => (result()?.places ?? []).flatMap((p) => (p === null ? [] : [p]));
  const role = (i: number) => roleNameIn(props.messages.roles, i + 1, places().length);
  const total = (player: string) => props.view?.totals[player] ?? 0;

  const final = createMemo(() =>
    props.view === null ? [] : standings(props.view.results, props.view.totals),
  );
  /** Groups of players with the same total whose order the last round's places decided. */
  const ties = createMemo(() => {
    const groups: string[][] = [];
    for (const player of final()) {
      const group = groups[groups.length - 1];
      if (group !== undefined && total(group[0] ?? '') === total(player)) group.push(player);
      else groups.push([player]);
    }
    return groups.filter((g) => g.length > 1);
  });
  const winnerLine = () => {
    const winner = final()[0];
    if (winner === undefined) return '';
    return winner === props.game.you
      ? t().gameOver.youWin
      : fill(t().gameOver.winner, { name: winner });
  };

  let focusTarget: HTMLButtonElement | undefined;
  onMount(() => focusTarget?.focus());

  return (
    <section class="pt-round-end" aria-labelledby="pt-round-end-title" data-testid="pt-round-end">
      <h2 id="pt-round-end-title">{fill(t().roundOver.heading, { n: result()?.number ?? 1 })}</h2>
      <table class="pt-results">
        <thead>
          <tr>
            <th scope="col">{t().roundOver.place}</th>
            <th scope="col">{t().roundOver.player}</th>
            <th scope="col">{t().roundOver.role}</th>
            <Show when={scored()}>
              <th scope="col">{t().roundOver.points}</th>
            </Show>
          </tr>
        </thead>
        <tbody>
          <For each={places()}>
            {(player, i) => (
              <tr classList={{ 'pt-you-row': player === props.game.you }}>
                <td>{i() + 1}</td>
                <th scope="row">{player}</th>
                <td>{role(i())}</td>
                {/* the total, then what this round added: "3 (+3)", one column that fits a phone */}
                <Show when={scored()}>
                  <td>
                    {total(player)} (+{result()?.points[player] ?? 0})
                  </td>
                </Show>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <Show
        when={over()}
        fallback={
          <button
            type="button"
            class="pt-primary"
            ref={(el) => (focusTarget = el)}
            onClick={() => props.session.nextRound()}
          >
            {fill(t().roundOver.next, { n: (result()?.number ?? 0) + 1 })}
          </button>
        }
      >
        <section
          class="pt-standings"
          aria-labelledby="pt-standings-title"
          data-testid="pt-standings"
        >
          <h2 id="pt-standings-title">{t().gameOver.heading}</h2>
          <p class="pt-winner">{winnerLine()}</p>
          <ol>
            <For each={final()}>
              {(player) => (
                <li classList={{ 'pt-you-row': player === props.game.you }}>
                  {player}
                  <Show when={scored()}>
                    {' – '}
                    {plural(t().points, total(player), props.lang)}
                  </Show>
                </li>
              )}
            </For>
          </ol>
          <For each={ties()}>
            {(group) => (
              <p class="pt-hint">
                {scored()
                  ? fill(t().gameOver.tie, {
                      names: listAnd(props.lang, group),
                      points: plural(t().points, total(group[0] ?? ''), props.lang),
                    })
                  : fill(t().gameOver.tieNoScore, { names: listAnd(props.lang, group) })}
              </p>
            )}
          </For>
          <p class="pt-start-actions">
            <button
              type="button"
              class="pt-primary"
              ref={(el) => (focusTarget = el)}
              onClick={() => props.onNewGame()}
            >
              {t().gameOver.newGame}
            </button>
            <a href={linkToGame(props.game)}>{t().menu.linkLabel}</a>
          </p>
        </section>
      </Show>
    </section>
  );
}
