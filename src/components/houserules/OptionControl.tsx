/**
 * One option of rules-spec §3 with the control that fits it: a checkbox for on/off, a radio
 * group for a few values, a select for four, checkboxes 3…2 for a rank list, kind + number for
 * the game length. Each shows its one-line explanation, whether it differs from the preset, and
 * a link to its section on the variants page. The control knows no rules: it reports the new
 * RuleSet, parsed by the engine's option table.
 */
import { createSignal, For, Match, Show, Switch, createEffect, on, type JSX } from 'solid-js';
import { RANKS, type Rank } from '../../engine/cards.ts';
import {
  formatOption,
  isRankListKey,
  withOption,
  withOptionText,
  type GameLength,
  type OptionSpec,
  type RuleSet,
} from '../../engine/rules.ts';
import { fill, valueText, type HouseRulesStrings } from '../../lib/rule-card.ts';

export interface OptionControlProps {
  readonly spec: OptionSpec;
  readonly rules: RuleSet;
  /** The preset's name and its value of this option, when the choice differs from it. */
  readonly changedFrom: { readonly preset: string; readonly value: string } | null;
  readonly strings: HouseRulesStrings;
  readonly lang: string;
  readonly disabled: boolean;
  readonly onChange: (rules: RuleSet) => void;
}

type Kind = 'checkbox' | 'radio' | 'select' | 'ranks' | 'length';

/** The control for an option, from its kind and the number of its values in the engine's table. */
function controlKind(spec: OptionSpec): Kind {
  switch (spec.kind) {
    case 'length':
      return 'length';
    case 'ranks':
      return 'ranks';
    case 'on-off':
      return 'checkbox';
    case 'choice':
      return spec.values.length >= 4 ? 'select' : 'radio';
  }
}

const DEFAULT_LENGTH = { rounds: 5, points: 11 } as const;
const MAX_LENGTH = 1000;

export default function OptionControl(props: OptionControlProps) {
  const id = () => `hr-${props.spec.name}`;
  const descId = () => `${id()}-desc`;
  const valueId = () => `${id()}-value`;
  const text = () => props.strings.options[props.spec.key];
  /** Sets the option from its text in the notation, through the engine's parser. */
  const set = (value: string) => {
    const next = withOptionText(props.rules, props.spec.key, value);
    if (next !== undefined) props.onChange(next);
  };
  const current = () => formatOption(props.spec.key, props.rules);
  /** A value's name in the reader's language: the value is parsed, then named like the current one. */
  const label = (value: string) => {
    const rules = withOptionText(props.rules, props.spec.key, value);
    return rules === undefined ? value : valueText(props.spec.key, rules, props.strings);
  };

  /** "changed (Common form: off)", only when the option differs from the preset. */
  const changedMark = () => (
    <Show when={props.changedFrom}>
      {(from) => (
        <p class="hr-changed">
          {fill(props.strings.panel.changed, { preset: from().preset, value: from().value })}
        </p>
      )}
    </Show>
  );
  /** The one-line explanation (the control's description) and the link to the variants page. */
  const explain = () => (
    <p class="hr-explain">
      <span id={descId()}>{text().explain}</span>{' '}
      <a class="hr-see" href={`/${props.lang}/variants/#opt-${props.spec.name}`}>
        {props.strings.panel.seeIt}
        <span class="sr-only">
          {fill(props.strings.panel.seeItHidden, { option: text().label })}
        </span>
      </a>
    </p>
  );

  return (
    <div
      class="hr-option"
      classList={{ 'hr-option-changed': props.changedFrom !== null }}
      data-option={props.spec.name}
    >
      <Switch>
        <Match when={controlKind(props.spec) === 'checkbox'}>
          <div class="hr-check">
            <input
              type="checkbox"
              id={id()}
              checked={current() === 'on'}
              disabled={props.disabled}
              aria-describedby={`${valueId()} ${descId()}`}
              onChange={(e) => set(e.currentTarget.checked ? 'on' : 'off')}
            />
            <label for={id()}>{text().label}</label>
            <span class="hr-value" id={valueId()}>
              {valueText(props.spec.key, props.rules, props.strings)}
            </span>
          </div>
          {explain()}
          {changedMark()}
        </Match>

        <Match when={controlKind(props.spec) === 'radio'}>
          <fieldset class="hr-group" aria-describedby={descId()}>
            <legend>{text().label}</legend>
            {explain()}
            <div class="hr-choices">
              <For each={props.spec.values}>
                {(value) => (
                  <label class="hr-choice">
                    <input
                      type="radio"
                      name={id()}
                      value={value}
                      checked={current() === value}
                      disabled={props.disabled}
                      onChange={() => set(value)}
                    />
                    <span>{label(value)}</span>
                  </label>
                )}
              </For>
            </div>
          </fieldset>
          {changedMark()}
        </Match>

        <Match when={controlKind(props.spec) === 'select'}>
          <label class="hr-label" for={id()}>
            {text().label}
          </label>
          {explain()}
          <select
            id={id()}
            disabled={props.disabled}
            aria-describedby={descId()}
            onChange={(e) => set(e.currentTarget.value)}
          >
            <For each={props.spec.values}>
              {(value) => (
                <option value={value} selected={current() === value}>
                  {label(value)}
                </option>
              )}
            </For>
          </select>
          {changedMark()}
        </Match>

        <Match when={controlKind(props.spec) === 'ranks'}>
          <RankChoice {...props} id={id()} descId={descId()} explain={explain()} />
          {changedMark()}
        </Match>

        <Match when={controlKind(props.spec) === 'length'}>
          <LengthChoice {...props} id={id()} descId={descId()} explain={explain()} />
          {changedMark()}
        </Match>
      </Switch>
    </div>
  );
}

