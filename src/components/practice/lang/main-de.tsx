/**
 * The practice table with every de word it uses: its own, the presets' names and the
 * table-rules card's (src/i18n/options, src/i18n/vocabulary), the verdicts, events, roles and
 * card names (src/i18n/messages). Loaded by the island's entry (./de.tsx) once it is mounted.
 */
import { de as messages } from '../../../i18n/messages/de.ts';
import { de as options } from '../../../i18n/options/de.ts';
import { de as practice } from '../../../i18n/practice/de.ts';
import { de as vocabulary } from '../../../i18n/vocabulary/de.ts';
import type { PracticeWords } from '../../../i18n/practice/index.ts';
import PracticeMain from '../PracticeMain.tsx';

const words: PracticeWords = {
  practice,
  messages,
  rules: { ...options, lang: 'de', options: vocabulary, rankLabels: messages.rankLabels },
};

export default function PracticeMainDe() {
  return <PracticeMain lang="de" words={words} />;
}
