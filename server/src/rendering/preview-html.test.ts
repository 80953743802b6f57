import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { formatWordDate, sampleFieldValue } from './preview-fields';
import { previewContentSecurityPolicy, renderTemplatePreviewHtml } from './preview-html';
import { loadStandardTemplate } from './standard-template';
import { buildDocx, cell, imageRun, p, run, table } from './test-support/docx-builder';

describe('renderTemplatePreviewHtml', () => {
  const template = buildDocx({
    font: 'Garamond',
    headerLogo: true,
    header: [p('{{AgencyName}}', { align: 'right' })],
    footer: [p('Page footer')],
    columns: 2,
    body: [
      p(['{{Full', 'Name}}'], { style: 'Title' }),
      p('Experience', { style: 'Heading1' }),
      p([{ text: 'Bold ', bold: true }, { text: 'italic', italic: true, font: 'Verdana', size: 9, color: '1F3864' }, ' [be concise]']),
      table([[cell('{{Skills}}'), cell('Right')]]),
    ],
  });

  it('shows headings, formatting, fonts, tables, header and footer', () => {
    const html = renderTemplatePreviewHtml(template);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<h1><mark class="ph"><span class="b f0 s52 c1F3864">{{Full</span><span class="b f0 s52 c1F3864">Name}}</span></mark></h1>');
    expect(html).toContain('<h2>');
    expect(html).toContain('<span class="b f0 s21 c262626">Bold </span><span class="i f1 s18 c1F3864">italic</span>');
    expect(html).toContain('.f0{font-family:"Garamond",sans-serif}.s52{font-size:26pt}');
    expect(html).toContain('<mark class="note" title="Instruction for the AI; not printed"><span class="f0 s21 c262626">[be concise]</span></mark>');
    expect(html).toContain('<table class="tbl"><tr><td><p><mark class="ph">');
    expect(html).toContain('<div class="page-header"><div class="label">Header</div><p><img class="img" alt="" width="96" height="48" src="data:image/png;base64,');
    expect(html).toContain('<div class="page-footer"><div class="label">Footer</div><p><span class="f0 s21 c262626">Page footer</span></p></div>');
    expect(html).toContain('<div class="cols2">');
  });

  it('escapes everything a template could use to inject markup or script', () => {
    const hostile = buildDocx({
      body: [p([{ text: '<script>alert(1)</script> "quoted" {{<img src=x onerror=alert(1)>}}', font: 'Evil"}</style><script>alert(1)</script>' }])],
    });
    const html = renderTemplatePreviewHtml(hostile);
    expect(html).not.toMatch(/<script|<img src=x|onerror=alert\(1\)>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;');
    expect(html).toContain('font-family:"Evilstylescriptalert1script"');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('inlines only real PNG/JPEG bytes as images', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const fake = buildDocx({
      body: [`<w:p>${imageRun('rIdLogo', 'x')}</w:p>`],
      extraFiles: { 'word/media/fake.png': svg },
    });
    // Point the body image at the SVG disguised as .png by rewriting the document relationships.
    const zip = new PizZip(fake);
    const rels = zip.file('word/_rels/document.xml.rels')!.asText().replace('</Relationships>', '<Relationship Id="rIdLogo" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/fake.png"/></Relationships>');
    zip.file('word/_rels/document.xml.rels', rels);
    const html = renderTemplatePreviewHtml(zip.generate({ type: 'nodebuffer' }));
    expect(html).not.toContain('data:image');
    expect(html).toContain('[image]');
  });

  it('previews the Standard Template with a CSP that allows only its stylesheet', () => {
    const html = renderTemplatePreviewHtml(loadStandardTemplate());
    expect(html).toContain('<mark class="ph"><span class="b f0 s52 c1F3864">{{FullName}}</span></mark>');
    expect(previewContentSecurityPolicy(html)).toMatch(/^default-src 'none'; img-src data:; style-src 'sha256-[A-Za-z0-9+/]+=*'; base-uri 'none'/);
  });
});

describe('renderTemplatePreviewHtml keeps what Word shows', () => {
  const shadedCell = (fill: string, text: string, extra = '') =>
    `<w:tc><w:tcPr><w:tcW w:w="4819" w:type="dxa"/><w:shd w:val="clear" w:color="auto" w:fill="${fill}"${extra}/></w:tcPr>${p(text)}</w:tc>`;
  const shadedParagraph = (fill: string, text: string) => `<w:p><w:pPr><w:shd w:val="clear" w:color="auto" w:fill="${fill}"/></w:pPr>${run(text)}</w:p>`;
  const complexField = (instruction: string, cached: string) =>
    `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ${instruction} </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>${cached}</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>`;
  const sectionBreak = (columns: number, sep = false) =>
    `<w:p><w:pPr><w:sectPr><w:type w:val="continuous"/><w:pgSz w:w="11906" w:h="16838"/><w:cols w:num="${columns}" w:space="567"${sep ? ' w:sep="1"' : ''}/></w:sectPr></w:pPr></w:p>`;
  const now = new Date(2025, 2, 7, 9, 5);

  it('shows the shading of table cells, whole tables and paragraphs in their colours', () => {
    const html = renderTemplatePreviewHtml(
      buildDocx({
        body: [
          table([[shadedCell('1F3864', 'Sidebar'), cell('Main')]]),
          `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:shd w:val="clear" w:color="auto" w:fill="F2F2F2"/></w:tblPr><w:tr>${cell('Grey table')}${shadedCell('FFE599', 'Own colour')}</w:tr></w:tbl>`,
          shadedParagraph('d9e2f3', 'PROFILE'),
          `<w:p>${`<w:r><w:rPr><w:highlight w:val="yellow"/></w:rPr><w:t>marked</w:t></w:r>`}</w:p>`,
        ],
      }),
    );
    expect(html).toMatch(/<td class="bg1F3864"><p><span[^>]*>Sidebar<\/span><\/p><\/td><td><p>/);
    expect(html).toMatch(/<td class="bgF2F2F2"><p><span[^>]*>Grey table<\/span><\/p><\/td><td class="bgFFE599">/);
    expect(html).toMatch(/<p class="bgD9E2F3"><span[^>]*>PROFILE<\/span><\/p>/);
    expect(html).toMatch(/<span class="[^"]*bgFFFF00">marked<\/span>/);
    expect(html).toContain('.bg1F3864{background-color:#1F3864}');
    expect(html).toContain('.bgD9E2F3{background-color:#D9E2F3}');
  });

  it('never lets a shading value that is not a colour into the stylesheet', () => {
    const html = renderTemplatePreviewHtml(
      buildDocx({ body: [table([[shadedCell('red}body{background:url(https://x.test/a)', 'Hostile'), shadedCell('auto', 'Auto')]])] }),
    );
    expect(html).not.toContain('x.test');
    expect(html).not.toContain('background:url');
    expect(html).toMatch(/<td><p><span[^>]*>Hostile<\/span><\/p><\/td><td><p><span[^>]*>Auto<\/span>/);
  });

  it('shows each section with its own columns and column rule', () => {
    const html = renderTemplatePreviewHtml(
      buildDocx({
        body: [p('One column heading'), sectionBreak(1), p('Skills in three columns'), sectionBreak(3, true), p('Back to the page columns')],
        columns: 2,
      }),
    );
    const sections = [...html.matchAll(/<div class="(cols\d[^"]*)">(.*?)<\/div>/g)].map((m) => [m[1], /<span[^>]*>([^<]+)<\/span>/.exec(m[2]!)?.[1]]);
    expect(sections).toEqual([
      ['cols1', 'One column heading'],
      ['cols3 colsep', 'Skills in three columns'],
      ['cols2', 'Back to the page columns'],
    ]);
  });

  it('shows PAGE, NUMPAGES and DATE fields as sample values instead of dropping them', () => {
    const html = renderTemplatePreviewHtml(
      buildDocx({
        body: [
          `<w:p>${run('Page ')}${complexField('PAGE \\* MERGEFORMAT', '7')}${run(' of ')}${complexField('NUMPAGES', '')}</w:p>`,
          `<w:p>${run('Printed ')}${complexField('DATE \\@ "dd/MM/yyyy"', '01/01/1999')}</w:p>`,
          `<w:p>${run('Updated ')}<w:fldSimple w:instr=" DATE \\@ &quot;MMMM yyyy&quot; "><w:r><w:t>stale</w:t></w:r></w:fldSimple></w:p>`,
          `<w:p>${run('Merged ')}${complexField('MERGEFIELD Candidate', '«Candidate»')}</w:p>`,
        ],
        footer: [`<w:p>${run('Page ')}<w:fldSimple w:instr="PAGE"/>${run(' / ')}${complexField('NUMPAGES \\* ROMAN', '')}</w:p>`],
      }),
      { now },
    );
    const text = (html: string) => html.replace(/<[^>]+>/g, '');
    expect(text(html)).toContain('Page 1 of 2');
    expect(text(html)).toContain('Printed 07/03/2025');
    expect(text(html)).toContain('Updated March 2025');
    expect(text(html)).toContain('Merged «Candidate»');
    expect(text(html)).toContain('Page 1 / II');
    expect(html).not.toMatch(/>7<|1999|stale|MERGEFORMAT/);
    expect(html).toMatch(/<span class="[^"]*fld">1<\/span>/);
  });

  it('escapes a date picture written to inject markup', () => {
    const html = renderTemplatePreviewHtml(
      buildDocx({ body: [`<w:p>${complexField(`DATE \\@ "'&lt;img src=x onerror=alert(1)&gt;' yyyy"`, '')}</w:p>`] }),
      { now },
    );
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; 2025');
  });
});

describe('formatWordDate and sampleFieldValue', () => {
  const now = new Date(2025, 2, 7, 15, 4);
  it('reads Word date pictures and number formats', () => {
    expect(formatWordDate(now, 'dddd, d MMMM yyyy')).toBe('Friday, 7 March 2025');
    expect(formatWordDate(now, "MMM yy 'at' h:mm am/pm")).toBe('Mar 25 at 3:04 pm');
    expect(sampleFieldValue(' PAGE \\* roman ', now)).toBe('i');
    expect(sampleFieldValue('SECTIONPAGES', now)).toBe('2');
    expect(sampleFieldValue('TIME', now)).toBe('15:04');
    expect(sampleFieldValue('DATE', now)).toBe('7 March 2025');
    expect(sampleFieldValue('HYPERLINK "https://example.com"', now)).toBeUndefined();
  });
});
