/**
 * The referee island with the de words: a page loads only its own language's words (messages,
 * rules and every part of the referee; the strings hold functions, so they cannot travel as
 * island props).
 */
import { de as messages } from '../../../i18n/messages/de.ts';
import { de as device } from '../../../i18n/referee/device/de.ts';
import { de as disputes } from '../../../i18n/referee/disputes/de.ts';
import { de as options } from '../../../i18n/options/de.ts';
import { de as vocabulary } from '../../../i18n/vocabulary/de.ts';
import { de as setup } from '../../../i18n/referee/setup/de.ts';
import { de as store } from '../../../i18n/referee/store/de.ts';
import { de as table } from '../../../i18n/referee/table/de.ts';
import RefereeApp from '../RefereeApp.tsx';

const strings = {
  setup,
  table,
  store,
  device,
  disputes,
  rules: { ...options, lang: 'de' as const, options: vocabulary, rankLabels: messages.rankLabels },
  messages,
};

export default function RefereeDe() {
  return <RefereeApp lang="de" strings={strings} />;
}
