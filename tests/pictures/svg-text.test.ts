/** The pictures' label wrapping (src/lib/svg-text.ts): lines within their budget. */
import { describe, expect, it } from 'vitest';
import { wrapText } from '../../src/lib/svg-text.ts';

describe('wrapText', () => {
  it('wraps at spaces within the budget', () => {
    expect(wrapText('the 2 highest cards', 11)).toEqual(['the 2', 'highest', 'cards']);
  });

  it('breaks a word too long for a line after its hyphen (Swedish "Vice-president")', () => {
    expect(wrapText('Vice-president', 11)).toEqual(['Vice-', 'president']);
    expect(wrapText('Vice-usling', 11)).toEqual(['Vice-usling']);
  });

  it('keeps a long word without a hyphen whole', () => {
    expect(wrapText('Vizepräsident', 11)).toEqual(['Vizepräsident']);
  });
});
