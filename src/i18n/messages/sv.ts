/**
 * Svenska meddelanden.
 *
 * Kort: kortform är valörens tecken och färgsymbolen (`9♥`, `10♠`, `Q♣`, `Joker`). 003 skriver
 * inga valörbokstäver, så klädda kort och ess har J Q K A, samma bokstäver som notationen
 * (svenska lekar trycker oftast samma). Långform: "hjärter nia", en valör utan färg: "en nia"
 * (003 säger "tre femmor": korten heter trea, fyra, femma …).
 * Roller (003): President, Vice-president, … Uslingen; 003 nämner inga borgare eller näst
 * sista roll, så här heter de Medborgare och Vice-usling (efter mönstret Vice-president).
 * En runda i notationen (`round`) heter giv som i 003; ett stick heter stick.
 */
import type { Card, RankOrJoker } from '../../engine/cards.ts';
import type { TopInfo } from '../../engine/verdict.ts';
import type { Messages } from './en.ts';
import {
  joinAnd,
  keyword,
  listOr,
  quote,
  shortCard,
  shortCards,
  unreachable,
  valueForm,
  type RankLabels,
  type RankNames,
  type RoleNames,
  type SuitNames,
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
  X: 'joker',
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
const cards = (cs: readonly Card[]): string => shortCards(cs, RANK_LABELS);
const rank = (r: RankOrJoker): string => RANK_LABELS[r];
const ranks = (rs: readonly RankOrJoker[]): string => joinAnd(rs.map(rank), 'och');
const count = (n: number): string => `${String(n)} kort`;
const jokers = (n: number): string => `${String(n)} ${n === 1 ? 'joker' : 'jokrar'}`;
const by = (top: TopInfo): string => `${cards(top.cards)} av ${top.player}`;
const place = (n: number): string => `plats ${String(n)}`;

function allowed(name: string, values: readonly string[]): string {
  switch (valueForm(name)) {
    case 'ranks':
      return 'none eller valörer förenade med +, till exempel 8 eller 2+8';
    case 'length':
      return 'rounds:N, points:N eller open';
    case 'list':
      return listOr(values, 'inget');
  }
}

export const sv: Messages = {
  rankLabels: RANK_LABELS,
  cardLongName(c: Card): string {
    if (c.rank === 'X') return 'joker';
    const name = RANK_NAMES[c.rank];
    if (c.suit === null) return `${c.rank === 'A' ? 'ett' : 'en'} ${name}`;
    return `${SUIT_NAMES[c.suit]} ${name}`;
  },
  cardCount: count,
  placeName: place,
  roles: ROLES,

  verdict: {
    unknownPlayer: (d) =>
      `${quote(d.name)} sitter inte vid det här bordet (spelarna: ${joinAnd(d.seats, 'och')})`,
    roundOver: (d) => `Giv ${String(d.round)} är slut; nästa giv har inte börjat än`,
    alreadyFinished: (d) =>
      d.place === null
        ? `${d.player} har inga kort kvar`
        : `${d.player} har inga kort kvar (gick ut på ${place(d.place)})`,
    alreadyPassed: (d) =>
      `${d.player} har passat i det här sticket och står över tills det är slut`,
    notYourTurn: (d) => `${d.toAct} står på tur, inte ${d.player}`,
    leaderCannotPass: (d) => `${d.player} leder sticket och får inte passa`,
    mustPlay: (d) =>
      d.example.length === 0
        ? `${d.player} kan slå ${by(d.top)} och måste spela`
        : `${d.player} kan slå ${by(d.top)}, till exempel med ${cards(d.example)}, och måste spela`,
    duplicateCard: (d) => {
      if (d.card.rank === 'X') {
        return d.jokersInDeck === 0
          ? 'Det spelas utan jokrar'
          : `Leken har bara ${jokers(d.jokersInDeck)}`;
      }
      if (d.card.suit === null)
        return `Ett drag kan ha högst 4 kort av valören ${rank(d.card.rank)}`;
      return `${card(d.card)} finns två gånger i draget`;
    },
    cardAlreadyPlayed: (d) => {
      if (d.card.rank === 'X') {
        return 'Så många jokrar finns inte kvar: resten har redan spelats i den här given';
      }
      if (d.card.suit === null) {
        return (
          `Så många kort av valören ${rank(d.card.rank)} finns inte kvar: ` +
          'resten har redan spelats i den här given'
        );
      }
      return `${card(d.card)} har redan spelats i den här given`;
    },
    notInHand: (d) => {
      if (d.card.rank === 'X') return `${d.player} har inte tillräckligt många jokrar på handen`;
      if (d.card.suit === null) {
        return `${d.player} har inte tillräckligt många kort av valören ${rank(d.card.rank)} på handen`;
      }
      return `${d.player} har inte ${card(d.card)} på handen`;
    },
    tooManyCards: (d) => `${d.player} spelar ${count(d.count)} men har bara ${String(d.held)} kvar`,
    mixedRanks: (d) => {
      const plain = d.ranks.filter((r) => r !== 'X');
      if (d.jokerHigh && d.ranks.includes('X') && plain.length > 0) {
        return `En joker spelas bara ensam eller med jokrar, inte med ${ranks(plain)}`;
      }
      return `Kort som spelas tillsammans måste ha samma valör (${ranks(plain.length > 0 ? plain : d.ranks)})`;
    },
    missingFirstCard: (d) =>
      `Spelets första utspel måste innehålla ${card(d.card)} (med färgen utskriven)`,
    wrongCount: (d) => {
      switch (d.rule) {
        case 'same':
          return `Spela ${count(d.top.count)}, lika många som senast (${by(d.top)})`;
        case 'more':
          return `Spela minst ${count(d.top.count)}, inte färre än senast (${by(d.top)})`;
        case 'bigger-wins':
          return `Spela minst ${count(d.top.count)}: färre kort slår aldrig fler (${by(d.top)})`;
        default:
          return unreachable(d.rule);
      }
    },
    notHigher: (d) => {
      if (d.top.rank === 'X') {
        return d.equalAllowed
          ? `På en joker går bara en joker (${by(d.top)})`
          : `Inget är högre än en joker (${by(d.top)})`;
      }
      let s = d.equalAllowed
        ? `Du behöver ${rank(d.top.rank)} eller högre (${by(d.top)})`
        : `Du behöver något högre än ${rank(d.top.rank)} (${by(d.top)})`;
      if (!d.equalAllowed && d.rank === d.top.rank && d.rank !== '2') s += '; färgen räknas inte';
      if (d.reversed) s += ' – revolution, ordningen är vänd: lägre slår högre';
      return s;
    },
    exchangeNotDue: (d) => {
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
    exchangeWrongCount: (d) =>
      `${d.player} ska ge ${count(d.required)} till ${d.to}, inte ${String(d.count)}`,
    exchangeNotHighest: (d) =>
      `${d.player} måste ge ${d.to} ${d.expected.length === 1 ? 'sitt högsta kort' : 'sina högsta kort'} ` +
      `(${cards(d.expected)}), inte ${card(d.card)}`,
    exchangeNotLowest: (d) =>
      `${d.player} måste ge tillbaka ${d.expected.length === 1 ? 'sitt lägsta kort' : 'sina lägsta kort'} ` +
      `till ${d.to} (${cards(d.expected)}), inte ${card(d.card)}`,
  },

  parse: {
    unknownLine: (d) =>
      `förväntade: ett drag som 'Anna: 7H 7S' eller 'Anna: pass', eller en rad som börjar med ` +
      `players:, rules:, dealer:, hand, give eller round, hittade: ${quote(d.text)}`,
    badCard: (d) => `förväntade: ett kort som 7H, 10S eller X, hittade: ${quote(d.text)}`,
    emptyMove: (d) => `förväntade: kort eller 'pass' efter ${quote(`${d.player}:`)}`,
    passWithCards: (d) =>
      `förväntade: antingen 'pass' en gång eller kort efter ${quote(`${d.player}:`)}, inte båda`,
    unknownPlayer: (d) =>
      `okänt namn ${quote(d.name)}; förväntade: en av ${listOr(d.players, 'inga spelare')}`,
    noPlayers: () => `förväntade: en rad 'players:' före första draget, 'hand' eller 'give'`,
    duplicatePlayer: (d) => `${quote(d.name)} står två gånger på raden 'players:'`,
    emptyPlayerName: () => `förväntade: ett namn mellan kommatecknen på raden 'players:'`,
    badPlayerName: (d) => `förväntade: ett namn utan ':', '>' eller ',', hittade: ${quote(d.name)}`,
    playerCount: (d) =>
      `förväntade: ${String(d.min)} till ${String(d.max)} spelare, hittade: ${String(d.count)}`,
    seatingChanged: (d) => {
      const parts: string[] = [];
      if (d.missing.length > 0) parts.push(`saknas: ${d.missing.join(', ')}`);
      if (d.added.length > 0) parts.push(`nya: ${d.added.join(', ')}`);
      return `förväntade: samma spelare i den nya placeringen (${parts.join('; ')})`;
    },
    rulesTooLate: () => `förväntade: 'rules:' innan första given börjar`,
    tooLateInRound: (d) => `förväntade: ${keyword(d.keyword)} före givens första byte eller drag`,
    badRoundNumber: (d) => `förväntade: 'round ${String(d.expected)}', hittade: ${quote(d.text)}`,
    duplicateHand: (d) => `${d.player} har redan en rad 'hand' i den här given`,
    handNeedsSuits: (d) =>
      `förväntade: varje kort på en hand med färg, till exempel 7H, hittade: ${quote(d.text)} för ${d.player}`,
    cardInTwoHands: (d) =>
      `${quote(d.card)} finns på två händer: ${d.players[0]} och ${d.players[1]}`,
    tooManyJokers: (d) =>
      d.jokers === 0
        ? `händerna har ${jokers(d.count)}, men det spelas utan jokrar`
        : `händerna har ${jokers(d.count)}, men leken har bara ${String(d.jokers)}`,
    giveToSelf: (d) =>
      `förväntade: två olika spelare på en rad 'give', hittade: ${quote(`${d.player} > ${d.player}`)}`,
    badGive: (d) => `förväntade: 'give NAMN > NAMN: KORT', hittade: ${quote(d.text)}`,
    empty: () => `förväntade: en rad 'players:'; protokollet har ingen`,
  },

  rule: {
    unknownPreset: (d, presets) =>
      `okänd regeluppsättning ${quote(d.name)}; regeluppsättningar: ${presets.join(', ')}`,
    unknownKey: (d, options) => `okänd regel ${quote(d.name)}; regler: ${options.join(', ')}`,
    badValue: (d) =>
      d.allowed.length === 0 && valueForm(d.name) === 'list'
        ? `${quote(d.value)} är inget giltigt värde för ${d.name}`
        : `${quote(d.value)} är inget värde för ${d.name}; tillåtet: ${allowed(d.name, d.allowed)}`,
    missingValue: (d, values) =>
      `${d.name} behöver ett värde (${d.name}=…); tillåtet: ${allowed(d.name, values)}`,
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
    trickWon: (e) =>
      e.leader === null
        ? `${e.player} vinner sticket`
        : e.leader === e.player
          ? `${e.player} vinner sticket och leder`
          : `${e.player} vinner sticket; ${e.leader} leder`,
    wentOut: (e) => `${e.player} går ut: ${place(e.place)}`,
    foul: (e) => `Regelbrott: ${e.player} går ut med ${card(e.card)} och får ${place(e.place)}`,
    miyako: (e) =>
      `Miyako: ${e.by} gick ut först, så ${e.player}, förra givens ${ROLES.president}, ` +
      `faller till ${place(e.place)}`,
    roundOver: (e, roles) =>
      `Given är slut: ${e.places.map((p, i) => `${p} (${roles[i] ?? String(i + 1)})`).join(', ')}`,
    gameOver: (e) => `Spelet är slut: ${e.winner} vinner`,
  },
};
