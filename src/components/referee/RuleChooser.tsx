/**
 * The rule set of a new game: the link's rules, the house-rules panel's saved choice, or a
 * preset, chosen from one menu; under it what they are based on and what changed, a link to
 * change them on the house-rules page, and the whole table-rules card. A link that had to
 * leave something out says what, in the panel's words. The card and the notices' sentences
 * (TableRulesCard.tsx) are loaded when first needed: the card when it is opened, the notices
 * when there are some.
 */
import { Show, createEffect, createMemo, createSignal, For } from 'solid-js';
import { listAnd } from '../../i18n/format/list.ts';
import type { Lang } from '../../i18n/langs.ts';
import type { RefereeSetupStrings } from '../../i18n/referee/index.ts';
import {
  changedOptions,
  encodeRuleLink,
  type LinkNotice,
  type RuleChoice,
} from '../../lib/rule-link.ts';
import { fill } from '../../i18n/format/fill.ts';
import { ruleSourceIds, type RuleSourceId, type RuleSources } from './rule-source.ts';

type CardModule = typeof import('./TableRulesCard.tsx');

export interface RuleChooserProps {
  readonly lang: Lang;
  readonly strings: RefereeSetupStrings;
  readonly sources: RuleSources;
  readonly source: RuleSourceId;
  readonly choice: RuleChoice;
  readonly onChoose: (id: string) => void;
  /** what the link left out, until dismissed */
  readonly notices: readonly LinkNotice[];
  readonly onDismiss: () => void;
}

export default function RuleChooser(props: RuleChooserProps) {
  const s = () => props.strings.setup;
  const r = () => props.strings.rules;
  const [parts, setParts] = createSignal<CardModule | null>(null);
  const [cardOpen, setCardOpen] = createSignal(false);
  const loadParts = () => {
    if (parts() === null) void import('./TableRulesCard.tsx').then((module) => setParts(module));
  };
  createEffect(() => {
    if (props.notices.length > 0 || cardOpen()) loadParts();
  });

  const label = (id: RuleSourceId) =>
    id === 'link' ? s().rulesFromLink : id === 'saved' ? s().rulesSaved : r().presets[id].name;
  const ids = () => ruleSourceIds(props.sources);
  const based = () => fill(r().card.preset, { preset: r().presets[props.choice.preset].name });
  const changed = createMemo(() => {
    const names = changedOptions(props.choice).map((spec) => r().options[spec.key].label);
    return names.length === 0
      ? null
      : fill(r().card.changed, { options: listAnd(props.lang, names) });
  });

  return (
    <fieldset class="rs-group">
      <legend>{s().rulesHeading}</legend>
      <div class="rs-notice-region" role="status">
        <Show when={props.notices.length > 0 && parts()}>
          {(module) => (
            <div class="rs-notice" data-testid="rs-link-notice">
              <p>{s().linkNotice}</p>
              {(() => {
                const Notices = module().LinkNoticeList;
                return <Notices notices={props.notices} strings={r()} />;
              })()}
              <p>{s().linkNoticeKept}</p>
              <button type="button" class="rs-quiet" onClick={() => props.onDismiss()}>
                {s().dismiss}
              </button>
            </div>
          )}
        </Show>
      </div>
      <label class="rs-label" for="rs-rules">
        {s().rulesLabel}
      </label>
      <select
        id="rs-rules"
        class="rs-select"
        aria-describedby="rs-rules-summary"
        onChange={(e) => props.onChoose(e.currentTarget.value)}
      >
        <For each={ids().filter((id) => id === 'link' || id === 'saved')}>
          {(id) => (
            <option value={id} selected={props.source === id}>
              {label(id)}
            </option>
          )}
        </For>
        <optgroup label={s().presetsGroup}>
          <For each={ids().filter((id) => id !== 'link' && id !== 'saved')}>
            {(id) => (
              <option value={id} selected={props.source === id}>
                {label(id)}
              </option>
            )}
          </For>
        </optgroup>
      </select>
      <p class="rs-hint" id="rs-rules-summary" data-testid="rs-rules-summary">
        {based()}
        <Show when={changed()}>{(text) => <> {text()}</>}</Show>
      </p>
      <p class="rs-hint">
        <a href={`/${props.lang}/house-rules/?rules=${encodeRuleLink(props.choice)}`}>
          {s().editRules}
        </a>
      </p>
      <details class="rs-card" onToggle={(e) => setCardOpen(e.currentTarget.open)}>
        <summary>{s().showCard}</summary>
        <Show when={cardOpen() && parts()}>
          {(module) => {
            const Card = module().default;
            return <Card choice={props.choice} strings={r()} />;
          }}
        </Show>
      </details>
    </fieldset>
  );
}
