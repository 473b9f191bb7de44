/**
 * The table notation (rules-spec §2): one format for the CLI, the referee's import and
 * export, and the rule pages' example tricks. This module reads it (`parseTranscript`
 * never throws: bad input gives a ParseError with its line and what was expected) and holds
 * its types; ./format.ts writes it. The two are apart so that islands which only write a
 * transcript (the steppers, through the game's statechart) do not ship the reader.
 */
import { SUITS, formatCard, isJoker, parseCard, rankIndex, type Card } from '../engine/cards.ts';
import { presetRules, type RuleSet } from '../engine/rules.ts';
import { applyRuleText } from '../engine/rule-text.ts';
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

/** What a transcript says before its rounds: the rules, the players, the first dealer. */
export interface TranscriptHeader {
  readonly rules: RuleSet;
  readonly players: readonly string[];
  readonly dealer: string | null;
}

export interface Transcript extends TranscriptHeader {
  readonly rounds: readonly TranscriptRound[];
}

export type ParseResult =
  | { readonly ok: true; readonly transcript: Transcript }
  | { readonly ok: false; readonly error: ParseError };

export { MIN_PLAYERS, MAX_PLAYERS } from '../engine/game.ts';
import { MAX_ENTERED_ROUND, MIN_PLAYERS, MAX_PLAYERS, mapPacked } from '../engine/game.ts';

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
  /** how many entries (moves, gives) the round has */
  entries: number;
  /** handed to the listener (once its first entry is read, or it ended without one) */
  started: boolean;
  /** per card of the hands so far (by cardKey, jokers left out): the hand that holds it, by its place in `hands` (-1: none) */
  handCards: Int8Array;
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

/** How many cards with a suit there are: cardKey gives each a number below it. */
const DECK_KEYS = 52;

/** A card with a suit as a number: its rank's index times four plus its suit's. */
function cardKey(c: Card): number {
  return rankIndex(c.rank) * 4 + (c.suit === null ? 0 : SUITS.indexOf(c.suit));
}

/** A move line that reads as a pass (Reader.moves). */
const PASS = Symbol('pass');
/** How many distinct move texts a Reader keeps (a bound on its memory, whatever the input). */
const MOVES_KEPT = 4096;

function newRound(number: number, line: number | null): RoundDraft {
  return {
    number,
    line,
    seats: null,
    dealer: null,
    previous: null,
    hands: new Map(),
    entries: 0,
    started: false,
    handCards: new Int8Array(DECK_KEYS).fill(-1),
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
  const rounds: TranscriptRound[] = [];
  let entries: Entry[] = [];
  const read = streamTranscript(text, {
    round: (_, round) => {
      entries = [];
      rounds.push({ ...round, entries });
    },
    entry: (e) => entries.push(e),
  });
  if (!read.ok) return read;
  return { ok: true, transcript: { ...read.header, rounds } };
}

/** What streamTranscript hands over as it reads. */
export interface TranscriptListener {
  /**
   * The next round begins: all of it but its entries (`entries` is empty), with the header,
   * which is final by then (`rules:` may not change once a hand or move is read, the players
   * and the first dealer not once a round has begun).
   */
  round(header: TranscriptHeader, round: TranscriptRound): void;
  /** The next entry of the round begun last. */
  entry(entry: Entry): void;
}

export type StreamResult =
  | { readonly ok: true; readonly header: TranscriptHeader }
  | { readonly ok: false; readonly error: ParseError };

/**
 * Reads a transcript and hands it over as it reads: each round once its first entry is read
 * (a round's seating, dealer and hands may not change after it) or once it ended without one,
 * then its entries one by one. Nothing handed over is kept, so a long transcript can be judged
 * as it is read without holding it parsed. At least one round comes; a parse error after
 * some of it ends the reading with the error (what was done with the part before is for the
 * caller to drop). Throws only what the listener throws.
 */
export function streamTranscript(text: string, listener: TranscriptListener): StreamResult {
  try {
    return { ok: true, header: parseOrThrow(text, listener) };
  } catch (e) {
    if (e instanceof Failure) return { ok: false, error: e.parseError };
    throw e;
  }
}

/** A round handed over: no entries of its own (they come one by one). */
const NO_ENTRIES: readonly Entry[] = Object.freeze([]);

/** Where the line starting at `start` ends: the next CR or LF, or the end of the text. */
function lineEnd(text: string, start: number): number {
  let i = start;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) break;
  }
  return i;
}

