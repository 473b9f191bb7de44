/** The referee's table screen in German (the shape and the notes: ../table.ts). */
import { formatter } from '../../format/index.ts';
import { de as deStepper } from '../../stepper/de.ts';
import type { TableStrings } from './shape.ts';

const fDe = formatter('de');

export const de: TableStrings = {
  heading: 'Am Tisch',
  round: (n) => `Runde ${fDe.number(n)}`,
  seats: 'Spieler in Sitzreihenfolge',
  toAct: 'ist dran',
  pile: 'Dieser Stich',
  emptyPile: 'In diesem Stich liegt noch nichts.',
  passWord: 'passt',
  skipWord: 'übersprungen',
  // The play is named as a sentence's object ("einen König von Anna"): a sentence that wants one.
  toBeat: (play) => `Es gilt, ${play} zu schlagen.`,
  revolution: 'Revolution: Niedrig schlägt hoch',
  trickEnded: (d) => {
    const why =
      d.reason === 'cleared'
        ? `${d.winner} hat den Tisch abgeräumt`
        : d.reason === 'lap-over'
          ? `Der Umlauf ist vorbei, ${d.winner} lag am höchsten`
          : `Alle anderen haben auf ${d.winner} gepasst`;
    return d.winnerOut
      ? `${why}; ${d.winner} ist fertig, also spielt der Nächste mit Karten aus: ${d.leader}.`
      : `${why}, also spielt ${d.leader} aus.`;
  },
  firstCard: (card) => `Das erste Ausspiel der Partie muss ${card} enthalten.`,
  entry: 'Zug eingeben',
  who: 'Wer',
  pickLeader: 'Jeder darf ausspielen: erst wählen, wer beginnt.',
  twoNeedsSuit:
    'Bei den Zweien zählt die Farbe: die Farbe der 2 antippen (bei mehreren die höchste).',
  pickHolder: (card) => `Wer ${card} hat, spielt aus: erst wählen, wer das ist.`,
  whoPlays: (cards) => `Wer spielt ${cards}? Erst den Namen antippen.`,
  count: 'Wie viele Karten',
  suits: 'Farben',
  suitsHint: 'freiwillig: antippen, um die Farben des nächsten Zugs festzuhalten',
  suitNames: { C: 'Kreuz', D: 'Karo', H: 'Herz', S: 'Pik' },
  jokers: 'Joker im Zug',
  ranks: (player, count) => `${player} spielt ${count} vom Wert:`,
  pass: 'Passen',
  leave: 'Andere Partien und neue Partie (diese bleibt gespeichert)',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  verdict: 'Urteil',
  accepted: 'Erlaubt',
  noted: 'Notiert',
  countOnly: 'Am Tisch lässt sich nur die Anzahl der Karten prüfen.',
  refused: 'Nicht erlaubt',
  tried: (player, cards) => `${player} wollte ${cards} spielen.`,
  triedPass: (player) => `${player} wollte passen.`,
  triedGive: (player, to, cards) => `${player} wollte ${to} ${cards} geben.`,
  undone: 'Zurückgenommen',
  shownOnly:
    'Nicht eingetragen: Dieser Tab zeigt die Partie nur an, ein anderer trägt sie ein. Um hier einzutragen, oben auf der Seite „Hier weiterführen“ wählen.',
  redone: 'Wiederhergestellt',
  dealEntry: (n) => `das Geben der Runde ${fDe.number(n)}.`,
  history: 'Diese Runde, neueste Einträge zuerst',
  historyEmpty: 'In dieser Runde ist noch nichts eingegeben.',
  refusedMark: 'abgelehnt',
  why: 'Warum?',
  exchange: 'Kartentausch',
  give: (g) => {
    const who = (name: string, role: string | null) => (role === null ? name : `${role} ${name}`);
    const what =
      g.kind === 'highest'
        ? fDe.plural(g.count, {
            one: 'die höchste Karte',
            other: `die ${fDe.number(g.count)} höchsten Karten`,
          })
        : g.kind === 'lowest'
          ? fDe.plural(g.count, {
              one: 'die niedrigste Karte',
              other: `die ${fDe.number(g.count)} niedrigsten Karten`,
            })
          : fDe.plural(g.count, {
              one: 'eine Karte nach Wahl',
              other: `${fDe.number(g.count)} Karten nach Wahl`,
            });
    return `${who(g.from, g.fromRole)} → ${who(g.to, g.toRole)}: ${what}`;
  },
  giveDone: 'erledigt',
  giveNow: (from, to, entered, count) =>
    count === 1
      ? `Den Wert antippen, den ${from} an ${to} gibt:`
      : `Die Werte antippen, die ${from} an ${to} gibt (${fDe.number(entered)} von ${fDe.number(count)}):`,
  giveClear: 'Abgabe neu beginnen',
  roundOver: (n) => `Runde ${fDe.number(n)} ist vorbei`,
  gameOver: 'Die Partie ist vorbei',
  wins: (winner) => `${winner} gewinnt.`,
  places: 'Plätze',
  place: 'Platz',
  player: 'Spieler',
  role: 'Rolle',
  points: 'Punkte',
  total: 'Gesamt',
  noScore: 'Bei diesen Regeln werden keine Punkte gezählt.',
  standings: 'Stand',
  tieBreak: (winner, others, points) =>
    `${fDe.and([winner, ...others])} haben je ${points} Punkte; ${winner} war in der letzten Runde besser platziert.`,
  nextRound: 'Nächste Runde',
  nextRoundHeading: (n) => `Runde ${fDe.number(n)}`,
  seating: (n, seats) => `Sitzordnung in Runde ${fDe.number(n)}: ${seats.join(', ')}`,
  seatingHint:
    'Wenn die Spieler zwischen den Runden die Sitzplätze tauschen, hier ihre neue Reihenfolge um den Tisch einstellen: In dieser Reihenfolge wird gespielt.',
  seatingByPlaces: 'In der Reihenfolge der Plätze',
  moveUp: '{name} nach oben',
  moveDown: '{name} nach unten',
  seatMoved: '{name} sitzt jetzt auf Sitzplatz {seat} von {count}.',
  deal: 'Karten austeilen',
  hands: 'Hände eingeben',
  handsHint:
    'Einen Spieler wählen, dann die Karten seiner Hand antippen. Noch mal tippen nimmt die Karte zurück; eine Karte eines anderen Spielers wechselt herüber.',
  handOf: 'Wessen Hand',
  handCount: (player, count) => `${player}: ${count}`,
  heldBy: (player) => `bei ${player}`,
  unassigned: (count) => `${count} noch in keiner Hand`,
  unevenDeal: (each, off) =>
    `Einzeln ausgeteilt bekommt jeder ${each} Karten; hier: ${off}. Die Hände prüfen oder trotzdem austeilen, wenn am Tisch so gegeben wurde.`,
  dealHands: 'Mit diesen Händen austeilen',
  explain: deStepper,
};
