/** The CLI's own words (headers, usage) in the four languages; verdicts come from ./messages. */
import { formatNumber, formatter, type Formatter } from './format/index.ts';
import { LANGS, type Lang } from './langs.ts';

/** The command's name: the registry package president-referee and its one command. */
export const COMMAND = 'president-referee';

/** `de|en|sv|nl`: the `--lang` values, as the usage lines show them. */
const LANG_CHOICES = LANGS.join('|');

/** The two usage lines after their label ("Usage:"), the second aligned under the first. */
const synopsis = (label: string, file: string): string =>
  `${label} ${COMMAND} check [--json] [--lang ${LANG_CHOICES}] [--max-size SIZE] ${file}... | -\n` +
  `${' '.repeat(label.length)} ${COMMAND} --help | --version`;

/** The keys of the JSON report (rules-spec §7); `?` marks keys present only where they apply. */
const JSON_REPORT = `  {"file", "legal", "moves": [{"line", "round", "player", "action", "cards"?, "to"?,
    "legal", "code"?, "message"?}], "rounds": [{"round", "places", "points"}],
    "next": {"round", "toAct", "top", "revolution"}, "game": {"over", "winner", "totals"}}`;
const JSON_ERROR = `  {"file", "legal": false, "error": {"line", "code", "message"}}`;

export interface CliText {
  readonly usage: string;
  readonly stdin: string;
  readonly parseError: string;
  readonly line: string;
  readonly pass: string;
  readonly give: string;
  readonly round: string;
  readonly tableMode: string;
  readonly knownHands: string;
  /** a round of the report in which no place is decided yet */
  readonly inPlay: string;
  readonly nothingOnTable: string;
  onTable(cards: string): string;
  summary(moves: number, refused: number): string;
  next(player: string, top: string, reversed: boolean): string;
  winner(player: string): string;
  unreadable(file: string, reason: string): string;
  /** a file or standard input larger than the maximum transcript size (`size` as `16M`) */
  tooLarge(file: string, size: string): string;
  /** the report could not be written (ENOSPC, EIO, …) */
  writeFailed(reason: string): string;
  /** a bug: the file's check failed; the other files are still checked */
  internalError(file: string, message: string): string;
  readonly args: ArgText;
}

/** Errors in the command line. */
export interface ArgText {
  unknownOption(option: string): string;
  langValue(langs: string): string;
  /** `--max-size` without a size, or with one that is not `N`, `NK`, `NM`, `NG` up to `max` */
  badSize(value: string, max: string): string;
  readonly noCommand: string;
  unknownCommand(command: string): string;
  readonly noFile: string;
}

/**
 * Each language's digit grouping separator, as `Intl.NumberFormat` writes whole numbers (sv: a
 * no-break space); every one groups by three from the first thousand.
 */
const GROUP_SEPARATOR: { readonly [L in Lang]: string } = {
  de: '.',
  en: ',',
  sv: '\u00a0',
  nl: '.',
};

/**
 * A whole number of 0 or more in the language's digit grouping, exactly as
 * `Intl.NumberFormat` writes it, without making one: the first costs some 20 ms, a tenth of
 * checking a 1 MB transcript, for one number in the summary. Anything else goes to Intl.
 */
export function groupedCount(lang: Lang, n: number): string {
  // A separator at each place between digits with a multiple of three digits after it.
  return Number.isSafeInteger(n) && n >= 0
    ? String(n).replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[lang])
    : formatNumber(lang, n);
}

/** The language's formatter, whole numbers of 0 or more written by groupedCount. */
function cliFormatter(lang: Lang): Formatter {
  const f = formatter(lang);
  const number = (n: number): string => groupedCount(lang, n);
  return { ...f, number, count: (n, forms) => `${number(n)} ${f.plural(n, forms)}` };
}

const enF = cliFormatter('en');
const deF = cliFormatter('de');
const svF = cliFormatter('sv');
const nlF = cliFormatter('nl');

const USAGE_EN = `${synopsis('Usage:', 'FILE')}

Judges a written game of President (the table notation) and reports every refused move.
  --json         one JSON report per file, one per line
  --lang LANG    language of the messages (default: from PRESIDENT_LANG or LANG, else en)
  --max-size SIZE
                 the largest transcript read, in bytes or with K, M or G (×1024);
                 default 16M, at most 500M; a larger file is refused unread
  -              read the transcript from standard input
  -h, --help     this text, in the language of --lang
  -V, --version  the version
Exit status: 0 every move legal, 1 some move refused, 2 a file could not be read or parsed.

The JSON report of a file (? only where it applies):
${JSON_REPORT}
of a file that cannot be read or parsed:
${JSON_ERROR}`;