/** Where `char` next occurs in `text` from `start` on, or the text's length. */
function nextIndex(text: string, char: string, start: number): number {
  const i = text.indexOf(char, start);
  return i < 0 ? text.length : i;
}

/** Where the next line starts after a line that ends at `end` (CR LF, CR or LF). */
function nextLineStart(text: string, end: number): number {
  return text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
}

function parseOrThrow(text: string, listener: TranscriptListener): TranscriptHeader {
  const reader = new Reader(text, listener);
  // Line by line without splitting the text first: each line's string lives only while it is
  // read, so a long transcript does not hold a second copy of itself.
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  // The next LF and the next CR at or after `start` (the text's length if none), each searched
  // for by indexOf again only once passed: the text is searched once for each, in native code.
  let lf = -1;
  let cr = -1;
  for (let n = 1; start <= text.length; n++) {
    if (lf < start) lf = nextIndex(text, '\n', start);
    if (cr < start) cr = nextIndex(text, '\r', start);
    const end = Math.min(lf, cr);
    reader.read(n, text.slice(start, end), end);
    start = nextLineStart(text, end);
  }
  return reader.finish();
}

/**
 * The parser's state while it reads the lines one by one. Each line form has its own small
 * method: a long transcript then runs in code the JavaScript engine optimises once.
 */
class Reader {
  readonly text: string;
  rules: RuleSet = presetRules('common');
  players: string[] | null = null;
  dealer: string | null = null;
  /** rounds ended without entries but not yet handed over (while `rules:` may still change) */
  readonly done: RoundDraft[] = [];
  current: RoundDraft | null = null;
  readonly listener: TranscriptListener;
  /** the header as handed over (made once the header is final) */
  header: TranscriptHeader | null = null;
  /** a hand, give or move has been read: `rules:` may no longer change */
  begun = false;
  /** the 1-based number of the line being read */
  n = 0;
  /**
   * What a move line's text after the colon has read as (its cards, or PASS): a long
   * transcript writes the same few hundred moves again and again, and moves with the same
   * text share one readonly list of cards. At most MOVES_KEPT texts are kept.
   */
  readonly moves = new Map<string, readonly Card[] | typeof PASS>();
  /**
   * What a whole move line has read as (its player and its cards or PASS), by its text: most
   * lines of a long transcript are moves written before, and one lookup then reads them. At
   * most MOVES_KEPT lines are kept. The players are final once a move is read.
   */
  readonly lines = new Map<string, { player: string; read: readonly Card[] | typeof PASS }>();
  readonly fail = (error: ParseErrorData): never => {
    throw new Failure(this.n, error);
  };

  constructor(text: string, listener: TranscriptListener) {
    this.text = text;
    this.listener = listener;
  }

  /** Starts round `number` (its `round` line, or null): the round before it has ended. */
  startRound(number: number, line: number | null): RoundDraft {
    const ended = this.current;
    if (ended !== null && !ended.started) {
      this.done.push(ended);
      if (this.begun) this.handOver();
    }
    this.current = newRound(number, line);
    return this.current;
  }

  /** Hands the rounds waiting to the listener (once the header can no longer change). */
  handOver(): void {
    this.header ??= { rules: this.rules, players: this.needPlayers(), dealer: this.dealer };
    const header = this.header;
    for (const r of this.done.splice(0)) {
      r.started = true;
      this.listener.round(header, {
        number: r.number,
        line: r.line,
        seats: r.seats,
        dealer: r.dealer,
        previous: r.previous,
        hands: r.hands,
        entries: NO_ENTRIES,
      });
    }
  }

  /** An entry of the round being read: the round is handed over first if it is not yet. */
  addEntry(entry: Entry): void {
    const round = this.openRound();
    round.entries++;
    this.begun = true;
    if (!round.started) {
      this.done.push(round);
      this.handOver();
    }
    this.listener.entry(entry);
  }

  needPlayers(): string[] {
    return this.players ?? this.fail({ code: 'no-players' });
  }

  /** The player's name as the `players:` line wrote it (one string shared by every line). */
  knownName(name: string): string {
    const all = this.needPlayers();
    const index = all.indexOf(name);
    const known = index < 0 ? undefined : all[index];
    return known ?? this.fail({ code: 'unknown-player', name, players: all });
  }

