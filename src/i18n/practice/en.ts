/** The practice table's words in English (the shape is ./shape.ts). */
import type { PracticeStrings } from './shape.ts';

export const en: PracticeStrings = {
  title: 'Practice table',
  description:
    'Play President in your browser against computer players, under any rule set: see why a play is not allowed, get hints, and share a game by its link.',
  noscript: 'The practice table needs JavaScript.',
  loading: 'Setting up the table…',
  names: ['You', 'Ann', 'Ben', 'Cleo', 'Dev', 'Ella', 'Finn'],

  start: {
    heading: 'New game',
    lead: 'Choose the rules, the computer players and the length, then deal. Play goes round: you, right, across, left.',
    rules: 'Rules',
    rulesLink: 'From the link',
    rulesSaved: 'Your house rules',
    editRules: 'Change these rules in the house-rules panel',
    level: 'Computer',
    levels: { normal: 'Normal', strong: 'Strong' },
    length: 'Length',
    lengthRounds: { one: '{n} round', other: '{n} rounds' },
    lengthPoints: { one: 'to {n} point', other: 'to {n} points' },
    lengthOpen: 'No end',
    players: 'Players',
    fromLink: 'Game {code} from the link: Start deals the same cards.',
    start: 'Start game',
    continue: 'Continue your game',
    linkNotice: 'The link’s rules had to leave something out:',
  },

  notices: {
    label: 'About saving',
    setAside: {
      unreadable:
        'Your saved game could not be read (the browser’s storage gave back something that is not text).',
      json: 'Your saved game is damaged (its data is not valid).',
      version: 'Your saved game is from another version of this site and cannot be read here.',
      schema: 'Your saved game is incomplete or damaged.',
      replay: 'Your saved game no longer plays back to where it was saved.',
    },
    cleanStart: 'It is kept aside in this browser; you can start a new game.',
    notSaved:
      'The game could not be saved: the browser’s storage is full. You can play on; saving is tried again with the next move.',
    noStorage:
      'This browser does not allow saving here (a private window?). You can play, but the game is lost when the page closes.',
    dismiss: 'Dismiss',
    elsewhere: 'This game is open in another tab: this one follows it. Play on there, or here.',
    takeOver: 'Play here',
  },

  table: {
    label: 'Practice table',
    roundOf: 'Round {n} of {total}',
    roundTo: 'Round {n}, to {points} points',
    round: 'Round {n}',
    positions: { right: 'right', across: 'across', left: 'left' },
    cardsLeft: { one: '{n} card', other: '{n} cards' },
    passed: 'passed',
    toAct: 'to play',
    points: { one: '{n} point', other: '{n} points' },
    place: '{place}: {role}',
    revolution: 'Revolution: low beats high',
    yourCards: 'Your cards',
    dimmed: 'cannot beat',
    pile: 'On the table',
    emptyPile: 'Nothing on the table yet.',
    lastTrick: '{name} won the last trick with {cards}',

    dealing: 'Dealing… tap to skip.',
    skipDeal: 'Skip the deal',
    yourTurn: 'Your turn: select cards to play, or pass.',
    yourLead: 'Your lead: select cards to play.',
    thinking: '{name} is thinking…',
    youAreOut: 'You are out: {place}, {role}. The others play on.',
    skipping: 'Playing the round out…',
    ready: 'Play {cards}?',
    leaderCannotPass: 'You lead this trick, so you cannot pass.',
    mustPlay: 'You can beat it, and under these rules you must.',
    firstCard: 'The first play must include {card}.',
    noPlay: 'Nothing you hold beats it: pass.',
    hintShown: 'Hint {i} of {n}',

    play: 'Play',
    pass: 'Pass',
    hint: 'Hint',

    leads: {
      holds: '{name} holds {card} and leads.',
      holdsYou: 'You hold {card}, so you lead.',
      previous: '{name}, last round’s {role}, leads.',
      previousYou: 'You were {role} last round, so you lead.',
      leftOfDealer: '{name}, after the dealer {dealer}, leads.',
      open: 'Anyone may lead.',
    },

    you: {
      played: 'You play {cards}',
      passed: 'You pass',
      gave: 'You give {cards} to {name}',
      wentOut: 'You are out: {place}, {role}',
      trickWon: 'You win the trick and lead',
      cleared: 'You clear the table with {rank}',
      gotFrom: '{name} gives you {cards}',
      leadAfter: '{name} wins the trick; you lead',
      skipped: 'You are skipped',
      foul: 'Foul: you go out with {card} and take {place}',
      miyakoYou: 'Miyako: {name} goes out first, so you drop to {place}',
      miyakoBy: 'Miyako: you go out first, so {name} drops to {place}',
    },

    exchange: {
      heading: 'Card exchange',
      waiting: 'The cards are being exchanged…',
      chooseReturn: {
        one: 'Choose 1 card to give back to {name}.',
        other: 'Choose {n} cards to give back to {name}.',
      },
      give: 'Give back',
      ready: 'Give {cards} back to {name}?',
      gave: 'You gave {cards} to {name}.',
      got: 'You got {cards} from {name}.',
    },

    roundOver: {
      heading: 'Round {n} is over',
      place: 'Place',
      player: 'Player',
      role: 'Role',
      points: 'Points',
      total: 'Total',
      next: 'Deal round {n}',
    },

    gameOver: {
      heading: 'Final standings',
      winner: '{name} wins the game.',
      youWin: 'You win the game!',
      tie: '{names} have {points} each: the better place in the last round decides.',
      tieNoScore: 'These rules keep no score: the last round’s places decide.',
      newGame: 'New game',
    },

    menu: {
      button: 'Menu',
      speed: 'Speed',
      normal: 'Normal',
      fast: 'Fast',
      skip: 'Skip to the end of the round',
      skipHint: 'Once you are out, the others play the round out at once.',
      newGame: 'New game',
      copyLink: 'Copy link to this game',
      linkLabel: 'Link to this game',
      copied: 'Link copied.',
      selected: 'The link is selected: copy it with Ctrl+C.',
      code: 'Game code: {code}',
    },
  },
};
