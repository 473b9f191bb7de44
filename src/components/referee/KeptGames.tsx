/**
 * The games kept at this device (session.list()), newest first, each with "resume" and a
 * two-step "remove" (the first press asks, the second removes). Filled after the island wakes
 * up: the server knows no device's games.
 */
import { For, Show, createSignal, onCleanup, onMount } from 'solid-js';
import type { Lang } from '../../i18n/langs.ts';
import type { RefereeSetupStrings } from '../../i18n/referee/index.ts';
import { fill } from '../../i18n/format/fill.ts';
import type { RefereeSession, SavedGameSummary } from './session.ts';
import { defaultGameName } from './setup-form.ts';

export interface KeptGamesProps {
  readonly lang: Lang;
  readonly strings: RefereeSetupStrings;
  readonly session: RefereeSession;
}

export default function KeptGames(props: KeptGamesProps) {
  const k = () => props.strings.setup.kept;
  const [games, setGames] = createSignal<readonly SavedGameSummary[]>([]);
  const [ready, setReady] = createSignal(false);
  const [confirming, setConfirming] = createSignal<string | null>(null);
  const [status, setStatus] = createSignal('');
  const refresh = () => setGames(props.session.list());
  onMount(() => {
    refresh();
    setReady(true);
    // The session is the same object for the island's life: subscribing once is enough.
    onCleanup(props.session.subscribe(refresh));
  });

  const date = (ms: number) =>
    new Intl.DateTimeFormat(props.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  const resume = async (game: SavedGameSummary) => {
    // the statechart comes first when it is not loaded yet
    const opened = await props.session.ready().then(
      () => true,
      () => false,
    );
    if (!opened || props.session.resume(game.id) === null) setStatus(k().failed);
  };
  const remove = (game: SavedGameSummary) => {
    props.session.remove(game.id);
    setConfirming(null);
    refresh();
    setStatus(fill(k().removed, { name: game.name }));
  };

  return (
    <section class="rs-kept" aria-labelledby="rs-kept-title">
      <h2 id="rs-kept-title">{k().heading}</h2>
      <p class="rs-status" role="status">
        {status()}
      </p>
      <Show when={ready() && games().length === 0}>
        <p class="rs-hint">{k().empty}</p>
      </Show>
      <ul class="rs-kept-list">
        <For each={games()}>
          {(game) => (
            <li class="rs-kept-game">
              <div class="rs-kept-text">
                <strong>{game.name}</strong>
                <span class="rs-hint">
                  {/* a game named after its players (no name given) lists them once */}
                  {game.name === defaultGameName(game.players)
                    ? ''
                    : `${game.players.join(', ')} · `}
                  {game.round === null ? '' : `${fill(k().round, { round: game.round })} · `}
                  {fill(k().updated, { date: date(game.updated) })}
                </span>
              </div>
              <div class="rs-kept-actions">
                <Show
                  when={confirming() === game.id}
                  fallback={
                    <>
                      <button type="button" class="button" onClick={() => void resume(game)}>
                        {k().resume}
                        <span class="sr-only">: {game.name}</span>
                      </button>
                      <button type="button" class="rs-quiet" onClick={() => setConfirming(game.id)}>
                        {k().remove}
                        <span class="sr-only">: {game.name}</span>
                      </button>
                    </>
                  }
                >
                  <button
                    type="button"
                    class="rs-danger"
                    ref={(el) => queueMicrotask(() => el.focus())}
                    onClick={() => remove(game)}
                  >
                    {k().confirm}
                    <span class="sr-only">: {game.name}</span>
                  </button>
                  <button type="button" class="rs-quiet" onClick={() => setConfirming(null)}>
                    {k().cancel}
                  </button>
                </Show>
              </div>
            </li>
          )}
        </For>
      </ul>
    </section>
  );
}
