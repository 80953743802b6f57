import type { HeaderData } from '@common/contracts/template-structure';
import type { DocxPackage } from './docx-package';
import { paragraphText, listParagraphs } from './paragraph-text';
import { findAll, type XmlDocument } from './xml-tree';

function imagesOf(pkg: DocxPackage, part: string, doc: XmlDocument): HeaderData['images'] {
  const rels = pkg.relationshipsOf(part);
  const ids = [
    ...findAll(doc.root, 'a:blip').map((el) => el.attrs['r:embed'] ?? el.attrs['r:link']),
    ...findAll(doc.root, 'v:imagedata').map((el) => el.attrs['r:id']),
  ];
  const images: HeaderData['images'] = [];
  for (const id of new Set(ids)) {
    const rel = rels.find((r) => r.id === id);
    if (!rel || rel.isExternal) continue;
    images.push({ part, name: rel.target, contentType: pkg.contentTypeOf(rel.target) ?? 'application/octet-stream' });
  }
  return images;
}

function hasContent(doc: XmlDocument, imageCount: number): boolean {
  if (imageCount > 0) return true;
  return listParagraphs(doc.root).some((p) => paragraphText(p).text.trim() !== '');
}

/** Whether the template has a visible header/footer, and the logos in them. Empty header parts Word leaves behind don't count. */
export function collectHeaderData(pkg: DocxPackage, docs: Map<string, XmlDocument>): HeaderData {
  const images: HeaderData['images'] = [];
  const check = (parts: string[]) => {
    let found = false;
    for (const part of parts) {
      const doc = docs.get(part);
      if (!doc) continue;
      const own = imagesOf(pkg, part, doc);
      images.push(...own);
      if (hasContent(doc, own.length)) found = true;
    }
    return found;
  };
  const hasHeader = check(pkg.headerParts);
  const hasFooter = check(pkg.footerParts);
  return { hasHeader, hasFooter, images };
}