const EN: CliText = {
  usage: USAGE_EN,
  stdin: '(stdin)',
  parseError: 'cannot read the game',
  line: 'line',
  pass: 'pass',
  give: 'gives',
  round: 'Round',
  tableMode: 'table mode',
  inPlay: 'in play, no one is out yet',
  knownHands: 'known hands',
  nothingOnTable: 'nothing on the table',
  onTable: (c) => `on the table: ${c}`,
  summary: (m, r) =>
    r === 0
      ? m === 1
        ? 'the one move is legal'
        : `all ${enF.number(m)} moves legal`
      : `${enF.count(m, { one: 'move', other: 'moves' })}, ${enF.number(r)} refused`,
  next: (p, top, rev) =>
    `Next: ${p} to act; ${top}${rev ? ' (revolution: the order is turned)' : ''}`,
  winner: (p) => `Game over: ${p} wins.`,
  unreadable: (f, why) => `${f}: cannot open the file (${why})`,
  tooLarge: (f, size) =>
    `${f}: larger than the maximum transcript size of ${size}; --max-size raises it`,
  writeFailed: (why) => `cannot write the report (${why})`,
  internalError: (f, m) => `${f}: internal error: ${m}`,
  args: {
    unknownOption: (o) => `unknown option ${o}`,
    langValue: (langs) => `--lang takes one of ${langs}`,
    badSize: (v, max) =>
      `--max-size takes a size in bytes, or with K, M or G, at most ${max}; found '${v}'`,
    noCommand: 'a command is needed: check',
    unknownCommand: (c) => `unknown command ${c}`,
    noFile: 'name a FILE, or - for standard input',
  },
};

const DE: CliText = {
  usage: `${synopsis('Aufruf:', 'DATEI')}

Prüft eine aufgeschriebene Partie Präsident (Tischnotation) und meldet jeden abgelehnten Zug.
  --json         ein JSON-Bericht pro Datei, einer pro Zeile
  --lang LANG    Sprache der Meldungen (Standard: aus PRESIDENT_LANG oder LANG, sonst en)
  --max-size GRÖSSE
                 die größte Partie, die gelesen wird, in Bytes oder mit K, M oder G (×1024);
                 Standard 16M, höchstens 500M; eine größere Datei wird ungelesen abgelehnt
  -              die Partie von der Standardeingabe lesen
  -h, --help     dieser Text, in der Sprache von --lang
  -V, --version  die Version
Rückgabewert: 0 alle Züge gültig, 1 mindestens ein Zug abgelehnt, 2 Datei nicht lesbar oder fehlerhaft.

Der JSON-Bericht einer Datei (? nur wo zutreffend):
${JSON_REPORT}
einer Datei, die nicht gelesen oder verstanden werden kann:
${JSON_ERROR}`,
  stdin: '(Standardeingabe)',
  parseError: 'Partie nicht lesbar',
  line: 'Zeile',
  pass: 'passt',
  give: 'gibt',
  round: 'Runde',
  tableMode: 'Tischmodus',
  inPlay: 'läuft noch, noch niemand ist fertig',
  knownHands: 'bekannte Hände',
  nothingOnTable: 'nichts liegt aus',
  onTable: (c) => `es liegt: ${c}`,
  summary: (m, r) =>
    r === 0
      ? m === 1
        ? 'der eine Zug ist gültig'
        : `alle ${deF.number(m)} Züge gültig`
      : `${deF.count(m, { one: 'Zug', other: 'Züge' })}, ${deF.number(r)} abgelehnt`,
  next: (p, top, rev) =>
    `Weiter: ${p} ist dran; ${top}${rev ? ' (Revolution: die Reihenfolge ist umgedreht)' : ''}`,
  winner: (p) => `Spielende: ${p} gewinnt.`,
  unreadable: (f, why) => `${f}: Datei kann nicht geöffnet werden (${why})`,
  tooLarge: (f, size) =>
    `${f}: größer als die höchste Partiegröße von ${size}; --max-size erhöht sie`,
  writeFailed: (why) => `der Bericht kann nicht geschrieben werden (${why})`,
  internalError: (f, m) => `${f}: interner Fehler: ${m}`,
  args: {
    unknownOption: (o) => `unbekannte Option ${o}`,
    langValue: (langs) => `--lang nimmt einen der Werte ${langs}`,
    badSize: (v, max) =>
      `--max-size nimmt eine Größe in Bytes, auch mit K, M oder G, höchstens ${max}; gefunden: '${v}'`,
    noCommand: 'ein Befehl fehlt: check',
    unknownCommand: (c) => `unbekannter Befehl ${c}`,
    noFile: 'nenne eine DATEI oder - für die Standardeingabe',
  },
};

