/**
 * The referee island with the sv words: a page loads only its own language's messages and
 * table words (the strings hold functions, so they cannot travel as island props).
 */
import { sv as messages } from '../../../i18n/messages/sv.ts';
import { DEVICE } from '../../../i18n/referee/device.ts';
import { DISPUTES } from '../../../i18n/referee/disputes.ts';
import { sv as options } from '../../../i18n/options/sv.ts';
import { sv as vocabulary } from '../../../i18n/vocabulary/sv.ts';
import { SETUP } from '../../../i18n/referee/setup.ts';
import { STORE } from '../../../i18n/referee/store.ts';
import { sv as table } from '../../../i18n/referee/table/sv.ts';
import RefereeApp from '../RefereeApp.tsx';

const strings = {
  setup: SETUP.sv,
  table,
  store: STORE.sv,
  device: DEVICE.sv,
  disputes: DISPUTES.sv,
  rules: { ...options, lang: 'sv' as const, options: vocabulary, rankLabels: messages.rankLabels },
  messages,
};

export default function RefereeSv() {
  return <RefereeApp lang="sv" strings={strings} />;
}
