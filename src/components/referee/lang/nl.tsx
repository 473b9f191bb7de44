/**
 * The referee island with the nl words: a page loads only its own language's messages and
 * table words (the strings hold functions, so they cannot travel as island props).
 */
import { nl as messages } from '../../../i18n/messages/nl.ts';
import { DEVICE } from '../../../i18n/referee/device.ts';
import { SETUP } from '../../../i18n/referee/setup.ts';
import { STORE } from '../../../i18n/referee/store.ts';
import { nl as table } from '../../../i18n/referee/table/nl.ts';
import RefereeApp from '../RefereeApp.tsx';

const strings = {
  setup: SETUP.nl,
  table,
  store: STORE.nl,
  device: DEVICE.nl,
  messages,
};

export default function RefereeNl() {
  return <RefereeApp lang="nl" strings={strings} />;
}
