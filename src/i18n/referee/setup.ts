/**
 * The referee's set-up screen and the list of kept games, in each language. `{name}`
 * placeholders are filled by the screen; plurals are `{ one, other }` (src/i18n/format).
 */
import type { Plural } from '../format/plural.ts';
import type { Lang } from '../langs.ts';

export interface SetupStrings {
  /** the page's title and description */
  readonly title: string;
  readonly description: string;
  readonly heading: string;
  readonly start: string;

  readonly playersHeading: string;
  readonly playersHint: string;
  /** an input's label: "Player 1" */
  readonly playerLabel: string;
  /** an unnamed seat in the buttons' labels: "player 2" */
  readonly unnamed: string;
  readonly addPlayer: string;
  readonly removePlayer: string;
  readonly moveUp: string;
  readonly moveDown: string;
  /** announced after a move: "Ben is now in seat 2 of 4." */
  readonly moved: string;
  readonly added: string;
  readonly removed: string;
  readonly maxPlayers: string;
  readonly knownHeading: string;
  readonly knownHint: string;
  readonly addKnown: string;

  readonly dealerLabel: string;
  readonly dealerHint: string;

  readonly rulesHeading: string;
  readonly rulesLabel: string;
  readonly rulesFromLink: string;
  readonly rulesSaved: string;
  readonly presetsGroup: string;
  readonly editRules: string;
  readonly showCard: string;
  readonly linkNotice: string;
  readonly linkNoticeKept: string;
  readonly dismiss: string;

  readonly modeHeading: string;
  readonly modeTable: string;
  readonly modeTableHint: string;
  readonly modeKnown: string;
  readonly modeKnownHint: string;

  readonly fromHeading: string;
  readonly fromStart: string;
  readonly fromMiddle: string;
  readonly roundLabel: string;
  readonly placesHeading: string;
  readonly placesHint: string;
  readonly placeMoved: string;
  readonly totalsHeading: string;
  readonly totalLabel: string;

  readonly gameNameLabel: string;
  readonly gameNameHint: string;

  readonly errors: {
    readonly empty: string;
    readonly long: string;
    readonly character: string;
    readonly keyword: string;
    readonly duplicate: string;
    readonly tooFew: string;
    readonly tooMany: string;
    readonly round: string;
    readonly total: string;
    readonly summary: Plural;
  };

  readonly kept: {
    readonly heading: string;
    readonly empty: string;
    readonly resume: string;
    readonly remove: string;
    readonly confirm: string;
    readonly cancel: string;
    readonly updated: string;
    readonly removed: string;
    readonly failed: string;
  };
}

