import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractCv } from '../extraction/extract-cv';
import { readDocx } from './docx-reader';
import { readPdf } from './pdf-reader';
import { docx, linkP, p } from './test-support/word-xml';
import { MAX_LINKS } from './types';

/** A one-page PDF printing `lines`, with a link annotation to each of `links` over the line at the same index. */
async function pdfWithLinks(lines: string[], links: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((text, i) => page.drawText(text, { x: 72, y: 760 - i * 16, size: 11, font }));
  const annotations = links.map((url, i) =>
    pdf.context.register(
      pdf.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [72, 756 - i * 16, 300, 772 - i * 16],
        Border: [0, 0, 0],
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
      }),
    ),
  );
  page.node.set(PDFName.of('Annots'), pdf.context.obj(annotations));
  return Buffer.from(await pdf.save());
}

const CV = ['Alfred Pennyworth', 'alfred.pennyworth@email.com', 'apennyworth', 'Experience', 'Butler, Wayne Enterprises, 2000 - 2020'];

describe('the addresses a document links to', () => {
  it('reads the link annotations of a PDF and the hyperlinks of a Word document, each once', async () => {
    const pdf = await readPdf(await pdfWithLinks(CV, ['mailto:alfred.pennyworth@email.com', 'https://www.linkedin.com/in/apennyworth', 'https://www.linkedin.com/in/apennyworth']));
    expect(pdf.links).toEqual(['mailto:alfred.pennyworth@email.com', 'https://www.linkedin.com/in/apennyworth']);
    const word = await readDocx(docx(`${p('Alfred Pennyworth')}${linkP('apennyworth', 'rIdL')}`, { hyperlinks: { rIdL: 'https://www.linkedin.com/in/apennyworth?a=1&amp;b=2' } }));
    expect(word.links).toEqual(['https://www.linkedin.com/in/apennyworth?a=1&b=2']);
    // A document that links nowhere says so by leaving the field out.
    expect((await readPdf(await pdfWithLinks(CV, []))).links).toBeUndefined();
  });

  it('reads the LinkedIn profile whose handle the CV prints beside its link, and nothing from a link behind a word', async () => {
    const shown = extractCv(await readPdf(await pdfWithLinks(CV, ['https://github.com/apennyworth', 'https://www.linkedin.com/in/apennyworth'])));
    expect(shown.linkedin).toBe('https://www.linkedin.com/in/apennyworth');
    const behindWord = extractCv(await readPdf(await pdfWithLinks(['Alfred Pennyworth', 'LinkedIn', 'Experience'], ['', 'https://www.linkedin.com/in/apennyworth'])));
    expect(behindWord.linkedin).toBeNull();
    const word = extractCv(await readDocx(docx(`${p('Alfred Pennyworth')}${linkP('apennyworth', 'rIdL')}${p('Experience')}`, { hyperlinks: { rIdL: 'https://linkedin.com/in/apennyworth/' } })));
    expect(word.linkedin).toBe('https://www.linkedin.com/in/apennyworth');
  });

  it(`keeps at most ${MAX_LINKS} links of a page with 3,000 link annotations`, async () => {
    const links = Array.from({ length: 3000 }, (_, i) => `https://example.com/${i}`);
    const doc = await readPdf(await pdfWithLinks(['Alfred Pennyworth'], links));
    expect(doc.links).toHaveLength(MAX_LINKS);
    expect(doc.lines.map((line) => line.text)).toEqual(['Alfred Pennyworth']);
  });
});
