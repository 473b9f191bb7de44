/**
 * How the options of rules-spec §3 are grouped, on the table-rules card and in the house-rules
 * panel (and the words for each group in src/i18n/options). Data only.
 */
import type { RuleKey } from '../engine/rules.ts';

export const CARD_GROUPS = ['deck', 'playing', 'tricks', 'exchange', 'scoring'] as const;
export type CardGroup = (typeof CARD_GROUPS)[number];

/** Where each option of rules-spec §3 belongs, on the card and in the panel. */
export const OPTION_GROUPS: Readonly<Record<CardGroup, readonly RuleKey[]>> = {
  deck: ['jokers', 'joker', 'twosBySuit'],
  playing: ['firstLead', 'firstCard', 'nextLead', 'count', 'equal', 'reentry', 'mandatory'],
  tricks: ['oneLap', 'clear', 'revolution', 'counter', 'forbiddenFinish', 'miyako'],
  exchange: ['exchange', 'exchangeReturn', 'exchangeTies'],
  scoring: ['scoring', 'length'],
};
