/**
 * The practice island of the nl page. Its words are the island's props (plain data: the
 * practice table's own, and the presets' and the table-rules card's); the first load is the
 * island's shell. It hydrates the start screen the server drew (../StartPart.tsx, loaded for
 * that) or, when a game is kept, loads the table (./table-nl.tsx) with the nl messages
 * (verdicts, events, roles, card names: functions, which cannot travel as props). Each
 * language has its own entry so a page ships one language.
 */
import type { PracticeStrings } from '../../../i18n/practice/shape.ts';
import type { HouseRulesStrings } from '../../../lib/rule-card.ts';
import PracticeApp from '../PracticeApp.tsx';

const loadTable = () => import('./table-nl.tsx');

export default function PracticeNl(props: {
  readonly words: PracticeStrings;
  readonly rules: HouseRulesStrings;
}) {
  return <PracticeApp lang="nl" words={props.words} rules={props.rules} loadTable={loadTable} />;
}
