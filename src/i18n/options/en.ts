/**
 * English words for the house-rules panel and the table-rules card. This file declares the
 * shape every language follows (`OptionStrings`); de, sv and nl are typed with it, so a missing
 * text fails to compile. The options' own names, explanations and value names are in
 * src/i18n/vocabulary, shared with the stepper and the preset table.
 *
 * Everything is plain data (strings with `{name}` placeholders), because it is handed to the
 * island as props: no functions. Plurals are `{ one, other }`. Role names follow
 * src/i18n/messages/en.ts (President, Vice President, Vice Scum, Scum).
 */
import type { PresetName, RuleSet } from '../../engine/rules.ts';
import type { CardGroup } from '../../lib/option-groups.ts';
import type { Plural } from '../format/plural.ts';

export type { Plural } from '../format/plural.ts';

export interface OptionStrings {
  readonly presets: Readonly<
    Record<PresetName, { readonly name: string; readonly description: string }>
  >;
  readonly panel: {
    readonly presetHeading: string;
    readonly presetHint: string;
    readonly optionsHeading: string;
    readonly optionsHint: string;
    readonly groups: Readonly<Record<CardGroup, string>>;
    /** Link to the option's section on the variants page; `{option}` for screen readers. */
    readonly seeIt: string;
    readonly seeItHidden: string;
    /** Marker beside a changed option. */
    readonly changed: string;
    readonly same: string;
    readonly differs: string;
    readonly reset: string;
    readonly lengthRounds: string;
    readonly lengthPoints: string;
    readonly lengthInvalid: string;
    readonly lengthValue: { readonly rounds: Plural; readonly points: Plural };
    readonly announceOption: string;
    readonly announcePreset: string;
    readonly noscript: string;
  };
  readonly notices: {
    readonly link: string;
    readonly storage: string;
    readonly unknownVersion: string;
    readonly missingVersion: string;
    readonly tooLong: string;
    readonly unknownPreset: string;
    readonly unknownKey: string;
    readonly badValue: string;
    readonly missingValue: string;
    readonly dismiss: string;
    /** Storage held something that is not a rule text at all. */
    readonly unreadable: string;
    /** A notice that came up `{n}` times, shown once. */
    readonly repeated: Plural;
    /** The last line of a capped list: how many notices were left out. */
    readonly more: Plural;
    /**
     * At the page's top when it was opened with a link's rules: where to read them (the card),
     * and, when they differ from rules saved in this browser, where to choose.
     */
    readonly linkTop: string;
    readonly toCard: string;
    readonly conflictTop: string;
    readonly toChoice: string;
    /** A link's rules differ from the saved ones: the question and its two answers. */
    readonly conflict: string;
    readonly useLink: string;
    readonly keepSaved: string;
    /** Announced after the answer. */
    readonly usedLink: string;
    readonly keptSaved: string;
    /** Storage refused to save (full or switched off). */
    readonly notSaved: string;
  };
  readonly actions: {
    readonly copyText: string;
    readonly print: string;
    readonly copied: string;
    readonly selected: string;
    readonly textLabel: string;
    readonly shareHeading: string;
    readonly shareHint: string;
    readonly shareLabel: string;
    readonly shareCopy: string;
    /** the link to the referee with the chosen rules */
    readonly referee: string;
    /** Link to the compare page with the chosen rules as A (issue 9). */
    readonly compare: string;
    /** the link to the practice table with the chosen rules */
    readonly practise: string;
  };
  readonly card: {
    readonly title: string;
    readonly preset: string;
    readonly changed: string;
    readonly link: string;
    readonly or: string;
    readonly groups: Readonly<Record<CardGroup, string>>;
    readonly deck: Readonly<Record<RuleSet['jokers'], string>>;
    readonly order: string;
    readonly suitsNever: string;
    readonly suitsTwos: string;
    readonly joker: Readonly<Record<RuleSet['joker'], string>>;
    readonly firstLead: Readonly<Record<RuleSet['firstLead'], string>>;
    readonly firstCard: string;
    readonly nextLead: Readonly<Record<RuleSet['nextLead'], string>>;
    readonly lead: string;
    readonly count: Readonly<Record<RuleSet['count'], string>>;
    readonly equal: Readonly<Record<RuleSet['equal'], string>>;
    readonly reentry: Readonly<Record<'on' | 'off', string>>;
    readonly mandatory: Readonly<Record<'on' | 'off', string>>;
    readonly trickEnd: Readonly<Record<'normal' | 'oneLap', string>>;
    readonly goneOut: string;
    readonly clear: string;
    readonly revolution: Readonly<Record<RuleSet['revolution'], string>>;
    readonly counter: Readonly<Record<'on' | 'off', string>>;
    readonly forbidden: string;
    readonly forbiddenNone: string;
    readonly exchange: Readonly<Record<RuleSet['exchange'], string>>;
    readonly exchangeReturn: Readonly<Record<RuleSet['exchangeReturn'], string>>;
    readonly exchangeTies: Readonly<Record<RuleSet['exchangeTies'], string>>;
    readonly scoring: Readonly<Record<RuleSet['scoring'], string>>;
    /** `unscored`: a points target without scoring (no score ever reaches it) */
    readonly length: {
      readonly rounds: Plural;
      readonly points: Plural;
      readonly open: string;
      readonly unscored: string;
    };
    readonly ties: string;
    readonly miyako: string;
  };
}

