import { describe, expect, it } from 'vitest';
import { fold, isPlainAscii } from './text-utils';

describe('fold', () => {
  it('lower-cases plain ASCII and takes the accents off everything else', () => {
    expect(fold('Work EXPERIENCE\t2019')).toBe('work experience\t2019');
    expect(fold('Expérience Professionnelle')).toBe('experience professionnelle');
    expect(fold('Ausbildung & Qualifikationen – München')).toBe('ausbildung & qualifikationen – munchen');
    // A control character other than a tab or line break takes the full path, to the same result.
    expect(fold('Skills\u0007')).toBe('skills\u0007');
  });

  it('tells plain ASCII from text that needs normalising', () => {
    expect(isPlainAscii('Jan 2019 - Present\n')).toBe(true);
    expect(isPlainAscii('Jan 2019 – Present')).toBe(false);
    expect(isPlainAscii('Café')).toBe(false);
  });
});
