/**
 * De woorden van de afbeeldingen op de regelpagina's (vorm: en.ts). Rollen en kaarten komen
 * uit src/i18n/messages (praeses, vicepraeses, burger, vicefeut, feut; B V H A).
 */
import { formatter } from '../format/index.ts';
import { nl as options } from '../options/nl.ts';
import { presetNames, type Pictures } from './en.ts';
import { capitalized } from '../format/fill.ts';

const f = formatter('nl');

export const nl: Pictures = {
  rankRow: {
    caption: 'De volgorde van de kaarten',
    low: 'laagst',
    high: 'hoogst',
    listNormal: 'Waarden in de gewone volgorde, de laagste eerst',
    listRevolution: 'Waarden tijdens een revolutie, de laagste eerst',
    toggle: 'Revolutie',
    toggleHint: 'draait de volgorde om',
    stateNormal: (low, high) => `Gewone volgorde: ${low} is de laagste waarde, ${high} de hoogste.`,
    stateRevolution: (low, high) =>
      `Revolutie: de volgorde is omgedraaid. Nu is ${low} de laagste waarde en ${high} de hoogste.`,
    jokerTag: 'als ze meedoen',
    jokerNote: 'Jokers, als jullie ermee spelen, blijven in beide volgordes bovenaan.',
  },

  exchange: {
    title: 'Wie wie welke kaarten geeft, voor elke ronde na de eerste',
    give: (from, to, what) => `${capitalized(from)} aan ${to}: ${what}.`,
    highest: (n) =>
      f.plural(n, { one: 'de hoogste kaart', other: `de ${f.number(n)} hoogste kaarten` }),
    choiceBack: (n) =>
      f.plural(n, {
        one: 'één kaart naar keuze terug',
        other: `${f.number(n)} kaarten naar keuze terug`,
      }),
    lowestBack: (n) =>
      f.plural(n, {
        one: 'de laagste kaart terug',
        other: `de ${f.number(n)} laagste kaarten terug`,
      }),
    noExchange: 'geen ruil',
    keep: (citizen) => `${capitalized(citizen)}: geen ruil, zij houden hun kaarten.`,
    lastPlace: 'laatste plaats',
    secondLastPlace: 'voorlaatste plaats',
    caption: (players) =>
      `De ruil met ${f.number(players)} spelers volgens de basisregels; met meer spelers zijn er meer burgers.`,
    fewPlayers: (players, president, scum) =>
      `Met ${f.number(players)} spelers ruilen alleen de ${president} en de ${scum}.`,
    variants: 'Varianten',
    captionDutch: (players) =>
      `De ruil met ${f.number(players)} spelers volgens de Nederlandse beschrijving; met meer spelers zijn er meer burgers.`,
    oneTitle: 'Eén kaart heen en één terug (zoals in {002})',
    oneText: (president, scum) =>
      `Alleen de ${president} en de ${scum} ruilen; in {002} heet de ${scum} ‘Arschloch’.`,
    lowestTitle: 'De laagste kaarten terug (zoals in {004})',
    lowestText: 'De hogere rol mag niet kiezen: die geeft zijn laagste kaarten terug.',
    anyTitle: 'Kaarten naar keuze terug (zoals in {000} en {001})',
    anyText:
      'De hogere rol kiest zelf wat hij teruggeeft; {001} zegt erbij: ook kaarten die hij net heeft gekregen.',
    captionSwedish: (players, president, scum) =>
      `De ruil met ${f.number(players)} spelers volgens {003}: alleen de ${president} en de ${scum} ruilen, elk één kaart.`,
    twoTitle: 'Twee kaarten (zoals in {000}, {001} en {004})',
    twoText: (players) => `Met ${f.number(players)} spelers:`,
  },

  flow: {
    title: 'Het verloop van een spel',
    desc: 'De toestanden van een spel van de voorbereiding tot het einde, en de gebeurtenissen die van de ene naar de volgende leiden. Hetzelfde verloop volgt als lijst.',
    states: {
      setup: { name: 'Voorbereiding', note: 'regels en spelers' },
      dealing: { name: 'Delen', note: 'de kaarten worden gedeeld' },
      exchange: { name: 'Ruil', note: 'de ruil, vanaf ronde 2' },
      playing: { name: 'Spelen', note: 'opgooien en passen' },
      roundOver: { name: 'Ronde voorbij', note: 'de plaatsen staan vast' },
      gameOver: { name: 'Spel voorbij', note: 'er is een winnaar' },
    },
    events: {
      START: 'starten',
      DEAL: 'delen',
      MOVE: 'zet',
      UNDO: 'terugnemen',
      NEXT_ROUND: 'volgende ronde',
      RESTART: 'nieuw spel',
      REDO: 'opnieuw doen',
      SET_BOT_DELAY: 'computertempo',
      COMPUTER_TURN: 'computer aan de beurt',
      'xstate.done.actor.computer-think': 'het antwoord van de computer komt',
      'xstate.error.actor.computer-think': 'de computerhulp werkt niet',
    },
    guards: {
      canStart: 'geldige spelers',
      canDeal: 'plaatsen en handen kloppen',
      isLegal: 'toegestaan',
      canUndo: 'iets om terug te nemen',
      exchangeDone: 'ruil klaar',
      roundIsOver: 'ronde voorbij',
      gameIsOver: 'spel voorbij',
      undoLeavesNoRound: 'neemt het eerste delen terug',
      canRedo: 'er is iets om opnieuw te doen',
      computerToAct: 'een computer is aan de beurt',
    },
    actions: {
      startGame: 'het spel begint',
      dealRound: 'de ronde wordt gedeeld',
      applyMove: 'een toegestane zet wordt gespeeld',
      refuseMove: 'een ongeldige zet wordt geweigerd, met de reden',
      undoMove: 'de laatste invoer (een zet, een ruil of het delen) wordt teruggenomen',
      reset: 'terug naar de voorbereiding',
      playComputer: 'de computer doet zijn zet',
      redoMove: 'het teruggenomene komt terug',
      setBotDelay: 'de bedenktijd van de computers wordt ingesteld',
      answerComputer:
        'het antwoord van de computer wordt gespeeld, als er intussen niets veranderd is',
      computerFailed: 'de computer kiest in plaats daarvan op de pagina',
    },
    anyState: 'Vanuit elke toestand',
    automatic: 'vanzelf',
    legendSolid: 'Doorgetrokken pijl: een gebeurtenis (wat iemand doet).',
    legendDashed: 'Gestreepte pijl: gebeurt vanzelf zodra de voorwaarde geldt.',
    legendLoop: '↺: de gebeurtenis houdt de toestand zoals hij is.',
    asText: 'Het verloop als lijst',
    initial: 'hier begint het',
  },

  presets: {
    caption: 'De zeven regelsets naast elkaar',
    region: 'Tabel van de regelsets (schuift zijwaarts)',
    option: 'Optie',
    source: 'Bron',
    legend: (marker, base) => `${marker} en vet: anders dan ${base}.`,
    differs: (base) => `anders dan ${base}`,
    names: presetNames(options),
  },
};

/** Dutch role names are lower case (004); a sentence still starts with a capital. */
