/**
 * De woorden van de voorbeeldstapper in het Nederlands (vorm: en.ts). Begrippen zoals in de
 * meldingen (src/i18n/messages/nl.ts): slag, passen, uitkomen, ronde, deler; rollen
 * praeses, vicepraeses, burger, vicefeut, feut (004).
 */
import { formatter } from '../format/index.ts';
import type { BeatWords, GiveDue, StepperPageStrings, StepperStrings } from './en.ts';

const f = formatter('nl');

const beats = (d: BeatWords): string =>
  d.reversed
    ? `in de omgedraaide volgorde slaat ${d.rank} ${d.topRank}`
    : `${d.rank} slaat ${d.topRank}`;

export const nl: StepperStrings = {
  ui: {
    region: (title) => `Voorbeeld: ${title}`,
    start: 'Begin',
    back: 'Terug',
    next: 'Volgende',
    end: 'Einde',
    step: 'Stap',
    keys: 'Stap met de knoppen, of klik op het voorbeeld en gebruik ← →, Home en End.',
    toPlay: 'aan de beurt',
    passed: 'gepast',
    out: (place) => `uit: ${place}`,
    outNoPlace: 'uit',
    lastRole: (role) => `vorige ronde: ${role}`,
    dealer: 'deler',
    hand: (player, count) => `${player}, ${count}:`,
    table: 'Op tafel',
    emptyTable: 'De tafel is leeg.',
    before: 'Eerder in deze slag',
    refused: 'Niet toegestaan',
    takenBack: (player) => `De kaarten gaan terug naar ${player}.`,
    trickWon: (player) => `Slag voor ${player}`,
    revolution: 'Revolutie: de volgorde is omgedraaid (3 hoog, 2 laag)',
    roundOver: 'De ronde is voorbij',
    places: 'Plaatsen',
    rulesLegend: 'Probeer andere regels',
    rulesNote: 'Het voorbeeld wordt meteen opnieuw beoordeeld met de regel die je kiest.',
    transcript: 'Het voorbeeld in de tafelnotatie',
    broken: 'Dit voorbeeld kan niet worden getoond.',
  },

  sentence: {
    dealt: (round) =>
      round === 1
        ? 'De kaarten zijn gedeeld.'
        : `Ronde ${f.number(round)}: de kaarten zijn gedeeld.`,
    leadHolds: (player, card) => `${player} heeft ${card} en komt uit.`,
    leadLeftOfDealer: (player, dealer) => `${player} zit na de deler, ${dealer}, en komt uit.`,
    leadPrevious: (player, role) => `${player} komt uit als ${role} van de vorige ronde.`,
    leadOpen: (first) =>
      first === null ? 'Iedereen mag uitkomen.' : `Iedereen mag uitkomen; hier begint ${first}.`,
    exchangeDue: (gives: readonly GiveDue[]) =>
      `Voor het spel wisselen kaarten van hand: ${f.and(
        gives.map(
          (g) =>
            `${g.from} geeft ${g.to} ${f.plural(g.count, { one: 'de hoogste kaart', other: `de ${f.number(g.count)} hoogste kaarten` })}`,
        ),
      )}; ieder krijgt evenveel kaarten terug.`,

    lead: (player, cards) =>
      `${player} komt uit met ${cards}: de tafel is leeg, dus elke kaart of groep van dezelfde waarde mag.`,
    higher: (d) => `${d.player} speelt ${d.cards}: evenveel kaarten als ${d.top}, en ${beats(d)}.`,
    equal: (d) =>
      `${d.player} speelt ${d.cards}: evenveel kaarten als ${d.top} en dezelfde waarde, wat deze regels toestaan.`,
    suit: (d) =>
      `${d.player} speelt ${d.cards}: bij de tweeën telt de kleur (♦ = ♥ < ♣ < ♠), dus dit slaat ${d.top}.`,
    moreHigher: (d) =>
      `${d.player} speelt ${d.cards}: meer kaarten dan ${d.top} mag hier, en ${beats(d)}.`,
    moreEqual: (d) =>
      `${d.player} speelt ${d.cards}: meer kaarten dan ${d.top} mag hier, en dezelfde waarde ook.`,
    bigger: (d) =>
      `${d.player} speelt ${d.cards}: meer kaarten slaan minder (${d.top}), welke waarde ook.`,
    reentered: (player) => `${player} heeft eerder in deze slag gepast, maar mag weer meedoen.`,
    lapOver: 'Iedere andere speler is één keer aan de beurt geweest: de slag is rond.',

    pass: (player) => `${player} past.`,
    passCannot: (player, top) => `${player} past: niets in de hand slaat ${top}.`,
    passCould: (player, play, top) =>
      `${player} past, hoewel ${play} ${top} zou slaan: passen mag toch.`,

    giveHighest: (player, to, cards, count) =>
      `${player} geeft ${to} ${cards}: ${f.plural(count, { one: 'de hoogste kaart', other: 'de hoogste kaarten' })}, zoals de ruil vraagt.`,
    giveBack: (player, to, cards) => `${player} geeft ${to} ${cards} terug, vrij gekozen.`,
    giveBackLowest: (player, to, cards) =>
      `${player} geeft ${to} ${cards} terug: de laagste kaarten, zoals deze regels vragen.`,

    refusedPlay: (player, cards, reason) =>
      `${player} probeert ${cards}, maar dat mag niet: ${reason}.`,
    refusedPass: (player, reason) => `${player} probeert te passen, maar dat mag niet: ${reason}.`,
    refusedGive: (player, to, cards, reason) =>
      `${player} probeert ${to} ${cards} te geven, maar dat mag niet: ${reason}.`,
  },
};

