/**
 * The referee island with the de words: a page loads only its own language's messages and
 * table words (the strings hold functions, so they cannot travel as island props).
 */
import { de as messages } from '../../../i18n/messages/de.ts';
import { DEVICE } from '../../../i18n/referee/device.ts';
import { DISPUTES } from '../../../i18n/referee/disputes.ts';
import { de as options } from '../../../i18n/options/de.ts';
import { de as vocabulary } from '../../../i18n/vocabulary/de.ts';
import { SETUP } from '../../../i18n/referee/setup.ts';
import { STORE } from '../../../i18n/referee/store.ts';
import { de as table } from '../../../i18n/referee/table/de.ts';
import RefereeApp from '../RefereeApp.tsx';

const strings = {
  setup: SETUP.de,
  table,
  store: STORE.de,
  device: DEVICE.de,
  disputes: DISPUTES.de,
  rules: { ...options, lang: 'de' as const, options: vocabulary, rankLabels: messages.rankLabels },
  messages,
};

export default function RefereeDe() {
  return <RefereeApp lang="de" strings={strings} />;
}
