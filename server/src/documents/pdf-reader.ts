import { extractImages, getDocumentProxy } from 'unpdf';
import { buildDocumentText } from './build-document-text';
import { DocumentError } from './document-error';
import { openOcrSession, toPnm, type OcrSession } from './ocr';
import { PDF_LIMITS } from './pdf-limits';
import { layoutPage, type PositionedText } from './pdf-layout';
import { withTimeout } from './with-timeout';
import type { DocumentLine, DocumentText } from './types';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** Reads a PDF's text in reading order; pages that are only images go through OCR. */
export async function readPdf(buffer: Buffer): Promise<DocumentText> {
  let pdf: PdfDocument | undefined;
  try {
    return await withTimeout(readAll(buffer, (doc) => (pdf = doc)), PDF_LIMITS.textTimeoutMs + PDF_LIMITS.ocrTimeoutMs,
      'This PDF took too long to read', () => void pdf?.destroy());
  } finally {
    await pdf?.destroy().catch(() => undefined);
  }
}

async function readAll(buffer: Buffer, opened: (pdf: PdfDocument) => void): Promise<DocumentText> {
  const pdf = await open(buffer);
  opened(pdf);
  if (pdf.numPages < 1) throw new DocumentError('This PDF is damaged or not a valid PDF');
  const pageCount = Math.min(pdf.numPages, PDF_LIMITS.maxPages);
  const started = Date.now();
  const lines: DocumentLine[] = [];
  const imageOnlyPages: number[] = [];
  for (let number = 1; number <= pageCount; number++) {
    if (Date.now() - started > PDF_LIMITS.textTimeoutMs) throw new DocumentError('This PDF took too long to read');
    const pageLines = await withTimeout(readPage(pdf, number), PDF_LIMITS.textTimeoutMs, 'This PDF took too long to read');
    const visible = pageLines.reduce((sum, line) => sum + line.text.replace(/\s/g, '').length, 0);
    if (visible < PDF_LIMITS.minTextCharsPerPage) imageOnlyPages.push(number);
    lines.push(...pageLines);
  }
  const ocrLines = imageOnlyPages.length ? await ocrPages(pdf, imageOnlyPages.slice(0, PDF_LIMITS.maxOcrPages)) : [];
  const merged = ocrLines.length ? mergeByPage(lines, ocrLines) : lines;
  return buildDocumentText('pdf', merged, pageCount, ocrLines.length > 0);
}

async function open(buffer: Buffer): Promise<PdfDocument> {
  if (buffer.length === 0) throw new DocumentError('The file is empty');
  try {
    // pdfjs takes ownership of (and may detach) the array it is given: hand it a copy.
    return await getDocumentProxy(new Uint8Array(buffer), {
      isEvalSupported: false,
      stopAtErrors: false,
      verbosity: 0,
      disableFontFace: true,
      useSystemFonts: false,
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new DocumentError('This PDF is password-protected', { cause: error });
    throw new DocumentError('This PDF is damaged or not a valid PDF', { cause: error });
  }
}

async function readPage(pdf: PdfDocument, number: number): Promise<DocumentLine[]> {
  try {
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items: PositionedText[] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str) continue;
      const [a, b, , , e, f] = item.transform as number[];
      // Font size is the length of the scaled x axis; rotated text keeps its size this way.
      const fontSize = Math.hypot(a, b) || item.height || 10;
      // Convert to top-left coordinates through the viewport so cropped or rotated pages still read right.
      const [x, y] = viewport.convertToViewportPoint(e, f);
      items.push({ text: item.str, x, y, width: item.width * viewport.scale, fontSize });
    }
    page.cleanup();
    return layoutPage(items, number, viewport.width, viewport.height);
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw new DocumentError('This PDF is damaged or not a valid PDF', { cause: error });
  }
}

async function ocrPages(pdf: PdfDocument, pages: number[]): Promise<DocumentLine[]> {
  let session: OcrSession | undefined;
  const lines: DocumentLine[] = [];
  try {
    const started = Date.now();
    for (const number of pages) {
      const images = await extractImages(pdf, number).catch(() => []);
      for (const image of images) {
        if (Math.min(image.width, image.height) < PDF_LIMITS.minOcrImageSide) continue;
        if (image.width * image.height > PDF_LIMITS.maxOcrImagePixels) continue;
        if (Date.now() - started > PDF_LIMITS.ocrTimeoutMs) return lines;
        session ??= await openOcrSession();
        const text = await session.recognize(toPnm(image));
        for (const line of text.split('\n')) lines.push({ text: line, page: number, region: 'body' });
      }
    }
    return lines;
  } finally {
    await session?.close();
  }
}

/** Puts OCR lines after whatever text layer the same page had (often just a page number or nothing). */
function mergeByPage(textLines: DocumentLine[], ocrLines: DocumentLine[]): DocumentLine[] {
  const pages = new Set([...textLines, ...ocrLines].map((line) => line.page));
  const merged: DocumentLine[] = [];
  for (const page of [...pages].sort((a, b) => a - b)) {
    merged.push(...textLines.filter((line) => line.page === page && line.region !== 'footer'));
    merged.push(...ocrLines.filter((line) => line.page === page));
    merged.push(...textLines.filter((line) => line.page === page && line.region === 'footer'));
  }
  return merged;
}
