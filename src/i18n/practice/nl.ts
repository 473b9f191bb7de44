/** De woorden van de oefentafel in het Nederlands (de vorm staat in ./shape.ts). */
import type { PracticeStrings } from './shape.ts';

export const nl: PracticeStrings = {
  title: 'Oefentafel',
  description:
    'Speel President in je browser tegen computerspelers, met elke regelset: zie waarom een zet niet mag, krijg tips en deel een spel met een link.',
  noscript: 'De oefentafel heeft JavaScript nodig.',
  loading: 'De tafel wordt klaargezet …',
  names: ['Jij', 'Anouk', 'Bram', 'Carlijn', 'Daan', 'Eva', 'Floor'],

  start: {
    heading: 'Nieuw spel',
    lead: 'Kies de regels, de computerspelers en de lengte, dan wordt er gedeeld. Deze tafel volgt met opzet het Duitse onlinespel Präsident (001): zonder link of opgeslagen huisregels staan de regels eerst op „Klassisch”, de eerste regelset van dat spel, en niet op de Nederlandse regels; kies „Nederlands” om volgens de Nederlandse beschrijving (004) te spelen. Met de regelsets van dat spel gaat de beurt ook rond zoals daar: van jou naar rechts (tegen de klok in); met de andere met de klok mee, van jou naar links, zoals op de regelpagina’s.',
    rules: 'Regels',
    rulesLink: 'Uit de link',
    rulesSaved: 'Jullie huisregels',
    editRules: 'Deze regels aanpassen in het huisregelpaneel',
    level: 'Computer',
    levels: { normal: 'Normaal', strong: 'Sterk' },
    levelHint:
      'Sterk denkt vooruit: tegen drie normale spelers is hij in ongeveer de helft van de rondes als eerste uit, een normale in een kwart.',
    length: 'Lengte',
    lengthRounds: { one: '{n} ronde', other: '{n} rondes' },
    lengthPoints: { one: 'tot {n} punt', other: 'tot {n} punten' },
    lengthOpen: 'Zonder einde',
    players: 'Spelers',
    fromLink: 'Spel {code} uit de link: ‘Spel starten’ deelt dezelfde kaarten.',
    start: 'Spel starten',
    continue: 'Je spel voortzetten',
    linkNotice: 'Van de regels in de link moest iets weggelaten worden:',
  },

  notices: {
    label: 'Over opslaan',
    setAside: {
      unreadable:
        'Je opgeslagen spel kon niet gelezen worden (de opslag van de browser gaf iets terug dat geen tekst is).',
      json: 'Je opgeslagen spel is beschadigd (de gegevens zijn ongeldig).',
      version:
        'Je opgeslagen spel komt van een andere versie van deze site en kan hier niet gelezen worden.',
      schema: 'Je opgeslagen spel is onvolledig of beschadigd.',
      replay: 'Je opgeslagen spel laat zich niet meer naspelen tot waar het opgeslagen werd.',
    },
    cleanStart: 'Het wordt apart bewaard in deze browser; je kunt een nieuw spel beginnen.',
    notSaved:
      'Het spel kon niet opgeslagen worden: de opslag van de browser is vol. Je kunt verder spelen; bij de volgende zet wordt opnieuw opgeslagen.',
    noStorage:
      'Deze browser staat hier geen opslag toe (een privévenster?). Je kunt spelen, maar het spel gaat verloren als de pagina sluit.',
    dismiss: 'Verbergen',
    elsewhere:
      'Dit spel is open in een ander tabblad: dit tabblad volgt het alleen. Speel daar verder of hier.',
    takeOver: 'Hier spelen',
  },

  table: {
    label: 'Oefentafel',
    roundOf: 'Ronde {n} van {total}',
    roundTo: 'Ronde {n}, tot {points} punten',
    round: 'Ronde {n}',
    positions: { right: 'rechts', across: 'tegenover', left: 'links' },
    cardsLeft: { one: '{n} kaart', other: '{n} kaarten' },
    passed: 'gepast',
    toAct: 'aan de beurt',
    points: { one: '{n} punt', other: '{n} punten' },
    place: '{place}: {role}',
    lastRole: 'vorige ronde: {role}',
    revolution: 'Revolutie: laag slaat hoog',
    yourCards: 'Jouw kaarten',
    dimmed: 'slaat niet',
    pile: 'Op tafel',
    emptyPile: 'Er ligt nog niets op tafel.',
    lastTrick: '{name} won de laatste slag met {cards}',
    lastTrickYou: 'Jij won de laatste slag met {cards}',
    giveCount: 'Jij moet {name} {count} teruggeven, niet {n}',

    dealing: 'Er wordt gedeeld … tik op de tafel om over te slaan.',
    skipDeal: 'Delen overslaan',
    yourTurn: 'Jij bent aan de beurt: kies kaarten om te spelen of pas.',
    yourTurnFaded:
      'Jij bent aan de beurt: kies kaarten om te spelen of pas. Vervaagde kaarten gaan er niet overheen.',
    yourLead: 'Jij komt uit: kies kaarten.',
    chooseLead: 'Kies kaarten.',
    thinking: '{name} denkt na …',
    youAreOut: 'Je bent uit: {place}, {role}. De anderen spelen verder.',
    skipping: 'De ronde wordt uitgespeeld …',
    ready: '{cards} spelen?',
    leaderCannotPass: 'Jij komt uit in deze slag, dus je mag niet passen.',
    mustPlay: 'Je kunt slaan, en volgens deze regels moet je.',
    firstCard: 'De eerste zet moet {card} bevatten.',
    noPlay: 'Geen van je kaarten slaat: pas.',
    hintShown: 'Tip {i} van {n}',

    play: 'Spelen',
    pass: 'Passen',
    hint: 'Tip',

    leads: {
      holds: '{name} heeft {card} en komt uit.',
      holdsYou: 'Jij hebt {card}, dus jij komt uit.',
      previous: '{name}, vorige ronde {role}, komt uit.',
      previousYou: 'Jij was vorige ronde {role}, dus jij komt uit.',
      leftOfDealer: '{name} zit na de deler {dealer} en komt uit.',
      leftOfDealerYou: 'Jij zit na de deler {dealer}, dus jij komt uit.',
      open: 'Iedereen mag uitkomen.',
    },

    you: {
      played: 'Jij speelt {cards}',
      passed: 'Jij past',
      wentOut: 'Je bent uit: {place}, {role}',
      otherWentOut: '{name} is uit: {place}, {role}',
      trickWon: 'Jij wint de slag en komt uit',
      trickWonOther: 'Jij wint de slag; {name} komt uit',
      trickWonEnd: 'Jij wint de slag',
      cleared: 'Jij ruimt de tafel af met {rank}',
      leadAfter: '{name} wint de slag; jij komt uit',
      skipped: 'Jij wordt overgeslagen',
      foul: 'Fout: je gaat uit met {card} en krijgt {place}',
      miyakoYou: 'Miyako: {name} is als eerste uit, dus jij zakt naar {place}',
      miyakoBy: 'Miyako: jij bent als eerste uit, dus {name} zakt naar {place}',
    },

    exchange: {
      heading: 'Kaarten ruilen',
      waiting: 'De kaarten worden geruild …',
      chooseReturn: {
        one: 'Kies een kaart naar keuze om terug te geven aan {name}.',
        other: 'Kies {n} kaarten naar keuze om terug te geven aan {name}.',
      },
      give: 'Teruggeven',
      ready: '{cards} teruggeven aan {name}?',
      gave: 'Je gaf {cards} aan {name}.',
      got: 'Je kreeg {cards} van {name}.',
      gaveHighest: {
        one: 'Jij was vorige ronde {role}, dus je hoogste kaart ging naar {name}: {cards}.',
        other:
          'Jij was vorige ronde {role}, dus je {n} hoogste kaarten gingen naar {name}: {cards}.',
      },
      gotHighest: {
        one: '{name}, vorige ronde {role}, moest je de hoogste kaart geven: {cards}.',
        other: '{name}, vorige ronde {role}, moest je de {n} hoogste kaarten geven: {cards}.',
      },
    },

    roundOver: {
      heading: 'Ronde {n} is voorbij',
      place: 'Plaats',
      player: 'Speler',
      role: 'Rol',
      points: 'Punten',
      next: 'Ronde {n} delen',
    },

    gameOver: {
      heading: 'Eindstand',
      winner: '{name} wint het spel.',
      youWin: 'Jij wint het spel!',
      tie: '{names} hebben elk {points}: de betere plaats in de laatste ronde beslist.',
      tieNoScore: 'Deze regels tellen geen punten: de plaatsen van de laatste ronde beslissen.',
      newGame: 'Nieuw spel',
    },

    menu: {
      button: 'Spelmenu',
      speed: 'Tempo',
      normal: 'Normaal',
      fast: 'Snel',
      skip: 'Naar het einde van de ronde',
      skipHint: 'Ben je uit, dan spelen de anderen de ronde meteen uit.',
      newGame: 'Nieuw spel',
      newGameAsk:
        'Een nieuw spel beginnen? Dit spel eindigt dan voorgoed en kan niet worden hervat.',
      newGameYes: 'Beëindigen en opnieuw beginnen',
      newGameNo: 'Verder spelen',
      copyLink: 'Link naar dit spel kopiëren',
      linkLabel: 'Link naar dit spel',
      copied: 'Link gekopieerd.',
      selected: 'De link is geselecteerd: kopieer hem met Ctrl+C.',
      code: 'Spelcode: {code}',
    },
  },
};
