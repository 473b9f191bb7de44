/**
 * The referee island with the en words: a page loads only its own language's messages and
 * table words (the strings hold functions, so they cannot travel as island props).
 */
import { en as messages } from '../../../i18n/messages/en.ts';
import { DEVICE } from '../../../i18n/referee/device.ts';
import { DISPUTES } from '../../../i18n/referee/disputes.ts';
import { en as options } from '../../../i18n/options/en.ts';
import { en as vocabulary } from '../../../i18n/vocabulary/en.ts';
import { SETUP } from '../../../i18n/referee/setup.ts';
import { STORE } from '../../../i18n/referee/store.ts';
import { en as table } from '../../../i18n/referee/table/en.ts';
import RefereeApp from '../RefereeApp.tsx';

const strings = {
  setup: SETUP.en,
  table,
  store: STORE.en,
  device: DEVICE.en,
  disputes: DISPUTES.en,
  rules: { ...options, lang: 'en' as const, options: vocabulary, rankLabels: messages.rankLabels },
  messages,
};

export default function RefereeEn() {
  return <RefereeApp lang="en" strings={strings} />;
}
