/**
 * The referee for a real table (island): the set-up screen until a game is open, then the
 * table screen (overview, entry pad, verdicts, history, between rounds). The session
 * (./session.ts) owns the game's statechart and its saved state; this component only
 * follows it and draws one of the two screens, and under either the dispute tools
 * (export and import of transcripts, loaded on demand).
 *
 * The page loads only this shell: the session's storage half, the notices, the screen's wake
 * lock and the dispute tools' button; its words are the island's props (plain data). Each
 * screen's code loads when it is first shown: the set-up screen (./SetupScreen.tsx, no
 * statechart) on a first visit, which the server renders into the page's HTML and the island
 * hydrates once its code has arrived; the table screen (./TableScreen.tsx) with its words
 * (`loadTableWords`) and the statechart (./session-machine.ts, loaded by the session) when a
 * game was open last (the island then renders anew, ./referee-directive.ts, and shows a
 * loading line until the table is there). What may come next is loaded when the browser is
 * idle after a screen is drawn: the table, its words and the statechart on the set-up screen
 * once it is first used (so that Start opens the game at once, and a page only looked at loads
 * no more), the end of a round and the hand entry on the table screen (so that the last play's
 * verdict and the round's end show together). The service worker precaches every one of these
 * files (scripts/service-worker.ts).
 */
import {
  Show,
  createEffect,
  createSignal,
  onCleanup,
  onMount,
  untrack,
  type Accessor,
} from 'solid-js';
import { isServer } from 'solid-js/web';
import type { Lang } from '../../i18n/langs.ts';
import { resuming } from '../../lib/referee-open.ts';
import type { RefereePageStrings, RefereeTableStrings } from '../../i18n/referee/index.ts';
import { hydratingScreen } from './hydrating-screen.ts';
import { RefereeSession, type RefereeGame } from './session.ts';
import Disputes from './Disputes.tsx';
import ScreenStatus from './ScreenStatus.tsx';
import StoreNotices from './StoreNotices.tsx';
import { whenIdle } from '../../lib/when-idle.ts';

export interface RefereeAppProps {
  readonly lang: Lang;
  /** the words that are plain data (the island's props) */
  readonly words: RefereePageStrings;
  /** the table screen's words in the page's language (./lang/table-*.ts) */
  readonly loadTableWords: () => Promise<{ readonly words: RefereeTableStrings }>;
}

/**
 * A value loaded the first time it is asked for: null until it has arrived; a failed load
 * calls `failed` and may be asked for again.
 */
function loadOnce<T>(load: () => Promise<T>, failed: () => void): Accessor<T | null> {
  const [value, setValue] = createSignal<T | null>(null);
  let started = false;
  return () => {
    if (!started) {
      started = true;
      load().then(
        (loaded) => setValue(() => loaded),
        () => {
          started = false;
          failed();
        },
      );
    }
    return value();
  };
}

/**
 * The set-up screen for the server's render: loaded before the page is rendered, so the server
 * draws it at once (Solid's `lazy` would make it write an inline script for its Suspense,
 * which the Content-Security-Policy blocks). In the browser this is null (the build drops the
 * import) and the screen loads when first drawn (./hydrating-screen.ts), then hydrates what
 * the server drew: both render it as one component, in the same hydration context.
 */
const serverSetup = import.meta.env.SSR ? (await import('./SetupScreen.tsx')).default : null;

