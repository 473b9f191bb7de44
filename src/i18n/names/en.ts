/**
 * The names table in English: the documents by name, the marker of the site's own readings,
 * the frame around the documents' own words (./documents.ts) and the numbers of players.
 * This file declares the shape every language follows (`NameWords`); de, sv and nl are typed
 * with it. The roles' names are the referee's (src/i18n/messages: RoleNames), the options'
 * names the vocabulary's (src/i18n/vocabulary): one source each, read by the pages'
 * components (src/components/content) and never written into the pages by hand.
 *
 * Server only: the rule pages render these at build time, so nothing here reaches an island.
 */
import type { DocId } from './documents.ts';

export interface NameWords {
  /**
   * Each document's name in words, as running text uses it (`<Doc id="002" />` adds the
   * number: "the Arschloch rules (002)"). en, sv and nl include the article; German leaves it
   * to the sentence, which declines it ("die / den Arschloch-Regeln (002)").
   */
  readonly docs: Readonly<Record<DocId, string>>;
  /**
   * The names as a label or subject stands alone ("the Swedish rules (003): 4 to 7 players"):
   * where `docs` leaves the article to the sentence (German), with the nominative article.
   */
  readonly standalone?: Readonly<Record<DocId, string>>;
  /** A document's own word, quoted the language's way. */
  quote(this: void, text: string): string;
  /** The marker before a reading of this site's own (where the documents are silent or disagree). */
  readonly reading: string;
  /** Before the documents' own names for a rule. */
  readonly docNames: string;
  /** A document's own word for one value of the option, named as the panel names it ("yes", "skip"). */
  readonly forValue: (value: string) => string;
  /** The roles list (RoleList.astro). */
  readonly roles: {
    readonly places: Readonly<{
      president: string;
      vicePresident: string;
      citizen: string;
      viceScum: string;
      scum: string;
    }>;
    /** a role no document names */
    readonly coined: string;
  };
  readonly players: {
    /** "4 to 7 players", "3 or more players" */
    range(this: void, min: number, max: number | null): string;
    best(this: void, n: number): string;
    seats(this: void, n: number): string;
    readonly none: string;
    /** the referee's limits */
    site(this: void, min: number, max: number): string;
  };
}

export const en: NameWords = {
  docs: {
    '000': 'the German guide',
    '001': 'the online game Präsident',
    '002': 'the Arschloch rules',
    '003': 'the Swedish rules',
    '004': 'the Dutch rules',
  },
  quote: (text) => `“${text}”`,
  reading: 'This site’s reading',
  docNames: 'The documents’ own names',
  forValue: (value) => `for the value “${value}”`,
  roles: {
    places: {
      president: 'first place',
      vicePresident: 'second place, with four or more players',
      citizen: 'the places in between; with three players, second place',
      viceScum: 'second to last, with four or more players; with four, third place',
      scum: 'last place',
    },
    coined: 'no document names this place; the name is this site’s',
  },
  players: {
    range: (min, max) => (max === null ? `${min} or more players` : `${min} to ${max} players`),
    best: (n) => `best with ${n}`,
    seats: (n) => `its own table seats exactly ${n}`,
    none: 'names no number',
    site: (min, max) => `This site’s referee seats ${min} to ${max} players.`,
  },
};
