/**
 * The words for the rule options in English: for every option of rules-spec §3 its name, a
 * one-line explanation, and a name for each of its values. This file declares the shape every
 * language follows (`Vocabulary`, read from the engine's option kinds and CHOICES), and de, sv
 * and nl are typed with it, so a missing option or value fails to compile.
 *
 * The house-rules panel, the table-rules card, the example stepper's rule toggles and the
 * preset table all read these words. Plain data (strings, `{n}` placeholders), because islands
 * get it as props.
 */
import type {
  Choice,
  ChoiceKey,
  GameLength,
  OnOffKey,
  RankListKey,
  RuleKey,
} from '../../engine/rules.ts';

/** The words of one option whose values are named by `W`. */
export interface OptionWords<W extends PropertyKey> {
  /** Short name of the option, e.g. "Re-entry". */
  readonly label: string;
  /** One line saying what it decides. */
  readonly explain: string;
  /** A readable name for each value ("you may play again after passing"). */
  readonly values: Readonly<Record<W, string>>;
  /** The same values in a word or two, for the cells of a table ("yes", "2, 1, 0"). */
  readonly short: Readonly<Record<W, string>>;
}

/** A choice option names each value of its tuple in CHOICES. */
export type ChoiceWords = { readonly [K in ChoiceKey]: OptionWords<Choice<K>> };
/** An on/off option names `on` and `off`. */
export type OnOffWords = { readonly [K in OnOffKey]: OptionWords<'on' | 'off'> };
/** A rank list names the empty list; ranks are written in the language's rank labels. */
export type RankListWords = { readonly [K in RankListKey]: OptionWords<'none'> };

export interface Vocabulary extends ChoiceWords, OnOffWords, RankListWords {
  /** the game length names its kinds; `short` has `{n}` for rounds and points */
  readonly length: OptionWords<GameLength['kind']>;
}

/** The names of an option's values (`on`, `skip`, `0`, `none`, `rounds`). */
export type ValueWord<K extends RuleKey> = Vocabulary[K] extends OptionWords<infer W> ? W : never;

const yesNo = { on: 'yes', off: 'no' } as const;

