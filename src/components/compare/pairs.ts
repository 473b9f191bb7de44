/**
 * The pairs of presets the compare pages show (issue 9): each unordered pair once, in the
 * order of PRESET_NAMES, with its slug (`classic-dutch`). Their comparisons are computed at
 * build time, once per pair for all four languages (the module keeps them).
 */
import { compareRules, type Comparison } from '../../compare/index.ts';
import { PRESET_NAMES, presetRules, type PresetName } from '../../engine/rules.ts';

export interface PresetPair {
  readonly a: PresetName;
  readonly b: PresetName;
  readonly slug: string;
}

/** `classic-dutch`: no preset name has a hyphen, so the slug reads back unambiguously. */
export function pairSlug(a: PresetName, b: PresetName): string {
  return `${a}-${b}`;
}

/** The 21 pairs, A before B in PRESET_NAMES. */
export const PRESET_PAIRS: readonly PresetPair[] = PRESET_NAMES.flatMap((a, i) =>
  PRESET_NAMES.slice(i + 1).map((b) => ({ a, b, slug: pairSlug(a, b) })),
);

/** The pair's page, whichever way round the two are given (the page of the pair in order). */
export function pairHref(lang: string, x: PresetName, y: PresetName): string {
  const i = PRESET_NAMES.indexOf(x);
  const j = PRESET_NAMES.indexOf(y);
  const [a, b] = i < j ? [x, y] : [y, x];
  return `/${lang}/compare/${pairSlug(a, b)}/`;
}

const cache = new Map<string, Comparison>();

/** The pair's comparison (seed 1, the finder's default budget), computed once per build. */
export function pairComparison(pair: PresetPair): Comparison {
  const known = cache.get(pair.slug);
  if (known !== undefined) return known;
  // the examples' transcripts name the pair's presets (`swedish`, not `arschloch`: the same rules)
  const c = compareRules(presetRules(pair.a), presetRules(pair.b), {
    names: { a: pair.a, b: pair.b },
  });
  cache.set(pair.slug, c);
  return c;
}
