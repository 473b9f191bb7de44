/** Die Wörter für die Regeloptionen auf Deutsch (Form: en.ts). */
import type { Vocabulary } from './en.ts';

const yesNo = { on: 'ja', off: 'nein' } as const;

export const de: Vocabulary = {
  jokers: {
    label: 'Joker',
    explain: 'Wie viele Joker zu den 52 Karten kommen.',
    values: { 0: 'keine Joker', 1: 'ein Joker', 2: 'zwei Joker' },
    short: { 0: 'keine', 1: '1', 2: '2' },
  },
  joker: {
    label: 'Was ein Joker kann',
    explain: 'Zählt nur, wenn Joker im Spiel sind.',
    values: {
      high: 'über der 2, allein oder mit Jokern gespielt',
      wild: 'ersetzt jeden Wert in einem Satz',
    },
    short: { high: 'höchste Karte', wild: 'Platzhalter' },
  },
  reentry: {
    label: 'Wiedereinstieg',
    explain: 'Ob im selben Stich wieder legen darf, wer gepasst hat.',
    values: {
      on: 'nach dem Passen darfst du wieder legen',
      off: 'wer passt, setzt bis zum Stichende aus',
    },
    short: yesNo,
  },
  equal: {
    label: 'Gleicher Wert',
    explain: 'Ob ein Zug den Wert auf dem Tisch nur erreichen statt übertreffen darf.',
    values: {
      off: 'nicht erlaubt: es muss höher sein',
      on: 'erlaubt',
      skip: 'erlaubt, und der Nächste setzt aus',
    },
    short: { off: 'nicht erlaubt', on: 'erlaubt', skip: 'erlaubt, überspringt den Nächsten' },
  },
  count: {
    label: 'Anzahl der Karten',
    explain: 'Wie viele Karten ein Zug im Vergleich zum Zug auf dem Tisch braucht.',
    values: {
      same: 'genau gleich viele',
      more: 'gleich viele oder mehr',
      'bigger-wins': 'mehr Karten schlagen weniger, egal welcher Wert',
    },
    short: {
      same: 'gleich viele',
      more: 'gleich viele oder mehr',
      'bigger-wins': 'mehr Karten gewinnen',
    },
  },
  clear: {
    label: 'Abräumkarten',
    explain: 'Ein Zug mit diesen Werten beendet den Stich sofort; wer ihn gelegt hat, spielt aus.',
    values: { none: 'keine' },
    short: { none: 'keine' },
  },
  revolution: {
    label: 'Revolution',
    explain: 'Ob ein Vierling die Reihenfolge umdreht (3 am höchsten, 2 am niedrigsten).',
    values: { off: 'keine Revolution', round: 'bis zum Rundenende', trick: 'bis zum Stichende' },
    short: { off: 'nein', round: 'bis die Runde endet', trick: 'bis der Stich endet' },
  },
  counter: {
    label: 'Konterrevolution',
    explain: 'Während einer Revolution: ob ein weiterer Vierling sie zurückdreht.',
    values: { on: 'ein weiterer Vierling dreht zurück', off: 'die Reihenfolge bleibt gedreht' },
    short: yesNo,
  },
  twosBySuit: {
    label: 'Zweien nach Farbe',
    explain: 'Nur unter den Zweien entscheidet die Farbe: ♦ = ♥ < ♣ < ♠.',
    values: { on: 'eine 2 höherer Farbe schlägt eine 2', off: 'alle Zweien sind gleich' },
    short: yesNo,
  },
  mandatory: {
    label: 'Stichzwang',
    explain: 'Ob schlagen muss, wer den Zug auf dem Tisch schlagen kann.',
    values: { on: 'wer schlagen kann, muss', off: 'passen ist erlaubt, außer beim Ausspielen' },
    short: yesNo,
  },
  oneLap: {
    label: 'Ein Umlauf je Stich',
    explain: 'Ob ein Stich endet, sobald jeder andere einmal dran war.',
    values: {
      on: 'jeder einmal, dann endet der Stich',
      off: 'reihum, bis alle anderen passen',
    },
    short: yesNo,
  },
  firstLead: {
    label: 'Erstes Ausspiel',
    explain: 'Wer die erste Runde eröffnet.',
    values: {
      'club-3': 'wer die Kreuz-3 hat',
      'diamond-3': 'wer die Karo-3 hat',
      'left-of-dealer': 'wer links vom Geber sitzt',
      any: 'beliebig',
    },
    short: {
      'club-3': 'wer 3♣ hat',
      'diamond-3': 'wer 3♦ hat',
      'left-of-dealer': 'links vom Geber',
      any: 'beliebig',
    },
  },
  firstCard: {
    label: 'Erste Karte',
    explain: 'Wenn Kreuz-3 oder Karo-3 beginnt: ob der erste Zug diese Karte enthalten muss.',
    values: { on: 'der erste Zug muss sie enthalten', off: 'beliebiger erster Zug' },
    short: yesNo,
  },
  nextLead: {
    label: 'Späteres Ausspiel',
    explain: 'Wer die Runden nach der ersten eröffnet.',
    values: {
      scum: 'der Bettler der Vorrunde',
      president: 'der Präsident',
      'first-lead': 'wie in der ersten Runde',
    },
    short: { scum: 'Bettler', president: 'Präsident', 'first-lead': 'wie in Runde 1' },
  },
  exchange: {
    label: 'Kartentausch',
    explain: 'Welche Karten vor jeder Runde ab der zweiten den Besitzer wechseln.',
    values: {
      none: 'kein Tausch',
      one: 'eine Karte vom Bettler an den Präsidenten',
      two: 'zwei Karten vom Bettler an den Präsidenten, eine vom Vizebettler an den Minister',
    },
    short: { none: 'keiner', one: '1 Karte', two: '2 Karten und 1' },
  },
  exchangeReturn: {
    label: 'Was zurückgeht',
    explain: 'Was Präsident (und Minister) im Gegenzug zurückgeben.',
    values: { any: 'beliebige Karten', lowest: 'ihre niedrigsten Karten' },
    short: { any: 'Karten nach Wahl', lowest: 'die niedrigsten' },
  },
  exchangeTies: {
    label: 'Gleichstand beim Tausch',
    explain: 'Welche Karte gehen muss, wenn die höchsten Karten gleich hoch sind.',
    values: { any: 'eine beliebige davon', suit: 'die höhere Farbe (♣ < ♦ < ♥ < ♠)' },
    short: { any: 'beliebig', suit: 'die höhere Farbe' },
  },
  miyako: {
    label: 'Sturz (Miyako)',
    explain:
      'Ab Runde 2: Ein Präsident, der nicht als Erster fertig wird, fällt auf den letzten Platz.',
    values: { on: 'der Präsident stürzt ab', off: 'kein Sturz' },
    short: yesNo,
  },
  forbiddenFinish: {
    label: 'Verbotener Abgang',
    explain: 'Mit diesen Werten auszugehen ist ein Regelverstoß: schlechtester freier Platz.',
    values: { none: 'keine' },
    short: { none: 'keine' },
  },
  scoring: {
    label: 'Punkte',
    explain: 'Welche Punkte jeder Platz pro Runde bringt.',
    values: {
      none: 'keine Punkte',
      places: 'nach Platz (vier Spieler: 3, 2, 1, 0)',
      'two-one': 'Erster 2, Zweiter 1, sonst 0',
    },
    short: { none: 'keine', places: 'nach Platz', 'two-one': '2, 1, 0' },
  },
  length: {
    label: 'Partielänge',
    explain: 'Wann die Partie endet.',
    values: {
      rounds: 'nach einer Zahl von Runden',
      points: 'wenn jemand eine Punktzahl erreicht',
      open: 'ohne festes Ende',
    },
    short: { rounds: '{n} Runden', points: 'bis {n} Punkte', open: 'offen' },
  },
};
