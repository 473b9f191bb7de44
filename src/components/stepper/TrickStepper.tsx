/**
 * The example-trick stepper: an example transcript replayed through the game's statechart
 * (steps.ts), drawn as a table, one step at a time, with a sentence per step saying what
 * happened and why it was allowed or refused. Rule toggles re-judge the same moves under
 * other rules; the engine decides, the component only shows.
 *
 * The server hands it the example parsed and its toggles named (plain data). It takes the
 * page's language as `words` (functions, so not serialisable): each language has its own
 * tiny island entry in ./lang/ that passes them, so a page ships one language.
 */
import { createEffect, createMemo, createSignal, For, onMount, Show, type JSX } from 'solid-js';
import type { GameMachineEvent } from '../../machines/game.ts';
import type { Transcript } from '../../notation/transcript.ts';
import type { ToggleOption } from '../../examples/index.ts';
import { describeStep, type StepperWords } from './describe.ts';
import { StepTable } from './StepTable.tsx';
import { transcriptSteps, type RuleOverrides, type Step } from './steps.ts';
import { optionValue, type ToggleView } from './toggles.ts';
import type { StepInspector } from './inspect.ts';

/** What an island entry receives from the page (serialisable). */
export interface TrickStepperProps {
  /** the example's id: makes the ids inside unique on a page with several examples */
  readonly id: string;
  /** the example's title, for the region's accessible name */
  readonly title: string;
  /** the example, parsed on the server (src/notation/transcript.ts) */
  readonly transcript: Transcript;
  /** rule options the reader may flip, named in the page's language (toggles.ts) */
  readonly toggles: readonly ToggleView[];
}

/** The events sent to the machine up to and including step `index` (for the inspector). */
function sentUpTo(steps: readonly Step[], index: number): GameMachineEvent[] {
  return steps.slice(0, index + 1).flatMap((s) => s.sent);
}

