/**
 * The nl words of the notation's parse errors and of rule errors, a module apart from
 * ./nl.ts: an island that shows neither (the steppers, the referee's table) does not ship them.
 */
import { quote, keyword, type ErrorMessages } from './shared.ts';
import { allowedIn, valueForm } from './allowed.ts';
import { JOKER } from '../../engine/cards.ts';
import { f, num, jokers } from './nl.ts';

const allowed = allowedIn(
  {
    ranks: 'none, of waarden met + ertussen, bijvoorbeeld 8 of 2+8',
    length: 'rounds:N, points:N of open',
    none: 'niets',
  },
  (values) => f.or(values),
);

export const nlErrors: ErrorMessages = {
  parse: {
    'unknown-line': (d) =>
      `verwacht: een zet zoals 'Anna: 7H 7S' of 'Anna: pass', of een regel die begint met ` +
      `players:, rules:, dealer:, hand, give of round, gevonden: ${quote(d.text)}`,
    'bad-card': (d) => `verwacht: een kaart zoals 7H, 10S of ${JOKER}, gevonden: ${quote(d.text)}`,
    'empty-move': (d) => `verwacht: kaarten of 'pass' na ${quote(`${d.player}:`)}`,
    'pass-with-cards': (d) =>
      `verwacht: na ${quote(`${d.player}:`)} één keer 'pass' of kaarten, niet allebei`,
    'unknown-player': (d) =>
      `onbekende naam ${quote(d.name)}; verwacht: een van ${d.players.length === 0 ? 'geen spelers' : f.or(d.players)}`,
    'no-players': () =>
      `verwacht: een regel 'players:' vóór de eerste zet en vóór elke regel 'hand' of 'give'`,
    'duplicate-player': (d) => `${quote(d.name)} staat twee keer op de regel 'players:'`,
    'empty-player-name': () => `verwacht: een naam tussen de komma's van de regel 'players:'`,
    'bad-player-name': (d) =>
      `verwacht: een naam zonder ':', '>' of ',', gevonden: ${quote(d.name)}`,
    'invisible-player-name': (d) =>
      `verwacht: een naam met zichtbare tekens, gevonden: ${quote(d.name)} (alleen stuurtekens, tekens zonder breedte of spaties)`,
    'player-count': (d) =>
      `verwacht: ${num(d.min)} tot ${num(d.max)} spelers, gevonden: ${num(d.count)}`,
    'seating-changed': (d) => {
      const parts: string[] = [];
      if (d.missing.length > 0) parts.push(`ontbreekt: ${f.and(d.missing)}`);
      if (d.added.length > 0) parts.push(`nieuw: ${f.and(d.added)}`);
      return `verwacht: dezelfde spelers in de nieuwe zitvolgorde (${parts.join('; ')})`;
    },
    'rules-too-late': () => `verwacht: 'rules:' vóór het begin van de eerste ronde`,
    'too-late-in-round': (d) =>
      `verwacht: ${keyword(d.keyword)} vóór de eerste ruil of zet van de ronde`,
    'bad-round-number': (d) =>
      `verwacht: 'round ${String(d.expected)}', gevonden: ${quote(d.text)}`,
    'duplicate-hand': (d) => `${d.player} heeft in deze ronde al een regel 'hand'`,
    'hand-needs-suits': (d) =>
      `verwacht: elke kaart in een hand met de kleur erbij, zoals 7H, gevonden: ${quote(d.text)} in de hand van ${d.player}`,
    'card-in-two-hands': (d) => `${quote(d.card)} zit in twee handen: ${f.and(d.players)}`,
    'too-many-jokers': (d) =>
      d.jokers === 0
        ? `de handen hebben ${jokers(d.count)}, maar er wordt zonder jokers gespeeld`
        : `de handen hebben ${jokers(d.count)}, maar het spel heeft er maar ${num(d.jokers)}`,
    'give-to-self': (d) =>
      `verwacht: twee verschillende spelers op een regel 'give', gevonden: ${quote(`${d.player} > ${d.player}`)}`,
    'bad-give': (d) => `verwacht: 'give NAAM > NAAM: KAARTEN', gevonden: ${quote(d.text)}`,
    empty: () => `verwacht: een regel 'players:'; het verslag heeft er geen`,
  },
  rule: {
    'unknown-preset': (d, choices) =>
      `onbekende regelset ${quote(d.name)}; regelsets: ${f.and(choices)}`,
    'unknown-key': (d, choices) => `onbekende regel ${quote(d.name)}; regels: ${f.and(choices)}`,
    'bad-value': (d) =>
      d.allowed.length === 0 && valueForm(d.name) === 'list'
        ? `${quote(d.value)} is geen geldige waarde voor ${d.name}`
        : `${quote(d.value)} is geen waarde voor ${d.name}; toegestaan: ${allowed(d.name, d.allowed)}`,
    'missing-value': (d, choices) =>
      `${d.name} heeft een waarde nodig (${d.name}=…); toegestaan: ${allowed(d.name, choices)}`,
  },
};
