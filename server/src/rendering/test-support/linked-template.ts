import { buildDocx, p } from './docx-builder';

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** An image whose bytes are not in the package: LibreOffice fetches `r:link` targets when it lays the page out. */
function linkedImageRun(relId: string, id: number): string {
  const emu = 914400;
  return `<w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="${emu}" cy="${emu}"/><wp:docPr id="${id}" name="Linked ${id}"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="${id}" name="Linked ${id}"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="${relId}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${emu}" cy="${emu}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`;
}

/** A complex field (begin · instruction · separate · cached result · end) as Word writes it. */
function field(instruction: string, result: string): string {
  return `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve">${instruction}</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>${result}</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;
}

/**
 * A hostile template: every way a Word file can point outside itself — linked images (DrawingML and
 * VML), an OLE object linked to a file, a sub-document, an attached template, INCLUDEPICTURE and
 * INCLUDETEXT fields (complex and simple) — aimed at `httpBase` (a loopback listener) and at
 * `secretPath` (a local file). Its visible text is '{{FullName}}' and a clickable agency link.
 */
export function linkedTemplate(httpBase: string, secretPath: string): Buffer {
  const fileUrl = `file://${secretPath}`;
  const rels = [
    ['rIdStyles', 'styles', 'styles.xml', false],
    ['rIdSettings', 'settings', 'settings.xml', false],
    ['rIdNumbering', 'numbering', 'numbering.xml', false],
    ['rIdImgHttp', 'image', `${httpBase}/image.png`, true],
    ['rIdImgFile', 'image', fileUrl, true],
    ['rIdVml', 'image', `${httpBase}/vml.png`, true],
    ['rIdOle', 'oleObject', fileUrl, true],
    ['rIdSub', 'subDocument', `${httpBase}/sub.docx`, true],
    ['rIdSite', 'hyperlink', 'https://agency.example/', true],
    ['rIdEvilLink', 'hyperlink', `${httpBase}/clicked`, true],
  ] as const;
  const relsXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${RELS_NS}">${rels
    .map(([id, type, target, external]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`)
    .join('')}</Relationships>`;
  const settingsXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="${REL}"><w:attachedTemplate r:id="rIdTpl"/><w:updateFields w:val="true"/><w:defaultTabStop w:val="708"/></w:settings>`;
  const settingsRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${RELS_NS}"><Relationship Id="rIdTpl" Type="${REL}/attachedTemplate" Target="${httpBase}/template.dotm" TargetMode="External"/></Relationships>`;
  return buildDocx({
    body: [
      p('{{FullName}}'),
      `<w:p>${linkedImageRun('rIdImgHttp', 11)}${linkedImageRun('rIdImgFile', 12)}</w:p>`,
      `<w:p><w:r><w:pict><v:shape id="vml1" style="width:40pt;height:40pt"><v:imagedata r:id="rIdVml" o:href="${httpBase}/vml-href.png" o:title=""/></v:shape></w:pict></w:r></w:p>`,
      `<w:p><w:r><w:object><v:shape id="ole1" style="width:40pt;height:40pt"/><o:OLEObject Type="Link" ProgID="Word.Document.12" ShapeID="ole1" DrawAspect="Content" r:id="rIdOle" UpdateMode="Always"><o:LinkType>EnhancedMetaFile</o:LinkType></o:OLEObject></w:object></w:r></w:p>`,
      `<w:subDoc r:id="rIdSub"/>`,
      field(`INCLUDEPICTURE "${httpBase}/field.png" \\d`, 'picture'),
      field(`INCLUDETEXT "${secretPath}"`, 'included'),
      `<w:p><w:fldSimple w:instr=" INCLUDETEXT &quot;${fileUrl}&quot; "><w:r><w:t>simple included</w:t></w:r></w:fldSimple></w:p>`,
      `<w:p><w:hyperlink r:id="rIdSite"><w:r><w:t>Agency website</w:t></w:r></w:hyperlink></w:p>`,
      `<w:p><w:hyperlink r:id="rIdEvilLink"><w:r><w:t>Internal link</w:t></w:r></w:hyperlink></w:p>`,
      p('End of template'),
    ],
    extraFiles: {
      'word/_rels/document.xml.rels': relsXml,
      'word/settings.xml': settingsXml,
      'word/_rels/settings.xml.rels': settingsRels,
    },
  });
}
