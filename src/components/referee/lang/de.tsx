/**
 * The referee island of the de page. The words that are plain data (the set-up's, the rules',
 * the notices', the device's, the dispute tools') are the island's props, as one JSON text;
 * the table screen's words hold functions (plurals, names in sentences), which cannot travel
 * as props, so they come with the table screen (./table-de.ts). Each language has its own entry, so a page
 * ships one language.
 */
import { untrack } from 'solid-js';
import type { RefereePageStrings } from '../../../i18n/referee/index.ts';
import { fromIslandJson, type IslandJson } from '../../../lib/island-json.ts';
import RefereeApp from '../RefereeApp.tsx';

const loadTableWords = () => import('./table-de.ts');

export default function RefereeDe(props: { readonly words: IslandJson<RefereePageStrings> }) {
  // the words travel as one JSON text (../../../lib/island-json.ts), parsed once
  const words = untrack(() => fromIslandJson(props.words));
  return <RefereeApp lang="de" words={words} loadTableWords={loadTableWords} />;
}
