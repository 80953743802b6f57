import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import type { CvData } from '@common/cv-data';
import { parseContentParts } from './analyze-template';
import { openDocxPackage } from './docx-package';
import { MARK_PREFIX, markTemplate, removeEmptyFurniture } from './empty-furniture';
import { blockTagName, prepareTemplate } from './prepare-template';
import { renderSectionBlock } from './section-blocks';
import { buildTemplateData, type AgencyExtras } from './template-data';
import { TemplateError } from './template-error';
import { createTemplateParser } from './template-parser';
import { stripExternalLinks } from './strip-external-links';
import { scanTemplate } from './template-scan';
import { parseXml, serializeXml } from './xml-tree';

/** A [bracketed instruction] removed from the template, with the placeholder or section it is about. */
export interface BracketNote {
  text: string;
  placeholder: string | null;
  part: string;
  paragraph: number;
}

export interface RenderCvInput {
  template: Buffer;
  data: CvData;
  extras?: AgencyExtras;
  /** Receives the template's bracketed instructions (stripped from the output) for the AI step. */
  bracketNotes?: (notes: BracketNote[]) => void;
}

export interface RenderedCv {
  docx: Buffer;
  bracketNotes: BracketNote[];
}

// Already-compressed media gain nothing from deflating again; storing them keeps renders fast.
const STORED_EXTENSIONS = /\.(png|jpe?g|gif|wdp|jfif)$/i;

interface DocxtemplaterFailure {
  message: string;
  properties?: { errors?: DocxtemplaterFailure[]; explanation?: string; file?: string };
}

function toTemplateError(error: unknown): TemplateError {
  const failure = error as DocxtemplaterFailure;
  const details = (failure.properties?.errors ?? [failure])
    .map((e) => `${e.properties?.explanation ?? e.message}${e.properties?.file ? ` (${e.properties.file})` : ''}`)
    .slice(0, 4);
  return new TemplateError(`The template could not be filled: ${details.join('; ')}.`, { cause: error });
}

/** Fills a Word template with one CV; also returns the bracketed instructions it removed. */
export function renderCvDetailed(input: RenderCvInput): RenderedCv {
  // No output keeps a link to the outside, even from a template stored before links were stripped at upload.
  const pkg = openDocxPackage(stripExternalLinks(input.template).docx);
  const docs = parseContentParts(pkg);
  const scan = scanTemplate(pkg, docs);
  const bracketNotes = scan.instructions.map((i) => ({ text: i.text, placeholder: i.placeholder, part: i.paragraph.part, paragraph: i.paragraph.index }));
  const sections = prepareTemplate(docs, scan);
  markTemplate(docs);

  const isFieldSeparate = scan.occurrences.some((o) => o.path === 'Education.Field');
  const root = buildTemplateData(input.data, input.extras, { isFieldSeparate });
  const blocks = new Map(sections.map((block, n) => [blockTagName(n), renderSectionBlock(block.section, root, block.style)]));

  const zip = new PizZip();
  for (const [name, bytes] of pkg.files) {
    const doc = docs.get(name);
    if (doc) zip.file(name, serializeXml(doc));
    else zip.file(name, bytes, STORED_EXTENSIONS.test(name) ? { compression: 'STORE' } : {});
  }
  let docx: Buffer;
  try {
    const template = new Docxtemplater(zip, {
      delimiters: { start: '{{', end: '}}' },
      paragraphLoop: true,
      linebreaks: true,
      stripInvalidXMLChars: true,
      nullGetter: () => '',
      parser: createTemplateParser(blocks) as (tag: string) => Docxtemplater.DXT.Parser,
    });
    template.render(root);
    const filled = template.getZip();
    for (const name of docs.keys()) {
      const xml = filled.file(name)!.asText();
      // A part without placeholders (a plain footer) has nothing the CV could have left empty.
      if (!xml.includes(MARK_PREFIX)) continue;
      const doc = parseXml(xml);
      removeEmptyFurniture(doc);
      filled.file(name, serializeXml(doc));
    }
    docx = filled.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
  } catch (error) {
    throw toTemplateError(error);
  }
  input.bracketNotes?.(bracketNotes);
  return { docx, bracketNotes };
}

/** Fills a Word template with one CV and returns the DOCX. */
export function renderCv(input: RenderCvInput): Buffer {
  return renderCvDetailed(input).docx;
}