export const en: Vocabulary = {
  jokers: {
    label: 'Jokers',
    explain: 'How many jokers are added to the 52 cards.',
    values: { 0: 'no jokers', 1: 'one joker', 2: 'two jokers' },
    short: { 0: 'none', 1: '1', 2: '2' },
  },
  joker: {
    label: 'What a joker does',
    explain: 'Only matters when the deck has jokers.',
    values: {
      high: 'above the 2, played alone or with jokers',
      wild: 'stands in for any rank in a set',
    },
    short: { high: 'highest card', wild: 'wild' },
  },
  reentry: {
    label: 'Re-entry',
    explain: 'Whether a player who has passed may play again in the same trick.',
    values: {
      on: 'you may play again after passing',
      off: 'once you pass, you sit out the trick',
    },
    short: yesNo,
  },
  equal: {
    label: 'Equal rank',
    explain: 'Whether a play may match the rank on the table instead of beating it.',
    values: {
      off: 'not allowed: it must be higher',
      on: 'allowed',
      skip: 'allowed, and it skips the next player',
    },
    short: { off: 'not allowed', on: 'allowed', skip: 'allowed, skips the next player' },
  },
  count: {
    label: 'Number of cards',
    explain: 'How many cards a play needs compared with the play on the table.',
    values: {
      same: 'exactly as many',
      more: 'as many or more',
      'bigger-wins': 'more cards beat fewer, whatever the rank',
    },
    short: { same: 'the same', more: 'the same or more', 'bigger-wins': 'more cards win' },
  },
  clear: {
    label: 'Clearing cards',
    explain: 'A play of these ranks ends the trick at once; its player leads next.',
    values: { none: 'none' },
    short: { none: 'none' },
  },
  revolution: {
    label: 'Revolution',
    explain: 'Whether four of a kind turns the rank order over (3 highest, 2 lowest).',
    values: {
      off: 'no revolution',
      round: 'until the round ends',
      trick: 'until the trick ends',
    },
    short: { off: 'no', round: 'until the round ends', trick: 'until the trick ends' },
  },
  counter: {
    label: 'Counter-revolution',
    explain: 'During a revolution: whether another four of a kind turns the order back.',
    values: { on: 'another four of a kind turns it back', off: 'the order stays turned' },
    short: yesNo,
  },
  twosBySuit: {
    label: 'Twos by suit',
    explain: 'Among 2s only, the suit decides: ♦ = ♥ < ♣ < ♠.',
    values: { on: 'a 2 of a higher suit beats a 2', off: 'all 2s are equal' },
    short: yesNo,
  },
  mandatory: {
    label: 'Must beat if able',
    explain: 'Whether a player who can beat the play on the table has to.',
    values: { on: 'if you can beat it, you must', off: 'you may pass even if you can beat it' },
    short: yesNo,
  },
  oneLap: {
    label: 'One lap',
    explain: 'Whether a trick ends once every other player has had one turn.',
    values: {
      on: 'one turn each, then the trick ends',
      off: 'the trick goes on until everyone else has passed',
    },
    short: yesNo,
  },
  firstLead: {
    label: 'First lead',
    explain: 'Who leads the first round.',
    values: {
      'club-3': 'whoever holds 3♣',
      'diamond-3': 'whoever holds 3♦',
      'left-of-dealer': 'the player left of the dealer',
      any: 'anyone',
    },
    short: {
      'club-3': 'whoever holds 3♣',
      'diamond-3': 'whoever holds 3♦',
      'left-of-dealer': 'left of the dealer',
      any: 'anyone',
    },
  },
  firstCard: {
    label: 'First card',
    explain: 'When 3♣ or 3♦ leads: whether the first play must contain that card.',
    values: { on: 'the first play must contain it', off: 'any first play' },
    short: yesNo,
  },
  nextLead: {
    label: 'Later leads',
    explain: 'Who leads the rounds after the first.',
    values: {
      scum: 'the Scum of the last round',
      president: 'the President',
      'first-lead': 'as in the first round',
    },
    short: { scum: 'Scum', president: 'President', 'first-lead': 'as in round 1' },
  },
  exchange: {
    label: 'Card exchange',
    explain: 'Which cards change hands before every round after the first.',
    values: {
      none: 'no exchange',
      one: 'one card, Scum to President',
      two: 'two cards Scum to President, one card Vice Scum to Vice President',
    },
    short: { none: 'none', one: '1 card', two: '2 cards, and 1' },
  },
  exchangeReturn: {
    label: 'Cards given back',
    explain: 'What the President (and Vice President) give back in return.',
    values: { any: 'any cards they choose', lowest: 'their lowest cards' },
    short: { any: 'cards of choice', lowest: 'the lowest cards' },
  },
  exchangeTies: {
    label: 'Ties in the exchange',
    explain: 'Which card must go when the highest cards have the same rank.',
    values: { any: 'any of them', suit: 'the higher suit (♣ < ♦ < ♥ < ♠)' },
    short: { any: 'any of them', suit: 'the higher suit' },
  },
  miyako: {
    label: 'Miyako',
    explain: 'From round 2: a President who does not go out first drops to last place.',
    values: { on: 'the President falls to last', off: 'no Miyako' },
    short: yesNo,
  },
  forbiddenFinish: {
    label: 'Forbidden finish',
    explain: 'Going out with these ranks is a foul: the player takes the worst free place.',
    values: { none: 'none' },
    short: { none: 'none' },
  },
  scoring: {
    label: 'Points',
    explain: 'The points each place earns per round.',
    values: {
      none: 'no points',
      places: 'by place (four players: 3, 2, 1, 0)',
      'two-one': 'first 2, second 1, the rest 0',
    },
    short: { none: 'none', places: 'by place', 'two-one': '2, 1, 0' },
  },
  length: {
    label: 'Game length',
    explain: 'When the game ends.',
    values: {
      rounds: 'after a number of rounds',
      points: 'when someone reaches a score',
      open: 'whenever you like',
    },
    short: { rounds: '{n} rounds', points: 'to {n} points', open: 'open' },
  },
};
