/**
 * The compare pages' words in English (issue 9): the chooser, the list of differences and
 * the frame around each example. This file defines the shape every language follows
 * (`CompareStrings`); de, sv and nl are declared with it, so a missing string fails to compile.
 * Option and value names come from src/i18n/vocabulary, preset names from src/i18n/pictures,
 * verdicts and events from src/i18n/messages. Server only: the pages render them into HTML.
 */
import { formatter } from '../format/index.ts';

const f = formatter('en');

export interface CompareStrings {
  readonly title: string;
  readonly description: string;
  readonly intro: string;
  /** the pair page's title: `Classic and Dutch compared` */
  pairTitle(a: string, b: string): string;
  pairDescription(a: string, b: string): string;
  readonly chooser: {
    readonly heading: string;
    readonly hint: string;
    /** the grid's caption */
    readonly caption: string;
    /** read before the other preset's name in a link (screen readers only): `Compare Classic with` */
    linkPrefix(a: string): string;
    readonly same: string;
    readonly current: string;
    readonly other: string;
  };
  readonly list: {
    readonly heading: string;
    count(n: number): string;
    readonly none: string;
    readonly option: string;
    /** the link to the option's example further down */
    readonly toExample: string;
    /** a value that cannot matter under its rule set, with the options that keep it so */
    unused(because: string): string;
  };
  readonly example: {
    /** the example's heading: the option's name */
    heading(option: string): string;
    /** shown on one side only, another difference always parting the two first */
    alone(side: string, option: string, value: string): string;
    /**
     * Other options that, each changed on its own, part the same moves at the same move: the
     * example shows its option, but not it alone.
     */
    also(options: readonly string[]): string;
    /** the rule set with one option changed: `Classic with Re-entry after passing: on` */
    modified(side: string, option: string, value: string): string;
    /** where the same moves part */
    parts(step: number, steps: number, line: number): string;
    /** the same, for an example the stepper cannot show */
    partsAt(line: number): string;
    readonly marker: string;
    readonly transcript: string;
    readonly check: string;
    /** the heading of one side's result */
    under(side: string): string;
    readonly allowed: string;
    refused(reason: string): string;
    readonly follows: string;
    toAct(player: string): string;
    places(list: string): string;
    points(list: string): string;
    winner(player: string): string;
    readonly nothing: string;
    /** open the transcript judged under one side in the referee */
    openIn(side: string): string;
    readonly tooLong: string;
    inert(options: string): string;
    readonly notFound: string;
  };
  readonly links: {
    /** the house-rules panel's link */
    readonly panel: string;
    /** the presets page's link */
    readonly presets: string;
  };
  /** /<lang>/compare/ with any two rule sets, searched in the browser (the compare worker) */
  readonly live: {
    readonly heading: string;
    readonly intro: string;
    readonly noscript: string;
    /** the two choosers' legends */
    readonly sideA: string;
    readonly sideB: string;
    /** the choice among the presets (a group of the select) */
    readonly presets: string;
    /** the house-rules panel's choice saved in this browser */
    readonly saved: string;
    readonly link: string;
    readonly linkLabel: string;
    readonly linkHint: string;
    /** Compare pressed with a share-link side left empty: nothing is compared */
    readonly linkEmpty: string;
    readonly run: string;
    readonly starting: string;
    /** the progress line while the worker searches */
    progress(found: number, wanted: number, games: number): string;
    /** the line when the search is over */
    done(found: number, wanted: number, games: number): string;
    /** an example not found yet */
    readonly searching: string;
    /** the two rule sets' names in the page: `A: House rules with 2 changes` */
    sideName(side: 'A' | 'B', preset: string, changes: number): string;
    /** the same, for the panel's saved choice */
    savedName(side: 'A' | 'B'): string;
    /** before the list of what a side's link or saved rules left out */
    notice(side: string): string;
    /** a side's link gave nothing at all (no preset, no option): the common form stands in */
    notRead(side: string): string;
    /** the saved rules were asked for and none are kept in this browser */
    noneSaved(side: string): string;
    /** two presets: the link to their page */
    pairPage(a: string, b: string): string;
    readonly copy: string;
    readonly copied: string;
    readonly selected: string;
    readonly failed: string;
  };
}

