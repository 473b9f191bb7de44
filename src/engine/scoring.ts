/**
 * Points per place (rules-spec §3 `scoring`) and roles by place (§5).
 */
import type { RuleSet } from './rules.ts';
import { nameRecord } from './records.ts';

/** Points each player earns for a finished round, by place (first place first). */
export function placePoints(
  scheme: RuleSet['scoring'],
  places: readonly string[],
): Record<string, number> {
  const points = nameRecord<number>();
  const n = places.length;
  places.forEach((name, i) => {
    if (scheme === 'places') points[name] = n - (i + 1);
    else if (scheme === 'two-one') points[name] = i === 0 ? 2 : i === 1 ? 1 : 0;
  });
  return points;
}

export type Role = 'president' | 'vice-president' | 'citizen' | 'vice-scum' | 'scum';

/** The role of place `place` (1-based) among `players` (§5). */
export function roleOf(place: number, players: number): Role {
  if (place === 1) return 'president';
  if (place === players) return 'scum';
  if (players >= 4) {
    if (place === 2) return 'vice-president';
    if (place === players - 1) return 'vice-scum';
  }
  return 'citizen';
}

/**
 * The final standings of a game (rules-spec §3 `length`, 001): the players of the last
 * round, most points first; a tie goes to the better place in the last round. The engine's
 * winner is the first of them, and a table of standings shows them in this order.
 */
export function standings(
  results: readonly { readonly places: readonly (string | null)[] }[],
  totals: Readonly<Record<string, number>>,
): string[] {
  const last = results[results.length - 1];
  if (last === undefined) return [];
  const places = last.places.filter((p): p is string => p !== null);
  return [...places].sort(
    (a, b) => (totals[b] ?? 0) - (totals[a] ?? 0) || places.indexOf(a) - places.indexOf(b),
  );
}