  /**
   * The player whose name is exactly the line's text before `end` (a move's colon) but for
   * spaces and tabs before the colon, without cutting the name out of the line; null if none
   * (knownName then reads the name as written, and says what is wrong with it).
   */
  nameBefore(line: string, end: number): string | null {
    let b = end;
    while (b > 0 && (line.charCodeAt(b - 1) === 32 || line.charCodeAt(b - 1) === 9)) b--;
    for (const p of this.players ?? []) {
      // Names have no spaces around them (readNames trims them): a match is the trimmed text.
      if (p.length === b && line.startsWith(p)) return p;
    }
    return null;
  }

  openRound(): RoundDraft {
    return this.current ?? this.startRound(1, null);
  }

  sameSeating(names: readonly string[]): void {
    const all = this.needPlayers();
    const missing = all.filter((p) => !names.includes(p));
    const added = names.filter((p) => !all.includes(p));
    if (missing.length > 0 || added.length > 0)
      this.fail({ code: 'seating-changed', missing, added });
  }

  /** Reads line `n`, which ends at `end` in the text. */
  read(n: number, raw: string, end: number): void {
    this.n = n;
    const line = content(raw);
    if (line === '') return;
    const known = this.lines.get(line);
    if (known !== undefined) {
      this.addMove(known.player, known.read);
      return;
    }
    // Only lines starting with one of the notation's words can be a keyword, round, hand or
    // give line (the patterns in wordLine ignore ASCII case only, as this check does).
    if (
      (startsWithWord(line, 'rules') ||
        startsWithWord(line, 'players') ||
        startsWithWord(line, 'dealer') ||
        startsWithWord(line, 'previous') ||
        startsWithWord(line, 'round') ||
        startsWithWord(line, 'hand') ||
        startsWithWord(line, 'give')) &&
      this.wordLine(line, end)
    )
      return;
    this.moveLine(line);
  }

  /**
   * A line starting with one of the notation's words: read as a keyword, round, hand or give
   * line if it is one (true), else left to be read as a move (false). A method of its own, so
   * that the line loop, optimised while it reads moves, does not hold these forms: the first
   * keyword line after it was optimised (a `previous:` mid-transcript) made V8 compile it again.
   */
  wordLine(line: string, end: number): boolean {
    const keyword = KEYWORD.exec(line);
    if (keyword !== null) {
      this.keywordLine((keyword[1] ?? '').toLowerCase(), line.slice(keyword[0].length).trim());
      return true;
    }
    const roundMatch = ROUND_LINE.exec(line);
    if (roundMatch !== null) {
      this.roundLine(roundMatch[1] ?? '', end);
      return true;
    }
    const colon = line.indexOf(':');
    if (colon >= 0 && HAND_START.test(line)) {
      this.handLine(line.slice('hand'.length, colon).trim(), line.slice(colon + 1));
      return true;
    }
    if (GIVE_START.test(line)) {
      this.giveLine(line);
      return true;
    }
    return false;
  }

  keywordLine(word: string, value: string): void {
    if (word === 'rules') {
      if (this.begun) this.fail({ code: 'rules-too-late' });
      // A transcript starts as if it began with `rules: common` (§3: without a rules: line
      // it plays common); overrides apply on top, a preset starts again from the defaults.
      const result = applyRuleText(this.rules, value);
      const first = result.errors[0];
      if (first !== undefined) this.fail({ code: 'bad-rules', error: first });
      this.rules = result.rules;
    } else if (word === 'previous') {
      const names = readNames(value, this.fail);
      const round = this.openRound();
      if (round.entries > 0) this.fail({ code: 'too-late-in-round', keyword: 'previous' });
      this.sameSeating(names);
      round.previous = names;
    } else if (word === 'players') {
      const names = readNames(value, this.fail);
      const round = this.current;
      if (round === null) this.players = names;
      else {
        if (round.entries > 0) this.fail({ code: 'too-late-in-round', keyword: 'players' });
        this.sameSeating(names);
        round.seats = names;
      }
    } else {
      // dealer
      const name = this.knownName(value);
      const round = this.current;
      if (round === null) this.dealer = name;
      else {
        if (round.entries > 0) this.fail({ code: 'too-late-in-round', keyword: 'dealer' });
        round.dealer = name;
      }
    }
  }

