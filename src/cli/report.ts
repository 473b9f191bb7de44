/**
 * The CLI's two report forms: JSON (rules-spec §7) and a report readable at a table. Both come
 * in pieces (a line, a move) so that a report of millions of moves is written as it is made,
 * never held as one string. Text from the transcript is made safe first (issue 11): messages
 * quote at most a short excerpt of it, and the report for people shows control characters
 * escaped (./text.ts).
 */
import { parseCard } from '../engine/cards.ts';
import { cliText } from '../i18n/cli.ts';
import {
  formatCards,
  parseErrorMessage,
  verdictMessage,
  type Lang,
} from '../i18n/messages/index.ts';
import type { VerdictData } from '../engine/verdict.ts';
import type { MoveReport, RoundReport } from '../referee/replay.ts';
import type { FileResult } from './check.ts';
import { excerpt, excerptData, formatSize, visible } from './text.ts';

/**
 * A refusal's message, worked out once per reason: the referee gives equal reasons one object
 * (src/referee/replay.ts), so a flood of the same refused move costs one message.
 */
function messagesOf(lang: Lang): (reason: VerdictData) => string {
  const messages = new Map<VerdictData, string>();
  return (reason) => {
    let message = messages.get(reason);
    if (message === undefined) {
      message = verdictMessage(excerptData(reason), lang);
      if (messages.size < KEPT) messages.set(reason, message);
    }
    return message;
  };
}

/** How many texts (messages, cards, line ends) one report keeps for reuse. */
const KEPT = 4096;

function jsonMove(
  m: MoveReport,
  message: (reason: VerdictData) => string,
): Record<string, unknown> {
  const json: Record<string, unknown> = {
    line: m.line,
    round: m.round,
    player: m.player,
    action: m.action,
  };
  if (m.cards !== undefined) json.cards = m.cards;
  if (m.to !== undefined) json.to = m.to;
  json.legal = m.legal;
  if (m.reason !== undefined) {
    json.code = m.reason.code;
    json.message = message(m.reason);
  }
  return json;
}

function jsonError(file: string, line: number, code: string, message: string): string {
  return JSON.stringify({ file, legal: false, error: { line, code, message } });
}

/**
 * One JSON object (one line, without its newline) for one file, in pieces: joined, they are
 * `JSON.stringify` of {file, legal, moves, rounds, next, game}.
 */
export function* jsonPieces(result: FileResult, lang: Lang): Generator<string> {
  const t = cliText(lang);
  switch (result.kind) {
    case 'report': {
      const r = result.report;
      yield `{"file":${JSON.stringify(result.file)},"legal":${String(r.legal)},"moves":[`;
      const message = messagesOf(lang);
      for (let i = 0; i < r.moves.length; i++) {
        const m = r.moves[i] as MoveReport;
        yield (i === 0 ? '' : ',') + JSON.stringify(jsonMove(m, message));
      }
      yield '],"rounds":[';
      for (let i = 0; i < r.rounds.length; i++) {
        const x = r.rounds[i] as RoundReport;
        yield (
          (i === 0 ? '' : ',') +
          JSON.stringify({ round: x.round, places: x.places, points: x.points })
        );
      }
      yield `],"next":${JSON.stringify(r.next)},"game":${JSON.stringify(r.game)}}`;
      return;
    }
    case 'parse-error':
      yield jsonError(
        result.file,
        result.error.line,
        result.error.error.code,
        parseErrorMessage(excerptData(result.error.error), lang),
      );
      return;
    case 'unreadable':
      yield jsonError(result.file, 0, 'unreadable', t.unreadable(result.file, result.reason));
      return;
    case 'too-large':
      yield jsonError(
        result.file,
        0,
        'too-large',
        t.tooLarge(excerpt(result.file), formatSize(result.limit)),
      );
      return;
    case 'failed':
      yield jsonError(
        result.file,
        0,
        'internal-error',
        t.internalError(excerpt(result.file), result.message),
      );
      return;
  }
}

/** One JSON object (one line) for one file. */
export function formatJson(result: FileResult, lang: Lang): string {
  return [...jsonPieces(result, lang)].join('');
}

function cardsText(cards: readonly string[] | undefined, lang: Lang): string {
  if (cards === undefined) return '';
  return formatCards(
    cards.map((c) => parseCard(c)).filter((c) => c !== null),
    lang,
  );
}

/**
 * cardsText with each card's short form worked out once (a report repeats the same cards), and
 * each list of cards once (the referee gives moves written alike one list).
 */
function cardsTextCached(lang: Lang): (cards: readonly string[] | undefined) => string {
  const short = new Map<string, string>();
  const lists = new Map<readonly string[], string>();
  return (cards) => {
    if (cards === undefined) return '';
    const known = lists.get(cards);
    if (known !== undefined) return known;
    let text = '';
    for (const c of cards) {
      let s = short.get(c);
      if (s === undefined) {
        s = cardsText([c], lang);
        short.set(c, s);
      }
      if (s === '') continue;
      text = text === '' ? s : `${text} ${s}`;
    }
    if (lists.size < KEPT) lists.set(cards, text);
    return text;
  };
}

/**
 * Where the report for people goes: `line` takes a line (without its newline), `refused` a
 * refused move's line in parts — `label`, the line number padded to four and two spaces, then
 * `rest` — so that a writer of bytes can reuse the bytes of the parts repeated (a flood of
 * the same refused move).
 */
