/**
 * The referee island's words, one table per part of the island, each filled in all four
 * languages (a missing key fails the type check). The page passes one language's tables to
 * the island, so it ships a single language.
 */
import type { Lang } from '../langs.ts';
import { MESSAGES } from '../messages/index.ts';
import type { Messages } from '../messages/shared.ts';
import { houseRulesStrings } from '../options/index.ts';
import type { HouseRulesStrings } from '../../lib/rule-card.ts';
import { DEVICE, type DeviceStrings } from './device.ts';
import { DISPUTES, type DisputesStrings } from './disputes.ts';
import { SETUP, type SetupStrings } from './setup.ts';
import { STORE, type StoreStrings } from './store.ts';
import { TABLE, type TableStrings } from './table.ts';

export interface RefereeStrings {
  readonly setup: SetupStrings;
  readonly table: TableStrings;
  /** notices about saved games */
  readonly store: StoreStrings;
  /** the device: the screen kept on while a game is open */
  readonly device: DeviceStrings;
  readonly disputes: DisputesStrings;
  /** the presets' names, the table-rules card and the rule link's notices (src/i18n/options) */
  readonly rules: HouseRulesStrings;
  /** verdicts, events and roles (src/i18n/messages) */
  readonly messages: Messages;
}

/**
 * The words that are plain data (no functions): the page hands them to the island as props,
 * so they travel in the page's HTML, not in its scripts. The shell shows the notices, the
 * device's status and the dispute tools' button; the set-up screen shows the set-up and the rules.
 */
export type RefereePageStrings = Pick<
  RefereeStrings,
  'setup' | 'store' | 'device' | 'disputes' | 'rules'
>;
/** The words the island's shell uses: notices, the device, the dispute tools. */
export type RefereeShellStrings = Pick<RefereeStrings, 'store' | 'device' | 'disputes'>;
/** The set-up screen's words. */
export type RefereeSetupStrings = Pick<RefereeStrings, 'setup' | 'rules'>;
/**
 * The table screen's words, loaded with it (they hold functions: plurals, names in sentences):
 * its own, and the verdicts, events and roles.
 */
export type RefereeTableStrings = Pick<RefereeStrings, 'table' | 'messages'>;

/** One language's plain-data words (see `RefereePageStrings`). */
export function refereePageStrings(lang: Lang): RefereePageStrings {
  return {
    setup: SETUP[lang],
    store: STORE[lang],
    device: DEVICE[lang],
    disputes: DISPUTES[lang],
    rules: houseRulesStrings(lang),
  };
}

export function refereeStrings(lang: Lang): RefereeStrings {
  return {
    setup: SETUP[lang],
    table: TABLE[lang],
    store: STORE[lang],
    device: DEVICE[lang],
    disputes: DISPUTES[lang],
    rules: houseRulesStrings(lang),
    messages: MESSAGES[lang],
  };
}
