/**
 * The referee island with the de words: a page loads only its own language's messages and
 * table words (the strings hold functions, so they cannot travel as island props).
 */
import { de as messages } from '../../../i18n/messages/de.ts';
import { SETUP } from '../../../i18n/referee/setup.ts';
import { de as table } from '../../../i18n/referee/table/de.ts';
import RefereeApp from '../RefereeApp.tsx';

const strings = { setup: SETUP.de, table, messages };

export default function RefereeDe() {
  return <RefereeApp lang="de" strings={strings} />;
}