export const en: CompareStrings = {
  title: 'Compare two rule sets',
  description:
    'Pick two presets and see every rule that differs, each shown by the same moves judged under both.',
  intro:
    'Pick two presets. Every option in which they differ is listed with both values, and each difference is shown by a short example: the same moves at a small table, judged under both rule sets, up to the first move they judge differently.',
  pairTitle: (a, b) => `${a} and ${b} compared`,
  pairDescription: (a, b) =>
    `Every rule in which ${a} and ${b} differ, each shown by the same moves judged under both.`,
  chooser: {
    heading: 'Ready-made comparisons of two presets',
    hint: 'Each line starts from one preset; its links compare it with each of the others.',
    caption: 'Pairs of presets',
    linkPrefix: (a) => `Compare ${a} with`,
    same: 'the same',
    current: 'shown on this page',
    other: 'Compare other presets',
  },
  list: {
    heading: 'What differs',
    count: (n) =>
      n === 0
        ? 'The two rule sets are the same.'
        : f.count(n, { one: 'difference', other: 'differences' }),
    none: 'Nothing differs.',
    option: 'Option',
    toExample: 'Example',
    unused: (b) => `does not apply (${b})`,
  },
  example: {
    heading: (o) => o,
    alone: (side, o, v) =>
      `Another difference always makes the two rule sets disagree first, so this one is shown with ${side} alone: ${side} as it is, and ${side} with ${o} set to ${v}.`,
    also: (os) => {
      const list = f.and(os.map((x) => `“${x}”`));
      return os.length === 1
        ? `${list} also matters here: changed on its own, it makes the same move come out differently too.`
        : `${list} also matter here: each of them, changed on its own, makes the same move come out differently too.`;
    },
    modified: (side, o, v) => `${side} with ${o}: ${v}`,
    parts: (step, steps, line) =>
      `The two rule sets first judge the moves differently at step ${f.number(step)} of ${f.number(steps)} (line ${f.number(line)} of the transcript).`,
    partsAt: (line) =>
      `The two rule sets first judge the moves differently at line ${f.number(line)} of the transcript.`,
    marker: 'judged differently here',
    transcript: 'The example in the table notation',
    check: 'Check it yourself with the command-line referee:',
    under: (side) => `Under ${side}`,
    allowed: 'allowed.',
    refused: (r) => `refused: ${r}`,
    follows: 'Then',
    toAct: (p) => `${p} is to act next.`,
    places: (l) => `Places: ${l}.`,
    points: (l) => `Points: ${l}.`,
    winner: (p) => `${p} wins the game.`,
    nothing: 'Nothing else happens.',
    openIn: (side) => `Open in the referee (under ${side})`,
    tooLong: 'This example is too long for a link; copy the transcript instead.',
    inert: (o) => `Changes nothing between these two rule sets: it matters only with another ${o}.`,
    notFound: 'No example found: another difference always makes the two rule sets disagree first.',
  },
  links: {
    panel: 'Compare with another preset',
    presets: 'Compare any two presets, rule by rule, with examples',
  },
  live: {
    heading: 'Compare any two rule sets',
    intro:
      'Each side can be a preset, a share link from the house-rules panel, or your house rules saved in this browser. Your browser finds the examples, which can take a few seconds; every pair of presets also has its own page.',
    noscript:
      'Comparing other rule sets needs JavaScript; the pairs of presets below work without it.',
    sideA: 'Rule set A',
    sideB: 'Rule set B',
    presets: 'Presets',
    saved: 'Your house rules (saved in this browser)',
    link: 'A share link …',
    linkLabel: 'Share link',
    linkHint: 'Paste a link from the house-rules panel (…?rules=1~house~…) or just its rules.',
    linkEmpty: 'Paste a share link here first, or choose a rule set above.',
    run: 'Compare',
    starting: 'Starting the search …',
    progress: (found, wanted, games) =>
      `Searching: examples for ${f.number(found)} of ${f.number(wanted)} ${wanted === 1 ? 'difference' : 'differences'} found, ${f.count(games, { one: 'game', other: 'games' })} played.`,
    done: (found, wanted, games) =>
      `Done: examples for ${f.number(found)} of ${f.number(wanted)} ${wanted === 1 ? 'difference' : 'differences'}, ${f.count(games, { one: 'game', other: 'games' })} played.`,
    searching: 'Looking for an example …',
    sideName: (side, preset, changes) =>
      changes === 0
        ? `${side}: ${preset}`
        : `${side}: ${preset} with ${f.count(changes, { one: 'change', other: 'changes' })}`,
    savedName: (side) => `${side}: your house rules`,
    notice: (side) => `${side}: part of the link could not be read and was left out:`,
    notRead: (side) =>
      `${side}: nothing in this link could be read as rules, so the common form is used. A link from the house-rules panel contains “rules=1~…”.`,
    noneSaved: (side) =>
      `${side}: no rules are saved in this browser, so the common form is used. Choose your rules in the house-rules panel first.`,
    pairPage: (a, b) => `${a} and ${b} are both presets: see their comparison`,
    copy: 'Copy the transcript',
    copied: 'Copied.',
    selected: 'Selected: press Ctrl+C to copy.',
    failed: 'The search stopped with an error. Reload the page to try again.',
  },
};
