/**
 * What the visitor should know about the saved game (it could not be read and was set
 * aside, a change could not be saved, the browser keeps nothing, another tab plays it, with
 * "Play here"), in the page's language, in
 * a live region so a screen reader hears it.
 */
import { For } from 'solid-js';
import type { PracticeStrings } from '../../i18n/practice/shape.ts';
import type { PracticeNotice } from './session.ts';

export interface NoticesProps {
  readonly strings: PracticeStrings['notices'];
  readonly notices: readonly PracticeNotice[];
  readonly onDismiss: (notice: PracticeNotice) => void;
  /** "Play here" (notice `elsewhere`): this tab takes the game over */
  readonly onTakeOver: () => void;
}

function noticeText(s: PracticeStrings['notices'], notice: PracticeNotice): string {
  switch (notice.code) {
    case 'set-aside':
      return `${s.setAside[notice.reason]} ${s.cleanStart}`;
    case 'not-saved':
      return s.notSaved;
    case 'no-storage':
      return s.noStorage;
    case 'elsewhere':
      return s.elsewhere;
  }
}

export default function Notices(props: NoticesProps) {
  return (
    <div class="pt-notices" role="status" aria-label={props.strings.label} data-testid="pt-notices">
      <For each={props.notices}>
        {(notice) => (
          <div class="pt-notice">
            <p>{noticeText(props.strings, notice)}</p>
            {notice.code === 'elsewhere' ? (
              <button type="button" class="pt-secondary" onClick={() => props.onTakeOver()}>
                {props.strings.takeOver}
              </button>
            ) : (
              <button type="button" class="pt-secondary" onClick={() => props.onDismiss(notice)}>
                {props.strings.dismiss}
              </button>
            )}
          </div>
        )}
      </For>
    </div>
  );
}
