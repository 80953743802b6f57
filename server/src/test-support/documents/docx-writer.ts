import PizZip from 'pizzip';
import type { Block, DocModel } from './doc-model';

const NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:v="urn:schemas-microsoft-com:vml"';

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function run(text: string, bold = false, size?: number): string {
  const props = bold || size ? `<w:rPr>${bold ? '<w:b/>' : ''}${size ? `<w:sz w:val="${size * 2}"/>` : ''}</w:rPr>` : '';
  // Tabs inside text become w:tab elements, as Word writes them.
  const parts = text.split('\t').map((part) => `<w:t xml:space="preserve">${esc(part)}</w:t>`);
  return `<w:r>${props}${parts.join('<w:tab/>')}</w:r>`;
}

function paragraph(inner: string, style?: string, isList = false): string {
  const props = style || isList ? `<w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ''}${isList ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : ''}</w:pPr>` : '';
  return `<w:p>${props}${inner}</w:p>`;
}

function blocksXml(blocks: Block[]): string {
  let xml = '';
  let rows: string[][] = [];
  const flush = () => {
    if (!rows.length) return;
    xml += `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr>${rows
      .map((cells) => `<w:tr>${cells.map((cell) => `<w:tc><w:tcPr><w:tcW w:w="2400" w:type="dxa"/></w:tcPr>${paragraph(run(cell))}</w:tc>`).join('')}</w:tr>`)
      .join('')}</w:tbl>`;
    rows = [];
  };
  for (const block of blocks) {
    if (block.kind === 'row') {
      rows.push(block.cells);
      continue;
    }
    flush();
    switch (block.kind) {
      case 'name':
        xml += paragraph(run(block.text, true, 20), 'Title');
        break;
      case 'subtitle':
        xml += paragraph(run(block.text, false, 13));
        break;
      case 'heading':
        xml += paragraph(run(block.text, true, 13), 'Heading1');
        break;
      case 'text':
        xml += paragraph(run(block.text, block.bold));
        break;
      case 'bullet':
        // Real Word lists carry the bullet in numbering, not in the text.
        xml += paragraph(run(block.text), undefined, true);
        break;
      case 'gap':
        xml += '<w:p/>';
        break;
    }
  }
  flush();
  return xml;
}

function textBox(inner: string): string {
  const content = `<w:txbxContent>${inner}</w:txbxContent>`;
  // Word writes the DrawingML shape and a VML fallback with the same text: readers must not read it twice.
  return `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor distT="0" distB="0" distL="0" distR="0" simplePos="0" relativeHeight="1" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="page"><wp:posOffset>0</wp:posOffset></wp:positionH><wp:positionV relativeFrom="page"><wp:posOffset>0</wp:posOffset></wp:positionV><wp:extent cx="2000000" cy="9000000"/><wp:wrapSquare wrapText="bothSides"/><wp:docPr id="1" name="Sidebar"/><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:txbx>${content}</wps:txbx><wps:bodyPr/></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox>${content}</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`;
}

export interface DocxExtras {
  /** Extra raw parts (for hostile test files). */
  parts?: Record<string, string | Buffer>;
  contentTypesExtra?: string;
  /** Raw XML placed before the document element (e.g. a DOCTYPE). */
  prolog?: string;
}

/** A .docx built from raw WordprocessingML with pizzip: body, tables, text boxes, header and footer. */
export function writeDocx(model: DocModel, extras: DocxExtras = {}): Buffer {
  let body = blocksXml(model.main);
  if (model.sidebar.length && model.sidebarSide) {
    const side = blocksXml(model.sidebar);
    if (model.sidebarAsTextBox) {
      body = textBox(side) + body;
    } else {
      const sideCell = `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr>${side}</w:tc>`;
      const mainCell = `<w:tc><w:tcPr><w:tcW w:w="7000" w:type="dxa"/></w:tcPr>${body || '<w:p/>'}</w:tc>`;
      body = `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tr>${model.sidebarSide === 'left' ? sideCell + mainCell : mainCell + sideCell}</w:tr></w:tbl><w:p/>`;
    }
  }
  const zip = new PizZip();
  const hasHeader = model.header.length > 0;
  const hasFooter = model.footer.length > 0;
  const sectPr = `<w:sectPr>${hasHeader ? '<w:headerReference w:type="default" r:id="rIdHeader"/>' : ''}${hasFooter ? '<w:footerReference w:type="default" r:id="rIdFooter"/>' : ''}<w:pgSz w:w="11906" w:h="16838"/></w:sectPr>`;
  zip.file('[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>${hasHeader ? '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>' : ''}${hasFooter ? '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>' : ''}${extras.contentTypesExtra ?? ''}</Types>`);
  zip.file('_rels/.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`);
  zip.file('word/_rels/document.xml.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${hasHeader ? '<Relationship Id="rIdHeader" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>' : ''}${hasFooter ? '<Relationship Id="rIdFooter" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/>' : ''}</Relationships>`);
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
${extras.prolog ?? ''}<w:document ${NS}><w:body>${body}${sectPr}</w:body></w:document>`);
  if (hasHeader) zip.file('word/header1.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:hdr ${NS}>${model.header.map((line) => paragraph(run(line))).join('')}</w:hdr>`);
  if (hasFooter) zip.file('word/footer1.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:ftr ${NS}>${model.footer.map((line) => paragraph(run(line))).join('')}</w:ftr>`);
  for (const [name, content] of Object.entries(extras.parts ?? {})) zip.file(name, content);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