  roundLine(numberText: string, end: number): void {
    const expected = (this.current?.number ?? 0) + 1;
    // `round 1` after the first round's hands (but before its first move) names that round.
    const open = this.current;
    if (open !== null && open.line === null && open.entries === 0 && numberText === '1') {
      open.line = this.n;
      return;
    }
    // A later number may follow only when a `previous:` line comes next: the rounds between
    // were played before the transcript begins. Each round skipped is kept as a result, so a
    // jump reaches at most MAX_ENTERED_ROUND rounds from the one expected (round 999 at most
    // from the start), and the results stay linear in the transcript's length.
    const number = /^[0-9]+$/.test(numberText) ? Number(numberText) : NaN;
    const skips =
      number > expected &&
      number - expected < MAX_ENTERED_ROUND &&
      PREVIOUS_START.test(nextContent(this.text, end));
    if (number !== expected && !skips) {
      this.fail({ code: 'bad-round-number', text: numberText, expected });
    }
    this.startRound(number, this.n);
  }

  /** `hand NAME: CARDS`: every card once (jokers aside), in no other hand of the round. */
  handLine(nameText: string, cardText: string): void {
    const fail = this.fail;
    const name = this.knownName(nameText);
    const round = this.openRound();
    if (round.entries > 0) fail({ code: 'too-late-in-round', keyword: 'hand' });
    if (round.hands.has(name)) fail({ code: 'duplicate-hand', player: name });
    const cards = readCards(cardText, fail);
    for (const c of cards) {
      if (c.suit === null && !isJoker(c))
        fail({ code: 'hand-needs-suits', player: name, text: formatCard(c) });
    }
    // Cards by number (cardKey), not by text, in one pass: every hand of every round comes
    // here. round.handCards says which hand holds each card; a card already marked with this
    // hand's index is in it twice (reported before a card shared with an earlier hand, as the
    // whole hand is read first). Marking as it reads is safe: a failure ends the reading.
    const handIndex = round.hands.size;
    const handCards = round.handCards;
    let jokers = 0;
    let shared: { at: number; card: Card } | null = null;
    for (const c of cards) {
      if (isJoker(c)) {
        jokers++;
        continue;
      }
      const key = cardKey(c);
      const at = handCards[key] ?? -1;
      if (at === handIndex)
        fail({ code: 'card-in-two-hands', card: formatCard(c), players: [name, name] });
      // The earliest hand it shares a card with, and the first card it shares with that hand.
      if (at >= 0 && (shared === null || at < shared.at)) shared = { at, card: c };
      handCards[key] = handIndex;
    }
    if (shared !== null)
      fail({
        code: 'card-in-two-hands',
        card: formatCard(shared.card),
        players: [[...round.hands.keys()][shared.at] ?? '', name],
      });
    round.hands.set(name, cards);
    round.jokers += jokers;
    if (round.jokers > this.rules.jokers)
      fail({ code: 'too-many-jokers', count: round.jokers, jokers: this.rules.jokers });
    this.begun = true;
  }

  /** `give FROM > TO: CARDS`. */
  giveLine(line: string): void {
    const fail = this.fail;
    const body = line.slice('give'.length).trimStart();
    const colon = body.indexOf(':');
    if (colon < 0 || !body.slice(0, colon).includes('>')) fail({ code: 'bad-give', text: line });
    const head = body.slice(0, colon);
    const arrow = splitGive(head, this.needPlayers());
    const from = this.knownName(head.slice(0, arrow).trim());
    const to = this.knownName(head.slice(arrow + 1).trim());
    if (from === to) fail({ code: 'give-to-self', player: from });
    const cards = readCards(body.slice(colon + 1), fail);
    if (cards.length === 0) fail({ code: 'bad-give', text: line });
    this.addEntry({ line: this.n, kind: 'give', player: from, to, cards });
  }

  /** `NAME: CARDS` or `NAME: pass`. */
  moveLine(line: string): void {
    const fail = this.fail;
    const colon = line.indexOf(':');
    if (colon < 0) fail({ code: 'unknown-line', text: line });
    const player = this.nameBefore(line, colon) ?? this.knownName(line.slice(0, colon).trim());
    // The text after the colon without the spaces before it (one string, not two).
    let from = colon + 1;
    while (line.charCodeAt(from) === 32) from++;
    const rest = line.slice(from).trim();
    const read = this.moves.get(rest) ?? this.readMove(rest, player);
    if (this.lines.size < MOVES_KEPT) this.lines.set(line, { player, read });
    this.addMove(player, read);
  }