const SV: CliText = {
  usage: `${synopsis('Användning:', 'FIL')}

Dömer ett nedskrivet parti President (bordsnotationen) och visar varje underkänt drag.
  --json         en JSON-rapport per fil, en per rad
  --lang SPRÅK   meddelandenas språk (standard: från PRESIDENT_LANG eller LANG, annars en)
  --max-size STORLEK
                 det största parti som läses, i byte eller med K, M eller G (×1024);
                 standard 16M, högst 500M; en större fil avvisas oläst
  -              läs partiet från standard in
  -h, --help     den här texten, på språket i --lang
  -V, --version  versionen
Slutstatus: 0 alla drag giltiga, 1 något drag underkänt, 2 en fil kunde inte läsas eller tolkas.

JSON-rapporten för en fil (? bara där det gäller):
${JSON_REPORT}
för en fil som inte kan läsas eller tolkas:
${JSON_ERROR}`,
  stdin: '(standard in)',
  parseError: 'partiet kan inte läsas',
  line: 'rad',
  pass: 'passar',
  give: 'ger',
  round: 'Giv',
  tableMode: 'bordsläge',
  inPlay: 'pågår, ingen har gått ut än',
  knownHands: 'kända händer',
  nothingOnTable: 'inget ligger på bordet',
  onTable: (c) => `på bordet: ${c}`,
  summary: (m, r) =>
    r === 0
      ? m === 1
        ? 'det enda draget är giltigt'
        : `alla ${svF.number(m)} drag giltiga`
      : `${svF.number(m)} drag, ${svF.number(r)} nekade`,
  next: (p, top, rev) =>
    `Nästa: ${p} ska spela; ${top}${rev ? ' (revolution: ordningen är vänd)' : ''}`,
  winner: (p) => `Partiet är slut: ${p} vinner.`,
  unreadable: (f, why) => `${f}: filen kan inte öppnas (${why})`,
  tooLarge: (f, size) => `${f}: större än den största partistorleken ${size}; --max-size höjer den`,
  writeFailed: (why) => `rapporten kan inte skrivas (${why})`,
  internalError: (f, m) => `${f}: internt fel: ${m}`,
  args: {
    unknownOption: (o) => `okänt alternativ ${o}`,
    langValue: (langs) => `--lang tar ett av ${langs}`,
    badSize: (v, max) =>
      `--max-size tar en storlek i byte, även med K, M eller G, högst ${max}; hittade '${v}'`,
    noCommand: 'ett kommando behövs: check',
    unknownCommand: (c) => `okänt kommando ${c}`,
    noFile: 'ange en FIL, eller - för standard in',
  },
};

const NL: CliText = {
  usage: `${synopsis('Gebruik:', 'BESTAND')}

Beoordeelt een opgeschreven partij Presidenten (de tafelnotatie) en meldt elke geweigerde zet.
  --json         één JSON-rapport per bestand, één per regel
  --lang TAAL    taal van de meldingen (standaard: uit PRESIDENT_LANG of LANG, anders en)
  --max-size GROOTTE
                 de grootste partij die gelezen wordt, in bytes of met K, M of G (×1024);
                 standaard 16M, hoogstens 500M; een groter bestand wordt ongelezen geweigerd
  -              lees de partij van standaardinvoer
  -h, --help     deze tekst, in de taal van --lang
  -V, --version  de versie
Afsluitcode: 0 alle zetten geldig, 1 een zet geweigerd, 2 een bestand onleesbaar of onjuist.

Het JSON-rapport van een bestand (? alleen waar van toepassing):
${JSON_REPORT}
van een bestand dat niet gelezen of begrepen kan worden:
${JSON_ERROR}`,
  stdin: '(standaardinvoer)',
  parseError: 'partij niet leesbaar',
  line: 'regel',
  pass: 'past',
  give: 'geeft',
  round: 'Ronde',
  tableMode: 'tafelmodus',
  inPlay: 'loopt nog, nog niemand is uit',
  knownHands: 'bekende handen',
  nothingOnTable: 'er ligt niets op tafel',
  onTable: (c) => `op tafel: ${c}`,
  summary: (m, r) =>
    r === 0
      ? m === 1
        ? 'de ene zet is geldig'
        : `alle ${nlF.number(m)} zetten geldig`
      : `${nlF.count(m, { one: 'zet', other: 'zetten' })}, ${nlF.number(r)} geweigerd`,
  next: (p, top, rev) =>
    `Volgende: ${p} is aan de beurt; ${top}${rev ? ' (revolutie: de volgorde is omgedraaid)' : ''}`,
  winner: (p) => `Einde van het spel: ${p} wint.`,
  unreadable: (f, why) => `${f}: bestand kan niet worden geopend (${why})`,
  tooLarge: (f, size) =>
    `${f}: groter dan de grootste partijgrootte van ${size}; --max-size verhoogt die`,
  writeFailed: (why) => `het rapport kan niet worden geschreven (${why})`,
  internalError: (f, m) => `${f}: interne fout: ${m}`,
  args: {
    unknownOption: (o) => `onbekende optie ${o}`,
    langValue: (langs) => `--lang neemt een van ${langs}`,
    badSize: (v, max) =>
      `--max-size neemt een grootte in bytes, ook met K, M of G, hoogstens ${max}; gevonden: '${v}'`,
    noCommand: 'een opdracht is nodig: check',
    unknownCommand: (c) => `onbekende opdracht ${c}`,
    noFile: 'noem een BESTAND, of - voor standaardinvoer',
  },
};

const TEXTS: { readonly [L in Lang]: CliText } = { en: EN, de: DE, sv: SV, nl: NL };

export function cliText(lang: Lang): CliText {
  return TEXTS[lang];
}
