/**
 * English messages (the shape is `Messages` in shared.ts: de/sv/nl follow it, so a message
 * missing there fails to compile).
 *
 * Cards: short form is the rank label and the suit symbol (`9♥`, `10♠`, `Q♣`, `Joker`);
 * English labels are the usual J Q K A, the same letters as the notation.
 * Roles (rules-spec §5, 000): President, Vice President, Citizen, Vice Scum, Scum.
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

export type { Messages } from './shared.ts';

export const f = formatter('en');

const RANK_LABELS: RankLabels = {
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  '10': '10',
  J: 'J',
  Q: 'Q',
  K: 'K',
  A: 'A',
  '2': '2',
  [JOKER]: 'Joker',
};

const RANK_NAMES: RankNames = {
  '3': 'three',
  '4': 'four',
  '5': 'five',
  '6': 'six',
  '7': 'seven',
  '8': 'eight',
  '9': 'nine',
  '10': 'ten',
  J: 'jack',
  Q: 'queen',
  K: 'king',
  A: 'ace',
  '2': 'two',
  [JOKER]: 'joker',
};

const SUIT_NAMES: SuitNames = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

const ROLES: RoleNames = {
  president: 'President',
  vicePresident: 'Vice President',
  citizen: 'Citizen',
  viceScum: 'Vice Scum',
  scum: 'Scum',
};

const card = (c: Card): string => shortCard(c, RANK_LABELS);
/** One card of a rank without its suit: "a queen", "an eight". */
const one = (r: Rank): string => {
  const name = RANK_NAMES[r];
  return `${name === 'eight' || name === 'ace' ? 'an' : 'a'} ${name}`;
};
/** Cards written without their suit, said by count and rank (spokenCards). */
const BARE: BareCardWords = {
  plural: {
    '3': 'threes',
    '4': 'fours',
    '5': 'fives',
    '6': 'sixes',
    '7': 'sevens',
    '8': 'eights',
    '9': 'nines',
    '10': 'tens',
    J: 'jacks',
    Q: 'queens',
    K: 'kings',
    A: 'aces',
    '2': 'twos',
    [JOKER]: 'jokers',
  },
  counts: ['two', 'three', 'four'],
  one,
  joker: 'a joker',
};
const cards = (cs: readonly Card[]): string =>
  spokenCards(cs, RANK_LABELS, BARE, (items) => f.and(items));
const rank = (r: RankOrJoker): string => RANK_LABELS[r];
const toBeat = (r: RankOrJoker): string => rankToBeat(r, one, rank);
const ranks = (rs: readonly RankOrJoker[]): string => f.and(rs.map(rank));
export const num = (n: number): string => f.number(n);
const count = (n: number): string => f.count(n, { one: 'card', other: 'cards' });
export const jokers = (n: number): string => f.count(n, { one: 'joker', other: 'jokers' });
const by = (top: TopInfo): string => `${cards(top.cards)} by ${top.player}`;

/** The ordinal suffix by the English ordinal rules: 1st, 2nd, 3rd, 4th, 11th, 21st … */
const ORDINAL_SUFFIX: Partial<Record<Intl.LDMLPluralRule, string>> = {
  one: 'st',
  two: 'nd',
  few: 'rd',
};
const ordinal = (n: number): string => `${num(n)}${ORDINAL_SUFFIX[f.ordinal(n)] ?? 'th'}`;
const place = (n: number): string => `${ordinal(n)} place`;

