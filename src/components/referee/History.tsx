/**
 * The history of this round, newest first: each entry as its verdict told it, refused ones
 * marked with a word and a sign (not by colour alone). Tapping an entry shows its reason again: the
 * verdict for a refused one, why the engine allowed it for the others (explain.ts).
 */
import { For, Show, createMemo, createSignal } from 'solid-js';
import { whyAllowed } from '../../engine/explain.ts';
import type { RefereeTableStrings } from '../../i18n/referee/index.ts';
import { eventMessageIn, verdictMessageIn } from '../../i18n/messages/dispatch.ts';
import type { HistoryItem } from './history.ts';
import { TOLD, toldText, triedText, whyText } from './words.ts';

export interface HistoryProps {
  readonly words: RefereeTableStrings;
  /** oldest first (as the log has them) */
  readonly items: readonly HistoryItem[];
}

export default function History(props: HistoryProps) {
  const t = () => props.words.table;
  const [open, setOpen] = createSignal<number | null>(null);
  const newestFirst = createMemo(() => [...props.items].reverse());
  const reason = (item: HistoryItem): string => {
    if (item.refused !== null) return verdictMessageIn(props.words.messages, item.refused);
    const consequences = item.events
      .filter((e) => !TOLD.has(e.type))
      .map((e) => eventMessageIn(props.words.messages, e));
    return [whyText(props.words, whyAllowed(item.before, item.move)), ...consequences].join(' ');
  };
  /**
   * The entry's line: an allowed one as its verdict told it, a refused one as what was tried
   * ("Eva tried to play a nine", not "Eva plays a nine" marked refused), without the sentence's
   * full stop, as the allowed lines have none.
   */
  const line = (item: HistoryItem): string =>
    item.refused === null
      ? toldText(props.words, item.move, item.events)
      : triedText(props.words, item.move).replace(/\.$/, '');
  return (
    <section class="rt-history" aria-labelledby="rt-history-heading">
      <h3 id="rt-history-heading">{t().history}</h3>
      <Show when={props.items.length > 0} fallback={<p class="rt-muted">{t().historyEmpty}</p>}>
        <ol class="rt-history-list" reversed>
          <For each={newestFirst()}>
            {(item) => {
              const expanded = () => open() === item.index;
              const detail = `rt-why-${String(item.index)}`;
              return (
                <li classList={{ 'rt-refused': item.refused !== null }}>
                  <button
                    type="button"
                    class="rt-history-entry"
                    aria-expanded={expanded()}
                    onClick={() => setOpen(expanded() ? null : item.index)}
                  >
                    <span class="rt-history-mark" aria-hidden="true">
                      {item.refused === null ? '✓' : '✗'}
                    </span>
                    <span>{line(item)}</span>
                    <Show when={item.refused !== null}>
                      <span class="rt-badge rt-badge-refused">{t().refusedMark}</span>
                    </Show>
                  </button>
                  <Show when={expanded()}>
                    <p class="rt-history-why" id={detail}>
                      {reason(item)}
                    </p>
                  </Show>
                </li>
              );
            }}
          </For>
        </ol>
      </Show>
    </section>
  );
}