export default function RefereeApp(props: RefereeAppProps) {
  const session = new RefereeSession({
    machine: () => import('./session-machine.ts').then((module) => module.REFEREE_MACHINE),
  });
  const [game, setGame] = createSignal<RefereeGame | null>(session.current());
  /**
   * true while a game found in storage is opening. The server renders the set-up screen, and
   * the island hydrates it unless a game is noted as open last (./referee-directive.ts: the
   * island then renders anew, starting with the loading line).
   */
  const [opening, setOpening] = createSignal(!isServer && resuming());
  const [loadFailed, setLoadFailed] = createSignal(false);
  onCleanup(
    session.subscribe((open) => {
      setGame(open);
      setOpening(session.opening());
    }),
  );
  // Storage opens once mounted (the server's render and the first client render agree);
  // the game open last then reopens.
  onMount(() => {
    session.attach();
    setOpening(session.opening());
  });
  onCleanup(() => session.detach());

  const failed = () => setLoadFailed(true);
  const loadTableWords = untrack(() => props.loadTableWords);
  // The set-up screen is in the page's HTML (the server renders it) and hydrates once its
  // code has arrived; a failed load leaves the notice that the referee could not load.
  const SetupScreen =
    serverSetup ??
    hydratingScreen(() =>
      import('./SetupScreen.tsx').catch(() => {
        failed();
        return { default: () => null };
      }),
    );
  const tablePart = loadOnce(
    () => Promise.all([import('./TableScreen.tsx'), loadTableWords()]),
    failed,
  );
  const screen = (): 'setup' | 'table' | null =>
    game() !== null ? 'table' : opening() ? null : 'setup';
  /** whether the screen to show has loaded (asking for the table starts its load) */
  const shown = (): boolean => {
    const which = screen();
    if (which === 'setup') return true;
    if (which === 'table') return tablePart() !== null;
    return false;
  };
  // A game opening from storage: its screen loads beside the statechart.
  createEffect(() => {
    if (game() !== null || (opening() && session.opening())) void tablePart();
  });
  let root: HTMLDivElement | undefined;
  /**
   * Loads what the screen drawn may need next (see above): for the set-up screen once someone
   * first touches, types in or tabs into the island, then when the browser is idle (a page
   * opened and not used costs nothing more, and filling in the players leaves time enough);
   * for the table screen as soon as the browser is idle.
   */
  const prefetched = new Set<'setup' | 'table'>();
  const drawn = (which: 'setup' | 'table') => {
    if (prefetched.has(which)) return;
    prefetched.add(which);
    const quietly = (load: Promise<unknown>) => void load.catch(() => undefined);
    if (which === 'table') {
      whenIdle(() => {
        quietly(import('./RoundEnd.tsx'));
        quietly(import('./HandEntry.tsx'));
      });
      return;
    }
    const load = () => {
      quietly(session.ready());
      quietly(import('./TableScreen.tsx'));
      quietly(loadTableWords());
    };
    const area = root;
    if (area === undefined) {
      whenIdle(load);
      return;
    }
    const uses = ['pointerdown', 'keydown', 'focusin'] as const;
    const firstUse = () => {
      for (const use of uses) area.removeEventListener(use, firstUse, true);
      whenIdle(load);
    };
    for (const use of uses) area.addEventListener(use, firstUse, { capture: true, passive: true });
    onCleanup(() => {
      for (const use of uses) area.removeEventListener(use, firstUse, true);
    });
  };

  // what the set-up screen may need next, once it is shown in the browser (see `drawn`)
  createEffect(() => {
    if (screen() === 'setup') drawn('setup');
  });

  return (
    <div class="referee" ref={(el) => (root = el)}>
      <StoreNotices strings={props.words.store} session={session} />
      <Show when={loadFailed()}>
        <p class="referee-load-failed" role="alert">
          {props.words.device.notLoaded}
        </p>
      </Show>
      <Show when={!loadFailed() && !shown()}>
        <div class="referee-loading">
          <p>{props.words.device.loading}</p>
        </div>
      </Show>
      <Show when={screen() === 'setup'}>
        <SetupScreen lang={props.lang} strings={props.words} session={session} />
      </Show>
      <Show when={game()}>
        {(open) => (
          <Show when={tablePart()}>
            {(part) => {
              const [module, words] = part();
              const Screen = module.default;
              drawn('table');
              return (
                <Screen lang={props.lang} strings={words.words} session={session} game={open()} />
              );
            }}
          </Show>
        )}
      </Show>
      <Disputes lang={props.lang} strings={props.words} session={session} game={game()} />
      <ScreenStatus strings={props.words.device} active={game() !== null} />
    </div>
  );
}
