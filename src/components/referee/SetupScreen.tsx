/**
 * The referee's set-up screen: the players in seating order, the dealer, the rule set and
 * where the game starts; "Start" opens the game in the session.
 */
import { For, createSignal } from 'solid-js';
import { presetRules } from '../../engine/rules.ts';
import type { Lang } from '../../i18n/langs.ts';
import type { RefereeStrings } from '../../i18n/referee/index.ts';
import type { RefereeSession } from './session.ts';

export interface SetupScreenProps {
  readonly lang: Lang;
  readonly strings: RefereeStrings;
  readonly session: RefereeSession;
}

export default function SetupScreen(props: SetupScreenProps) {
  const [names, setNames] = createSignal(['', '', '', '']);
  const start = (event: SubmitEvent) => {
    event.preventDefault();
    const players = names().map((n) => n.trim());
    props.session.start({
      name: players.join(', '),
      players,
      dealer: players[players.length - 1] ?? '',
      rules: presetRules('common'),
      mode: 'table',
      from: null,
    });
  };
  return (
    <form class="referee-setup" onSubmit={start}>
      <h2>{props.strings.setup.heading}</h2>
      <For each={names()}>
        {(name, i) => (
          <input
            value={name}
            onInput={(e) =>
              setNames((all) => all.map((n, j) => (j === i() ? e.currentTarget.value : n)))
            }
          />
        )}
      </For>
      <button type="submit">{props.strings.setup.start}</button>
    </form>
  );
}