export const en: Messages = {
  lang: f.lang,
  rankLabels: RANK_LABELS,
  cardLongName(c: Card): string {
    if (c.rank === JOKER) return 'joker';
    const name = RANK_NAMES[c.rank];
    if (c.suit === null) return one(c.rank);
    return `${name} of ${SUIT_NAMES[c.suit]}`;
  },
  cardCount: count,
  placeName: place,
  cardsSaid: cards,
  playBy: by,
  roles: ROLES,

  verdict: {
    'unknown-player': (d) =>
      `${quote(d.name)} is not at this table (the players: ${f.and(d.seats)})`,
    'round-over': (d) => `Round ${num(d.round)} is over; the next round has not started yet`,
    'already-finished': (d) =>
      d.place === null
        ? `${d.player} has no cards left`
        : `${d.player} has no cards left (out in ${place(d.place)})`,
    'already-passed': (d) => `${d.player} passed in this trick and sits out until it ends`,
    'not-your-turn': (d) => `It is ${d.toAct}'s turn, not ${d.player}'s`,
    'leader-cannot-pass': (d) => `${d.player} leads this trick and cannot pass`,
    'must-play': (d) =>
      d.example.length === 0
        ? `${d.player} can play on ${by(d.top)} and must play`
        : `${d.player} can play on ${by(d.top)}, e.g. with ${cards(d.example)}, and must play`,
    'duplicate-card': (d) => {
      if (d.card.rank === JOKER) {
        return d.jokersInDeck === 0
          ? 'This game is played without jokers'
          : `The deck has only ${jokers(d.jokersInDeck)}`;
      }
      if (d.card.suit === null)
        return `A play can hold at most 4 cards of rank ${rank(d.card.rank)}`;
      return `${card(d.card)} is in this play twice`;
    },
    'card-already-played': (d) => {
      if (d.left === null) return `${card(d.card)} has already been played this round`;
      if (d.card.rank === JOKER)
        return d.left === 0
          ? 'No joker is left: all were played this round'
          : `Only ${jokers(d.left)} left: the others were played this round`;
      return d.left === 0
        ? `No ${rank(d.card.rank)} is left: all four were played this round`
        : `Only ${count(d.left)} of rank ${rank(d.card.rank)} left: the others were played this round`;
    },
    'not-in-hand': (d) => {
      if (d.card.rank === JOKER)
        return d.held === 0
          ? `${d.player} holds no joker`
          : `${d.player} holds only ${jokers(d.held)}`;
      if (d.card.suit === null)
        return d.held === 0
          ? `${d.player} holds no card of rank ${rank(d.card.rank)}`
          : `${d.player} holds only ${count(d.held)} of rank ${rank(d.card.rank)}`;
      return `${d.player} does not hold ${card(d.card)}`;
    },
    'too-many-cards': (d) => `${d.player} plays ${count(d.count)} but has only ${num(d.held)} left`,
    'mixed-ranks': (d) => {
      const plain = d.ranks.filter((r) => r !== JOKER);
      if (d.jokerHigh && d.ranks.includes(JOKER) && plain.length > 0) {
        return `A joker is played alone or with jokers only, not with ${ranks(plain)}`;
      }
      return `Cards played together need the same rank (${ranks(plain.length > 0 ? plain : d.ranks)})`;
    },
    'missing-first-card': (d) =>
      d.suitMissing
        ? `The first play of the game must include ${card(d.card)}, with its suit given (${card(d.card)}, not just ${rank(d.card.rank)})`
        : `The first play of the game must include ${card(d.card)}`,
    'wrong-count': (d) => {
      switch (d.rule) {
        case 'same':
          return `Play ${count(d.top.count)}, as many as the last play (${by(d.top)})`;
        case 'more':
          return `Play at least ${count(d.top.count)}, no fewer than the last play (${by(d.top)})`;
        case 'bigger-wins':
          return `Play at least ${count(d.top.count)}: fewer cards never beat more (${by(d.top)})`;
        default:
          return unreachable(d.rule);
      }
    },
    'not-higher': (d) => {
      if (d.top.rank === JOKER) {
        return d.equalAllowed
          ? `Only a joker can go on a joker (${by(d.top)})`
          : `Nothing is higher than a joker (${by(d.top)})`;
      }
      if (toldBySuit(d)) {
        // (2♠ on top without a revolution, or only ♦ and ♥ with one: no 2 beats it)
        return noTwoBeats(d.top.cards, d.reversed)
          ? `No 2s beat ${by(d.top)}: ${d.reversed ? 'the revolution turns the suits, ♠ < ♣ < ♦ = ♥' : '♠ is the highest suit'}`
          : `You need a 2 of a ${d.reversed ? 'lower' : 'higher'} suit (${by(d.top)}): among 2s the suit counts, ♦ = ♥ < ♣ < ♠${d.reversed ? ', and the revolution turns it' : ''}`;
      }
      if (d.unbeatable) {
        return `Nothing beats ${by(d.top)}: ${rank(d.top.rank)} is the highest card${d.reversed ? ' under the revolution' : ''} and there are no jokers`;
      }
      const way = d.reversed ? 'lower' : 'higher';
      let s = d.equalAllowed
        ? `You need ${toBeat(d.top.rank)} or ${way} (${by(d.top)})`
        : `You need something ${way} than ${toBeat(d.top.rank)} (${by(d.top)})`;
      if (!d.equalAllowed && d.rank === d.top.rank && d.rank !== '2') s += '; suits do not count';
      if (d.reversed) s += ' – revolution: lower beats higher';
      return s;
    },
    'exchange-not-due': (d) => {
      switch (d.reason) {
        case 'no-exchange':
          return `${d.player} gives nothing to ${d.to}: these rules have no card exchange`;
        case 'first-round':
          return `${d.player} gives nothing to ${d.to}: there is no exchange before the first round`;
        case 'not-this-pair':
          return `${d.player} does not give cards to ${d.to} in this exchange`;
        case 'already-given':
          return `${d.player} has already given cards to ${d.to} this round`;
        case 'play-begun':
          return `Too late for ${d.player} to give cards to ${d.to}: play has begun`;
        default:
          return unreachable(d.reason);
      }
    },
    'exchange-wrong-count': (d) =>
      `${d.player} must give ${count(d.required)} to ${d.to}, not ${num(d.count)}`,
    'exchange-not-highest': (d) =>
      `${d.player} must give ${d.to} ${f.plural(d.expected.length, { one: 'the highest card', other: 'the highest cards' })} ` +
      `(${cards(d.expected)}), not ${card(d.card)}`,
    'exchange-not-lowest': (d) =>
      `${d.player} must give back ${f.plural(d.expected.length, { one: 'the lowest card', other: 'the lowest cards' })} ` +
      `to ${d.to} (${cards(d.expected)}), not ${card(d.card)}`,
  },

  event: {
    played: (e) => `${e.player} plays ${cards(e.cards)}`,
    passed: (e) => `${e.player} passes`,
    gave: (e) => `${e.player} gives ${cards(e.cards)} to ${e.to}`,
    skipped: (e) => `${e.player} is skipped`,
    revolution: (e) =>
      e.reversed
        ? 'Revolution! The order is turned: lower beats higher'
        : 'The order is back to normal: higher beats lower',
    cleared: (e) => `${e.player} clears the table with ${rank(e.rank)}`,
    'trick-won': (e) =>
      e.leader === null
        ? `${e.player} wins the trick`
        : e.leader === e.player
          ? `${e.player} wins the trick and leads`
          : `${e.player} wins the trick; ${e.leader} leads`,
    'went-out': (e) => `${e.player} goes out: ${place(e.place)}`,
    foul: (e) =>
      `Forbidden finish: ${e.player} goes out with ${card(e.card)} and so takes ${place(e.place)}`,
    miyako: (e) =>
      `Miyako: ${e.by} goes out first, so ${e.player}, ${ROLES.president} last round, drops to ${place(e.place)}`,
    'round-over': (e) =>
      `Round over: ${f.and(placeRoles(ROLES, e.places).map((role, i) => `${e.places[i] ?? ''} (${role})`))}`,
    'game-over': (e) => `Game over: ${e.winner} wins`,
  },
};
