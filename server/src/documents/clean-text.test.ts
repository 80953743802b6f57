import { describe, expect, it } from 'vitest';
import { cleanDeep, cleanText, isCleanText } from './clean-text';
import { HOSTILE_CHARACTERS, UNSTORABLE } from './test-support/control-character-files';

describe('cleanText', () => {
  it('removes U+0000 inside a word, as a PDF ligature mapped to it leaves', () => {
    expect(cleanText('Certi\u0000cations')).toBe('Certications');
  });

  it('keeps tab, line feed and carriage return; vertical tab and form feed become spaces; the rest of C0 goes', () => {
    expect(cleanText(`a${HOSTILE_CHARACTERS}b`)).toBe('a\t\n  \rb');
    expect(cleanText(`a${HOSTILE_CHARACTERS}b`)).not.toMatch(UNSTORABLE);
  });

  it('removes lone surrogates but keeps pairs (emoji) and ordinary text', () => {
    expect(cleanText('Zoë \ud800x\udfff 🙂 履歴書')).toBe('Zoë x 🙂 履歴書');
    expect(isCleanText('Zoë 🙂 履歴書')).toBe(true);
    expect(isCleanText('a\u0000')).toBe(false);
  });

  it('cleans every string of a JSON value, keys included', () => {
    expect(cleanDeep({ 'k\u0000': ['x\u0001y', 3, null, { z: '\uffff' }], n: true })).toEqual({ k: ['xy', 3, null, { z: '' }], n: true });
  });
});
