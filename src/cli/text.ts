/**
 * What the CLI does to text from a transcript before a terminal shows it (issue 11): control
 * characters are shown escaped, never sent raw (a name could clear the screen, set the window
 * title or write a hyperlink), and long text is cut to a short excerpt with an ellipsis.
 */

/**
 * Characters a terminal acts on or that reorder what it shows: C0 and C1 controls and DEL, the
 * line and paragraph separators, and the bidirectional embeddings, overrides and isolates.
 */
const UNSAFE = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** `\x1B` for a control character up to U+00FF, `\u{202E}` above. */
function escapeChar(c: string): string {
  const code = c.codePointAt(0) ?? 0;
  const hex = code.toString(16).toUpperCase();
  return code <= 0xff ? `\\x${hex.padStart(2, '0')}` : `\\u{${hex}}`;
}

/** The text with every control character shown as an escape (`\x1B[2J`): safe for a terminal. */
export function visible(text: string): string {
  return text.replace(UNSAFE, escapeChar);
}

/** Text from a transcript quoted in a message: at most this many characters, then an ellipsis. */
export const EXCERPT_LENGTH = 60;

/** The first `max` characters (whole code points) and `…` when the text is longer. */
export function excerpt(text: string, max: number = EXCERPT_LENGTH): string {
  if (text.length <= max) return text;
  let end = max;
  // Do not cut a surrogate pair in two.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/**
 * A message's data (a parse error, a verdict) with every string in it cut to an excerpt, so
 * that a message stays short whatever the transcript holds: a 100 MB line, a name of a megabyte.
 */
export function excerptData<T>(data: T): T {
  return hasLongText(data) ? cut(data) : data;
}

/** Whether a string longer than an excerpt is anywhere in `data` (without allocating). */
function hasLongText(data: unknown): boolean {
  if (typeof data === 'string') return data.length > EXCERPT_LENGTH;
  if (Array.isArray(data)) {
    for (const x of data as unknown[]) if (hasLongText(x)) return true;
    return false;
  }
  if (typeof data === 'object' && data !== null) {
    for (const value of Object.values(data)) if (hasLongText(value)) return true;
  }
  return false;
}

function cut<T>(data: T): T {
  if (typeof data === 'string') return excerpt(data) as T;
  if (Array.isArray(data)) return data.map((x: unknown) => cut(x)) as T;
  if (typeof data === 'object' && data !== null)
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, cut(v)])) as T;
  return data;
}

/** A size as the flag takes it: `16M`, `512K`, `1000`. */
export function formatSize(bytes: number): string {
  for (const [unit, factor] of [
    ['G', 1024 ** 3],
    ['M', 1024 ** 2],
    ['K', 1024],
  ] as const) {
    if (bytes % factor === 0) return `${String(bytes / factor)}${unit}`;
  }
  return String(bytes);
}
