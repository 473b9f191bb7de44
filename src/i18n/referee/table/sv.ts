/** The referee's table screen in Swedish (the shape and the notes: ../table.ts). */
import { formatter } from '../../format/index.ts';
import { sv as svStepper } from '../../stepper/sv.ts';
import type { TableStrings } from './shape.ts';

const fSv = formatter('sv');

/** A name in the genitive: Annas, but Lars, Max, Inez (no s added after s, x or z). */
const genitive = (name: string): string => (/[sxz]$/i.test(name) ? name : `${name}s`);

export const sv: TableStrings = {
  heading: 'Vid bordet',
  round: (n) => `Giv ${fSv.number(n)}`,
  seats: 'Spelarna i sittordning',
  toAct: 'står på tur',
  pile: 'Det här sticket',
  emptyPile: 'Inget är spelat i det här sticket än.',
  passWord: 'passar',
  skipWord: 'hoppas över',
  toBeat: (play) => `Att slå: ${play}`,
  revolution: 'Revolution: lågt slår högt',
  trickEnded: (d) => {
    const why =
      d.reason === 'cleared'
        ? `${d.winner} rensade bordet`
        : d.reason === 'lap-over'
          ? `Varvet är slut och ${d.winner} låg högst`
          : `Alla andra passade på ${genitive(d.winner)} drag`;
    return d.winnerOut
      ? `${why}; ${d.winner} är redan ute, så nästa som har kort kvar, ${d.leader}, spelar ut.`
      : `${why}, så ${d.leader} spelar ut.`;
  },
  firstCard: (card) => `Partiets första utspel måste innehålla ${card}.`,
  entry: 'Skriv in ett drag',
  who: 'Vem',
  pickLeader: 'Vem som helst får spela ut: välj först vem som börjar.',
  twoNeedsSuit: 'Bland tvåorna räknas färgen: tryck på tvåans färg (den högsta, om de är flera).',
  pickHolder: (card) => `Den som har ${card} spelar ut: välj först vem det är.`,
  whoPlays: (cards) => `Vem spelar ${cards}? Tryck först på namnet.`,
  count: 'Hur många kort',
  suits: 'Färger',
  suitsHint: 'frivilligt: tryck för att skriva färgerna i nästa drag',
  suitNames: { C: 'klöver', D: 'ruter', H: 'hjärter', S: 'spader' },
  jokers: 'Jokrar i draget',
  ranks: (player, count) => `${player} spelar ${count} av valören:`,
  pass: 'Passa',
  leave: 'Andra partier och nytt parti (det här sparas)',
  undo: 'Ångra',
  redo: 'Gör om',
  verdict: 'Utslag',
  accepted: 'Tillåtet',
  noted: 'Noterat',
  countOnly: 'Vid bordet kan domaren bara kontrollera antalet kort.',
  refused: 'Inte tillåtet',
  tried: (player, cards) => `${player} försökte spela ${cards}.`,
  triedPass: (player) => `${player} försökte passa.`,
  triedGive: (player, to, cards) => `${player} försökte ge ${to} ${cards}.`,
  undone: 'Ångrat',
  shownOnly:
    'Inte infört: den här fliken visar bara partiet, en annan flik för in dragen. Välj ”Fortsätt här” högst upp på sidan för att föra in dem här.',
  redone: 'Infört igen',
  dealEntry: (n) => `utdelningen i giv ${fSv.number(n)}.`,
  history: 'Den här given, senaste först',
  historyEmpty: 'Inget är inskrivet i den här given än.',
  refusedMark: 'nekat',
  why: 'Varför?',
  exchange: 'Kortbyte',
  give: (g) => {
    const who = (name: string, role: string | null) => (role === null ? name : `${role} ${name}`);
    const what =
      g.kind === 'highest'
        ? fSv.plural(g.count, {
            one: 'det högsta kortet',
            other: `de ${fSv.number(g.count)} högsta korten`,
          })
        : g.kind === 'lowest'
          ? fSv.plural(g.count, {
              one: 'det lägsta kortet',
              other: `de ${fSv.number(g.count)} lägsta korten`,
            })
          : fSv.plural(g.count, {
              one: 'ett valfritt kort',
              other: `${fSv.number(g.count)} valfria kort`,
            });
    return `${who(g.from, g.fromRole)} → ${who(g.to, g.toRole)}: ${what}`;
  },
  giveDone: 'klart',
  giveNow: (from, to, entered, count) =>
    count === 1
      ? `Tryck på valören som ${from} ger ${to}:`
      : `Tryck på valörerna som ${from} ger ${to} (${fSv.number(entered)} av ${fSv.number(count)}):`,
  giveClear: 'Börja om bytet',
  roundOver: (n) => `Giv ${fSv.number(n)} är slut`,
  gameOver: 'Partiet är slut',
  wins: (winner) => `${winner} vinner.`,
  places: 'Placeringar',
  place: 'Plats',
  player: 'Spelare',
  role: 'Roll',
  points: 'Poäng',
  total: 'Totalt',
  noScore: 'Med de här reglerna räknas inga poäng.',
  standings: 'Ställning',
  tieBreak: (winner, others, points) =>
    `${fSv.and([winner, ...others])} har ${points} poäng var; ${winner} placerade sig bättre i sista given.`,
  nextRound: 'Nästa giv',
  nextRoundHeading: (n) => `Giv ${fSv.number(n)}`,
  seating: (n, seats) => `Sittordning i giv ${fSv.number(n)}: ${seats.join(', ')}`,
  seatingHint:
    'Har spelarna bytt plats mellan givarna, ordna dem här som de nu sitter runt bordet: spelet går i den här ordningen.',
  seatingByPlaces: 'I placeringsordning',
  moveUp: 'Flytta upp {name}',
  moveDown: 'Flytta ner {name}',
  seatMoved: '{name} sitter nu på plats {seat} av {count}.',
  deal: 'Dela ut korten',
  hands: 'Skriv in händerna',
  handsHint:
    'Välj en spelare och tryck sedan på korten spelaren har. Trycker du på ett kort igen tas det bort från handen; ett kort som en annan spelare har flyttas över.',
  handOf: 'Vems hand',
  handCount: (player, count) => `${player}: ${count}`,
  heldBy: (player) => `hos ${player}`,
  unassigned: (count) => `${count} ännu inte på någon hand`,
  unevenDeal: (each, off) =>
    `Delas korten ut ett i taget får var och en ${each} kort; här: ${off}. Kontrollera händerna, eller dela ut ändå om det gavs så vid bordet.`,
  dealHands: 'Dela ut de här händerna',
  explain: svStepper,
};