export interface HumanSink {
  line(text: string): void;
  refused(label: string, line: number, rest: string): void;
}

/** A refused move's line as text: the parts HumanSink.refused takes, joined. */
export function refusedLine(label: string, line: number, rest: string): string {
  return `${label}${String(line).padStart(4)}  ${rest}`;
}

/**
 * The human report, line by line (without newlines, control characters escaped): per refused
 * move the line, the player, the cards and the reason; then the rounds and what comes next.
 */
export function writeHuman(result: FileResult, lang: Lang, sink: HumanSink): void {
  const t = cliText(lang);
  const name = result.file === '-' ? t.stdin : excerpt(result.file);
  switch (result.kind) {
    case 'parse-error': {
      const where = result.error.line > 0 ? `${name}:${String(result.error.line)}` : name;
      const message = parseErrorMessage(excerptData(result.error.error), lang);
      sink.line(visible(`${where}: ${t.parseError}: ${message}`));
      return;
    }
    case 'unreadable':
      sink.line(visible(t.unreadable(name, result.reason)));
      return;
    case 'too-large':
      sink.line(visible(t.tooLarge(name, formatSize(result.limit))));
      return;
    case 'failed':
      sink.line(visible(t.internalError(name, result.message)));
      return;
    case 'report': {
      const r = result.report;
      const refused = r.refused;
      // Refusals alike share a report (src/referee/replay.ts): the widest player is among them.
      let width = 0;
      for (const m of refused.distinct()) width = Math.max(width, excerpt(m.player).length);
      sink.line(visible(`${name}: ${t.summary(r.judged, refused.count)}`));
      const cardsOf = cardsTextCached(lang);
      const message = messagesOf(lang);
      // The end of each distinct refusal's line (from the player on), control characters
      // escaped; moves alike but for their line share it.
      const texts = new Map<MoveReport, string>();
      const restOf = (m: MoveReport): string => {
        let text = texts.get(m);
        if (text === undefined) {
          const what =
            m.action === 'pass'
              ? t.pass
              : m.action === 'give'
                ? `${t.give} ${excerpt(m.to ?? '')}: ${cardsOf(m.cards)}`
                : cardsOf(m.cards);
          const reason = m.reason === undefined ? '' : message(m.reason);
          text = visible(`${excerpt(m.player).padEnd(width)}  ${what}  ✗ ${reason}`);
          if (texts.size < KEPT) texts.set(m, text);
        }
        return text;
      };
      // Escaping works character by character, so the parts of a line may be escaped apart.
      const label = `  ${visible(t.line)} `;
      for (let i = 0; i < refused.count; i++) {
        sink.refused(label, refused.line(i), restOf(refused.shared(i)));
      }
      for (const round of r.rounds) {
        const places = round.places.every((p) => p === null)
          ? t.inPlay
          : round.places
              .map((p, i) => `${String(i + 1)}. ${p === null ? '–' : excerpt(p)}`)
              .join(', ');
        const points = Object.entries(round.points)
          .filter(([, v]) => v > 0)
          .map(([p, v]) => `${excerpt(p)} +${String(v)}`)
          .join(', ');
        sink.line(
          visible(
            `${t.round} ${String(round.round)} (${round.mode === 'table' ? t.tableMode : t.knownHands}): ${places}${points === '' ? '' : ` — ${points}`}`,
          ),
        );
      }
      if (r.game.over && r.game.winner !== null)
        sink.line(visible(t.winner(excerpt(r.game.winner))));
      else if (r.next.toAct !== null) {
        const top = r.next.top === null ? t.nothingOnTable : t.onTable(cardsText(r.next.top, lang));
        sink.line(visible(t.next(excerpt(r.next.toAct), top, r.next.revolution)));
      }
      return;
    }
  }
}

/**
 * A line of the human report for a page: a refused move's line in three parts — the line's
 * number (`head`), the move (the player and the cards, `move`) and the reason (`reason`, from
 * its ✗ on) — so that a narrow screen can wrap around the move and the reason rather than
 * inside them; any other line as `text`. `head + move + '  ' + reason` is writeHuman's line.
 */
export type HumanLine =
  | { readonly text: string }
  | { readonly head: string; readonly move: string; readonly reason: string };

/** The human report's lines (without newlines), as writeHuman gives them, in parts. */
export function humanLines(result: FileResult, lang: Lang): HumanLine[] {
  const lines: HumanLine[] = [];
  writeHuman(result, lang, {
    line: (text) => lines.push({ text }),
    refused: (label, line, rest) => {
      const head = refusedLine(label, line, '');
      // The first '  ✗ ' starts the reason (its own words have no ✗; a name holding one only
      // moves where the page may wrap, the line's text stays the same).
      const at = rest.indexOf('  ✗ ');
      if (at < 0) lines.push({ text: head + rest });
      else lines.push({ head, move: rest.slice(0, at), reason: rest.slice(at + 2) });
    },
  });
  return lines;
}

/** The human report as one text, a newline after each line. */
export function formatHuman(result: FileResult, lang: Lang): string {
  let text = '';
  writeHuman(result, lang, {
    line: (line) => (text += `${line}\n`),
    refused: (label, line, rest) => (text += `${refusedLine(label, line, rest)}\n`),
  });
  return text;
}

export function usage(lang: Lang): string {
  return cliText(lang).usage;
}
