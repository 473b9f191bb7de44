/**
 * The referee island with the en words: a page loads only its own language's words (messages,
 * rules and every part of the referee; the strings hold functions, so they cannot travel as
 * island props).
 */
import { en as messages } from '../../../i18n/messages/en.ts';
import { en as device } from '../../../i18n/referee/device/en.ts';
import { en as disputes } from '../../../i18n/referee/disputes/en.ts';
import { en as options } from '../../../i18n/options/en.ts';
import { en as vocabulary } from '../../../i18n/vocabulary/en.ts';
import { en as setup } from '../../../i18n/referee/setup/en.ts';
import { en as store } from '../../../i18n/referee/store/en.ts';
import { en as table } from '../../../i18n/referee/table/en.ts';
import RefereeApp from '../RefereeApp.tsx';

const strings = {
  setup,
  table,
  store,
  device,
  disputes,
  rules: { ...options, lang: 'en' as const, options: vocabulary, rankLabels: messages.rankLabels },
  messages,
};

export default function RefereeEn() {
  return <RefereeApp lang="en" strings={strings} />;
}
