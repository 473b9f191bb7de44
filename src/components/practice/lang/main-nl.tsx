/**
 * The practice table with every nl word it uses: its own, the presets' names and the
 * table-rules card's (src/i18n/options, src/i18n/vocabulary), the verdicts, events, roles and
 * card names (src/i18n/messages). Loaded by the island's entry (./nl.tsx) once it is mounted.
 */
import { nl as messages } from '../../../i18n/messages/nl.ts';
import { nl as options } from '../../../i18n/options/nl.ts';
import { nl as practice } from '../../../i18n/practice/nl.ts';
import { nl as vocabulary } from '../../../i18n/vocabulary/nl.ts';
import type { PracticeWords } from '../../../i18n/practice/index.ts';
import PracticeMain from '../PracticeMain.tsx';

const words: PracticeWords = {
  practice,
  messages,
  rules: { ...options, lang: 'nl', options: vocabulary, rankLabels: messages.rankLabels },
};

export default function PracticeMainNl() {
  return <PracticeMain lang="nl" words={words} />;
}
