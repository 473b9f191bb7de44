/**
 * The table-rules card of a rule choice (src/lib/rule-card.ts drawn by RuleCardView), and the
 * list of what a rule link left out, in the page's language. Loaded on demand (RuleChooser
 * imports this module when the card is opened or a link had to leave something out), so the
 * card's sentences do not weigh on the referee's first load. The table screen may show the
 * same card: `<TableRulesCard choice={…} strings={strings.rules} />`.
 */
import { For } from 'solid-js';
import { noticeText, ruleCard, type HouseRulesStrings } from '../../lib/rule-card.ts';
import type { LinkNotice, RuleChoice } from '../../lib/rule-link.ts';
import RuleCardView from '../houserules/RuleCardView.tsx';

export interface TableRulesCardProps {
  readonly choice: RuleChoice;
  readonly strings: HouseRulesStrings;
}

export default function TableRulesCard(props: TableRulesCardProps) {
  return <RuleCardView card={ruleCard(props.choice, props.strings)} />;
}

export interface LinkNoticeListProps {
  readonly notices: readonly LinkNotice[];
  readonly strings: HouseRulesStrings;
}

/** What a forged or outdated link left out, one item each (the panel's words). */
export function LinkNoticeList(props: LinkNoticeListProps) {
  return (
    <ul>
      <For each={props.notices}>{(notice) => <li>{noticeText(notice, props.strings)}</li>}</For>
    </ul>
  );
}
