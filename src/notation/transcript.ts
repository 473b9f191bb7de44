/**
 * The table notation (rules-spec §2): one format for the CLI, the referee's import and
 * export, and the rule pages' example tricks. `parseTranscript` never throws: bad input
 * gives a ParseError with its line and what was expected.
 */
import { formatCard, isJoker, parseCard, type Card } from '../engine/cards.ts';
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
  /** per card of the hands so far (`rank + suit`, jokers left out): the hand that holds it */
  handCards: Map<string, string>;
  jokers: number;
}

/**
 * The line forms are recognised by their first word and the first colon, without regular
 * expressions that could backtrack: parsing stays linear in the length of the text (issue 11).
 */
const KEYWORD = /^(rules|players|dealer|previous)\s*:/i;
const ROUND_LINE = /^round\s+(\S+)$/i;
const HAND_START = /^hand\s/i;
const GIVE_START = /^give\s/i;
const PREVIOUS_START = /^previous\s*:/i;
/** A name must show something: not only control, format (zero-width) or space characters. */
const INVISIBLE_NAME = /^[\p{Cc}\p{Cf}\p{Z}]+$/u;

function newRound(number: number, line: number | null): RoundDraft {
  return {
    number,
    line,
    seats: null,
    dealer: null,
    previous: null,
    hands: new Map(),
    entries: [],
    handCards: new Map(),
    jokers: 0,
  };
}

/** The text of a line without its comment and the spaces around it. */
function content(raw: string): string {
  const hash = raw.indexOf('#');
  return (hash >= 0 ? raw.slice(0, hash) : raw).trim();
}

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
  /** a hand, give or move has been read: `rules:` may no longer change */
  let begun = false;
  let n = 0;

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
      current = newRound(1, null);
      rounds.push(current);
    }
    return current;
  };
  const sameSeating = (names: readonly string[]): void => {
    const all = needPlayers();
    const missing = all.filter((p) => !names.includes(p));
    const added = names.filter((p) => !all.includes(p));
    if (missing.length > 0 || added.length > 0) fail({ code: 'seating-changed', missing, added });
  };

  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index++) {
    n = index + 1;
    const line = content(lines[index] ?? '');
    if (line === '') continue;
    const keyword = KEYWORD.exec(line);
    if (keyword !== null) {
      const word = (keyword[1] ?? '').toLowerCase();
      const value = line.slice(keyword[0].length).trim();
      if (word === 'rules') {
        if (begun) fail({ code: 'rules-too-late' });
        // A transcript starts as if it began with `rules: common` (§3: without a rules: line
        // it plays common); overrides apply on top, a preset starts again from the defaults.
        const result = applyRuleText(rules, value);
        const first = result.errors[0];
        if (first !== undefined) fail({ code: 'bad-rules', error: first });
        rules = result.rules;
      } else if (word === 'previous') {
        const names = readNames(value, fail);
        const round = openRound();
        if (round.entries.length > 0) fail({ code: 'too-late-in-round', keyword: 'previous' });
        sameSeating(names);
        round.previous = names;
      } else if (word === 'players') {
        const names = readNames(value, fail);
        if (current === null) players = names;
        else {
          const round: RoundDraft = current;
          if (round.entries.length > 0) fail({ code: 'too-late-in-round', keyword: 'players' });
          sameSeating(names);
          round.seats = names;
        }
      } else {
        // dealer
        const name = knownName(value);
        if (current === null) dealer = name;
        else {
          const round: RoundDraft = current;
          if (round.entries.length > 0) fail({ code: 'too-late-in-round', keyword: 'dealer' });
          round.dealer = name;
        }
      }
      continue;
    }
    const roundMatch = ROUND_LINE.exec(line);
    if (roundMatch !== null) {
      const expected = (rounds[rounds.length - 1]?.number ?? 0) + 1;
      const numberText = roundMatch[1] ?? '';
      // `round 1` after the first round's hands (but before its first move) names that round.
      const open: RoundDraft | null = current;
      if (open !== null && open.line === null && open.entries.length === 0 && numberText === '1') {
        open.line = n;
        continue;
      }
      // A later number may follow only when a `previous:` line comes next: the rounds between
      // were played before the transcript begins.
      const number = /^[0-9]+$/.test(numberText) ? Number(numberText) : NaN;
      const skips = number > expected && PREVIOUS_START.test(nextContent(lines, index));
      if (number !== expected && !skips) {
        fail({ code: 'bad-round-number', text: numberText, expected });
      }
      current = newRound(number, n);
      rounds.push(current);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon >= 0 && HAND_START.test(line)) {
      readHand(line.slice('hand'.length, colon).trim(), line.slice(colon + 1));
      continue;
    }
    if (GIVE_START.test(line)) {
      readGive(line);
      continue;
    }
    if (colon < 0) fail({ code: 'unknown-line', text: line });
    const player = knownName(line.slice(0, colon).trim());
    const rest = line.slice(colon + 1).trim();
    if (rest === '') fail({ code: 'empty-move', player });
    const words = rest.split(/[\s,]+/).filter((w) => w !== '');
    if (words.some((w) => w.toLowerCase() === 'pass')) {
      if (words.length !== 1) fail({ code: 'pass-with-cards', player });
      openRound().entries.push({ line: n, kind: 'pass', player });
    } else {
      const cards = readCards(rest, fail);
      openRound().entries.push({ line: n, kind: 'play', player, cards });
    }
    begun = true;
  }

  /** `hand NAME: CARDS`: every card once (jokers aside), in no other hand of the round. */
  function readHand(nameText: string, cardText: string): void {
    const name = knownName(nameText);
    const round = openRound();
    if (round.entries.length > 0) fail({ code: 'too-late-in-round', keyword: 'hand' });
    if (round.hands.has(name)) fail({ code: 'duplicate-hand', player: name });
    const cards = readCards(cardText, fail);
    for (const c of cards) {
      if (c.suit === null && !isJoker(c))
        fail({ code: 'hand-needs-suits', player: name, text: formatCard(c) });
    }
    const seen = new Set<string>();
    let jokers = 0;
    for (const c of cards) {
      if (isJoker(c)) {
        jokers++;
        continue;
      }
      const key = formatCard(c);
      if (seen.has(key)) fail({ code: 'card-in-two-hands', card: key, players: [name, name] });
      seen.add(key);
    }
    // A card also in an earlier hand: the earliest such hand, and the first card it shares.
    const order = [...round.hands.keys()];
    let shared: { at: number; card: string } | null = null;
    for (const c of cards) {
      const other = isJoker(c) ? undefined : round.handCards.get(formatCard(c));
      const at = other === undefined ? -1 : order.indexOf(other);
      if (at >= 0 && (shared === null || at < shared.at)) shared = { at, card: formatCard(c) };
    }
    if (shared !== null)
      fail({
        code: 'card-in-two-hands',
        card: shared.card,
        players: [order[shared.at] ?? '', name],
      });
    round.hands.set(name, cards);
    for (const key of seen) round.handCards.set(key, name);
    round.jokers += jokers;
    if (round.jokers > rules.jokers)
      fail({ code: 'too-many-jokers', count: round.jokers, jokers: rules.jokers });
    begun = true;
  }

  /** `give FROM > TO: CARDS`. */
  function readGive(line: string): void {
    const body = line.slice('give'.length).trimStart();
    const colon = body.indexOf(':');
    if (colon < 0 || !body.slice(0, colon).includes('>')) fail({ code: 'bad-give', text: line });
    const head = body.slice(0, colon);
    const all = needPlayers();
    const arrow = splitGive(head, all);
    const from = knownName(head.slice(0, arrow).trim());
    const to = knownName(head.slice(arrow + 1).trim());
    if (from === to) fail({ code: 'give-to-self', player: from });
    const cards = readCards(body.slice(colon + 1), fail);
    if (cards.length === 0) fail({ code: 'bad-give', text: line });
    openRound().entries.push({ line: n, kind: 'give', player: from, to, cards });
    begun = true;
  }

  if (players === null) throw new Failure(0, { code: 'empty' });
  const finalPlayers: string[] = players;
  if (rounds.length === 0) rounds.push(newRound(1, null));
  return {
    rules,
    players: finalPlayers,
    dealer,
    rounds: rounds.map((r) => ({
      number: r.number,
      line: r.line,
      seats: r.seats,
      dealer: r.dealer,
      previous: r.previous,
      hands: r.hands,
      entries: r.entries,
    })),
  };
}

