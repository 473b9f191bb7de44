/**
 * The practice island with the sv words. The first load is the island's shell and these
 * words; the table (./main-sv.tsx: the screens, the game's code and the rest of the sv words)
 * loads once the island is mounted. Each language has its own entry so a page ships one
 * language (the words hold functions and loaders, so they cannot travel as island props).
 */
import { sv as practice } from '../../../i18n/practice/sv.ts';
import PracticeApp from '../PracticeApp.tsx';

const load = () => import('./main-sv.tsx').then((m) => m.default);

export default function PracticeSv() {
  return <PracticeApp words={practice} load={load} />;
}
