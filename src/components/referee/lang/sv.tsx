/**
 * The referee island with the sv words: a page loads only its own language's words (messages,
 * rules and every part of the referee; the strings hold functions, so they cannot travel as
 * island props).
 */
import { sv as messages } from '../../../i18n/messages/sv.ts';
import { sv as device } from '../../../i18n/referee/device/sv.ts';
import { sv as disputes } from '../../../i18n/referee/disputes/sv.ts';
import { sv as options } from '../../../i18n/options/sv.ts';
import { sv as vocabulary } from '../../../i18n/vocabulary/sv.ts';
import { sv as setup } from '../../../i18n/referee/setup/sv.ts';
import { sv as store } from '../../../i18n/referee/store/sv.ts';
import { sv as table } from '../../../i18n/referee/table/sv.ts';
import RefereeApp from '../RefereeApp.tsx';

const strings = {
  setup,
  table,
  store,
  device,
  disputes,
  rules: { ...options, lang: 'sv' as const, options: vocabulary, rankLabels: messages.rankLabels },
  messages,
};

export default function RefereeSv() {
  return <RefereeApp lang="sv" strings={strings} />;
}
