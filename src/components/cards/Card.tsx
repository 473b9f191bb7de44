/**
 * A playing card drawn as SVG. Suits differ by shape as well as colour (the pips are drawn
 * as paths, not taken from a font), so nobody needs to see red to tell ♥ from ♠. Renders on
 * the server (no JavaScript) or inside an island alike; it knows no rules.
 */
import type { JSX } from 'solid-js';
import { isJoker, type Card as CardData, type Suit } from '../../engine/cards.ts';

/** Suit pips in a 0..100 box. */
const SUIT_PATHS: Record<Suit, string> = {
  // club: three circles and a stem
  C: 'M50 8a18 18 0 0 1 17 24a18 18 0 1 1-7 31c2 13 7 24 15 29H25c8-5 13-16 15-29a18 18 0 1 1-7-31A18 18 0 0 1 50 8z',
  // diamond: a rhombus
  D: 'M50 4L86 50L50 96L14 50z',
  // heart: two lobes and a point
  H: 'M50 92C42 82 8 60 8 33a22 22 0 0 1 42-10a22 22 0 0 1 42 10c0 27-34 49-42 59z',
  // spade: an inverted heart with a stem
  S: 'M50 6C58 18 92 38 92 62a20 20 0 0 1-36 12c2 10 7 18 14 22H30c7-4 12-12 14-22A20 20 0 0 1 8 62C8 38 42 18 50 6z',
};

export const SUIT_SYMBOL: Record<Suit, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };

function isRed(suit: Suit | null): boolean {
  return suit === 'D' || suit === 'H';
}

export interface CardProps {
  /** the card; null draws its back */
  readonly card: CardData | null;
  /** what a screen reader says, e.g. "nine of hearts" (the caller translates) */
  readonly label: string;
  /** the rank as the reader's language writes it (B, D, K in German …); default: the notation's */
  readonly rankText?: string;
  /** width in CSS pixels; the card is 5:7 */
  readonly width?: number;
  readonly class?: string;
  /** decorative: hidden from screen readers (the surrounding text names the card) */
  readonly decorative?: boolean;
}

function Pip(props: { suit: Suit; x: number; y: number; size: number }): JSX.Element {
  const scale = (): number => props.size / 100;
  return (
    <path
      d={SUIT_PATHS[props.suit]}
      transform={`translate(${String(props.x - props.size / 2)} ${String(props.y - props.size / 2)}) scale(${String(scale())})`}
    />
  );
}

export function Card(props: CardProps): JSX.Element {
  const width = (): number => props.width ?? 64;
  // Decorative: hidden from screen readers; else an image named by its label. Attributes set
  // one by one (an attribute whose value is undefined is left off): spreading an object onto
  // an element would ship Solid's whole attribute-spreading code to every page with a card.
  const decorative = (): boolean => props.decorative === true;
  return (
    <svg
      class={`card ${props.card === null ? 'card-back' : isRed(props.card.suit) ? 'card-red' : 'card-black'} ${props.class ?? ''}`}
      viewBox="0 0 100 140"
      width={width()}
      height={(width() * 7) / 5}
      aria-hidden={decorative() ? 'true' : undefined}
      role={decorative() ? undefined : 'img'}
      aria-label={decorative() ? undefined : props.label}
    >
      <rect x="1.5" y="1.5" width="97" height="137" rx="9" class="card-face" />
      {props.card === null ? (
        <g class="card-pattern">
          <rect x="10" y="10" width="80" height="120" rx="5" />
          <path d="M10 40L40 10M10 70L70 10M10 100L90 20M10 130L90 50M40 130L90 80M70 130L90 110" />
        </g>
      ) : isJoker(props.card) ? (
        <g class="card-joker">
          <text x="50" y="62" text-anchor="middle" font-size="22" font-weight="700">
            JOKER
          </text>
          <path d="M28 96l10-18 12 12 12-12 10 18z" />
          <text x="12" y="24" font-size="18" font-weight="700">
            {'\u2605'}
          </text>
        </g>
      ) : (
        <g class="card-pips">
          <text x="10" y="28" font-size="24" font-weight="700">
            {props.rankText ?? props.card.rank}
          </text>
          {props.card.suit !== null && <Pip suit={props.card.suit} x={20} y={44} size={18} />}
          {props.card.suit !== null ? (
            <Pip suit={props.card.suit} x={50} y={86} size={46} />
          ) : (
            <text x="50" y="100" text-anchor="middle" font-size="44" font-weight="700">
              {props.rankText ?? props.card.rank}
            </text>
          )}
          <g transform="rotate(180 50 70)">
            <text x="10" y="28" font-size="24" font-weight="700">
              {props.rankText ?? props.card.rank}
            </text>
            {props.card.suit !== null && <Pip suit={props.card.suit} x={20} y={44} size={18} />}
          </g>
        </g>
      )}
    </svg>
  );
}
