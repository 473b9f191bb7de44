/**
 * The referee's notices about saved games (src/components/referee/session.ts, StoreNotice),
 * in each language: a game set aside, an entry not saved, no storage, the game open in
 * another tab. `{game}` is the game's name.
 */
import type { SetAsideReason } from '../../../lib/referee-store.ts';

export interface StoreStrings {
  /** the notices region's name for screen readers */
  readonly label: string;
  /** why a saved game was set aside */
  readonly setAside: { readonly [R in SetAsideReason]: string };
  /** after a set-aside: that nothing was deleted */
  readonly kept: string;
  /** after a set-aside: the clean start */
  readonly cleanStart: string;
  readonly notSaved: string;
  readonly noStorage: string;
  readonly openElsewhere: string;
  readonly takenOver: string;
  readonly changedElsewhere: string;
  /** the button that makes this tab the game's writer */
  readonly takeOver: string;
  readonly dismiss: string;
}
