/**
 * The rule pages' example tricks (docs/content-plan.md): each is a transcript in the table
 * notation (rules-spec §2) beside this file, read at build time, and the rule options a
 * reader may flip beside it to see the engine judge the same moves under other rules.
 */
import type { OptionName } from '../engine/rules.ts';
import dutchSameOrMore from './dutch-same-or-more.txt?raw';
import eightStop from './eight-stop.txt?raw';
import equalSkip from './equal-skip.txt?raw';
import exchange from './exchange.txt?raw';
import exchangeDutch from './exchange-dutch.txt?raw';
import exchangeSwedish from './exchange-swedish.txt?raw';
import fivePlayers002 from './five-players-002.txt?raw';
import forbiddenFinish from './forbidden-finish.txt?raw';
import goingOut from './going-out.txt?raw';
import miyako from './miyako.txt?raw';
import oneLap from './one-lap.txt?raw';
import pairs000 from './pairs-000.txt?raw';
import revolution001 from './revolution-001.txt?raw';
import status001 from './status-001.txt?raw';
import tenClears from './ten-clears.txt?raw';

/** The example ids, in the order of the content plan. */
export const EXAMPLE_IDS = [
  'pairs-000',
  'five-players-002',
  'status-001',
  'revolution-001',
  'eight-stop',
  'dutch-same-or-more',
  'ten-clears',
  'equal-skip',
  'going-out',
  'exchange',
  'exchange-dutch',
  'exchange-swedish',
  'one-lap',
  'forbidden-finish',
  'miyako',
] as const;
export type ExampleId = (typeof EXAMPLE_IDS)[number];

/** The rule options (kebab names, rules-spec §3) a reader may flip beside an example. */
export const TOGGLE_OPTIONS = [
  'reentry',
  'equal',
  'count',
  'clear',
  'counter',
  'twos-by-suit',
  'one-lap',
  'exchange-return',
  'miyako',
  'forbidden-finish',
] as const satisfies readonly OptionName[];
export type ToggleOption = (typeof TOGGLE_OPTIONS)[number];

export interface Example {
  /** the transcript, as written in src/examples/<id>.txt */
  readonly text: string;
  /** options the reader may flip beside the example */
  readonly toggles: readonly ToggleOption[];
}

export const EXAMPLES: Readonly<Record<ExampleId, Example>> = {
  'pairs-000': { text: pairs000, toggles: [] },
  'five-players-002': { text: fivePlayers002, toggles: ['reentry'] },
  'status-001': { text: status001, toggles: [] },
  'revolution-001': { text: revolution001, toggles: ['counter'] },
  'eight-stop': { text: eightStop, toggles: ['clear'] },
  'dutch-same-or-more': { text: dutchSameOrMore, toggles: ['count', 'equal', 'twos-by-suit'] },
  'ten-clears': { text: tenClears, toggles: ['clear'] },
  'equal-skip': { text: equalSkip, toggles: ['equal'] },
  'going-out': { text: goingOut, toggles: [] },
  exchange: { text: exchange, toggles: ['exchange-return'] },
  'exchange-dutch': { text: exchangeDutch, toggles: ['exchange-return'] },
  'exchange-swedish': { text: exchangeSwedish, toggles: [] },
  'one-lap': { text: oneLap, toggles: ['one-lap'] },
  'forbidden-finish': { text: forbiddenFinish, toggles: ['forbidden-finish'] },
  miyako: { text: miyako, toggles: ['miyako'] },
};

export function isExampleId(id: unknown): id is ExampleId {
  return typeof id === 'string' && (EXAMPLE_IDS as readonly string[]).includes(id);
}
