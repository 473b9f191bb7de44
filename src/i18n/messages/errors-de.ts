/**
 * The de words of the notation's parse errors and of rule errors, a module apart from
 * ./de.ts: an island that shows neither (the steppers, the referee's table) does not ship them.
 */
import { quote, keyword, type ErrorMessages } from './shared.ts';
import { allowedIn, valueForm } from './allowed.ts';
import { JOKER } from '../../engine/cards.ts';
import { f, num, jokers } from './de.ts';

const allowed = allowedIn(
  {
    ranks: 'none oder Kartenwerte mit + verbunden, etwa 8 oder 2+8',
    length: 'rounds:N, points:N oder open',
    none: 'nichts',
  },
  (values) => f.or(values),
);

export const deErrors: ErrorMessages = {
  parse: {
    'unknown-line': (d) =>
      `erwartet: ein Zug wie 'Anna: 7H 7S' oder 'Anna: pass' oder eine Zeile, die mit ` +
      `players:, rules:, dealer:, hand, give oder round beginnt, gefunden: ${quote(d.text)}`,
    'bad-card': (d) => `erwartet: eine Karte wie 7H, 10S oder ${JOKER}, gefunden: ${quote(d.text)}`,
    'empty-move': (d) => `erwartet: Karten oder 'pass' nach ${quote(`${d.player}:`)}`,
    'pass-with-cards': (d) =>
      `erwartet: nach ${quote(`${d.player}:`)} entweder einmal 'pass' oder Karten, nicht beides`,
    'unknown-player': (d) =>
      `unbekannter Name ${quote(d.name)}; erwartet: einer von ${d.players.length === 0 ? 'keinen Spielern' : f.or(d.players)}`,
    'no-players': () =>
      `erwartet: eine Zeile 'players:' vor dem ersten Zug und vor jeder Zeile 'hand' oder 'give'`,
    'duplicate-player': (d) => `${quote(d.name)} steht zweimal in der Zeile 'players:'`,
    'empty-player-name': () => `erwartet: ein Name zwischen den Kommas der Zeile 'players:'`,
    'bad-player-name': (d) =>
      `erwartet: ein Name ohne ':', '>' oder ',', gefunden: ${quote(d.name)}`,
    'invisible-player-name': (d) =>
      `erwartet: ein Name mit sichtbaren Zeichen, gefunden: ${quote(d.name)} (nur Steuer-, Nullbreiten- oder Leerzeichen)`,
    'player-count': (d) =>
      `erwartet: ${num(d.min)} bis ${num(d.max)} Spieler, gefunden: ${num(d.count)}`,
    'seating-changed': (d) => {
      const parts: string[] = [];
      if (d.missing.length > 0) parts.push(`es fehlt: ${f.and(d.missing)}`);
      if (d.added.length > 0) parts.push(`neu: ${f.and(d.added)}`);
      return `erwartet: dieselben Spieler in der neuen Sitzordnung (${parts.join('; ')})`;
    },
    'rules-too-late': () => `erwartet: 'rules:' vor dem Beginn der ersten Runde`,
    'too-late-in-round': (d) =>
      `erwartet: ${keyword(d.keyword)} vor dem ersten Tausch oder Zug der Runde`,
    'bad-round-number': (d) =>
      `erwartet: 'round ${String(d.expected)}', gefunden: ${quote(d.text)}`,
    'duplicate-hand': (d) => `${d.player} hat in dieser Runde schon eine Zeile 'hand'`,
    'hand-needs-suits': (d) =>
      `erwartet: jede Karte einer Hand mit Farbe, etwa 7H, gefunden: ${quote(d.text)} bei ${d.player}`,
    'card-in-two-hands': (d) => `${quote(d.card)} ist in zwei Händen: ${f.and(d.players)}`,
    'too-many-jokers': (d) =>
      d.jokers === 0
        ? `die Hände enthalten ${jokers(d.count)}, aber es wird ohne Joker gespielt`
        : `die Hände enthalten ${jokers(d.count)}, aber die Regeln erlauben nur ${num(d.jokers)}`,
    'give-to-self': (d) =>
      `erwartet: zwei verschiedene Spieler in einer Zeile 'give', gefunden: ${quote(`${d.player} > ${d.player}`)}`,
    'bad-give': (d) => `erwartet: 'give NAME > NAME: KARTEN', gefunden: ${quote(d.text)}`,
    empty: () => `erwartet: eine Zeile 'players:'; die Mitschrift hat keine`,
  },
  rule: {
    'unknown-preset': (d, choices) =>
      `unbekannter Regelsatz ${quote(d.name)}; Regelsätze: ${f.and(choices)}`,
    'unknown-key': (d, choices) => `unbekannte Regel ${quote(d.name)}; Regeln: ${f.and(choices)}`,
    'bad-value': (d) =>
      d.allowed.length === 0 && valueForm(d.name) === 'list'
        ? `${quote(d.value)} ist kein gültiger Wert für ${d.name}`
        : `${quote(d.value)} ist kein Wert für ${d.name}; erlaubt: ${allowed(d.name, d.allowed)}`,
    'missing-value': (d, choices) =>
      `${d.name} braucht einen Wert (${d.name}=…); erlaubt: ${allowed(d.name, choices)}`,
  },
};
