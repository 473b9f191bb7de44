/**
 * The table's menu (001): the computers' speed, skipping to the end of the round once the
 * person is out, the game's code and a link that plays the same game, and a new game (asked
 * first: it ends this one for good). A disclosure (details/summary), so it opens and closes by
 * keyboard as by touch; Escape closes it too.
 */
import { For, Show, createSignal } from 'solid-js';
import { formatGameCode } from '../../engine/game-code.ts';
import { fill } from '../../i18n/format/fill.ts';
import type { TableWords } from '../../i18n/practice/index.ts';
import { copyText } from '../houserules/clipboard.ts';
import { gameLink } from './game-link.ts';
import type { PracticeGame, PracticeSession } from './session.ts';
import { SPEEDS, type Speed } from './store.ts';

export interface MenuProps {
  readonly words: TableWords;
  readonly session: PracticeSession;
  readonly game: PracticeGame;
  readonly speed: Speed;
  readonly canSkip: boolean;
  readonly onNewGame: () => void;
}

/** The link to the game at the table, on this page's address. */
export function linkToGame(game: PracticeGame): string {
  const page = `${window.location.origin}${window.location.pathname}`;
  return gameLink(page, game.setup);
}

export default function Menu(props: MenuProps) {
  const t = () => props.words.practice.table.menu;
  const [copied, setCopied] = createSignal('');
  const [asking, setAsking] = createSignal(false);
  let fallback: HTMLInputElement | undefined;
  let details: HTMLDetailsElement | undefined;
  const copy = async () => {
    const result = await copyText(linkToGame(props.game), fallback);
    setCopied(result === 'copied' ? t().copied : t().selected);
  };
  return (
    <details
      class="pt-menu"
      ref={(el) => (details = el)}
      onToggle={(event) => {
        // closed, the menu forgets a question left unanswered
        if (!event.currentTarget.open) setAsking(false);
      }}
      // Escape closes the open menu, as a menu does, and gives the focus back to its button
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !event.currentTarget.open) return;
        event.currentTarget.open = false;
        event.currentTarget.querySelector('summary')?.focus();
      }}
    >
      <summary>{t().button}</summary>
      <div class="pt-menu-body">
        <fieldset class="pt-row">
          <legend>{t().speed}</legend>
          <div class="pt-chips">
            <For each={SPEEDS}>
              {(speed) => (
                <label class="pt-chip">
                  <input
                    type="radio"
                    name="pt-speed"
                    value={speed}
                    checked={props.speed === speed}
                    onChange={() => props.session.setSpeed(speed)}
                  />
                  <span>{speed === 'fast' ? t().fast : t().normal}</span>
                </label>
              )}
            </For>
          </div>
        </fieldset>
        <p>
          <button
            type="button"
            class="pt-secondary"
            disabled={!props.canSkip}
            aria-describedby="pt-skip-hint"
            onClick={() => {
              // the round's end comes in the menu's place: the menu closes, not left over it
              if (details !== undefined) details.open = false;
              props.session.skipRound();
            }}
          >
            {t().skip}
          </button>
        </p>
        <p class="pt-hint" id="pt-skip-hint">
          {t().skipHint}
        </p>
        <p class="pt-code" data-testid="pt-code">
          {fill(t().code, { code: formatGameCode(props.game.setup.seed) })}
        </p>
        <p class="pt-link-row">
          <button type="button" class="pt-secondary" onClick={() => void copy()}>
            {t().copyLink}
          </button>{' '}
          <a href={linkToGame(props.game)} data-testid="pt-game-link">
            {t().linkLabel}
          </a>
        </p>
        <input
          class="pt-link-text"
          aria-label={t().linkLabel}
          hidden
          readOnly
          ref={(el) => (fallback = el)}
        />
        <p class="pt-hint" aria-live="polite">
          {copied()}
        </p>
        {/* A new game ends this one for good: the first tap asks, the answer decides. */}
        <Show
          when={asking()}
          fallback={
            <p>
              <button type="button" class="pt-secondary" onClick={() => setAsking(true)}>
                {t().newGame}
              </button>
            </p>
          }
        >
          <div class="pt-ask" role="group" aria-labelledby="pt-ask-text">
            <p id="pt-ask-text">{t().newGameAsk}</p>
            <p class="pt-link-row">
              <button
                type="button"
                class="pt-secondary"
                ref={(el) => queueMicrotask(() => el.focus())}
                onClick={() => setAsking(false)}
              >
                {t().newGameNo}
              </button>{' '}
              <button type="button" class="pt-secondary" onClick={() => props.onNewGame()}>
                {t().newGameYes}
              </button>
            </p>
          </div>
        </Show>
      </div>
    </details>
  );
}
