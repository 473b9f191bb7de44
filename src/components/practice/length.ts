/**
 * The start screen's lengths (001: "Eine Partie dauert 3, 5 oder 7 Runden"): three, five or
 * seven rounds, and a rule set's own target score (or its own number of rounds) beside them.
 * The rule set's own length is chosen first; a rule set that plays on without end starts at
 * five rounds.
 */
import type { GameLength } from '../../engine/rules.ts';
import type { RuleChoice } from '../../lib/rule-link.ts';

const ROUNDS = [3, 5, 7] as const;
const DEFAULT_ROUNDS = 5;

export interface LengthChoices {
  readonly options: readonly GameLength[];
  readonly initial: GameLength;
}

export function lengthChoices(own: GameLength): LengthChoices {
  const rounds: GameLength[] = ROUNDS.map((n) => ({ kind: 'rounds', n }));
  const extra =
    own.kind === 'points' || (own.kind === 'rounds' && !ROUNDS.some((n) => n === own.n));
  const options = extra ? [...rounds, own] : rounds;
  const initial = own.kind === 'open' ? { kind: 'rounds' as const, n: DEFAULT_ROUNDS } : own;
  return { options, initial };
}

export function sameLength(a: GameLength, b: GameLength): boolean {
  if (a.kind === 'open' || b.kind === 'open') return a.kind === b.kind;
  return a.kind === b.kind && a.n === b.n;
}

/** The choice with the game's length set (its preset kept, so the link names what changed). */
export function withLength(choice: RuleChoice, length: GameLength): RuleChoice {
  return { preset: choice.preset, rules: { ...choice.rules, length } };
}
