/** The referee's table screen in Dutch (the shape and the notes: ../table.ts). */
import { capitalized } from '../../format/fill.ts';
import { formatter } from '../../format/index.ts';
import { nl as nlStepper } from '../../stepper/nl.ts';
import type { TableStrings } from './shape.ts';

const fNl = formatter('nl');

export const nl: TableStrings = {
  heading: 'Aan tafel',
  round: (n) => `Ronde ${fNl.number(n)}`,
  seats: 'Spelers in zitvolgorde',
  toAct: 'is aan de beurt',
  pile: 'Deze slag',
  emptyPile: 'In deze slag is nog niets gespeeld.',
  passWord: 'past',
  skipWord: 'overgeslagen',
  toBeat: (play) => `Te slaan: ${play}`,
  revolution: 'Revolutie: laag slaat hoog',
  trickEnded: (d) => {
    const why =
      d.reason === 'cleared'
        ? `${d.winner} heeft de slag afgesloten`
        : d.reason === 'lap-over'
          ? `Iedereen is één keer aan de beurt geweest en ${d.winner} legde het hoogst`
          : `Na ${d.winner} heeft iedereen gepast`;
    return d.winnerOut
      ? `${why}; ${d.winner} heeft geen kaarten meer, dus ${d.leader}, de volgende met kaarten, komt uit.`
      : `${why}, dus ${d.leader} komt uit.`;
  },
  firstCard: (card) => `De eerste zet van het spel moet ${card} bevatten.`,
  entry: 'Een zet invoeren',
  who: 'Wie',
  pickLeader: 'Iedereen mag uitkomen: kies eerst wie begint.',
  twoNeedsSuit:
    'Bij de tweeën telt de kleur: tik op de kleur van de 2 (bij meer tweeën: de hoogste kleur).',
  pickHolder: (card) => `Wie ${card} heeft, komt uit: kies eerst wie dat is.`,
  whoPlays: (cards) => `Wie speelt ${cards}? Tik eerst op de naam.`,
  count: 'Hoeveel kaarten',
  suits: 'Kleuren',
  suitsHint: 'optioneel: tik om de kleuren van de volgende zet vast te leggen',
  suitNames: { C: 'klaveren', D: 'ruiten', H: 'harten', S: 'schoppen' },
  jokers: 'Jokers in de zet',
  ranks: (player, count) => `${player} speelt ${count} met de waarde:`,
  pass: 'Passen',
  leave: 'Andere spellen en nieuw spel (dit spel blijft bewaard)',
  undo: 'Ongedaan maken',
  redo: 'Opnieuw',
  verdict: 'Oordeel',
  accepted: 'Mag',
  noted: 'Genoteerd',
  countOnly: 'Aan tafel kan de scheidsrechter alleen het aantal kaarten controleren.',
  refused: 'Mag niet',
  tried: (player, cards) => `${player} wilde ${cards} spelen.`,
  triedPass: (player) => `${player} wilde passen.`,
  triedGive: (player, to, cards) => `${player} wilde ${to} ${cards} geven.`,
  undone: 'Ongedaan gemaakt',
  shownOnly:
    'Niet ingevoerd: dit tabblad toont het spel alleen, een ander tabblad voert het in. Kies bovenaan de pagina „Hier verdergaan” om hier in te voeren.',
  redone: 'Opnieuw ingevoerd',
  dealEntry: (n) => `het delen van ronde ${fNl.number(n)}.`,
  history: 'Deze ronde, nieuwste eerst',
  historyEmpty: 'In deze ronde is nog niets ingevoerd.',
  refusedMark: 'geweigerd',
  why: 'Waarom?',
  exchange: 'Kaarten ruilen',
  give: (g) => {
    const who = (name: string, role: string | null) => (role === null ? name : `${role} ${name}`);
    const what =
      g.kind === 'highest'
        ? fNl.plural(g.count, {
            one: 'de hoogste kaart',
            other: `de ${fNl.number(g.count)} hoogste kaarten`,
          })
        : g.kind === 'lowest'
          ? fNl.plural(g.count, {
              one: 'de laagste kaart',
              other: `de ${fNl.number(g.count)} laagste kaarten`,
            })
          : fNl.plural(g.count, {
              one: 'één kaart naar keuze',
              other: `${fNl.number(g.count)} kaarten naar keuze`,
            });
    // a line of the checklist begins with a capital, a role name too (Feut Daan → praeses Eva)
    return `${capitalized(who(g.from, g.fromRole))} → ${who(g.to, g.toRole)}: ${what}`;
  },
  giveDone: 'klaar',
  giveNow: (from, to, entered, count) =>
    count === 1
      ? `Tik op de waarde die ${from} aan ${to} geeft:`
      : `Tik op de waarden die ${from} aan ${to} geeft (${fNl.number(entered)} van ${fNl.number(count)}):`,
  giveClear: 'Ruil wissen',
  roundOver: (n) => `Ronde ${fNl.number(n)} is voorbij`,
  gameOver: 'Het spel is voorbij',
  wins: (winner) => `${winner} wint.`,
  places: 'Plaatsen',
  place: 'Plaats',
  player: 'Speler',
  role: 'Rol',
  points: 'Punten',
  total: 'Totaal',
  noScore: 'Met deze regels worden geen punten geteld.',
  standings: 'Stand',
  tieBreak: (winner, others, points) =>
    `${fNl.and([winner, ...others])} hebben elk ${points} punten; ${winner} eindigde in de laatste ronde hoger.`,
  nextRound: 'Volgende ronde',
  nextRoundHeading: (n) => `Ronde ${fNl.number(n)}`,
  seating: (n, seats) => `Zitvolgorde in ronde ${fNl.number(n)}: ${seats.join(', ')}`,
  seatingHint:
    'Wisselen de spelers tussen de rondes van plaats, zet ze hier in hun nieuwe volgorde rond de tafel: in deze volgorde wordt gespeeld.',
  seatingByPlaces: 'In de volgorde van de plaatsen',
  moveUp: '{name} omhoog',
  moveDown: '{name} omlaag',
  seatMoved: '{name} zit nu op plaats {seat} van {count}.',
  deal: 'Kaarten delen',
  hands: 'De handen invoeren',
  handsHint:
    'Kies een speler en tik dan de kaarten van diens hand. Nog eens tikken legt de kaart terug; een kaart van een andere speler gaat over.',
  handOf: 'Wiens hand',
  handCount: (player, count) => `${player}: ${count}`,
  heldBy: (player) => `bij ${player}`,
  unassigned: (count) => `${count} nog in geen enkele hand`,
  unevenDeal: (each, off) =>
    `Als er één voor één gedeeld wordt, krijgt iedereen ${each} kaarten; hier: ${off}. Controleer de handen, of deel ze toch als er aan tafel zo gedeeld is.`,
  dealHands: 'Deze handen delen',
  explain: nlStepper,
};
