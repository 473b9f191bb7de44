/**
 * Deutsche Meldungen.
 *
 * Karten: Kurzform ist das Wertzeichen und das Farbsymbol (`9♥`, `10♠`, `D♣`, `Joker`).
 * Für die Bilder gelten die deutschen Buchstaben B D K A (Bube, Dame, König, Ass), wie
 * 002 die Reihe schreibt („2, A, K, D, B, 10 …“) und wie deutsche Blätter sie drucken;
 * die Notation selbst bleibt bei J Q K A. Langform: „Herz-Neun“ (000 schreibt „Herz-7“,
 * „Kreuz-3“), ein Wert ohne Farbe: „eine Neun“.
 * Rollen (001, neutral): Präsident, Minister, Bürger, Bettler; die vorletzte Rolle bei
 * 4+ Spielern (rules-spec §5) heißt hier Vizebettler (000: „Vizeletzte“), weil 001 nur
 * vier Spieler kennt und dort die dritte Person „Bürger“ nennt. Stich, stechen, passen
 * und ausspielen wie in 001.
 */
import { JOKER, type Card, type Rank, type RankOrJoker } from '../../engine/cards.ts';
import type { TopInfo } from '../../engine/verdict.ts';
import { formatter } from '../format/index.ts';
import {
  placeRoles,
  quote,
  shortCard,
  unreachable,
  type Messages,
  type RankLabels,
  type RankNames,
  type RoleNames,
  type SuitNames,
  spokenCards,
  type BareCardWords,
  noTwoBeats,
  toldBySuit,
  rankToBeat,
} from './shared.ts';

export const f = formatter('de');

const RANK_LABELS: RankLabels = {
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  '10': '10',
  J: 'B',
  Q: 'D',
  K: 'K',
  A: 'A',
  '2': '2',
  [JOKER]: 'Joker',
};

const RANK_NAMES: RankNames = {
  '3': 'Drei',
  '4': 'Vier',
  '5': 'Fünf',
  '6': 'Sechs',
  '7': 'Sieben',
  '8': 'Acht',
  '9': 'Neun',
  '10': 'Zehn',
  J: 'Bube',
  Q: 'Dame',
  K: 'König',
  A: 'Ass',
  '2': 'Zwei',
  [JOKER]: 'Joker',
};

/** Bube, König, Ass (und Joker) sind männlich/sächlich: „ein“; alle anderen „eine“. */
const EIN = new Set<RankOrJoker>(['J', 'K', 'A', JOKER]);

const SUIT_NAMES: SuitNames = { C: 'Kreuz', D: 'Karo', H: 'Herz', S: 'Pik' };

const ROLES: RoleNames = {
  president: 'Präsident',
  vicePresident: 'Minister',
  citizen: 'Bürger',
  viceScum: 'Vizebettler',
  scum: 'Bettler',
};

const card = (c: Card): string => shortCard(c, RANK_LABELS);
/** Eine Karte eines Werts ohne Farbe als Objekt des Satzes (Akkusativ): „eine Dame“, „einen Buben“, „ein Ass“. */
const one = (r: Rank): string =>
  r === 'A'
    ? 'ein Ass'
    : EIN.has(r)
      ? `einen ${r === 'J' ? 'Buben' : RANK_NAMES[r]}`
      : `eine ${RANK_NAMES[r]}`;
/** Cards written without their suit, said by count and rank (spokenCards). */
const BARE: BareCardWords = {
  plural: {
    '3': 'Dreien',
    '4': 'Vieren',
    '5': 'Fünfen',
    '6': 'Sechsen',
    '7': 'Siebenen',
    '8': 'Achten',
    '9': 'Neunen',
    '10': 'Zehnen',
    J: 'Buben',
    Q: 'Damen',
    K: 'Könige',
    A: 'Asse',
    '2': 'Zweien',
    [JOKER]: 'Joker',
  },
  counts: ['zwei', 'drei', 'vier'],
  one,
  joker: 'einen Joker',
};
const cards = (cs: readonly Card[]): string =>
  spokenCards(cs, RANK_LABELS, BARE, (items) => f.and(items));
export const num = (n: number): string => f.number(n);
const rank = (r: RankOrJoker): string => RANK_LABELS[r];
const toBeat = (r: RankOrJoker): string => rankToBeat(r, one, rank);
const ranks = (rs: readonly RankOrJoker[]): string => f.and(rs.map(rank));
const count = (n: number): string => f.count(n, { one: 'Karte', other: 'Karten' });
export const jokers = (n: number): string => f.count(n, { one: 'Joker', other: 'Joker' });
const by = (top: TopInfo): string => `${cards(top.cards)} von ${top.player}`;
const place = (n: number): string => `Platz ${num(n)}`;

