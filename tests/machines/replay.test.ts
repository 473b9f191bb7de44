/**
 * src/machines/replay.ts: a game log entered into the statechart gives, move by move, the
 * verdicts the CLI's referee gives on the same transcript, and the machine's own transcript
 * of it reads back as the same log. The golden cases and the rule pages' examples are the logs.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { gameMachine } from '../../src/machines/game.ts';
import { transcriptOf } from '../../src/machines/transcript.ts';
import { eventsForEntry } from '../../src/machines/replay.ts';
import { actorForLog, snapshotForLog } from '../../src/machines/restore.ts';
import { parseLog } from '../../src/notation/parse-log.ts';
import { judgeTranscript } from '../../src/referee/replay.ts';
import { transcript } from '../helpers.ts';

const CASES = join(import.meta.dirname, '../golden/cases');
const EXAMPLES = join(import.meta.dirname, '../../src/examples');
const texts = [
  ...readdirSync(CASES)
    .filter((f) => f.endsWith('.txt'))
    .map((f) => [f, readFileSync(join(CASES, f), 'utf8')] as const)
    // the case that shows a parse error has no log to enter
    .filter(([, text]) => parseLog(text).ok),
  ...readdirSync(EXAMPLES)
    .filter((f) => f.endsWith('.txt'))
    .map((f) => [f, readFileSync(join(EXAMPLES, f), 'utf8')] as const),
];

function logOf(text: string) {
  const parsed = parseLog(text);
  if (!parsed.ok) throw new Error(`does not parse: ${JSON.stringify(parsed.error)}`);
  return parsed.log;
}

describe('a log entered into the machine', () => {
  it('covers a golden case in each mode and every example', () => {
    expect(texts.length).toBeGreaterThan(20);
  });

  it.each(texts)('%s: the same verdicts as the referee, move by move', (_name, text) => {
    const { header, entries } = logOf(text);
    let snapshot = initialTransition(gameMachine)[0];
    const verdicts: boolean[] = [];
    for (const [i, entry] of entries.entries()) {
      for (const event of eventsForEntry(header, entry, snapshot.value, i === 0))
        snapshot = transition(gameMachine, snapshot, event)[0];
      if (entry.kind === 'move') verdicts.push(snapshot.context.lastVerdict?.legal === true);
    }
    const report = judgeTranscript(transcript(text));
    expect(verdicts).toEqual(report.moves.map((m) => m.legal));
    expect(snapshot.value === 'gameOver').toBe(report.game.over);
  });

  it.each(texts)('%s: its transcript reads back as the same log', (_name, text) => {
    const { header, entries } = logOf(text);
    const replayed = snapshotForLog(header, entries);
    if (!replayed.ok) throw new Error(`deal of round ${replayed.round} refused`);
    expect(replayed.snapshot.context.log).toEqual(entries);
    expect(logOf(transcriptOf(replayed.snapshot.context)).entries).toEqual(entries);
  });

  it('an actor ends where the pure replay ends', () => {
    const [, text] = texts[0] ?? ['', ''];
    const { header, entries } = logOf(text);
    const pure = snapshotForLog(header, entries);
    const live = actorForLog(header, entries);
    if (!pure.ok || !live.ok) throw new Error('refused');
    expect(live.actor.getSnapshot().value).toBe(pure.snapshot.value);
    expect(live.actor.getSnapshot().context.log).toEqual(pure.snapshot.context.log);
    live.actor.stop();
  });

  it('a round dealt before the last one ended is refused, naming the round', () => {
    const { header, entries } = logOf(
      'players: Anna, Ben, Cem\nround 1\nAnna: 3C\nround 2\nBen: 4C\n',
    );
    // The notation reads `round 2` as an excerpt (round 1 unfinished); a log entering round 3
    // straight after round 1 is one no machine can deal.
    const forged = entries.map((e) =>
      e.kind === 'deal' && e.round === 2 ? { ...e, round: 3 } : e,
    );
    expect(snapshotForLog(header, forged)).toEqual({ ok: false, round: 3 });
    expect(actorForLog(header, forged)).toEqual({ ok: false, round: 3 });
  });
});

describe('a game joined mid-way', () => {
  // Round 3 of three, entered from round 2's places: the game ends with it, for the CLI
  // (the engine fills in the rounds it did not see) and for the machine alike.
  const text = [
    'rules: common, length=rounds:3',
    'players: Anna, Ben, Cem',
    'round 3',
    'previous: Ben, Anna, Cem',
    'hand Anna: 4C',
    'hand Ben: 5C',
    'hand Cem: 3C',
    'Cem: 3C',
    // Anna goes out second: Ben, the last with cards, takes the last place
    'Anna: 4C',
  ].join('\n');

  it('ends after the rules last round in the CLI', () => {
    const report = judgeTranscript(transcript(text));
    expect(report.moves.every((m) => m.legal)).toBe(true);
    expect(report.game.over).toBe(true);
  });

  it('ends after the rules last round in the machine, started from the places', () => {
    const { header, entries } = logOf(text);
    const replayed = snapshotForLog(header, entries);
    if (!replayed.ok) throw new Error('refused');
    expect(replayed.snapshot.value).toBe('gameOver');
    const results = replayed.snapshot.context.game?.results ?? [];
    expect(results.map((r) => r.number)).toEqual([1, 2, 3]);
    expect(results[1]?.places).toEqual(['Ben', 'Anna', 'Cem']);
  });

  it('goes on when the rules have more rounds', () => {
    const report = judgeTranscript(transcript(text.replace('rounds:3', 'rounds:4')));
    expect(report.game.over).toBe(false);
  });
});
