import { describe, expect, it } from 'vitest';
import { correctedCvDataSchema } from './contracts/cv-review';
import { registerRequestSchema } from './contracts/auth';
import { agencyProfileSchema } from './contracts/settings';
import { emptyCvData } from './cv-data';
import { cleanFileName, cleanLine, cleanMultiline } from './input-text';

describe('cleanLine', () => {
  it('turns every run of breaks and tabs into one space and drops other controls', () => {
    expect(cleanLine('Eve\r\nBcc: spy@evil.test')).toBe('Eve Bcc: spy@evil.test');
    expect(cleanLine('Cand\u2028Subject:\u0085pwned\u0000\u0007\u009b')).toBe('Cand Subject: pwned');
    expect(cleanLine('resume\u202Efdp.exe')).toBe('resumefdp.exe');
  });

  it('leaves text without controls exactly as it was', () => {
    for (const text of ['Zoë  Müller ', 'O’Brien-Smith', '履歴書 山田', 'Ze\u0301']) expect(cleanLine(text)).toBe(text);
  });
});

describe('cleanMultiline', () => {
  it('keeps line feeds and tabs, makes CR LF one line feed, drops other controls', () => {
    expect(cleanMultiline('One.\r\nTwo.\rThree.\tTab\u0000\u000b')).toBe('One.\nTwo.\nThree.\tTab');
  });
});

describe('cleanFileName', () => {
  it('a name of 255 characters of CR, LF and NUL keeps only its real name, or becomes "unnamed"', () => {
    expect(cleanFileName(`${'\r\n\u0000'.repeat(83)}cv.txt`)).toBe('cv.txt');
    expect(cleanFileName('\r\n\u0000'.repeat(85))).toBe('unnamed');
  });
});

describe('the contracts clean at the boundary, limits kept', () => {
  it('registration names', () => {
    const parsed = registerRequestSchema.parse({ email: 'eve@example.com', password: 'long enough', firstName: 'Eve\r\nBcc: spy@evil.test', lastName: ' Smith\u0000 ' });
    expect(parsed.firstName).toBe('Eve Bcc: spy@evil.test');
    expect(parsed.lastName).toBe('Smith');
    expect(registerRequestSchema.safeParse({ email: 'eve@example.com', password: 'long enough', firstName: 'x'.repeat(101) }).success).toBe(false);
  });

  it('corrected CV data: one-line fields, the summary keeps its lines, limits after cleaning', () => {
    const parsed = correctedCvDataSchema.parse({ ...emptyCvData(), name: 'Cand\r\nBcc: x@evil.test\r\nSubject: pwned', summary: 'A.\r\nB.', skills: ['Excel\u0007'] });
    expect(parsed.name).toBe('Cand Bcc: x@evil.test Subject: pwned');
    expect(parsed.summary).toBe('A.\nB.');
    expect(parsed.skills).toEqual(['Excel']);
    expect(correctedCvDataSchema.safeParse({ ...emptyCvData(), name: 'x'.repeat(301) }).success).toBe(false);
  });

  it('agency settings names', () => {
    expect(agencyProfileSchema.parse({ agencyName: 'Acme\r\nRecruiting\u0000', consultantName: '\tAnn ' }).agencyName).toBe('Acme Recruiting');
  });
});
