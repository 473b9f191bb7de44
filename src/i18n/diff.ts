/**
 * The words of `president-referee diff` (issue 9) in the four languages; verdicts and events
 * come from ./messages, option names and values from ./vocabulary (through src/lib/rule-card).
 */
import { formatter } from './format/index.ts';
import { COMMAND } from './cli.ts';
import { LANGS, type Lang } from './langs.ts';

const LANG_CHOICES = LANGS.join('|');

const synopsis = (label: string, rules: string): string =>
  `${label} ${COMMAND} diff [--json] [--lang ${LANG_CHOICES}] ${rules}_A ${rules}_B`;

const JSON_DIFF = `  {"a", "b", "differences": [{"option", "a", "b", "inert"?, "example"?: {"shown",
    "rulesA", "rulesB", "transcript", "line", "move", "kind",
    "a": {"legal", "code"?, "message"?, "events", "points"?}, "b": {…}}}]}`;

export interface DiffText {
  readonly usage: string;
  /** the line naming a rule set: `A: classic` */
  side(which: 'A' | 'B', rules: string): string;
  count(n: number): string;
  /** one difference: the option's name and both values */
  option(label: string, a: string, b: string): string;
  /** the option can change nothing under these rule sets: `because` names the options that keep it so */
  inert(because: string): string;
  readonly notFound: string;
  /** another difference always parts A and B first: the example changes only this option of A (or B) */
  alone(which: 'A' | 'B'): string;
  /** the example's first line: where the same moves part */
  example(line: number): string;
  /** the comment on the marked line of the transcript */
  readonly marker: string;
  /** what the marked move does under one rule set */
  under(which: string, verdict: string): string;
  readonly allowed: string;
  refused(reason: string): string;
  points(list: string): string;
  /** who is to act after the move, when that differs */
  toAct(player: string): string;
  /** the transcript's `rules:` line under the other rule set */
  otherRules(which: string, line: string): string;
  /** what a rule link's own reader refused (the rule errors come from ./messages) */
  readonly link: {
    unknownVersion(version: string): string;
    readonly missingVersion: string;
    tooLong(length: number): string;
  };
  readonly args: {
    readonly needTwo: string;
    badRules(which: 'A' | 'B', message: string): string;
    unknownOption(option: string): string;
    langValue(langs: string): string;
  };
}

const en = formatter('en');
const de = formatter('de');
const sv = formatter('sv');
const nl = formatter('nl');

const EN: DiffText = {
  usage: `${synopsis('Usage:', 'RULES')}

Compares two rule sets: every option that differs, each with the shortest example the engine
finds where the same moves are judged differently (a small table, every hand known).
RULES is a preset (common, classic, revolution, house, arschloch, swedish, dutch), a rules:
line ("classic, reentry=off") or a rule link ("1~house~one-lap.on", or an address with ?rules=).
  --json         the comparison as one JSON object
  --lang LANG    language of the text (default: from PRESIDENT_LANG or LANG, else en)
Exit status: 0 the rule sets are the same, 1 they differ, 2 a rule set could not be read.

The JSON object (? only where it applies):
${JSON_DIFF}`,
  side: (w, r) => `${w}: ${r}`,
  count: (n) =>
    n === 0
      ? 'The rule sets are the same.'
      : en.count(n, { one: 'difference', other: 'differences' }),
  option: (l, a, b) => `${l}: A ${a} · B ${b}`,
  inert: (b) => `Changes nothing under these two rule sets (it matters only with another ${b}).`,
  notFound: 'No example found: another difference always parts the two rule sets first.',
  alone: (w) =>
    `Another difference always parts A and B first: shown on ${w} with only this option changed.`,
  example: (l) => `Example (the same moves part at line ${en.number(l)}):`,
  marker: '<- here they part',
  under: (w, v) => `Under ${w}: ${v}`,
  allowed: 'allowed.',
  refused: (r) => `refused: ${r}`,
  toAct: (p) => `${p} is to act next.`,
  points: (l) => `Points: ${l}.`,
  otherRules: (w, l) => `Under ${w} the transcript begins ${l}`,
  link: {
    unknownVersion: (v) => `a rule link of version ${v}, which this version cannot read`,
    missingVersion: 'a rule link must begin with its version: 1~',
    tooLong: (n) => `a rule link of ${en.number(n)} characters is too long`,
  },
  args: {
    needTwo: 'diff needs two rule sets: RULES_A RULES_B',
    badRules: (w, m) => `rule set ${w}: ${m}`,
    unknownOption: (o) => `unknown option ${o}`,
    langValue: (langs) => `--lang takes one of ${langs}`,
  },
};

