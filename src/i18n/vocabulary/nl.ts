/** De woorden voor de spelregelopties in het Nederlands (vorm: en.ts). */
import type { Vocabulary } from './en.ts';

const yesNo = { on: 'ja', off: 'nee' } as const;

export const nl: Vocabulary = {
  jokers: {
    label: 'Jokers',
    explain: 'Hoeveel jokers er bij de 52 kaarten komen.',
    values: { 0: 'geen jokers', 1: 'één joker', 2: 'twee jokers' },
    short: { 0: 'geen', 1: '1', 2: '2' },
  },
  joker: {
    label: 'Wat een joker doet',
    explain: 'Telt alleen als er jokers in het spel zitten.',
    values: {
      high: 'boven de 2, alleen of met jokers gespeeld',
      wild: 'vervangt elke waarde in een stel',
    },
    short: { high: 'hoogste kaart', wild: 'vrij inzetbaar' },
  },
  reentry: {
    label: 'Weer meedoen',
    explain: 'Of wie gepast heeft in dezelfde slag weer mag opgooien.',
    values: {
      on: 'na passen mag je weer opgooien',
      off: 'wie past, doet niet meer mee tot de slag voorbij is',
    },
    short: yesNo,
  },
  equal: {
    label: 'Even hoog',
    explain: 'Of een zet even hoog mag zijn als wat er ligt in plaats van hoger.',
    values: {
      off: 'niet toegestaan: het moet hoger',
      on: 'toegestaan',
      skip: 'toegestaan, en de volgende speler wordt overgeslagen',
    },
    short: { off: 'niet toegestaan', on: 'toegestaan', skip: 'toegestaan, slaat de volgende over' },
  },
  count: {
    label: 'Aantal kaarten',
    explain: 'Hoeveel kaarten een zet nodig heeft vergeleken met wat er ligt.',
    values: {
      same: 'precies evenveel',
      more: 'evenveel of meer',
      'bigger-wins': 'meer kaarten winnen van minder, wat de waarde ook is',
    },
    short: { same: 'evenveel', more: 'evenveel of meer', 'bigger-wins': 'meer kaarten winnen' },
  },
  clear: {
    label: 'Aflegkaarten',
    explain: 'Een zet met deze waarden beëindigt de slag meteen; wie hem legde, komt uit.',
    values: { none: 'geen' },
    short: { none: 'geen' },
  },
  revolution: {
    label: 'Revolutie',
    explain: 'Of vier gelijke kaarten de volgorde omdraaien (3 het hoogst, 2 het laagst).',
    values: {
      off: 'geen revolutie',
      round: 'tot het einde van de ronde',
      trick: 'tot het einde van de slag',
    },
    short: { off: 'nee', round: 'tot de ronde eindigt', trick: 'tot de slag eindigt' },
  },
  counter: {
    label: 'Contrarevolutie',
    explain: 'Tijdens een revolutie: of vier nieuwe gelijke kaarten de volgorde terugdraaien.',
    values: { on: 'vier nieuwe draaien terug', off: 'de volgorde blijft omgedraaid' },
    short: yesNo,
  },
  twosBySuit: {
    label: 'Tweeën op kleur',
    explain: 'Alleen bij de tweeën beslist de kleur: ♦ = ♥ < ♣ < ♠.',
    values: { on: 'een 2 van een hogere kleur wint van een 2', off: 'alle tweeën zijn gelijk' },
    short: yesNo,
  },
  mandatory: {
    label: 'Verplicht opgooien',
    explain: 'Of wie iets hogers kan leggen, dat ook moet doen.',
    values: {
      on: 'kun je het slaan, dan moet je',
      off: 'passen mag altijd, behalve bij het uitkomen',
    },
    short: yesNo,
  },
  oneLap: {
    label: 'Eén keer rond',
    explain: 'Of een slag eindigt zodra elke andere speler één beurt heeft gehad.',
    values: {
      on: 'ieder één beurt, dan is de slag voorbij',
      off: 'rond tot alle anderen passen',
    },
    short: yesNo,
  },
  firstLead: {
    label: 'Eerste uitkomst',
    explain: 'Wie de eerste ronde uitkomt.',
    values: {
      'club-3': 'wie klaveren 3 heeft',
      'diamond-3': 'wie ruiten 3 heeft',
      'left-of-dealer': 'wie links van de deler zit',
      any: 'wie wil',
    },
    short: {
      'club-3': 'wie 3♣ heeft',
      'diamond-3': 'wie 3♦ heeft',
      'left-of-dealer': 'links van de deler',
      any: 'iedereen',
    },
  },
  firstCard: {
    label: 'Eerste kaart',
    explain: 'Als klaveren 3 of ruiten 3 uitkomt: of de eerste zet die kaart moet bevatten.',
    values: { on: 'de eerste zet moet hem bevatten', off: 'elke eerste zet' },
    short: yesNo,
  },
  nextLead: {
    label: 'Latere uitkomst',
    explain: 'Wie de rondes na de eerste uitkomt.',
    values: {
      scum: 'de feut van de vorige ronde',
      president: 'de praeses',
      'first-lead': 'zoals in de eerste ronde',
    },
    short: { scum: 'feut', president: 'praeses', 'first-lead': 'zoals in ronde 1' },
  },
  exchange: {
    label: 'Kaarten ruilen',
    explain: 'Welke kaarten voor elke ronde na de eerste van eigenaar wisselen.',
    values: {
      none: 'niet ruilen',
      one: 'feut en praeses ruilen één kaart',
      two: 'feut en praeses ruilen er twee, vicefeut en vicepraeses één',
    },
    short: { none: 'geen', one: '1 kaart', two: '2 kaarten (vicefeut–vicepraeses: 1)' },
  },
  exchangeReturn: {
    label: 'Wat terugkomt',
    explain: 'Wat de praeses (en vicepraeses) teruggeven.',
    values: { any: 'kaarten naar keuze', lowest: 'hun laagste kaarten' },
    short: { any: 'kaarten naar keuze', lowest: 'de laagste' },
  },
  exchangeTies: {
    label: 'Gelijke kaarten bij het ruilen',
    explain: 'Welke kaart weg moet als de hoogste kaarten even hoog zijn.',
    values: { any: 'naar keuze van wie geeft', suit: 'de hogere kleur (♣ < ♦ < ♥ < ♠)' },
    short: { any: 'vrij', suit: 'de hogere kleur' },
  },
  miyako: {
    label: 'Miyako',
    explain: 'Vanaf ronde 2: een praeses die niet als eerste uit is, zakt naar de laatste plaats.',
    values: { on: 'de praeses zakt naar de laatste plaats', off: 'geen miyako' },
    short: yesNo,
  },
  forbiddenFinish: {
    label: 'Verboden uitgaan',
    explain: 'Uitgaan met deze waarden is een overtreding: slechtste vrije plaats.',
    values: { none: 'geen' },
    short: { none: 'geen' },
  },
  scoring: {
    label: 'Punten',
    explain: 'Hoeveel punten elke plaats per ronde oplevert.',
    values: {
      none: 'geen punten',
      places: 'naar plaats (vier spelers: 3, 2, 1, 0)',
      'two-one': 'eerste 2, tweede 1, de rest 0',
    },
    short: { none: 'geen', places: 'per plaats', 'two-one': '2, 1, 0' },
  },
  length: {
    label: 'Lengte van het spel',
    explain: 'Wanneer het spel eindigt.',
    values: {
      rounds: 'na een aantal rondes',
      points: 'als iemand een puntentotaal haalt',
      open: 'wanneer jullie willen',
    },
    short: { rounds: '{n} rondes', points: 'tot {n} punten', open: 'open' },
  },
};
