/**
 * The practice table (island). The page's first load is this shell (its words are the
 * island's props, plain data); it shows the one screen the visit opens on, never both:
 *
 * - the start screen (./StartPart.tsx: the rows and the table-rules card, whose words the
 *   page passes as the island's props; no statechart, no computers) when no game is kept in
 *   this browser, or the page came from a game's link. The server renders it into the page's
 *   HTML (with no link, no saved rules and no last game read: the screen reads them once
 *   mounted), and the island hydrates it once its code has arrived;
 * - the table (./lang/table-*.tsx: the session with the game's statechart, the engine, the
 *   Normal computer player, the table screen and the messages) when a game is kept: it
 *   reopens where it was. The island then renders anew (./practice-directive.ts) and shows a
 *   loading line until the table is there.
 *
 * The other screen loads when the visitor asks for it (Start or Continue; New game). What
 * comes only later loads then too: the round's end and the final standings (./RoundEnd.tsx),
 * and the Strong computer player, which thinks in a Web Worker (src/machines/strong-worker.ts).
 * A browser without JavaScript shows the start screen with the page's noscript note.
 */
import { Show, createSignal, onCleanup, onMount, untrack, type Component } from 'solid-js';
import { isServer } from 'solid-js/web';
import type { Lang } from '../../i18n/langs.ts';
import type { PracticeStrings } from '../../i18n/practice/shape.ts';
import type { HouseRulesStrings } from '../../lib/rule-card.ts';
import { hydratingScreen } from '../referee/hydrating-screen.ts';
import Notices from './Notices.tsx';
import { hasSavedGame, resuming } from './saved-key.ts';
import type { PracticeGame, PracticeNotice, PracticeSession, setupOf } from './session.ts';
import type { PracticeSetup, StartChoice } from './setup.ts';
import type { Speed } from './store.ts';

/** What the start screen gets from the shell (./StartPart.tsx). */
export interface StartPartProps {
  /** the last game's set-up: the rows start from it */
  readonly last: PracticeSetup | null;
  /** a saved game waits behind this screen */
  readonly canContinue: boolean;
  /** the page's game link still applies (not after New game) */
  readonly useLink: boolean;
  readonly onStart: (choice: StartChoice) => void;
  readonly onContinue: () => void;
}

/** What the table gets from the shell (./TableScreen.tsx, bound to a language). */
export interface TablePartProps {
  readonly practice: PracticeStrings;
  readonly session: PracticeSession;
  readonly game: PracticeGame;
  readonly speed: Speed;
  readonly onNewGame: () => void;
}

/** A language's table module (./lang/table-*.tsx). */
export interface TableModule {
  readonly Table: Component<TablePartProps>;
  readonly PracticeSession: typeof PracticeSession;
  readonly setupOf: typeof setupOf;
}

export interface PracticeAppProps {
  readonly lang: Lang;
  readonly words: PracticeStrings;
  /** the presets' names and the table-rules card's words (the island's props) */
  readonly rules: HouseRulesStrings;
  /** the language's table (./lang/table-*.tsx) */
  readonly loadTable: () => Promise<TableModule>;
}

/**
 * The start screen for the server's render: loaded before the page is rendered, so the server
 * draws it at once (Solid's `lazy` would make it write an inline script for its Suspense,
 * which the Content-Security-Policy blocks). In the browser this is null (the build drops the
 * import) and the screen loads when first drawn (../referee/hydrating-screen.ts), then
 * hydrates what the server drew: both render it as one component, in the same hydration
 * context.
 */
const serverStart = import.meta.env.SSR ? (await import('./StartPart.tsx')).default : null;

