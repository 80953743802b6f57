import PizZip from 'pizzip';

/** The visible text of one part: paragraphs on their own lines, breaks as newlines, tabs as tabs. */
export function partText(docx: Buffer, part = 'word/document.xml'): string {
  const xml = new PizZip(docx).file(part)?.asText();
  if (xml === undefined) throw new Error(`${part} is missing`);
  const paragraphs = xml.match(/<w:p[ >][\s\S]*?<\/w:p>|<w:p\/>/g) ?? [];
  return paragraphs
    .map((p) =>
      (p.match(/<w:t(?: [^>]*)?>[^<]*<\/w:t>|<w:br\/>|<w:tab\/>/g) ?? [])
        .map((token) => (token === '<w:br/>' ? '\n' : token === '<w:tab/>' ? '\t' : token.replace(/<[^>]+>/g, '')))
        .join('')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    )
    .join('\n');
}

export function partXml(docx: Buffer, part = 'word/document.xml'): string {
  const xml = new PizZip(docx).file(part)?.asText();
  if (xml === undefined) throw new Error(`${part} is missing`);
  return xml;
}

export function fileNames(docx: Buffer): string[] {
  return Object.keys(new PizZip(docx).files);
}
