/**
 * A game's log: every deal and every move, in order. It reads like a transcript (rules-spec
 * §2): the statechart keeps one, the notation turns one into text and back, and replaying it
 * through the engine gives every state and verdict again.
 */
import type { Card } from './cards.ts';
import type { Move } from './game.ts';

export type LogEntry =
  | {
      readonly kind: 'deal';
      readonly round: number;
      readonly seats: readonly string[];
      readonly dealer: string;
      /** by seat of `seats`; null in table mode */
      readonly hands: readonly (readonly Card[])[] | null;
    }
  | { readonly kind: 'move'; readonly round: number; readonly move: Move };