export default function PracticeApp(props: PracticeAppProps) {
  const StartPart = serverStart ?? hydratingScreen(() => import('./StartPart.tsx'));
  const words = untrack(() => ({ practice: props.words, rules: props.rules }));
  const [Table, setTable] = createSignal<Component<TablePartProps> | null>(null);
  const [session, setSession] = createSignal<PracticeSession | null>(null);
  let toSetup: TableModule['setupOf'] = () => {
    throw new Error('the table is not loaded');
  };
  // The server draws the start screen, which the island hydrates, unless a kept game reopens
  // (./practice-directive.ts: the island then renders anew, starting with the loading line).
  const [screen, setScreen] = createSignal<'loading' | 'start' | 'table'>(
    !isServer && resuming() ? 'loading' : 'start',
  );
  const [game, setGame] = createSignal<PracticeGame | null>(null);
  const [speed, setSpeed] = createSignal<Speed>('normal');
  const [notices, setNotices] = createSignal<readonly PracticeNotice[]>([]);
  const [last, setLast] = createSignal<PracticeSetup | null>(null);
  const [useLink, setUseLink] = createSignal(true);
  /** a game was kept when the page opened (a link's page keeps it behind the start screen) */
  const [kept, setKept] = createSignal(false);

  /** The start screen (its code loads when it is first drawn). */
  const showStart = () => setScreen('start');

  /** The table's code and the session (once per page); `hold`: a kept game waits. */
  const openTable = async (hold: boolean): Promise<PracticeSession> => {
    const open = session();
    if (open !== null) return open;
    const table = await props.loadTable();
    const created = new table.PracticeSession({ names: untrack(() => props.words.names) });
    const follow = () => {
      // the game went away (another tab started over or left it): the start screen
      if (created.game() === null && screen() === 'table') showStart();
      setGame(created.game());
      setSpeed(created.speed());
      setNotices(created.notices());
    };
    onCleanup(created.subscribe(follow));
    onCleanup(() => created.detach());
    created.attach({ hold });
    follow();
    toSetup = table.setupOf;
    setTable(() => table.Table);
    setSession(created);
    return created;
  };

  /** The kept game's table, or the start screen when it did not open (set aside). */
  const showKept = (opened: PracticeSession) => {
    if (opened.game() === null) showStart();
    else setScreen('table');
  };

  onMount(() => {
    const fromLink = new URL(window.location.href).searchParams.has('game');
    const saved = hasSavedGame();
    setKept(saved);
    if (!saved || fromLink) {
      showStart();
      return;
    }
    void openTable(false).then(showKept);
  });

  const start = (choice: StartChoice) => {
    void openTable(true).then((opened) => {
      const setup = toSetup(choice);
      setLast(setup);
      opened.start(setup);
      setScreen('table');
    });
  };
  const resume = () => {
    void openTable(true).then((opened) => {
      opened.resume();
      if (opened.game() !== null) setScreen('table');
    });
  };
  const newGame = () => {
    setLast(game()?.setup ?? last());
    setUseLink(false);
    setKept(false);
    session()?.newGame();
    showStart();
  };

  return (
    <div class="practice">
      <Notices
        strings={props.words.notices}
        notices={notices()}
        onDismiss={(notice) => session()?.dismissNotice(notice)}
        onTakeOver={() => {
          session()?.takeOver();
          if (session()?.game() != null) setScreen('table');
        }}
      />
      <Show when={screen() === 'loading'}>
        <p class="pt-loading">{props.words.loading}</p>
      </Show>
      <Show when={screen() === 'start'}>
        <StartPart
          lang={props.lang}
          words={words}
          last={game()?.setup ?? last()}
          canContinue={game() !== null || (session() === null && kept())}
          useLink={useLink()}
          onStart={start}
          onContinue={resume}
        />
      </Show>
      <Show when={screen() === 'table' ? Table() : null}>
        {(TableScreen) => (
          <Show when={game()}>
            {(open) => {
              const Screen = TableScreen();
              return (
                <Screen
                  practice={props.words}
                  session={session() as PracticeSession}
                  game={open()}
                  speed={speed()}
                  onNewGame={newGame}
                />
              );
            }}
          </Show>
        )}
      </Show>
    </div>
  );
}
