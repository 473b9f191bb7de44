/** The compare pages' words per language (server only). */
import type { Lang } from '../langs.ts';
import { de } from './de.ts';
import { en, type CompareStrings } from './en.ts';
import { nl } from './nl.ts';
import { sv } from './sv.ts';

export type { CompareStrings } from './en.ts';

export const COMPARE: { readonly [L in Lang]: CompareStrings } = { de, en, sv, nl };
