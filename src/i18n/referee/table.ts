/**
 * The referee's table screen (overview, entry pad, verdict, history, exchange, round end,
 * hand entry), in each language. The sentences that say why a move was allowed and who leads
 * are the example stepper's (src/i18n/stepper), so the referee and the rule pages explain a
 * play in the same words; verdicts, events, cards and roles come from src/i18n/messages.
 *
 * Each language is its own module (./table/en.ts …), so an island entry imports one language
 * only; `TABLE` here holds all four (for the server and the tests). Names are inserted verbatim: the
 * island renders text, never markup.
 */
import type { Lang } from '../langs.ts';
import { de } from './table/de.ts';
import { en } from './table/en.ts';
import { nl } from './table/nl.ts';
import { sv } from './table/sv.ts';
import type { TableStrings } from './table/shape.ts';

export type { GiveWords, TableStrings, TrickEndWords } from './table/shape.ts';

export const TABLE: { readonly [L in Lang]: TableStrings } = { en, de, sv, nl };
