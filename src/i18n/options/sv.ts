/**
 * Svenska texter för husreglerna och bordsregelkortet. Roller som i src/i18n/messages/sv.ts
 * (President, Vice-president, Medborgare, Vice-usling, Usling); en runda heter giv och ett
 * stick heter stick, som i 003.
 */
import type { OptionStrings } from './en.ts';

export const sv: OptionStrings = {
  presets: {
    common: {
      name: 'Grundform',
      description:
        'Den vanliga grundformen: klöver 3 börjar, den som passar står över resten av sticket, två kort byts.',
    },
    classic: {
      name: 'Klassisch',
      description:
        'Återinträde efter pass; klöver 3 börjar; två kort byts; 3/2/1/0 poäng under fem givar.',
    },
    revolution: {
      name: 'Revolution',
      description:
        'Klassisch, och fyrtal vänder ordningen till givens slut; ett nytt fyrtal vänder tillbaka.',
    },
    house: {
      name: 'Hausregeln',
      description:
        'Revolution, och en åtta rensar bordet; en President som inte går ut först hamnar sist.',
    },
    arschloch: {
      name: 'Arschloch',
      description:
        'De tyska Arschloch-reglerna: spelaren till vänster om givaren börjar, man får spela igen efter att ha passat, ett kort åt varje håll, 2/1 poäng till 11.',
    },
    swedish: {
      name: 'Svensk',
      description:
        'De svenska reglerna, som spelas som Arschloch: spelaren till vänster om givaren börjar, man får spela igen efter att ha passat, ett kort åt varje håll, 2/1 poäng till 11 som i textens exempel.',
    },
    dutch: {
      name: 'Nederländsk',
      description:
        'De nederländska reglerna: samma valör eller högre, lika många kort eller fler, tvåor efter färg, ruter 3 börjar.',
    },
  },

  panel: {
    presetHeading: 'Börja från en regeluppsättning',
    presetHint:
      'En regeluppsättning ställer in alla alternativ efter sina regler. Är inget annat valt visas Grundform, den vanliga grundformen ur den tyska guiden (000); för de svenska reglerna (003), välj Svensk.',
    optionsHeading: 'Ändra enskilda alternativ',
    optionsHint: 'Varje alternativ säger vad det avgör; ”Se det” visar det på sidan om varianter.',
    groups: {
      deck: 'Lek och valörer',
      playing: 'Spelet',
      tricks: 'Stick och att gå ut',
      exchange: 'Kortbyte',
      scoring: 'Poäng och spelets längd',
    },
    seeIt: 'Se det',
    seeItHidden: ': {option} på sidan om varianter',
    changed: 'ändrat ({preset}: {value})',
    same: 'Precis regeluppsättningen ”{preset}”.',
    differs: 'Ändrat från ”{preset}”: {options}.',
    reset: 'Tillbaka till ”{preset}”',
    lengthRounds: 'Antal givar',
    lengthPoints: 'Poäng att nå',
    lengthInvalid: 'Skriv ett heltal från 1 till 1000.',
    lengthValue: {
      rounds: { one: '{n} giv', other: '{n} givar' },
      points: { one: '{n} poäng', other: '{n} poäng' },
    },
    announceOption: '{option}: {value}.',
    announcePreset: 'Regeluppsättning ”{preset}”: alla alternativ inställda efter den.',
    noscript:
      'För att ändra alternativen behövs JavaScript. Regelkortet nedan visar regeluppsättningen Grundform, den vanliga grundformen ur den tyska guiden (000), inte de svenska reglerna (003).',
  },

  notices: {
    link: 'En del av länken gick inte att läsa och togs bort; resten visas nedan.',
    storage: 'Dina sparade regler gick inte att läsa helt; det som gick att läsa visas nedan.',
    unknownVersion:
      'Den är skriven i format {version}, som den här sidan inte känner till; det den förstår lästes.',
    missingVersion: 'Den börjar inte med ett formatnummer.',
    tooLong: 'Den är alldeles för lång ({length} tecken); bara början lästes.',
    unknownPreset: 'Det finns ingen regeluppsättning ”{name}”.',
    unknownKey: 'Det finns inget alternativ ”{name}”.',
    badValue: '”{value}” är inget värde för {option}.',
    missingValue: '{option} saknar värde.',
    dismiss: 'Stäng',
    unreadable:
      'Det som var sparat är inga regler som sidan kan läsa, så regeluppsättningen Grundform visas.',
    repeated: { one: '{text}', other: '{text} ({n} gånger)' },
    more: { one: 'Och {n} problem till.', other: 'Och {n} problem till.' },
    linkTop: 'De här reglerna kommer från en delad länk.',
    toCard: 'Läs dem på kortet ”Våra bordsregler”',
    conflictTop: 'De skiljer sig från reglerna som är sparade i den här webbläsaren:',
    toChoice: 'välj vilka ni behåller',
    conflict:
      'Reglerna i den här länken skiljer sig från dem som är sparade i den här webbläsaren. Länkens regler visas; dina sparade regler förblir sparade tills du väljer.',
    useLink: 'Använd länkens regler',
    keepSaved: 'Behåll mina sparade regler',
    usedLink: 'Länkens regler är nu sparade i den här webbläsaren.',
    keptSaved: 'Dina sparade regler visas igen.',
    notSaved:
      'Den här webbläsaren sparade inte reglerna (lagringen är full eller avstängd). De finns bara i sidans adress: kopiera länken för att behålla dem.',
  },

  actions: {
    copyText: 'Kopiera som text',
    print: 'Skriv ut',
    copied: 'Kopierat till urklipp.',
    selected: 'Texten är markerad: tryck Ctrl+C (⌘C på Mac) för att kopiera den.',
    textLabel: 'Bordsreglerna som text',
    shareHeading: 'Dela reglerna',
    shareHint: 'Den som öppnar länken ser samma regler.',
    shareLabel: 'Länk till reglerna',
    shareCopy: 'Kopiera länk',
    referee: 'Öppna domaren med de här reglerna',
    compare: 'Jämför de här reglerna med…',
    practise: 'Öva med de här reglerna',
  },

  card: {
    title: 'Våra bordsregler',
    preset: 'Utgår från: {preset}.',
    changed: 'Ändrat: {options}.',
    link: 'Länk: {url}',
    or: 'eller',
    groups: {
      deck: 'Leken',
      playing: 'Spelet',
      tricks: 'Stick',
      exchange: 'Kortbyte',
      scoring: 'Poäng',
    },
    deck: {
      '0': '52 kort, inga jokrar. Dela ut alla, ett i taget.',
      '1': '52 kort och en joker. Dela ut alla, ett i taget.',
      '2': '52 kort och två jokrar. Dela ut alla, ett i taget.',
    },
    order: 'Från lägst till högst: {order}.',
    suitsNever: 'Färgen avgör aldrig om ett drag slår ett annat.',
    suitsTwos: 'Om ett drag slår ett annat avgör färgen bara bland tvåorna: ♦ = ♥ < ♣ < ♠.',
    joker: {
      high: 'En joker är högre än tvåan och spelas ensam eller med den andra jokern.',
      wild: 'En joker ersätter vilken valör som helst i ett set; ensam är den högre än tvåan.',
    },
    firstLead: {
      'club-3': 'Första given: den som har klöver 3 börjar.',
      'diamond-3': 'Första given: den som har ruter 3 börjar.',
      'left-of-dealer': 'Första given: spelaren till vänster om givaren börjar.',
      any: 'Första given: vem som helst får börja.',
    },
    firstCard: 'Det allra första draget måste innehålla {card}.',
    nextLead: {
      scum: 'Senare givar: förra givens Usling börjar.',
      president: 'Senare givar: Presidenten börjar.',
      'first-lead': 'Senare givar börjar som den första.',
    },
    lead: 'Den som spelar ut lägger ett kort eller flera av samma valör.',
    count: {
      same: 'Varje drag har exakt lika många kort som det förra.',
      more: 'Varje drag har minst lika många kort som det förra.',
      'bigger-wins': 'Fler kort slår färre, oavsett valör; med lika många kort avgör valören.',
    },
    equal: {
      off: 'Valören måste vara högre: samma valör slår inte.',
      on: 'Valören måste vara samma eller högre.',
      skip: 'Valören måste vara samma eller högre; samma valör hoppar över nästa spelare.',
    },
    reentry: {
      on: 'Du får passa och ändå spela senare i samma stick.',
      off: 'Den som passar står över resten av sticket.',
    },
    mandatory: {
      on: 'Kan du slå draget på bordet, måste du.',
      off: 'Du får alltid passa, även om du kan slå; bara den som spelar ut måste lägga.',
    },
    trickEnd: {
      normal:
        'Sticket är slut när alla andra har passat; den som lade sist spelar ut i nästa stick.',
      oneLap:
        'Efter utspelet får varje annan spelare en tur; sedan är sticket slut och den som lade det högsta draget spelar ut i nästa stick.',
    },
    goneOut: 'Har den spelaren gått ut, går utspelet till nästa spelare som har kort kvar.',
    clear:
      'Kort som rensar bordet: {ranks}. Ett sådant drag avslutar sticket direkt, och den som lade det spelar ut i nästa stick.',
    revolution: {
      off: 'Ingen revolution: ett fyrtal är bara ett starkt drag.',
      round:
        'Revolution: fyra eller fler av samma valör vänder ordningen (trean högst, tvåan lägst, jokrar förblir överst) till givens slut.',
      trick:
        'Revolution: fyra eller fler av samma valör vänder ordningen (trean högst, tvåan lägst, jokrar förblir överst) till stickets slut.',
    },
    counter: {
      on: 'Ett nytt fyrtal vänder tillbaka den.',
      off: 'Ett nytt fyrtal vänder inte tillbaka den.',
    },
    forbidden:
      'Att gå ut på {ranks} är ett regelbrott: spelaren går ut men får sämsta lediga plats.',
    forbiddenNone: 'Du får gå ut med vilket kort som helst.',
    exchange: {
      none: 'Inga kort byts mellan givarna.',
      one: 'I varje senare giv, när korten är utdelade, ger Uslingen sitt högsta kort till Presidenten.',
      two: 'I varje senare giv, när korten är utdelade, ger Uslingen sina två högsta kort till Presidenten; med fyra eller fler spelare ger Vice-uslingen sitt högsta kort till Vice-presidenten.',
    },
    exchangeReturn: {
      any: 'Den som får kort ger tillbaka lika många, valfria.',
      lowest: 'Den som får kort ger tillbaka lika många: sina lägsta.',
    },
    exchangeTies: {
      any: 'Har de högsta korten samma valör får vilket som helst av dem ges.',
      suit: 'Har de högsta korten samma valör ges den högre färgen (♣ < ♦ < ♥ < ♠).',
    },
    scoring: {
      none: 'Inga poäng: placeringen avgör bara rollerna i nästa giv.',
      places:
        'Varje giv får sista plats 0 poäng och varje plats ovanför en poäng mer (fyra spelare: 3, 2, 1, 0).',
      'two-one':
        'Varje giv får den som går ut först 2 poäng, den som går ut som andra spelare 1, övriga inget.',
    },
    length: {
      rounds: { one: 'Spelet pågår {n} giv.', other: 'Spelet pågår {n} givar.' },
      points: {
        one: 'Spelet tar slut när någon når {n} poäng.',
        other: 'Spelet tar slut när någon når {n} poäng.',
      },
      open: 'Spela så länge ni vill.',
      unscored:
        'Inga poäng räknas, så ingen poängställning avslutar spelet: spela så länge ni vill.',
    },
    ties: 'Vid lika poäng vinner den som placerade sig bäst i sista given.',
    miyako:
      'Miyako: går Presidenten inte ut först, faller hon till sista plats så fort någon annan går ut.',
  },
};
