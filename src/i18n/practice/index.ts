/**
 * Everything the practice table says, in one language (src/components/practice/lang/main-*.tsx
 * puts it together): its own words, the house-rules panel's (the presets' names and the
 * table-rules card) and the messages (verdicts, events, roles, places and card names).
 */
import type { HouseRulesStrings } from '../../lib/rule-card.ts';
import type { Messages } from '../messages/shared.ts';
import type { PracticeStrings } from './shape.ts';

export type { PracticeStrings } from './shape.ts';

export interface PracticeWords {
  readonly practice: PracticeStrings;
  readonly rules: HouseRulesStrings;
  readonly messages: Messages;
}

/** What the table says (src/components/practice/lang/table-*.tsx): its own words and the messages. */
export type TableWords = Pick<PracticeWords, 'practice' | 'messages'>;
/** What the start screen says (src/components/practice/lang/start-*.tsx): its own words and the panel's. */
export type StartWords = Pick<PracticeWords, 'practice' | 'rules'>;
