import type { LogoImage } from './logo-image';
import { cleanText } from './template-data';
import { writeDocx, type MediaFile } from './wordml/docx-writer';
import { bulletNumberingXml, standardStylesXml } from './wordml/standard-styles';
import { escapeXmlAttr, escapeXmlText } from './xml-tree';

export interface ReportSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

export interface ReportContent {
  title: string;
  /** A line under the title, e.g. the candidate and the date. */
  subtitle?: string;
  sections: ReportSection[];
}

export interface ReportOptions {
  font?: string;
  /** Hex colour of the title and headings, without '#'. */
  accent?: string;
  /** Shown in the page header, e.g. the agency name; with a logo, beside the logo at the top instead. */
  headerText?: string;
  footerText?: string;
  /** The agency's logo (already checked by readLogoImage), placed at the top of the first page. */
  logo?: LogoImage;
}

// The logo fits a box 5 cm wide and 1.6 cm high (EMU: 360 000 a centimetre), keeping its proportions.
const LOGO_BOX = { width: 5 * 360000, height: 1.6 * 360000 };
// The right edge of the text on A4 with the writer's 2 cm margins, in twips: where the agency name ends.
const TEXT_RIGHT_EDGE = 11906 - 2 * 1134;

/** A letterhead line: the logo on the left, the agency name (if any) right-aligned on the same line. */
function letterhead(logo: LogoImage, name: string): { xml: string; media: MediaFile } {
  const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height);
  const cx = Math.max(1, Math.round(logo.width * scale));
  const cy = Math.max(1, Math.round(logo.height * scale));
  const alt = escapeXmlAttr(name ? `${name} logo` : 'Agency logo');
  const picture = `<w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="${cx}" cy="${cy}"/><wp:docPr id="1" name="Agency logo" descr="${alt}"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="0" name="agency-logo.${logo.type}"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="rIdAgencyLogo"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`;
  const nameRun = name ? `<w:r><w:rPr><w:b/></w:rPr><w:tab/><w:t xml:space="preserve">${escapeXmlText(name)}</w:t></w:r>` : '';
  return {
    xml: `<w:p><w:pPr><w:tabs><w:tab w:val="right" w:pos="${TEXT_RIGHT_EDGE}"/></w:tabs><w:spacing w:after="240"/></w:pPr>${picture}${nameRun}</w:p>`,
    media: { name: `agency-logo.${logo.type}`, data: logo.data, relId: 'rIdAgencyLogo' },
  };
}

function paragraph(style: string | null, text: string): string {
  const pPr = style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : '';
  // Line breaks inside a paragraph stay line breaks; the text itself is always escaped.
  const runs = cleanText(text)
    .split('\n')
    .map((line) => `<w:t xml:space="preserve">${escapeXmlText(line)}</w:t>`)
    .join('<w:br/>');
  return `<w:p>${pPr}<w:r>${runs}</w:r></w:p>`;
}

/** Builds a clean, valid DOCX from structured content (the candidate report). */
export function renderReportDocx(report: ReportContent, options: ReportOptions = {}): Buffer {
  const agencyName = cleanText(options.headerText ?? '');
  const top = options.logo ? letterhead(options.logo, agencyName) : null;
  const body: string[] = [...(top ? [top.xml] : []), paragraph('Title', report.title)];
  if (report.subtitle) body.push(paragraph('Contact', report.subtitle));
  for (const section of report.sections) {
    const paragraphs = (section.paragraphs ?? []).filter((t) => cleanText(t));
    const bullets = (section.bullets ?? []).filter((t) => cleanText(t));
    if (!cleanText(section.heading) && paragraphs.length === 0 && bullets.length === 0) continue;
    if (cleanText(section.heading)) body.push(paragraph('Heading1', section.heading));
    body.push(...paragraphs.map((t) => paragraph(null, t)), ...bullets.map((t) => paragraph('ListBullet', t)));
  }
  return writeDocx({
    title: cleanText(report.title),
    body: body.join(''),
    bodyMedia: top ? [top.media] : undefined,
    styles: standardStylesXml({ font: options.font ?? 'Calibri', accent: options.accent }),
    numbering: bulletNumberingXml(),
    // With a logo the agency name stands beside it at the top; the footer names the agency on every page.
    header: agencyName && !top ? { body: `<w:p><w:pPr><w:pStyle w:val="Header"/><w:jc w:val="right"/></w:pPr><w:r><w:t xml:space="preserve">${escapeXmlText(agencyName)}</w:t></w:r></w:p>` } : undefined,
    footer: options.footerText ? { body: paragraph('Footer', options.footerText) } : undefined,
  });
}