/**
 * Where a give's `FROM > TO` splits. Names may hold '>' (a player called <script>): the
 * first '>' that leaves a known name on each side, else the first '>'. Only the '>' right
 * after a known name (and spaces) can leave one on the left, so at most one candidate per
 * player is tried: linear in the length of the line.
 */
function splitGive(head: string, players: readonly string[]): number {
  const lead = head.length - head.trimStart().length;
  let split = -1;
  for (const p of players) {
    if (!head.startsWith(p, lead)) continue;
    let i = lead + p.length;
    while (i < head.length && head[i] !== '>' && head[i]?.trim() === '') i++;
    if (head[i] !== '>' || (split >= 0 && i >= split)) continue;
    if (players.includes(head.slice(i + 1).trim())) split = i;
  }
  return split >= 0 ? split : head.indexOf('>');
}

/** The first line after `index` with something on it besides a comment ('' if none). */
function nextContent(lines: readonly string[], index: number): string {
  for (let i = index + 1; i < lines.length; i++) {
    const line = content(lines[i] ?? '');
    if (line !== '') return line;
  }
  return '';
}

function readNames(text: string, fail: (e: ParseErrorData) => never): string[] {
  const names = text.split(',').map((s) => s.trim());
  for (const name of names) {
    if (name === '') fail({ code: 'empty-player-name' });
    if (name.includes(':')) fail({ code: 'bad-player-name', name });
    if (INVISIBLE_NAME.test(name)) fail({ code: 'invisible-player-name', name });
  }
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) fail({ code: 'duplicate-player', name });
    seen.add(name);
  }
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
