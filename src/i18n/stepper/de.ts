/**
 * Die Wörter des Beispiel-Steppers auf Deutsch (Form: en.ts). Begriffe wie in den
 * Meldungen (src/i18n/messages/de.ts): Stich, passen, ausspielen, Runde, Geber; Rollen
 * Präsident, Minister, Bürger, Vizebettler, Bettler.
 */
import { formatter } from '../format/index.ts';
import type { BeatWords, GiveDue, StepperPageStrings, StepperStrings } from './en.ts';

const f = formatter('de');

/** A rank with its article as subject (`die 5`, `der Bube`); as object the masculine ones take `den` (`den Buben`). */
const NOM: Readonly<Record<string, string>> = {
  B: 'der Bube',
  D: 'die Dame',
  K: 'der König',
  A: 'das Ass',
  Joker: 'der Joker',
};
const nom = (rank: string): string => NOM[rank] ?? `die ${rank}`;
const acc = (rank: string): string => nom(rank).replace('der ', 'den ').replace('Bube', 'Buben');

const beats = (d: BeatWords): string =>
  d.reversed
    ? `in der umgedrehten Reihenfolge schlägt ${nom(d.rank)} ${acc(d.topRank)}`
    : `${nom(d.rank)} schlägt ${acc(d.topRank)}`;

