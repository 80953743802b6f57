import { buildDocumentText } from './build-document-text';
import { walkWordXml, wordContext } from './docx-xml-walk';
import { assertNoDtd } from './xml-guard';
import type { DocumentLine, DocumentText } from './types';

/**
 * Word 2003 XML ("WordprocessingML", often saved with a .doc name) is plain text on disk, so the type
 * sniffer calls it text; read as text it would be a page of markup. Its paragraphs, runs and tables use
 * the same w: elements as a .docx body, so the same walk reads it; page headers and footers (w:hdr,
 * w:ftr inside the section properties) are read apart and put first and last, as for a .docx.
 */
export function isWord2003Xml(text: string): boolean {
  const head = text.slice(0, 2000);
  return /<\?mso-application\s+progid="Word\.Document"\?>/i.test(head) || /<w:wordDocument[\s>]/.test(head);
}

export function readWord2003Xml(text: string): DocumentText {
  assertNoDtd(text);
  // Its styles say which paragraphs are headings and list items, as styles.xml does in a .docx.
  const context = wordContext(/<w:styles>[\s\S]*?<\/w:styles>/.exec(text)?.[0] ?? null);
  const headers: DocumentLine[] = [];
  const footers: DocumentLine[] = [];
  const body = text
    .replace(/<w:hdr\b[\s\S]*?<\/w:hdr>/g, (part) => {
      headers.push(...walkWordXml(part, 'header', context));
      return '';
    })
    .replace(/<w:ftr\b[\s\S]*?<\/w:ftr>/g, (part) => {
      footers.push(...walkWordXml(part, 'footer', context));
      return '';
    })
    // Document properties, fonts, styles and list definitions hold no CV text.
    .replace(/<o:DocumentProperties>[\s\S]*?<\/o:DocumentProperties>|<w:fonts>[\s\S]*?<\/w:fonts>|<w:styles>[\s\S]*?<\/w:styles>|<w:lists>[\s\S]*?<\/w:lists>/g, '');
  const doc = buildDocumentText('doc', [...headers, ...walkWordXml(body, 'body', context), ...footers], 1);
  return context.hidden.count ? { ...doc, hidden: context.hidden } : doc;
}
