/**
 * Copying text: the asynchronous clipboard where the browser allows it, else the text is put
 * in `fallback` (a textarea or input), shown and selected, and the old copy command tried, so
 * the person can always press Ctrl+C themselves.
 */
export type CopyResult = 'copied' | 'selected';

export async function copyText(
  text: string,
  fallback: HTMLTextAreaElement | HTMLInputElement | undefined,
): Promise<CopyResult> {
  try {
    // Not in every browser nor outside secure contexts; may also be refused by permission.
    if (typeof navigator.clipboard?.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // fall through to the selection
  }
  if (fallback === undefined) return 'selected';
  fallback.hidden = false;
  fallback.value = text;
  fallback.focus();
  fallback.select();
  try {
    // Deprecated but still the only synchronous way; false when the browser refuses.
    if (document.execCommand('copy')) return 'copied';
  } catch {
    // the text stays selected
  }
  return 'selected';
}
