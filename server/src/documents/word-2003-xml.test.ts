import { describe, expect, it } from 'vitest';
import { readDocument } from './read-document';

const para = (text: string, bold = false) => `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t>${text}</w:t></w:r></w:p>`;
const word2003 = (body: string, header = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Word.Document"?>\n<w:wordDocument xmlns:w="http://schemas.microsoft.com/office/word/2003/wordml" xmlns:o="urn:schemas-microsoft-com:office:office">` +
  `<o:DocumentProperties><o:Title>Resume</o:Title><o:Author>Someone Else</o:Author></o:DocumentProperties><w:fonts><w:font w:name="Calibri"/></w:fonts>` +
  `<w:body>${body}<w:sectPr>${header ? `<w:hdr w:type="odd">${header}</w:hdr>` : ''}</w:sectPr></w:body></w:wordDocument>`;

describe('Word 2003 XML saved as .doc', () => {
  it('reads its paragraphs and tables, not its markup, with the page header first', async () => {
    const xml = word2003(
      para('EXPERIENCE', true) + para('Engineer, Acme Ltd\tJan 2019 – Present') + '<w:tbl><w:tr><w:tc>' + para('Web') + '</w:tc><w:tc>' + para('JavaScript, CSS') + '</w:tc></w:tr></w:tbl>',
      para('Jane Q. Doe') + para('jane@example.com'),
    );
    const doc = await readDocument(Buffer.from(xml, 'utf8'), 'cv.doc');
    expect(doc.lines.map((line) => [line.region, line.text])).toEqual([
      ['header', 'Jane Q. Doe'],
      ['header', 'jane@example.com'],
      ['body', 'EXPERIENCE'],
      ['body', 'Engineer, Acme Ltd\tJan 2019 – Present'],
      ['table', 'Web\tJavaScript, CSS'],
    ]);
    expect(doc.text).not.toMatch(/<|Someone Else|Calibri/);
  });

  it('refuses entity declarations as a .docx does', async () => {
    const xml = word2003(para('x')).replace('<?mso-application', '<!DOCTYPE x [<!ENTITY a "b">]><?mso-application');
    await expect(readDocument(Buffer.from(xml, 'utf8'), 'cv.doc')).rejects.toThrow(/entity declarations/);
  });
});
