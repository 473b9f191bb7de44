/**
 * The practice island of the nl page. Its words are the island's props, as one JSON text
 * (plain data: the practice table's own, and the presets' and the table-rules card's); the
 * first load is the island's shell. It hydrates the start screen the server drew (../StartPart.tsx, loaded for
 * that) or, when a game is kept, loads the table (./table-nl.tsx) with the nl messages
 * (verdicts, events, roles, card names: functions, which cannot travel as props). Each
 * language has its own entry so a page ships one language.
 */
import { untrack } from 'solid-js';
import type { PracticeStrings } from '../../../i18n/practice/shape.ts';
import { fromIslandJson, type IslandJson } from '../../../lib/island-json.ts';
import type { HouseRulesStrings } from '../../../lib/rule-card.ts';
import PracticeApp from '../PracticeApp.tsx';

const loadTable = () => import('./table-nl.tsx');

export default function PracticeNl(props: {
  readonly words: IslandJson<{
    readonly practice: PracticeStrings;
    readonly rules: HouseRulesStrings;
  }>;
}) {
  // the words travel as one JSON text (../../../lib/island-json.ts), parsed once
  const words = untrack(() => fromIslandJson(props.words));
  return <PracticeApp lang="nl" words={words.practice} rules={words.rules} loadTable={loadTable} />;
}
