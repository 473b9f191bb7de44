/**
 * The table notation (rules-spec §2): one format for the CLI, the referee's import and
 * export, and the rule pages' example tricks. `parseTranscript` never throws: bad input
 * gives a ParseError with its line and what was expected.
 */
import { formatCard, isJoker, parseCard, sameCard, type Card } from '../engine/cards.ts';
import {
  applyRuleText,
  formatRuleText,
  presetRules,
  ruleOverrides,
  type RuleSet,
} from '../engine/rules.ts';
import type { ParseError, ParseErrorData } from './errors.ts';

export type Entry =
  | {
      readonly line: number;
      readonly kind: 'play';
      readonly player: string;
      readonly cards: readonly Card[];
    }
  | { readonly line: number; readonly kind: 'pass'; readonly player: string }
  | {
      readonly line: number;
      readonly kind: 'give';
      readonly player: string;
      readonly to: string;
      readonly cards: readonly Card[];
    };

export interface TranscriptRound {
  readonly number: number;
  /** the `round N` line, or null for an implicit first round */
  readonly line: number | null;
  /** a new seating for this round */
  readonly seats: readonly string[] | null;
  readonly dealer: string | null;
  /**
   * The previous round's places, first place first (a `previous:` line), when that round was
   * played before the transcript begins: a table that starts using the referee mid-game.
   */
  readonly previous: readonly string[] | null;
  /** hands by player, in the order written */
  readonly hands: ReadonlyMap<string, readonly Card[]>;
  readonly entries: readonly Entry[];
}

export interface Transcript {
  readonly rules: RuleSet;
  readonly players: readonly string[];
  readonly dealer: string | null;
  readonly rounds: readonly TranscriptRound[];
}

export type ParseResult =
  | { readonly ok: true; readonly transcript: Transcript }
  | { readonly ok: false; readonly error: ParseError };

export { MIN_PLAYERS, MAX_PLAYERS } from '../engine/game.ts';
import { MIN_PLAYERS, MAX_PLAYERS } from '../engine/game.ts';

class Failure extends Error {
  readonly parseError: ParseError;
  constructor(line: number, error: ParseErrorData) {
    super(error.code);
    this.parseError = { line, error };
  }
}

interface RoundDraft {
  number: number;
  line: number | null;
  seats: string[] | null;
  dealer: string | null;
  previous: string[] | null;
  hands: Map<string, Card[]>;
  entries: Entry[];
}

const ROUND_LINE = /^round\s+(\S+)$/i;

/** Reads a transcript. Never throws. */
export function parseTranscript(text: string): ParseResult {
  try {
    return { ok: true, transcript: parseOrThrow(text) };
  } catch (e) {
    if (e instanceof Failure) return { ok: false, error: e.parseError };
    throw e;
  }
}

