/**
 * Die Wörter der Bilder auf den Regelseiten (Form: en.ts). Rollen und Karten kommen aus
 * src/i18n/messages (Präsident, Minister, Bürger, Vizebettler, Bettler; B D K A).
 */
import { formatter } from '../format/index.ts';
import { de as options } from '../options/de.ts';
import { presetNames, type Pictures } from './en.ts';

const f = formatter('de');

export const de: Pictures = {
  rankRow: {
    caption: 'Die Rangfolge der Karten',
    low: 'niedrigste',
    high: 'höchste',
    listNormal: 'Werte in der normalen Reihenfolge, der niedrigste zuerst',
    listRevolution: 'Werte während einer Revolution, der niedrigste zuerst',
    toggle: 'Revolution',
    toggleHint: 'dreht die Reihenfolge um',
    stateNormal: (low, high) =>
      `Normale Reihenfolge: ${low} ist der niedrigste Wert, ${high} der höchste.`,
    stateRevolution: (low, high) =>
      `Revolution: Die Reihenfolge ist umgedreht. Jetzt ist ${low} der niedrigste Wert und ${high} der höchste.`,
    jokerTag: 'falls im Spiel',
    jokerNote: 'Joker, falls ihr mit ihnen spielt, bleiben in beiden Reihenfolgen oben.',
  },

  exchange: {
    title: 'Wer wem welche Karten gibt, vor jeder Runde nach der ersten',
    give: (from, to, what) => `${from} an ${to}: ${what}.`,
    highest: (n) =>
      f.plural(n, { one: 'die höchste Karte', other: `die ${f.number(n)} höchsten Karten` }),
    choiceBack: (n) =>
      f.plural(n, {
        one: 'eine Karte nach Wahl zurück',
        other: `${f.number(n)} Karten nach Wahl zurück`,
      }),
    lowestBack: (n) =>
      f.plural(n, {
        one: 'die niedrigste Karte zurück',
        other: `die ${f.number(n)} niedrigsten Karten zurück`,
      }),
    noExchange: 'kein Tausch',
    keep: (citizen) => `${citizen}: kein Tausch, sie behalten ihre Karten.`,
    lastPlace: 'letzter Platz',
    secondLastPlace: 'vorletzter Platz',
    caption: (players) =>
      `Der Tausch bei ${f.number(players)} Spielern nach der Grundform; mit mehr Spielern gibt es mehr Bürger.`,
    fewPlayers: (players, president, scum) =>
      `Bei ${f.number(players)} Spielern tauschen nur ${president} und ${scum}.`,
    variants: 'Varianten',
    captionDutch: (players) =>
      `Der Tausch bei ${f.number(players)} Spielern nach den niederländischen Regeln; mit mehr Spielern gibt es mehr Bürger.`,
    oneTitle: 'Eine Karte (wie in den {002})',
    oneText: (president, scum) =>
      `Nur ${president} und ${scum} tauschen; in den {002} heißt der ${scum} „Arschloch“.`,
    lowestTitle: 'Die niedrigsten Karten zurück (wie in den {004})',
    lowestText: 'Die höhere Rolle hat keine Wahl: Sie gibt ihre niedrigsten Karten zurück.',
    anyTitle: 'Karten nach Wahl zurück (wie in der {000} und im {001})',
    anyText:
      'Die höhere Rolle wählt, was sie zurückgibt; das {001} sagt dazu: auch eben erhaltene Karten.',
    captionSwedish: (players, president, scum) =>
      `Der Tausch bei ${f.number(players)} Spielern nach den {003}: Nur ${president} und ${scum} tauschen, je eine Karte.`,
    twoTitle: 'Zwei Karten (wie in der {000}, im {001} und in den {004})',
    twoText: (players) => `Bei ${f.number(players)} Spielern:`,
  },

  flow: {
    title: 'Der Ablauf einer Partie',
    desc: 'Die Zustände einer Partie von der Vorbereitung bis zum Ende und die Ereignisse, die von einem zum nächsten führen. Darunter folgt derselbe Ablauf als Liste.',
    states: {
      setup: { name: 'Vorbereitung', note: 'Regeln und Spieler' },
      dealing: { name: 'Geben', note: 'die Karten werden verteilt' },
      exchange: { name: 'Tausch', note: 'die Abgaben, ab Runde 2' },
      playing: { name: 'Spielen', note: 'ausspielen und passen' },
      roundOver: { name: 'Runde vorbei', note: 'die Plätze stehen fest' },
      gameOver: { name: 'Partie vorbei', note: 'es gibt einen Sieger' },
    },
    events: {
      START: 'Start',
      DEAL: 'geben',
      MOVE: 'Zug',
      UNDO: 'zurücknehmen',
      NEXT_ROUND: 'nächste Runde',
      RESTART: 'neue Partie',
      REDO: 'wiederherstellen',
      SET_BOT_DELAY: 'Computertempo',
      COMPUTER_TURN: 'Computer am Zug',
      'xstate.done.actor.computer-think': 'die Antwort des Computers kommt',
      'xstate.error.actor.computer-think': 'die Berechnung des Computers schlägt fehl',
    },
    guards: {
      canStart: 'gültige Spieler',
      canDeal: 'Sitzordnung und Karten stimmen',
      isLegal: 'erlaubt',
      canUndo: 'es gibt etwas zurückzunehmen',
      exchangeDone: 'Tausch erledigt',
      roundIsOver: 'Runde vorbei',
      gameIsOver: 'Partie vorbei',
      undoLeavesNoRound: 'nimmt das erste Geben zurück',
      canRedo: 'es gibt etwas wiederherzustellen',
      computerToAct: 'ein Computer ist dran',
    },
    actions: {
      startGame: 'die Partie beginnt',
      dealRound: 'die Runde wird gegeben',
      applyMove: 'ein erlaubter Zug wird gespielt',
      refuseMove: 'ein unerlaubter Zug wird abgelehnt, mit Begründung',
      undoMove: 'der letzte Eintrag (Zug, Abgabe oder Geben) wird zurückgenommen',
      reset: 'zurück zur Vorbereitung',
      playComputer: 'der Computer macht seinen Zug',
      redoMove: 'das Zurückgenommene kommt wieder',
      setBotDelay: 'die Bedenkzeit der Computer wird gesetzt',
      answerComputer:
        'die Antwort des Computers wird gespielt, wenn sich inzwischen nichts geändert hat',
      computerFailed: 'der Computer wählt stattdessen auf der Seite',
    },
    anyState: 'Aus jedem Zustand',
    automatic: 'von selbst',
    legendSolid: 'Durchgezogener Pfeil: ein Ereignis (was jemand tut).',
    legendDashed: 'Gestrichelter Pfeil: geschieht von selbst, sobald die Bedingung gilt.',
    legendLoop: '↺: das Ereignis lässt den Zustand, wie er ist.',
    asText: 'Der Ablauf als Liste',
    initial: 'hier beginnt es',
  },

  presets: {
    caption: 'Die sieben Regelsätze nebeneinander',
    region: 'Tabelle der Regelsätze (seitlich scrollbar)',
    option: 'Option',
    source: 'Quelle',
    legend: (marker, base) => `${marker} und fett: anders als ${base}.`,
    differs: (base) => `anders als ${base}`,
    names: presetNames(options),
  },
};
