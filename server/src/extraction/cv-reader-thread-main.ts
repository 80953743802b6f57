import { parentPort, workerData } from 'node:worker_threads';
import { configSchema } from '../config';
import { sendDocConversionsThrough } from '../documents/doc-conversion';
import { inflatePdfStreamsInJs } from '../documents/pdf-open';
import { DocumentError, readDocument } from '../documents/read-document';
import { configureLibreOfficeSandbox } from '../rendering/libreoffice-sandbox';
import { extractCvWithConfidence } from './extract-cv';
import type { ReaderThreadData, ReadRequest, ReadResponse } from './cv-reader-pool';

// A .doc is converted by the process's one running LibreOffice, on the thread that started this one
// (documents/doc-conversion.ts). Were a conversion ever run here, it is confined as the operator asked
// (LIBREOFFICE_SANDBOX, checked at start by the main thread), not by this module copy's default.
sendDocConversionsThrough((workerData as ReaderThreadData).docConversions);
configureLibreOfficeSandbox(configSchema.shape.LIBREOFFICE_SANDBOX.parse(process.env.LIBREOFFICE_SANDBOX));
// This thread only reads CVs: pdf.js inflates their streams faster in JavaScript than through web streams.
inflatePdfStreamsInJs();

// One request at a time: the pool sends the next only after this one answered.
parentPort!.on('message', async (request: ReadRequest) => {
  let response: ReadResponse;
  try {
    const doc = await readDocument(Buffer.from(request.bytes), request.fileName, { scope: request.scope });
    response = { id: request.id, ok: true, text: doc.text, ocr: doc.ocr, cut: doc.cut, hidden: doc.hidden, ...extractCvWithConfidence(doc) };
  } catch (error) {
    response =
      error instanceof DocumentError
        ? { id: request.id, ok: false, isDocumentError: true, message: error.reason }
        : { id: request.id, ok: false, isDocumentError: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(response);
});
