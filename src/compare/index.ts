/**
 * Comparing two rule sets (issue 9): what differs, and for each difference the shortest
 * example the engine finds where the same moves are judged differently. Codes and data only.
 */
export {
  compareRules,
  compareSteps,
  differingOptions,
  inertBecause,
  shrinkExample,
  type CompareEvent,
  type CompareOptions,
  type Comparison,
  type Difference,
  type Example,
  type PresetNames,
  type SearchProgress,
  type Shown,
} from './find.ts';
export {
  DIVERGENCES,
  SEAT_NAMES,
  divergenceOf,
  firstParting,
  judgeScenario,
  moveLine,
  scenarioText,
  scenarioTranscript,
  type Divergence,
  type Outcome,
  type Parting,
  type Scenario,
  type ScenarioRound,
} from './scenario.ts';
export { randomGame, type SearchGame } from './search.ts';
export { shrinkScenario, withoutCard, withoutMove, withoutPlayer } from './shrink.ts';