const DE: DiffText = {
  usage: `${synopsis('Aufruf:', 'REGELN')}

Vergleicht zwei Regelsätze: jede Option, die sich unterscheidet, mit dem kürzesten Beispiel, das
das Programm findet, in dem dieselben Züge verschieden beurteilt werden (ein kleiner Tisch, alle
Hände bekannt). REGELN ist ein fertiger Regelsatz (common, classic, revolution, house, arschloch, swedish,
dutch), eine rules:-Zeile ("classic, reentry=off") oder ein Regel-Link ("1~house~one-lap.on"
oder eine Adresse mit ?rules=).
  --json         der Vergleich als ein JSON-Objekt
  --lang LANG    Sprache des Textes (Standard: aus PRESIDENT_LANG oder LANG, sonst en)
Rückgabewert: 0 die Regelsätze sind gleich, 1 sie unterscheiden sich, 2 ein Regelsatz ist nicht lesbar.

Das JSON-Objekt (? nur wo zutreffend):
${JSON_DIFF}`,
  side: (w, r) => `${w}: ${r}`,
  count: (n) =>
    n === 0
      ? 'Die Regelsätze sind gleich.'
      : de.count(n, { one: 'Unterschied', other: 'Unterschiede' }),
  option: (l, a, b) => `${l}: A ${a} · B ${b}`,
  inert: (b) =>
    `Ändert unter diesen beiden Regelsätzen nichts (es zählt nur mit einem anderen Wert von ${b}).`,
  notFound:
    'Kein Beispiel gefunden: ein anderer Unterschied trennt die beiden Regelsätze immer zuerst.',
  alone: (w) =>
    `Ein anderer Unterschied trennt A und B immer zuerst: gezeigt an ${w}, nur diese Option geändert.`,
  example: (l) => `Beispiel (dieselben Züge trennen sich in Zeile ${de.number(l)}):`,
  marker: '<- hier trennen sie sich',
  under: (w, v) => `Unter ${w}: ${v}`,
  allowed: 'erlaubt.',
  refused: (r) => `abgelehnt: ${r}`,
  toAct: (p) => `Als Nächstes ist ${p} dran.`,
  points: (l) => `Punkte: ${l}.`,
  otherRules: (w, l) => `Unter ${w} beginnt die Partie mit ${l}`,
  link: {
    unknownVersion: (v) => `ein Regel-Link der Version ${v}, die diese Version nicht lesen kann`,
    missingVersion: 'ein Regel-Link beginnt mit seiner Version: 1~',
    tooLong: (n) => `ein Regel-Link mit ${de.number(n)} Zeichen ist zu lang`,
  },
  args: {
    needTwo: 'diff braucht zwei Regelsätze: REGELN_A REGELN_B',
    badRules: (w, m) => `Regelsatz ${w}: ${m}`,
    unknownOption: (o) => `unbekannte Option ${o}`,
    langValue: (langs) => `--lang nimmt einen der Werte ${langs}`,
  },
};

