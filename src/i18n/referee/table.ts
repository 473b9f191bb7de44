/**
 * The referee's table screen (overview, entry pad, verdict, history, exchange, round end,
 * hand entry), in each language. The sentences that say why a move was allowed and who leads
 * are the example stepper's (src/i18n/stepper), so the referee and the rule pages explain a
 * play in the same words; verdicts, events, cards and roles come from src/i18n/messages.
 *
 * Each language is its own export (`en`, `de`, `sv`, `nl`) so an island entry can import one
 * language only; `TABLE` holds all four for the server. Names are inserted verbatim: the
 * island renders text, never markup.
 */
import { formatter } from '../format/index.ts';
import type { Lang } from '../langs.ts';
import { de as deStepper } from '../stepper/de.ts';
import { en as enStepper, type StepperStrings } from '../stepper/en.ts';
import { nl as nlStepper } from '../stepper/nl.ts';
import { sv as svStepper } from '../stepper/sv.ts';
import type { Suit } from '../../engine/cards.ts';
import type { TrickEndReason } from '../../engine/verdict.ts';

/** How a trick ended, as the overview's one line says it. */
export interface TrickEndWords {
  readonly reason: TrickEndReason;
  readonly winner: string;
  /** who leads the next trick */
  readonly leader: string;
  /** the winner went out with the winning play, so the next player with cards leads */
  readonly winnerOut: boolean;
}

/** One give of the exchange checklist, with the roles already named. */
export interface GiveWords {
  readonly from: string;
  readonly fromRole: string | null;
  readonly to: string;
  readonly toRole: string | null;
  readonly count: number;
  /** highest: the lower role's best cards; back: any cards in return; lowest: the lowest in return */
  readonly kind: 'highest' | 'back' | 'lowest';
}

export interface TableStrings {
  readonly heading: string;
  readonly round: (n: number) => string;
  // the overview
  readonly seats: string;
  /** the marker of the player to act (shown with an arrow, not by colour alone) */
  readonly toAct: string;
  readonly pile: string;
  readonly emptyPile: string;
  readonly passWord: string;
  readonly skipWord: string;
  /** the play to beat: how many cards, of which rank, by whom */
  readonly toBeat: (count: string, rank: string, player: string) => string;
  readonly revolution: string;
  readonly trickEnded: (d: TrickEndWords) => string;
  readonly firstCard: (card: string) => string;
  // the entry pad
  readonly entry: string;
  readonly who: string;
  readonly pickLeader: string;
  readonly count: string;
  readonly suits: string;
  readonly suitsHint: string;
  readonly suitNames: Readonly<Record<Suit, string>>;
  readonly jokers: string;
  readonly ranks: (player: string, count: string) => string;
  readonly ranksNoPlayer: string;
  readonly pass: string;
  readonly passFor: (player: string) => string;
  readonly undo: string;
  readonly redo: string;
  // the verdict
  readonly verdict: string;
  readonly accepted: string;
  readonly refused: string;
  readonly tried: (player: string, cards: string) => string;
  readonly triedPass: (player: string) => string;
  readonly triedGive: (player: string, to: string, cards: string) => string;
  readonly undone: string;
  readonly redone: string;
  // the history
  readonly history: string;
  readonly historyEmpty: string;
  readonly refusedMark: string;
  readonly why: string;
  // the exchange
  readonly exchange: string;
  readonly give: (g: GiveWords) => string;
  readonly giveDone: string;
  readonly giveNow: (from: string, to: string, entered: number, count: number) => string;
  readonly giveClear: string;
  // between rounds
  readonly roundOver: (n: number) => string;
  readonly gameOver: string;
  readonly places: string;
  readonly place: string;
  readonly player: string;
  readonly role: string;
  readonly points: string;
  readonly total: string;
  readonly noScore: string;
  readonly standings: string;
  readonly tieBreak: (winner: string, others: readonly string[], points: string) => string;
  readonly nextRound: string;
  readonly nextRoundHeading: (n: number) => string;
  readonly deal: string;
  // known hands
  readonly hands: string;
  readonly handsHint: string;
  readonly handOf: string;
  readonly handCount: (player: string, count: string) => string;
  readonly heldBy: (player: string) => string;
  readonly unassigned: (count: string) => string;
  readonly dealHands: string;
  /** the example stepper's words: why a move was allowed, who leads, the deal, the markers */
  readonly explain: StepperStrings;
}

