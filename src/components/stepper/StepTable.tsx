/**
 * The table after one step of an example: each player in seat order with their cards (the
 * known hand face up, or a face-down count), who passed, whose turn it is, who is out and
 * in which place; the trick on the table (the top play large, the earlier plays smaller);
 * a refused attempt beside it; a revolution marker. It knows no rules: it draws the step's
 * view (the machine's view of the open table) and the trick that ended in the step.
 */
import { For, Show } from 'solid-js';
import type { Card as CardData } from '../../engine/cards.ts';
import { roleNameIn } from '../../i18n/messages/dispatch.ts';
import { Card } from '../cards/Card.tsx';
import type { StepperWords } from './describe.ts';
import type { PileView } from '../../engine/view.ts';
import type { Step } from './steps.ts';

interface TableProps {
  readonly step: Step;
  readonly words: StepperWords;
}

function spoken(words: StepperWords, cards: readonly CardData[]): string {
  return cards.map((c) => words.messages.cardLongName(c)).join(', ');
}

function Cards(props: {
  readonly cards: readonly CardData[];
  readonly words: StepperWords;
  readonly class: string;
}) {
  return (
    <span class={`stepper-cards ${props.class}`}>
      <For each={props.cards}>
        {(card) => (
          <Card
            card={card}
            label={props.words.messages.cardLongName(card)}
            rankText={props.words.messages.rankLabels[card.rank]}
            decorative
          />
        )}
      </For>
      <span class="visually-hidden">{spoken(props.words, props.cards)}</span>
    </span>
  );
}

function Play(props: {
  readonly play: PileView;
  readonly words: StepperWords;
  readonly top: boolean;
}) {
  return (
    <li class={props.top ? 'stepper-play is-top' : 'stepper-play'}>
      <Cards
        cards={props.play.cards}
        words={props.words}
        class={props.top ? 'cards-top' : 'cards-small'}
      />
      <span class="stepper-play-name">{props.play.player}</span>
    </li>
  );
}

export function StepTable(props: TableProps) {
  const ui = () => props.words.stepper.ui;
  const table = () => props.step.view;
  // the trick that ended in this step stays on the table until the next one
  const trick = () => props.step.ended ?? table();
  const plays = () => trick().pile.filter((turn) => turn.kind === 'play');
  const earlier = () => plays().slice(0, -1);
  const top = () => plays()[plays().length - 1];
  const refused = () => {
    const a = props.step.action;
    return a.kind === 'move' && !a.legal && a.move.type !== 'pass'
      ? { player: a.move.player, cards: a.move.cards }
      : null;
  };
  const placeOf = (player: string): number => table().places.indexOf(player) + 1;
  const lastRole = (player: string): string | null => {
    const previous = table().previous;
    const place = previous === null ? 0 : previous.indexOf(player) + 1;
    return previous === null || place === 0
      ? null
      : roleNameIn(props.words.messages.roles, place, previous.length);
  };
  const count = (player: string): number => table().counts[player] ?? 0;

  return (
    <div class="stepper-table">
      <div class="stepper-center">
        <p class="stepper-heading">{ui().table}</p>
        <Show when={table().reversed}>
          <p class="stepper-revolution">
            <span aria-hidden="true">⟲ </span>
            {ui().revolution}
          </p>
        </Show>
        <Show when={top()} fallback={<p class="stepper-empty">{ui().emptyTable}</p>}>
          {(play) => (
            <div class={props.step.ended === null ? 'stepper-pile' : 'stepper-pile is-ended'}>
              <ol class="stepper-plays">
                <For each={earlier()}>
                  {(p) => <Play play={p} words={props.words} top={false} />}
                </For>
                <Play play={play()} words={props.words} top={true} />
              </ol>
              <Show when={props.step.ended}>
                {(end) => <p class="stepper-won">{ui().trickWon(end().winner)}</p>}
              </Show>
            </div>
          )}
        </Show>
        <Show when={refused()}>
          {(attempt) => (
            <div class="stepper-refused">
              <p class="stepper-refused-tag">
                <span aria-hidden="true">✕ </span>
                {ui().refused}: {attempt().player}
              </p>
              <Cards cards={attempt().cards} words={props.words} class="cards-small" />
              <p class="stepper-refused-back">{ui().takenBack(attempt().player)}</p>
            </div>
          )}
        </Show>
      </div>

      <ol class="stepper-seats">
        <For each={table().seats}>
          {(player) => {
            // during the exchange nobody plays yet (the engine already knows who will lead)
            const turn = () => props.step.phase !== 'exchange' && table().toAct === player;
            // who passed in the trick on the table; the next trick's leader is to act, not passed
            const passed = () =>
              trick().passed.includes(player) && count(player) > 0 && !(props.step.ended && turn());
            const place = () => placeOf(player);
            const hand = () => table().hands?.[player] ?? null;
            const cls = () =>
              ['stepper-seat', turn() ? 'is-turn' : '', passed() ? 'is-passed' : '']
                .filter((c) => c !== '')
                .join(' ');
            return (
              <li class={cls()}>
                <p class="stepper-seat-head">
                  <span class="stepper-name">{player}</span>
                  <Show when={turn()}>
                    <span class="stepper-badge badge-turn">
                      <span aria-hidden="true">▶ </span>
                      {ui().toPlay}
                    </span>
                  </Show>
                  <Show when={passed()}>
                    <span class="stepper-badge badge-passed">{ui().passed}</span>
                  </Show>
                  <Show when={place() > 0}>
                    <span class="stepper-badge badge-out">
                      {ui().out(props.words.messages.placeName(place()))}
                    </span>
                  </Show>
                  <Show when={place() === 0 && count(player) === 0}>
                    <span class="stepper-badge badge-out">{ui().outNoPlace}</span>
                  </Show>
                  <Show when={lastRole(player)}>
                    {(role) => (
                      <span class="stepper-badge badge-role">{ui().lastRole(role())}</span>
                    )}
                  </Show>
                  <Show when={table().dealer === player}>
                    <span class="stepper-badge badge-dealer">{ui().dealer}</span>
                  </Show>
                </p>
                <p class="stepper-hand">
                  <span class="visually-hidden">
                    {ui().hand(player, props.words.messages.cardCount(count(player)))}{' '}
                  </span>
                  <Show
                    when={hand()}
                    fallback={
                      <span class="stepper-facedown">
                        <Card card={null} label="" decorative />
                        <span aria-hidden="true">× {count(player)}</span>
                      </span>
                    }
                  >
                    {(cards) => <Cards cards={cards()} words={props.words} class="cards-hand" />}
                  </Show>
                </p>
              </li>
            );
          }}
        </For>
      </ol>
    </div>
  );
}
