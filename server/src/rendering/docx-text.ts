import PizZip from 'pizzip';

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** WordprocessingML as text: runs joined as Word shows them (a word split over runs stays one word). */
function wordText(xml: string): string {
  return decodeEntities(
    xml
      .replace(/<\/w:p>|<w:br\b[^>]*\/>|<w:cr\/>|<\/w:tc>/g, '\n')
      .replace(/<w:tab\/>/g, '\t')
      .replace(/<[^>]+>/g, ''),
  );
}

/** Any other XML (document properties, custom XML): element values separated by spaces. */
function plainXmlText(xml: string): string {
  return decodeEntities(xml.replace(/<[^>]+>/g, ' '));
}

function whereIs(part: string): string {
  const name = part.replace(/^.*\//, '');
  if (part.startsWith('docProps/')) return 'document properties';
  if (part.startsWith('customXml/')) return 'custom document data';
  if (/^document\d*\.xml$/.test(name)) return 'body';
  if (/^header\d*\.xml$/.test(name)) return 'header';
  if (/^footer\d*\.xml$/.test(name)) return 'footer';
  if (/^footnotes\.xml$/.test(name)) return 'footnotes';
  if (/^endnotes\.xml$/.test(name)) return 'endnotes';
  if (/^comments/.test(name)) return 'comments';
  return part;
}

/** Every readable piece of a DOCX with where it sits; text boxes and link targets apart, to name them. */
export function docxTextSegments(docx: Buffer): { where: string; text: string }[] {
  const zip = new PizZip(docx);
  const segments: { where: string; text: string }[] = [];
  for (const [name, file] of Object.entries(zip.files)) {
    if (file.dir) continue;
    if (name.endsWith('.rels')) {
      // Hyperlink targets (mailto:, https://linkedin.com/…) live in attributes of the relationships.
      const targets = [...file.asText().matchAll(/\bTarget="([^"]*)"[^>]*TargetMode="External"|TargetMode="External"[^>]*\bTarget="([^"]*)"/g)].map((m) => m[1] ?? m[2]);
      if (targets.length) segments.push({ where: `${whereIs(name.replace('_rels/', '').replace(/\.rels$/, ''))} (link)`, text: decodeEntities(targets.join('\n')) });
      continue;
    }
    if (!name.endsWith('.xml')) continue;
    const xml = file.asText();
    if (!name.startsWith('word/')) {
      segments.push({ where: whereIs(name), text: plainXmlText(xml) });
      continue;
    }
    const boxes = xml.match(/<w:txbxContent\b[\s\S]*?<\/w:txbxContent>/g) ?? [];
    for (const box of boxes) segments.push({ where: 'text box', text: wordText(box) });
    segments.push({ where: whereIs(name), text: wordText(xml.replace(/<w:txbxContent\b[\s\S]*?<\/w:txbxContent>/g, '')) });
  }
  return segments;
}
