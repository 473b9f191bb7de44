/**
 * Svenska meddelanden.
 *
 * Kort: kortform är valörens tecken och färgsymbolen (`9♥`, `10♠`, `Q♣`, `Joker`). 003 skriver
 * inga valörbokstäver, så klädda kort och ess har J Q K A, samma bokstäver som notationen
 * (svenska lekar trycker oftast samma). Långform: "hjärternia", en valör utan färg: "en nia"
 * (003 säger "tre femmor": korten heter trea, fyra, femma …).
 * Roller (003): President, Vice-president, … Uslingen; 003 nämner inga borgare eller näst
 * sista roll, så här heter de Medborgare och Vice-usling (efter mönstret Vice-president).
 * En runda i notationen (`round`) heter giv som i 003; ett stick heter stick.
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

export const f = formatter('sv');

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
  '3': 'trea',
  '4': 'fyra',
  '5': 'femma',
  '6': 'sexa',
  '7': 'sjua',
  '8': 'åtta',
  '9': 'nia',
  '10': 'tia',
  J: 'knekt',
  Q: 'dam',
  K: 'kung',
  A: 'ess',
  '2': 'tvåa',
  [JOKER]: 'joker',
};

const SUIT_NAMES: SuitNames = { C: 'klöver', D: 'ruter', H: 'hjärter', S: 'spader' };

const ROLES: RoleNames = {
  president: 'President',
  vicePresident: 'Vice-president',
  citizen: 'Medborgare',
  viceScum: 'Vice-usling',
  scum: 'Usling',
};

const card = (c: Card): string => shortCard(c, RANK_LABELS);
/** One card of a rank without its suit: "en dam", "ett ess". */
const one = (r: Rank): string => `${r === 'A' ? 'ett' : 'en'} ${RANK_NAMES[r]}`;
/** Cards written without their suit, said by count and rank (spokenCards). */
const BARE: BareCardWords = {
  plural: {
    '3': 'treor',
    '4': 'fyror',
    '5': 'femmor',
    '6': 'sexor',
    '7': 'sjuor',
    '8': 'åttor',
    '9': 'nior',
    '10': 'tior',
    J: 'knektar',
    Q: 'damer',
    K: 'kungar',
    A: 'ess',
    '2': 'tvåor',
    [JOKER]: 'jokrar',
  },
  counts: ['två', 'tre', 'fyra'],
  one,
  joker: 'en joker',
};
const cards = (cs: readonly Card[]): string =>
  spokenCards(cs, RANK_LABELS, BARE, (items) => f.and(items));
export const num = (n: number): string => f.number(n);
const rank = (r: RankOrJoker): string => RANK_LABELS[r];
const toBeat = (r: RankOrJoker): string => rankToBeat(r, one, rank);
const ranks = (rs: readonly RankOrJoker[]): string => f.and(rs.map(rank));
const count = (n: number): string => f.count(n, { one: 'kort', other: 'kort' });
export const jokers = (n: number): string => f.count(n, { one: 'joker', other: 'jokrar' });
const by = (top: TopInfo): string => `${cards(top.cards)} som ${top.player} lade`;
const place = (n: number): string => `plats ${num(n)}`;

