import { describe, expect, it } from 'vitest';
import { buildDocumentText } from './build-document-text';

const read = (...texts: string[]) => buildDocumentText('txt', texts.map((text) => ({ text, page: 1, region: 'body' as const })), 1).lines.map((line) => line.text);

describe('glyph clean-up of every document', () => {
  it('drops private-use bullet and icon glyphs, keeping the items they separated apart', () => {
    expect(read('\uf0b7 Managed the team', '\uebe0 Sarasota, FL \uec6a 555-555-5555 \ue989 hello@example.com')).toEqual(['Managed the team', 'Sarasota, FL 555-555-5555 hello@example.com']);
    expect(read('\uf0b7')).toEqual([]);
  });

  it('turns dash look-alikes into hyphens and removes soft hyphens', () => {
    expect(read('2020\u20112022', '2019 \u2212 2021', 'Soft\u00adware Engi\u00adneer')).toEqual(['2020-2022', '2019 - 2021', 'Software Engineer']);
  });
});

describe('dot leaders', () => {
  it('reads a leader of dots as the gap it fills, never as words of the title before it', () => {
    expect(read('Data Scientist. . . . . . . . . . . . . . . .', 'Berlin ........ 2019', 'Contents ·········· 3')).toEqual(['Data Scientist', 'Berlin\t2019', 'Contents\t3']);
  });

  it('keeps an ellipsis, initials and a drawn line of dots as they are', () => {
    expect(read('Wait... what', 'J. R. R. T. Tolkien', '. . . . . . . .')).toEqual(['Wait... what', 'J. R. R. T. Tolkien', '. . . . . . . .']);
  });

  it('reads a job whose title a LaTeX \\dotfill runs on from with that title', async () => {
    const { readDocument } = await import('./read-document');
    const { extractCv } = await import('../extraction/extract-cv');
    const text = ['Markus Weber', 'markus.weber@example.org', '', 'Berufserfahrung', '', 'Data Scientist. . . . . . . . . . . . . . . . . . . . . . . . .', 'Atruvia AG, Karlsruhe', 'Feb. 2024 – heute', '', 'Business Analyst. . . . . . . . . . . . . . . . . . . . . . . . .', 'Fiducia & GAD IT AG, Karlsruhe', 'Okt. 2019 – Jun. 2021'].join('\n');
    const cv = extractCv(await readDocument(Buffer.from(text), 'cv.txt'));
    expect(cv.experience.map((job) => job.title)).toEqual(['Data Scientist', 'Business Analyst']);
  });

  it('reads a line of 100,000 dots beside a word in one pass', () => {
    expect(read(`Title${'.'.repeat(100_000)}`)).toEqual(['Title']);
  });
});
