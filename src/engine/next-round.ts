/**
 * The round after a finished one, as the engine will begin it: seating, dealer, roles, the
 * exchange list and who leads and why (the referee's "next round" screen). Apart from
 * ./explain.ts, which the steppers load, so that they do not ship it.
 */
import { startRound, type ExchangeDue, type GameState } from './game.ts';
import { whoLeads, type LeadReason } from './explain.ts';
import { nameRecord } from './records.ts';
import { roleOf, type Role } from './scoring.ts';

/** One give of an exchange list, by name. */
export interface ExchangeGive {
  readonly from: string;
  readonly to: string;
  readonly count: number;
  /** highest: the lower role gives its best cards; return: the higher role gives back */
  readonly kind: ExchangeDue['kind'];
}

/** What the round after a finished one will be, before its cards are dealt. */
export interface NextRoundSetup {
  readonly number: number;
  /** seating = turn order */
  readonly seats: readonly string[];
  readonly dealer: string;
  /** the player who must lead the first trick; null when whoever moves first leads */
  readonly leader: string | null;
  /** why (before the deal the holder of a first card is unknown: then `open` with that card) */
  readonly lead: LeadReason;
  /** the finished round's places by name, first place first */
  readonly previous: readonly (string | null)[];
  /** each player's role from the finished round's places */
  readonly roles: Readonly<Record<string, Role>>;
  /** the gives due before play, in the engine's order (each give, then its return) */
  readonly exchange: readonly ExchangeGive[];
}

/**
 * The round after the game's finished round, as startRound will begin it (the same code:
 * seating, the dealer, the exchange list, the lead rules), with the players in `seats` when
 * the table has changed places. Null when the game's current round is not finished (or there
 * is none).
 */
export function nextRoundSetup(game: GameState, seats?: readonly string[]): NextRoundSetup | null {
  if (game.round === null || !game.round.over) return null;
  const round = startRound(game, seats === undefined ? {} : { seats }).round;
  if (round === null || round.previous === null) return null;
  const name = (seat: number): string => round.seats[seat] ?? '';
  const previous = round.previous;
  const roles = nameRecord<Role>();
  previous.forEach((player, i) => {
    if (player !== null) roles[player] = roleOf(i + 1, previous.length);
  });
  const lead = whoLeads({ ...game, round }) ?? { kind: 'open', first: null, holder: null };
  const toAct = round.trick.toAct;
  return {
    number: round.number,
    seats: round.seats,
    dealer: name(round.dealer),
    leader: toAct === null ? null : name(toAct),
    lead,
    previous,
    roles,
    exchange: round.exchange.map((d) => ({
      from: name(d.from),
      to: name(d.to),
      count: d.count,
      kind: d.kind,
    })),
  };
}