export const sv: Messages = {
  lang: f.lang,
  rankLabels: RANK_LABELS,
  cardLongName(c: Card): string {
    if (c.rank === JOKER) return 'joker';
    const name = RANK_NAMES[c.rank];
    if (c.suit === null) return one(c.rank);
    return `${SUIT_NAMES[c.suit]}${name}`;
  },
  cardCount: count,
  placeName: place,
  cardsSaid: cards,
  playBy: by,
  roles: ROLES,

  verdict: {
    'unknown-player': (d) =>
      `${quote(d.name)} sitter inte vid det här bordet (spelarna: ${f.and(d.seats)})`,
    'round-over': (d) => `Giv ${num(d.round)} är slut; nästa giv har inte börjat än`,
    'already-finished': (d) =>
      d.place === null
        ? `${d.player} har inga kort kvar`
        : `${d.player} har inga kort kvar (gick ut som nummer ${num(d.place)})`,
    'already-passed': (d) => `${d.player} har passat och står över resten av sticket`,
    'not-your-turn': (d) => `${d.toAct} står på tur, inte ${d.player}`,
    'leader-cannot-pass': (d) => `${d.player} spelar ut i det här sticket och får inte passa`,
    'must-play': (d) =>
      d.example.length === 0
        ? `${d.player} kan slå ${by(d.top)} och måste spela`
        : `${d.player} kan slå ${by(d.top)}, till exempel med ${cards(d.example)}, och måste spela`,
    'duplicate-card': (d) => {
      if (d.card.rank === JOKER) {
        return d.jokersInDeck === 0
          ? 'Det spelas utan jokrar'
          : `Leken har bara ${jokers(d.jokersInDeck)}`;
      }
      if (d.card.suit === null)
        return `Ett drag kan ha högst 4 kort av valören ${rank(d.card.rank)}`;
      return `${card(d.card)} finns två gånger i draget`;
    },
    'card-already-played': (d) => {
      if (d.left === null) return `${card(d.card)} har redan spelats i den här given`;
      if (d.card.rank === JOKER)
        return d.left === 0
          ? 'Ingen joker finns kvar: alla har redan spelats i den här given'
          : `Bara ${jokers(d.left)} finns kvar: resten har redan spelats i den här given`;
      return d.left === 0
        ? `Inget kort av valören ${rank(d.card.rank)} finns kvar: alla fyra har redan spelats i den här given`
        : `Bara ${count(d.left)} av valören ${rank(d.card.rank)} finns kvar: resten har redan spelats i den här given`;
    },
    'not-in-hand': (d) => {
      if (d.card.rank === JOKER)
        return d.held === 0
          ? `${d.player} har ingen joker på handen`
          : `${d.player} har bara ${jokers(d.held)} på handen`;
      if (d.card.suit === null) {
        return d.held === 0
          ? `${d.player} har inget kort av valören ${rank(d.card.rank)} på handen`
          : `${d.player} har bara ${count(d.held)} av valören ${rank(d.card.rank)} på handen`;
      }
      return `${d.player} har inte ${card(d.card)} på handen`;
    },
    'too-many-cards': (d) =>
      `${d.player} spelar ${count(d.count)} men har bara ${num(d.held)} kvar`,
    'mixed-ranks': (d) => {
      const plain = d.ranks.filter((r) => r !== JOKER);
      if (d.jokerHigh && d.ranks.includes(JOKER) && plain.length > 0) {
        return `En joker får bara spelas ensam eller med andra jokrar, inte med ${ranks(plain)}`;
      }
      return `Kort som spelas tillsammans måste ha samma valör (${ranks(plain.length > 0 ? plain : d.ranks)})`;
    },
    'missing-first-card': (d) =>
      d.suitMissing
        ? `Partiets första utspel måste innehålla ${card(d.card)}: ange färgen (${card(d.card)}, inte bara ${rank(d.card.rank)})`
        : `Partiets första utspel måste innehålla ${card(d.card)}`,
    'wrong-count': (d) => {
      switch (d.rule) {
        case 'same':
          return `Spela ${count(d.top.count)}, lika många som det senaste draget (${by(d.top)})`;
        case 'more':
          return `Spela minst ${count(d.top.count)}, inte färre än det senaste draget (${by(d.top)})`;
        case 'bigger-wins':
          return `Spela minst ${count(d.top.count)}: färre kort slår aldrig fler (${by(d.top)})`;
        default:
          return unreachable(d.rule);
      }
    },
    'not-higher': (d) => {
      if (d.top.rank === JOKER) {
        return d.equalAllowed
          ? `På en joker går bara en joker (${by(d.top)})`
          : `Inget slår en joker (${by(d.top)})`;
      }
      if (toldBySuit(d)) {
        // (2♠ överst utan revolution, eller bara ♦ och ♥ med revolution: ingen tvåa slår den)
        return noTwoBeats(d.top.cards, d.reversed)
          ? `Ingen tvåa slår ${by(d.top)}: ${d.reversed ? 'revolutionen vänder på färgordningen, ♠ < ♣ < ♦ = ♥' : '♠ är den högsta färgen'}`
          : `Du måste lägga en tvåa i ${d.reversed ? 'lägre' : 'högre'} färg (${by(d.top)}): bland tvåorna räknas färgen, ♦ = ♥ < ♣ < ♠${d.reversed ? ', men revolutionen vänder på ordningen' : ''}`;
      }
      if (d.unbeatable) {
        return `Inget slår ${by(d.top)}: ${rank(d.top.rank)} är det högsta kortet${d.reversed ? ' under revolutionen' : ''} och det finns inga jokrar`;
      }
      let s = d.equalAllowed
        ? `Du måste lägga ${toBeat(d.top.rank)} eller ${d.reversed ? 'lägre' : 'högre'} (${by(d.top)})`
        : `Du måste slå ${toBeat(d.top.rank)} (${by(d.top)})`;
      if (!d.equalAllowed && d.rank === d.top.rank && d.rank !== '2') s += '; färgen räknas inte';
      if (d.reversed) s += ' – revolution: lägre slår högre';
      return s;
    },
    'exchange-not-due': (d) => {
      switch (d.reason) {
        case 'no-exchange':
          return `${d.player} ger inget till ${d.to}: med de här reglerna byts inga kort`;
        case 'first-round':
          return `${d.player} ger inget till ${d.to}: inget kortbyte före första given`;
        case 'not-this-pair':
          return `${d.player} ger inga kort till ${d.to} i det här bytet`;
        case 'already-given':
          return `${d.player} har redan gett kort till ${d.to} inför den här given`;
        case 'play-begun':
          return `För sent för ${d.player} att ge kort till ${d.to}: spelet har redan börjat`;
        default:
          return unreachable(d.reason);
      }
    },
    'exchange-wrong-count': (d) =>
      `${d.player} ska ge ${count(d.required)} till ${d.to}, inte ${num(d.count)}`,
    'exchange-not-highest': (d) =>
      `${d.player} måste ge ${d.to} ${f.plural(d.expected.length, { one: 'sitt högsta kort', other: 'sina högsta kort' })} ` +
      `(${cards(d.expected)}), inte ${card(d.card)}`,
    'exchange-not-lowest': (d) =>
      `${d.player} måste ge tillbaka ${f.plural(d.expected.length, { one: 'sitt lägsta kort', other: 'sina lägsta kort' })} ` +
      `till ${d.to} (${cards(d.expected)}), inte ${card(d.card)}`,
  },

  event: {
    played: (e) => `${e.player} spelar ${cards(e.cards)}`,
    passed: (e) => `${e.player} passar`,
    gave: (e) => `${e.player} ger ${cards(e.cards)} till ${e.to}`,
    skipped: (e) => `${e.player} hoppas över`,
    revolution: (e) =>
      e.reversed
        ? 'Revolution! Ordningen vänds: lägre slår högre'
        : 'Ordningen är normal igen: högre slår lägre',
    cleared: (e) => `${e.player} rensar bordet med ${rank(e.rank)}`,
    'trick-won': (e) =>
      e.leader === null
        ? `${e.player} vinner sticket`
        : e.leader === e.player
          ? `${e.player} vinner sticket och spelar ut`
          : `${e.player} vinner sticket; ${e.leader} spelar ut`,
    'went-out': (e) => `${e.player} går ut: ${place(e.place)}`,
    foul: (e) =>
      `Förbjuden avslutning: ${e.player} går ut med ${card(e.card)} och får därför ${place(e.place)}`,
    miyako: (e) =>
      `Miyako: ${e.by} gick ut först, så ${e.player}, förra givens ${ROLES.president}, ` +
      `faller till ${place(e.place)}`,
    'round-over': (e) =>
      `Given är slut: ${f.and(placeRoles(ROLES, e.places).map((role, i) => `${e.places[i] ?? ''} (${role})`))}`,
    'game-over': (e) => `Partiet är slut: ${e.winner} vinner`,
  },
};
