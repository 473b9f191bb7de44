/**
 * The practice table with the de messages (verdicts, events, roles, places and card names)
 * and the session that plays the game. Loaded by the island's shell (../PracticeApp.tsx) when
 * a game opens; the table's own words come from the shell.
 */
import { de as messages } from '../../../i18n/messages/de.ts';
import type { TablePartProps } from '../PracticeApp.tsx';
import TableScreen from '../TableScreen.tsx';

export { PracticeSession, setupOf } from '../session.ts';
// The bundler groups modules by the entries that reach them: the start screen and the example
// steppers reach the option words with the engine, so the table reaches them too, or they would
// split into a chunk of their own that every stepper page pays for.
export { valueName } from '../../../lib/option-words.ts';

export function Table(props: TablePartProps) {
  return (
    <TableScreen
      {...props}
      lang="de"
      words={{ practice: props.practice, messages }}
      messages={messages}
    />
  );
}