export const de: StepperStrings = {
  ui: {
    region: (title) => `Beispiel: ${title}`,
    start: 'Anfang',
    back: 'Zurück',
    next: 'Weiter',
    end: 'Ende',
    step: 'Schritt',
    keys: 'Mit den Knöpfen weiterschalten oder das Beispiel anklicken und ← →, Pos1 und Ende drücken.',
    toPlay: 'ist dran',
    passed: 'gepasst',
    out: (place) => `fertig: ${place}`,
    outNoPlace: 'fertig',
    lastRole: (role) => `Vorrunde: ${role}`,
    dealer: 'Geber',
    hand: (player, count) => `${player}, ${count}:`,
    table: 'Auf dem Tisch',
    emptyTable: 'Der Tisch ist leer.',
    before: 'Vorher in diesem Stich',
    refused: 'Nicht erlaubt',
    takenBack: (player) => `Die Karten gehen zurück an ${player}.`,
    trickWon: (player) => `Stich für ${player}`,
    revolution: 'Revolution: Die Reihenfolge ist umgedreht (3 hoch, 2 niedrig)',
    roundOver: 'Runde vorbei',
    places: 'Plätze',
    rulesLegend: 'Andere Regeln ausprobieren',
    rulesNote: 'Das Beispiel wird mit der gewählten Regel sofort neu beurteilt.',
    transcript: 'Das Beispiel in der Tischnotation',
    broken: 'Dieses Beispiel lässt sich nicht anzeigen.',
  },

  sentence: {
    dealt: (round) =>
      round === 1
        ? 'Die Karten sind verteilt.'
        : `Runde ${f.number(round)}: Die Karten sind verteilt.`,
    leadHolds: (player, card) => `${player} hat ${card} und spielt aus.`,
    leadLeftOfDealer: (player, dealer) =>
      `${player} sitzt links vom Geber (${dealer}) und spielt aus.`,
    leadPrevious: (player, role) => `${player} spielt als ${role} der Vorrunde aus.`,
    leadByCard: (card, first) =>
      first === null
        ? `Wer ${card} hat, spielt aus.`
        : `Wer ${card} hat, spielt aus; hier beginnt ${first}.`,
    leadOpen: (first) =>
      first === null ? 'Jeder darf ausspielen.' : `Jeder darf ausspielen; hier beginnt ${first}.`,
    exchangeDue: (gives: readonly GiveDue[]) =>
      `Vor dem ersten Ausspiel wird getauscht: ${f.and(
        gives.map(
          (g) =>
            `${g.from} gibt ${g.to} ${f.plural(g.count, { one: 'die höchste Karte', other: `die ${f.number(g.count)} höchsten Karten` })}`,
        ),
      )}; gleich viele Karten gehen zurück.`,

    lead: (player, cards) =>
      `${player} spielt ${cards} aus: Der Tisch ist leer, also ist jede Karte und jede Gruppe gleichen Werts erlaubt.`,
    higher: (d) =>
      `${d.player} spielt ${d.cards}: gleich viele Karten wie ${d.top}, und ${beats(d)}.`,
    equal: (d) =>
      `${d.player} spielt ${d.cards}: gleich viele Karten wie ${d.top} und derselbe Wert – das erlauben diese Regeln.`,
    suit: (d) =>
      `${d.player} spielt ${d.cards}: Bei den Zweien zählt die Farbe (♦ = ♥ < ♣ < ♠${d.reversed ? ', durch die Revolution umgedreht' : ''}), also reicht es gegen ${d.top}.`,
    moreHigher: (d) =>
      `${d.player} spielt ${d.cards}: Mehr Karten als ${d.top} sind hier erlaubt, und ${beats(d)}.`,
    moreEqual: (d) =>
      `${d.player} spielt ${d.cards}: Mehr Karten als ${d.top} sind hier erlaubt, derselbe Wert auch.`,
    bigger: (d) =>
      `${d.player} spielt ${d.cards}: Mehr Karten schlagen weniger (${d.top}), egal welcher Wert.`,
    reentered: (player) =>
      `${player} hat in diesem Stich schon gepasst, darf aber mit Wiedereinstieg wieder legen.`,
    lapOver: 'Alle anderen waren einmal dran: Der Umlauf ist vorbei.',

    pass: (player) => `${player} passt.`,
    passCannot: (player, top) => `${player} passt: Nichts auf der Hand schlägt ${top}.`,
    passCould: (player, play, top) =>
      `${player} passt, obwohl es mit ${play} gegen ${top} gereicht hätte: Passen ist trotzdem erlaubt.`,

    giveHighest: (player, to, cards, count) =>
      `${player} gibt ${to} ${cards}: ${f.plural(count, { one: 'die höchste Karte', other: 'die höchsten Karten' })}, wie der Tausch es verlangt.`,
    giveBack: (player, to, cards) => `${player} gibt ${to} dafür ${cards}, frei gewählt.`,
    giveBackLowest: (player, to, cards) =>
      `${player} gibt ${to} dafür ${cards}: das Niedrigste auf der Hand, wie diese Regeln es verlangen.`,

    refusedPlay: (player, cards, reason) =>
      `${player} will ${cards} legen. Der Schiedsrichter sagt: „${reason}.“`,
    refusedPass: (player, reason) => `${player} will passen. Der Schiedsrichter sagt: „${reason}.“`,
    refusedGive: (player, to, cards, reason) =>
      `${player} will ${to} ${cards} geben. Der Schiedsrichter sagt: „${reason}.“`,
  },
};