const fEn = formatter('en');
const fDe = formatter('de');
const fSv = formatter('sv');
const fNl = formatter('nl');

export const en: TableStrings = {
  heading: 'At the table',
  round: (n) => `Round ${fEn.number(n)}`,
  seats: 'Players in seating order',
  toAct: 'to play',
  pile: 'This trick',
  emptyPile: 'Nothing played in this trick yet.',
  passWord: 'pass',
  skipWord: 'skipped',
  toBeat: (count, rank, player) => `To beat: ${count} of rank ${rank}, played by ${player}`,
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
  count: 'How many cards',
  suits: 'Suits',
  suitsHint: 'optional: tap to write the suits of the next play',
  suitNames: { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' },
  jokers: 'Jokers in the play',
  ranks: (player, count) => `${player} plays ${count} of rank:`,
  ranksNoPlayer: 'Rank:',
  pass: 'Pass',
  passFor: (player) => `${player} passes`,
  undo: 'Undo',
  redo: 'Redo',
  verdict: 'Verdict',
  accepted: 'Allowed',
  refused: 'Not allowed',
  tried: (player, cards) => `${player} tried ${cards}.`,
  triedPass: (player) => `${player} tried to pass.`,
  triedGive: (player, to, cards) => `${player} tried to give ${to} ${cards}.`,
  undone: 'Taken back',
  redone: 'Put back',
  history: 'This round, newest first',
  historyEmpty: 'Nothing entered in this round yet.',
  refusedMark: 'refused',
  why: 'Why?',
  exchange: 'Card exchange',
  give: (g) => {
    const who = (name: string, role: string | null) => (role === null ? name : `${role} ${name}`);
    const what =
      g.kind === 'highest'
        ? fEn.plural(g.count, { one: 'the highest card', other: `${fEn.number(g.count)} highest` })
        : g.kind === 'lowest'
          ? fEn.plural(g.count, { one: 'the lowest card', other: `${fEn.number(g.count)} lowest` })
          : fEn.plural(g.count, {
              one: '1 card of their choice',
              other: `${fEn.number(g.count)} cards of their choice`,
            });
    return `${who(g.from, g.fromRole)} → ${who(g.to, g.toRole)}: ${what}`;
  },
  giveDone: 'done',
  giveNow: (from, to, entered, count) =>
    `Tap the ranks ${from} gives ${to} (${fEn.number(entered)} of ${fEn.number(count)}):`,
  giveClear: 'Start this give again',
  roundOver: (n) => `Round ${fEn.number(n)} is over`,
  gameOver: 'The game is over',
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
  deal: 'Deal the cards',
  hands: 'Enter the hands',
  handsHint:
    'Pick a player, then tap the cards of their hand. A card tapped again goes back; a card another player holds moves over.',
  handOf: 'Whose hand',
  handCount: (player, count) => `${player}: ${count}`,
  heldBy: (player) => `held by ${player}`,
  unassigned: (count) => `${count} not in any hand yet`,
  dealHands: 'Deal these hands',
  explain: enStepper,
};

export const de: TableStrings = {
  heading: 'Am Tisch',
  round: (n) => `Runde ${fDe.number(n)}`,
  seats: 'Spieler in Sitzreihenfolge',
  toAct: 'ist dran',
  pile: 'Dieser Stich',
  emptyPile: 'In diesem Stich liegt noch nichts.',
  passWord: 'passt',
  skipWord: 'übersprungen',
  toBeat: (count, rank, player) => `Zu schlagen: ${count} vom Wert ${rank}, gespielt von ${player}`,
  revolution: 'Revolution: niedrig schlägt hoch',
  trickEnded: (d) => {
    const why =
      d.reason === 'cleared'
        ? `${d.winner} hat den Tisch abgeräumt`
        : d.reason === 'lap-over'
          ? `Die Runde um den Tisch ist vorbei, ${d.winner} lag am höchsten`
          : `Alle anderen haben auf ${d.winner} gepasst`;
    return d.winnerOut
      ? `${why}; ${d.winner} ist fertig, also spielt ${d.leader} als Nächste(r) mit Karten aus.`
      : `${why}, also spielt ${d.leader} aus.`;
  },
  firstCard: (card) => `Das erste Ausspiel des Spiels muss ${card} enthalten.`,
  entry: 'Zug eingeben',
  who: 'Wer',
  pickLeader: 'Jeder darf ausspielen: erst wählen, wer beginnt.',
  count: 'Wie viele Karten',
  suits: 'Farben',
  suitsHint: 'freiwillig: antippen, um die Farben des nächsten Zugs festzuhalten',
  suitNames: { C: 'Kreuz', D: 'Karo', H: 'Herz', S: 'Pik' },
  jokers: 'Joker im Zug',
  ranks: (player, count) => `${player} spielt ${count} vom Wert:`,
  ranksNoPlayer: 'Wert:',
  pass: 'Passen',
  passFor: (player) => `${player} passt`,
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  verdict: 'Urteil',
  accepted: 'Erlaubt',
  refused: 'Nicht erlaubt',
  tried: (player, cards) => `${player} wollte ${cards} spielen.`,
  triedPass: (player) => `${player} wollte passen.`,
  triedGive: (player, to, cards) => `${player} wollte ${to} ${cards} geben.`,
  undone: 'Zurückgenommen',
  redone: 'Wiederhergestellt',
  history: 'Diese Runde, Neuestes zuerst',
  historyEmpty: 'In dieser Runde ist noch nichts eingegeben.',
  refusedMark: 'abgelehnt',
  why: 'Warum?',
  exchange: 'Kartentausch',
  give: (g) => {
    const who = (name: string, role: string | null) => (role === null ? name : `${role} ${name}`);
    const what =
      g.kind === 'highest'
        ? fDe.plural(g.count, {
            one: 'die höchste Karte',
            other: `die ${fDe.number(g.count)} höchsten`,
          })
        : g.kind === 'lowest'
          ? fDe.plural(g.count, {
              one: 'die niedrigste Karte',
              other: `die ${fDe.number(g.count)} niedrigsten`,
            })
          : fDe.plural(g.count, {
              one: '1 Karte nach Wahl',
              other: `${fDe.number(g.count)} Karten nach Wahl`,
            });
    return `${who(g.from, g.fromRole)} → ${who(g.to, g.toRole)}: ${what}`;
  },
  giveDone: 'erledigt',
  giveNow: (from, to, entered, count) =>
    `Die Werte antippen, die ${from} an ${to} gibt (${fDe.number(entered)} von ${fDe.number(count)}):`,
  giveClear: 'Diese Abgabe neu beginnen',
  roundOver: (n) => `Runde ${fDe.number(n)} ist vorbei`,
  gameOver: 'Das Spiel ist vorbei',
  places: 'Plätze',
  place: 'Platz',
  player: 'Spieler',
  role: 'Rolle',
  points: 'Punkte',
  total: 'Gesamt',
  noScore: 'Bei diesen Regeln werden keine Punkte gezählt.',
  standings: 'Stand',
  tieBreak: (winner, others, points) =>
    `${fDe.and([winner, ...others])} haben je ${points} Punkte; ${winner} war in der letzten Runde besser platziert.`,
  nextRound: 'Nächste Runde',
  nextRoundHeading: (n) => `Runde ${fDe.number(n)}`,
  deal: 'Karten austeilen',
  hands: 'Blätter eingeben',
  handsHint:
    'Einen Spieler wählen, dann die Karten seines Blatts antippen. Nochmal tippen nimmt die Karte zurück; eine Karte eines anderen Spielers wechselt herüber.',
  handOf: 'Wessen Blatt',
  handCount: (player, count) => `${player}: ${count}`,
  heldBy: (player) => `bei ${player}`,
  unassigned: (count) => `${count} noch in keinem Blatt`,
  dealHands: 'Mit diesen Blättern austeilen',
  explain: deStepper,
};

export const sv: TableStrings = {
  heading: 'Vid bordet',
  round: (n) => `Giv ${fSv.number(n)}`,
  seats: 'Spelarna i sittordning',
  toAct: 'står på tur',
  pile: 'Det här sticket',
  emptyPile: 'Inget är spelat i det här sticket än.',
  passWord: 'passar',
  skipWord: 'hoppas över',
  toBeat: (count, rank, player) => `Att slå: ${count} i valören ${rank}, spelade av ${player}`,
  revolution: 'Revolution: lågt slår högt',
  trickEnded: (d) => {
    const why =
      d.reason === 'cleared'
        ? `${d.winner} rensade bordet`
        : d.reason === 'lap-over'
          ? `Varvet är slut och ${d.winner} låg högst`
          : `Alla andra passade på ${d.winner}s spel`;
    return d.winnerOut
      ? `${why}; ${d.winner} är ute, så ${d.leader}, näst med kort, spelar ut.`
      : `${why}, så ${d.leader} spelar ut.`;
  },
  firstCard: (card) => `Partiets första utspel måste innehålla ${card}.`,
  entry: 'Skriv in ett drag',
  who: 'Vem',
  pickLeader: 'Vem som helst får spela ut: välj först vem som börjar.',
  count: 'Hur många kort',
  suits: 'Färger',
  suitsHint: 'frivilligt: tryck för att skriva färgerna i nästa drag',
  suitNames: { C: 'klöver', D: 'ruter', H: 'hjärter', S: 'spader' },
  jokers: 'Jokrar i draget',
  ranks: (player, count) => `${player} spelar ${count} i valören:`,
  ranksNoPlayer: 'Valör:',
  pass: 'Passa',
  passFor: (player) => `${player} passar`,
  undo: 'Ångra',
  redo: 'Gör om',
  verdict: 'Utslag',
  accepted: 'Tillåtet',
  refused: 'Inte tillåtet',
  tried: (player, cards) => `${player} försökte spela ${cards}.`,
  triedPass: (player) => `${player} försökte passa.`,
  triedGive: (player, to, cards) => `${player} försökte ge ${to} ${cards}.`,
  undone: 'Ångrat',
  redone: 'Gjort om',
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
            other: `de ${fSv.number(g.count)} högsta`,
          })
        : g.kind === 'lowest'
          ? fSv.plural(g.count, {
              one: 'det lägsta kortet',
              other: `de ${fSv.number(g.count)} lägsta`,
            })
          : fSv.plural(g.count, {
              one: '1 valfritt kort',
              other: `${fSv.number(g.count)} valfria kort`,
            });
    return `${who(g.from, g.fromRole)} → ${who(g.to, g.toRole)}: ${what}`;
  },
  giveDone: 'klart',
  giveNow: (from, to, entered, count) =>
    `Tryck på valörerna som ${from} ger ${to} (${fSv.number(entered)} av ${fSv.number(count)}):`,
  giveClear: 'Börja om med det här bytet',
  roundOver: (n) => `Giv ${fSv.number(n)} är slut`,
  gameOver: 'Partiet är slut',
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
  deal: 'Dela ut korten',
  hands: 'Skriv in händerna',
  handsHint:
    'Välj en spelare och tryck sedan på korten på hens hand. Ett kort som trycks igen går tillbaka; ett kort som en annan spelare har flyttas över.',
  handOf: 'Vems hand',
  handCount: (player, count) => `${player}: ${count}`,
  heldBy: (player) => `hos ${player}`,
  unassigned: (count) => `${count} ännu inte på någon hand`,
  dealHands: 'Dela ut de här händerna',
  explain: svStepper,
};

