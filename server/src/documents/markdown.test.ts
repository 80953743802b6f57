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
});
