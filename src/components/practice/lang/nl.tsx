/**
 * The practice island with the nl words. The first load is the island's shell and these
 * words; the table (./main-nl.tsx: the screens, the game's code and the rest of the nl words)
 * loads once the island is mounted. Each language has its own entry so a page ships one
 * language (the words hold functions and loaders, so they cannot travel as island props).
 */
import { nl as practice } from '../../../i18n/practice/nl.ts';
import PracticeApp from '../PracticeApp.tsx';

const load = () => import('./main-nl.tsx').then((m) => m.default);

export default function PracticeNl() {
  return <PracticeApp words={practice} load={load} />;
}
