import PizZip from 'pizzip';
import { escapeXmlText } from './xml-tree';

const CORE_PROPS = 'docProps/core.xml';
const APP_PROPS = 'docProps/app.xml';
const CUSTOM_PROPS = 'docProps/custom.xml';

/** Sets the text of every element with this qualified name (open/close or self-closing) to `value`. */
function setElementText(xml: string, qname: string, value: string): string {
  const escaped = qname.replace(':', '\\:');
  return xml
    .replace(new RegExp(`<${escaped}(\\s[^>]*)?>[\\s\\S]*?</${escaped}>`, 'g'), (_m, attrs: string | undefined) => `<${qname}${attrs ?? ''}>${escapeXmlText(value)}</${qname}>`)
    .replace(new RegExp(`<${escaped}(\\s[^>]*)?/>`, 'g'), (_m, attrs: string | undefined) => (value ? `<${qname}${attrs ?? ''}>${escapeXmlText(value)}</${qname}>` : `<${qname}${attrs ?? ''}/>`));
}

/**
 * Document properties of a blind output: author and last editor become the agency name (or nothing);
 * title, subject, keywords, description, category, company and manager are emptied, custom properties
 * cleared. Template authors' names and a candidate's name typed into File → Properties go with them.
 */
export function stripDocumentProperties(docx: Buffer, agencyName: string): Buffer {
  const zip = new PizZip(docx);
  const core = zip.file(CORE_PROPS);
  if (core) {
    let xml = core.asText();
    for (const name of ['dc:creator', 'cp:lastModifiedBy']) xml = setElementText(xml, name, agencyName);
    for (const name of ['dc:title', 'dc:subject', 'cp:keywords', 'dc:description', 'cp:category', 'cp:contentStatus', 'dc:identifier']) xml = setElementText(xml, name, '');
    zip.file(CORE_PROPS, xml);
  }
  const app = zip.file(APP_PROPS);
  if (app) {
    let xml = app.asText();
    xml = setElementText(xml, 'Company', agencyName);
    xml = setElementText(xml, 'Manager', '');
    // The headings of parts (often the document's title) are listed here too.
    xml = xml.replace(/<TitlesOfParts\b[\s\S]*?<\/TitlesOfParts>/g, (titles) => titles.replace(/(<vt:lpstr>)[\s\S]*?(<\/vt:lpstr>)/g, '$1$2'));
    zip.file(APP_PROPS, xml);
  }
  const custom = zip.file(CUSTOM_PROPS);
  if (custom) zip.file(CUSTOM_PROPS, custom.asText().replace(/(<vt:(?:lpwstr|lpstr|bstr)>)[\s\S]*?(<\/vt:(?:lpwstr|lpstr|bstr)>)/g, '$1$2'));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
