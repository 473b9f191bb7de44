/**
 * The practice table's screens: the start screen until a game is open, then the table. The
 * session (./session.ts) owns the game's statechart and its saved state; this component only
 * follows it. A game saved in this browser reopens where it was, unless the page was opened
 * from a game's link: then the start screen shows that game, and the saved one can still be
 * continued from there. Loaded by the island (./PracticeApp.tsx) once it is mounted, so it
 * reads the address and storage at once.
 */
import { Show, createSignal, onCleanup, untrack } from 'solid-js';
import type { Lang } from '../../i18n/langs.ts';
import type { PracticeWords } from '../../i18n/practice/index.ts';
import { browserStorage, readStoredRules } from '../houserules/storage.ts';
import { readRuleSources } from '../referee/rule-source.ts';
import { readGameLink, type GameLinkParams } from './link.ts';
import Notices from './Notices.tsx';
import { offeredLevels, PracticeSession } from './session.ts';
import type { PracticeSetup } from './setup.ts';
import StartScreen from './StartScreen.tsx';
import TableScreen from './TableScreen.tsx';

export interface PracticeMainProps {
  readonly lang: Lang;
  readonly words: PracticeWords;
}

const NO_LINK: GameLinkParams = { players: null, level: null, seed: null };

export default function PracticeMain(props: PracticeMainProps) {
  // Mounted in the browser only: the address and storage are read at once.
  const href = window.location.href;
  const stored = readStoredRules(browserStorage());
  const sources = readRuleSources(href, stored.kind === 'text' ? stored.text : null);
  const fromLink = readGameLink(href);
  const [link, setLink] = createSignal<GameLinkParams>(fromLink);
  // the start screen shows over an open game when the page came from a game's link
  const [choosing, setChoosing] = createSignal(fromLink.seed !== null);

  const session = new PracticeSession({ names: untrack(() => props.words.practice.names) });
  const [game, setGame] = createSignal(session.game());
  const [speed, setSpeed] = createSignal(session.speed());
  const [notices, setNotices] = createSignal(session.notices());
  onCleanup(
    session.subscribe(() => {
      setGame(session.game());
      setSpeed(session.speed());
      setNotices(session.notices());
    }),
  );
  session.attach({ hold: fromLink.seed !== null });
  onCleanup(() => session.detach());
  const [last, setLast] = createSignal<PracticeSetup | null>(session.game()?.setup ?? null);

  const start = (setup: PracticeSetup) => {
    setLast(setup);
    setChoosing(false);
    session.start(setup);
  };
  const newGame = () => {
    setLast(game()?.setup ?? last());
    setLink(NO_LINK);
    session.newGame();
    setChoosing(true);
  };

  return (
    <>
      <Notices
        strings={props.words.practice.notices}
        notices={notices()}
        onDismiss={(notice) => session.dismissNotice(notice)}
      />
      <Show
        when={!choosing() && game()}
        fallback={
          <StartScreen
            lang={props.lang}
            words={props.words}
            sources={sources}
            link={link()}
            levels={offeredLevels()}
            last={last()}
            canContinue={game() !== null}
            onStart={start}
            onContinue={() => {
              setChoosing(false);
              session.resume();
            }}
          />
        }
      >
        {(open) => (
          <TableScreen
            lang={props.lang}
            words={props.words}
            messages={props.words.messages}
            session={session}
            game={open()}
            speed={speed()}
            onNewGame={newGame}
          />
        )}
      </Show>
    </>
  );
}
