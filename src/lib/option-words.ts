/**
 * An option's value in words (src/i18n/vocabulary), for every place that names one: the
 * house-rules panel and card, and the example stepper's rule toggles. The name is looked up
 * by the value's own type (on/off, a choice of CHOICES, a rank list, a game length's kind).
 */
import type { RankOrJoker } from '../engine/cards.ts';
import {
  isChoiceKey,
  isOnOffKey,
  isRankListKey,
  type ChoiceKey,
  type ChoiceRules,
  type RuleKey,
  type RuleSet,
} from '../engine/rules.ts';
import { listOr } from '../i18n/format/index.ts';
import type { Lang } from '../i18n/langs.ts';
import type { ChoiceWords, Vocabulary } from '../i18n/vocabulary/en.ts';

/** The words a value's name needs: the language, the options' vocabulary and its rank labels. */
export interface ValueWords {
  readonly lang: Lang;
  readonly options: Vocabulary;
  readonly rankLabels: Readonly<Record<RankOrJoker, string>>;
}

/** "8", "8 or 10", "2, 8 or 10": ranks in the language's labels, any one of them. */
export function rankNames(
  ranks: readonly RankOrJoker[],
  words: Pick<ValueWords, 'lang' | 'rankLabels'>,
): string {
  return listOr(
    words.lang,
    ranks.map((r) => words.rankLabels[r]),
  );
}

/** Which of an option's value names: the full ones, or the short ones for a table's cells. */
export type ValueForm = 'values' | 'short';

/** A choice option's value named through the option's words, indexed by its own value type. */
function choiceName<K extends ChoiceKey>(
  key: K,
  rules: ChoiceRules,
  words: ChoiceWords,
  form: ValueForm,
): string {
  return words[key][form][rules[key]];
}

/**
 * The name of an option's value in `rules`: "you may play again after passing", "none"; a rank
 * list as its ranks in the language's labels, "8 or 10" (any of them clears or fouls); a game
 * length by its kind (the short form with its number: "5 rounds").
 */
export function valueName(
  key: RuleKey,
  rules: RuleSet,
  words: ValueWords,
  { form = 'values' }: { form?: ValueForm } = {},
): string {
  if (isOnOffKey(key)) return words.options[key][form][rules[key] ? 'on' : 'off'];
  if (isRankListKey(key)) {
    const ranks = rules[key];
    return ranks.length === 0 ? words.options[key][form].none : rankNames(ranks, words);
  }
  if (isChoiceKey(key)) return choiceName(key, rules, words.options, form);
  const length = rules.length;
  const text = words.options.length[form][length.kind];
  return length.kind === 'open' ? text : text.replace('{n}', String(length.n));
}
