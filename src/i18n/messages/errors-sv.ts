/**
 * The sv words of the notation's parse errors and of rule errors, a module apart from
 * ./sv.ts: an island that shows neither (the steppers, the referee's table) does not ship them.
 */
import { quote, keyword, type ErrorMessages } from './shared.ts';
import { allowedIn, valueForm } from './allowed.ts';
import { JOKER } from '../../engine/cards.ts';
import { f, num, jokers } from './sv.ts';

const allowed = allowedIn(
  {
    ranks: 'none eller valörer med + emellan, till exempel 8 eller 2+8',
    length: 'rounds:N, points:N eller open',
    none: 'inget',
  },
  (values) => f.or(values),
);

export const svErrors: ErrorMessages = {
  parse: {
    'unknown-line': (d) =>
      `förväntade: ett drag som 'Anna: 7H 7S' eller 'Anna: pass', eller en rad som börjar med ` +
      `players:, rules:, dealer:, hand, give eller round, hittade: ${quote(d.text)}`,
    'bad-card': (d) => `förväntade: ett kort som 7H, 10S eller ${JOKER}, hittade: ${quote(d.text)}`,
    'empty-move': (d) => `förväntade: kort eller 'pass' efter ${quote(`${d.player}:`)}`,
    'pass-with-cards': (d) =>
      `förväntade: antingen 'pass' en gång eller kort efter ${quote(`${d.player}:`)}, inte båda`,
    'unknown-player': (d) =>
      `okänt namn ${quote(d.name)}; ${d.players.length === 0 ? 'inga spelare är angivna' : `spelarna heter ${f.and(d.players)}`}`,
    'no-players': () =>
      `förväntade: en rad 'players:' före första draget och före varje rad 'hand' eller 'give'`,
    'duplicate-player': (d) => `${quote(d.name)} står två gånger på raden 'players:'`,
    'empty-player-name': () => `förväntade: ett namn mellan kommatecknen på raden 'players:'`,
    'bad-player-name': (d) =>
      `förväntade: ett namn utan ':', '>' eller ',', hittade: ${quote(d.name)}`,
    'invisible-player-name': (d) =>
      `förväntade: ett namn med synliga tecken, hittade: ${quote(d.name)} (bara styrtecken, nollbreddstecken eller blanksteg)`,
    'player-count': (d) =>
      `förväntade: ${num(d.min)} till ${num(d.max)} spelare, hittade: ${num(d.count)}`,
    'seating-changed': (d) => {
      const parts: string[] = [];
      if (d.missing.length > 0) parts.push(`saknas: ${f.and(d.missing)}`);
      if (d.added.length > 0) parts.push(`nya: ${f.and(d.added)}`);
      return `förväntade: samma spelare i den nya sittordningen (${parts.join('; ')})`;
    },
    'rules-too-late': () => `förväntade: 'rules:' innan första given börjar`,
    'too-late-in-round': (d) =>
      `förväntade: ${keyword(d.keyword)} före givens första byte eller drag`,
    'bad-round-number': (d) =>
      `förväntade: 'round ${String(d.expected)}', hittade: ${quote(d.text)}`,
    'duplicate-hand': (d) => `${d.player} har redan en rad 'hand' i den här given`,
    'hand-needs-suits': (d) =>
      `förväntade: färg på varje kort i en hand, till exempel 7H, hittade: ${quote(d.text)} hos ${d.player}`,
    'card-in-two-hands': (d) => `${quote(d.card)} finns på två händer: ${f.and(d.players)}`,
    'too-many-jokers': (d) =>
      d.jokers === 0
        ? `händerna har ${jokers(d.count)}, men det spelas utan jokrar`
        : `händerna har ${jokers(d.count)}, men leken har bara ${num(d.jokers)}`,
    'give-to-self': (d) =>
      `förväntade: två olika spelare på en rad 'give', hittade: ${quote(`${d.player} > ${d.player}`)}`,
    'bad-give': (d) => `förväntade: 'give NAMN > NAMN: KORT', hittade: ${quote(d.text)}`,
    empty: () => `förväntade: en rad 'players:'; protokollet har ingen`,
  },
  rule: {
    'unknown-preset': (d, choices) =>
      `okänd regeluppsättning ${quote(d.name)}; regeluppsättningar: ${f.and(choices)}`,
    'unknown-key': (d, choices) => `okänd regel ${quote(d.name)}; regler: ${f.and(choices)}`,
    'bad-value': (d) =>
      d.allowed.length === 0 && valueForm(d.name) === 'list'
        ? `${quote(d.value)} är inget giltigt värde för ${d.name}`
        : `${quote(d.value)} är inget värde för ${d.name}; tillåtet: ${allowed(d.name, d.allowed)}`,
    'missing-value': (d, choices) =>
      `${d.name} behöver ett värde (${d.name}=…); tillåtet: ${allowed(d.name, choices)}`,
  },
};
