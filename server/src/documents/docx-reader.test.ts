import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { writeDocx } from '../test-support/documents/docx-writer';
import { extractCv } from '../extraction/extract-cv';
import { readDocx } from './docx-reader';
import { sampleModel } from './test-support/sample-model';

const texts = (lines: { text: string }[]) => lines.map((line) => line.text);

describe('readDocx', () => {
  it('reads the page header and footer, with their region', async () => {
    const doc = await readDocx(writeDocx(sampleModel()));
    expect(doc.lines[0]).toMatchObject({ text: 'jane.doe@example.com | +44 20 7946 0958', region: 'header' });
    expect(doc.lines[doc.lines.length - 1]).toMatchObject({ text: 'London, United Kingdom', region: 'footer' });
    expect(doc.format).toBe('docx');
  });

  it('reads body paragraphs in order, marks bold and list items', async () => {
    const doc = await readDocx(writeDocx(sampleModel()));
    const body = doc.lines.filter((line) => line.region === 'body');
    expect(texts(body).slice(0, 4)).toEqual(['Jane Doe', 'Senior Software Engineer', 'Experience', 'Senior Software Engineer']);
    expect(body[0].bold).toBe(true);
    expect(body[0].fontSize).toBe(20);
    expect(texts(body)).toContain('• Built a payments API handling 2 million requests per day');
  });

  it('reads a text box once (not again from its VML fallback), as a sidebar', async () => {
    const doc = await readDocx(writeDocx(sampleModel({ sidebarSide: 'left', sidebarAsTextBox: true })));
    const sidebar = doc.lines.filter((line) => line.region === 'sidebar');
    expect(texts(sidebar)).toEqual(['Skills', 'TypeScript', 'Kubernetes', 'PostgreSQL', 'Languages', 'English – native', 'German – B2']);
    expect(doc.text.match(/PostgreSQL/g)).toHaveLength(1);
  });

  it('reads a two-column layout table cell by cell, the narrow cell as sidebar', async () => {
    const doc = await readDocx(writeDocx(sampleModel({ sidebarSide: 'right', sidebarAsTextBox: false })));
    const lines = texts(doc.lines);
    // The main column comes first (it is the left cell) and is never interleaved with the sidebar.
    expect(lines.indexOf('2011 – 2014')).toBeLessThan(lines.indexOf('Skills'));
    expect(lines.slice(lines.indexOf('Skills'), lines.indexOf('Skills') + 4)).toEqual(['Skills', 'TypeScript', 'Kubernetes', 'PostgreSQL']);
    expect(doc.lines.find((line) => line.text === 'TypeScript')?.region).toBe('sidebar');
    expect(doc.lines.find((line) => line.text === 'Jane Doe')?.region).toBe('body');
  });

  it('reads a data table row by row with cells separated by tabs', async () => {
    const model = sampleModel({ main: [{ kind: 'heading', text: 'Experience' }, { kind: 'row', cells: ['2019 – Present', 'Engineer, Acme Ltd'] }, { kind: 'row', cells: ['2015 – 2018', 'Developer, Beta plc'] }] });
    const doc = await readDocx(writeDocx(model));
    const rows = doc.lines.filter((line) => line.region === 'table');
    expect(texts(rows)).toEqual(['2019 – Present\tEngineer, Acme Ltd', '2015 – 2018\tDeveloper, Beta plc']);
  });

  it('reads a document whose parts name WordprocessingML by another prefix, or as their default namespace, as Word does', async () => {
    const original = writeDocx(sampleModel());
    const rewrite = (change: (xml: string) => string) => {
      const zip = new PizZip(original);
      for (const name of Object.keys(zip.files).filter((file) => /^word\/(?:document|header\d*|footer\d*|styles|numbering)\.xml$/.test(file))) {
        zip.file(name, change(zip.file(name)!.asText()));
      }
      return zip.generate({ type: 'nodebuffer' });
    };
    // A script that re-saved the XML with ElementTree writes "ns0:" for "w:".
    const ns0 = rewrite((xml) => xml.replace(/xmlns:w=/g, 'xmlns:ns0=').replace(/(<\/?|\s)w:(?=[A-Za-z])/g, '$1ns0:'));
    // Elements in the default namespace: no prefix on them, attributes still qualified.
    const unprefixed = rewrite((xml) => xml.replace(/xmlns:w="([^"]+)"/, 'xmlns="$1" xmlns:w="$1"').replace(/(<\/?)w:(?=[A-Za-z])/g, '$1'));
    const expected = texts((await readDocx(original)).lines);
    expect(expected).toContain('Jane Doe');
    expect(texts((await readDocx(ns0)).lines)).toEqual(expected);
    expect(texts((await readDocx(unprefixed)).lines)).toEqual(expected);
    // The candidate's own text is never rewritten, even where it looks like a prefix.
    const withText = rewrite((xml) => xml.replace('Jane Doe', 'Jane Doe ns0:x w:y').replace(/xmlns:w=/g, 'xmlns:ns0=').replace(/(<\/?|\s)w:(?=[A-Za-z][\w]*[\s/>=])/g, '$1ns0:'));
    expect(texts((await readDocx(withText)).lines)).toContain('Jane Doe ns0:x w:y');
  });

  describe('alternative-format chunks (w:altChunk), as HTML-to-Word converters write a whole CV', () => {
    const CV_HTML =
      '<html><head><title>CV</title><style>p { color: red }</style></head><body>' +
      '<h1>Jordan Blake</h1><p>jordan.blake@example.com &middot; +44 7700 900123</p>' +
      '<h2>Experience</h2><p><b>Senior Python Developer</b>, TechCorp</p><p>January 2021 &ndash; Present</p>' +
      '<ul><li>Built the ingestion service that reads forty feeds a day.</li><li>Cut the nightly batch.</li></ul>' +
      '<h2>Education</h2><table><tr><td>2013 &ndash; 2016</td><td>BSc Computer Science, University of Leeds</td></tr></table>' +
      '<script>document.write("no")</script></body></html>';
    /** The sample document with its body replaced by chunks: [relationship id, part name, part bytes]. */
    const withChunks = (chunks: [string, string, Buffer | string][], body = chunks.map(([id]) => `<w:altChunk r:id="${id}"/>`).join(''), keepBody = false) => {
      const zip = new PizZip(writeDocx(sampleModel()));
      const document = zip.file('word/document.xml')!.asText();
      zip.file('word/document.xml', document.replace(/<w:body>([\s\S]*?)(<w:sectPr|<\/w:body>)/, (_, own: string, end: string) => `<w:body>${keepBody ? own : ''}${body}${end}`));
      // The sample's page header and footer (Jane Doe's contact details) are left out: the chunk is the whole CV.
      for (const name of Object.keys(zip.files).filter((file) => /^word\/(?:header|footer)\d*\.xml$/.test(file))) zip.remove(name);
      const relsName = 'word/_rels/document.xml.rels';
      const rels = zip.file(relsName)?.asText() ?? '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';
      const added = chunks.map(([id, name]) => `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/aFChunk" Target="${name}"/>`).join('');
      zip.file(relsName, rels.replace('</Relationships>', `${added}</Relationships>`));
      for (const [, name, bytes] of chunks) zip.file(`word/${name}`, bytes);
      return zip.generate({ type: 'nodebuffer' });
    };

    it('reads an HTML chunk in place: headings, paragraphs, list items as bullets, table rows as cells', async () => {
      const doc = await readDocx(withChunks([['htmlChunk', 'afchunk.htm', CV_HTML]]));
      const body = doc.lines.filter((line) => line.region !== 'header' && line.region !== 'footer');
      expect(texts(body)).toEqual([
        'Jordan Blake',
        'jordan.blake@example.com · +44 7700 900123',
        'Experience',
        'Senior Python Developer, TechCorp',
        'January 2021 – Present',
        '• Built the ingestion service that reads forty feeds a day.',
        '• Cut the nightly batch.',
        'Education',
        '2013 – 2016\tBSc Computer Science, University of Leeds',
      ]);
      expect(body[0]).toMatchObject({ kind: 'heading', bold: true });
      expect(body[5].kind).toBe('bullet');
      expect(doc.text).not.toContain('document.write');
      expect(doc.text).not.toContain('color: red');
    });

    it('reads a web-archive chunk (MHT, quoted-printable, as html-docx-js writes it), and the CV extracted from it', async () => {
      const qp = Buffer.from(CV_HTML, 'utf8')
        .toString('latin1')
        .replace(/[=\x80-\xff]/g, (char) => `=${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
        .replace(/(.{70})/g, '$1=\r\n');
      const mht = [
        'MIME-Version: 1.0',
        'Content-Type: multipart/related; type="text/html"; boundary="----=mhtDocumentPart"',
        '',
        '------=mhtDocumentPart',
        'Content-Type: text/html; charset="utf-8"',
        'Content-Transfer-Encoding: quoted-printable',
        'Content-Location: file:///C:/fake/document.html',
        '',
        qp,
        '',
        '------=mhtDocumentPart--',
      ].join('\r\n');
      const doc = await readDocx(withChunks([['htmlChunk', 'afchunk.mht', mht]]));
      expect(texts(doc.lines)).toContain('Senior Python Developer, TechCorp');
      expect(texts(doc.lines)).toContain('• Built the ingestion service that reads forty feeds a day.');
      const cv = extractCv(doc);
      expect(cv.name).toBe('Jordan Blake');
      expect(cv.email).toBe('jordan.blake@example.com');
      expect(cv.experience.map((entry) => [entry.title, entry.company, entry.startDate])).toEqual([['Senior Python Developer', 'TechCorp', '2021-01']]);
      expect(cv.education.map((entry) => entry.institution)).toEqual(['University of Leeds']);
    });

    it('reads a Word document in a chunk, but not the chunks inside it', async () => {
      const inner = withChunks([['innerChunk', 'inner.htm', '<p>Never read: a chunk in a chunk</p>']], undefined, true);
      const doc = await readDocx(withChunks([['docChunk', 'part.docx', inner]]));
      expect(texts(doc.lines)).toContain('Jane Doe');
      expect(doc.text).not.toContain('Never read');
    });

    it('ignores a chunk that points nowhere or is in an unknown format, reads a part referenced a thousand times once, and stops a huge chunk', async () => {
      const rtf = withChunks([['rtfChunk', 'part.rtf', '{\\rtf1 Hello}'], ['missing', 'gone.htm', '']], '<w:altChunk r:id="rtfChunk"/><w:altChunk r:id="nowhere"/>');
      expect((await readDocx(rtf)).lines.filter((line) => line.region === 'body')).toEqual([]);
      const repeated = withChunks([['htmlChunk', 'afchunk.htm', CV_HTML]], '<w:altChunk r:id="htmlChunk"/>'.repeat(1000));
      expect((await readDocx(repeated)).text.match(/Jordan Blake/g)).toHaveLength(1);
      const huge = `<html><body>${'<div><div><p>Line of a very long chunk</p></div></div>'.repeat(30_000)}</body></html>`;
      const doc = await readDocx(withChunks([['htmlChunk', 'afchunk.htm', huge]]));
      expect(doc.lines.filter((line) => line.text === 'Line of a very long chunk').length).toBeLessThanOrEqual(20_000);
    }, 60_000);
  });
});
