import { escapeXmlAttr } from '../xml-tree';
import { WORDML_NAMESPACES, XML_DECLARATION } from './docx-writer';

export interface StyleOptions {
  /** Latin body and heading font. */
  font?: string;
  headingFont?: string;
  /** Hex colour without '#', used for the name and section headings. */
  accent?: string;
  /** Body size in points. */
  size?: number;
}

/** The numbering id of the bullet list defined by `bulletNumberingXml`, used by the ListBullet style. */
export const BULLET_NUM_ID = 1;

/**
 * A clean CV / report stylesheet: body text, Title for the name, a contact line, section headings
 * with a bottom rule, entry meta lines and a real bulleted list style.
 */
export function standardStylesXml(options: StyleOptions = {}): string {
  const font = escapeXmlAttr(options.font ?? 'Calibri');
  const headingFont = escapeXmlAttr(options.headingFont ?? options.font ?? 'Calibri');
  const accent = /^[0-9A-Fa-f]{6}$/.test(options.accent ?? '') ? options.accent! : '1F3864';
  const size = Math.round((options.size ?? 10.5) * 2);
  const fonts = (name: string) => `<w:rFonts w:ascii="${name}" w:hAnsi="${name}" w:cs="${name}" w:eastAsia="${name}"/>`;
  return `${XML_DECLARATION}<w:styles ${WORDML_NAMESPACES}>
<w:docDefaults><w:rPrDefault><w:rPr>${fonts(font)}<w:color w:val="262626"/><w:sz w:val="${size}"/><w:szCs w:val="${size}"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="80" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>
<w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont"><w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/></w:style>
<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:semiHidden/><w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Contact"/><w:qFormat/><w:pPr><w:spacing w:after="40"/></w:pPr><w:rPr>${fonts(headingFont)}<w:b/><w:color w:val="${accent}"/><w:sz w:val="52"/><w:szCs w:val="52"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Contact"><w:name w:val="Contact"/><w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:after="240"/></w:pPr><w:rPr><w:color w:val="595959"/><w:sz w:val="19"/><w:szCs w:val="19"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:pBdr><w:bottom w:val="single" w:sz="6" w:space="2" w:color="${accent}"/></w:pBdr><w:spacing w:before="280" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr>${fonts(headingFont)}<w:b/><w:caps/><w:color w:val="${accent}"/><w:spacing w:val="10"/><w:sz w:val="24"/><w:szCs w:val="24"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:spacing w:before="160" w:after="20"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:sz w:val="${size + 1}"/><w:szCs w:val="${size + 1}"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="EntryMeta"><w:name w:val="Entry Meta"/><w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:spacing w:after="60"/></w:pPr><w:rPr><w:i/><w:color w:val="595959"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/><w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:numPr><w:numId w:val="${BULLET_NUM_ID}"/></w:numPr><w:spacing w:after="40"/><w:ind w:left="357" w:hanging="357"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Header"><w:name w:val="header"/><w:basedOn w:val="Normal"/><w:pPr><w:tabs><w:tab w:val="right" w:pos="9638"/></w:tabs><w:spacing w:after="0"/></w:pPr><w:rPr><w:color w:val="7F7F7F"/><w:sz w:val="17"/><w:szCs w:val="17"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Footer"><w:name w:val="footer"/><w:basedOn w:val="Normal"/><w:pPr><w:jc w:val="center"/><w:spacing w:after="0"/></w:pPr><w:rPr><w:color w:val="7F7F7F"/><w:sz w:val="16"/><w:szCs w:val="16"/></w:rPr></w:style>
</w:styles>`;
}

/** One bullet list (•, then ◦ for a second level) referenced by the ListBullet style. */
export function bulletNumberingXml(): string {
  const level = (ilvl: number, char: string, indent: number) =>
    `<w:lvl w:ilvl="${ilvl}"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="${char}"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="${indent}" w:hanging="357"/></w:pPr><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:hint="default"/></w:rPr></w:lvl>`;
  return `${XML_DECLARATION}<w:numbering ${WORDML_NAMESPACES}><w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="hybridMultilevel"/>${level(0, '•', 357)}${level(1, '◦', 714)}</w:abstractNum><w:num w:numId="${BULLET_NUM_ID}"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;
}
