import type { MessagePort } from 'node:worker_threads';
import { convertWithLibreOffice, isLibreOfficeAvailable } from '../rendering/libreoffice';
import { LibreOfficeUnavailableError, sharedLibreOfficeInstance } from '../rendering/libreoffice-instance';
import { TemplateError } from '../rendering/template-error';

/** LibreOffice's --convert-to target for a .doc read by the Word reader. */
export const DOC_TO_DOCX = 'docx:MS Word 2007 XML';

/**
 * `scope`: whose document it is, a tenant's key (for an uploaded CV, modules/cvs/extract-uploaded-cv.ts
 * accountScope). The running LibreOffice converts for one scope only; a conversion without one gets an
 * instance of its own, never a tenant's (rendering/libreoffice-instance.ts).
 */
export interface ConversionOptions {
  timeoutMs: number;
  scope?: string;
}

interface ConversionRequest {
  id: number;
  bytes: ArrayBuffer;
  timeoutMs: number;
  scope?: string;
}

type ConversionResponse = { id: number; ok: true; bytes: ArrayBuffer } | { id: number; ok: false; message: string };

type DocToDocx = (doc: Buffer, options: ConversionOptions) => Promise<Buffer>;

/**
 * On this thread: handed to the process's running LibreOffice for the conversion's scope
 * (rendering/libreoffice-instance.ts), or converted by a one-off LibreOffice run when that instance
 * cannot be started or does not answer. A document the instance failed or timed out on is not tried
 * again: a one-off run would do the same.
 */
export async function convertDocHere(doc: Buffer, options: ConversionOptions): Promise<Buffer> {
  if (!isLibreOfficeAvailable()) throw new TemplateError('LibreOffice is not installed on the server.');
  try {
    return await sharedLibreOfficeInstance().convert(doc, 'doc', DOC_TO_DOCX, { timeoutMs: options.timeoutMs, scope: options.scope });
  } catch (error) {
    if (!(error instanceof LibreOfficeUnavailableError)) throw error;
    // A one-off run has a profile and folder of its own: no scope to keep.
    return convertWithLibreOffice(doc, 'doc', DOC_TO_DOCX, { timeoutMs: options.timeoutMs });
  }
}

let converter: DocToDocx = convertDocHere;

/** A .doc as .docx, for the Word reader (documents/doc-reader.ts). */
export function convertDocForReading(doc: Buffer, options: ConversionOptions): Promise<Buffer> {
  return converter(doc, options);
}

/**
 * On a CV reader thread: its conversions go through `port` to the thread that owns the process's
 * LibreOffice (serveDocConversions), so the process runs one LibreOffice whatever its number of threads.
 * An answer that does not come within the timeout and a few seconds more is given up on.
 */
export function sendDocConversionsThrough(port: MessagePort): void {
  let nextId = 1;
  const waiting = new Map<number, { resolve: (docx: Buffer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();
  port.on('message', (response: ConversionResponse) => {
    const entry = waiting.get(response.id);
    if (!entry) return;
    waiting.delete(response.id);
    clearTimeout(entry.timer);
    if (response.ok) entry.resolve(Buffer.from(response.bytes));
    else entry.reject(new TemplateError(response.message));
  });
  port.unref();
  converter = (doc, { timeoutMs, scope }) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new TemplateError('LibreOffice did not answer in time.'));
      }, timeoutMs + 5_000);
      waiting.set(id, { resolve, reject, timer });
      const bytes = copyOf(doc);
      const request: ConversionRequest = { id, bytes, timeoutMs, scope };
      port.postMessage(request, [bytes]);
    });
}

/** On the thread that owns LibreOffice: converts what a reader thread sends on `port` (sendDocConversionsThrough). */
export function serveDocConversions(port: MessagePort): void {
  port.on('message', (request: ConversionRequest) => {
    convertDocHere(Buffer.from(request.bytes), { timeoutMs: request.timeoutMs, scope: request.scope }).then(
      (docx) => {
        const bytes = copyOf(docx);
        const response: ConversionResponse = { id: request.id, ok: true, bytes };
        port.postMessage(response, [bytes]);
      },
      (error: unknown) => {
        const response: ConversionResponse = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
        port.postMessage(response);
      },
    );
  });
  port.unref();
}

function copyOf(buffer: Buffer): ArrayBuffer {
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
}
