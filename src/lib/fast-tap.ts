/**
 * Fast taps for a screen used with one thumb (the referee's table). On a touch screen the
 * browser turns a tap into a click only once it has recognised the gesture, and sends the
 * mouse events a click implies before it: on a mid-range phone that is tens of milliseconds
 * after the finger has lifted, added to every entry at the table.
 *
 * Inside `root`, a touch that starts and ends on the same button without moving (at most
 * `SLOP` px) clicks that button at once, when the finger lifts, and cancels the browser's own
 * click of the same touch (preventDefault on touchend), so the button is pressed exactly once
 * and the handlers stay the ordinary click handlers. Everything else is left to the browser:
 * keyboard, mouse and pen presses, a second finger, a touch that moves (a scroll), a disabled
 * button, and a touchend the browser no longer lets a page cancel. A screen reader's
 * activation arrives as a click and is untouched.
 *
 * Returns the function that removes the listeners.
 */
const SLOP = 10;

interface Press {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly button: HTMLButtonElement;
}

export function fastTaps(root: HTMLElement): () => void {
  let press: Press | null = null;

  const buttonOf = (target: EventTarget | null): HTMLButtonElement | null => {
    const button = target instanceof Element ? target.closest('button') : null;
    return button !== null && root.contains(button) ? button : null;
  };

  const onStart = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    const button = buttonOf(event.target);
    press =
      event.touches.length === 1 && touch !== undefined && button !== null
        ? { id: touch.identifier, x: touch.clientX, y: touch.clientY, button }
        : null;
  };

  const onEnd = (event: TouchEvent) => {
    const started = press;
    press = null;
    if (started === null || event.touches.length > 0 || !event.cancelable) return;
    const touch = Array.from(event.changedTouches).find((t) => t.identifier === started.id);
    if (touch === undefined) return;
    if (Math.hypot(touch.clientX - started.x, touch.clientY - started.y) > SLOP) return;
    const { button } = started;
    if (!button.isConnected || button.disabled) return;
    event.preventDefault();
    button.click();
  };

  const onCancel = () => {
    press = null;
  };

  root.addEventListener('touchstart', onStart, { passive: true });
  root.addEventListener('touchend', onEnd, { passive: false });
  root.addEventListener('touchcancel', onCancel);
  return () => {
    root.removeEventListener('touchstart', onStart);
    root.removeEventListener('touchend', onEnd);
    root.removeEventListener('touchcancel', onCancel);
  };
}
