/**
 * The practice table's words in every language, for the page (its title and description)
 * and the tests; an island loads only its own language's file (src/components/practice/lang/).
 */
import type { Lang } from '../langs.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { nl } from './nl.ts';
import type { PracticeStrings } from './shape.ts';
import { sv } from './sv.ts';

export const PRACTICE: { readonly [L in Lang]: PracticeStrings } = { de, en, sv, nl };
