/**
 * The example stepper's words in English: the table's labels, the rule toggles' frame (their
 * options' words are src/i18n/vocabulary, as on the house-rules page) and the sentences that
 * say *why* a move was allowed (the verdicts, events, cards and roles come from
 * src/i18n/messages), which the island ships; apart from them (`enPages`, server only) the
 * examples page and the examples' captions. This file defines the shape every language
 * follows: `StepperStrings` is `typeof en` and `StepperPageStrings` is `typeof enPages`, and
 * de/sv/nl are declared with them, so a missing string fails to compile.
 *
 * Cards, ranks and roles arrive already written in the language (`J♠ J♥`, `J`, `Scum`);
 * names are inserted verbatim (the island renders text, never markup).
 */
import { formatter } from '../format/index.ts';
import type { ExampleId } from '../../examples/index.ts';

/** A give due before play, as the deal sentence names it. */
export interface GiveDue {
  readonly from: string;
  readonly to: string;
  readonly count: number;
}

/** How a play beat the one before, with the cards and ranks already written. */
export interface BeatWords {
  readonly player: string;
  readonly cards: string;
  /** the top play it went on */
  readonly top: string;
  readonly rank: string;
  readonly topRank: string;
  /** the order was turned by a revolution */
  readonly reversed: boolean;
}

const f = formatter('en');

/** A rank with its article, as the German "der Bube", "die 7": "the jack", "the 7" (not "J beats 7"). */
const WITH_ARTICLE: Readonly<Record<string, string>> = {
  J: 'the jack',
  Q: 'the queen',
  K: 'the king',
  A: 'the ace',
  Joker: 'the joker',
};
const withArticle = (rank: string): string => WITH_ARTICLE[rank] ?? `the ${rank}`;

const beats = (d: BeatWords): string =>
  d.reversed
    ? `in the turned order ${withArticle(d.rank)} beats ${withArticle(d.topRank)}`
    : `${withArticle(d.rank)} beats ${withArticle(d.topRank)}`;

export const en = {
  ui: {
    /** the stepper region's accessible name */
    region: (title: string): string => `Example: ${title}`,
    start: 'Start',
    back: 'Back',
    next: 'Next',
    end: 'End',
    /** before the step counter "3 / 12" (read by screen readers) */
    step: 'Step',
    keys: 'Step with the buttons, or click the example and use ← →, Home and End.',
    toPlay: 'to play',
    passed: 'passed',
    /** a player who holds no cards any more (with the place, e.g. "out: 1st place") */
    out: (place: string): string => `out: ${place}`,
    outNoPlace: 'out',
    lastRole: (role: string): string => `last round: ${role}`,
    dealer: 'dealer',
    /** the accessible name of a face-up hand */
    hand: (player: string, count: string): string => `${player}, ${count}:`,
    table: 'On the table',
    emptyTable: 'The table is empty.',
    /** the earlier plays of the trick */
    before: 'Earlier in this trick',
    refused: 'Refused',
    takenBack: (player: string): string => `The cards go back to ${player}.`,
    trickWon: (player: string): string => `Trick won by ${player}`,
    revolution: 'Revolution: the order is turned (3 high, 2 low)',
    roundOver: 'Round over',
    places: 'Places',
    rulesLegend: 'Try other rules',
    rulesNote: 'The example is judged again at once with the rule you choose.',
    transcript: 'The example in the table notation',
    broken: 'This example cannot be shown.',
  },

  /** Sentences of the steps. Each returns one or more full sentences. */
  sentence: {
    dealt: (round: number): string =>
      round === 1 ? 'The cards are dealt.' : `Round ${f.number(round)}: the cards are dealt.`,
    leadHolds: (player: string, card: string): string => `${player} holds ${card} and leads.`,
    leadLeftOfDealer: (player: string, dealer: string): string =>
      `${player} sits left of the dealer, ${dealer}, and leads.`,
    leadPrevious: (player: string, role: string): string =>
      `${player} leads as last round’s ${role}.`,
    leadByCard: (card: string, first: string | null): string =>
      first === null
        ? `Whoever holds ${card} leads.`
        : `Whoever holds ${card} leads; here ${first} begins.`,
    leadOpen: (first: string | null): string =>
      first === null ? 'Anyone may lead.' : `Anyone may lead; here ${first} begins.`,
    exchangeDue: (gives: readonly GiveDue[]): string =>
      `Before play, cards change hands: ${f.and(
        gives.map(
          (g) =>
            `${g.from} gives ${g.to} ${f.plural(g.count, { one: 'the highest card', other: `the ${f.number(g.count)} highest cards` })}`,
        ),
      )}; as many cards come back.`,

    lead: (player: string, cards: string): string =>
      `${player} leads ${cards}: the table is empty, so any card or set of one rank may be led.`,
    higher: (d: BeatWords): string =>
      `${d.player} plays ${d.cards}: as many cards as ${d.top}, and ${beats(d)}.`,
    equal: (d: BeatWords): string =>
      `${d.player} plays ${d.cards}: as many cards as ${d.top} and the same rank, which these rules allow.`,
    suit: (d: BeatWords): string =>
      `${d.player} plays ${d.cards}: among 2s the suit counts (♦ = ♥ < ♣ < ♠${d.reversed ? ', turned by the revolution' : ''}), so this beats ${d.top}.`,
    moreHigher: (d: BeatWords): string =>
      `${d.player} plays ${d.cards}: more cards than ${d.top} are allowed here, and ${beats(d)}.`,
    moreEqual: (d: BeatWords): string =>
      `${d.player} plays ${d.cards}: more cards than ${d.top} are allowed here, and so is the same rank.`,
    bigger: (d: BeatWords): string =>
      `${d.player} plays ${d.cards}: more cards beat fewer (${d.top}), whatever the rank.`,
    reentered: (player: string): string =>
      `${player} passed earlier in this trick, but with re-entry may play again.`,

    lapOver: 'Every other player has had a turn: the lap is over.',

    pass: (player: string): string => `${player} passes.`,
    passCannot: (player: string, top: string): string =>
      `${player} passes: nothing in hand beats ${top}.`,
    passCould: (player: string, play: string, top: string): string =>
      `${player} passes, though ${play} could go on ${top}: passing is allowed anyway.`,

    giveHighest: (player: string, to: string, cards: string, count: number): string =>
      `${player} gives ${to} ${cards}: ${f.plural(count, { one: 'the highest card', other: 'the highest cards' })}, as the exchange requires.`,
    giveBack: (player: string, to: string, cards: string): string =>
      `${player} gives ${to} ${cards} in return, chosen freely.`,
    giveBackLowest: (player: string, to: string, cards: string): string =>
      `${player} gives ${to} ${cards} in return: the lowest ${player} holds, as these rules require.`,

    refusedPlay: (player: string, cards: string, reason: string): string =>
      `${player} tries ${cards}. The referee says: “${reason}.”`,
    refusedPass: (player: string, reason: string): string =>
      `${player} tries to pass. The referee says: “${reason}.”`,
    refusedGive: (player: string, to: string, cards: string, reason: string): string =>
      `${player} tries to give ${to} ${cards}. The referee says: “${reason}.”`,
  },
};

