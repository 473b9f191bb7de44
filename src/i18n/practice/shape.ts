/**
 * The practice table's words: the shape every language file fills (a missing text fails to
 * compile). Plain data with `{name}` placeholders and `{ one, other }` plurals
 * (src/i18n/format/fill.ts). Roles, places, card names, verdicts and the computers' moves
 * are the messages' (src/i18n/messages); the presets' names and the table-rules card are the
 * house-rules panel's (src/i18n/options, src/i18n/vocabulary).
 */
import type { Plural } from '../format/plural.ts';
import type { SetAsideReason } from '../../components/practice/store.ts';

export interface PracticeStrings {
  /** the page's title and description */
  readonly title: string;
  readonly description: string;
  readonly noscript: string;
  /** while the table's code loads */
  readonly loading: string;
  /**
   * The players: the person first (how the table names them: "You"), then the computers,
   * six of them, each a short name of its own.
   */
  readonly names: readonly [string, string, string, string, string, string, string];

  readonly start: {
    readonly heading: string;
    readonly lead: string;
    readonly rules: string;
    readonly rulesLink: string;
    readonly rulesSaved: string;
    readonly editRules: string;
    readonly level: string;
    /** every level the computers may play at but the random one (a test player) */
    readonly levels: { readonly normal: string; readonly strong: string };
    /** how strong the levels are, as measured (README "The computer players": npm run bench:bots) */
    readonly levelHint: string;
    readonly length: string;
    readonly lengthRounds: Plural;
    readonly lengthPoints: Plural;
    readonly lengthOpen: string;
    readonly players: string;
    /** `{code}`: the game code of the link the page came from */
    readonly fromLink: string;
    readonly start: string;
    readonly continue: string;
    /** above a link's notices: what the link's rules left out */
    readonly linkNotice: string;
  };

  readonly notices: {
    readonly label: string;
    readonly setAside: { readonly [R in SetAsideReason]: string };
    /** after a set-aside: nothing deleted, a clean start */
    readonly cleanStart: string;
    readonly notSaved: string;
    readonly noStorage: string;
    readonly dismiss: string;
    /** the game is played in another tab of this browser; this one follows it */
    readonly elsewhere: string;
    /** the button that moves the game to this tab */
    readonly takeOver: string;
  };

  readonly table: {
    readonly label: string;
    /** `{n}` the round, `{total}` the rounds of the game */
    readonly roundOf: string;
    /** `{n}` the round, `{points}` the target */
    readonly roundTo: string;
    readonly round: string;
    /** where the others sit, as seen from the person */
    readonly positions: { readonly right: string; readonly across: string; readonly left: string };
    readonly cardsLeft: Plural;
    readonly passed: string;
    readonly toAct: string;
    readonly points: Plural;
    /** `{place}` ("1st place"), `{role}` */
    readonly place: string;
    /** a seat's role from the last round, while this round has not placed it (`{role}`) */
    readonly lastRole: string;
    readonly revolution: string;
    readonly yourCards: string;
    readonly dimmed: string;
    readonly pile: string;
    readonly emptyPile: string;
    /** `{name}` won the last trick with `{cards}` */
    readonly lastTrick: string;
    /** the same when the person won it ({cards}) */
    readonly lastTrickYou: string;
    /** the person's exchange gives the wrong number of cards ({name} {count} {n}) */
    readonly giveCount: string;

    readonly dealing: string;
    readonly skipDeal: string;
    readonly yourTurn: string;
    /** the same with faded cards in the hand: they cannot beat the table */
    readonly yourTurnFaded: string;
    readonly yourLead: string;
    /** what to do after a line that says why you lead (`yourLead` without "your lead") */
    readonly chooseLead: string;
    readonly thinking: string;
    readonly youAreOut: string;
    readonly skipping: string;
    readonly ready: string;
    readonly leaderCannotPass: string;
    readonly mustPlay: string;
    readonly firstCard: string;
    readonly noPlay: string;
    /** `{i}` of `{n}`: the hint's play */
    readonly hintShown: string;

    readonly play: string;
    readonly pass: string;
    readonly hint: string;

    /** who leads the round's first trick and why */
    readonly leads: {
      readonly holds: string;
      readonly holdsYou: string;
      readonly previous: string;
      readonly previousYou: string;
      readonly leftOfDealer: string;
      readonly leftOfDealerYou: string;
      readonly open: string;
    };

    /** the person's own moves (the messages word the computers') */
    readonly you: {
      readonly played: string;
      readonly passed: string;
      readonly wentOut: string;
      /** another player out, with the role the place gives (`{name}`, `{place}`, `{role}`) */
      readonly otherWentOut: string;
      readonly trickWon: string;
      /** the person wins the trick and goes out with it: the next player leads ({name}) */
      readonly trickWonOther: string;
      /** the person wins the round's last trick: nobody leads */
      readonly trickWonEnd: string;
      readonly cleared: string;
      readonly leadAfter: string;
      readonly skipped: string;
      readonly foul: string;
      readonly miyakoYou: string;
      readonly miyakoBy: string;
    };

    readonly exchange: {
      readonly heading: string;
      readonly waiting: string;
      /** `{n}` cards to give back to `{name}` */
      readonly chooseReturn: Plural;
      readonly give: string;
      /** the chosen `{cards}` may go back to `{name}`: the exchange's "Play {cards}?" */
      readonly ready: string;
      /** a give back (or any the person made or received but the ones below) */
      readonly gave: string;
      readonly got: string;
      /** the person's own best cards, given without a choice: `{role}` last round, `{n}` cards */
      readonly gaveHighest: Plural;
      /** the best cards `{name}` had to give the person, `{role}` last round */
      readonly gotHighest: Plural;
    };

    readonly roundOver: {
      readonly heading: string;
      readonly place: string;
      readonly player: string;
      readonly role: string;
      /** the points column: each player's total, then this round's (+n) */
      readonly points: string;
      readonly next: string;
    };

    readonly gameOver: {
      readonly heading: string;
      readonly winner: string;
      readonly youWin: string;
      /** `{names}` have `{points}` each: the last round's places decide */
      readonly tie: string;
      readonly tieNoScore: string;
      readonly newGame: string;
    };

    readonly menu: {
      readonly button: string;
      readonly speed: string;
      readonly normal: string;
      readonly fast: string;
      readonly skip: string;
      readonly skipHint: string;
      readonly newGame: string;
      /** asked before the game at the table is given up for a new one */
      readonly newGameAsk: string;
      readonly newGameYes: string;
      readonly newGameNo: string;
      readonly copyLink: string;
      readonly linkLabel: string;
      readonly copied: string;
      readonly selected: string;
      /** `{code}` */
      readonly code: string;
    };
  };
}
