import { describe, expect, it } from 'vitest';
import { decodeText, readTxt } from './txt-reader';

describe('readTxt', () => {
  const text = 'Renée Müller\r\nSenior “Data” Analyst – Zürich\r\n• SQL\r\n';

  it('reads UTF-8 with CRLF line ends', async () => {
    const doc = await readTxt(Buffer.from(text, 'utf8'));
    expect(doc.lines.map((line) => line.text)).toEqual(['Renée Müller', 'Senior “Data” Analyst – Zürich', '• SQL']);
    expect(doc.text).toBe('Renée Müller\nSenior “Data” Analyst – Zürich\n• SQL');
    expect(doc.format).toBe('txt');
    expect(doc.ocr).toBe(false);
  });

  it('reads UTF-16 LE and BE with a byte order mark', async () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le);
    for (let i = 0; i < be.length; i += 2) [be[i], be[i + 1]] = [be[i + 1], be[i]];
    expect((await readTxt(le)).lines[1].text).toBe('Senior “Data” Analyst – Zürich');
    expect((await readTxt(be)).lines[0].text).toBe('Renée Müller');
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8', () => {
    // "Renée – café’s" in cp1252: é=E9, en dash=96, right quote=92.
    const bytes = Buffer.from([0x52, 0x65, 0x6e, 0xe9, 0x65, 0x20, 0x96, 0x20, 0x63, 0x61, 0x66, 0xe9, 0x92, 0x73]);
    expect(decodeText(bytes)).toBe('Renée – café’s');
  });

  it('splits a CV flattened onto one line at its runs of spaces', async () => {
    const flat = ['Jane Doe', 'Experience', 'Software Engineer at Acme Ltd', '2019 - 2021', 'Education', 'BSc Computer Science'].join('   ') + ' '.repeat(3) + 'x'.repeat(200);
    const doc = await readTxt(Buffer.from(flat));
    expect(doc.lines.slice(0, 3).map((line) => line.text)).toEqual(['Jane Doe', 'Experience', 'Software Engineer at Acme Ltd']);
  });
});
