/**
 * What the pictures on the rule pages show, asked of the engine (no rule is decided in a
 * component): the rank order in both directions (the engine's `rankOrder`), who gives whom
 * how many cards, and the documents each preset follows. Pure: no Astro, no prose.
 */
export { rankOrder } from '../engine/order.ts';
import { exchangeFor } from '../engine/game.ts';
import { presetRules, type PresetName, type RuleSet } from '../engine/rules.ts';

/** One pair of the exchange: places are 1-based (1 = first out). */
export interface ExchangePair {
  /** the higher role's place (President: 1) */
  readonly high: number;
  /** the lower role's place (Scum: the last) */
  readonly low: number;
  /** cards the lower role gives up: its highest */
  readonly up: number;
  /** cards the higher role gives back */
  readonly back: number;
}

export interface ExchangeModel {
  readonly players: number;
  readonly pairs: readonly ExchangePair[];
  /** places that neither give nor receive */
  readonly keep: readonly number[];
  readonly returnLowest: boolean;
}

/**
 * The exchange before round 2 under `rules` with `players` players, as the engine lists it
 * (exchangeFor): the players sit in the order they finished round 1.
 */
export function exchangeModel(rules: RuleSet, players: number): ExchangeModel {
  const names = Array.from({ length: players }, (_, i) => `p${String(i + 1)}`);
  const due = exchangeFor(rules, names, names);
  // Seats are places here (p1 finished first): seat index + 1 = place.
  const pairs: ExchangePair[] = [];
  for (const give of due) {
    if (give.kind !== 'highest') continue;
    const back = due.find((d) => d.kind === 'return' && d.from === give.to && d.to === give.from);
    pairs.push({ high: give.to + 1, low: give.from + 1, up: give.count, back: back?.count ?? 0 });
  }
  pairs.sort((a, b) => a.high - b.high);
  const involved = new Set(pairs.flatMap((p) => [p.high, p.low]));
  const keep = names.map((_, i) => i + 1).filter((place) => !involved.has(place));
  return { players, pairs, keep, returnLowest: rules.exchangeReturn === 'lowest' };
}

/** The exchange model of a preset (the pictures draw presets, not arbitrary rule sets). */
export function presetExchange(name: PresetName, players: number): ExchangeModel {
  return exchangeModel(presetRules(name), players);
}

/** The source documents each preset follows (rules-spec §4; shared/seeds). */
export const PRESET_SOURCES = {
  common: '000',
  classic: '001',
  revolution: '001',
  house: '001',
  arschloch: '002',
  swedish: '003',
  dutch: '004',
} as const satisfies Readonly<Record<PresetName, string>>;
