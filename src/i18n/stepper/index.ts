/**
 * The stepper's words in every language, for the server (captions, the examples page).
 * Islands never import this: each language's island entry imports its own file only.
 */
import type { Lang } from '../langs.ts';
import { de } from './de.ts';
import { en, type StepperStrings } from './en.ts';
import { nl } from './nl.ts';
import { sv } from './sv.ts';

export type { StepperStrings } from './en.ts';

export const STEPPER: Readonly<Record<Lang, StepperStrings>> = { de, en, sv, nl };
