/**
 * One line under the table while a game is open: whether the screen stays on (the Screen Wake
 * Lock, src/lib/wake-lock.ts), or that it may go dark. Nothing while the lock is being asked for.
 */
import { Show } from 'solid-js';
import type { DeviceStrings } from '../../i18n/referee/device.ts';
import { createWakeLock, type WakeLockStatus } from '../../lib/wake-lock.ts';

export interface ScreenStatusProps {
  readonly strings: DeviceStrings;
  /** true while a game is open */
  readonly active: boolean;
}

function wordsFor(status: WakeLockStatus, strings: DeviceStrings): string | null {
  switch (status) {
    case 'on':
      return strings.screenOn;
    case 'unsupported':
      return strings.screenUnsupported;
    case 'denied':
      return strings.screenDenied;
    case 'off':
    case 'pending':
      return null;
  }
}

export default function ScreenStatus(props: ScreenStatusProps) {
  const status = createWakeLock(() => props.active);
  return (
    <Show when={wordsFor(status(), props.strings)}>
      {(words) => (
        <p class="referee-screen" data-wake-lock={status()}>
          {words()}
        </p>
      )}
    </Show>
  );
}