/** The examples page and each example's caption (server only, as in en.ts). */
export const nlPages: StepperPageStrings = {
  page: {
    title: 'Voorbeelden',
    description: 'Alle voorbeeldslagen van de regelpagina’s, kaart voor kaart door te lopen.',
    intro:
      'Elk voorbeeld speelt een paar zetten aan een echte tafel na. Loop er doorheen met de knoppen of de pijltjestoetsen: elke stap zegt wat er gebeurde en waarom de regels het toestaan of niet. Heeft een voorbeeld regels om te proberen, verander er dan een en dezelfde zetten worden opnieuw beoordeeld.',
  },

  examples: {
    'pairs-000': {
      title: 'Een slag met paren',
      intro:
        'Anna komt uit met een paar. Alleen een hoger paar mag erop: Cem heeft een aas, maar één aas is geen paar.',
    },
    'five-players-002': {
      title: 'Vijf spelers, en weer meedoen na passen',
      intro:
        'Het voorbeeld uit de Arschloch-regels (002), waarin je na passen weer mee mag doen: Ben past twee keer en wint de slag toch met twee azen. We volgen de zettenlijst van het document, dus daarna komt Ben uit (de tekst daar noemt Cem, maar de lijst ondersteunt dat niet). Zet weer meedoen uit en kijk wat er verandert.',
    },
    'status-001': {
      title: 'Waarom een zet niet mag',
      intro:
        'De redenen die het spel geeft als een zet niet mag: twee waarden samen, een losse kaart op een paar, dezelfde waarde in een andere kleur, en passen door wie uitkomt.',
    },
    'revolution-001': {
      title: 'Revolutie en contrarevolutie',
      intro:
        'Vier achten draaien de volgorde om: nu is de 3 het hoogst en de 2 het laagst. Vier vijven slaan ze in de omgedraaide volgorde en draaien haar terug.',
    },
    'eight-stop': {
      title: 'De 8 sluit de slag af',
      intro:
        'Met de huisregels van 001 maakt een 8 de tafel meteen leeg, en wie hem legde komt opnieuw uit.',
    },
    'dutch-same-or-more': {
      title: 'Evenveel of meer, en tweeën op kleur',
      intro:
        'In de Nederlandse regels (004) mag je dezelfde waarde of hoger leggen, en evenveel kaarten of meer. Bij de tweeën beslist de kleur: ♦ en ♥ zijn gelijk, ♣ is hoger, ♠ het hoogst.',
    },
    'ten-clears': {
      title: 'De 10 is de aflegkaart',
      intro:
        'Een Nederlandse huisregel (004): niemand mag iets op een 10 leggen. De slag is voorbij, en wie de 10 legde komt uit.',
    },
    'equal-skip': {
      title: 'Dezelfde waarde slaat de volgende over',
      intro:
        'Een variant uit 002: een zet met dezelfde waarde mag, en de volgende speler wordt overgeslagen.',
    },
    'going-out': {
      title: 'Uit met de winnende zet',
      intro:
        'Ben speelt zijn laatste kaart en is als eerste uit. Hij wint de slag, dus komt de volgende speler uit die nog kaarten heeft.',
    },
    exchange: {
      title: 'De ruil voor ronde 2',
      intro:
        'Een piepkleine eerste ronde bepaalt de rollen. Voor ronde 2 geeft de feut de praeses de twee hoogste kaarten, de vicefeut de vicepraeses de hoogste, en beiden krijgen evenveel kaarten terug.',
    },
    'one-lap': {
      title: 'Iedereen één keer',
      intro:
        'Een variant uit 002: na het uitkomen is elke andere speler één keer aan de beurt, daarna is de slag voorbij en komt de hoogste zet uit.',
    },
    'forbidden-finish': {
      title: 'Uitgaan met een 2 is een overtreding',
      intro:
        'Een Nederlandse huisregel (004): wie zijn laatste kaart als 2 speelt, is uit, maar krijgt de laatste vrije plaats.',
    },
    miyako: {
      title: 'Miyako: de praeses valt',
      intro:
        'Met de huisregels van 001: is de praeses van de vorige ronde niet als eerste uit, dan zakt die naar de laatste plaats zodra iemand anders uit is.',
    },
  },
};
