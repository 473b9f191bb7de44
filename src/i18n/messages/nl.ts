/**
 * Nederlandse meldingen.
 *
 * Kaarten: korte vorm is het waardeteken en het kleursymbool (`9♥`, `10♠`, `V♣`, `Joker`).
 * Voor de plaatjes gelden de letters van 004: B (boer), V (vrouw), H (heer), A (aas); de
 * notatie zelf blijft J Q K A. Lange vorm: "harten negen", een waarde zonder kleur: "een negen".
 * Rollen (004, kleine letter zoals in de lopende tekst): praeses, vicepraeses, burger,
 * vicefeut, feut. Slag, passen en uitkomen zoals in 004.
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
  J: 'B',
  Q: 'V',
  K: 'H',
  A: 'A',
  '2': '2',
  X: 'Joker',
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
  X: 'joker',
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
const cards = (cs: readonly Card[]): string => shortCards(cs, RANK_LABELS);
const rank = (r: RankOrJoker): string => RANK_LABELS[r];
const ranks = (rs: readonly RankOrJoker[]): string => joinAnd(rs.map(rank), 'en');
const count = (n: number): string => `${String(n)} ${n === 1 ? 'kaart' : 'kaarten'}`;
const jokers = (n: number): string => `${String(n)} ${n === 1 ? 'joker' : 'jokers'}`;
const by = (top: TopInfo): string => `${cards(top.cards)} van ${top.player}`;
const place = (n: number): string => `plaats ${String(n)}`;

function allowed(name: string, values: readonly string[]): string {
  switch (valueForm(name)) {
    case 'ranks':
      return 'none of waarden verbonden met +, bijvoorbeeld 8 of 2+8';
    case 'length':
      return 'rounds:N, points:N of open';
    case 'list':
      return listOr(values, 'niets');
  }
}

export const nl: Messages = {
  rankLabels: RANK_LABELS,
  cardLongName(c: Card): string {
    if (c.rank === 'X') return 'joker';
    const name = RANK_NAMES[c.rank];
    if (c.suit === null) return `een ${name}`;
    return `${SUIT_NAMES[c.suit]} ${name}`;
  },
  cardCount: count,
  placeName: place,
  roles: ROLES,

  verdict: {
    unknownPlayer: (d) =>
      `${quote(d.name)} zit niet aan deze tafel (de spelers: ${joinAnd(d.seats, 'en')})`,
    roundOver: (d) => `Ronde ${String(d.round)} is voorbij; de volgende ronde is nog niet begonnen`,
    alreadyFinished: (d) =>
      d.place === null
        ? `${d.player} heeft geen kaarten meer`
        : `${d.player} heeft geen kaarten meer (uit op ${place(d.place)})`,
    alreadyPassed: (d) => `${d.player} heeft gepast en komt deze slag niet meer aan de beurt`,
    notYourTurn: (d) => `${d.toAct} is aan de beurt, niet ${d.player}`,
    leaderCannotPass: (d) => `${d.player} komt uit en mag niet passen`,
    mustPlay: (d) =>
      d.example.length === 0
        ? `${d.player} kan hoger spelen dan ${by(d.top)} en moet spelen`
        : `${d.player} kan hoger spelen dan ${by(d.top)}, bijvoorbeeld met ${cards(d.example)}, en moet spelen`,
    duplicateCard: (d) => {
      if (d.card.rank === 'X') {
        return d.jokersInDeck === 0
          ? 'Er wordt zonder jokers gespeeld'
          : `Het spel heeft maar ${jokers(d.jokersInDeck)}`;
      }
      if (d.card.suit === null)
        return `Een zet kan hoogstens 4 kaarten van waarde ${rank(d.card.rank)} bevatten`;
      return `${card(d.card)} zit twee keer in deze zet`;
    },
    cardAlreadyPlayed: (d) => {
      if (d.card.rank === 'X')
        return 'Zoveel jokers zijn er niet meer: de rest is deze ronde al gespeeld';
      if (d.card.suit === null) {
        return (
          `Zoveel kaarten van waarde ${rank(d.card.rank)} zijn er niet meer: ` +
          'de rest is deze ronde al gespeeld'
        );
      }
      return `${card(d.card)} is deze ronde al gespeeld`;
    },
    notInHand: (d) => {
      if (d.card.rank === 'X') return `${d.player} heeft niet genoeg jokers in de hand`;
      if (d.card.suit === null) {
        return `${d.player} heeft niet genoeg kaarten van waarde ${rank(d.card.rank)} in de hand`;
      }
      return `${d.player} heeft ${card(d.card)} niet in de hand`;
    },
    tooManyCards: (d) =>
      `${d.player} speelt ${count(d.count)} maar heeft er nog maar ${String(d.held)}`,
    mixedRanks: (d) => {
      const plain = d.ranks.filter((r) => r !== 'X');
      if (d.jokerHigh && d.ranks.includes('X') && plain.length > 0) {
        return `Een joker gaat alleen of met jokers, niet met ${ranks(plain)}`;
      }
      return `Samen gespeelde kaarten moeten even hoog zijn (${ranks(plain.length > 0 ? plain : d.ranks)})`;
    },
    missingFirstCard: (d) =>
      `De eerste zet van het spel moet ${card(d.card)} bevatten (met de kleur erbij geschreven)`,
    wrongCount: (d) => {
      switch (d.rule) {
        case 'same':
          return `Speel ${count(d.top.count)}, evenveel als de vorige keer (${by(d.top)})`;
        case 'more':
          return `Speel minstens ${count(d.top.count)}, evenveel of meer dan de vorige keer (${by(d.top)})`;
        case 'bigger-wins':
          return `Speel minstens ${count(d.top.count)}: minder kaarten slaan nooit meer kaarten (${by(d.top)})`;
        default:
          return unreachable(d.rule);
      }
    },
    notHigher: (d) => {
      if (d.top.rank === 'X') {
        return d.equalAllowed
          ? `Op een joker past alleen een joker (${by(d.top)})`
          : `Niets is hoger dan een joker (${by(d.top)})`;
      }
      let s = d.equalAllowed
        ? `Je hebt ${rank(d.top.rank)} of hoger nodig (${by(d.top)})`
        : `Je hebt iets hogers dan ${rank(d.top.rank)} nodig (${by(d.top)})`;
      if (!d.equalAllowed && d.rank === d.top.rank && d.rank !== '2') s += '; de kleur telt niet';
      if (d.reversed) s += ' – revolutie, de volgorde is omgedraaid: lager slaat hoger';
      return s;
    },
    exchangeNotDue: (d) => {
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
          return `Te laat voor ${d.player} om ${d.to} kaarten te geven: het spel is al begonnen`;
        default:
          return unreachable(d.reason);
      }
    },
    exchangeWrongCount: (d) =>
      `${d.player} moet ${d.to} ${count(d.required)} geven, niet ${String(d.count)}`,
    exchangeNotHighest: (d) =>
      `${d.player} moet ${d.to} ${d.expected.length === 1 ? 'de hoogste kaart' : 'de hoogste kaarten'} ` +
      `geven (${cards(d.expected)}), niet ${card(d.card)}`,
    exchangeNotLowest: (d) =>
      `${d.player} moet ${d.to} ${d.expected.length === 1 ? 'de laagste kaart' : 'de laagste kaarten'} ` +
      `teruggeven (${cards(d.expected)}), niet ${card(d.card)}`,
  },

  parse: {
    unknownLine: (d) =>
      `verwacht: een zet zoals 'Anna: 7H 7S' of 'Anna: pass', of een regel die begint met ` +
      `players:, rules:, dealer:, hand, give of round, gevonden: ${quote(d.text)}`,
    badCard: (d) => `verwacht: een kaart zoals 7H, 10S of X, gevonden: ${quote(d.text)}`,
    emptyMove: (d) => `verwacht: kaarten of 'pass' na ${quote(`${d.player}:`)}`,
    passWithCards: (d) =>
      `verwacht: na ${quote(`${d.player}:`)} één keer 'pass' of kaarten, niet allebei`,
    unknownPlayer: (d) =>
      `onbekende naam ${quote(d.name)}; verwacht: een van ${listOr(d.players, 'geen spelers')}`,
    noPlayers: () => `verwacht: een regel 'players:' vóór de eerste zet, 'hand' of 'give'`,
    duplicatePlayer: (d) => `${quote(d.name)} staat twee keer op de regel 'players:'`,
    emptyPlayerName: () => `verwacht: een naam tussen de komma's van de regel 'players:'`,
    badPlayerName: (d) => `verwacht: een naam zonder ':', '>' of ',', gevonden: ${quote(d.name)}`,
    playerCount: (d) =>
      `verwacht: ${String(d.min)} tot ${String(d.max)} spelers, gevonden: ${String(d.count)}`,
    seatingChanged: (d) => {
      const parts: string[] = [];
      if (d.missing.length > 0) parts.push(`ontbreekt: ${d.missing.join(', ')}`);
      if (d.added.length > 0) parts.push(`nieuw: ${d.added.join(', ')}`);
      return `verwacht: dezelfde spelers in de nieuwe tafelschikking (${parts.join('; ')})`;
    },
    rulesTooLate: () => `verwacht: 'rules:' vóór het begin van de eerste ronde`,
    tooLateInRound: (d) =>
      `verwacht: ${keyword(d.keyword)} vóór de eerste ruil of zet van de ronde`,
    badRoundNumber: (d) => `verwacht: 'round ${String(d.expected)}', gevonden: ${quote(d.text)}`,
    duplicateHand: (d) => `${d.player} heeft in deze ronde al een regel 'hand'`,
    handNeedsSuits: (d) =>
      `verwacht: elke kaart van een hand met kleur, zoals 7H, gevonden: ${quote(d.text)} bij ${d.player}`,
    cardInTwoHands: (d) =>
      `${quote(d.card)} zit in twee handen: ${d.players[0]} en ${d.players[1]}`,
    tooManyJokers: (d) =>
      d.jokers === 0
        ? `de handen hebben ${jokers(d.count)}, maar er wordt zonder jokers gespeeld`
        : `de handen hebben ${jokers(d.count)}, maar het spel heeft er maar ${String(d.jokers)}`,
    giveToSelf: (d) =>
      `verwacht: twee verschillende spelers op een regel 'give', gevonden: ${quote(`${d.player} > ${d.player}`)}`,
    badGive: (d) => `verwacht: 'give NAAM > NAAM: KAARTEN', gevonden: ${quote(d.text)}`,
    empty: () => `verwacht: een regel 'players:'; het verslag heeft er geen`,
  },

  rule: {
    unknownPreset: (d, presets) =>
      `onbekende regelset ${quote(d.name)}; regelsets: ${presets.join(', ')}`,
    unknownKey: (d, options) => `onbekende regel ${quote(d.name)}; regels: ${options.join(', ')}`,
    badValue: (d) =>
      d.allowed.length === 0 && valueForm(d.name) === 'list'
        ? `${quote(d.value)} is geen geldige waarde voor ${d.name}`
        : `${quote(d.value)} is geen waarde voor ${d.name}; toegestaan: ${allowed(d.name, d.allowed)}`,
    missingValue: (d, values) =>
      `${d.name} heeft een waarde nodig (${d.name}=…); toegestaan: ${allowed(d.name, values)}`,
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
    cleared: (e) => `${e.player} sluit de slag af met ${rank(e.rank)}`,
    trickWon: (e) =>
      e.leader === null
        ? `${e.player} wint de slag`
        : e.leader === e.player
          ? `${e.player} wint de slag en komt uit`
          : `${e.player} wint de slag; ${e.leader} komt uit`,
    wentOut: (e) => `${e.player} is uit: ${place(e.place)}`,
    foul: (e) =>
      `Overtreding: ${e.player} gaat uit met ${card(e.card)} en krijgt ${place(e.place)}`,
    miyako: (e) =>
      `Miyako: ${e.by} is als eerste uit, dus ${e.player}, ${ROLES.president} van de vorige ronde, ` +
      `zakt naar ${place(e.place)}`,
    roundOver: (e, roles) =>
      `De ronde is voorbij: ${e.places.map((p, i) => `${p} (${roles[i] ?? String(i + 1)})`).join(', ')}`,
    gameOver: (e) => `Het spel is voorbij: ${e.winner} wint`,
  },
};
