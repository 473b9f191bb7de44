/**
 * What the five source documents (../shared/seeds: German 000–002, Swedish 003, Dutch 004)
 * say in their own words, the same in every language of the site: how many players each
 * names, what it calls each role, and its own names for rules. The site's pages show these
 * words beside the site's own (src/components/content: Doc, DocNames, RoleList, Players), so a
 * reader who knows only a document's word finds it in any language.
 *
 * Words are quoted as the documents write them; they are never translated (the page's
 * language frames them: src/i18n/names/<lang>.ts).
 */
import type { OptionName } from '../../engine/rules.ts';
import type { RoleNames } from '../messages/shared.ts';

/** The source documents, by their reference numbers. */
export const DOC_IDS = ['000', '001', '002', '003', '004'] as const;
export type DocId = (typeof DOC_IDS)[number];

export function isDocId(value: unknown): value is DocId {
  return typeof value === 'string' && (DOC_IDS as readonly string[]).includes(value);
}

/** A role of the site (src/i18n/messages: RoleNames). */
export type RoleId = keyof RoleNames;
export const ROLE_IDS = [
  'president',
  'vicePresident',
  'citizen',
  'viceScum',
  'scum',
] as const satisfies readonly RoleId[];

/** How many players a document names: `max` null = "or more"; `best` its recommendation. */
export interface PlayerRange {
  readonly min: number;
  readonly max: number | null;
  readonly best?: number;
  /** the document's own game seats exactly this many (001: you and three computers) */
  readonly seats?: number;
}

/**
 * Each document's stated number of players; null where it names none. 000: "je nach
 * Gruppengröße"; 001: "am besten zu viert, gespielt wird aber mit drei bis sieben Leuten",
 * its game deals to four; 002: "in der Regel mit 4 bis 7 Personen"; 003: "4 till 7 spelare";
 * 004: "met drie spelers of meer".
 */
export const DOC_PLAYERS: Readonly<Record<DocId, PlayerRange | null>> = {
  '000': null,
  '001': { min: 3, max: 7, best: 4, seats: 4 },
  '002': { min: 4, max: 7 },
  '003': { min: 4, max: 7 },
  '004': { min: 3, max: null },
};

/**
 * Each document's own names for the site's roles (empty: it names none). 001 seats four,
 * so its third place ("Bürger") is the site's second to last, the Vice Scum.
 */
export const DOC_ROLES: Readonly<Record<DocId, Readonly<Record<RoleId, readonly string[]>>>> = {
  '000': {
    president: ['President'],
    vicePresident: ['Vice President'],
    citizen: [],
    viceScum: ['Vice Scum', 'Vizeletzte'],
    scum: ['Scum', 'Verlierer der Runde'],
  },
  '001': {
    president: ['Präsident'],
    vicePresident: ['Minister'],
    citizen: [],
    viceScum: ['Bürger'],
    // 001 keeps its titles neutral; it only notes that many tables call last place "Arschloch"
    scum: ['Bettler'],
  },
  '002': {
    president: ['Präsident'],
    vicePresident: ['Vizepräsident'],
    citizen: ['Bürger'],
    viceScum: [],
    scum: ['Arschloch'],
  },
  '003': {
    president: ['President'],
    vicePresident: ['Vice-president'],
    citizen: [],
    viceScum: [],
    scum: ['Uslingen'],
  },
  '004': {
    president: ['praeses', 'president'],
    vicePresident: ['vicepraeses', 'vicepresident'],
    citizen: ['burger'],
    viceScum: ['vicefeut'],
    scum: ['feut'],
  },
};

/** A document's own name for a rule: for an option, or for one of its values. */
export interface DocRuleName {
  readonly option: OptionName;
  /** the value it names, as written in the notation; absent: the option as a whole */
  readonly value?: string;
  readonly doc: DocId;
  readonly words: readonly string[];
}

/**
 * The documents' own names for rules, in the order of the options (rules-spec §3). 001's
 * rule sets are the presets `classic`, `revolution` and `house` ("Klassisch", "Revolution",
 * "Hausregeln"), named by the presets' own names.
 */
export const DOC_RULE_NAMES: readonly DocRuleName[] = [
  { option: 'joker', value: 'wild', doc: '000', words: ['Ersatzkarte in einem Mehrlingssatz'] },
  { option: 'reentry', value: 'on', doc: '000', words: ['Wiedereinstieg'] },
  { option: 'reentry', value: 'off', doc: '002', words: ['Kein Mitspielen nach dem Passen'] },
  { option: 'equal', value: 'on', doc: '002', words: ['Gleiche Spielzüge erlaubt'] },
  { option: 'equal', value: 'skip', doc: '000', words: ['Überspringen bei gleichen Karten'] },
  { option: 'equal', value: 'skip', doc: '002', words: ['Überspringen des nächsten Spielers'] },
  { option: 'count', value: 'more', doc: '002', words: ['Größere Gruppen schlagen kleinere'] },
  { option: 'clear', value: '8', doc: '001', words: ['8-Stopp'] },
  { option: 'clear', value: '10', doc: '004', words: ['aflegkaart'] },
  { option: 'clear', value: '2', doc: '000', words: ['sofortiges Abräumen nach einer 2'] },
  { option: 'revolution', doc: '001', words: ['Revolution'] },
  {
    option: 'revolution',
    doc: '002',
    words: ['Vier gleiche Werte invertieren die Reihenfolge'],
  },
  { option: 'counter', value: 'on', doc: '001', words: ['Konterrevolution'] },
  { option: 'mandatory', value: 'on', doc: '002', words: ['Pflichtliches Spielen'] },
  { option: 'mandatory', value: 'on', doc: '003', words: ['tvångsslag'] },
  { option: 'mandatory', value: 'off', doc: '003', words: ['fri passning'] },
  { option: 'one-lap', value: 'on', doc: '002', words: ['Ein-Runden-Spiel'] },
  { option: 'first-lead', doc: '002', words: ['Öffnende Spielzüge'] },
  { option: 'exchange', doc: '001', words: ['Kartentausch'] },
  { option: 'exchange', doc: '003', words: ['kortbyte'] },
  { option: 'miyako', value: 'on', doc: '001', words: ['Sturz', 'Miyako-ochi'] },
  {
    option: 'forbidden-finish',
    value: '2',
    doc: '000',
    words: ['Verbot, mit einer bestimmten Karte auszugehen'],
  },
  { option: 'scoring', doc: '002', words: ['Punktewertung'] },
];

/** Words the documents use for a trick and for a whole deal (told apart on the names pages). */
export const DOC_TRICK_WORDS: Readonly<Record<DocId, readonly string[]>> = {
  '000': ['Durchgang'],
  '001': ['Stich'],
  '002': ['Runde'],
  '003': ['runda', 'omgång'],
  '004': ['slag', 'beurt', 'ronde'],
};
