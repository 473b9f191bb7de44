/**
 * The set-up of a game already under way (a part of SetupScreen, shown when chosen): the round
 * to start at, last round's places (reordered like the seating: by drag or by the arrows) and,
 * optionally, each player's points so far (when the rules count points). The state and its checks stay in SetupScreen.
 */
import { For, Show } from 'solid-js';
import type { SetupStrings } from '../../i18n/referee/setup.ts';
import { fill } from '../../i18n/format/fill.ts';
import ReorderList from './ReorderList.tsx';
import { ROUND_MAX } from './setup-form.ts';

export interface MidGameProps {
  readonly strings: SetupStrings;
  /** last round's places, first place first, as seat ids */
  readonly placeIds: readonly string[];
  readonly nameOf: (id: string) => string;
  readonly onMovePlace: (from: number, to: number) => void;
  readonly onPlaceMoved: (id: string) => void;
  readonly roundText: string;
  readonly onRoundText: (text: string) => void;
  /** the round is to be shown as wrong */
  readonly roundError: boolean;
  /** the rules count points: the points so far may be entered */
  readonly scored: boolean;
  readonly totals: Readonly<Record<string, string>>;
  readonly onTotal: (id: string, text: string) => void;
  readonly totalError: (id: string) => boolean;
}

export default function MidGame(props: MidGameProps) {
  const s = () => props.strings;
  const items = () => props.placeIds.map((id) => ({ id }));
  return (
    <div class="rs-middle">
      <div class="rs-field">
        <label class="rs-label" for="rs-round">
          {s().roundLabel}
        </label>
        <input
          id="rs-round"
          class="rs-input rs-number"
          type="number"
          inputmode="numeric"
          min="2"
          max={ROUND_MAX}
          value={props.roundText}
          aria-invalid={props.roundError ? 'true' : undefined}
          aria-describedby={props.roundError ? 'rs-round-error' : undefined}
          onInput={(e) => props.onRoundText(e.currentTarget.value)}
        />
        <Show when={props.roundError}>
          <p class="rs-error" id="rs-round-error">
            {fill(s().errors.round, { max: ROUND_MAX })}
          </p>
        </Show>
      </div>
      <p class="rs-label" id="rs-places-title">
        {s().placesHeading}
      </p>
      <p class="rs-hint">{s().placesHint}</p>
      <ReorderList
        items={items()}
        nameOf={(item) => props.nameOf(item.id)}
        onMove={(from, to) => props.onMovePlace(from, to)}
        onMoved={(item) => props.onPlaceMoved(item.id)}
        moveUp={s().moveUp}
        moveDown={s().moveDown}
        labelledBy="rs-places-title"
        class="rs-places"
      >
        {(item) => <span class="rs-place-name">{props.nameOf(item.id)}</span>}
      </ReorderList>
      <Show when={props.scored}>
        <details class="rs-totals">
          <summary>{s().totalsHeading}</summary>
          <div class="rs-totals-grid">
            <For each={props.placeIds}>
              {(id) => (
                <div class="rs-total">
                  <label for={`rs-total-${id}`}>
                    {fill(s().totalLabel, { name: props.nameOf(id) })}
                  </label>
                  <input
                    id={`rs-total-${id}`}
                    class="rs-input rs-number"
                    type="text"
                    inputmode="numeric"
                    value={props.totals[id] ?? ''}
                    aria-invalid={props.totalError(id) ? 'true' : undefined}
                    aria-describedby={props.totalError(id) ? `rs-total-${id}-error` : undefined}
                    onInput={(e) => props.onTotal(id, e.currentTarget.value)}
                  />
                  <Show when={props.totalError(id)}>
                    <p class="rs-error" id={`rs-total-${id}-error`}>
                      {s().errors.total}
                    </p>
                  </Show>
                </div>
              )}
            </For>
          </div>
        </details>
      </Show>
    </div>
  );
}
