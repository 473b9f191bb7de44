/**
 * The preset pairs' pages in one language (server only): ./view.ts with that language's words
 * and the stepper's steps as the statechart makes them (an example the statechart cannot
 * replay gets no stepper, only its transcript).
 */
import type { Comparison } from '../../compare/index.ts';
import { COMPARE } from '../../i18n/compare/index.ts';
import type { Lang } from '../../i18n/langs.ts';
import { MESSAGES } from '../../i18n/messages/index.ts';
import { OPTION_STRINGS } from '../../i18n/options/index.ts';
import { VOCABULARY } from '../../i18n/vocabulary/index.ts';
import { transcriptSteps } from '../stepper/steps.ts';
import { comparisonView, type GroupView, type StepCounter, type ViewWords } from './view.ts';

/** One language's words for ./view.ts, from the tables of every language. */
export function viewWords(lang: Lang): ViewWords {
  return {
    lang,
    compare: COMPARE[lang],
    messages: MESSAGES[lang],
    options: VOCABULARY[lang],
    groups: OPTION_STRINGS[lang].panel.groups,
  };
}

/** The stepper's step of a move when the statechart replays the transcript. */
export const machineSteps: StepCounter = (transcript, move) => {
  const result = transcriptSteps(transcript);
  if (!result.ok) return null;
  let seen = -1;
  const index = result.steps.findIndex((s) => s.action.kind === 'move' && ++seen === move);
  return index < 0 ? null : { step: index + 1, steps: result.steps.length };
};

/** A preset pair's comparison in the page's words. */
export function pairView(
  c: Comparison,
  names: { readonly a: string; readonly b: string },
  idPrefix: string,
  lang: Lang,
): Promise<GroupView[]> {
  return comparisonView(c, names, idPrefix, viewWords(lang), machineSteps);
}
