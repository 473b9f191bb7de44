/**
 * The stepper's words in every language, for the server (captions, the examples page).
 * Islands never import this: each language's island entry imports its own file only.
 */
import type { Lang } from '../langs.ts';
import { de, dePages } from './de.ts';
import { en, enPages, type StepperPageStrings, type StepperStrings } from './en.ts';
import { nl, nlPages } from './nl.ts';
import { sv, svPages } from './sv.ts';

export type { StepperPageStrings, StepperStrings } from './en.ts';

/** The island's words and the page words of each language together. */
export const STEPPER: Readonly<Record<Lang, StepperStrings & StepperPageStrings>> = {
  de: { ...de, ...dePages },
  en: { ...en, ...enPages },
  sv: { ...sv, ...svPages },
  nl: { ...nl, ...nlPages },
};
