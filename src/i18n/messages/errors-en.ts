/**
 * The en words of the notation's parse errors and of rule errors, a module apart from
 * ./en.ts: an island that shows neither (the steppers, the referee's table) does not ship them.
 */
import { quote, keyword, type ErrorMessages } from './shared.ts';
import { allowedIn, valueForm } from './allowed.ts';
import { JOKER } from '../../engine/cards.ts';
import { f, num, jokers } from './en.ts';

const allowed = allowedIn(
  {
    ranks: 'none, or ranks joined by +, e.g. 8 or 2+8',
    length: 'rounds:N, points:N or open',
    none: 'none',
  },
  (values) => f.or(values),
);

export const enErrors: ErrorMessages = {
  parse: {
    'unknown-line': (d) =>
      `expected a move such as 'Anna: 7H 7S' or 'Anna: pass', or a line starting with ` +
      `players:, rules:, dealer:, hand, give or round, found ${quote(d.text)}`,
    'bad-card': (d) => `expected a card like 7H, 10S or ${JOKER}, found ${quote(d.text)}`,
    'empty-move': (d) => `expected cards or 'pass' after ${quote(`${d.player}:`)}`,
    'pass-with-cards': (d) =>
      `expected either 'pass' once or cards after ${quote(`${d.player}:`)}, not both`,
    'unknown-player': (d) =>
      `unknown player ${quote(d.name)}; expected one of ${d.players.length === 0 ? 'no players' : f.or(d.players)}`,
    'no-players': () => `expected a 'players:' line before the first move, hand or give`,
    'duplicate-player': (d) => `${quote(d.name)} appears twice on the 'players:' line`,
    'empty-player-name': () => `expected a name between the commas of the 'players:' line`,
    'bad-player-name': (d) => `expected a name without ':', '>' or ',', found ${quote(d.name)}`,
    'invisible-player-name': (d) =>
      `expected a name with something visible, found ${quote(d.name)}: only control, zero-width or space characters`,
    'player-count': (d) => `expected ${num(d.min)} to ${num(d.max)} players, found ${num(d.count)}`,
    'seating-changed': (d) => {
      const parts: string[] = [];
      if (d.missing.length > 0) parts.push(`missing: ${f.and(d.missing)}`);
      if (d.added.length > 0) parts.push(`new: ${f.and(d.added)}`);
      return `expected the same players in the new seating (${parts.join('; ')})`;
    },
    'rules-too-late': () => `expected 'rules:' before the first round begins`,
    'too-late-in-round': (d) =>
      `expected ${keyword(d.keyword)} before the round's first give or move`,
    'bad-round-number': (d) => `expected 'round ${String(d.expected)}', found ${quote(d.text)}`,
    'duplicate-hand': (d) => `${d.player} already has a 'hand' line in this round`,
    'hand-needs-suits': (d) =>
      `expected every card of a hand with its suit, like 7H, found ${quote(d.text)} for ${d.player}`,
    'card-in-two-hands': (d) => `${quote(d.card)} is in two hands: ${f.and(d.players)}`,
    'too-many-jokers': (d) =>
      d.jokers === 0
        ? `the hands hold ${jokers(d.count)}, but these rules play without jokers`
        : `the hands hold ${jokers(d.count)}, but the deck has only ${num(d.jokers)}`,
    'give-to-self': (d) =>
      `expected two different players in a 'give' line, found ${quote(`${d.player} > ${d.player}`)}`,
    'bad-give': (d) => `expected 'give NAME > NAME: CARDS', found ${quote(d.text)}`,
    empty: () => `expected a 'players:' line; the transcript has none`,
  },
  rule: {
    'unknown-preset': (d, choices) =>
      `unknown preset ${quote(d.name)}; the presets are ${f.and(choices)}`,
    'unknown-key': (d, choices) => `unknown rule ${quote(d.name)}; the rules are ${f.and(choices)}`,
    'bad-value': (d) =>
      d.allowed.length === 0 && valueForm(d.name) === 'list'
        ? `${quote(d.value)} is not a valid value for ${d.name}`
        : `${quote(d.value)} is not a value for ${d.name}; allowed: ${allowed(d.name, d.allowed)}`,
    'missing-value': (d, choices) =>
      `${d.name} needs a value (${d.name}=…); allowed: ${allowed(d.name, choices)}`,
  },
};