  addMove(player: string, read: readonly Card[] | typeof PASS): void {
    if (read === PASS) this.addEntry({ line: this.n, kind: 'pass', player });
    else this.addEntry({ line: this.n, kind: 'play', player, cards: read });
  }

  /** A move's text after the colon: its cards or PASS, kept for the next move with this text. */
  readMove(rest: string, player: string): readonly Card[] | typeof PASS {
    const fail = this.fail;
    if (rest === '') fail({ code: 'empty-move', player });
    const words = splitWords(rest);
    let read: readonly Card[] | typeof PASS;
    if (words.some((w) => w.length === 4 && w.toLowerCase() === 'pass')) {
      if (words.length !== 1) fail({ code: 'pass-with-cards', player });
      read = PASS;
    } else read = readWords(words, fail);
    if (this.moves.size < MOVES_KEPT) this.moves.set(rest, read);
    return read;
  }

  finish(): TranscriptHeader {
    const players = this.players;
    if (players === null) throw new Failure(0, { code: 'empty' });
    const last = this.current ?? newRound(1, null);
    if (!last.started) this.done.push(last);
    this.handOver();
    return { rules: this.rules, players, dealer: this.dealer };
  }
}

/**
 * Where a give's `FROM > TO` splits. Names may hold '>' (a player called <script>): the
 * first '>' that leaves a known name on each side, else the first '>'. Only the '>' right
 * after a known name (and spaces) can leave one on the left, so at most one candidate per
 * player is tried: linear in the length of the line.
 */
function splitGive(head: string, players: readonly string[]): number {
  // One '>' (every give but a name's own '>'): it is the split, whatever the names.
  const first = head.indexOf('>');
  if (head.indexOf('>', first + 1) < 0) return first;
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

/**
 * The first line after the line ending at `end` with something on it besides a comment ('' if
 * none). It reads only up to that line, so a transcript's text is read at most twice.
 */
function nextContent(text: string, end: number): string {
  for (let start = nextLineStart(text, end); start <= text.length;) {
    const lineEnds = lineEnd(text, start);
    const line = content(text.slice(start, lineEnds));
    if (line !== '') return line;
    start = nextLineStart(text, lineEnds);
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

/**
 * Cards as read, by their text (`7h`, `10♠`): a long transcript writes the same few dozen
 * words again and again, and reading each once keeps parsing fast. Only cards are kept (a
 * bounded set); Card objects are immutable, so the same one may stand in many moves.
 */
const CARDS_READ = new Map<string, Card>();

function readCard(word: string): Card | null {
  const known = CARDS_READ.get(word);
  if (known !== undefined) return known;
  const c = parseCard(word);
  if (c !== null) CARDS_READ.set(word, c);
  return c;
}

/** Whether `line` starts with the lowercase ASCII `word` in any ASCII case. */
function startsWithWord(line: string, word: string): boolean {
  if (line.length < word.length) return false;
  for (let i = 0; i < word.length; i++) {
    if ((line.charCodeAt(i) | 0x20) !== word.charCodeAt(i)) return false;
  }
  return true;
}

/** Whether a character separates words on a move or hand line: a comma or white space. */
function isSeparator(c: number): boolean {
  if (c === 44 || c === 32 || (c >= 9 && c <= 13)) return true;
  return c > 127 && /\s/.test(String.fromCharCode(c));
}

/** The words of `text` between commas and white space (as `split(/[\s,]+/)`, no empty ones). */
function splitWords(text: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    if (isSeparator(text.charCodeAt(i))) {
      if (start >= 0) words.push(text.slice(start, i));
      start = -1;
    } else if (start < 0) start = i;
  }
  if (start >= 0) words.push(text.slice(start));
  return words;
}

function readCards(text: string, fail: (e: ParseErrorData) => never): Card[] {
  return readWords(splitWords(text), fail);
}

/**
 * The cards of words that are not empty (one list per distinct move text, see Reader.moves),
 * as a packed list like the engine's own (mapPacked): hands and moves become the game's lists.
 */
function readWords(words: readonly string[], fail: (e: ParseErrorData) => never): Card[] {
  return mapPacked(words, (word) => readCard(word) ?? fail({ code: 'bad-card', text: word }));
}