export const SETUP: { readonly [L in Lang]: SetupStrings } = {
  en: {
    title: 'Referee',
    description:
      'A referee for a real table: enter each play and see at once whether it is allowed, and why not.',
    heading: 'A new game at the table',
    start: 'Start refereeing',
    playersHeading: 'Players',
    playersHint:
      'In seating order: play goes round the table in this order. Drag a name by its handle, or use the arrows.',
    playerLabel: 'Player {n}',
    unnamed: 'player {n}',
    addPlayer: 'Add a player',
    removePlayer: 'Remove {name}',
    moveUp: 'Move {name} up',
    moveDown: 'Move {name} down',
    moved: '{name} is now in seat {seat} of {count}.',
    added: '{name} added in seat {seat}.',
    removed: '{name} removed.',
    maxPlayers: 'The table is full: {max} players at most.',
    knownHeading: 'Played here before',
    knownHint: 'Tap a name to seat that player.',
    addKnown: 'Seat {name}',
    dealerLabel: 'Dealer',
    dealerHint: 'Deals the first round; the player after the dealer gets the first card.',
    rulesHeading: 'Rules',
    rulesLabel: 'Rule set',
    rulesFromLink: 'The rules from the link',
    rulesSaved: 'Your house rules (from the house-rules page)',
    presetsGroup: 'Presets',
    editRules: 'Change the rules on the house-rules page',
    showCard: 'Show the table rules',
    linkNotice: 'Some of the link’s rules could not be read and were left out:',
    linkNoticeKept: 'The rest of the link’s rules are used.',
    dismiss: 'Dismiss',
    modeHeading: 'What the referee knows',
    modeTable: 'Table mode',
    modeTableHint:
      'Cards are played from real hands; the referee counts them but does not see them.',
    modeKnown: 'Known hands',
    modeKnownHint: 'Each hand is entered before the round, to check every card (for a dispute).',
    fromHeading: 'Where the game starts',
    fromStart: 'A new game, round 1',
    fromMiddle: 'A game already under way',
    roundLabel: 'Round to start at',
    placesHeading: 'Last round’s places',
    placesHint: 'First place first. Drag a name or use the arrows.',
    placeMoved: '{name} is now in place {seat} of {count}.',
    totalsHeading: 'Points so far (optional)',
    totalLabel: 'Points of {name}',
    gameNameLabel: 'Name of this game (optional)',
    gameNameHint: 'Shown in the list of kept games; the players’ names if left empty.',
    errors: {
      empty: 'Enter a name.',
      long: 'A name has at most {max} characters.',
      character: 'A name cannot contain a comma, a colon or #.',
      keyword: 'A name cannot be or begin with “{word}” (a word of the table notation).',
      duplicate: 'Two players cannot both be called {name}.',
      tooFew: 'A game needs at least {min} players.',
      tooMany: 'A game has at most {max} players.',
      round: 'Enter a round from 2 to {max}.',
      total: 'Enter a whole number, or leave it empty.',
      summary: {
        one: 'The game cannot start yet: {n} entry needs a look.',
        other: 'The game cannot start yet: {n} entries need a look.',
      },
    },
    kept: {
      heading: 'Kept games',
      empty: 'No game is kept at this device yet.',
      resume: 'Resume',
      remove: 'Remove',
      confirm: 'Remove for good',
      cancel: 'Keep it',
      updated: 'last entry {date}',
      removed: '{name} removed.',
      failed: 'This game could not be opened.',
    },
  },
  de: {
    title: 'Schiedsrichter',
    description:
      'Ein Schiedsrichter für den echten Tisch: jeden Zug eingeben und sofort sehen, ob er erlaubt ist und warum nicht.',
    heading: 'Ein neues Spiel am Tisch',
    start: 'Schiedsrichter starten',
    playersHeading: 'Spieler',
    playersHint:
      'In Sitzreihenfolge: In dieser Reihenfolge geht das Spiel um den Tisch. Einen Namen am Griff ziehen oder die Pfeile benutzen.',
    playerLabel: 'Spieler {n}',
    unnamed: 'Spieler {n}',
    addPlayer: 'Spieler hinzufügen',
    removePlayer: '{name} entfernen',
    moveUp: '{name} nach oben',
    moveDown: '{name} nach unten',
    moved: '{name} sitzt jetzt auf Platz {seat} von {count}.',
    added: '{name} sitzt auf Platz {seat}.',
    removed: '{name} entfernt.',
    maxPlayers: 'Der Tisch ist voll: höchstens {max} Spieler.',
    knownHeading: 'Hier schon gespielt',
    knownHint: 'Einen Namen antippen, um den Spieler an den Tisch zu setzen.',
    addKnown: '{name} an den Tisch',
    dealerLabel: 'Geber',
    dealerHint: 'Gibt die erste Runde; der Spieler nach dem Geber bekommt die erste Karte.',
    rulesHeading: 'Regeln',
    rulesLabel: 'Regelwerk',
    rulesFromLink: 'Die Regeln aus dem Link',
    rulesSaved: 'Eure Hausregeln (von der Seite Hausregeln)',
    presetsGroup: 'Vorlagen',
    editRules: 'Die Regeln auf der Seite Hausregeln ändern',
    showCard: 'Die Tischregeln zeigen',
    linkNotice: 'Einige Regeln aus dem Link waren nicht lesbar und wurden weggelassen:',
    linkNoticeKept: 'Die übrigen Regeln aus dem Link gelten.',
    dismiss: 'Ausblenden',
    modeHeading: 'Was der Schiedsrichter weiß',
    modeTable: 'Tischmodus',
    modeTableHint:
      'Gespielt wird aus echten Händen; der Schiedsrichter zählt die Karten, sieht sie aber nicht.',
    modeKnown: 'Bekannte Blätter',
    modeKnownHint:
      'Jedes Blatt wird vor der Runde eingegeben, damit jede Karte geprüft wird (für einen Streitfall).',
    fromHeading: 'Wo das Spiel beginnt',
    fromStart: 'Ein neues Spiel, Runde 1',
    fromMiddle: 'Ein Spiel, das schon läuft',
    roundLabel: 'Beginnen bei Runde',
    placesHeading: 'Plätze der letzten Runde',
    placesHint: 'Der erste Platz zuerst. Einen Namen ziehen oder die Pfeile benutzen.',
    placeMoved: '{name} ist jetzt auf Platz {seat} von {count}.',
    totalsHeading: 'Punkte bisher (freiwillig)',
    totalLabel: 'Punkte von {name}',
    gameNameLabel: 'Name dieses Spiels (freiwillig)',
    gameNameHint: 'Steht in der Liste der gespeicherten Spiele; leer bleiben die Spielernamen.',
    errors: {
      empty: 'Bitte einen Namen eingeben.',
      long: 'Ein Name hat höchstens {max} Zeichen.',
      character: 'Ein Name darf kein Komma, keinen Doppelpunkt und kein # enthalten.',
      keyword:
        'Ein Name darf nicht „{word}“ sein oder damit beginnen (ein Wort der Tischnotation).',
      duplicate: 'Zwei Spieler können nicht beide {name} heißen.',
      tooFew: 'Ein Spiel braucht mindestens {min} Spieler.',
      tooMany: 'Ein Spiel hat höchstens {max} Spieler.',
      round: 'Bitte eine Runde von 2 bis {max} eingeben.',
      total: 'Bitte eine ganze Zahl eingeben oder das Feld leer lassen.',
      summary: {
        one: 'Das Spiel kann noch nicht beginnen: {n} Angabe muss geprüft werden.',
        other: 'Das Spiel kann noch nicht beginnen: {n} Angaben müssen geprüft werden.',
      },
    },
    kept: {
      heading: 'Gespeicherte Spiele',
      empty: 'Auf diesem Gerät ist noch kein Spiel gespeichert.',
      resume: 'Fortsetzen',
      remove: 'Entfernen',
      confirm: 'Endgültig entfernen',
      cancel: 'Behalten',
      updated: 'letzter Eintrag {date}',
      removed: '{name} entfernt.',
      failed: 'Dieses Spiel ließ sich nicht öffnen.',
    },
  },
  sv: {
    title: 'Domare',
    description:
      'En domare för ett riktigt bord: skriv in varje drag och se direkt om det är tillåtet, och varför inte.',
    heading: 'Ett nytt parti vid bordet',
    start: 'Börja döma',
    playersHeading: 'Spelare',
    playersHint:
      'I sittordning: spelet går runt bordet i den här ordningen. Dra ett namn i handtaget eller använd pilarna.',
    playerLabel: 'Spelare {n}',
    unnamed: 'spelare {n}',
    addPlayer: 'Lägg till en spelare',
    removePlayer: 'Ta bort {name}',
    moveUp: 'Flytta upp {name}',
    moveDown: 'Flytta ner {name}',
    moved: '{name} sitter nu på plats {seat} av {count}.',
    added: '{name} sitter på plats {seat}.',
    removed: '{name} borttagen.',
    maxPlayers: 'Bordet är fullt: högst {max} spelare.',
    knownHeading: 'Har spelat här förut',
    knownHint: 'Tryck på ett namn för att sätta spelaren vid bordet.',
    addKnown: 'Sätt {name} vid bordet',
    dealerLabel: 'Givare',
    dealerHint: 'Ger första given; spelaren efter givaren får det första kortet.',
    rulesHeading: 'Regler',
    rulesLabel: 'Regeluppsättning',
    rulesFromLink: 'Reglerna från länken',
    rulesSaved: 'Era husregler (från sidan Husregler)',
    presetsGroup: 'Förval',
    editRules: 'Ändra reglerna på sidan Husregler',
    showCard: 'Visa bordsreglerna',
    linkNotice: 'Några av länkens regler gick inte att läsa och utelämnades:',
    linkNoticeKept: 'Resten av länkens regler gäller.',
    dismiss: 'Stäng',
    modeHeading: 'Vad domaren vet',
    modeTable: 'Bordsläge',
    modeTableHint: 'Korten spelas från riktiga händer; domaren räknar dem men ser dem inte.',
    modeKnown: 'Kända händer',
    modeKnownHint:
      'Varje hand skrivs in före given, så att varje kort kontrolleras (vid en tvist).',
    fromHeading: 'Var partiet börjar',
    fromStart: 'Ett nytt parti, giv 1',
    fromMiddle: 'Ett parti som redan pågår',
    roundLabel: 'Börja vid giv',
    placesHeading: 'Förra givens placeringar',
    placesHint: 'Första plats först. Dra ett namn eller använd pilarna.',
    placeMoved: '{name} har nu placering {seat} av {count}.',
    totalsHeading: 'Poäng hittills (frivilligt)',
    totalLabel: 'Poäng för {name}',
    gameNameLabel: 'Partiets namn (frivilligt)',
    gameNameHint: 'Visas i listan över sparade partier; tomt ger spelarnas namn.',
    errors: {
      empty: 'Skriv ett namn.',
      long: 'Ett namn har högst {max} tecken.',
      character: 'Ett namn får inte innehålla kommatecken, kolon eller #.',
      keyword: 'Ett namn får inte vara eller börja med ”{word}” (ett ord i bordsnotationen).',
      duplicate: 'Två spelare kan inte båda heta {name}.',
      tooFew: 'Ett parti behöver minst {min} spelare.',
      tooMany: 'Ett parti har högst {max} spelare.',
      round: 'Skriv en giv från 2 till {max}.',
      total: 'Skriv ett heltal, eller lämna fältet tomt.',
      summary: {
        one: 'Partiet kan inte börja än: {n} uppgift behöver ses över.',
        other: 'Partiet kan inte börja än: {n} uppgifter behöver ses över.',
      },
    },
    kept: {
      heading: 'Sparade partier',
      empty: 'Inget parti är sparat på den här enheten än.',
      resume: 'Fortsätt',
      remove: 'Ta bort',
      confirm: 'Ta bort för gott',
      cancel: 'Behåll',
      updated: 'senaste drag {date}',
      removed: '{name} borttaget.',
      failed: 'Det här partiet gick inte att öppna.',
    },
  },
  nl: {
    title: 'Scheidsrechter',
    description:
      'Een scheidsrechter voor een echte tafel: voer elke zet in en zie meteen of hij mag, en waarom niet.',
    heading: 'Een nieuw spel aan tafel',
    start: 'Begin met scheidsrechteren',
    playersHeading: 'Spelers',
    playersHint:
      'In zitvolgorde: het spel gaat in deze volgorde rond de tafel. Sleep een naam aan de greep, of gebruik de pijlen.',
    playerLabel: 'Speler {n}',
    unnamed: 'speler {n}',
    addPlayer: 'Speler toevoegen',
    removePlayer: '{name} verwijderen',
    moveUp: '{name} omhoog',
    moveDown: '{name} omlaag',
    moved: '{name} zit nu op plaats {seat} van {count}.',
    added: '{name} zit op plaats {seat}.',
    removed: '{name} verwijderd.',
    maxPlayers: 'De tafel is vol: hoogstens {max} spelers.',
    knownHeading: 'Speelde hier eerder',
    knownHint: 'Tik op een naam om die speler aan tafel te zetten.',
    addKnown: '{name} aan tafel',
    dealerLabel: 'Gever',
    dealerHint: 'Geeft de eerste ronde; de speler na de gever krijgt de eerste kaart.',
    rulesHeading: 'Regels',
    rulesLabel: 'Regelset',
    rulesFromLink: 'De regels uit de link',
    rulesSaved: 'Jullie huisregels (van de pagina Huisregels)',
    presetsGroup: 'Voorinstellingen',
    editRules: 'De regels wijzigen op de pagina Huisregels',
    showCard: 'De tafelregels tonen',
    linkNotice: 'Een deel van de regels uit de link was onleesbaar en is weggelaten:',
    linkNoticeKept: 'De overige regels uit de link gelden.',
    dismiss: 'Sluiten',
    modeHeading: 'Wat de scheidsrechter weet',
    modeTable: 'Tafelmodus',
    modeTableHint:
      'Er wordt gespeeld uit echte handen; de scheidsrechter telt de kaarten maar ziet ze niet.',
    modeKnown: 'Bekende handen',
    modeKnownHint:
      'Elke hand wordt voor de ronde ingevoerd, zodat elke kaart wordt gecontroleerd (bij een geschil).',
    fromHeading: 'Waar het spel begint',
    fromStart: 'Een nieuw spel, ronde 1',
    fromMiddle: 'Een spel dat al bezig is',
    roundLabel: 'Beginnen bij ronde',
    placesHeading: 'Plaatsen van de vorige ronde',
    placesHint: 'De eerste plaats eerst. Sleep een naam of gebruik de pijlen.',
    placeMoved: '{name} staat nu op plaats {seat} van {count}.',
    totalsHeading: 'Punten tot nu toe (optioneel)',
    totalLabel: 'Punten van {name}',
    gameNameLabel: 'Naam van dit spel (optioneel)',
    gameNameHint: 'Staat in de lijst van bewaarde spellen; leeg geeft de namen van de spelers.',
    errors: {
      empty: 'Vul een naam in.',
      long: 'Een naam heeft hoogstens {max} tekens.',
      character: 'Een naam mag geen komma, dubbele punt of # bevatten.',
      keyword: 'Een naam mag niet „{word}” zijn of ermee beginnen (een woord van de tafelnotatie).',
      duplicate: 'Twee spelers kunnen niet allebei {name} heten.',
      tooFew: 'Een spel heeft minstens {min} spelers nodig.',
      tooMany: 'Een spel heeft hoogstens {max} spelers.',
      round: 'Vul een ronde van 2 tot {max} in.',
      total: 'Vul een geheel getal in, of laat het veld leeg.',
      summary: {
        one: 'Het spel kan nog niet beginnen: {n} invoer moet worden nagekeken.',
        other: 'Het spel kan nog niet beginnen: {n} invoeren moeten worden nagekeken.',
      },
    },
    kept: {
      heading: 'Bewaarde spellen',
      empty: 'Op dit apparaat is nog geen spel bewaard.',
      resume: 'Hervatten',
      remove: 'Verwijderen',
      confirm: 'Definitief verwijderen',
      cancel: 'Bewaren',
      updated: 'laatste zet {date}',
      removed: '{name} verwijderd.',
      failed: 'Dit spel kon niet worden geopend.',
    },
  },
};