interface PartProps extends OptionControlProps {
  readonly id: string;
  readonly descId: string;
  readonly explain: JSX.Element;
}

/** A rank list (`clear`, `forbidden-finish`) as thirteen checkboxes, 3 … 2. */
function RankChoice(props: PartProps) {
  const ranks = (): readonly Rank[] => {
    const key = props.spec.key;
    return isRankListKey(key) ? props.rules[key] : [];
  };
  const toggle = (rank: Rank, on: boolean) => {
    const key = props.spec.key;
    if (!isRankListKey(key)) return;
    props.onChange(
      withOption(
        props.rules,
        key,
        RANKS.filter((r) => (r === rank ? on : ranks().includes(r))),
      ),
    );
  };
  return (
    <fieldset class="hr-group" aria-describedby={`${props.id}-value ${props.descId}`}>
      <legend>{props.strings.options[props.spec.key].label}</legend>
      {props.explain}
      <div class="hr-ranks">
        <For each={RANKS}>
          {(rank) => (
            <label class="hr-rank">
              <input
                type="checkbox"
                value={rank}
                checked={ranks().includes(rank)}
                disabled={props.disabled}
                onChange={(e) => toggle(rank, e.currentTarget.checked)}
              />
              <span>{props.strings.rankLabels[rank]}</span>
            </label>
          )}
        </For>
      </div>
      <p class="hr-value sr-only" id={`${props.id}-value`}>
        {valueText(props.spec.key, props.rules, props.strings)}
      </p>
    </fieldset>
  );
}

/** The game length: how it ends (radio group) and the number of rounds or points. */
function LengthChoice(props: PartProps) {
  const length = () => props.rules.length;
  const [draft, setDraft] = createSignal('');
  const [invalid, setInvalid] = createSignal(false);
  // The number field follows the rules unless the person is typing something not yet valid.
  createEffect(
    on(length, (l) => {
      setDraft(l.kind === 'open' ? '' : String(l.n));
      setInvalid(false);
    }),
  );
  const kinds = ['rounds', 'points', 'open'] as const;
  const setLength = (next: GameLength) => props.onChange({ ...props.rules, length: next });
  const chooseKind = (kind: GameLength['kind']) => {
    if (kind === 'open') return setLength({ kind: 'open' });
    const l = length();
    const n = l.kind === 'open' ? DEFAULT_LENGTH[kind] : l.n;
    setLength({ kind, n });
  };
  const typeNumber = (text: string) => {
    setDraft(text);
    const l = length();
    const n = Number(text);
    const ok = /^[0-9]{1,4}$/.test(text.trim()) && n >= 1 && n <= MAX_LENGTH;
    setInvalid(!ok);
    if (ok && l.kind !== 'open' && l.n !== n) setLength({ kind: l.kind, n });
  };
  const numberId = () => `${props.id}-n`;
  const errorId = () => `${props.id}-error`;
  const text = () => props.strings.options.length;
  return (
    <fieldset class="hr-group" aria-describedby={props.descId}>
      <legend>{text().label}</legend>
      {props.explain}
      <div class="hr-choices">
        <For each={kinds}>
          {(kind) => (
            <label class="hr-choice">
              <input
                type="radio"
                name={props.id}
                value={kind}
                checked={length().kind === kind}
                disabled={props.disabled}
                onChange={() => chooseKind(kind)}
              />
              <span>{text().values[kind]}</span>
            </label>
          )}
        </For>
      </div>
      <Show when={length().kind !== 'open'}>
        <div class="hr-number">
          <label for={numberId()}>
            {length().kind === 'points'
              ? props.strings.panel.lengthPoints
              : props.strings.panel.lengthRounds}
          </label>
          <input
            type="number"
            id={numberId()}
            min="1"
            max={String(MAX_LENGTH)}
            step="1"
            inputmode="numeric"
            value={draft()}
            disabled={props.disabled}
            aria-invalid={invalid() ? 'true' : undefined}
            aria-describedby={invalid() ? errorId() : undefined}
            onInput={(e) => typeNumber(e.currentTarget.value)}
          />
          <Show when={invalid()}>
            <span class="hr-error" id={errorId()}>
              {props.strings.panel.lengthInvalid}
            </span>
          </Show>
        </div>
      </Show>
    </fieldset>
  );
}