function parseOrThrow(text: string): Transcript {
  let rules: RuleSet = presetRules('common');
  let players: string[] | null = null;
  let dealer: string | null = null;
  const rounds: RoundDraft[] = [];
  let current: RoundDraft | null = null;

  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const n = index + 1;
    const hash = raw.indexOf('#');
    const line = (hash >= 0 ? raw.slice(0, hash) : raw).trim();
    if (line === '') return;
    const fail = (error: ParseErrorData): never => {
      throw new Failure(n, error);
    };
    const needPlayers = (): string[] => players ?? fail({ code: 'no-players' });
    const knownName = (name: string): string => {
      const all = needPlayers();
      return all.includes(name) ? name : fail({ code: 'unknown-player', name, players: all });
    };
    const openRound = (): RoundDraft => {
      if (current === null) {
        current = {
          number: 1,
          line: null,
          seats: null,
          dealer: null,
          previous: null,
          hands: new Map(),
          entries: [],
        };
        rounds.push(current);
      }
      return current;
    };
    const keyword = /^(rules|players|dealer|previous)\s*:(.*)$/i.exec(line);
    if (keyword !== null) {
      const word = (keyword[1] ?? '').toLowerCase();
      const value = (keyword[2] ?? '').trim();
      if (word === 'rules') {
        if (rounds.some((r) => r.entries.length > 0 || r.hands.size > 0))
          fail({ code: 'rules-too-late' });
        // A transcript starts as if it began with `rules: common` (§3: without a rules: line
        // it plays common); overrides apply on top, a preset starts again from the defaults.
        const result = applyRuleText(rules, value);
        const first = result.errors[0];
        if (first !== undefined) fail({ code: 'bad-rules', error: first });
        rules = result.rules;
        return;
      }
      if (word === 'previous') {
        const names = readNames(value, fail);
        const round = openRound();
        if (round.entries.length > 0) fail({ code: 'too-late-in-round', keyword: 'previous' });
        const all = needPlayers();
        const missing = all.filter((p) => !names.includes(p));
        const added = names.filter((p) => !all.includes(p));
        if (missing.length > 0 || added.length > 0)
          fail({ code: 'seating-changed', missing, added });
        round.previous = names;
        return;
      }
      if (word === 'players') {
        const names = readNames(value, fail);
        if (current === null) {
          players = names;
          return;
        }
        const round: RoundDraft = current;
        if (round.entries.length > 0) fail({ code: 'too-late-in-round', keyword: 'players' });
        const all = needPlayers();
        const missing = all.filter((p) => !names.includes(p));
        const added = names.filter((p) => !all.includes(p));
        if (missing.length > 0 || added.length > 0)
          fail({ code: 'seating-changed', missing, added });
        round.seats = names;
        return;
      }
      // dealer
      const name = knownName(value);
      if (current === null) dealer = name;
      else {
        const round: RoundDraft = current;
        if (round.entries.length > 0) fail({ code: 'too-late-in-round', keyword: 'dealer' });
        round.dealer = name;
      }
      return;
    }
    const roundMatch = ROUND_LINE.exec(line);
    if (roundMatch !== null) {
      const expected = (rounds[rounds.length - 1]?.number ?? 0) + 1;
      const numberText = roundMatch[1] ?? '';
      // `round 1` after the first round's hands (but before its first move) names that round.
      const open: RoundDraft | null = current;
      if (open !== null && open.line === null && open.entries.length === 0 && numberText === '1') {
        open.line = n;
        return;
      }
      // A later number may follow only when a `previous:` line comes next: the rounds between
      // were played before the transcript begins.
      const number = /^[0-9]+$/.test(numberText) ? Number(numberText) : NaN;
      const skips = number > expected && /^previous\s*:/i.test(nextContent(lines, index));
      if (number !== expected && !skips) {
        fail({ code: 'bad-round-number', text: numberText, expected });
      }
      current = {
        number,
        line: n,
        seats: null,
        dealer: null,
        previous: null,
        hands: new Map(),
        entries: [],
      };
      rounds.push(current);
      return;
    }
    const handMatch = /^hand\s+([^:]*):(.*)$/i.exec(line);
    if (handMatch !== null) {
      const name = knownName((handMatch[1] ?? '').trim());
      const round = openRound();
      if (round.entries.length > 0) fail({ code: 'too-late-in-round', keyword: 'hand' });
      if (round.hands.has(name)) fail({ code: 'duplicate-hand', player: name });
      const cards = readCards(handMatch[2] ?? '', fail);
      for (const c of cards) {
        if (c.suit === null && !isJoker(c))
          fail({ code: 'hand-needs-suits', player: name, text: formatCard(c) });
      }
      cards.forEach((c, i) => {
        if (!isJoker(c) && cards.slice(0, i).some((d) => sameCard(c, d))) {
          fail({ code: 'card-in-two-hands', card: formatCard(c), players: [name, name] });
        }
      });
      for (const [other, hand] of round.hands) {
        const shared = cards.find((c) => !isJoker(c) && hand.some((d) => sameCard(c, d)));
        if (shared !== undefined)
          fail({ code: 'card-in-two-hands', card: formatCard(shared), players: [other, name] });
      }
      round.hands.set(name, cards);
      const jokers = [...round.hands.values()].flat().filter(isJoker).length;
      if (jokers > rules.jokers)
        fail({ code: 'too-many-jokers', count: jokers, jokers: rules.jokers });
      return;
    }
    const giveMatch = /^give\s+(.*)$/i.exec(line);
    if (giveMatch !== null) {
      const body = giveMatch[1] ?? '';
      const colon = body.indexOf(':');
      if (colon < 0 || !body.slice(0, colon).includes('>')) fail({ code: 'bad-give', text: line });
      // Names may hold '>' (a player called <script>): split at the '>' that leaves a known name on each side.
      const head = body.slice(0, colon);
      const all = needPlayers();
      let split = -1;
      for (let i = head.indexOf('>'); i >= 0 && split < 0; i = head.indexOf('>', i + 1)) {
        if (all.includes(head.slice(0, i).trim()) && all.includes(head.slice(i + 1).trim()))
          split = i;
      }
      const arrow = split >= 0 ? split : head.indexOf('>');
      const from = knownName(head.slice(0, arrow).trim());
      const to = knownName(head.slice(arrow + 1).trim());
      if (from === to) fail({ code: 'give-to-self', player: from });
      const cards = readCards(body.slice(colon + 1), fail);
      if (cards.length === 0) fail({ code: 'bad-give', text: line });
      openRound().entries.push({ line: n, kind: 'give', player: from, to, cards });
      return;
    }
    const colon = line.indexOf(':');
    if (colon < 0) fail({ code: 'unknown-line', text: line });
    const player = knownName(line.slice(0, colon).trim());
    const rest = line.slice(colon + 1).trim();
    if (rest === '') fail({ code: 'empty-move', player });
    const words = rest.split(/[\s,]+/).filter((w) => w !== '');
    if (words.some((w) => w.toLowerCase() === 'pass')) {
      if (words.length !== 1) fail({ code: 'pass-with-cards', player });
      openRound().entries.push({ line: n, kind: 'pass', player });
      return;
    }
    openRound().entries.push({ line: n, kind: 'play', player, cards: readCards(rest, fail) });
  });
  if (players === null) throw new Failure(0, { code: 'empty' });
  const finalPlayers: string[] = players;
  if (rounds.length === 0)
    rounds.push({
      number: 1,
      line: null,
      seats: null,
      dealer: null,
      previous: null,
      hands: new Map(),
      entries: [],
    });
  return {
    rules,
    players: finalPlayers,
    dealer,
    rounds: rounds.map((r) => ({ ...r, hands: r.hands })),
  };
}

