import { parentPort } from 'node:worker_threads';
import { DocumentError, readDocument } from '../documents/read-document';
import { extractCvWithConfidence } from './extract-cv';
import type { ReadRequest, ReadResponse } from './cv-reader-pool';

// One request at a time: the pool sends the next only after this one answered.
parentPort!.on('message', async (request: ReadRequest) => {
  let response: ReadResponse;
  try {
    const doc = await readDocument(Buffer.from(request.bytes), request.fileName);
    response = { id: request.id, ok: true, text: doc.text, ocr: doc.ocr, cut: doc.cut, hidden: doc.hidden, ...extractCvWithConfidence(doc) };
  } catch (error) {
    response =
      error instanceof DocumentError
        ? { id: request.id, ok: false, isDocumentError: true, message: error.reason }
        : { id: request.id, ok: false, isDocumentError: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(response);
});
