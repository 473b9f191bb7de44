/** Orden för regelalternativen på svenska (form: en.ts). */
import type { Vocabulary } from './en.ts';

const yesNo = { on: 'ja', off: 'nej' } as const;

export const sv: Vocabulary = {
  jokers: {
    label: 'Jokrar',
    explain: 'Hur många jokrar som läggs till de 52 korten.',
    values: { 0: 'inga jokrar', 1: 'en joker', 2: 'två jokrar' },
    short: { 0: 'inga', 1: '1', 2: '2' },
  },
  joker: {
    label: 'Vad en joker gör',
    explain: 'Spelar bara roll när leken har jokrar.',
    values: {
      high: 'över tvåan, spelas ensam eller med jokrar',
      wild: 'ersätter vilken valör som helst i ett set',
    },
    short: { high: 'högsta kortet', wild: 'valfritt kort' },
  },
  reentry: {
    label: 'Återinträde efter pass',
    explain: 'Om den som har passat får spela igen i samma stick.',
    values: {
      on: 'du får spela igen efter att ha passat',
      off: 'den som passar står över resten av sticket',
    },
    short: yesNo,
  },
  equal: {
    label: 'Lika valör',
    explain: 'Om ett drag får vara lika högt som kortet på bordet i stället för högre.',
    values: {
      off: 'inte tillåtet: det måste vara högre',
      on: 'tillåtet',
      skip: 'tillåtet, och nästa spelare hoppas över',
    },
    short: { off: 'inte tillåtet', on: 'tillåtet', skip: 'tillåtet, hoppar över nästa' },
  },
  count: {
    label: 'Antal kort',
    explain: 'Hur många kort ett drag behöver jämfört med draget på bordet.',
    values: {
      same: 'exakt lika många',
      more: 'lika många eller fler',
      'bigger-wins': 'fler kort slår färre, oavsett valör',
    },
    short: { same: 'lika många', more: 'lika många eller fler', 'bigger-wins': 'fler kort vinner' },
  },
  clear: {
    label: 'Kort som rensar bordet',
    explain:
      'Ett drag med dessa valörer avslutar sticket direkt; den som lade det spelar ut i nästa stick.',
    values: { none: 'inga' },
    short: { none: 'inga' },
  },
  revolution: {
    label: 'Revolution',
    explain: 'Om ett fyrtal vänder på ordningen (trean högst, tvåan lägst).',
    values: { off: 'ingen revolution', round: 'till givens slut', trick: 'till stickets slut' },
    short: { off: 'nej', round: 'tills given är slut', trick: 'tills sticket är slut' },
  },
  counter: {
    label: 'Kontrarevolution',
    explain: 'Under en revolution: om ett nytt fyrtal vänder tillbaka ordningen.',
    values: { on: 'ett nytt fyrtal vänder tillbaka', off: 'ordningen förblir vänd' },
    short: yesNo,
  },
  twosBySuit: {
    label: 'Tvåor efter färg',
    explain: 'Bara bland tvåorna avgör färgen: ♦ = ♥ < ♣ < ♠.',
    values: { on: 'en tvåa i högre färg slår en tvåa', off: 'alla tvåor är lika' },
    short: yesNo,
  },
  mandatory: {
    label: 'Tvångsslag',
    explain: 'Om den som kan slå draget på bordet måste göra det.',
    values: { on: 'kan du slå, måste du', off: 'du får passa även om du kan slå' },
    short: yesNo,
  },
  oneLap: {
    label: 'Ett varv',
    explain: 'Om sticket tar slut när var och en av de andra har haft en tur efter utspelet.',
    values: {
      on: 'en tur var, sedan är sticket slut',
      off: 'runt bordet tills alla andra passar',
    },
    short: yesNo,
  },
  firstLead: {
    label: 'Första utspel',
    explain: 'Vem som börjar den första given.',
    values: {
      'club-3': 'den som har klöver 3',
      'diamond-3': 'den som har ruter 3',
      'left-of-dealer': 'spelaren till vänster om givaren',
      any: 'vem som helst',
    },
    short: {
      'club-3': 'den som har 3♣',
      'diamond-3': 'den som har 3♦',
      'left-of-dealer': 'till vänster om givaren',
      any: 'vem som helst',
    },
  },
  firstCard: {
    label: 'Första kortet',
    explain: 'När klöver 3 eller ruter 3 börjar: om det första draget måste innehålla kortet.',
    values: { on: 'första draget måste innehålla det', off: 'valfritt första drag' },
    short: yesNo,
  },
  nextLead: {
    label: 'Senare utspel',
    explain: 'Vem som börjar givarna efter den första.',
    values: {
      scum: 'förra givens Usling',
      president: 'Presidenten',
      'first-lead': 'som i första given',
    },
    short: { scum: 'Usling', president: 'President', 'first-lead': 'som i giv 1' },
  },
  exchange: {
    label: 'Kortbyte',
    explain: 'Vilka kort som byter ägare före varje giv efter den första.',
    values: {
      none: 'inget byte',
      one: 'ett kort åt varje håll mellan Uslingen och Presidenten',
      two: 'två kort från Uslingen till Presidenten, ett från Vice-uslingen till Vice-presidenten',
    },
    short: { none: 'inget', one: '1 kort', two: '2 kort, och 1' },
  },
  exchangeReturn: {
    label: 'Kort tillbaka',
    explain: 'Vad Presidenten (och Vice-presidenten) ger tillbaka.',
    values: { any: 'valfria kort', lowest: 'sina lägsta kort' },
    short: { any: 'valfria kort', lowest: 'de lägsta' },
  },
  exchangeTies: {
    label: 'Lika höga kort vid byte',
    explain: 'Vilket kort som ska ges när de högsta korten har samma valör.',
    values: { any: 'vilket som helst av dem', suit: 'den högre färgen (♣ < ♦ < ♥ < ♠)' },
    short: { any: 'vilket som helst', suit: 'den högre färgen' },
  },
  miyako: {
    label: 'Miyako',
    explain: 'Från giv 2: en President som inte går ut först faller till sista plats.',
    values: { on: 'Presidenten hamnar sist', off: 'ingen Miyako' },
    short: yesNo,
  },
  forbiddenFinish: {
    label: 'Förbjuden avslutning',
    explain: 'Att gå ut med dessa valörer är ett regelbrott: sämsta lediga plats.',
    values: { none: 'inga' },
    short: { none: 'inga' },
  },
  scoring: {
    label: 'Poäng',
    explain: 'Vilka poäng varje plats ger per giv.',
    values: {
      none: 'inga poäng',
      places: 'efter plats (fyra spelare: 3, 2, 1, 0)',
      'two-one': 'först 2, tvåa 1, övriga 0',
    },
    short: { none: 'ingen', places: 'efter plats', 'two-one': '2, 1, 0' },
  },
  length: {
    label: 'Spelets längd',
    explain: 'När spelet tar slut.',
    values: {
      rounds: 'efter ett antal givar',
      points: 'när någon når en poänggräns',
      open: 'när ni vill',
    },
    short: { rounds: '{n} givar', points: 'till {n} poäng', open: 'öppen' },
  },
};
