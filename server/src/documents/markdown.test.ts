import { describe, expect, it } from 'vitest';
import { readDocument } from './read-document';

describe('Markdown CVs', () => {
  it('reads the text without front matter, heading marks, emphasis, links, images or HTML', async () => {
    const md = [
      '---', 'layout: cv', 'title: Jane Doe CV', '---',
      '# Jane Doe', '![photo](me.png)', '**Développeuse Web**  ', '📧 jane@example.com | [LinkedIn](https://linkedin.com)',
      '---', '## 🎓 Formation', '**Master Informatique**  ', 'Université Paris Sorbonne | 2022 - 2024',
      '## Expérience', '- Built `React` apps for <b>clients</b>',
    ].join('\n');
    const doc = await readDocument(Buffer.from(md, 'utf8'), 'cv.txt');
    expect(doc.lines.map((line) => line.text)).toEqual([
      'Jane Doe', 'Développeuse Web', '📧 jane@example.com | LinkedIn', 'Formation', 'Master Informatique',
      'Université Paris Sorbonne | 2022 - 2024', 'Expérience', '• Built React apps for clients',
    ]);
  });

  it('leaves a plain-text CV with a star bullet as it is', async () => {
    const doc = await readDocument(Buffer.from('Jane Doe\n* Led the team\nSKILLS\nC#, F#', 'utf8'), 'cv.txt');
    expect(doc.lines.map((line) => line.text)).toEqual(['Jane Doe', '* Led the team', 'SKILLS', 'C#, F#']);
  });

  it('reads underlined (Setext) headings, emphasis with one star or underscore, and line-end backslashes', async () => {
    const md = ['Jorge Pérez', '===========', 'Experiencia', '-----------', '**Ingeniero**-*[Qualitas Instruments](http://q.example)* (2003-2007)  ', '*plc, matlab,', 'lidar*', 'Master of Science\\', 'snake_case_name stays'].join('\n');
    const doc = await readDocument(Buffer.from(md, 'utf8'), 'cv.txt');
    expect(doc.lines.map((line) => line.text)).toEqual(['Jorge Pérez', 'Experiencia', 'Ingeniero-Qualitas Instruments (2003-2007)', 'plc, matlab,', 'lidar', 'Master of Science', 'snake_case_name stays']);
    expect(doc.lines.slice(0, 2).map((line) => [line.kind, line.style])).toEqual([['heading', 'Heading 1'], ['heading', 'Heading 2']]);
  });

  it('reads a pipe table as rows of cells, without its column headings, dashes or comments', async () => {
    const md = ['# Max Muster', '## Berufserfahrung', '| **Zeitraum** | **Position** | **Unternehmen** |', '| --- | --- | --- |', '| Mai 2023 - April 2024 | Lead Entwickler | ALTEN Group |', '<!-- old: | 2010 | Praktikant | X | -->', '### **Ingeniero de Datos - BID**'].join('\n');
    const doc = await readDocument(Buffer.from(md, 'utf8'), 'cv.txt');
    expect(doc.lines.map((line) => line.text)).toEqual(['Max Muster', 'Berufserfahrung', 'Mai 2023 - April 2024\tLead Entwickler\tALTEN Group', 'Ingeniero de Datos - BID']);
    expect(doc.lines.at(-1)?.style).toBe('Heading 3');
  });

  it('reads hostile Markdown whole: 100,000 stars and underscores, a table row of 20,000 cells, a spaced slash after 300,000 spaces', async () => {
    const md = ['# Jane Doe', '## Experience', '*_'.repeat(50_000), `|${' a |'.repeat(20_000)}`, `Analyst${' '.repeat(300_000)}/ Acme Ltd`, '2019 - 2020'].join('\n');
    const doc = await readDocument(Buffer.from(md, 'utf8'), 'cv.txt');
    expect(doc.lines[0].text).toBe('Jane Doe');
    expect(doc.lines.some((line) => line.text.split('\t').length === 20_000)).toBe(true);
    const { extractCv } = await import('../extraction/extract-cv');
    expect(extractCv(doc).experience[0]).toMatchObject({ startDate: '2019', endDate: '2020' });
  });
});

