/**
 * The referee's set-up screen and the list of kept games, in each language. `{name}`
 * placeholders are filled by the screen; plurals are `{ one, other }` (src/i18n/format).
 */
import type { Plural } from '../../format/plural.ts';

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
    /** the round in play at the last entry, before `updated` ({round}) */
    readonly round: string;
    readonly updated: string;
    readonly removed: string;
    readonly failed: string;
  };
}