export const nl: TableStrings = {
  heading: 'Aan tafel',
  round: (n) => `Ronde ${fNl.number(n)}`,
  seats: 'Spelers in zitvolgorde',
  toAct: 'is aan de beurt',
  pile: 'Deze slag',
  emptyPile: 'In deze slag is nog niets gespeeld.',
  passWord: 'past',
  skipWord: 'overgeslagen',
  toBeat: (count, rank, player) => `Te slaan: ${count} van ${rank}, gespeeld door ${player}`,
  revolution: 'Revolutie: laag slaat hoog',
  trickEnded: (d) => {
    const why =
      d.reason === 'cleared'
        ? `${d.winner} heeft de tafel leeggemaakt`
        : d.reason === 'lap-over'
          ? `De ronde langs de tafel is voorbij en ${d.winner} lag het hoogst`
          : `Iedereen anders paste op ${d.winner}`;
    return d.winnerOut
      ? `${why}; ${d.winner} is uit, dus ${d.leader}, de volgende met kaarten, komt uit.`
      : `${why}, dus ${d.leader} komt uit.`;
  },
  firstCard: (card) => `De eerste zet van het spel moet ${card} bevatten.`,
  entry: 'Een zet invoeren',
  who: 'Wie',
  pickLeader: 'Iedereen mag uitkomen: kies eerst wie begint.',
  count: 'Hoeveel kaarten',
  suits: 'Kleuren',
  suitsHint: 'optioneel: tik om de kleuren van de volgende zet vast te leggen',
  suitNames: { C: 'klaveren', D: 'ruiten', H: 'harten', S: 'schoppen' },
  jokers: 'Jokers in de zet',
  ranks: (player, count) => `${player} speelt ${count} van:`,
  ranksNoPlayer: 'Waarde:',
  pass: 'Passen',
  passFor: (player) => `${player} past`,
  undo: 'Ongedaan maken',
  redo: 'Opnieuw',
  verdict: 'Oordeel',
  accepted: 'Mag',
  refused: 'Mag niet',
  tried: (player, cards) => `${player} wilde ${cards} spelen.`,
  triedPass: (player) => `${player} wilde passen.`,
  triedGive: (player, to, cards) => `${player} wilde ${to} ${cards} geven.`,
  undone: 'Teruggenomen',
  redone: 'Teruggezet',
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
            other: `de ${fNl.number(g.count)} hoogste`,
          })
        : g.kind === 'lowest'
          ? fNl.plural(g.count, {
              one: 'de laagste kaart',
              other: `de ${fNl.number(g.count)} laagste`,
            })
          : fNl.plural(g.count, {
              one: '1 kaart naar keuze',
              other: `${fNl.number(g.count)} kaarten naar keuze`,
            });
    return `${who(g.from, g.fromRole)} → ${who(g.to, g.toRole)}: ${what}`;
  },
  giveDone: 'klaar',
  giveNow: (from, to, entered, count) =>
    `Tik de waarden die ${from} aan ${to} geeft (${fNl.number(entered)} van ${fNl.number(count)}):`,
  giveClear: 'Deze ruil opnieuw beginnen',
  roundOver: (n) => `Ronde ${fNl.number(n)} is voorbij`,
  gameOver: 'Het spel is voorbij',
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
  deal: 'Kaarten delen',
  hands: 'De handen invoeren',
  handsHint:
    'Kies een speler en tik dan de kaarten van diens hand. Nog eens tikken legt de kaart terug; een kaart van een andere speler gaat over.',
  handOf: 'Wiens hand',
  handCount: (player, count) => `${player}: ${count}`,
  heldBy: (player) => `bij ${player}`,
  unassigned: (count) => `${count} nog in geen enkele hand`,
  dealHands: 'Deze handen delen',
  explain: nlStepper,
};

export const TABLE: { readonly [L in Lang]: TableStrings } = { en, de, sv, nl };
