/**
 * The practice island with the en words. The first load is the island's shell and these
 * words; the table (./main-en.tsx: the screens, the game's code and the rest of the en words)
 * loads once the island is mounted. Each language has its own entry so a page ships one
 * language (the words hold functions and loaders, so they cannot travel as island props).
 */
import { en as practice } from '../../../i18n/practice/en.ts';
import PracticeApp from '../PracticeApp.tsx';

const load = () => import('./main-en.tsx').then((m) => m.default);

export default function PracticeEn() {
  return <PracticeApp words={practice} load={load} />;
}
