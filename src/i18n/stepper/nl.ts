/**
 * De woorden van de voorbeeldstapper in het Nederlands (vorm: en.ts). Begrippen zoals in de
 * meldingen (src/i18n/messages/nl.ts): slag, passen, uitkomen, ronde, deler; rollen
 * praeses, vicepraeses, burger, vicefeut, feut (004).
 */
import { formatter } from '../format/index.ts';
import type { BeatWords, GiveDue, StepperPageStrings, StepperStrings } from './en.ts';

const f = formatter('nl');

/** Een waarde met lidwoord: „de boer“, „de 7“ (B, V en H als letter lezen als letters). */
const WITH_ARTICLE: Readonly<Record<string, string>> = {
  B: 'de boer',
  V: 'de vrouw',
  H: 'de heer',
  A: 'de aas',
  Joker: 'de joker',
};
const withArticle = (rank: string): string => WITH_ARTICLE[rank] ?? `de ${rank}`;

const beats = (d: BeatWords): string =>
  d.reversed
    ? `in de omgedraaide volgorde slaat ${withArticle(d.rank)} ${withArticle(d.topRank)}`
    : `${withArticle(d.rank)} slaat ${withArticle(d.topRank)}`;

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
    leadLeftOfDealer: (player, dealer) => `${player} zit links van de deler ${dealer} en komt uit.`,
    leadPrevious: (player, role) => `${player} komt uit als ${role} van de vorige ronde.`,
    leadByCard: (card, first) =>
      first === null
        ? `Wie ${card} heeft, komt uit.`
        : `Wie ${card} heeft, komt uit; hier begint ${first}.`,
    leadOpen: (first) =>
      first === null
        ? 'Met deze regels mag iedereen uitkomen.'
        : `Met deze regels mag iedereen uitkomen; hier begint ${first}.`,
    exchangeDue: (gives: readonly GiveDue[]) =>
      `Eerst wisselen kaarten van hand: ${f.and(
        gives.map(
          (g) =>
            `${g.from} geeft ${g.to} ${f.plural(g.count, { one: 'de hoogste kaart', other: `de ${['twee', 'drie', 'vier'][g.count - 2] ?? f.number(g.count)} hoogste kaarten` })}`,
        ),
      )}; er gaan evenveel kaarten terug.`,

    lead: (player, cards) =>
      `${player} komt uit met ${cards}: de tafel is leeg, dus elke losse kaart of elk stel mag.`,
    higher: (d) => `${d.player} speelt ${d.cards}: evenveel kaarten als ${d.top}, en ${beats(d)}.`,
    equal: (d) =>
      `${d.player} speelt ${d.cards}: evenveel kaarten als ${d.top} en dezelfde waarde, wat deze regels toestaan.`,
    suit: (d) =>
      `${d.player} speelt ${d.cards}: bij de tweeën telt de kleur (♦ = ♥ < ♣ < ♠${d.reversed ? ', omgedraaid door de revolutie' : ''}), dus dit slaat ${d.top}.`,
    moreHigher: (d) =>
      `${d.player} speelt ${d.cards}: meer kaarten dan ${d.top} mag hier, en ${beats(d)}.`,
    moreEqual: (d) =>
      `${d.player} speelt ${d.cards}: meer kaarten dan ${d.top} mag hier, en dezelfde waarde ook.`,
    bigger: (d) =>
      `${d.player} speelt ${d.cards}: meer kaarten slaan minder (${d.top}), welke waarde ook.`,
    reentered: (player) => `${player} heeft in deze slag al gepast, maar mag weer meedoen.`,
    lapOver: 'Iedere andere speler is één keer aan de beurt geweest: de slag is rond.',

    pass: (player) => `${player} past.`,
    passCannot: (player, top) => `${player} past: met deze hand gaat niets over ${top}.`,
    passCould: (player, play, top) =>
      `${player} past, hoewel ${play} op ${top} had gemogen: passen mag toch.`,

    giveHighest: (player, to, cards, count) =>
      `${player} geeft ${to} ${cards}: ${f.plural(count, { one: 'de hoogste kaart', other: 'de hoogste kaarten' })}, zoals de ruil vraagt.`,
    giveBack: (player, to, cards) => `${player} geeft ${to} ${cards} terug, vrij gekozen.`,
    giveBackLowest: (player, to, cards) =>
      `${player} geeft ${to} ${cards} terug: de laagste die ${player} heeft, zoals deze regels vragen.`,

    refusedPlay: (player, cards, reason) =>
      `${player} probeert ${cards} te spelen. De scheidsrechter zegt: „${reason}.”`,
    refusedPass: (player, reason) =>
      `${player} probeert te passen. De scheidsrechter zegt: „${reason}.”`,
    refusedGive: (player, to, cards, reason) =>
      `${player} probeert ${to} ${cards} te geven. De scheidsrechter zegt: „${reason}.”`,
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

  steps: {
    summary: (n) => `Alle stappen uitgeschreven (${String(n)} stappen)`,
    allowed: 'Mag',
    refused: 'Geweigerd',
    ownRules:
      'De uitgeschreven stappen hieronder volgen de eigen regels van het voorbeeld, wat je hierboven ook kiest.',
  },

  examples: {
    'pairs-000': {
      title: 'Een slag met paren',
      intro:
        'Anna komt uit met een paar. Alleen een hoger paar mag erop: Cem heeft een aas, maar één aas is geen paar.',
      comments: [
        '{000}: op een paar mag alleen een hoger paar.',
        'Een slag midden in een ronde, dus wie uitkomt, mag alles leggen.',
        'één aas is geen paar',
      ],
    },
    'five-players-002': {
      title: 'Vijf spelers, en weer meedoen na passen',
      intro:
        'Het voorbeeld uit {002}, waarin je na passen weer mee mag doen: Ben past twee keer en wint de slag toch met twee azen. Zettenlijst en tekst spreken elkaar tegen over wie daarna uitkomt; deze site volgt de lijst, dus Ben komt uit. Zet weer meedoen uit en kijk wat er verandert.',
      comments: [
        '{002}, hun voorbeeld met vijf spelers: wie gepast heeft, mag weer meedoen.',
        'Lezing van deze site: de zettenlijst van de bron beslist, dus Ben wint de slag en komt uit',
        '(de tekst van de bron noemt Cem, maar de lijst ondersteunt dat niet).',
      ],
    },
    'status-001': {
      title: 'Waarom een zet niet mag',
      intro:
        'De redenen die {001} geeft als een zet niet mag: twee waarden samen, een losse kaart op een paar, dezelfde waarde in een andere kleur (9♠ op 9♥), en passen door wie uitkomt. Dit voorbeeld volgt de regels van {001}, niet de Nederlandse. Volgens de Nederlandse regels mag 9♠ op 9♥ wel.',
      comments: [
        '{001}: waarom de statusbalk een zet weigert.',
        'een 9 en een 10 samen',
        'een losse kaart op een paar',
        'Ben komt uit in de nieuwe slag',
        'een schoppen negen op een harten negen',
      ],
    },
    'revolution-001': {
      title: 'Revolutie en contrarevolutie',
      intro:
        'Vier achten draaien de volgorde om: nu is de 3 het hoogst en de 2 het laagst. Vier vijven slaan ze in de omgedraaide volgorde en draaien haar terug, zoals in de regelset Revolution van {001}.',
      comments: [
        'De regelset Revolution van {001}: vier dezelfde draaien de volgorde om, en vier andere draaien haar terug.',
      ],
    },
    'eight-stop': {
      title: 'De 8 sluit de slag af',
      intro:
        'In de regelset Hausregeln van {001} maakt een 8 de tafel meteen leeg, en wie hem legde komt opnieuw uit.',
      comments: [
        'De regelset Hausregeln van {001}: een 8 sluit de slag meteen af, en wie hem legde komt opnieuw uit.',
      ],
    },
    'dutch-same-or-more': {
      title: 'Evenveel of meer, en tweeën op kleur',
      intro:
        'In {004} mag je dezelfde waarde of hoger leggen, en evenveel kaarten of meer. Bij de tweeën beslist de kleur: ♦ en ♥ zijn gelijk, ♣ is hoger, ♠ het hoogst.',
      comments: [
        '{004}: dezelfde waarde of hoger, evenveel kaarten of meer; bij de tweeën telt de kleur.',
      ],
    },
    'ten-clears': {
      title: 'De 10 is de aflegkaart',
      intro:
        'Een huisregel van {004}: niemand mag iets op een 10 leggen. De slag is voorbij, en wie de 10 legde komt uit.',
      comments: [
        'Een huisregel van {004}: een 10 sluit de slag af; niemand mag erop leggen.',
        'te laat: de slag is voorbij',
      ],
    },
    'equal-skip': {
      title: 'Dezelfde waarde slaat de volgende over',
      intro:
        'Een variant die {002} noemen: een zet met dezelfde waarde mag, en de volgende speler wordt overgeslagen.',
      comments: [
        'Een variant die {002} noemen: dezelfde waarde mag, en de volgende speler wordt overgeslagen.',
      ],
    },
    'going-out': {
      title: 'Uit met de winnende zet',
      intro:
        'Ben speelt zijn laatste kaart en is als eerste uit. Hij wint de slag, dus komt de volgende speler uit die nog kaarten heeft.',
      comments: [
        '{000} en {002}: wie zijn laatste kaart legt, is uit en krijgt de eerstvolgende vrije plaats.',
        'Een slag tegen het eind van een ronde.',
      ],
    },
    exchange: {
      title: 'De gangbare ruil vóór ronde 2',
      intro:
        'De gangbare basisvorm, zoals in {000} en {001}, niet de Nederlandse: een piepkleine eerste ronde bepaalt de rollen. Vóór ronde 2 geeft de feut de praeses de twee hoogste kaarten, de vicefeut de vicepraeses de hoogste, en beiden krijgen evenveel kaarten naar keuze van de ontvanger terug.',
      comments: [
        'De ruil vóór ronde 2 zoals in {000} en {001}: een piepkleine eerste ronde bepaalt de rollen.',
        'niet de twee hoogste',
      ],
    },
    'exchange-dutch': {
      title: 'De Nederlandse ruil vóór ronde 2',
      intro:
        'Zoals in {004}: de feut geeft de praeses zijn twee hoogste kaarten, de vicefeut de vicepraeses zijn hoogste, en beiden krijgen de laagste kaarten van de ontvanger terug.',
      comments: [
        '{004}: de feut geeft zijn twee beste kaarten en krijgt de twee slechtste van de praeses terug.',
        'niet de laagste',
      ],
    },
    'exchange-swedish': {
      title: 'De Zweedse ruil vóór ronde 2',
      intro:
        'Zoals in {003}, niet de Nederlandse ruil: alleen de feut en de praeses ruilen, één kaart heen en één terug. De feut geeft de hoogste kaart, de praeses geeft een kaart naar keuze terug; de anderen houden hun kaarten.',
      comments: [
        '{003}: alleen de feut en de praeses ruilen, één kaart heen en één terug.',
        'niet de hoogste',
        'geen ruil tussen de anderen',
      ],
    },
    'one-lap': {
      title: 'Eén keer rond',
      intro:
        'Een variant die {002} noemen: na het uitkomen is elke andere speler één keer aan de beurt, daarna is de slag voorbij en komt de hoogste zet uit.',
      comments: [
        'Een variant die {002} noemen, één keer rond: na het uitkomen is elke andere speler één keer aan de beurt, dan is de slag voorbij.',
        'de rondgang is voorbij',
      ],
    },
    'forbidden-finish': {
      title: 'Uitgaan met een 2 is een overtreding',
      intro:
        'Een huisregel van {004}: je mag niet uitgaan met een 2. Wat er gebeurt als iemand het toch doet, zegt de beschrijving niet; deze site leest het zo: die speler is uit, maar krijgt de slechtste vrije plaats.',
      comments: [
        'Een huisregel van {004}: je mag niet uitgaan met een 2. Lezing van deze site: wie het toch doet, krijgt de slechtste vrije plaats.',
      ],
    },
    miyako: {
      title: 'Miyako: de praeses valt',
      intro:
        'In de regelset Hausregeln van {001}: is de praeses van de vorige ronde niet als eerste uit, dan zakt die naar de laatste plaats zodra iemand anders uit is.',
      comments: [
        'De regelset Hausregeln van {001} (Miyako): gaat de praeses van de vorige ronde niet als eerste uit, dan zakt die naar de laatste plaats.',
        'De ruil is weggelaten om het voorbeeld kort te houden.',
      ],
    },
  },
};