/** The first line after `index` with something on it besides a comment ('' if none). */
function nextContent(lines: readonly string[], index: number): string {
  for (const raw of lines.slice(index + 1)) {
    const hash = raw.indexOf('#');
    const line = (hash >= 0 ? raw.slice(0, hash) : raw).trim();
    if (line !== '') return line;
  }
  return '';
}

function readNames(text: string, fail: (e: ParseErrorData) => never): string[] {
  const names = text.split(',').map((s) => s.trim());
  for (const name of names) {
    if (name === '') fail({ code: 'empty-player-name' });
    if (name.includes(':')) fail({ code: 'bad-player-name', name });
  }
  names.forEach((name, i) => {
    if (names.indexOf(name) !== i) fail({ code: 'duplicate-player', name });
  });
  if (names.length < MIN_PLAYERS || names.length > MAX_PLAYERS) {
    fail({ code: 'player-count', count: names.length, min: MIN_PLAYERS, max: MAX_PLAYERS });
  }
  return names;
}

function readCards(text: string, fail: (e: ParseErrorData) => never): Card[] {
  const cards: Card[] = [];
  for (const word of text.split(/[\s,]+/)) {
    if (word === '') continue;
    const c = parseCard(word);
    if (c === null) fail({ code: 'bad-card', text: word });
    else cards.push(c);
  }
  return cards;
}

// ---------------------------------------------------------------------------------------
// Formatting

/** Writes a transcript in the notation; parsing the result gives the same transcript. */
export function formatTranscript(t: Transcript): string {
  const out: string[] = [];
  out.push(`rules: ${transcriptRuleText(t.rules)}`);
  out.push(`players: ${t.players.join(', ')}`);
  if (t.dealer !== null) out.push(`dealer: ${t.dealer}`);
  for (const r of t.rounds) {
    out.push(`round ${String(r.number)}`);
    if (r.previous !== null) out.push(`previous: ${r.previous.join(', ')}`);
    if (r.seats !== null) out.push(`players: ${r.seats.join(', ')}`);
    if (r.dealer !== null) out.push(`dealer: ${r.dealer}`);
    for (const [name, hand] of r.hands)
      out.push(`hand ${name}: ${hand.map(formatCard).join(' ')}`.trimEnd());
    for (const e of r.entries) out.push(formatEntry(e));
  }
  return out.join('\n') + '\n';
}

/**
 * The `rules:` text of a rule set. A transcript reads its rules on top of `common` (§3), so
 * overrides without a preset, which formatRuleText writes on top of the defaults, get
 * `common` before them when they would read differently there.
 */
function transcriptRuleText(rules: RuleSet): string {
  const text = formatRuleText(rules);
  const common = presetRules('common');
  if (ruleOverrides(applyRuleText(common, text).rules, rules).length === 0) return text;
  return ['common', ...ruleOverrides(rules, common)].join(', ');
}

export function formatEntry(e: Entry): string {
  switch (e.kind) {
    case 'pass':
      return `${e.player}: pass`;
    case 'play':
      return `${e.player}: ${e.cards.map(formatCard).join(' ')}`;
    case 'give':
      return `give ${e.player} > ${e.to}: ${e.cards.map(formatCard).join(' ')}`;
  }
}