export const en: OptionStrings = {
  presets: {
    common: {
      name: 'Common form',
      description:
        'The widespread basic game: 3♣ leads, whoever passes sits out the trick, two cards are exchanged.',
    },
    classic: {
      name: 'Klassisch',
      description:
        'You may play again after passing; 3♣ leads; two cards exchanged; 3/2/1/0 points over five rounds.',
    },
    revolution: {
      name: 'Revolution',
      description:
        'Klassisch, and four of a kind turns the order over until the round ends; another four turns it back.',
    },
    house: {
      name: 'Hausregeln',
      description:
        'Revolution, and an 8 clears the trick; a President who is not first out falls to last.',
    },
    arschloch: {
      name: 'Arschloch',
      description:
        'The German Arschloch rules: the player left of the dealer leads, you may play again after passing, one card exchanged, 2/1 points up to 11.',
    },
    swedish: {
      name: 'Swedish',
      description:
        'The Swedish rules, which play as Arschloch: the player left of the dealer leads, you may play again after passing, one card exchanged, 2/1 points up to 11.',
    },
    dutch: {
      name: 'Dutch',
      description:
        'The Dutch rules: the same rank or higher, as many cards or more, 2s by suit, 3♦ leads.',
    },
  },

  panel: {
    presetHeading: 'Start from a preset',
    presetHint: 'Choosing a preset sets every option to its rules.',
    optionsHeading: 'Change single options',
    optionsHint: 'Each option says what it decides; “See it” shows it on the variants page.',
    groups: {
      deck: 'Deck and ranks',
      playing: 'Playing',
      tricks: 'Tricks and going out',
      exchange: 'Card exchange',
      scoring: 'Points and game length',
    },
    seeIt: 'See it',
    seeItHidden: ': {option} on the variants page',
    changed: 'changed ({preset}: {value})',
    same: 'Exactly the preset “{preset}”.',
    differs: 'Changed from “{preset}”: {options}.',
    reset: 'Back to “{preset}”',
    lengthRounds: 'Number of rounds',
    lengthPoints: 'Points to reach',
    lengthInvalid: 'Enter a whole number from 1 to 1000.',
    lengthValue: {
      rounds: { one: '{n} round', other: '{n} rounds' },
      points: { one: '{n} point', other: '{n} points' },
    },
    announceOption: '{option}: {value}.',
    announcePreset: 'Preset “{preset}”: every option set to its rules.',
    noscript:
      'Changing the options needs JavaScript. The card below shows the common form of the game.',
  },

  notices: {
    link: 'Part of this link could not be read and was left out; the rest is shown below.',
    storage: 'Your saved rules could not all be read; what could be read is shown below.',
    unknownVersion:
      'It was written in format {version}, which this page does not know; what it understands was read.',
    missingVersion: 'It does not start with a format number.',
    tooLong: 'It is far too long ({length} characters); only its beginning was read.',
    unknownPreset: 'There is no preset “{name}”.',
    unknownKey: 'There is no option “{name}”.',
    badValue: '“{value}” is not a value for {option}.',
    missingValue: '{option} has no value.',
    dismiss: 'Dismiss',
    unreadable: 'What was saved is not rules this page can read, so the common form is shown.',
    repeated: { one: '{text}', other: '{text} ({n} times)' },
    more: { one: 'And {n} more problem.', other: 'And {n} more problems.' },
    linkTop: 'These rules come from a shared link.',
    toCard: 'Read them on the card “Our table rules”',
    conflictTop: 'They differ from the rules saved in this browser:',
    toChoice: 'choose which to keep',
    conflict:
      'The rules in this link differ from the rules saved in this browser. The link’s rules are shown; your saved rules stay saved until you choose.',
    useLink: 'Use the link’s rules',
    keepSaved: 'Keep my saved rules',
    usedLink: 'The link’s rules are now saved in this browser.',
    keptSaved: 'Your saved rules are shown again.',
    notSaved:
      'This browser did not save these rules (its storage is full or switched off). They are only in this page’s address: copy the link to keep them.',
  },

  actions: {
    copyText: 'Copy as text',
    print: 'Print',
    copied: 'Copied to the clipboard.',
    selected: 'The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
    textLabel: 'The table rules as text',
    shareHeading: 'Share these rules',
    shareHint: 'Whoever opens this link sees the same rules.',
    shareLabel: 'Link to these rules',
    shareCopy: 'Copy link',
    referee: 'Referee a game with these rules',
    compare: 'Compare these rules with…',
    practise: 'Practise with these rules',
  },

  card: {
    title: 'Our table rules',
    preset: 'Based on: {preset}.',
    changed: 'Changed: {options}.',
    link: 'Link: {url}',
    or: 'or',
    groups: {
      deck: 'Deck',
      playing: 'Playing',
      tricks: 'Tricks',
      exchange: 'Exchange',
      scoring: 'Scoring',
    },
    deck: {
      '0': '52 cards, no jokers. Deal all of them, one at a time.',
      '1': '52 cards and one joker. Deal all of them, one at a time.',
      '2': '52 cards and two jokers. Deal all of them, one at a time.',
    },
    order: 'Low to high: {order}.',
    suitsNever: 'Suits never decide whether a play beats another.',
    suitsTwos: 'Whether a play beats another, suits decide only among 2s: ♦ = ♥ < ♣ < ♠.',
    joker: {
      high: 'A joker ranks above the 2 and is played alone or with the other joker.',
      wild: 'A joker stands in for any rank in a set; alone it ranks above the 2.',
    },
    firstLead: {
      'club-3': 'First round: whoever holds 3♣ leads.',
      'diamond-3': 'First round: whoever holds 3♦ leads.',
      'left-of-dealer': 'First round: the player left of the dealer leads.',
      any: 'First round: anyone may lead.',
    },
    firstCard: 'The very first play must contain {card}.',
    nextLead: {
      scum: 'Later rounds: the Scum of the last round leads.',
      president: 'Later rounds: the President leads.',
      'first-lead': 'Later rounds start the same way as the first.',
    },
    lead: 'Whoever leads plays one card or several of one rank.',
    count: {
      same: 'Every play has exactly as many cards as the one before.',
      more: 'Every play has at least as many cards as the one before.',
      'bigger-wins':
        'More cards beat fewer, whatever the rank; with as many cards the rank decides.',
    },
    equal: {
      off: 'The rank must be higher: the same rank does not beat it.',
      on: 'The rank must be the same or higher.',
      skip: 'The rank must be the same or higher; the same rank skips the next player.',
    },
    reentry: {
      on: 'You may pass and still play later in the same trick.',
      off: 'Once you pass, you sit out until the trick ends.',
    },
    mandatory: {
      on: 'If you can beat the play on the table, you must.',
      off: 'Unless you lead, you may always pass, even when you could beat the play.',
    },
    trickEnd: {
      normal:
        'The trick ends when everyone else has passed; whoever played last leads the next one.',
      oneLap:
        'After the lead every other player gets one turn; then the trick ends and the highest play leads next.',
    },
    goneOut: 'If that player has gone out, the next player who still holds cards leads.',
    clear:
      'Clearing cards: {ranks}. Such a play ends the trick at once, and its player leads next.',
    revolution: {
      off: 'No revolution: four of a kind is just a strong play.',
      round:
        'Revolution: four or more of a kind turn the order over (3 highest, 2 lowest, jokers stay on top) until the round ends.',
      trick:
        'Revolution: four or more of a kind turn the order over (3 highest, 2 lowest, jokers stay on top) until the trick ends.',
    },
    counter: {
      on: 'Another four of a kind turns it back.',
      off: 'Another four of a kind does not turn it back.',
    },
    forbidden:
      'Going out on {ranks} is a foul: whoever does it goes out but takes the worst free place.',
    forbiddenNone: 'You may go out with any card.',
    exchange: {
      none: 'No cards change hands between rounds.',
      one: 'Before every later round the Scum gives their highest card to the President.',
      two: 'Before every later round the Scum gives their two highest cards to the President; with four or more players the Vice Scum gives their highest card to the Vice President.',
    },
    exchangeReturn: {
      any: 'Each receiver gives back as many cards, of their own choice.',
      lowest: 'Each receiver gives back as many cards: their lowest.',
    },
    exchangeTies: {
      any: 'If the highest cards tie in rank, any of them may go.',
      suit: 'If the highest cards tie in rank, the higher suit goes (♣ < ♦ < ♥ < ♠).',
    },
    scoring: {
      none: 'No points: the places decide the roles for the next round.',
      places:
        'Each round the last place scores 0 points and each place above it one more (four players: 3, 2, 1, 0).',
      'two-one': 'Each round the first out scores 2 points, the second 1, the rest nothing.',
    },
    length: {
      rounds: { one: 'The game lasts {n} round.', other: 'The game lasts {n} rounds.' },
      points: {
        one: 'The game ends when someone reaches {n} point.',
        other: 'The game ends when someone reaches {n} points.',
      },
      open: 'Play as long as you like.',
      unscored: 'No points are kept, so no score ends the game: play as long as you like.',
    },
    ties: 'A tie goes to whoever placed better in the last round.',
    miyako:
      'Miyako: if the President does not go out first, they drop to last place as soon as someone else does.',
  },
};
