import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { buildDocx, p, table, cell } from './test-support/docx-builder';
import { validateDocx } from './validate-docx';

function withDocument(edit: (xml: string) => string): Buffer {
  const zip = new PizZip(buildDocx({ headerLogo: true, body: [p('Hello'), table([[cell('A'), cell('B')]])] }));
  zip.file('word/document.xml', edit(zip.file('word/document.xml')!.asText()));
  return zip.generate({ type: 'nodebuffer' });
}

describe('validateDocx', () => {
  it('accepts a well-built document', () => {
    expect(validateDocx(withDocument((xml) => xml))).toEqual({ isValid: true, problems: [] });
  });

  it.each([
    ['malformed XML', (xml: string) => xml.replace('</w:p>', ''), /word\/document\.xml: not well-formed XML/],
    ['a cell without a paragraph', (xml: string) => xml.replace(/(<w:tc><w:tcPr>.*?<\/w:tcPr>)<w:p>.*?<\/w:p>/, '$1'), /a table cell <w:tc> without a paragraph/],
    ['a cell ending with a table', (xml: string) => xml.replace('</w:tc>', '<w:tbl><w:tr><w:tc><w:p/></w:tc></w:tr></w:tbl></w:tc>'), /does not end with a paragraph/],
    ['a paragraph inside a paragraph', (xml: string) => xml.replace('<w:p><w:r>', '<w:p><w:p/><w:r>'), /<w:p> is not allowed inside <w:p>/],
    ['text outside w:t', (xml: string) => xml.replace('<w:p><w:r>', '<w:p>stray<w:r>'), /text directly inside <w:p>/],
    ['an empty row', (xml: string) => xml.replace(/<w:tr>.*<\/w:tr>/, '<w:tr></w:tr>'), /a table row <w:tr> without cells/],
    ['a dangling relationship id', (xml: string) => xml.replace('rIdHeader1', 'rIdNope'), /refers to relationship rIdNope, which does not exist/],
    ['a pPr out of place', (xml: string) => xml.replace('<w:p><w:r><w:t xml:space="preserve">Hello</w:t></w:r>', '<w:p><w:r><w:t>Hello</w:t></w:r><w:pPr/>'), /<w:pPr> is not the first child/],
  ])('reports %s', (_name, edit, message) => {
    const result = validateDocx(withDocument(edit));
    expect(result.isValid).toBe(false);
    expect(result.problems.join('\n')).toMatch(message);
  });

  it('reports missing parts and content types', () => {
    const zip = new PizZip(buildDocx({ headerLogo: true, body: [p('x')] }));
    zip.remove('word/media/logo.png');
    zip.file('word/extra.bin', 'x');
    const { problems } = validateDocx(zip.generate({ type: 'nodebuffer' }));
    expect(problems).toEqual(['word/extra.bin: has no content type', 'word/_rels/header1.xml.rels: relationship rIdLogo points to missing word/media/logo.png']);
  });
});
