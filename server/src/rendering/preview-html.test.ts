import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { previewContentSecurityPolicy, renderTemplatePreviewHtml } from './preview-html';
import { loadStandardTemplate } from './standard-template';
import { buildDocx, cell, imageRun, p, table } from './test-support/docx-builder';

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
