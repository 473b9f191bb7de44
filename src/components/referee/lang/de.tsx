/**
 * The referee island of the de page. The words that are plain data (the set-up's, the rules',
 * the notices', the device's, the dispute tools') are the island's props; the table screen's
 * words hold functions (plurals, names in sentences), which cannot travel as props, so they
 * come with the table screen (./table-de.ts). Each language has its own entry, so a page
 * ships one language.
 */
import type { RefereePageStrings } from '../../../i18n/referee/index.ts';
import RefereeApp from '../RefereeApp.tsx';

const loadTableWords = () => import('./table-de.ts');

export default function RefereeDe(props: { readonly words: RefereePageStrings }) {
  return <RefereeApp lang="de" words={props.words} loadTableWords={loadTableWords} />;
}
