import { getDocumentProxy } from 'unpdf';
import { ensureTransferToFixedLength } from './array-buffer-transfer';
import { DocumentError } from './document-error';

// pdf.js's operator list needs ArrayBuffer.prototype.transferToFixedLength (Node 21+); added only where missing.
ensureTransferToFixedLength();

export type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * Opens a PDF with pdf.js for reading its text and what is painted (never for drawing it). `withImages`
 * decodes images into the operator list; without it images over one pixel are left out undecoded.
 */
export async function openPdf(buffer: Buffer, withImages: boolean): Promise<PdfDocument> {
  if (buffer.length === 0) throw new DocumentError('The file is empty');
  try {
    // pdfjs takes ownership of (and may detach) the array it is given: hand it a copy.
    const pdf = await getDocumentProxy(new Uint8Array(buffer), {
      maxImageSize: withImages ? -1 : 1,
      isEvalSupported: false,
      stopAtErrors: false,
      verbosity: 0,
      // Font faces "enabled", so that the operator list does not build glyph outlines (see skipFontLoading).
      disableFontFace: false,
      useSystemFonts: false,
    });
    skipFontLoading(pdf);
    return pdf;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new DocumentError('This PDF is password-protected', { cause: error });
    throw new DocumentError('This PDF is damaged or not a valid PDF', { cause: error });
  }
}

/**
 * Has pdf.js inflate a PDF's streams itself, in JavaScript, on this thread. Where the web's DecompressionStream
 * exists, pdf.js hands it every Flate stream (page contents, fonts, forms): over Node's web streams each costs
 * about half a millisecond of stream and promise plumbing, more than the inflating, so a CV drawn with a few
 * hundred small streams spends 100–150 ms there (dv23: 226). The bytes are the same either way: pdf.js inflates
 * in JavaScript whenever the native stream fails. The global goes for the whole thread, so this is for a thread
 * that only reads CVs (extraction/cv-reader-thread-main.ts); the main thread keeps it (PGlite, the embedded
 * database, decompresses with it).
 */
export function inflatePdfStreamsInJs(): void {
  delete (globalThis as { DecompressionStream?: unknown }).DecompressionStream;
}

/**
 * With font faces disabled (the usual setting where there is no DOM to load fonts into), pdf.js builds
 * the outline of every glyph the operator list shows and posts each one to the page: about two thirds of
 * the paint pass's cost (documents/pdf-paint.ts), for outlines nothing here draws. With font faces on,
 * the worker sends each font once instead, and the document's font loader, which would put the font
 * into a stylesheet, is told to do nothing: the font's metrics (all the paint pass reads) are there
 * either way. Should a later pdf.js move the loader, loading a font fails and pdf.js falls back to
 * building its outlines: slower, never different (the operator list and text content are the same).
 */
function skipFontLoading(pdf: PdfDocument): void {
  const loader = (pdf as unknown as { _transport?: { fontLoader?: { bind?: unknown } } })._transport?.fontLoader;
  if (loader && typeof loader.bind === 'function') loader.bind = () => Promise.resolve();
}
