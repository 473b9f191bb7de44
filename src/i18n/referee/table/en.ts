/** The referee's table screen in English (the shape and the notes: ../table.ts). */
import { formatter } from '../../format/index.ts';
import { en as enStepper } from '../../stepper/en.ts';
import type { TableStrings } from './shape.ts';

const fEn = formatter('en');

export const en: TableStrings = {
  heading: 'At the table',
  round: (n) => `Round ${fEn.number(n)}`,
  seats: 'Players in seating order',
  toAct: 'to play',
  pile: 'This trick',
  emptyPile: 'Nothing played in this trick yet.',
  passWord: 'pass',
  skipWord: 'skipped',
  toBeat: (play) => `To beat: ${play}`,
  revolution: 'Revolution: low beats high',
  trickEnded: (d) => {
    const why =
      d.reason === 'cleared'
        ? `${d.winner} cleared the table`
        : d.reason === 'lap-over'
          ? `The lap is over and ${d.winner} played highest`
          : `Everyone else passed on ${d.winner}’s play`;
    return d.winnerOut
      ? `${why}; ${d.winner} is out, so ${d.leader}, next with cards, leads.`
      : `${why}, so ${d.leader} leads.`;
  },
  firstCard: (card) => `The first play of the game must include ${card}.`,
  entry: 'Enter a play',
  who: 'Who',
  pickLeader: 'Anyone may lead: pick who plays first.',
  twoNeedsSuit: 'Among 2s the suit counts: tap the suit of the 2 (the highest, for several).',
  pickHolder: (card) => `Whoever holds ${card} leads: pick who that is.`,
  whoPlays: (cards) => `Who plays ${cards}? Tap their name first.`,
  count: 'How many cards',
  suits: 'Suits',
  suitsHint: 'optional: tap to write the suits of the next play',
  suitNames: { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' },
  jokers: 'Jokers in the play',
  ranks: (player, count) => `${player} plays ${count} of rank:`,
  pass: 'Pass',
  leave: 'Other games and set-up (this game is saved)',
  undo: 'Undo',
  redo: 'Redo',
  verdict: 'Verdict',
  accepted: 'Allowed',
  noted: 'Noted',
  countOnly: 'At a real table only the number of cards can be checked.',
  refused: 'Not allowed',
  tried: (player, cards) => `${player} tried to play ${cards}.`,
  triedPass: (player) => `${player} tried to pass.`,
  triedGive: (player, to, cards) => `${player} tried to give ${to} ${cards}.`,
  undone: 'Taken back',
  shownOnly:
    'Not entered: this tab only shows the game, which another tab enters. To enter the plays here, choose “Carry on here” at the top of the page.',
  redone: 'Put back',
  dealEntry: (n) => `the deal of round ${fEn.number(n)}.`,
  history: 'This round, newest first',
  historyEmpty: 'Nothing entered in this round yet.',
  refusedMark: 'refused',
  why: 'Why?',
  exchange: 'Card exchange',
  give: (g) => {
    const who = (name: string, role: string | null) => (role === null ? name : `${role} ${name}`);
    const what =
      g.kind === 'highest'
        ? fEn.plural(g.count, {
            one: 'the highest card',
            other: `the ${fEn.number(g.count)} highest cards`,
          })
        : g.kind === 'lowest'
          ? fEn.plural(g.count, {
              one: 'the lowest card',
              other: `the ${fEn.number(g.count)} lowest cards`,
            })
          : fEn.plural(g.count, {
              one: 'a card of their choice',
              other: `${fEn.number(g.count)} cards of their choice`,
            });
    return `${who(g.from, g.fromRole)} → ${who(g.to, g.toRole)}: ${what}`;
  },
  giveDone: 'done',
  giveNow: (from, to, entered, count) =>
    count === 1
      ? `Tap the rank ${from} gives ${to}:`
      : `Tap the ranks ${from} gives ${to} (${fEn.number(entered)} of ${fEn.number(count)}):`,
  giveClear: 'Start this give again',
  roundOver: (n) => `Round ${fEn.number(n)} is over`,
  gameOver: 'The game is over',
  wins: (winner) => `${winner} wins.`,
  places: 'Places',
  place: 'Place',
  player: 'Player',
  role: 'Role',
  points: 'Points',
  total: 'Total',
  noScore: 'These rules keep no score.',
  standings: 'Standings',
  tieBreak: (winner, others, points) =>
    `${fEn.and([winner, ...others])} share ${points} points; ${winner} placed better in the last round.`,
  nextRound: 'Next round',
  nextRoundHeading: (n) => `Round ${fEn.number(n)}`,
  seating: (n, seats) => `Seating for round ${fEn.number(n)}: ${seats.join(', ')}`,
  seatingHint:
    'If the players change places between rounds, put them here in their new order round the table: play goes in this order.',
  seatingByPlaces: 'In the order of places',
  moveUp: 'Move {name} up',
  moveDown: 'Move {name} down',
  seatMoved: '{name} is now in seat {seat} of {count}.',
  deal: 'Deal the cards',
  hands: 'Enter the hands',
  handsHint:
    'Pick a player, then tap the cards of their hand. A card tapped again goes back; a card another player holds moves over.',
  handOf: 'Whose hand',
  handCount: (player, count) => `${player}: ${count}`,
  heldBy: (player) => `held by ${player}`,
  unassigned: (count) => `${count} not in any hand yet`,
  unevenDeal: (each, off) =>
    `Dealt one at a time, each player gets ${each} cards; here: ${off}. Check the hands, or deal them anyway if the table dealt so.`,
  dealHands: 'Deal these hands',
  explain: enStepper,
};
