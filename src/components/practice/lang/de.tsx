/**
 * The practice island with the de words. The first load is the island's shell and these
 * words; the table (./main-de.tsx: the screens, the game's code and the rest of the de words)
 * loads once the island is mounted. Each language has its own entry so a page ships one
 * language (the words hold functions and loaders, so they cannot travel as island props).
 */
import { de as practice } from '../../../i18n/practice/de.ts';
import PracticeApp from '../PracticeApp.tsx';

const load = () => import('./main-de.tsx').then((m) => m.default);

export default function PracticeDe() {
  return <PracticeApp words={practice} load={load} />;
}
