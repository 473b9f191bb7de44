/**
 * An example's words as its page shows them, on the server only: the caption and the
 * transcript with its `#` comments in the page's language (src/i18n/stepper: `comments`, in
 * the transcript's order), documents named from the names table (`{002}` → "the Arschloch
 * rules (002)"). The island never imports this, so none of it is shipped as JavaScript.
 */
import type { ExampleId } from '../../examples/index.ts';
import type { Lang } from '../../i18n/langs.ts';
import { fillDocs } from '../../i18n/names/index.ts';
import { STEPPER } from '../../i18n/stepper/index.ts';

export interface ExamplePageText {
  readonly title: string;
  readonly intro: string;
  readonly comments: readonly string[];
}

export function examplePageText(id: ExampleId, lang: Lang): ExamplePageText {
  const words = STEPPER[lang].examples[id];
  return {
    title: fillDocs(lang, words.title),
    intro: fillDocs(lang, words.intro),
    comments: words.comments.map((c) => fillDocs(lang, c)),
  };
}

/** How many `#` comments a transcript has (one per line at most). */
export function commentCount(text: string): number {
  return text.split('\n').filter((line) => line.includes('#')).length;
}

/**
 * The transcript with each `#` comment replaced, in order, by the page language's; the
 * notation before a comment, and the spacing that lines comments up, stay as written. A
 * transcript with more comments than words keeps the rest (the tests require equal counts).
 */
export function localizeComments(text: string, comments: readonly string[]): string {
  let i = 0;
  return text
    .split('\n')
    .map((line) => {
      const at = line.indexOf('#');
      if (at < 0) return line;
      const comment = comments[i];
      i += 1;
      return comment === undefined ? line : `${line.slice(0, at)}# ${comment}`;
    })
    .join('\n');
}
