/**
 * The session's notices about saved games (a game set aside, an entry not saved, no
 * storage, the game open in another tab), in the page's language, in a live region so a
 * screen reader hears them. "Carry on here" makes this tab the game's writer.
 */
import { For, Show, createSignal, onCleanup, untrack } from 'solid-js';
import type { StoreStrings } from '../../i18n/referee/store.ts';
import { fill } from '../../i18n/format/fill.ts';
import type { RefereeSession, StoreNotice } from './session.ts';
import '../../styles/referee-store.css';

export interface StoreNoticesProps {
  readonly strings: StoreStrings;
  readonly session: RefereeSession;
}

/** A notice's sentences. */
function noticeText(strings: StoreStrings, notice: StoreNotice): string {
  switch (notice.code) {
    case 'set-aside':
      return [
        strings.setAside[notice.reason],
        ...(notice.key === null ? [] : [strings.kept]),
        strings.cleanStart,
      ].join(' ');
    case 'not-saved':
      return strings.notSaved;
    case 'no-storage':
      return strings.noStorage;
    case 'open-elsewhere':
      return fill(strings.openElsewhere, { game: notice.game });
    case 'taken-over':
      return fill(strings.takenOver, { game: notice.game });
    case 'changed-elsewhere':
      return fill(strings.changedElsewhere, { game: notice.game });
  }
}

export default function StoreNotices(props: StoreNoticesProps) {
  // The island keeps one session for its life: read it once, then follow its notices.
  const session = untrack(() => props.session);
  const [notices, setNotices] = createSignal(session.notices());
  onCleanup(session.subscribeNotices(setNotices));
  return (
    <div class="referee-notices" role="status" aria-label={props.strings.label}>
      <For each={notices()}>
        {(notice) => (
          <div class="referee-notice">
            <p>{noticeText(props.strings, notice)}</p>
            <Show when={notice.code === 'open-elsewhere' || notice.code === 'taken-over'}>
              <button type="button" onClick={() => session.takeOver()}>
                {props.strings.takeOver}
              </button>
            </Show>
            <button type="button" onClick={() => session.dismiss(notice.id)}>
              {props.strings.dismiss}
            </button>
          </div>
        )}
      </For>
    </div>
  );
}
