/**
 * The practice table with every en word it uses: its own, the presets' names and the
 * table-rules card's (src/i18n/options, src/i18n/vocabulary), the verdicts, events, roles and
 * card names (src/i18n/messages). Loaded by the island's entry (./en.tsx) once it is mounted.
 */
import { en as messages } from '../../../i18n/messages/en.ts';
import { en as options } from '../../../i18n/options/en.ts';
import { en as practice } from '../../../i18n/practice/en.ts';
import { en as vocabulary } from '../../../i18n/vocabulary/en.ts';
import type { PracticeWords } from '../../../i18n/practice/index.ts';
import PracticeMain from '../PracticeMain.tsx';

const words: PracticeWords = {
  practice,
  messages,
  rules: { ...options, lang: 'en', options: vocabulary, rankLabels: messages.rankLabels },
};

export default function PracticeMainEn() {
  return <PracticeMain lang="en" words={words} />;
}
