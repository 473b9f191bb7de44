/**
 * The start screen's table-rules card (src/lib/rule-card.ts drawn by the panel's
 * RuleCardView) and what a rule link left out, in the page's language.
 */
import { For, Show } from 'solid-js';
import type { StartWords } from '../../i18n/practice/index.ts';
import { noticeText, ruleCard } from '../../lib/rule-card.ts';
import type { LinkNotice, RuleChoice } from '../../lib/rule-link.ts';
import RuleCardView from '../houserules/RuleCardView.tsx';

export interface RulesCardProps {
  readonly words: StartWords;
  readonly choice: RuleChoice;
  readonly notices: readonly LinkNotice[];
}

export default function RulesCard(props: RulesCardProps) {
  const s = () => props.words.rules;
  return (
    <div class="pt-card-box" data-testid="pt-rule-card">
      <Show when={props.notices.length > 0}>
        <div class="pt-notice" role="status">
          <p>{props.words.practice.start.linkNotice}</p>
          <ul>
            <For each={props.notices}>{(notice) => <li>{noticeText(notice, s())}</li>}</For>
          </ul>
        </div>
      </Show>
      <RuleCardView card={ruleCard(props.choice, s())} />
    </div>
  );
}
