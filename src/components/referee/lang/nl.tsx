/**
 * The referee island with the nl words: a page loads only its own language's messages and
 * table words (the strings hold functions, so they cannot travel as island props).
 */
import { nl as messages } from '../../../i18n/messages/nl.ts';
import { DEVICE } from '../../../i18n/referee/device.ts';
import { DISPUTES } from '../../../i18n/referee/disputes.ts';
import { nl as options } from '../../../i18n/options/nl.ts';
import { nl as vocabulary } from '../../../i18n/vocabulary/nl.ts';
import { SETUP } from '../../../i18n/referee/setup.ts';
import { STORE } from '../../../i18n/referee/store.ts';
import { nl as table } from '../../../i18n/referee/table/nl.ts';
import RefereeApp from '../RefereeApp.tsx';

const strings = {
  setup: SETUP.nl,
  table,
  store: STORE.nl,
  device: DEVICE.nl,
  disputes: DISPUTES.nl,
  rules: { ...options, lang: 'nl' as const, options: vocabulary, rankLabels: messages.rankLabels },
  messages,
};

export default function RefereeNl() {
  return <RefereeApp lang="nl" strings={strings} />;
}
