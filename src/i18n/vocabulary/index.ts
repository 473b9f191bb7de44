/**
 * The words for the rule options in every language (shape: en.ts), for the server. An island
 * gets its language's table as props or imports that one file, so only one language travels.
 */
import type { Lang } from '../langs.ts';
import { de } from './de.ts';
import { en, type Vocabulary } from './en.ts';
import { nl } from './nl.ts';
import { sv } from './sv.ts';

export type { OptionWords, ValueWord, Vocabulary } from './en.ts';

export const VOCABULARY: Readonly<Record<Lang, Vocabulary>> = { de, en, sv, nl };
