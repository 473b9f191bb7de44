/**
 * The levels a computer player can play at. A module of its own so that the statechart (which
 * checks a seat's level) does not load the bots themselves (./bots.ts): a page that seats no
 * computers ships none of their code.
 */
export type BotLevel = 'random' | 'normal' | 'strong';

export const BOT_LEVELS: readonly BotLevel[] = ['random', 'normal', 'strong'];
