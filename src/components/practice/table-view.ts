/**
 * What the practice table draws, read from the machine's view of the person's seat and its
 * log: the hand in a steady order with a key per card, which cards belong to some play the
 * engine allows, the hint's plays, the exchange of this round as the person saw it, and the
 * seats as seen from the person. Nothing here decides a rule: every play comes from the
 * engine's list (`SeatView.legalPlays`), every order of players from the engine's standings.
 */
import { formatCard, sameCard, sortCards, type Card } from '../../engine/cards.ts';
import type { LeadReason } from '../../engine/explain.ts';
import type { GameEvent } from '../../engine/verdict.ts';
import { fill, plural } from '../../i18n/format/fill.ts';
import type { Lang } from '../../i18n/langs.ts';
import type { PracticeStrings } from '../../i18n/practice/shape.ts';
import type { LogEntry, SeatView } from '../../machines/game.ts';

/** A card of the hand with a key that stays the same while it is held (`9H`, a second joker `X#1`). */
export interface HandCard {
  readonly key: string;
  readonly card: Card;
}

/** The hand sorted for display (rank, then suit), each card with its key. */
export function handCards(hand: readonly Card[]): HandCard[] {
  const seen = new Map<string, number>();
  return sortCards(hand).map((card) => {
    const text = formatCard(card);
    const n = seen.get(text) ?? 0;
    seen.set(text, n + 1);
    return { key: n === 0 ? text : `${text}#${String(n)}`, card };
  });
}

/** The cards of the hand whose keys are selected, in the hand's order. */
export function selectedCards(hand: readonly HandCard[], keys: ReadonlySet<string>): Card[] {
  return hand.filter((c) => keys.has(c.key)).map((c) => c.card);
}

/** The keys of the hand's cards that make up `cards` (each card of the hand used once). */
export function keysOf(hand: readonly HandCard[], cards: readonly Card[]): Set<string> {
  const keys = new Set<string>();
  for (const card of cards) {
    const match = hand.find((c) => !keys.has(c.key) && sameCard(c.card, card));
    if (match !== undefined) keys.add(match.key);
  }
  return keys;
}

/**
 * The keys of the cards that can be part of a play the engine allows now; the others cannot
 * beat (or cannot lead, when a first card must be played) and are drawn dimmed. The engine
 * lists one play per rank and count (`legalPlays`), so a card is tried in place of each card
 * of each listed play, and `allowed` (the engine's verdict) says whether that play would do.
 */
export function playableKeys(
  hand: readonly HandCard[],
  plays: readonly (readonly Card[])[],
  allowed: (cards: readonly Card[]) => boolean,
): Set<string> {
  const keys = new Set<string>();
  for (const c of hand) {
    const fits = plays.some(
      (play) =>
        play.some((p) => sameCard(p, c.card)) ||
        play.some((_, i) => allowed(play.map((p, k) => (k === i ? c.card : p)))),
    );
    if (fits) keys.add(c.key);
  }
  return keys;
}

/**
 * The hint's next play: first the play a computer player would make for this seat (`first`, its
 * index among `plays`; -1 when it would pass), then the engine's other plays in the engine's
 * order, round and round.
 */
export function hintPlay(
  plays: readonly (readonly Card[])[],
  index: number,
  first = -1,
): { readonly cards: readonly Card[]; readonly index: number } | null {
  if (plays.length === 0) return null;
  const order =
    first > 0 && first < plays.length
      ? [plays[first], ...plays.slice(0, first), ...plays.slice(first + 1)]
      : plays;
  const i = ((index % order.length) + order.length) % order.length;
  const cards = order[i];
  return cards === undefined ? null : { cards, index: i };
}

/** One give of this round's exchange that the person made or received. */
export interface ExchangeLine {
  readonly from: string;
  readonly to: string;
  readonly cards: readonly Card[];
}

