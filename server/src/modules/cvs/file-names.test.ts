import { describe, expect, it } from 'vitest';
import { cleanFileName, fileExtension, isCvExtension } from './file-names';

describe('cleanFileName', () => {
  it('keeps UTF-8 names exactly', () => {
    expect(cleanFileName('Zoë Müller CV.pdf')).toBe('Zoë Müller CV.pdf');
    expect(cleanFileName('履歴書 山田.docx')).toBe('履歴書 山田.docx');
  });

  it('drops path parts, whatever the separator', () => {
    expect(cleanFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(cleanFileName('C:\\Users\\me\\cv.docx')).toBe('cv.docx');
    expect(cleanFileName('..')).toBe('unnamed');
    expect(cleanFileName('dir/')).toBe('dir');
  });

  it('removes control characters and bidirectional overrides', () => {
    expect(cleanFileName('cv\u0000\u0007\r\n.pdf')).toBe('cv.pdf');
    expect(cleanFileName('resume\u202Efdp.exe')).toBe('resumefdp.exe');
  });

  it('gives a name to a nameless file and bounds long names, keeping the extension', () => {
    expect(cleanFileName('   ')).toBe('unnamed');
    const long = cleanFileName(`${'a'.repeat(400)}.docx`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('.docx')).toBe(true);
  });
});

describe('fileExtension', () => {
  it('reads the lower-cased last extension', () => {
    expect(fileExtension('CV.PDF')).toBe('.pdf');
    expect(fileExtension('cv.tar.gz')).toBe('.gz');
    expect(fileExtension('README')).toBe('');
    expect(isCvExtension('.docx')).toBe(true);
    expect(isCvExtension('.exe')).toBe(false);
  });
});
