/** Die Wörter des Übungstischs auf Deutsch (die Form steht in ./shape.ts; Begriffe wie in 001). */
import type { PracticeStrings } from './shape.ts';

export const de: PracticeStrings = {
  title: 'Übungstisch',
  description:
    'Präsident im Browser gegen Computer spielen, mit jedem Regelsatz: sehen, warum ein Zug nicht geht, Tipps bekommen und eine Partie per Link teilen.',
  noscript: 'Der Übungstisch braucht JavaScript.',
  loading: 'Der Tisch wird gedeckt …',
  names: ['Du', 'Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix'],

  start: {
    heading: 'Neue Partie',
    lead: 'Wähle Regeln, Computer und Länge, dann wird gegeben. Klassisch, Revolution und Hausregeln sind die Regelsätze des Onlinespiels „Präsident“ (001); mit ihnen wird reihum wie dort gespielt, von dir aus nach rechts (gegen den Uhrzeigersinn), mit den anderen Regelsätzen im Uhrzeigersinn, von dir aus nach links.',
    rules: 'Regeln',
    rulesLink: 'Aus dem Link',
    rulesSaved: 'Deine Tischregeln',
    editRules: 'Diese Regeln auf der Seite „Tischregeln vereinbaren“ ändern',
    level: 'Computer',
    levels: { normal: 'Normal', strong: 'Stark' },
    levelHint:
      'Stark denkt voraus: gegen drei normale Computer wird er in etwa der Hälfte der Runden Erster, ein normaler in einem Viertel.',
    length: 'Länge',
    lengthRounds: { one: '{n} Runde', other: '{n} Runden' },
    lengthPoints: { one: 'bis {n} Punkt', other: 'bis {n} Punkte' },
    lengthOpen: 'Ohne Ende',
    players: 'Spieler',
    fromLink: 'Partie {code} aus dem Link: „Partie starten“ gibt dieselben Karten.',
    start: 'Partie starten',
    continue: 'Deine Partie fortsetzen',
    linkNotice: 'Von den Regeln im Link musste etwas wegfallen:',
  },

  notices: {
    label: 'Hinweise zum Speichern',
    setAside: {
      unreadable:
        'Deine gespeicherte Partie ließ sich nicht lesen (der Speicher des Browsers lieferte keinen Text).',
      json: 'Deine gespeicherte Partie ist beschädigt (ihre Daten sind ungültig).',
      version:
        'Deine gespeicherte Partie stammt von einer anderen Version dieser Seite und kann hier nicht gelesen werden.',
      schema: 'Deine gespeicherte Partie ist unvollständig oder beschädigt.',
      replay:
        'Deine gespeicherte Partie lässt sich nicht mehr bis zum gespeicherten Stand nachspielen.',
    },
    cleanStart:
      'Sie wird in diesem Browser beiseitegelegt aufbewahrt; du kannst eine neue Partie beginnen.',
    notSaved:
      'Die Partie konnte nicht gespeichert werden: Der Speicher des Browsers ist voll. Du kannst weiterspielen; beim nächsten Zug wird erneut gespeichert.',
    noStorage:
      'Dieser Browser erlaubt hier kein Speichern (ein privates Fenster?). Du kannst spielen, aber die Partie geht verloren, wenn die Seite geschlossen wird.',
    dismiss: 'Ausblenden',
    elsewhere:
      'Diese Partie ist in einem anderen Tab offen: Dieser Tab zeigt sie nur mit. Spiel dort weiter oder hier.',
    takeOver: 'Hier spielen',
  },

  table: {
    label: 'Übungstisch',
    roundOf: 'Runde {n} von {total}',
    roundTo: 'Runde {n}, bis {points} Punkte',
    round: 'Runde {n}',
    positions: { right: 'rechts', across: 'gegenüber', left: 'links' },
    cardsLeft: { one: '{n} Karte', other: '{n} Karten' },
    passed: 'gepasst',
    toAct: 'am Zug',
    points: { one: '{n} Punkt', other: '{n} Punkte' },
    place: '{place}: {role}',
    lastRole: 'Vorrunde: {role}',
    revolution: 'Revolution: Niedrig schlägt hoch',
    yourCards: 'Deine Karten',
    dimmed: 'sticht nicht',
    pile: 'Auf dem Tisch',
    emptyPile: 'Noch liegt nichts auf dem Tisch.',
    lastTrick: '{name} hat den letzten Stich mit {cards} gewonnen',
    lastTrickYou: 'Du hast den letzten Stich mit {cards} gewonnen',
    giveCount: 'Du musst {name} {count} zurückgeben, nicht {n}',

    dealing: 'Es wird gegeben … Tippe auf den Tisch, um das Geben zu überspringen.',
    skipDeal: 'Geben überspringen',
    yourTurn: 'Du bist dran: Wähle Karten zum Spielen oder passe.',
    yourTurnFaded:
      'Du bist dran: Wähle Karten zum Spielen oder passe. Blasse Karten schlagen den Tisch nicht.',
    yourLead: 'Du spielst aus: Wähle Karten.',
    chooseLead: 'Wähle Karten.',
    thinking: '{name} überlegt …',
    youAreOut: 'Du bist fertig: {place}, {role}. Die anderen spielen weiter.',
    skipping: 'Die Runde wird zu Ende gespielt …',
    ready: '{cards} spielen?',
    leaderCannotPass: 'Du spielst diesen Stich aus, darum darfst du nicht passen.',
    mustPlay: 'Du kannst stechen, und nach diesen Regeln musst du.',
    firstCard: 'Der erste Zug muss {card} enthalten.',
    noPlay: 'Keine deiner Karten sticht: passe.',
    hintShown: 'Tipp {i} von {n}',

    play: 'Spielen',
    pass: 'Passen',
    hint: 'Tipp',

    leads: {
      holds: '{name} hat {card} und spielt aus.',
      holdsYou: 'Du hast {card}, also spielst du aus.',
      previous: '{name}, in der letzten Runde {role}, spielt aus.',
      previousYou: 'Du warst in der letzten Runde {role}, also spielst du aus.',
      leftOfDealer: '{name} sitzt nach dem Geber {dealer} und spielt aus.',
      leftOfDealerYou: 'Du sitzt nach dem Geber {dealer}, also spielst du aus.',
      open: 'Jeder darf ausspielen.',
    },

    you: {
      played: 'Du spielst {cards}',
      passed: 'Du passt',
      wentOut: 'Du bist fertig: {place}, {role}',
      otherWentOut: '{name} ist fertig: {place}, {role}',
      trickWon: 'Du gewinnst den Stich und spielst aus',
      trickWonOther: 'Du gewinnst den Stich; {name} spielt aus',
      trickWonEnd: 'Du gewinnst den Stich',
      cleared: 'Du räumst den Tisch mit {rank} ab',
      leadAfter: '{name} gewinnt den Stich; du spielst aus',
      skipped: 'Du wirst übersprungen',
      foul: 'Regelverstoß: Du gehst mit {card} aus und bekommst {place}',
      miyakoYou: 'Sturz: {name} ist zuerst fertig, darum stürzt du auf {place}',
      miyakoBy: 'Sturz: Du bist zuerst fertig, darum stürzt {name} auf {place}',
    },

    exchange: {
      heading: 'Kartentausch',
      waiting: 'Die Karten werden getauscht …',
      chooseReturn: {
        one: 'Wähle eine beliebige Karte, die du {name} zurückgibst.',
        other: 'Wähle {n} beliebige Karten, die du {name} zurückgibst.',
      },
      give: 'Zurückgeben',
      ready: '{cards} an {name} zurückgeben?',
      gave: 'Du hast {cards} an {name} gegeben.',
      got: 'Du hast {cards} von {name} bekommen.',
      gaveHighest: {
        one: 'Du warst {role}, also ging deine höchste Karte an {name}: {cards}.',
        other: 'Du warst {role}, also gingen deine {n} höchsten Karten an {name}: {cards}.',
      },
      gotHighest: {
        one: '{name} war {role} und musste dir die höchste Karte geben: {cards}.',
        other: '{name} war {role} und musste dir die {n} höchsten Karten geben: {cards}.',
      },
    },

    roundOver: {
      heading: 'Runde {n} ist vorbei',
      place: 'Platz',
      player: 'Spieler',
      role: 'Rolle',
      points: 'Punkte',
      next: 'Runde {n} geben',
    },

    gameOver: {
      heading: 'Endstand',
      winner: '{name} gewinnt die Partie.',
      youWin: 'Du gewinnst die Partie!',
      tie: '{names} haben je {points}: Es entscheidet der bessere Platz in der letzten Runde.',
      tieNoScore: 'Diese Regeln zählen keine Punkte: Es entscheiden die Plätze der letzten Runde.',
      newGame: 'Neue Partie',
    },

    menu: {
      button: 'Spielmenü',
      speed: 'Tempo',
      normal: 'Normal',
      fast: 'Schnell',
      skip: 'Zum Rundenende springen',
      skipHint: 'Bist du fertig, spielen die anderen die Runde sofort zu Ende.',
      newGame: 'Neue Partie',
      newGameAsk:
        'Eine neue Partie beginnen? Diese endet dann endgültig und lässt sich nicht fortsetzen.',
      newGameYes: 'Beenden und neu beginnen',
      newGameNo: 'Weiterspielen',
      copyLink: 'Link zur Partie kopieren',
      linkLabel: 'Link zu dieser Partie',
      copied: 'Link kopiert.',
      selected: 'Der Link ist markiert: Kopiere ihn mit Strg+C.',
      code: 'Spielcode: {code}',
    },
  },
};
