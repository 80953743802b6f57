import { describe, expect, it } from 'vitest';
import { detectFileType } from './detect-file-type';
import { readDocument } from './read-document';
import { decodeText, readTxt } from './txt-reader';
import { extractCv } from '../extraction/extract-cv';

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

  it("reads a short text copied out of a PDF whose icons came through as control characters, and drops them", async () => {
    const copied = ['JAN KÜSTER', 'CONTACT', '\u0014 Bremen, Germany', '\u0014 +49 176 313', '\u0014 info@example.com', 'PROFILE', 'Data engineer with eight years of building pipelines for logistics and retail, who measures before changing anything.', 'SKILLS', '\u0014 Python', '\u0014 SQL'].join('\n');
    const buffer = Buffer.from(copied, 'utf8');
    expect(detectFileType(buffer)).toBe('txt');
    const doc = await readDocument(buffer, 'cv.txt');
    expect([...doc.text].some((char) => char.charCodeAt(0) < 0x20 && !'\t\n\r\f'.includes(char))).toBe(false);
    expect(doc.lines.map((line) => line.text.trim())).toContain('Bremen, Germany');
    // A binary file is still no text.
    expect(detectFileType(Buffer.from([0x14, 0x00, 0x41, 0x42]))).toBeNull();
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

  const blocks = async (text: string) => (await readTxt(Buffer.from(text))).blocks.map((block) => `${block.kind}: ${block.text}`);

  it('reads a divider drawn with characters as a rule block, never joined to the text beside it', async () => {
    const text = ['=============================', 'OBJECTIF', '-----------------------------', 'Passionné par les technologies mobiles.', '─────────────', '* * * *'].join('\n');
    expect(await blocks(text)).toEqual([
      'rule: =============================',
      'paragraph: OBJECTIF',
      'rule: -----------------------------',
      'paragraph: Passionné par les technologies mobiles.',
      'rule: ─────────────',
      'rule: * * * *',
    ]);
  });

  it('makes a bullet and the lines indented under its text one bullet block', async () => {
    const text = ['Experience', '', '  • Recruited and trained a summer sales team and then', '    together we went door to door meeting people', '  • Second item', '- Dash item', '* Star item', 'o\tWord export item', 'Plain line after'].join('\n');
    expect(await blocks(text)).toEqual([
      'paragraph: Experience',
      'bullet: • Recruited and trained a summer sales team and then together we went door to door meeting people',
      'bullet: • Second item',
      'bullet: - Dash item',
      'bullet: * Star item',
      'bullet: o\tWord export item',
      'paragraph: Plain line after',
    ]);
  });

  it('joins a paragraph wrapped by hand at the width of the text, and nothing else', async () => {
    const text = [
      'Jane Doe',
      'Senior Software Engineer',
      'jane@example.com | +44 20 7946 0958',
      '',
      'SUMMARY',
      'Engineer with ten years of experience building payment systems for banks and',
      'retailers across Europe, leading teams of up to twelve people through large',
      'migrations to the cloud.',
      '',
      'EXPERIENCE',
      'Senior Software Engineer, Nimbus Technologies Ltd, London, United Kingdom',
      'Jan 2019 - Present',
      '- Built a payments API handling two million requests a day for the largest',
      'retail clients of the company.',
      '- Mentored four junior developers',
      'Software Engineer, Cloudline Systems, Manchester',
    ].join('\n');
    expect(await blocks(text)).toEqual([
      'paragraph: Jane Doe',
      'paragraph: Senior Software Engineer',
      'paragraph: jane@example.com | +44 20 7946 0958',
      'paragraph: SUMMARY',
      'paragraph: Engineer with ten years of experience building payment systems for banks and retailers across Europe, leading teams of up to twelve people through large migrations to the cloud.',
      'paragraph: EXPERIENCE',
      'paragraph: Senior Software Engineer, Nimbus Technologies Ltd, London, United Kingdom',
      'paragraph: Jan 2019 - Present',
      'bullet: - Built a payments API handling two million requests a day for the largest retail clients of the company.',
      'bullet: - Mentored four junior developers',
      'paragraph: Software Engineer, Cloudline Systems, Manchester',
    ]);
    // The lines stay one per line of the file (its two blank lines left out).
    expect((await readTxt(Buffer.from(text))).lines).toHaveLength(14);
  });

  it("keeps a bullet's lines together when its text wrapped unindented at the page's width, not the text's", async () => {
    // Copied out of a PDF: the lines of a bullet are as long as the type made them, shorter in characters than the longest.
    const text = [
      'SUMMARY',
      'Senior software engineer with seven years of building payment systems, from the first prototype',
      'to services that handle millions of transactions a day; Go, Kafka and PostgreSQL are what I use',
      'most, and I mentor the engineers who join my team until they lead projects of their own, which',
      'is what I enjoy most.',
      '',
      'Senior Software Engineer',
      'Stripe • San Francisco, CA',
      '• Designed and implemented a real-time fraud detection pipeline for card',
      'transactions using Kafka and Go, reducing fraudulent charges by 18%',
      '• Optimized canvas rendering performance, reducing frame drop rate by 40%',
      'on large design files through WebGL batching and database query',
      'optimization',
      'Software Engineer',
      'Figma • San Francisco, CA',
      'Led the migration of the reconciliation service to event-driven microservices',
    ].join('\n');
    expect(await blocks(text)).toEqual([
      'paragraph: SUMMARY',
      'paragraph: Senior software engineer with seven years of building payment systems, from the first prototype to services that handle millions of transactions a day; Go, Kafka and PostgreSQL are what I use most, and I mentor the engineers who join my team until they lead projects of their own, which is what I enjoy most.',
      'paragraph: Senior Software Engineer',
      'paragraph: Stripe • San Francisco, CA',
      'bullet: • Designed and implemented a real-time fraud detection pipeline for card transactions using Kafka and Go, reducing fraudulent charges by 18%',
      'bullet: • Optimized canvas rendering performance, reducing frame drop rate by 40% on large design files through WebGL batching and database query optimization',
      'paragraph: Software Engineer',
      'paragraph: Figma • San Francisco, CA',
      'paragraph: Led the migration of the reconciliation service to event-driven microservices',
    ]);
  });

  it('reads a Markdown heading as a heading block and its list items as bullets', async () => {
    const text = '# Jane Doe\n\n## Experience\n\n**Engineer** at [Acme](https://acme.example)\n\n- Led the platform team\n- Built the billing system\n';
    expect(await blocks(text)).toEqual(['heading: Jane Doe', 'heading: Experience', 'paragraph: Engineer at Acme', 'bullet: • Led the platform team', 'bullet: • Built the billing system']);
  });

  it("marks a PDF's running header and footer, repeated on each page of the text copied out of it, and reads them into no section", async () => {
    const page = (n: number, body: string[]) => ['Jane Doe', 'Data Engineer · jane@example.com', '', ...body, '', `Page ${n} / 2`].join('\n');
    const text = [
      page(1, ['EXPERIENCE', 'Data Engineer, Nimbus Ltd', 'Jan 2019 - Present', '• Built the pipelines', '', 'SKILLS', 'Python', 'SQL']),
      page(2, ['Airflow', 'Spark', '', 'LANGUAGES', 'English (native)']),
    ].join('\f');
    const doc = await readTxt(Buffer.from(text));
    const regionOf = (page: number, text: string) => doc.lines.find((line) => line.page === page && line.text === text)?.region;
    expect([regionOf(1, 'Jane Doe'), regionOf(2, 'Jane Doe'), regionOf(2, 'Data Engineer · jane@example.com')]).toEqual(['header', 'header', 'header']);
    expect([regionOf(1, 'Page 1 / 2'), regionOf(2, 'Page 2 / 2')]).toEqual(['footer', 'footer']);
    // The page's own first lines are body text.
    expect([regionOf(1, 'EXPERIENCE'), regionOf(2, 'Airflow')]).toEqual(['body', 'body']);
    const cv = extractCv(doc, { now: new Date(Date.UTC(2026, 10, 15)) });
    // The skills list runs on over the page break, without the header that interrupts it.
    expect(cv.skills).toEqual(['Python', 'SQL', 'Airflow', 'Spark']);
    expect(cv.name).toBe('Jane Doe');
    expect(cv.email).toBe('jane@example.com');
  });

  it('marks nothing on a text of one page, nor a line that comes back in the middle of a page', async () => {
    const text = ['Jane Doe', 'SKILLS', 'Python', 'SQL', '\f', 'PROJECTS', 'Sales dashboards', 'Reviewed by Jane Doe', 'Jane Doe', 'Airflow', 'Spark'].join('\n');
    const doc = await readTxt(Buffer.from(text));
    expect(doc.lines.every((line) => line.region === 'body')).toBe(true);
    const single = await readTxt(Buffer.from('Jane Doe\nPage 1 / 1\n'));
    expect(single.lines.every((line) => line.region === 'body')).toBe(true);
  });

  it('reads 5,000 one-character lines as 5,000 blocks', async () => {
    const doc = await readTxt(Buffer.from(Array.from({ length: 5_000 }, (_, i) => String.fromCharCode(65 + (i % 26))).join('\n')));
    expect(doc.blocks).toHaveLength(5_000);
  });
});
