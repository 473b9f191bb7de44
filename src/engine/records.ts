/**
 * Records keyed by a player's name. A name is whatever the table wrote (`__proto__`,
 * `toString`, `constructor`), so these objects have no prototype: no name reaches a setter or
 * an inherited method of Object.prototype, and every name is an ordinary key (issue 11).
 */

/** An empty record with no prototype, for keys that come from users. */
export function nameRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** A record with no prototype holding `entries` (later entries win, as in Object.fromEntries). */
export function nameRecordOf<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const record = nameRecord<T>();
  for (const [key, value] of entries) record[key] = value;
  return record;
}
