/**
 * The values a rule option takes, as a rule error lists them ("…; allowed: …"), for the error
 * words of every language (./errors-<lang>.ts). A module of its own: the islands that show no
 * rule error (the steppers, the referee's table) do not ship it.
 */

/**
 * Options whose values are open-ended: the option table lists examples, so the messages
 * describe the form instead (rules-spec §3).
 */
export type ValueForm = 'ranks' | 'length' | 'list';
export function valueForm(option: string): ValueForm {
  if (option === 'clear' || option === 'forbidden-finish') return 'ranks';
  if (option === 'length') return 'length';
  return 'list';
}

/** A language's words for the open-ended forms, and for an empty list of values. */
export interface AllowedWords {
  readonly ranks: string;
  readonly length: string;
  readonly none: string;
}

/** The allowed values of an option in one language: its form's words, or its values joined by "or". */
export function allowedIn(
  words: AllowedWords,
  or: (values: readonly string[]) => string,
): (name: string, values: readonly string[]) => string {
  return (name, values) => {
    switch (valueForm(name)) {
      case 'ranks':
        return words.ranks;
      case 'length':
        return words.length;
      case 'list':
        return values.length === 0 ? words.none : or(values);
    }
  };
}
