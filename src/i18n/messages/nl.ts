/**
 * Nederlandse meldingen.
 *
 * Kaarten: korte vorm is het waardeteken en het kleursymbool (`9♥`, `10♠`, `V♣`, `Joker`).
 * Voor de plaatjes gelden de letters van 004: B (boer), V (vrouw), H (heer), A (aas); de
 * notatie zelf blijft J Q K A. Lange vorm: "harten negen", een waarde zonder kleur: "een negen".
 * Rollen (004, kleine letter zoals in de lopende tekst): praeses, vicepraeses, burger,
 * vicefeut, feut. Slag, passen en uitkomen zoals in 004.
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

export const f = formatter('nl');

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
  Q: 'V',
  K: 'H',
  A: 'A',
  '2': '2',
  [JOKER]: 'Joker',
};

const RANK_NAMES: RankNames = {
  '3': 'drie',
  '4': 'vier',
  '5': 'vijf',
  '6': 'zes',
  '7': 'zeven',
  '8': 'acht',
  '9': 'negen',
  '10': 'tien',
  J: 'boer',
  Q: 'vrouw',
  K: 'heer',
  A: 'aas',
  '2': 'twee',
  [JOKER]: 'joker',
};

const SUIT_NAMES: SuitNames = { C: 'klaveren', D: 'ruiten', H: 'harten', S: 'schoppen' };

const ROLES: RoleNames = {
  president: 'praeses',
  vicePresident: 'vicepraeses',
  citizen: 'burger',
  viceScum: 'vicefeut',
  scum: 'feut',
};

const card = (c: Card): string => shortCard(c, RANK_LABELS);
/** One card of a rank without its suit: "een vrouw". */
const one = (r: Rank): string => `een ${RANK_NAMES[r]}`;
/** Cards written without their suit, said by count and rank (spokenCards). */
const BARE: BareCardWords = {
  plural: {
    '3': 'drieën',
    '4': 'vieren',
    '5': 'vijven',
    '6': 'zessen',
    '7': 'zevens',
    '8': 'achten',
    '9': 'negens',
    '10': 'tienen',
    J: 'boeren',
    Q: 'vrouwen',
    K: 'heren',
    A: 'azen',
    '2': 'tweeën',
    [JOKER]: 'jokers',
  },
  counts: ['twee', 'drie', 'vier'],
  one,
  joker: 'een joker',
};
const cards = (cs: readonly Card[]): string =>
  spokenCards(cs, RANK_LABELS, BARE, (items) => f.and(items));
export const num = (n: number): string => f.number(n);
const rank = (r: RankOrJoker): string => RANK_LABELS[r];
const toBeat = (r: RankOrJoker): string => rankToBeat(r, one, rank);
const ranks = (rs: readonly RankOrJoker[]): string => f.and(rs.map(rank));
const count = (n: number): string => f.count(n, { one: 'kaart', other: 'kaarten' });
export const jokers = (n: number): string => f.count(n, { one: 'joker', other: 'jokers' });
const by = (top: TopInfo): string => `${cards(top.cards)} van ${top.player}`;
const place = (n: number): string => `plaats ${num(n)}`;