/** The shape every language implements (typed from English). */
export type StepperStrings = typeof en;

/**
 * The examples page and each example's caption: read on the server only (Example.astro and
 * src/pages/[lang]/examples.astro), so they stay out of the island's JavaScript.
 */
export const enPages = {
  /** The page that lists every example (src/pages/[lang]/examples.astro). */
  page: {
    title: 'Examples',
    description: 'Every example trick of the rule pages, to step through card by card.',
    intro:
      'Each example replays a few moves at a real table. Step through it with the buttons or the arrow keys: every step says what happened and why the rules allow it or not. Where an example has rules to try, change one and the same moves are judged again.',
  },

  /** The steps written out in the page's HTML (Example.astro), there without JavaScript. */
  steps: {
    summary: (n: number): string => `Every step in writing (${String(n)} steps)`,
    allowed: 'Allowed',
    refused: 'Refused',
    /** under an example with rules to try: the written steps are those of the example's own rules */
    ownRules:
      'The steps written out below follow the example’s own rules, whatever you choose above.',
  },

  /**
   * Each example's caption, a sentence saying what to look for, and the transcript's `#`
   * comments in order (the page shows the transcript with these). `{000}`–`{004}` stand for
   * a document's name from the names table (src/i18n/names).
   */
  examples: {
    'pairs-000': {
      title: 'A trick with pairs',
      intro:
        'Anna leads a pair. Only a higher pair can follow: Cem holds an ace, but one ace is not a pair.',
      comments: [
        '{000}: a pair is beaten only by a higher pair.',
        'A trick in the middle of a round, so whoever is to lead may lead anything.',
        'one ace is not a pair',
      ],
    },
    'five-players-002': {
      title: 'Five players, and back in after passing',
      intro:
        'The example of {002}, with re-entry: Ben passes twice and still wins the trick with two aces. The document’s move list and its text disagree about who leads next; this site follows the list, so Ben leads. Turn re-entry off to see what changes.',
      comments: [
        '{002}, its example with five players: a player who passed may play again.',
        'This site’s reading: the document’s move list decides, so Ben wins the trick and leads',
        '(the document’s text says Cem leads, which its list does not support).',
      ],
    },
    'status-001': {
      title: 'Why a move is refused',
      intro:
        'The reasons {001} gives when a move is not allowed: two ranks together, a single card on a pair, the same rank in another suit (9♠ on 9♥), and a pass by the player who leads.',
      comments: [
        '{001}: why its status line refuses a move.',
        'a 9 and a 10 together',
        'a single card on a pair',
        'Ben leads the new trick',
        'a nine of spades on a nine of hearts',
      ],
    },
    'revolution-001': {
      title: 'Revolution and counter-revolution',
      intro:
        'Four 8s turn the order: now 3 is highest and 2 lowest. Four 5s beat them in the turned order and turn it back, as in the rule set Revolution of {001}.',
      comments: [
        '{001}, rule set Revolution: four of a kind turns the order, and another four turns it back.',
      ],
    },
    'eight-stop': {
      title: 'The 8 ends the trick',
      intro:
        'In the rule set Hausregeln of {001} an 8 clears the table at once, and whoever played it leads again.',
      comments: [
        '{001}, rule set Hausregeln: an 8 ends the trick at once, and its player leads again.',
      ],
    },
    'dutch-same-or-more': {
      title: 'The same or more, and 2s by suit',
      intro:
        'In {004} you may play the same rank or higher, and as many cards or more. Among the 2s the suit decides: ♦ and ♥ are equal, ♣ is higher, ♠ highest.',
      comments: [
        '{004}: the same rank or higher, the same number of cards or more; among the 2s the suit counts.',
      ],
    },
    'ten-clears': {
      title: 'The 10 clears the table',
      intro:
        'A house rule of {004}: nobody may play on a 10. The trick is over, and whoever played the 10 leads.',
      comments: [
        'A house rule of {004}: a 10 clears the table; nobody may play on it.',
        'too late: the trick is over',
      ],
    },
    'equal-skip': {
      title: 'The same rank skips the next player',
      intro:
        'A variant listed in {002}: a play of the same rank is allowed, and the next player is skipped.',
      comments: [
        'A variant listed in {002}: a play of the same rank is allowed, and it skips the next player.',
      ],
    },
    'going-out': {
      title: 'Going out on the winning play',
      intro:
        'Ben plays his last card and goes out in first place. He wins the trick, so the next player who still holds cards leads.',
      comments: [
        '{000} and {002}: whoever plays their last card goes out and takes the next free place.',
        'A trick near the end of a round.',
      ],
    },
    exchange: {
      title: 'The exchange before round 2',
      intro:
        'The common form, as in {000} and {001}: a tiny first round decides the roles. Before round 2 the Scum gives the President the two highest cards, the Vice Scum gives the Vice President the highest, and both get as many cards of the receiver’s choice back.',
      comments: [
        'The exchange before round 2, as in {000} and {001}: a tiny first round decides the roles.',
        'not the two highest',
      ],
    },
    'exchange-dutch': {
      title: 'The Dutch exchange before round 2',
      intro:
        'As in {004}: the last player gives the first the two highest cards, the second to last gives the second the highest, and both get the receiver’s lowest cards back.',
      comments: [
        '{004}: the last player gives the two best cards and gets the first player’s two lowest back.',
        'not the lowest',
      ],
    },
    'exchange-swedish': {
      title: 'The Swedish exchange before round 2',
      intro:
        'As in {003}: only the Scum and the President exchange, one card each way. The Scum gives the highest card, the President gives back any card; the others keep their cards.',
      comments: [
        '{003}: only the Scum and the President exchange, one card each way.',
        'not the highest',
        'no exchange between the others',
      ],
    },
    'one-lap': {
      title: 'One lap',
      intro:
        'A variant listed in {002}: after the lead every other player gets one turn, then the trick ends and the highest play leads.',
      comments: [
        'A variant listed in {002}, one lap: after the lead, every other player gets one turn, then the trick ends.',
        'the lap is over',
      ],
    },
    'forbidden-finish': {
      title: 'Going out with a 2 is a foul',
      intro:
        'A house rule of {004} forbids going out with a 2; it does not say what happens to a player who does. This site’s reading: that player is out, but takes the worst free place.',
      comments: [
        'A house rule of {004}: you may not go out with a 2. This site’s reading: whoever does takes the worst free place.',
      ],
    },
    miyako: {
      title: 'Miyako: the President falls',
      intro:
        'In the rule set Hausregeln of {001}: if last round’s President is not the first to go out, they drop to last place as soon as someone else does.',
      comments: [
        '{001}, rule set Hausregeln (Miyako): if last round’s President does not go out first, they drop to last place.',
        'The exchange is left out to keep the example short.',
      ],
    },
  } satisfies Record<ExampleId, { title: string; intro: string; comments: readonly string[] }>,
};

/** The shape every language's page words implement (typed from English). */
export type StepperPageStrings = typeof enPages;
