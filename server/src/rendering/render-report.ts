import { cleanText } from './template-data';
import { writeDocx } from './wordml/docx-writer';
import { bulletNumberingXml, standardStylesXml } from './wordml/standard-styles';
import { escapeXmlText } from './xml-tree';

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
  /** Shown in the page header, e.g. the agency name. */
  headerText?: string;
  footerText?: string;
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
  const body: string[] = [paragraph('Title', report.title)];
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
    styles: standardStylesXml({ font: options.font ?? 'Calibri', accent: options.accent }),
    numbering: bulletNumberingXml(),
    header: options.headerText ? { body: `<w:p><w:pPr><w:pStyle w:val="Header"/><w:jc w:val="right"/></w:pPr><w:r><w:t xml:space="preserve">${escapeXmlText(cleanText(options.headerText))}</w:t></w:r></w:p>` } : undefined,
    footer: options.footerText ? { body: paragraph('Footer', options.footerText) } : undefined,
  });
}
