/**
 * Deutsche Texte für die Regelauswahl auf der Seite „Tischregeln vereinbaren“ und die Tischregeln-Karte. Rollen wie in
 * src/i18n/messages/de.ts (Präsident, Minister, Bürger, Vizebettler, Bettler); „Stich“,
 * „passen“, „ausspielen“ wie in 001; die Karte heißt „Tischregeln“ wie in 001.
 */
import type { OptionStrings } from './en.ts';

export const de: OptionStrings = {
  presets: {
    common: {
      name: 'Grundform',
      description:
        'Die verbreitete Grundform: Kreuz-3 beginnt, wer passt, setzt bis zum Stichende aus, zwei Karten werden getauscht.',
    },
    classic: {
      name: 'Klassisch',
      description:
        'Nach dem Passen wieder einsteigen; Kreuz-3 beginnt; Tausch von zwei Karten; 3/2/1/0 Punkte über fünf Runden.',
    },
    revolution: {
      name: 'Revolution',
      description:
        'Klassisch, dazu dreht ein Vierling die Reihenfolge bis Rundenende um; ein weiterer dreht sie zurück.',
    },
    house: {
      name: 'Hausregeln',
      description:
        'Revolution, dazu räumt jede 8 den Stich ab, und ein Präsident, der nicht Erster wird, stürzt ab.',
    },
    arschloch: {
      name: 'Arschloch',
      description:
        'Die Arschloch-Regeln: Wer links vom Geber sitzt, beginnt; nach dem Passen darf man wieder legen; Tausch von einer Karte; 2/1 Punkte bis 11.',
    },
    swedish: {
      name: 'Schwedisch',
      description:
        'Die schwedischen Regeln, gespielt wie Arschloch: Wer links vom Geber sitzt, beginnt; nach dem Passen darf man wieder legen; Tausch von einer Karte; 2/1 Punkte bis 11.',
    },
    dutch: {
      name: 'Niederländisch',
      description:
        'Die niederländischen Regeln: gleicher Wert oder höher, gleich viele Karten oder mehr, Zweien nach Farbe, Karo-3 beginnt.',
    },
  },

  panel: {
    presetHeading: 'Mit einem Regelsatz beginnen',
    presetHint: 'Ein Regelsatz stellt jede Option auf seine Regeln.',
    optionsHeading: 'Einzelne Optionen ändern',
    optionsHint:
      'Jede Option sagt, was sie regelt; „Ansehen“ zeigt sie auf der Seite der Varianten.',
    groups: {
      deck: 'Karten und Werte',
      playing: 'Spielen',
      tricks: 'Stiche und Ausgehen',
      exchange: 'Kartentausch',
      scoring: 'Punkte und Partielänge',
    },
    seeIt: 'Ansehen',
    seeItHidden: ': {option} auf der Seite der Varianten',
    changed: 'geändert ({preset}: {value})',
    same: 'Genau der Regelsatz „{preset}“.',
    differs: 'Geändert gegenüber „{preset}“: {options}.',
    reset: 'Zurück zu „{preset}“',
    lengthRounds: 'Zahl der Runden',
    lengthPoints: 'Punkte zum Sieg',
    lengthInvalid: 'Gib eine ganze Zahl von 1 bis 1000 ein.',
    lengthValue: {
      rounds: { one: '{n} Runde', other: '{n} Runden' },
      points: { one: '{n} Punkt', other: '{n} Punkte' },
    },
    announceOption: '{option}: {value}.',
    announcePreset: 'Regelsatz „{preset}“: alle Optionen auf seine Regeln gestellt.',
    noscript:
      'Zum Ändern der Optionen braucht es JavaScript. Die Karte unten zeigt die Grundform des Spiels.',
  },

  notices: {
    link: 'Ein Teil dieses Links ließ sich nicht lesen und wurde weggelassen; der Rest steht unten.',
    storage:
      'Deine gespeicherten Regeln ließen sich nicht ganz lesen; was lesbar war, steht unten.',
    unknownVersion:
      'Er ist im Format {version} geschrieben, das diese Seite nicht kennt; gelesen wurde, was sie versteht.',
    missingVersion: 'Er beginnt nicht mit einer Formatnummer.',
    tooLong: 'Er ist viel zu lang ({length} Zeichen); nur der Anfang wurde gelesen.',
    unknownPreset: 'Einen Regelsatz „{name}“ gibt es nicht.',
    unknownKey: 'Eine Option „{name}“ gibt es nicht.',
    badValue: '„{value}“ ist kein Wert für {option}.',
    missingValue: '{option} hat keinen Wert.',
    dismiss: 'Schließen',
    unreadable:
      'Was gespeichert war, sind keine Regeln, die diese Seite lesen kann; gezeigt wird die Grundform.',
    repeated: { one: '{text}', other: '{text} ({n}-mal)' },
    more: { one: 'Und {n} weiteres Problem.', other: 'Und {n} weitere Probleme.' },
    linkTop: 'Diese Regeln kommen aus einem geteilten Link.',
    toCard: 'Zu den Regeln auf der Karte „Unsere Tischregeln“',
    conflictTop: 'Sie unterscheiden sich von den Regeln, die in diesem Browser gespeichert sind:',
    toChoice: 'wählt, welche ihr behaltet',
    conflict:
      'Die Regeln in diesem Link weichen von den in diesem Browser gespeicherten ab. Gezeigt werden die des Links; deine gespeicherten Regeln bleiben gespeichert, bis du wählst.',
    useLink: 'Regeln des Links übernehmen',
    keepSaved: 'Meine gespeicherten Regeln behalten',
    usedLink: 'Die Regeln des Links sind jetzt in diesem Browser gespeichert.',
    keptSaved: 'Deine gespeicherten Regeln werden wieder gezeigt.',
    notSaved:
      'Dieser Browser hat die Regeln nicht gespeichert (sein Speicher ist voll oder abgeschaltet). Sie stehen nur in der Adresse dieser Seite: Kopiere den Link, um sie zu behalten.',
  },

  actions: {
    copyText: 'Als Text kopieren',
    print: 'Drucken',
    copied: 'In die Zwischenablage kopiert.',
    selected: 'Der Text ist markiert: Mit Strg+C (⌘C am Mac) kopierst du ihn.',
    textLabel: 'Die Tischregeln als Text',
    shareHeading: 'Diese Regeln teilen',
    shareHint: 'Wer diesen Link öffnet, sieht dieselben Regeln.',
    shareLabel: 'Link zu diesen Regeln',
    shareCopy: 'Link kopieren',
    referee: 'Den Schiedsrichter mit diesen Regeln öffnen',
    compare: 'Diese Regeln vergleichen mit…',
    practise: 'Mit diesen Regeln üben',
  },

  card: {
    title: 'Unsere Tischregeln',
    preset: 'Grundlage: {preset}.',
    changed: 'Geändert: {options}.',
    link: 'Link: {url}',
    or: 'oder',
    groups: {
      deck: 'Karten',
      playing: 'Spielen',
      tricks: 'Stiche',
      exchange: 'Tausch',
      scoring: 'Wertung',
    },
    deck: {
      '0': '52 Karten, keine Joker. Alle werden einzeln ausgeteilt.',
      '1': '52 Karten und ein Joker. Alle werden einzeln ausgeteilt.',
      '2': '52 Karten und zwei Joker. Alle werden einzeln ausgeteilt.',
    },
    order: 'Von niedrig nach hoch: {order}.',
    suitsNever: 'Ob ein Zug einen anderen schlägt, entscheidet nie die Farbe.',
    suitsTwos:
      'Ob ein Zug einen anderen schlägt, entscheidet die Farbe nur unter den Zweien: ♦ = ♥ < ♣ < ♠.',
    joker: {
      high: 'Ein Joker steht über der 2 und wird allein oder mit dem anderen Joker gespielt.',
      wild: 'Ein Joker ersetzt in einem Satz jeden Wert; allein steht er über der 2.',
    },
    firstLead: {
      'club-3': 'Erste Runde: Wer die Kreuz-3 hat, beginnt.',
      'diamond-3': 'Erste Runde: Wer die Karo-3 hat, beginnt.',
      'left-of-dealer': 'Erste Runde: Wer links vom Geber sitzt, beginnt.',
      any: 'Erste Runde: Beginnen darf, wer will.',
    },
    firstCard: 'Der allererste Zug muss die {card} enthalten.',
    nextLead: {
      scum: 'Spätere Runden: Der Bettler der Vorrunde beginnt.',
      president: 'Spätere Runden: Der Präsident beginnt.',
      'first-lead': 'Spätere Runden beginnen wie die erste.',
    },
    lead: 'Wer ausspielt, legt eine Karte oder mehrere gleichen Werts.',
    count: {
      same: 'Jeder Zug hat genau so viele Karten wie der vorige.',
      more: 'Jeder Zug hat mindestens so viele Karten wie der vorige.',
      'bigger-wins':
        'Mehr Karten schlagen weniger, egal welcher Wert; bei gleicher Anzahl entscheidet der Wert.',
    },
    equal: {
      off: 'Der Wert muss höher sein: Gleich hoch sticht nicht.',
      on: 'Der Wert muss gleich oder höher sein.',
      skip: 'Der Wert muss gleich oder höher sein; gleich hoch lässt den Nächsten aussetzen.',
    },
    reentry: {
      on: 'Wer gepasst hat, darf im selben Stich später wieder legen.',
      off: 'Wer passt, setzt bis zum Stichende aus.',
    },
    mandatory: {
      on: 'Wer den Zug auf dem Tisch schlagen kann, muss es tun.',
      off: 'Außer beim Ausspielen darfst du immer passen, auch wenn du schlagen könntest.',
    },
    trickEnd: {
      normal:
        'Der Stich endet, wenn alle anderen gepasst haben; wer zuletzt gelegt hat, spielt neu aus.',
      oneLap:
        'Nach dem Ausspiel ist jeder andere genau einmal dran; dann endet der Stich, und wer den höchsten Zug gelegt hat, spielt neu aus.',
    },
    goneOut: 'Ist diese Person schon fertig, spielt die nächste mit Karten aus.',
    clear:
      'Abräumkarten: {ranks}. Ein Zug mit einer solchen Karte beendet den Stich sofort, und wer ihn gelegt hat, spielt neu aus.',
    revolution: {
      off: 'Keine Revolution: Ein Vierling ist ein gewöhnlicher Zug.',
      round:
        'Revolution: Vier oder mehr gleiche Karten drehen die Reihenfolge um (3 am höchsten, 2 am niedrigsten, Joker bleiben oben) bis zum Rundenende.',
      trick:
        'Revolution: Vier oder mehr gleiche Karten drehen die Reihenfolge um (3 am höchsten, 2 am niedrigsten, Joker bleiben oben) bis zum Stichende.',
    },
    counter: {
      on: 'Ein weiterer Vierling dreht sie zurück.',
      off: 'Ein weiterer Vierling dreht sie nicht zurück.',
    },
    forbidden:
      'Mit {ranks} auszugehen ist ein Regelverstoß: Wer es tut, ist fertig, bekommt aber den schlechtesten freien Platz.',
    forbiddenNone: 'Ausgehen darfst du mit jeder Karte.',
    exchange: {
      none: 'Zwischen den Runden wird nicht getauscht.',
      one: 'Vor jeder weiteren Runde gibt der Bettler seine höchste Karte an den Präsidenten.',
      two: 'Vor jeder weiteren Runde gibt der Bettler seine zwei höchsten Karten an den Präsidenten; ab vier Spielern gibt der Vizebettler seine höchste an den Minister.',
    },
    exchangeReturn: {
      any: 'Wer Karten bekommt, gibt gleich viele nach Wahl zurück.',
      lowest: 'Wer Karten bekommt, gibt gleich viele zurück: seine niedrigsten.',
    },
    exchangeTies: {
      any: 'Sind die höchsten Karten gleich hoch, darf jede davon gehen.',
      suit: 'Sind die höchsten Karten gleich hoch, geht die höhere Farbe (♣ < ♦ < ♥ < ♠).',
    },
    scoring: {
      none: 'Keine Punkte: Die Plätze bestimmen nur die Rollen der nächsten Runde.',
      places:
        'Jede Runde bringt dem letzten Platz 0 Punkte und jedem Platz darüber einen mehr (vier Spieler: 3, 2, 1, 0).',
      'two-one': 'Jede Runde bekommt der Erste 2 Punkte, der Zweite 1, die anderen nichts.',
    },
    length: {
      rounds: { one: 'Die Partie dauert {n} Runde.', other: 'Die Partie dauert {n} Runden.' },
      points: {
        one: 'Die Partie endet, sobald jemand {n} Punkt erreicht.',
        other: 'Die Partie endet, sobald jemand {n} Punkte erreicht.',
      },
      open: 'Die Partie hat kein festes Ende: Gespielt wird, solange alle wollen.',
      unscored:
        'Es gibt keine Punkte, also beendet kein Punktestand die Partie: Gespielt wird, solange alle wollen.',
    },
    ties: 'Bei Gleichstand entscheidet der bessere Platz in der letzten Runde.',
    miyako:
      'Sturz: Wird der Präsident nicht als Erster fertig, fällt er auf den letzten Platz, sobald ein anderer fertig ist.',
  },
};
