/**
 * The command writes its report as UTF-8 bytes (Io.stdoutBytes), a refused move's line from the
 * bytes of its parts; the text writer (Io.stdout) gets the same report as text. Both must say
 * exactly the same, across batch boundaries and with names and cards outside ASCII.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/langs.ts';
import { runCli } from './run-cli.ts';

/** Refused moves of two players out of turn, lines past 9999, names outside ASCII. */
const FLOOD = `players: Åsa, Bjørn, 猫\nÅsa: 3C\n${'猫: 4♦\nBjørn: 5h 5s\nÅsa: pass\n'.repeat(6000)}`;

describe('the report as bytes', () => {
  it.each(LANGS)('%s: is the report as text, byte for byte, and the same exit code', (lang) => {
    const text = runCli(['check', '--lang', lang, 'f.txt'], { 'f.txt': FLOOD });
    const chunks: Buffer[] = [];
    const bytes = runCli(['check', '--lang', lang, 'f.txt'], { 'f.txt': FLOOD }, '', {
      // The writer may keep the bytes only during the call: copy them.
      stdoutBytes: (b) => chunks.push(Buffer.from(b)),
      stdout: () => {
        throw new Error('stdout is not used when stdoutBytes is given');
      },
    });
    expect(bytes.code).toBe(1);
    expect(text.code).toBe(1);
    expect(chunks.length).toBeGreaterThan(1);
    const written = Buffer.concat(chunks).toString('utf8');
    expect(written).toBe(text.out);
    expect(written.split('\n').filter((l) => l.includes('✗'))).toHaveLength(18_000);
    expect(written).toContain(` ${String(18_002)}  `);
  });
});
