/**
 * The referee for a real table (island): the set-up screen until a game is open, then the
 * table screen (overview, entry pad, verdicts, history, between rounds). The session
 * (./session.ts) owns the game's statechart and its saved state; this component only
 * follows it and draws one of the two screens, and under either the dispute tools
 * (export and import of transcripts, loaded on demand).
 */
import { Show, createSignal, onCleanup, onMount } from 'solid-js';
import type { Lang } from '../../i18n/langs.ts';
import type { RefereeStrings } from '../../i18n/referee/index.ts';
import { RefereeSession, type RefereeGame } from './session.ts';
import { REFEREE_MACHINE } from './session-machine.ts';
import Disputes from './Disputes.tsx';
import ScreenStatus from './ScreenStatus.tsx';
import SetupScreen from './SetupScreen.tsx';
import StoreNotices from './StoreNotices.tsx';
import TableScreen from './TableScreen.tsx';

export interface RefereeAppProps {
  readonly lang: Lang;
  readonly strings: RefereeStrings;
}

export default function RefereeApp(props: RefereeAppProps) {
  const session = new RefereeSession({ machine: REFEREE_MACHINE });
  const [game, setGame] = createSignal<RefereeGame | null>(session.current());
  onCleanup(session.subscribe(setGame));
  // Storage opens once mounted (the server's render and the first client render agree);
  // the game open last then reopens.
  onMount(() => session.attach());
  onCleanup(() => session.detach());
  return (
    <div class="referee">
      <StoreNotices strings={props.strings.store} session={session} />
      <Show
        when={game()}
        fallback={<SetupScreen lang={props.lang} strings={props.strings} session={session} />}
      >
        {(open) => (
          <TableScreen lang={props.lang} strings={props.strings} session={session} game={open()} />
        )}
      </Show>
      <Disputes lang={props.lang} strings={props.strings} session={session} game={game()} />
      <ScreenStatus strings={props.strings.device} active={game() !== null} />
    </div>
  );
}