export const nl: Messages = {
  lang: f.lang,
  rankLabels: RANK_LABELS,
  cardLongName(c: Card): string {
    if (c.rank === JOKER) return 'joker';
    const name = RANK_NAMES[c.rank];
    if (c.suit === null) return one(c.rank);
    return `${SUIT_NAMES[c.suit]} ${name}`;
  },
  cardCount: count,
  placeName: place,
  cardsSaid: cards,
  playBy: by,
  roles: ROLES,

  verdict: {
    'unknown-player': (d) =>
      `${quote(d.name)} zit niet aan deze tafel (de spelers: ${f.and(d.seats)})`,
    'round-over': (d) => `Ronde ${num(d.round)} is voorbij; de volgende ronde is nog niet begonnen`,
    'already-finished': (d) =>
      d.place === null
        ? `${d.player} heeft geen kaarten meer`
        : `${d.player} is al uit (${place(d.place)})`,
    'already-passed': (d) => `${d.player} heeft gepast en komt deze slag niet meer aan de beurt`,
    'not-your-turn': (d) => `${d.toAct} is aan de beurt, niet ${d.player}`,
    'leader-cannot-pass': (d) => `${d.player} komt uit en mag niet passen`,
    'must-play': (d) =>
      d.example.length === 0
        ? `${d.player} kan op ${by(d.top)} opgooien en mag dus niet passen`
        : `${d.player} kan op ${by(d.top)} opgooien, bijvoorbeeld met ${cards(d.example)}, en mag dus niet passen`,
    'duplicate-card': (d) => {
      if (d.card.rank === JOKER) {
        return d.jokersInDeck === 0
          ? 'Er wordt zonder jokers gespeeld'
          : `Het spel heeft maar ${jokers(d.jokersInDeck)}`;
      }
      if (d.card.suit === null) return `Er zijn maar vier ${BARE.plural[d.card.rank]} in het spel`;
      return `${card(d.card)} zit twee keer in deze zet`;
    },
    'card-already-played': (d) => {
      if (d.left === null) return `${card(d.card)} is deze ronde al gespeeld`;
      if (d.card.rank === JOKER)
        return d.left === 0
          ? 'Er is geen joker meer over: ze zijn deze ronde allemaal al gespeeld'
          : `Er ${f.plural(d.left, { one: 'is', other: 'zijn' })} nog maar ${jokers(d.left)} over: de rest is deze ronde al gespeeld`;
      // said by the rank's name ("nog maar drie heren"): the letters H and V read as suits
      return d.left === 0
        ? `Er is geen ${RANK_NAMES[d.card.rank]} meer over: alle vier zijn deze ronde al gespeeld`
        : d.left === 1
          ? `Er is nog maar één ${RANK_NAMES[d.card.rank]} over: de rest is deze ronde al gespeeld`
          : `Er zijn nog maar ${BARE.counts[d.left - 2] ?? num(d.left)} ${BARE.plural[d.card.rank]} over: de rest is deze ronde al gespeeld`;
    },
    'not-in-hand': (d) => {
      if (d.card.rank === JOKER)
        return d.held === 0
          ? `${d.player} heeft geen joker in de hand`
          : `${d.player} heeft maar ${jokers(d.held)} in de hand`;
      if (d.card.suit === null) {
        return d.held === 0
          ? `${d.player} heeft geen ${RANK_NAMES[d.card.rank]} in de hand`
          : `${d.player} heeft maar ${d.held === 1 ? `één ${RANK_NAMES[d.card.rank]}` : `${BARE.counts[d.held - 2] ?? num(d.held)} ${BARE.plural[d.card.rank]}`} in de hand`;
      }
      return `${d.player} heeft ${card(d.card)} niet in de hand`;
    },
    'too-many-cards': (d) =>
      `${d.player} wil ${count(d.count)} spelen, maar heeft er nog maar ${num(d.held)}`,
    'mixed-ranks': (d) => {
      const plain = d.ranks.filter((r) => r !== JOKER);
      if (d.jokerHigh && d.ranks.includes(JOKER) && plain.length > 0) {
        return `Een joker gaat alleen of met jokers, niet met ${ranks(plain)}`;
      }
      return `Samen gespeelde kaarten moeten even hoog zijn (${ranks(plain.length > 0 ? plain : d.ranks)})`;
    },
    'missing-first-card': (d) =>
      d.suitMissing
        ? `De eerste zet van het spel moet ${card(d.card)} bevatten, met de kleur erbij (${card(d.card)}, niet alleen ${rank(d.card.rank)})`
        : `De eerste zet van het spel moet ${card(d.card)} bevatten`,
    'wrong-count': (d) => {
      switch (d.rule) {
        case 'same':
          return `Speel ${count(d.top.count)}, evenveel als de laatste zet (${by(d.top)})`;
        case 'more':
          return `Speel minstens ${count(d.top.count)}, niet minder dan de laatste zet (${by(d.top)})`;
        case 'bigger-wins':
          return `Speel minstens ${count(d.top.count)}: minder kaarten slaan nooit meer kaarten (${by(d.top)})`;
        default:
          return unreachable(d.rule);
      }
    },
    'not-higher': (d) => {
      if (d.top.rank === JOKER) {
        return d.equalAllowed
          ? `Op een joker past alleen een joker (${by(d.top)})`
          : `Niets is hoger dan een joker (${by(d.top)})`;
      }
      if (toldBySuit(d)) {
        // (2♠ bovenop zonder revolutie, of alleen ♦ en ♥ met revolutie: geen 2 slaat die)
        return noTwoBeats(d.top.cards, d.reversed)
          ? `Geen enkele 2 slaat ${by(d.top)}: ${d.reversed ? 'de revolutie draait de volgorde van de kleuren om, ♠ < ♣ < ♦ = ♥' : '♠ is de hoogste kleur'}`
          : `Je moet een 2 van een ${d.reversed ? 'lagere' : 'hogere'} kleur spelen (${by(d.top)}): bij de tweeën telt de kleur, ♦ = ♥ < ♣ < ♠${d.reversed ? ', maar de revolutie draait dat om' : ''}`;
      }
      if (d.unbeatable) {
        return `Niets slaat ${by(d.top)}: ${rank(d.top.rank)} is de hoogste kaart${d.reversed ? ' bij de revolutie' : ''} en er zijn geen jokers`;
      }
      const way = d.reversed ? 'lager' : 'hoger';
      let s = d.equalAllowed
        ? `Je moet ${toBeat(d.top.rank)} of ${way} spelen (${by(d.top)})`
        : `Je moet ${way} spelen dan ${toBeat(d.top.rank)} (${by(d.top)})`;
      if (!d.equalAllowed && d.rank === d.top.rank && d.rank !== '2') s += '; de kleur telt niet';
      if (d.reversed) s += ' – revolutie: lager slaat hoger';
      return s;
    },
    'exchange-not-due': (d) => {
      switch (d.reason) {
        case 'no-exchange':
          return `${d.player} geeft ${d.to} niets: met deze regels wordt er niet geruild`;
        case 'first-round':
          return `${d.player} geeft ${d.to} niets: vóór de eerste ronde wordt er niet geruild`;
        case 'not-this-pair':
          return `${d.player} geeft ${d.to} bij deze ruil geen kaarten`;
        case 'already-given':
          return `${d.player} heeft ${d.to} deze ronde al kaarten gegeven`;
        case 'play-begun':
          return `Te laat voor ${d.player} om ${d.to} kaarten te geven: er is al uitgekomen`;
        default:
          return unreachable(d.reason);
      }
    },
    'exchange-wrong-count': (d) =>
      `${d.player} moet ${d.to} ${count(d.required)} geven, niet ${num(d.count)}`,
    'exchange-not-highest': (d) =>
      `${d.player} moet ${d.to} ${f.plural(d.expected.length, { one: 'de hoogste kaart', other: 'de hoogste kaarten' })} ` +
      `geven (${cards(d.expected)}), niet ${card(d.card)}`,
    'exchange-not-lowest': (d) =>
      `${d.player} moet ${d.to} ${f.plural(d.expected.length, { one: 'de laagste kaart', other: 'de laagste kaarten' })} ` +
      `teruggeven (${cards(d.expected)}), niet ${card(d.card)}`,
  },

  event: {
    played: (e) => `${e.player} speelt ${cards(e.cards)}`,
    passed: (e) => `${e.player} past`,
    gave: (e) => `${e.player} geeft ${e.to} ${cards(e.cards)}`,
    skipped: (e) => `${e.player} wordt overgeslagen`,
    revolution: (e) =>
      e.reversed
        ? 'Revolutie! De volgorde draait om: lager slaat hoger'
        : 'De volgorde is weer normaal: hoger slaat lager',
    cleared: (e) => `${e.player} sluit de slag af met een ${RANK_NAMES[e.rank]}`,
    'trick-won': (e) =>
      e.leader === null
        ? `${e.player} wint de slag`
        : e.leader === e.player
          ? `${e.player} wint de slag en komt uit`
          : `${e.player} wint de slag; ${e.leader} komt uit`,
    'went-out': (e) => `${e.player} is uit: ${place(e.place)}`,
    foul: (e) =>
      `Verboden uitgaan: ${e.player} gaat uit met ${card(e.card)} en krijgt daarom ${place(e.place)}`,
    miyako: (e) =>
      `Miyako: ${e.by} is als eerste uit, dus ${e.player}, ${ROLES.president} van de vorige ronde, ` +
      `zakt naar ${place(e.place)}`,
    'round-over': (e) =>
      `De ronde is voorbij: ${f.and(placeRoles(ROLES, e.places).map((role, i) => `${e.places[i] ?? ''} (${role})`))}`,
    'game-over': (e) => `Het spel is voorbij: ${e.winner} wint`,
  },
};