export function TrickStepper(props: TrickStepperProps & { readonly words: StepperWords }) {
  const ui = () => props.words.stepper.ui;
  /** the id of a toggle's one-line explanation, unique on a page with several examples */
  const explainId = (name: ToggleOption) => `${props.id}-rule-${name}-explain`;
  const [overrides, setOverrides] = createSignal<RuleOverrides>({});
  const result = createMemo(() => transcriptSteps(props.transcript, overrides()));
  const steps = createMemo(() => {
    const r = result();
    return r.ok ? r.steps : [];
  });
  const [index, setIndex] = createSignal(0);
  // A changed rule keeps the reader where they are: the moves are the same, only verdicts change.
  const current = createMemo(() => Math.min(index(), Math.max(steps().length - 1, 0)));
  const step = createMemo(() => steps()[current()]);
  const sentence = createMemo(() => {
    const s = step();
    return s === undefined ? ui().broken : describeStep(s, props.words);
  });
  const last = () => Math.max(steps().length - 1, 0);
  const go = (i: number) => {
    setTouched(true);
    setIndex(Math.max(0, Math.min(i, last())));
  };

  const onKeyDown: JSX.EventHandler<HTMLElement, KeyboardEvent> = (event) => {
    const target = event.target as HTMLElement;
    // The toggles' own keys (a select's arrows, a checkbox's space) stay theirs.
    if (target.closest('select, input, summary') !== null) return;
    const moves: Record<string, () => number> = {
      ArrowRight: () => current() + 1,
      ArrowLeft: () => current() - 1,
      Home: () => 0,
      End: () => last(),
    };
    const to = moves[event.key];
    if (to === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    go(to());
  };

  /**
   * The value in force of a toggle's option (the example's rules with the reader's changes).
   * The toggles themselves stay the same objects, so a change re-judges the example without
   * redrawing the control the reader is on: the focus stays on it.
   */
  const valueOf = (name: ToggleOption): string => {
    const r = result();
    return r.ok ? optionValue(r.rules, name) : '';
  };
  const setRule = (name: ToggleOption, value: string) => {
    setTouched(true);
    setOverrides({ ...overrides(), [name]: value });
  };

  // Development only: `?inspect` shows the machine in @statelyai/inspect, for the example the
  // reader steps through first. The import is dynamic behind import.meta.env.DEV, so
  // production bundles never contain the inspector.
  const [inspector, setInspector] = createSignal<StepInspector | null>(null);
  const [touched, setTouched] = createSignal(false);
  let inspectMode: string | null = null;
  onMount(() => {
    if (import.meta.env.DEV)
      inspectMode = new URLSearchParams(window.location.search).get('inspect');
  });
  createEffect(() => {
    const mode = inspectMode;
    if (!import.meta.env.DEV || mode === null || !touched() || inspector() !== null) return;
    void import('./inspect.ts').then(({ createStepInspector }) =>
      setInspector(createStepInspector(mode)),
    );
  });
  createEffect(() => inspector()?.show(sentUpTo(steps(), current())));

  const buttonId = (name: string) => `${props.id}-${name}`;

  return (
    <section
      class="stepper"
      aria-label={ui().region(props.title)}
      aria-keyshortcuts="ArrowLeft ArrowRight Home End"
      tabindex="0"
      onKeyDown={onKeyDown}
      data-example={props.id}
    >
      <Show when={step()} fallback={<p class="stepper-broken">{ui().broken}</p>}>
        {(shown) => <StepTable step={shown()} words={props.words} />}
      </Show>

      <p class="stepper-sentence" aria-live="polite" data-testid="stepper-sentence">
        {sentence()}
      </p>

      <div class="stepper-controls">
        <button
          type="button"
          class="stepper-button"
          id={buttonId('start')}
          aria-disabled={current() === 0}
          onClick={() => go(0)}
        >
          <span aria-hidden="true">« </span>
          {ui().start}
        </button>
        <button
          type="button"
          class="stepper-button"
          aria-disabled={current() === 0}
          onClick={() => go(current() - 1)}
        >
          <span aria-hidden="true">‹ </span>
          {ui().back}
        </button>
        <p class="stepper-count" data-testid="stepper-count">
          <span class="visually-hidden">{ui().step} </span>
          {`${String(current() + 1)} / ${String(steps().length)}`}
        </p>
        <button
          type="button"
          class="stepper-button stepper-next"
          aria-disabled={current() === last()}
          onClick={() => go(current() + 1)}
        >
          {ui().next}
          <span aria-hidden="true"> ›</span>
        </button>
        <button
          type="button"
          class="stepper-button"
          aria-disabled={current() === last()}
          onClick={() => go(last())}
        >
          {ui().end}
          <span aria-hidden="true"> »</span>
        </button>
      </div>
      <p class="stepper-keys">{ui().keys}</p>

      <Show when={props.toggles.length > 0}>
        <fieldset class="stepper-rules">
          <legend>{ui().rulesLegend}</legend>
          <For each={props.toggles}>
            {(toggle) => (
              <div class="stepper-rule">
                {toggle.kind === 'checkbox' ? (
                  <label>
                    <input
                      type="checkbox"
                      name={toggle.name}
                      checked={valueOf(toggle.name) === 'on'}
                      aria-describedby={explainId(toggle.name)}
                      onChange={(e) => setRule(toggle.name, e.currentTarget.checked ? 'on' : 'off')}
                    />{' '}
                    {toggle.label}
                  </label>
                ) : (
                  <label>
                    <span class="stepper-rule-label">{toggle.label}</span>{' '}
                    <select
                      name={toggle.name}
                      aria-describedby={explainId(toggle.name)}
                      onChange={(e) => setRule(toggle.name, e.currentTarget.value)}
                    >
                      <For each={toggle.choices}>
                        {(choice) => (
                          <option
                            value={choice.value}
                            selected={choice.value === valueOf(toggle.name)}
                          >
                            {choice.label}
                          </option>
                        )}
                      </For>
                    </select>
                  </label>
                )}
                <span class="stepper-rule-explain" id={explainId(toggle.name)}>
                  {toggle.explain}
                </span>
              </div>
            )}
          </For>
          <p class="stepper-rules-note">{ui().rulesNote}</p>
        </fieldset>
      </Show>
    </section>
  );
}
