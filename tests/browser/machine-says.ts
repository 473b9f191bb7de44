/**
 * What the game's statechart says to each entry of a scripted game, in a language: the browser
 * tests of the referee expect exactly these words on the table screen.
 */
import { createActor } from 'xstate';
import type { Card } from '../../src/engine/cards.ts';
import type { Move } from '../../src/engine/game.ts';
import type { RuleSet } from '../../src/engine/rules.ts';
import type { Lang } from '../../src/i18n/langs.ts';
import { eventMessage, verdictMessage } from '../../src/i18n/messages/index.ts';
import { gameMachine } from '../../src/machines/game.ts';
import { statusOf } from '../../src/machines/status.ts';

/** The machine's words for an entry: the verdict, or the entry's first event. */
export interface Said {
  readonly refused: boolean;
  readonly text: string;
}

/**
 * Replays a game through the machine as the screen drives it and returns what each move is
 * told, in `lang`: `deal` before each round (hands by seat, or none in table mode).
 */
export function machineSays(
  rules: RuleSet,
  players: readonly string[],
  rounds: readonly { hands?: readonly (readonly Card[])[]; moves: readonly Move[] }[],
  lang: Lang,
): Said[][] {
  const actor = createActor(gameMachine);
  actor.start();
  actor.send({
    type: 'START',
    rules,
    players,
    mode: 'table',
    controllers: Object.fromEntries(players.map((p) => [p, { kind: 'table' as const }])),
  });
  return rounds.map((round, i) => {
    if (i > 0) actor.send({ type: 'NEXT_ROUND' });
    actor.send({
      type: 'DEAL',
      ...(i === 0 ? { seats: players, dealer: players[players.length - 1] ?? '' } : {}),
      ...(round.hands === undefined ? {} : { hands: round.hands }),
    });
    return round.moves.map((move) => {
      actor.send({ type: 'MOVE', move });
      const status = statusOf(actor.getSnapshot());
      const verdict = status.lastVerdict;
      if (verdict === null) throw new Error('no verdict');
      return verdict.legal
        ? {
            refused: false,
            text: eventMessage(status.lastEvents[0] ?? { type: 'passed', player: '' }, lang),
          }
        : { refused: true, text: verdictMessage(verdict.reason, lang) };
    });
  });
}
