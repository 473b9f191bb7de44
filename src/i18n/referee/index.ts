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
