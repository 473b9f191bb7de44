/**
 * The practice island of the de page. Its words are the island's props, as one JSON text
 * (plain data: the practice table's own, and the presets' and the table-rules card's); the
 * first load is the island's shell. It hydrates the start screen the server drew (../StartPart.tsx, loaded for
 * that) or, when a game is kept, loads the table (./table-de.tsx) with the de messages
 * (verdicts, events, roles, card names: functions, which cannot travel as props). Each
 * language has its own entry so a page ships one language.
 */
import { untrack } from 'solid-js';
import type { PracticeStrings } from '../../../i18n/practice/shape.ts';
import { fromIslandJson, type IslandJson } from '../../../lib/island-json.ts';
import type { HouseRulesStrings } from '../../../lib/rule-card.ts';
import PracticeApp from '../PracticeApp.tsx';

const loadTable = () => import('./table-de.tsx');

export default function PracticeDe(props: {
  readonly words: IslandJson<{
    readonly practice: PracticeStrings;
    readonly rules: HouseRulesStrings;
  }>;
}) {
  // the words travel as one JSON text (../../../lib/island-json.ts), parsed once
  const words = untrack(() => fromIslandJson(props.words));
  return <PracticeApp lang="de" words={words.practice} rules={words.rules} loadTable={loadTable} />;
}