/** The examples page and each example's caption (server only, as in en.ts). */
export const dePages: StepperPageStrings = {
  page: {
    title: 'Beispiele',
    description: 'Alle Beispielstiche der Regelseiten, Karte für Karte zum Durchklicken.',
    intro:
      'Jedes Beispiel spielt ein paar Züge an einem echten Tisch nach. Schalte mit den Knöpfen oder den Pfeiltasten weiter: Jeder Schritt sagt, was passiert ist und warum die Regeln es erlauben oder nicht. Wo ein Beispiel Regeln zum Ausprobieren hat, ändere eine, und dieselben Züge werden neu beurteilt.',
  },

  steps: {
    summary: (n) => `Alle Schritte zum Nachlesen (${String(n)} Schritte)`,
    allowed: 'Erlaubt',
    refused: 'Nicht erlaubt',
    ownRules:
      'Die Schritte zum Nachlesen unten folgen den Regeln des Beispiels, was du oben auch wählst.',
  },

  examples: {
    'pairs-000': {
      title: 'Ein Stich mit Paaren',
      intro:
        'Anna spielt ein Paar aus. Darauf passt nur ein höheres Paar: Cem hat zwar ein Ass, aber ein einzelnes Ass ist kein Paar.',
      comments: [
        'Die {000}: Ein Paar schlägt nur ein höheres Paar.',
        'Ein Stich mitten in der Runde, also darf ausspielen, wer dran ist, und zwar beliebig.',
        'ein Ass ist kein Paar',
      ],
    },
    'five-players-002': {
      title: 'Fünf Spieler und Wiedereinstieg nach dem Passen',
      intro:
        'Das Beispiel der {002}, mit Wiedereinstieg: Ben passt zweimal und gewinnt den Stich trotzdem mit zwei Assen. Zugliste und Text der Quelle widersprechen sich, wer danach ausspielt; diese Seite folgt der Liste, also spielt Ben aus. Schalte den Wiedereinstieg aus und sieh, was sich ändert.',
      comments: [
        'Die {002}, ihr Beispiel mit fünf Spielern: Wer gepasst hat, darf wieder legen.',
        'Lesart dieser Seite: Die Zugliste der Quelle entscheidet, also gewinnt Ben den Stich und spielt aus',
        '(der Text der Quelle nennt Cem, das gibt ihre Liste nicht her).',
      ],
    },
    'status-001': {
      title: 'Warum ein Zug oder Pass nicht geht',
      intro:
        'Die Gründe, die das {001} nennt, wenn es einen Zug oder Pass ablehnt: zwei Werte zusammen, eine Einzelkarte auf ein Paar, derselbe Wert in einer anderen Farbe (9♠ auf 9♥) und ein Pass der Person, die ausspielt.',
      comments: [
        'Das {001}: Warum die Statuszeile einen Zug ablehnt.',
        'eine 9 und eine 10 zusammen',
        'eine Einzelkarte auf ein Paar',
        'Ben eröffnet den neuen Stich',
        'eine Pik-9 auf eine Herz-9',
      ],
    },
    'revolution-001': {
      title: 'Revolution und Konterrevolution',
      intro:
        'Vier Achten drehen die Reihenfolge um: Jetzt ist die 3 am höchsten und die 2 am niedrigsten. Vier Fünfen schlagen sie in der umgedrehten Reihenfolge und drehen sie zurück, wie im Regelsatz „Revolution“ aus dem {001}.',
      comments: [
        'Regelsatz „Revolution“ aus dem {001}: Ein Vierling dreht die Reihenfolge um, ein weiterer dreht sie zurück.',
      ],
    },
    'eight-stop': {
      title: '8-Stopp',
      intro:
        'Im Regelsatz „Hausregeln“ aus dem {001} räumt eine 8 sofort den Tisch ab, und wer sie gelegt hat, spielt neu aus.',
      comments: [
        'Regelsatz „Hausregeln“ aus dem {001}: Eine 8 beendet den Stich sofort, und wer sie gelegt hat, spielt neu aus.',
      ],
    },
    'dutch-same-or-more': {
      title: 'Gleich oder mehr, und die Zweien nach Farbe',
      intro:
        'In den {004} darf man denselben Wert oder einen höheren legen, und gleich viele Karten oder mehr. Bei den Zweien entscheidet die Farbe: ♦ und ♥ sind gleich, ♣ ist höher, ♠ am höchsten.',
      comments: [
        'Die {004}: derselbe Wert oder höher, gleich viele Karten oder mehr; bei den Zweien zählt die Farbe.',
      ],
    },
    'ten-clears': {
      title: 'Die 10 räumt den Tisch ab',
      intro:
        'Eine Zusatzregel der {004}: Auf eine 10 darf niemand mehr legen. Der Stich ist vorbei, und wer die 10 gelegt hat, spielt aus.',
      comments: [
        'Eine Zusatzregel der {004}: Eine 10 räumt den Tisch ab; auf sie darf niemand legen.',
        'zu spät: Der Stich ist vorbei',
      ],
    },
    'equal-skip': {
      title: 'Gleicher Wert überspringt den Nächsten',
      intro:
        'Eine Variante, die die {002} nennen: Ein Zug mit demselben Wert ist erlaubt, und die nächste Person wird übersprungen.',
      comments: [
        'Eine Variante, die die {002} nennen: Derselbe Wert ist erlaubt und überspringt die nächste Person.',
      ],
    },
    'going-out': {
      title: 'Mit dem höchsten Zug fertig',
      intro:
        'Ben legt seine letzte Karte und ist als Erster fertig. Er gewinnt den Stich, also spielt die nächste Person aus, die noch Karten hat.',
      comments: [
        'Die {000} und die {002}: Wer seine letzte Karte legt, ist fertig und bekommt den nächsten freien Platz.',
        'Ein Stich kurz vor Ende einer Runde.',
      ],
    },
    exchange: {
      title: 'Der Kartentausch vor Runde 2',
      intro:
        'Die Grundform, wie in der {000} und im {001}: Eine winzige erste Runde legt die Rollen fest. Vor Runde 2 gibt der Bettler dem Präsidenten die zwei höchsten Karten, der Vizebettler dem Minister die höchste, und beide bekommen gleich viele Karten nach Wahl des Empfängers zurück.',
      comments: [
        'Der Tausch vor Runde 2 wie in der {000} und im {001}: Eine winzige erste Runde legt die Rollen fest.',
        'nicht die zwei höchsten',
      ],
    },
    'exchange-dutch': {
      title: 'Der niederländische Tausch vor Runde 2',
      intro:
        'Wie in den {004}: Der Letzte gibt dem Ersten die zwei höchsten Karten, der Vorletzte dem Zweiten die höchste, und beide bekommen die niedrigsten Karten des Empfängers zurück.',
      comments: [
        'Die {004}: Der Letzte gibt die zwei besten Karten und bekommt die zwei niedrigsten des Ersten zurück.',
        'nicht die niedrigsten',
      ],
    },
    'exchange-swedish': {
      title: 'Der schwedische Tausch vor Runde 2',
      intro:
        'Wie in den {003}: Nur der Bettler und der Präsident tauschen, je eine Karte. Der Bettler gibt seine höchste Karte, der Präsident gibt eine beliebige zurück; die anderen behalten ihre Karten.',
      comments: [
        '{003}: Nur der Bettler und der Präsident tauschen, je eine Karte.',
        'nicht die höchste',
        'kein Tausch zwischen den anderen',
      ],
    },
    'one-lap': {
      title: 'Jeder nur einmal pro Stich',
      intro:
        'Eine Variante, die die {002} nennen: Nach dem Ausspiel ist jede andere Person genau einmal dran, dann endet der Stich, und wer den höchsten Zug gelegt hat, spielt neu aus.',
      comments: [
        'Eine Variante, die die {002} nennen (Ein Umlauf): Nach dem Ausspiel ist jede andere Person einmal dran, dann endet der Stich.',
        'der Umlauf ist vorbei',
      ],
    },
    'forbidden-finish': {
      title: 'Mit einer 2 ausgehen ist ein Regelverstoß',
      intro:
        'Eine Zusatzregel der {004}: Mit einer 2 darf man nicht ausgehen. Was bei einem Verstoß passiert, sagen sie nicht; nach der Lesart dieser Seite ist, wer mit einer 2 seine letzte Karte spielt, fertig, bekommt aber den schlechtesten freien Platz.',
      comments: [
        'Eine Zusatzregel der {004}: Mit einer 2 darf man nicht ausgehen. Lesart dieser Seite: Wer es doch tut, ist fertig, bekommt aber den schlechtesten freien Platz.',
      ],
    },
    miyako: {
      title: 'Sturz (Miyako)',
      intro:
        'Im Regelsatz „Hausregeln“ aus dem {001}: Wird der Präsident der Vorrunde nicht als Erster fertig, stürzt er auf den letzten Platz, sobald jemand anderes fertig wird.',
      comments: [
        'Regelsatz „Hausregeln“ aus dem {001} (Sturz, Miyako): Wird der Präsident der Vorrunde nicht Erster, fällt er auf den letzten Platz.',
        'Der Tausch ist weggelassen, damit das Beispiel kurz bleibt.',
      ],
    },
  },
};
