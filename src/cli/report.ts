/** The CLI's two report forms: JSON (rules-spec §7) and a report readable at a table. */
import { parseCard } from '../engine/cards.ts';
import { cliText } from '../i18n/cli.ts';
import {
  formatCards,
  parseErrorMessage,
  verdictMessage,
  type Lang,
} from '../i18n/messages/index.ts';
import type { MoveReport } from '../referee/replay.ts';
import type { FileResult } from './check.ts';

function jsonMove(m: MoveReport, lang: Lang): Record<string, unknown> {
  return {
    line: m.line,
    round: m.round,
    player: m.player,
    action: m.action,
    ...(m.cards === undefined ? {} : { cards: m.cards }),
    ...(m.to === undefined ? {} : { to: m.to }),
    legal: m.legal,
    ...(m.reason === undefined
      ? {}
      : { code: m.reason.code, message: verdictMessage(m.reason, lang) }),
  };
}

/** One JSON object (one line) for one file. */
export function formatJson(result: FileResult, lang: Lang): string {
  switch (result.kind) {
    case 'report': {
      const r = result.report;
      return JSON.stringify({
        file: result.file,
        legal: r.legal,
        moves: r.moves.map((m) => jsonMove(m, lang)),
        rounds: r.rounds.map((x) => ({ round: x.round, places: x.places, points: x.points })),
        next: r.next,
        game: r.game,
      });
    }
    case 'parse-error':
      return JSON.stringify({
        file: result.file,
        legal: false,
        error: {
          line: result.error.line,
          code: result.error.error.code,
          message: parseErrorMessage(result.error.error, lang),
        },
      });
    case 'unreadable':
      return JSON.stringify({
        file: result.file,
        legal: false,
        error: {
          line: 0,
          code: 'unreadable',
          message: cliText(lang).unreadable(result.file, result.reason),
        },
      });
  }
}

function cardsText(cards: readonly string[] | undefined, lang: Lang): string {
  if (cards === undefined) return '';
  return formatCards(
    cards.map((c) => parseCard(c)).filter((c) => c !== null),
    lang,
  );
}

/** The human report: per refused move the line, the player, the cards and the reason. */
export function formatHuman(result: FileResult, lang: Lang): string {
  const t = cliText(lang);
  const name = result.file === '-' ? t.stdin : result.file;
  switch (result.kind) {
    case 'parse-error': {
      const where = result.error.line > 0 ? `${name}:${String(result.error.line)}` : name;
      return `${where}: ${t.parseError}: ${parseErrorMessage(result.error.error, lang)}\n`;
    }
    case 'unreadable':
      return `${t.unreadable(name, result.reason)}\n`;
    case 'report': {
      const r = result.report;
      const refused = r.moves.filter((m) => !m.legal);
      const out: string[] = [`${name}: ${t.summary(r.moves.length, refused.length)}`];
      const width = Math.max(0, ...refused.map((m) => m.player.length));
      for (const m of refused) {
        const what =
          m.action === 'pass'
            ? t.pass
            : m.action === 'give'
              ? `${t.give} ${m.to ?? ''}: ${cardsText(m.cards, lang)}`
              : cardsText(m.cards, lang);
        const message = m.reason === undefined ? '' : verdictMessage(m.reason, lang);
        out.push(
          `  ${t.line} ${String(m.line).padStart(4)}  ${m.player.padEnd(width)}  ${what}  ✗ ${message}`,
        );
      }
      for (const round of r.rounds) {
        const places = round.places.map((p, i) => `${String(i + 1)}. ${p ?? '–'}`).join(', ');
        const points = Object.entries(round.points)
          .filter(([, v]) => v > 0)
          .map(([p, v]) => `${p} +${String(v)}`)
          .join(', ');
        out.push(
          `${t.round} ${String(round.round)} (${round.mode === 'table' ? t.tableMode : t.knownHands}): ${places}${points === '' ? '' : ` — ${points}`}`,
        );
      }
      if (r.game.over && r.game.winner !== null) out.push(t.winner(r.game.winner));
      else if (r.next.toAct !== null) {
        const top = r.next.top === null ? t.nothingOnTable : t.onTable(cardsText(r.next.top, lang));
        out.push(t.next(r.next.toAct, top, r.next.revolution));
      }
      return out.join('\n') + '\n';
    }
  }
}

export function usage(lang: Lang): string {
  return cliText(lang).usage;
}
