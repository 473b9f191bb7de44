/**
 * The words of the house-rules panel and the table-rules card, per language, with the
 * options' words from src/i18n/vocabulary and the language's rank labels from src/i18n/messages. The result is plain data: the page hands it
 * to the island as props, so only the reader's language travels to the browser.
 */
import type { HouseRulesStrings } from '../../lib/rule-card.ts';
import { MESSAGES, type Lang } from '../messages/index.ts';
import { VOCABULARY } from '../vocabulary/index.ts';
import { de } from './de.ts';
import { en, type OptionStrings } from './en.ts';
import { nl } from './nl.ts';
import { sv } from './sv.ts';

export type { OptionStrings } from './en.ts';

export const OPTION_STRINGS: Readonly<Record<Lang, OptionStrings>> = { de, en, sv, nl };

export function houseRulesStrings(lang: Lang): HouseRulesStrings {
  return {
    ...OPTION_STRINGS[lang],
    lang,
    options: VOCABULARY[lang],
    rankLabels: MESSAGES[lang].rankLabels,
  };
}
