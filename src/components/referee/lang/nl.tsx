/**
 * The referee island with the nl words: a page loads only its own language's words (messages,
 * rules and every part of the referee; the strings hold functions, so they cannot travel as
 * island props).
 */
import { nl as messages } from '../../../i18n/messages/nl.ts';
import { nl as device } from '../../../i18n/referee/device/nl.ts';
import { nl as disputes } from '../../../i18n/referee/disputes/nl.ts';
import { nl as options } from '../../../i18n/options/nl.ts';
import { nl as vocabulary } from '../../../i18n/vocabulary/nl.ts';
import { nl as setup } from '../../../i18n/referee/setup/nl.ts';
import { nl as store } from '../../../i18n/referee/store/nl.ts';
import { nl as table } from '../../../i18n/referee/table/nl.ts';
import RefereeApp from '../RefereeApp.tsx';

const strings = {
  setup,
  table,
  store,
  device,
  disputes,
  rules: { ...options, lang: 'nl' as const, options: vocabulary, rankLabels: messages.rankLabels },
  messages,
};

export default function RefereeNl() {
  return <RefereeApp lang="nl" strings={strings} />;
}
