/**
 * English messages. This file defines the shape every language follows: `Messages` is
 * `typeof en`, and de/sv/nl are declared as `Messages`, so a message missing there fails
 * to compile.
 *
 * Cards: short form is the rank label and the suit symbol (`9♥`, `10♠`, `Q♣`, `Joker`);
 * English labels are the usual J Q K A, the same letters as the notation.
 * Roles (rules-spec §5, 000): President, Vice President, Citizen, Vice Scum, Scum.
 */
import type { Card, RankOrJoker } from '../../engine/cards.ts';
import type { TopInfo } from '../../engine/verdict.ts';
import {
  joinAnd,
  keyword,
  listOr,
  quote,
  shortCard,
  shortCards,
  unreachable,
  valueForm,
  type EventOf,
  type ParseErrorOf,
  type RankLabels,
  type RankNames,
  type RoleNames,
  type RuleErrorOf,
  type SuitNames,
  type VerdictOf,
} from './shared.ts';

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
  X: 'Joker',
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
  X: 'joker',
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
const cards = (cs: readonly Card[]): string => shortCards(cs, RANK_LABELS);
const rank = (r: RankOrJoker): string => RANK_LABELS[r];
const ranks = (rs: readonly RankOrJoker[]): string => joinAnd(rs.map(rank), 'and');
const count = (n: number): string => `${String(n)} ${n === 1 ? 'card' : 'cards'}`;
const jokers = (n: number): string => `${String(n)} ${n === 1 ? 'joker' : 'jokers'}`;
const by = (top: TopInfo): string => `${cards(top.cards)} by ${top.player}`;

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${String(n)}th`;
  switch (n % 10) {
    case 1:
      return `${String(n)}st`;
    case 2:
      return `${String(n)}nd`;
    case 3:
      return `${String(n)}rd`;
    default:
      return `${String(n)}th`;
  }
}
const place = (n: number): string => `${ordinal(n)} place`;

function allowed(name: string, values: readonly string[]): string {
  switch (valueForm(name)) {
    case 'ranks':
      return 'none, or ranks joined by +, e.g. 8 or 2+8';
    case 'length':
      return 'rounds:N, points:N or open';
    case 'list':
      return listOr(values, 'none');
  }
}

export const en = {
  /** Short rank labels (`X` is the joker's label). */
  rankLabels: RANK_LABELS,
  /** "nine of hearts", "a nine" (lone rank), "joker". */
  cardLongName(c: Card): string {
    if (c.rank === 'X') return 'joker';
    const name = RANK_NAMES[c.rank];
    if (c.suit === null) return `${name === 'eight' || name === 'ace' ? 'an' : 'a'} ${name}`;
    return `${name} of ${SUIT_NAMES[c.suit]}`;
  },
  /** "1 card", "2 cards". */
  cardCount: count,
  /** "2nd place". */
  placeName: place,
  roles: ROLES,

  verdict: {
    unknownPlayer: (d: VerdictOf<'unknown-player'>): string =>
      `${quote(d.name)} is not at this table (the players: ${joinAnd(d.seats, 'and')})`,
    roundOver: (d: VerdictOf<'round-over'>): string =>
      `Round ${String(d.round)} is over; the next round has not started yet`,
    alreadyFinished: (d: VerdictOf<'already-finished'>): string =>
      d.place === null
        ? `${d.player} has no cards left`
        : `${d.player} has no cards left (out in ${place(d.place)})`,
    alreadyPassed: (d: VerdictOf<'already-passed'>): string =>
      `${d.player} passed in this trick and sits out until it ends`,
    notYourTurn: (d: VerdictOf<'not-your-turn'>): string =>
      `It is ${d.toAct}'s turn, not ${d.player}'s`,
    leaderCannotPass: (d: VerdictOf<'leader-cannot-pass'>): string =>
      `${d.player} leads this trick and cannot pass`,
    mustPlay: (d: VerdictOf<'must-play'>): string =>
      d.example.length === 0
        ? `${d.player} can beat ${by(d.top)} and must play`
        : `${d.player} can beat ${by(d.top)}, e.g. with ${cards(d.example)}, and must play`,
    duplicateCard: (d: VerdictOf<'duplicate-card'>): string => {
      if (d.card.rank === 'X') {
        return d.jokersInDeck === 0
          ? 'This game is played without jokers'
          : `The deck has only ${jokers(d.jokersInDeck)}`;
      }
      if (d.card.suit === null)
        return `A play can hold at most 4 cards of rank ${rank(d.card.rank)}`;
      return `${card(d.card)} is in this play twice`;
    },
    cardAlreadyPlayed: (d: VerdictOf<'card-already-played'>): string => {
      if (d.card.rank === 'X')
        return 'Not that many jokers are left: the others were played this round';
      if (d.card.suit === null) {
        return `Not that many cards of rank ${rank(d.card.rank)} are left: the others were played this round`;
      }
      return `${card(d.card)} has already been played this round`;
    },
    notInHand: (d: VerdictOf<'not-in-hand'>): string => {
      if (d.card.rank === 'X') return `${d.player} does not hold enough jokers`;
      if (d.card.suit === null)
        return `${d.player} does not hold enough cards of rank ${rank(d.card.rank)}`;
      return `${d.player} does not hold ${card(d.card)}`;
    },
    tooManyCards: (d: VerdictOf<'too-many-cards'>): string =>
      `${d.player} plays ${count(d.count)} but has only ${String(d.held)} left`,
    mixedRanks: (d: VerdictOf<'mixed-ranks'>): string => {
      const plain = d.ranks.filter((r) => r !== 'X');
      if (d.jokerHigh && d.ranks.includes('X') && plain.length > 0) {
        return `A joker is played alone or with jokers only, not with ${ranks(plain)}`;
      }
      return `Cards played together need the same rank (${ranks(plain.length > 0 ? plain : d.ranks)})`;
    },
    missingFirstCard: (d: VerdictOf<'missing-first-card'>): string =>
      `The first play of the game must include ${card(d.card)} (with its suit written)`,
    wrongCount: (d: VerdictOf<'wrong-count'>): string => {
      switch (d.rule) {
        case 'same':
          return `Play ${count(d.top.count)}, as many as last time (${by(d.top)})`;
        case 'more':
          return `Play at least ${count(d.top.count)}, no fewer than last time (${by(d.top)})`;
        case 'bigger-wins':
          return `Play at least ${count(d.top.count)}: fewer cards never beat more (${by(d.top)})`;
        default:
          return unreachable(d.rule);
      }
    },
    notHigher: (d: VerdictOf<'not-higher'>): string => {
      if (d.top.rank === 'X') {
        return d.equalAllowed
          ? `Only a joker can go on a joker (${by(d.top)})`
          : `Nothing is higher than a joker (${by(d.top)})`;
      }
      let s = d.equalAllowed
        ? `You need ${rank(d.top.rank)} or higher (${by(d.top)})`
        : `You need something higher than ${rank(d.top.rank)} (${by(d.top)})`;
      if (!d.equalAllowed && d.rank === d.top.rank && d.rank !== '2') s += '; suits do not count';
      if (d.reversed) s += ' – revolution, the order is turned: lower beats higher';
      return s;
    },
    exchangeNotDue: (d: VerdictOf<'exchange-not-due'>): string => {
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
    exchangeWrongCount: (d: VerdictOf<'exchange-wrong-count'>): string =>
      `${d.player} must give ${count(d.required)} to ${d.to}, not ${String(d.count)}`,
    exchangeNotHighest: (d: VerdictOf<'exchange-not-highest'>): string =>
      `${d.player} must give ${d.to} ${d.expected.length === 1 ? 'the highest card' : 'the highest cards'} ` +
      `(${cards(d.expected)}), not ${card(d.card)}`,
    exchangeNotLowest: (d: VerdictOf<'exchange-not-lowest'>): string =>
      `${d.player} must give back ${d.expected.length === 1 ? 'the lowest card' : 'the lowest cards'} ` +
      `to ${d.to} (${cards(d.expected)}), not ${card(d.card)}`,
  },

  parse: {
    unknownLine: (d: ParseErrorOf<'unknown-line'>): string =>
      `expected a move such as 'Anna: 7H 7S' or 'Anna: pass', or a line starting with ` +
      `players:, rules:, dealer:, hand, give or round, found ${quote(d.text)}`,
    badCard: (d: ParseErrorOf<'bad-card'>): string =>
      `expected a card like 7H, 10S or X, found ${quote(d.text)}`,
    emptyMove: (d: ParseErrorOf<'empty-move'>): string =>
      `expected cards or 'pass' after ${quote(`${d.player}:`)}`,
    passWithCards: (d: ParseErrorOf<'pass-with-cards'>): string =>
      `expected either 'pass' once or cards after ${quote(`${d.player}:`)}, not both`,
    unknownPlayer: (d: ParseErrorOf<'unknown-player'>): string =>
      `unknown player ${quote(d.name)}; expected one of ${listOr(d.players, 'no players')}`,
    noPlayers: (): string => `expected a 'players:' line before the first move, hand or give`,
    duplicatePlayer: (d: ParseErrorOf<'duplicate-player'>): string =>
      `${quote(d.name)} appears twice on the 'players:' line`,
    emptyPlayerName: (): string => `expected a name between the commas of the 'players:' line`,
    badPlayerName: (d: ParseErrorOf<'bad-player-name'>): string =>
      `expected a name without ':', '>' or ',', found ${quote(d.name)}`,
    playerCount: (d: ParseErrorOf<'player-count'>): string =>
      `expected ${String(d.min)} to ${String(d.max)} players, found ${String(d.count)}`,
    seatingChanged: (d: ParseErrorOf<'seating-changed'>): string => {
      const parts: string[] = [];
      if (d.missing.length > 0) parts.push(`missing: ${d.missing.join(', ')}`);
      if (d.added.length > 0) parts.push(`new: ${d.added.join(', ')}`);
      return `expected the same players in the new seating (${parts.join('; ')})`;
    },
    rulesTooLate: (): string => `expected 'rules:' before the first round begins`,
    tooLateInRound: (d: ParseErrorOf<'too-late-in-round'>): string =>
      `expected ${keyword(d.keyword)} before the round's first give or move`,
    badRoundNumber: (d: ParseErrorOf<'bad-round-number'>): string =>
      `expected 'round ${String(d.expected)}', found ${quote(d.text)}`,
    duplicateHand: (d: ParseErrorOf<'duplicate-hand'>): string =>
      `${d.player} already has a 'hand' line in this round`,
    handNeedsSuits: (d: ParseErrorOf<'hand-needs-suits'>): string =>
      `expected every card of a hand with its suit, like 7H, found ${quote(d.text)} for ${d.player}`,
    cardInTwoHands: (d: ParseErrorOf<'card-in-two-hands'>): string =>
      `${quote(d.card)} is in two hands: ${d.players[0]} and ${d.players[1]}`,
    tooManyJokers: (d: ParseErrorOf<'too-many-jokers'>): string =>
      d.jokers === 0
        ? `the hands hold ${jokers(d.count)}, but these rules play without jokers`
        : `the hands hold ${jokers(d.count)}, but the deck has only ${String(d.jokers)}`,
    giveToSelf: (d: ParseErrorOf<'give-to-self'>): string =>
      `expected two different players in a 'give' line, found ${quote(`${d.player} > ${d.player}`)}`,
    badGive: (d: ParseErrorOf<'bad-give'>): string =>
      `expected 'give NAME > NAME: CARDS', found ${quote(d.text)}`,
    empty: (): string => `expected a 'players:' line; the transcript has none`,
  },

  rule: {
    unknownPreset: (d: RuleErrorOf<'unknown-preset'>, presets: readonly string[]): string =>
      `unknown preset ${quote(d.name)}; the presets are ${presets.join(', ')}`,
    unknownKey: (d: RuleErrorOf<'unknown-key'>, options: readonly string[]): string =>
      `unknown rule ${quote(d.name)}; the rules are ${options.join(', ')}`,
    badValue: (d: RuleErrorOf<'bad-value'>): string =>
      d.allowed.length === 0 && valueForm(d.name) === 'list'
        ? `${quote(d.value)} is not a valid value for ${d.name}`
        : `${quote(d.value)} is not a value for ${d.name}; allowed: ${allowed(d.name, d.allowed)}`,
    missingValue: (d: RuleErrorOf<'missing-value'>, values: readonly string[]): string =>
      `${d.name} needs a value (${d.name}=…); allowed: ${allowed(d.name, values)}`,
  },

  event: {
    played: (e: EventOf<'played'>): string => `${e.player} plays ${cards(e.cards)}`,
    passed: (e: EventOf<'passed'>): string => `${e.player} passes`,
    gave: (e: EventOf<'gave'>): string => `${e.player} gives ${cards(e.cards)} to ${e.to}`,
    skipped: (e: EventOf<'skipped'>): string => `${e.player} is skipped`,
    revolution: (e: EventOf<'revolution'>): string =>
      e.reversed
        ? 'Revolution! The order is turned: lower beats higher'
        : 'The order is back to normal: higher beats lower',
    cleared: (e: EventOf<'cleared'>): string => `${e.player} clears the table with ${rank(e.rank)}`,
    trickWon: (e: EventOf<'trick-won'>): string =>
      e.leader === null
        ? `${e.player} wins the trick`
        : e.leader === e.player
          ? `${e.player} wins the trick and leads`
          : `${e.player} wins the trick; ${e.leader} leads`,
    wentOut: (e: EventOf<'went-out'>): string => `${e.player} goes out: ${place(e.place)}`,
    foul: (e: EventOf<'foul'>): string =>
      `Foul: ${e.player} goes out with ${card(e.card)} and takes ${place(e.place)}`,
    miyako: (e: EventOf<'miyako'>): string =>
      `Miyako: ${e.by} goes out first, so ${e.player}, ${ROLES.president} last round, drops to ${place(e.place)}`,
    /** `roles` holds the role of each entry of `places`. */
    roundOver: (e: EventOf<'round-over'>, roles: readonly string[]): string =>
      `Round over: ${e.places.map((p, i) => `${p} (${roles[i] ?? String(i + 1)})`).join(', ')}`,
    gameOver: (e: EventOf<'game-over'>): string => `Game over: ${e.winner} wins`,
  },
};

/** The shape every language implements (typed from English). */
export type Messages = typeof en;
