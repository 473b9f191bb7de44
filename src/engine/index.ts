/**
 * The rules engine's public surface: what the notation, the referee, the CLI, the
 * statecharts and the islands may use.
 */
export * from './cards.ts';
export * from './rules.ts';
export * from './rule-text.ts';
export * from './order.ts';
export * from './verdict.ts';
export * from './game.ts';
export * from './scoring.ts';
export * from './random.ts';
export * from './game-code.ts';
export * from './log.ts';
export * from './explain.ts';
export * from './view.ts';
export {
  BOT_LEVELS,
  botRandom,
  chooseGive,
  chooseMove,
  dueGives,
  nextGive,
  type BotLevel,
} from './bots.ts';
export {
  cardCode,
  compileRules,
  FastGame,
  FastTable,
  returnLowest,
  type FastGameOptions,
  type FastGive,
  type FastRules,
  type ReturnPolicy,
} from './fast.ts';
