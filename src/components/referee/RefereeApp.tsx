/**
 * The referee for a real table (island): the set-up screen until a game is open, then the
 * table screen (overview, entry pad, verdicts, history, between rounds). The session
 * (./session.ts) owns the game's statechart and its saved state; this component only
 * follows it and draws one of the two screens, and under either the dispute tools
 * (export and import of transcripts, loaded on demand).
 */
import { Show, createSignal, onCleanup } from 'solid-js';
import type { Lang } from '../../i18n/langs.ts';
import type { RefereeStrings } from '../../i18n/referee/index.ts';
import { RefereeSession, type RefereeGame } from './session.ts';
import Disputes from './Disputes.tsx';
import SetupScreen from './SetupScreen.tsx';
import TableScreen from './TableScreen.tsx';

export interface RefereeAppProps {
  readonly lang: Lang;
  readonly strings: RefereeStrings;
}

export default function RefereeApp(props: RefereeAppProps) {
  const session = new RefereeSession();
  const [game, setGame] = createSignal<RefereeGame | null>(session.current());
  onCleanup(session.subscribe(setGame));
  return (
    <div class="referee">
      <Show
        when={game()}
        fallback={<SetupScreen lang={props.lang} strings={props.strings} session={session} />}
      >
        {(open) => (
          <TableScreen lang={props.lang} strings={props.strings} session={session} game={open()} />
        )}
      </Show>
      <Disputes lang={props.lang} strings={props.strings} session={session} game={game()} />
    </div>
  );
}
