/**
 * The table-rules card as HTML: title, preset, what changed, then the sentences by group.
 * It is what gets printed (src/styles/house-rules.css hides everything else on paper).
 */
import { For, Show } from 'solid-js';
import type { RuleCard } from '../../lib/rule-card.ts';

export interface RuleCardViewProps {
  readonly card: RuleCard;
  /** "Link: https://…", once the page knows its address (not on the server). */
  readonly link?: string | undefined;
}

export default function RuleCardView(props: RuleCardViewProps) {
  return (
    <article class="rule-card" id="rule-card" aria-labelledby="rule-card-title">
      <h2 id="rule-card-title">{props.card.title}</h2>
      <p class="rule-card-preset">
        {props.card.preset}
        <Show when={props.card.changed}>{(changed) => <> {changed()}</>}</Show>
      </p>
      <div class="rule-card-groups">
        <For each={props.card.groups}>
          {(group) => (
            <section class="rule-card-group" data-group={group.id}>
              <h3>{group.heading}</h3>
              <ul>
                <For each={group.sentences}>{(sentence) => <li>{sentence}</li>}</For>
              </ul>
            </section>
          )}
        </For>
      </div>
      <Show when={props.link}>{(link) => <p class="rule-card-link">{link()}</p>}</Show>
    </article>
  );
}