const SV: DiffText = {
  usage: `${synopsis('Användning:', 'REGLER')}

Jämför två regeluppsättningar: varje alternativ som skiljer, vart och ett med det kortaste exempel
programmet hittar där samma drag döms olika (ett litet bord, alla händer kända). REGLER är en
regeluppsättning (common, classic, revolution, house, arschloch, swedish, dutch), en rules:-rad ("classic,
reentry=off") eller en regellänk ("1~house~one-lap.on", eller en adress med ?rules=).
  --json         jämförelsen som ett JSON-objekt
  --lang SPRÅK   textens språk (standard: från PRESIDENT_LANG eller LANG, annars en)
Slutstatus: 0 reglerna är desamma, 1 de skiljer sig, 2 en regeluppsättning kunde inte läsas.

JSON-objektet (? bara där det gäller):
${JSON_DIFF}`,
  side: (w, r) => `${w}: ${r}`,
  count: (n) =>
    n === 0 ? 'Reglerna är desamma.' : sv.count(n, { one: 'skillnad', other: 'skillnader' }),
  option: (l, a, b) => `${l}: A ${a} · B ${b}`,
  inert: (b) =>
    `Ändrar ingenting med dessa två regeluppsättningar (det spelar roll bara med ett annat värde på ${b}).`,
  notFound: 'Inget exempel hittades: en annan skillnad skiljer alltid reglerna åt först.',
  alone: (w) =>
    `En annan skillnad skiljer alltid A och B åt först: visas på ${w} med bara detta alternativ ändrat.`,
  example: (l) => `Exempel (samma drag skiljer sig på rad ${sv.number(l)}):`,
  marker: '<- här skiljer de sig',
  under: (w, v) => `Med ${w}: ${v}`,
  allowed: 'tillåtet.',
  refused: (r) => `underkänt: ${r}`,
  toAct: (p) => `${p} ska spela härnäst.`,
  points: (l) => `Poäng: ${l}.`,
  otherRules: (w, l) => `Med ${w} börjar partiet med ${l}`,
  link: {
    unknownVersion: (v) => `en regellänk av version ${v}, som den här versionen inte kan läsa`,
    missingVersion: 'en regellänk börjar med sin version: 1~',
    tooLong: (n) => `en regellänk med ${sv.number(n)} tecken är för lång`,
  },
  args: {
    needTwo: 'diff behöver två regeluppsättningar: REGLER_A REGLER_B',
    badRules: (w, m) => `regeluppsättning ${w}: ${m}`,
    unknownOption: (o) => `okänt alternativ ${o}`,
    langValue: (langs) => `--lang tar ett av ${langs}`,
  },
};

const NL: DiffText = {
  usage: `${synopsis('Gebruik:', 'REGELS')}

Vergelijkt twee regelsets: elke optie die verschilt, elk met het kortste voorbeeld dat het programma
vindt waarin dezelfde zetten anders beoordeeld worden (een kleine tafel, alle handen bekend).
REGELS is een kant-en-klare regelset (common, classic, revolution, house, arschloch, swedish, dutch), een
rules:-regel ("classic, reentry=off") of een regellink ("1~house~one-lap.on", of een adres met
?rules=).
  --json         de vergelijking als één JSON-object
  --lang TAAL    taal van de tekst (standaard: uit PRESIDENT_LANG of LANG, anders en)
Afsluitcode: 0 de regelsets zijn gelijk, 1 ze verschillen, 2 een regelset is onleesbaar.

Het JSON-object (? alleen waar van toepassing):
${JSON_DIFF}`,
  side: (w, r) => `${w}: ${r}`,
  count: (n) =>
    n === 0 ? 'De regelsets zijn gelijk.' : nl.count(n, { one: 'verschil', other: 'verschillen' }),
  option: (l, a, b) => `${l}: A ${a} · B ${b}`,
  inert: (b) =>
    `Verandert niets onder deze twee regelsets (het telt alleen met een andere waarde van ${b}).`,
  notFound: 'Geen voorbeeld gevonden: een ander verschil scheidt de twee regelsets altijd eerst.',
  alone: (w) =>
    `Een ander verschil scheidt A en B altijd eerst: getoond op ${w} met alleen deze optie veranderd.`,
  example: (l) => `Voorbeeld (dezelfde zetten gaan uiteen op regel ${nl.number(l)}):`,
  marker: '<- hier gaan ze uiteen',
  under: (w, v) => `Onder ${w}: ${v}`,
  allowed: 'toegestaan.',
  refused: (r) => `geweigerd: ${r}`,
  toAct: (p) => `${p} is hierna aan de beurt.`,
  points: (l) => `Punten: ${l}.`,
  otherRules: (w, l) => `Onder ${w} begint de partij met ${l}`,
  link: {
    unknownVersion: (v) => `een regellink van versie ${v}, die deze versie niet kan lezen`,
    missingVersion: 'een regellink begint met zijn versie: 1~',
    tooLong: (n) => `een regellink van ${nl.number(n)} tekens is te lang`,
  },
  args: {
    needTwo: 'diff heeft twee regelsets nodig: REGELS_A REGELS_B',
    badRules: (w, m) => `regelset ${w}: ${m}`,
    unknownOption: (o) => `onbekende optie ${o}`,
    langValue: (langs) => `--lang neemt een van ${langs}`,
  },
};

const TEXTS: { readonly [L in Lang]: DiffText } = { en: EN, de: DE, sv: SV, nl: NL };

export function diffText(lang: Lang): DiffText {
  return TEXTS[lang];
}
