/**
 * The vocabulary of the game: ranks, suits, cards and the deck (rules-spec §1).
 * Pure data and small functions; no rules of play live here.
 */

/** Ranks in the normal order, lowest first. */
export const RANKS = ['3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A', '2'] as const;
export type Rank = (typeof RANKS)[number];

/** The joker is written `X`; both jokers are the same card. */
export const JOKER = 'X';
export type Joker = typeof JOKER;
export type RankOrJoker = Rank | Joker;

/** Suits in the order used to break ties in the exchange (C < D < H < S). */
export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];

/**
 * A card as written. `suit` is null for a lone rank (nobody wrote the suit down, quick
 * entry at a real table) and always for a joker.
 */
export interface Card {
  readonly rank: RankOrJoker;
  readonly suit: Suit | null;
}

/** Index of a rank in the normal order (3 = 0 … 2 = 12); the joker is 13. */
export const JOKER_INDEX = 13;
export function rankIndex(rank: RankOrJoker): number {
  // By the first character (10 by its 1): one search in a short string, no comparing of texts.
  return '34567891JQKA2X'.indexOf(rank[0] as string);
}
export function rankAt(index: number): RankOrJoker {
  if (index === JOKER_INDEX) return JOKER;
  const rank = RANKS[index];
  if (rank === undefined) throw new RangeError(`no rank at index ${String(index)}`);
  return rank;
}

export function isJoker(card: Card): boolean {
  return card.rank === JOKER;
}

export function card(rank: RankOrJoker, suit: Suit | null = null): Card {
  return { rank, suit: rank === JOKER ? null : suit };
}

const JOKER_CARD: Card = Object.freeze({ rank: JOKER, suit: null });

/** The canonical text of a card: `10H`, `QS`, `7` (lone rank), `X`. */
export function formatCard(c: Card): string {
  return c.suit === null ? c.rank : c.rank + c.suit;
}

export function formatCards(cards: readonly Card[]): string {
  return cards.map(formatCard).join(' ');
}

export function sameCard(a: Card, b: Card): boolean {
  return a.rank === b.rank && a.suit === b.suit;
}

const SUIT_SYMBOLS: Record<string, Suit> = { '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S' };
const CARD_PATTERN = /^(10|[2-9]|[TJQKA])([CDHS♣♦♥♠])?$/u;

/**
 * Reads one card: rank then suit, `T` for 10, suit letters or symbols, any case;
 * `X` is a joker; a lone rank is a card whose suit nobody wrote. Returns null when the
 * text is not a card.
 */
export function parseCard(text: string): Card | null {
  const t = text.trim().toUpperCase();
  if (t === JOKER) return JOKER_CARD;
  const m = CARD_PATTERN.exec(t);
  if (m === null) return null;
  const rawRank = m[1] ?? '';
  const rank = (rawRank === 'T' ? '10' : rawRank) as Rank;
  const rawSuit = m[2];
  if (rawSuit === undefined) return { rank, suit: null };
  const suit = (SUIT_SYMBOLS[rawSuit] ?? rawSuit) as Suit;
  return { rank, suit };
}

/** The full deck: 52 cards and 0–2 jokers, in a fixed order (rank, then suit). */
export function makeDeck(jokers: number): Card[] {
  const deck: Card[] = [];
  for (const rank of RANKS) for (const suit of SUITS) deck.push({ rank, suit });
  for (let i = 0; i < jokers; i++) deck.push(JOKER_CARD);
  return deck;
}

/** Sort key: rank in the normal order, then suit C < D < H < S; lone ranks before suited. */
export function cardOrder(c: Card): number {
  const suit = c.suit === null ? -1 : SUITS.indexOf(c.suit);
  return rankIndex(c.rank) * 5 + suit + 1;
}

export function sortCards(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => cardOrder(a) - cardOrder(b));
}

/** How many cards each seat gets when `total` cards go one at a time from the seat after the dealer. */
export function dealCounts(total: number, seats: number, dealer: number): number[] {
  const counts = new Array<number>(seats).fill(Math.floor(total / seats));
  const extra = total % seats;
  for (let i = 1; i <= extra; i++) {
    const seat = (dealer + i) % seats;
    counts[seat] = (counts[seat] ?? 0) + 1;
  }
  return counts;
}
