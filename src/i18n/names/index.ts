/**
 * The one names table of the site, per language: the roles (the referee's own names,
 * src/i18n/messages), the options (src/i18n/vocabulary), the presets (src/i18n/options), the
 * documents by name (./<lang>.ts) and each document's own words (./documents.ts). The rule
 * pages take every name from here through their components (src/components/content); the
 * test tests/site/names.test.ts fails when a page writes one by hand.
 */
import type { RuleSet } from '../../engine/rules.ts';
import type { Lang } from '../langs.ts';
import { MESSAGES } from '../messages/index.ts';
import type { RoleNames } from '../messages/shared.ts';
import { OPTION_STRINGS } from '../options/index.ts';
import { VOCABULARY } from '../vocabulary/index.ts';
import { de } from './de.ts';
import { DOC_PLAYERS, isDocId, type DocId, type PlayerRange } from './documents.ts';
import { en, type NameWords } from './en.ts';
import { nl } from './nl.ts';
import { sv } from './sv.ts';

export type { NameWords } from './en.ts';
export * from './documents.ts';

export const NAME_WORDS: Readonly<Record<Lang, NameWords>> = { de, en, sv, nl };

/** The site's role names in a language (the referee's own). */
export function roleNames(lang: Lang): RoleNames {
  return MESSAGES[lang].roles;
}

/** An option's name in a language, as the panel, the toggles and the variants page show it. */
export function optionLabel(lang: Lang, key: keyof RuleSet): string {
  return VOCABULARY[lang][key].label;
}

/** A preset's name in a language, as the panel shows it. */
export function presetName(
  lang: Lang,
  preset: keyof (typeof OPTION_STRINGS)['en']['presets'],
): string {
  return OPTION_STRINGS[lang].presets[preset].name;
}

/** A document in words with its number as a reference: "the Arschloch rules (002)". */
export function docName(lang: Lang, id: DocId): string {
  return `${NAME_WORDS[lang].docs[id]} (${id})`;
}

/** A document named to stand alone (a label, a list's subject): German adds its article. */
export function docLabel(lang: Lang, id: DocId): string {
  const words = NAME_WORDS[lang];
  return `${(words.standalone ?? words.docs)[id]} (${id})`;
}

/** A document's number of players in words, with its recommendation; null: it names none. */
export function playersText(lang: Lang, id: DocId): string {
  const words = NAME_WORDS[lang].players;
  const range: PlayerRange | null = DOC_PLAYERS[id];
  if (range === null) return words.none;
  const extra = [
    ...(range.best === undefined ? [] : [words.best(range.best)]),
    ...(range.seats === undefined ? [] : [words.seats(range.seats)]),
  ];
  const main = words.range(range.min, range.max);
  return extra.length === 0 ? main : `${main} (${extra.join('; ')})`;
}

/**
 * A text with documents written as `{002}`, each replaced by the document's name from the
 * table ("the Arschloch rules (002)"); a name that opens the text starts with a capital.
 * Unknown placeholders stay as they are (the tests look for a left-over brace).
 */
export function fillDocs(lang: Lang, text: string): string {
  const filled = text.replace(/\{(\d{3})\}/g, (whole, id: string) =>
    isDocId(id) ? docName(lang, id) : whole,
  );
  return text.startsWith('{') ? filled.charAt(0).toLocaleUpperCase(lang) + filled.slice(1) : filled;
}
