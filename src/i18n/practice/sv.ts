/** Övningsbordets ord på svenska (formen finns i ./shape.ts). */
import type { PracticeStrings } from './shape.ts';

export const sv: PracticeStrings = {
  title: 'Övningsbord',
  description:
    'Spela President i webbläsaren mot datorspelare, med vilka regler som helst: se varför ett drag inte går, få tips och dela ett parti med en länk.',
  noscript: 'Övningsbordet behöver JavaScript.',
  loading: 'Bordet dukas …',
  names: ['Du', 'Astrid', 'Björn', 'Cecilia', 'Dag', 'Elsa', 'Frej'],

  start: {
    heading: 'Nytt parti',
    lead: 'Välj regler, datorspelare och längd, sedan delas korten ut. Övningsbordet följer det tyska onlinespelet Präsident (001): utan sparade husregler är reglerna från början dess regeluppsättning Klassisch. Med dess regeluppsättningar går turen som där, från dig åt höger (moturs); med de andra medurs, från dig åt vänster. För de svenska reglerna (003), välj Svensk.',
    rules: 'Regler',
    rulesLink: 'Från länken',
    rulesSaved: 'Era husregler',
    editRules: 'Ändra reglerna i husregelpanelen',
    level: 'Datorn',
    levels: { normal: 'Normal', strong: 'Stark' },
    levelHint:
      'Stark tänker framåt: mot tre normala spelare går den ut först i ungefär hälften av givarna, en normal i en fjärdedel.',
    length: 'Längd',
    lengthRounds: { one: '{n} giv', other: '{n} givar' },
    lengthPoints: { one: 'till {n} poäng', other: 'till {n} poäng' },
    lengthOpen: 'Utan slut',
    players: 'Spelare',
    fromLink: 'Parti {code} från länken: ”Starta partiet” delar ut samma kort.',
    start: 'Starta partiet',
    continue: 'Fortsätt ditt parti',
    linkNotice: 'Något i länkens regler fick lämnas bort:',
  },

  notices: {
    label: 'Om sparandet',
    setAside: {
      unreadable:
        'Ditt sparade parti kunde inte läsas (webbläsarens lagring gav tillbaka något som inte är text).',
      json: 'Ditt sparade parti är skadat (dess data är ogiltiga).',
      version:
        'Ditt sparade parti kommer från en annan version av webbplatsen och kan inte läsas här.',
      schema: 'Ditt sparade parti är ofullständigt eller skadat.',
      replay: 'Ditt sparade parti kan inte längre spelas upp till där det sparades.',
    },
    cleanStart: 'Det ligger kvar åt sidan i den här webbläsaren; du kan börja ett nytt parti.',
    notSaved:
      'Partiet kunde inte sparas: webbläsarens lagring är full. Du kan spela vidare; det sparas på nytt vid nästa drag.',
    noStorage:
      'Den här webbläsaren tillåter inte att något sparas här (ett privat fönster?). Du kan spela, men partiet försvinner när sidan stängs.',
    dismiss: 'Dölj',
    elsewhere:
      'Det här spelet är öppet i en annan flik: den här fliken följer bara med. Spela vidare där eller här.',
    takeOver: 'Spela här',
  },

  table: {
    label: 'Övningsbord',
    roundOf: 'Giv {n} av {total}',
    roundTo: 'Giv {n}, till {points} poäng',
    round: 'Giv {n}',
    positions: { right: 'höger', across: 'mittemot', left: 'vänster' },
    cardsLeft: { one: '{n} kort', other: '{n} kort' },
    passed: 'passade',
    toAct: 'på tur',
    points: { one: '{n} poäng', other: '{n} poäng' },
    place: '{place}: {role}',
    lastRole: 'förra given: {role}',
    revolution: 'Revolution: lågt slår högt',
    yourCards: 'Dina kort',
    dimmed: 'slår inte',
    pile: 'På bordet',
    emptyPile: 'Inget ligger på bordet ännu.',
    lastTrick: '{name} vann det senaste sticket med {cards}',
    lastTrickYou: 'Du vann det senaste sticket med {cards}',
    giveCount: 'Du ska ge tillbaka {count} till {name}, inte {n}',

    dealing: 'Korten delas ut … tryck på bordet för att hoppa över.',
    skipDeal: 'Hoppa över utdelningen',
    yourTurn: 'Din tur: välj kort att spela eller passa.',
    yourTurnFaded: 'Din tur: välj kort att spela eller passa. Bleka kort slår inte det som ligger.',
    yourLead: 'Du spelar ut: välj kort.',
    chooseLead: 'Välj kort.',
    thinking: '{name} funderar …',
    youAreOut: 'Du är ute: {place}, {role}. De andra spelar vidare.',
    skipping: 'Given spelas färdigt …',
    ready: 'Spela {cards}?',
    leaderCannotPass: 'Du spelar ut det här sticket och kan inte passa.',
    mustPlay: 'Du kan slå, och enligt de här reglerna måste du.',
    firstCard: 'Första draget måste innehålla {card}.',
    noPlay: 'Inget av dina kort slår: passa.',
    hintShown: 'Tips {i} av {n}',

    play: 'Spela',
    pass: 'Passa',
    hint: 'Tips',

    leads: {
      holds: '{name} har {card} och spelar ut.',
      holdsYou: 'Du har {card}, så du spelar ut.',
      previous: '{name}, {role} förra given, spelar ut.',
      previousYou: 'Du var {role} förra given, så du spelar ut.',
      leftOfDealer: '{name} sitter efter givaren {dealer} och spelar ut.',
      leftOfDealerYou: 'Du sitter efter givaren {dealer}, så du spelar ut.',
      open: 'Vem som helst får spela ut.',
    },

    you: {
      played: 'Du spelar {cards}',
      passed: 'Du passar',
      wentOut: 'Du är ute: {place}, {role}',
      otherWentOut: '{name} går ut: {place}, {role}',
      trickWon: 'Du vinner sticket och spelar ut',
      trickWonOther: 'Du vinner sticket; {name} spelar ut',
      trickWonEnd: 'Du vinner sticket',
      cleared: 'Du rensar bordet med {rank}',
      leadAfter: '{name} vinner sticket; du spelar ut',
      skipped: 'Du hoppas över',
      foul: 'Regelbrott: du går ut med {card} och får {place}',
      miyakoYou: 'Miyako: {name} går ut först, så du faller till {place}',
      miyakoBy: 'Miyako: du går ut först, så {name} faller till {place}',
    },

    exchange: {
      heading: 'Kortbyte',
      waiting: 'Korten byts …',
      chooseReturn: {
        one: 'Välj ett valfritt kort att ge tillbaka till {name}.',
        other: 'Välj {n} valfria kort att ge tillbaka till {name}.',
      },
      give: 'Ge tillbaka',
      ready: 'Ge tillbaka {cards} till {name}?',
      gave: 'Du gav {cards} till {name}.',
      got: 'Du fick {cards} av {name}.',
      gaveHighest: {
        one: 'Du var {role} förra given, så ditt högsta kort gick till {name}: {cards}.',
        other: 'Du var {role} förra given, så dina {n} högsta kort gick till {name}: {cards}.',
      },
      gotHighest: {
        one: '{name}, {role} förra given, fick ge dig sitt högsta kort: {cards}.',
        other: '{name}, {role} förra given, fick ge dig sina {n} högsta kort: {cards}.',
      },
    },

    roundOver: {
      heading: 'Giv {n} är slut',
      place: 'Plats',
      player: 'Spelare',
      role: 'Roll',
      points: 'Poäng',
      next: 'Dela ut giv {n}',
    },

    gameOver: {
      heading: 'Slutställning',
      winner: '{name} vinner partiet.',
      youWin: 'Du vinner partiet!',
      tie: '{names} har {points} var: bättre plats i sista given avgör.',
      tieNoScore: 'De här reglerna räknar inga poäng: platserna i sista given avgör.',
      newGame: 'Nytt parti',
    },

    menu: {
      button: 'Spelmeny',
      speed: 'Tempo',
      normal: 'Normalt',
      fast: 'Snabbt',
      skip: 'Hoppa till givens slut',
      skipHint: 'När du är ute spelar de andra färdigt given direkt.',
      newGame: 'Nytt parti',
      newGameAsk: 'Börja ett nytt parti? Det här partiet tar då slut och kan inte fortsättas.',
      newGameYes: 'Avsluta och börja om',
      newGameNo: 'Spela vidare',
      copyLink: 'Kopiera länk till partiet',
      linkLabel: 'Länk till det här partiet',
      copied: 'Länken är kopierad.',
      selected: 'Länken är markerad: kopiera den med Ctrl+C.',
      code: 'Partikod: {code}',
    },
  },
};