export const de: Messages = {
  lang: f.lang,
  rankLabels: RANK_LABELS,
  cardLongName(c: Card): string {
    if (c.rank === JOKER) return 'Joker';
    const name = RANK_NAMES[c.rank];
    if (c.suit === null) return `${EIN.has(c.rank) ? 'ein' : 'eine'} ${name}`;
    return `${SUIT_NAMES[c.suit]}-${name}`;
  },
  cardCount: count,
  placeName: place,
  cardsSaid: cards,
  playBy: by,
  roles: ROLES,

  verdict: {
    'unknown-player': (d) =>
      `${quote(d.name)} sitzt nicht an diesem Tisch (es spielen: ${f.and(d.seats)})`,
    'round-over': (d) =>
      `Runde ${num(d.round)} ist vorbei; die nächste Runde hat noch nicht begonnen`,
    'already-finished': (d) =>
      d.place === null
        ? `${d.player} hat keine Karten mehr`
        : `${d.player} hat keine Karten mehr (schon fertig, ${place(d.place)})`,
    'already-passed': (d) =>
      `${d.player} hat in diesem Stich schon gepasst und setzt bis zum Stichende aus`,
    'not-your-turn': (d) => `${d.toAct} ist dran, nicht ${d.player}`,
    'leader-cannot-pass': (d) => `${d.player} spielt aus und darf nicht passen`,
    'must-play': (d) =>
      d.example.length === 0
        ? `${d.player} kann ${by(d.top)} schlagen und muss stechen`
        : `${d.player} kann ${by(d.top)} schlagen (zum Beispiel ${cards(d.example)}) und muss stechen`,
    'duplicate-card': (d) => {
      if (d.card.rank === JOKER) {
        if (d.jokersInDeck === 0) return 'Bei diesen Regeln gibt es keine Joker';
        const n = d.jokersInDeck;
        return `Bei diesen Regeln gibt es nur ${jokers(n)}`;
      }
      if (d.card.suit === null)
        return `Ein Zug kann höchstens 4 Karten vom Wert ${rank(d.card.rank)} enthalten`;
      return `${card(d.card)} kommt in diesem Zug zweimal vor`;
    },
    'card-already-played': (d) => {
      if (d.left === null) return `${card(d.card)} wurde in dieser Runde schon gespielt`;
      if (d.card.rank === JOKER)
        return d.left === 0
          ? 'Es ist kein Joker mehr übrig: alle wurden in dieser Runde schon gespielt'
          : `Es ${f.plural(d.left, { one: 'ist', other: 'sind' })} nur noch ${jokers(d.left)} übrig: die anderen wurden in dieser Runde schon gespielt`;
      return d.left === 0
        ? `Es gibt keine ${BARE.plural[d.card.rank]} mehr: alle vier wurden in dieser Runde schon gespielt`
        : `Vom Wert ${rank(d.card.rank)} ${f.plural(d.left, { one: 'ist', other: 'sind' })} nur noch ${count(d.left)} übrig: die anderen wurden in dieser Runde schon gespielt`;
    },
    'not-in-hand': (d) => {
      if (d.card.rank === JOKER)
        return d.held === 0
          ? `${d.player} hat keinen Joker auf der Hand`
          : `${d.player} hat nur ${jokers(d.held)} auf der Hand`;
      if (d.card.suit === null) {
        return d.held === 0
          ? `${d.player} hat keine ${BARE.plural[d.card.rank]} auf der Hand`
          : `${d.player} hat nur ${count(d.held)} vom Wert ${rank(d.card.rank)} auf der Hand`;
      }
      return `${d.player} hat ${card(d.card)} nicht auf der Hand`;
    },
    'too-many-cards': (d) =>
      `${d.player} spielt ${count(d.count)}, hat aber nur noch ${num(d.held)}`,
    'mixed-ranks': (d) => {
      const plain = d.ranks.filter((r) => r !== JOKER);
      if (d.jokerHigh && d.ranks.includes(JOKER) && plain.length > 0) {
        return `Ein Joker wird nur allein oder mit Jokern gespielt, nicht mit ${ranks(plain)}`;
      }
      return `Zusammen gespielte Karten müssen denselben Wert haben (${ranks(plain.length > 0 ? plain : d.ranks)})`;
    },
    'missing-first-card': (d) =>
      d.suitMissing
        ? `Das erste Ausspiel der Partie muss ${card(d.card)} enthalten; gib die Farbe mit an (${card(d.card)}, nicht nur ${rank(d.card.rank)})`
        : `Das erste Ausspiel der Partie muss ${card(d.card)} enthalten`,
    'wrong-count': (d) => {
      switch (d.rule) {
        case 'same':
          return `Auf ${by(d.top)} musst du genau ${count(d.top.count)} spielen`;
        case 'more':
          return `Auf ${by(d.top)} musst du mindestens ${count(d.top.count)} spielen`;
        case 'bigger-wins':
          return `Auf ${by(d.top)} musst du mindestens ${count(d.top.count)} spielen: weniger Karten schlagen nie mehr`;
        default:
          return unreachable(d.rule);
      }
    },
    'not-higher': (d) => {
      if (d.top.rank === JOKER) {
        return d.equalAllowed ? `Auf ${by(d.top)} passen nur Joker` : `Nichts schlägt ${by(d.top)}`;
      }
      if (toldBySuit(d)) {
        // (2♠ oben ohne Revolution, oder nur ♦ und ♥ mit Revolution: keine 2 schlägt sie)
        return noTwoBeats(d.top.cards, d.reversed)
          ? `Keine 2 schlägt ${by(d.top)}: ${d.reversed ? 'die Revolution dreht die Reihenfolge der Farben um, ♠ < ♣ < ♦ = ♥' : '♠ ist die höchste Farbe'}`
          : `Du brauchst eine 2 in ${d.reversed ? 'niedrigerer' : 'höherer'} Farbe (auf ${by(d.top)}): bei den Zweien zählt die Farbe, ♦ = ♥ < ♣ < ♠${d.reversed ? ', aber die Revolution dreht das um' : ''}`;
      }
      if (d.unbeatable) {
        return `Nichts schlägt ${by(d.top)}: ${rank(d.top.rank)} ist die höchste Karte${d.reversed ? ' in der Revolution' : ''}, und es gibt keine Joker`;
      }
      let s = d.equalAllowed
        ? `Du brauchst ${toBeat(d.top.rank)} oder ${d.reversed ? 'niedriger' : 'höher'} (auf ${by(d.top)})`
        : `Du brauchst etwas ${d.reversed ? 'Niedrigeres' : 'Höheres'} als ${toBeat(d.top.rank)} (auf ${by(d.top)})`;
      if (!d.equalAllowed && d.rank === d.top.rank && d.rank !== '2')
        s += '; die Farbe zählt nicht';
      if (d.reversed) s += ' – Revolution: Niedrig schlägt hoch';
      return s;
    },
    'exchange-not-due': (d) => {
      switch (d.reason) {
        case 'no-exchange':
          return `${d.player} gibt ${d.to} nichts: mit diesen Regeln wird nicht getauscht`;
        case 'first-round':
          return `${d.player} gibt ${d.to} nichts: vor der ersten Runde wird nicht getauscht`;
        case 'not-this-pair':
          return `${d.player} gibt ${d.to} bei diesem Tausch keine Karten`;
        case 'already-given':
          return `${d.player} hat ${d.to} in dieser Runde schon Karten gegeben`;
        case 'play-begun':
          return `Zu spät für den Tausch von ${d.player} an ${d.to}: es wurde schon ausgespielt`;
        default:
          return unreachable(d.reason);
      }
    },
    'exchange-wrong-count': (d) =>
      `${d.player} muss ${d.to} ${count(d.required)} geben, nicht ${num(d.count)}`,
    'exchange-not-highest': (d) =>
      `${d.player} muss ${d.to} ${f.plural(d.expected.length, { one: 'die höchste Karte', other: 'die höchsten Karten' })} ` +
      `geben (${cards(d.expected)}), nicht ${card(d.card)}`,
    'exchange-not-lowest': (d) =>
      `${d.player} muss ${d.to} ${f.plural(d.expected.length, { one: 'die niedrigste Karte', other: 'die niedrigsten Karten' })} ` +
      `zurückgeben (${cards(d.expected)}), nicht ${card(d.card)}`,
  },

  event: {
    played: (e) => `${e.player} spielt ${cards(e.cards)}`,
    passed: (e) => `${e.player} passt`,
    gave: (e) => `${e.player} gibt ${e.to} ${cards(e.cards)}`,
    skipped: (e) => `${e.player} wird übersprungen`,
    revolution: (e) =>
      e.reversed
        ? 'Revolution! Die Reihenfolge ist umgedreht: Niedrig schlägt hoch'
        : 'Die Reihenfolge ist wieder normal: Hoch schlägt niedrig',
    cleared: (e) => `${e.player} räumt mit ${rank(e.rank)} den Tisch ab`,
    'trick-won': (e) =>
      e.leader === null
        ? `${e.player} gewinnt den Stich`
        : e.leader === e.player
          ? `${e.player} gewinnt den Stich und spielt neu aus`
          : `${e.player} gewinnt den Stich; ${e.leader} spielt aus`,
    'went-out': (e) => `${e.player} ist fertig: ${place(e.place)}`,
    foul: (e) =>
      `Verbotener Abgang: ${e.player} geht mit ${card(e.card)} aus und kommt deshalb auf ${place(e.place)}`,
    miyako: (e) =>
      `Sturz: ${e.by} ist zuerst fertig, also stürzt ${e.player}, ${ROLES.president} der Vorrunde, ` +
      `auf ${place(e.place)}`,
    'round-over': (e) =>
      `Runde vorbei: ${f.and(placeRoles(ROLES, e.places).map((role, i) => `${e.places[i] ?? ''} (${role})`))}`,
    'game-over': (e) => `Partie vorbei: ${e.winner} gewinnt`,
  },
};
