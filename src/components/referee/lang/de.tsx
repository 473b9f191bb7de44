/**
 * The referee island with the de words: a page loads only its own language's messages and
 * table words (the strings hold functions, so they cannot travel as island props).
 */
import { de as messages } from '../../../i18n/messages/de.ts';
import { DEVICE } from '../../../i18n/referee/device.ts';
import { SETUP } from '../../../i18n/referee/setup.ts';
import { STORE } from '../../../i18n/referee/store.ts';
import { de as table } from '../../../i18n/referee/table/de.ts';
import RefereeApp from '../RefereeApp.tsx';

const strings = {
  setup: SETUP.de,
  table,
  store: STORE.de,
  device: DEVICE.de,
  messages,
};

export default function RefereeDe() {
  return <RefereeApp lang="de" strings={strings} />;
}
