/**
 * Nederlandse teksten voor de huisregels en het regeloverzicht. Rollen zoals in
 * src/i18n/messages/nl.ts (praeses, vicepraeses, burger, vicefeut, feut, met kleine letter);
 * slag, ronde, uitkomen en passen zoals in 004; „aflegkaart” zoals 004 de 10 noemt.
 */
import type { OptionStrings } from './en.ts';

export const nl: OptionStrings = {
  presets: {
    common: {
      name: 'Basisvorm',
      description:
        'De gangbare basisvorm: klaveren 3 komt uit; wie past, doet niet meer mee tot de slag voorbij is; er worden twee kaarten geruild.',
    },
    classic: {
      name: 'Klassisch',
      description:
        'Na passen weer meedoen; klaveren 3 komt uit; twee kaarten ruilen; 3/2/1/0 punten over vijf rondes.',
    },
    revolution: {
      name: 'Revolution',
      description:
        'Klassisch, en vier gelijke kaarten draaien de volgorde om tot het einde van de ronde; vier nieuwe draaien terug.',
    },
    house: {
      name: 'Hausregeln',
      description:
        'Revolution, en een 8 pakt de slag; een praeses die niet als eerste uit is, zakt naar de laatste plaats.',
    },
    arschloch: {
      name: 'Arschloch',
      description:
        'De Duitse Arschloch-regels: wie links van de deler zit komt uit, wie gepast heeft mag later weer leggen, één kaart ruilen, en hun optionele telling: 2/1 punten, tot 11 zoals in hun voorbeeld.',
    },
    swedish: {
      name: 'Zweeds',
      description:
        'De Zweedse regels, gespeeld als Arschloch: wie links van de deler zit komt uit, wie gepast heeft mag later weer leggen, één kaart ruilen, en hun optionele telling: 2/1 punten, tot 11 zoals in hun voorbeeld.',
    },
    dutch: {
      name: 'Nederlands',
      description:
        'De Nederlandse regels: even hoog of hoger, evenveel kaarten of meer, tweeën op kleur, ruiten 3 komt uit.',
    },
  },

  panel: {
    presetHeading: 'Begin met een regelset',
    presetHint: 'Een regelset stelt alle opties in volgens die set.',
    optionsHeading: 'Losse opties aanpassen',
    optionsHint: 'Elke optie zegt wat ze regelt; „Bekijk” toont haar op de pagina over varianten.',
    groups: {
      deck: 'Kaarten en waarden',
      playing: 'Spelen',
      tricks: 'Slagen en uitgaan',
      exchange: 'Kaarten ruilen',
      scoring: 'Punten en lengte',
    },
    seeIt: 'Bekijk',
    seeItHidden: ': {option} op de pagina over varianten',
    changed: 'aangepast ({preset}: {value})',
    same: 'Precies de regelset „{preset}”.',
    differs: 'Aangepast ten opzichte van „{preset}”: {options}.',
    reset: 'Terug naar „{preset}”',
    lengthRounds: 'Aantal rondes',
    lengthPoints: 'Punten om te halen',
    lengthInvalid: 'Vul een heel getal van 1 tot 1000 in.',
    lengthValue: {
      rounds: { one: '{n} ronde', other: '{n} rondes' },
      points: { one: '{n} punt', other: '{n} punten' },
    },
    announceOption: '{option}: {value}.',
    announcePreset: 'Regelset „{preset}”: alle opties ingesteld volgens die set.',
    noscript:
      'Om de opties aan te passen is JavaScript nodig. Het regeloverzicht hieronder toont de regelset Basisvorm, de gangbare vorm uit de Duitse handleiding (000), niet de Nederlandse regels.',
  },

  notices: {
    link: 'Een deel van deze link kon niet worden gelezen en is weggelaten; de rest staat hieronder.',
    storage:
      'Je opgeslagen regels konden niet helemaal worden gelezen; wat leesbaar was, staat hieronder.',
    unknownVersion:
      'Hij is geschreven in formaat {version}, dat deze pagina niet kent; wat ze begrijpt is gelezen.',
    missingVersion: 'Hij begint niet met een formaatnummer.',
    tooLong: 'Hij is veel te lang ({length} tekens); alleen het begin is gelezen.',
    unknownPreset: 'Er bestaat geen regelset „{name}”.',
    unknownKey: 'Er bestaat geen optie „{name}”.',
    badValue: '„{value}” is geen waarde voor {option}.',
    missingValue: '{option} heeft geen waarde.',
    dismiss: 'Sluiten',
    unreadable:
      'Wat er was opgeslagen, zijn geen regels die deze pagina kan lezen; de basisvorm staat hieronder.',
    repeated: { one: '{text}', other: '{text} ({n} keer)' },
    more: { one: 'En nog {n} probleem.', other: 'En nog {n} problemen.' },
    linkTop: 'Deze regels komen uit een gedeelde link.',
    toCard: 'Lees ze op de kaart ‘Onze tafelregels’',
    conflictTop: 'Ze verschillen van de regels die in deze browser zijn opgeslagen:',
    toChoice: 'kies welke jullie houden',
    conflict:
      'De regels in deze link verschillen van de regels die in deze browser zijn opgeslagen. De regels van de link staan hieronder; je opgeslagen regels blijven bewaard tot je kiest.',
    useLink: 'Regels van de link gebruiken',
    keepSaved: 'Mijn opgeslagen regels houden',
    usedLink: 'De regels van de link zijn nu in deze browser opgeslagen.',
    keptSaved: 'Je opgeslagen regels staan er weer.',
    notSaved:
      'Deze browser heeft de regels niet opgeslagen (de opslag is vol of uitgeschakeld). Ze staan alleen in het adres van deze pagina: kopieer de link om ze te bewaren.',
  },

  actions: {
    copyText: 'Kopieer als tekst',
    print: 'Afdrukken',
    copied: 'Naar het klembord gekopieerd.',
    selected: 'De tekst is geselecteerd: druk op Ctrl+C (⌘C op een Mac) om hem te kopiëren.',
    textLabel: 'De tafelregels als tekst',
    shareHeading: 'Deze regels delen',
    shareHint: 'Wie deze link opent, ziet dezelfde regels.',
    shareLabel: 'Link naar deze regels',
    shareCopy: 'Kopieer link',
    referee: 'De scheidsrechter openen met deze regels',
    compare: 'Deze regels vergelijken met…',
    practise: 'Oefenen met deze regels',
  },

  card: {
    title: 'Onze tafelregels',
    preset: 'Uitgangspunt: {preset}.',
    changed: 'Aangepast: {options}.',
    link: 'Link: {url}',
    or: 'of',
    groups: {
      deck: 'Kaarten',
      playing: 'Spelen',
      tricks: 'Slagen',
      exchange: 'Ruilen',
      scoring: 'Punten',
    },
    deck: {
      '0': '52 kaarten, geen jokers. Deel ze allemaal, één voor één.',
      '1': '52 kaarten en één joker. Deel ze allemaal, één voor één.',
      '2': '52 kaarten en twee jokers. Deel ze allemaal, één voor één.',
    },
    order: 'Van laag naar hoog: {order}.',
    suitsNever: 'De kleur beslist nooit of een zet een andere slaat.',
    suitsTwos: 'Of een zet een andere slaat, beslist de kleur alleen bij de tweeën: ♦ = ♥ < ♣ < ♠.',
    joker: {
      high: 'Een joker staat boven de 2 en wordt alleen of met de andere joker gespeeld.',
      wild: 'Een joker vervangt elke waarde in een stel; alleen staat hij boven de 2.',
    },
    firstLead: {
      'club-3': 'Eerste ronde: wie klaveren 3 heeft, komt uit.',
      'diamond-3': 'Eerste ronde: wie ruiten 3 heeft, komt uit.',
      'left-of-dealer': 'Eerste ronde: wie links van de deler zit, komt uit.',
      any: 'Eerste ronde: iedereen mag uitkomen.',
    },
    firstCard: 'De allereerste zet moet {card} bevatten.',
    nextLead: {
      scum: 'Latere rondes: de feut van de vorige ronde komt uit.',
      president: 'Latere rondes: de praeses komt uit.',
      'first-lead': 'Latere rondes beginnen zoals de eerste.',
    },
    lead: 'Wie uitkomt, legt één kaart of meer kaarten van dezelfde waarde.',
    count: {
      same: 'Elke zet heeft precies evenveel kaarten als de vorige.',
      more: 'Elke zet heeft minstens evenveel kaarten als de vorige.',
      'bigger-wins':
        'Meer kaarten winnen van minder, wat de waarde ook is; bij evenveel kaarten beslist de waarde.',
    },
    equal: {
      off: 'De waarde moet hoger zijn: even hoog is niet genoeg.',
      on: 'De waarde moet even hoog of hoger zijn.',
      skip: 'De waarde moet even hoog of hoger zijn; even hoog slaat de volgende speler over.',
    },
    reentry: {
      on: 'Je mag passen en later in dezelfde slag toch weer opgooien.',
      off: 'Wie past, doet niet meer mee tot de slag voorbij is.',
    },
    mandatory: {
      on: 'Kun je slaan wat er ligt, dan moet je.',
      off: 'Behalve wie uitkomt, mag iedereen altijd passen, ook als hij zou kunnen slaan.',
    },
    trickEnd: {
      normal: 'De slag eindigt als alle anderen gepast hebben; wie het laatst legde, komt uit.',
      oneLap:
        'Na de uitkomst krijgt elke andere speler één beurt; dan eindigt de slag en komt de hoogste zet uit.',
    },
    goneOut: 'Is die speler al uit, dan komt de volgende speler met kaarten uit.',
    clear: 'Aflegkaarten: {ranks}. Zo’n zet beëindigt de slag meteen, en wie hem legde, komt uit.',
    revolution: {
      off: 'Geen revolutie: vier gelijke kaarten zijn gewoon een sterke zet.',
      round:
        'Revolutie: vier of meer gelijke kaarten draaien de volgorde om (3 het hoogst, 2 het laagst, jokers blijven bovenaan) tot het einde van de ronde.',
      trick:
        'Revolutie: vier of meer gelijke kaarten draaien de volgorde om (3 het hoogst, 2 het laagst, jokers blijven bovenaan) tot het einde van de slag.',
    },
    counter: {
      on: 'Vier nieuwe gelijke kaarten draaien haar terug.',
      off: 'Vier nieuwe gelijke kaarten draaien haar niet terug.',
    },
    forbidden:
      'Uitgaan op {ranks} is een overtreding: wie het doet is uit, maar krijgt de slechtste vrije plaats.',
    forbiddenNone: 'Je mag met elke kaart uitgaan.',
    exchange: {
      none: 'Tussen de rondes wordt niet geruild.',
      one: 'Voor elke volgende ronde geeft de feut zijn hoogste kaart aan de praeses.',
      two: 'Voor elke volgende ronde geeft de feut zijn twee hoogste kaarten aan de praeses; vanaf vier spelers geeft de vicefeut zijn hoogste kaart aan de vicepraeses.',
    },
    exchangeReturn: {
      any: 'Wie kaarten krijgt, geeft er evenveel naar keuze terug.',
      lowest: 'Wie kaarten krijgt, geeft er evenveel terug: zijn laagste.',
    },
    exchangeTies: {
      any: 'Zijn de hoogste kaarten even hoog, dan mag elk ervan weg.',
      suit: 'Zijn de hoogste kaarten even hoog, dan gaat de hogere kleur weg (♣ < ♦ < ♥ < ♠).',
    },
    scoring: {
      none: 'Geen punten: de plaatsen bepalen alleen de rollen in de volgende ronde.',
      places:
        'Elke ronde krijgt de laatste plaats 0 punten en elke plaats daarboven één meer (vier spelers: 3, 2, 1, 0).',
      'two-one': 'Elke ronde krijgt wie als eerste uit is 2 punten, de tweede 1, de rest niets.',
    },
    length: {
      rounds: { one: 'Het spel duurt {n} ronde.', other: 'Het spel duurt {n} rondes.' },
      points: {
        one: 'Het spel eindigt zodra iemand {n} punt haalt.',
        other: 'Het spel eindigt zodra iemand {n} punten haalt.',
      },
      open: 'Speel zo lang als jullie willen.',
      unscored:
        'Er worden geen punten geteld, dus geen stand beëindigt het spel: speel zo lang als jullie willen.',
    },
    ties: 'Bij gelijke stand wint wie in de laatste ronde beter eindigde.',
    miyako:
      'Miyako: is de praeses niet als eerste uit, dan zakt hij naar de laatste plaats zodra een ander uit is.',
  },
};
