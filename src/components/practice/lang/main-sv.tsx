/**
 * The practice table with every sv word it uses: its own, the presets' names and the
 * table-rules card's (src/i18n/options, src/i18n/vocabulary), the verdicts, events, roles and
 * card names (src/i18n/messages). Loaded by the island's entry (./sv.tsx) once it is mounted.
 */
import { sv as messages } from '../../../i18n/messages/sv.ts';
import { sv as options } from '../../../i18n/options/sv.ts';
import { sv as practice } from '../../../i18n/practice/sv.ts';
import { sv as vocabulary } from '../../../i18n/vocabulary/sv.ts';
import type { PracticeWords } from '../../../i18n/practice/index.ts';
import PracticeMain from '../PracticeMain.tsx';

const words: PracticeWords = {
  practice,
  messages,
  rules: { ...options, lang: 'sv', options: vocabulary, rankLabels: messages.rankLabels },
};

export default function PracticeMainSv() {
  return <PracticeMain lang="sv" words={words} />;
}