/** The gives of the round dealt last that `seat` made or received, in the order they were made. */
export function exchangeOf(log: readonly LogEntry[], seat: string): ExchangeLine[] {
  const lines: ExchangeLine[] = [];
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i];
    if (entry === undefined || entry.kind === 'deal') break;
    const move = entry.move;
    if (move.type === 'give' && (move.player === seat || move.to === seat))
      lines.unshift({ from: move.player, to: move.to, cards: move.cards });
  }
  return lines;
}

/**
 * A give of the exchange as the person is told it: their own best cards, given without a
 * choice, and the best cards given to them say why (the giver's role last round, from the
 * view's `previous`; which gives are of the best cards, from its `gives`); a give back is said
 * as it went.
 */
export function exchangeSentence(
  line: ExchangeLine,
  you: string,
  view: Pick<SeatView, 'gives' | 'previous'>,
  words: PracticeStrings['table']['exchange'],
  lang: Lang,
  cardsText: (cards: readonly Card[]) => string,
  roleOf: (place: number) => string,
): string {
  const cards = cardsText(line.cards);
  const highest = view.gives.some(
    (g) => g.kind === 'highest' && g.from === line.from && g.to === line.to,
  );
  const place = view.previous === null ? -1 : view.previous.indexOf(line.from);
  if (highest && place >= 0) {
    const role = roleOf(place + 1);
    return line.from === you
      ? fill(plural(words.gaveHighest, line.cards.length, lang), { role, name: line.to, cards })
      : fill(plural(words.gotHighest, line.cards.length, lang), { role, name: line.from, cards });
  }
  return line.from === you
    ? fill(words.gave, { cards, name: line.to })
    : fill(words.got, { cards, name: line.from });
}

/** Each other player's last turn in the current trick: their cards, or a pass (or skip). */
export function lastTurns(view: SeatView): ReadonlyMap<string, readonly Card[] | 'pass'> {
  const turns = new Map<string, readonly Card[] | 'pass'>();
  for (const turn of view.pile) turns.set(turn.player, turn.kind === 'play' ? turn.cards : 'pass');
  return turns;
}

/** A player's place this round (1 = first out), or null while they have cards. */
export function placeOf(view: SeatView, player: string): number | null {
  const i = view.places.indexOf(player);
  return i < 0 ? null : i + 1;
}

/**
 * Who leads the round's first trick and why, as the table says it (`leads` of the language):
 * the person is "you" ("You sit after the dealer Cleo, so you lead"), anyone else by name.
 */
export function leadSentence(
  lead: LeadReason,
  you: string,
  l: PracticeStrings['table']['leads'],
  cardsText: (cards: readonly Card[]) => string,
  roleOf: (place: number) => string,
): string {
  switch (lead.kind) {
    case 'holds':
      return lead.player === you
        ? fill(l.holdsYou, { card: cardsText([lead.card]) })
        : fill(l.holds, { name: lead.player, card: cardsText([lead.card]) });
    case 'previous':
      return lead.player === you
        ? fill(l.previousYou, { role: roleOf(lead.place) })
        : fill(l.previous, { name: lead.player, role: roleOf(lead.place) });
    case 'left-of-dealer':
      return lead.player === you
        ? fill(l.leftOfDealerYou, { dealer: lead.dealer })
        : fill(l.leftOfDealer, { name: lead.player, dealer: lead.dealer });
    case 'open':
      return l.open;
    default:
      return '';
  }
}

/**
 * A player out, with the role the place gives, the person's own in the person's words ("You
 * are out: 1st place, President") and anyone else's by name ("Cleo goes out: 2nd place, Vice
 * President").
 */
export function wentOutSentence(
  event: Extract<GameEvent, { type: 'went-out' }>,
  you: string,
  y: PracticeStrings['table']['you'],
  placeName: (place: number) => string,
  roleOf: (place: number) => string,
): string {
  const said = { place: placeName(event.place), role: roleOf(event.place) };
  return event.player === you
    ? fill(y.wentOut, said)
    : fill(y.otherWentOut, { name: event.player, ...said });
}
