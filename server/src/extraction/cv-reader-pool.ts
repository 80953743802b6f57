import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import type { CvData, ExtractionConfidence } from '@common/cv-data';
import { serveDocConversions } from '../documents/doc-conversion';
import { DocumentError } from '../documents/document-error';
import type { HiddenText, ReadOptions } from '../documents/types';

export interface ReadRequest {
  id: number;
  bytes: ArrayBuffer;
  fileName: string;
  /** Whose CV it is (documents/types.ts ReadOptions). */
  scope?: string;
}

export type ReadResponse =
  | { id: number; ok: true; text: string; ocr: boolean; cut?: { keptChars: number; totalChars: number }; hidden?: HiddenText; data: CvData; confidence: ExtractionConfidence }
  | { id: number; ok: false; isDocumentError: boolean; message: string };

export interface ReadCvResult {
  text: string;
  ocr: boolean;
  /** Set when the text was longer than any real CV and only its start was read. */
  cut?: { keptChars: number; totalChars: number };
  /** Text on the page nobody can see (white, tiny, off the page), left unread. */
  hidden?: HiddenText;
  data: CvData;
  confidence: ExtractionConfidence;
}

interface Slot {
  worker: Worker | null;
  /** This side of the thread's channel for .doc conversions (documents/doc-conversion.ts). */
  conversions: MessagePort | null;
  busy: boolean;
}

/** What a CV reader thread is started with. */
export interface ReaderThreadData {
  docConversions: MessagePort;
}

interface Pending {
  bytes: Buffer;
  fileName: string;
  scope?: string;
  resolve: (result: ReadCvResult) => void;
  reject: (error: Error) => void;
}

const THREAD_ENTRY = new URL('./cv-reader-thread.mjs', import.meta.url);

/**
 * Reads and extracts CVs on worker threads. Parsing a PDF or a Word file is CPU work (tens of ms, more
 * for OCR): off the main thread, the server keeps answering requests meanwhile. A file that takes
 * longer than the timeout has its thread terminated — the one way to stop a reader stuck in a loop —
 * and a fresh thread takes its place. A thread's .doc conversions come back to this thread, which
 * owns the process's one running LibreOffice, with the scope of the CV they belong to.
 */
export class CvReaderPool {
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private isClosed = false;

  constructor(
    size: number,
    private readonly timeoutMs: number,
  ) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => ({ worker: null, conversions: null, busy: false }));
  }

  /**
   * Reads a CV file; throws DocumentError with a reason a recruiter can read when the file can't be read.
   * `options.scope` says whose CV it is: a .doc goes to a LibreOffice that converts that scope's only.
   */
  read(bytes: Buffer, fileName: string, options: ReadOptions = {}): Promise<ReadCvResult> {
    if (this.isClosed) return Promise.reject(new Error('The CV reader is shut down'));
    return new Promise((resolve, reject) => {
      this.queue.push({ bytes, fileName, scope: options.scope, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.busy || this.queue.length === 0) continue;
      this.run(slot, this.queue.shift()!);
    }
  }

  private run(slot: Slot, job: Pending): void {
    slot.busy = true;
    const worker = (slot.worker ??= this.startThread(slot));
    const id = this.nextId++;
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      slot.busy = false;
      settle();
      this.dispatch();
    };
    const onMessage = (response: ReadResponse) => {
      if (response.id !== id) return;
      finish(() => {
        if (response.ok) job.resolve({ text: response.text, ocr: response.ocr, cut: response.cut, hidden: response.hidden, data: response.data, confidence: response.confidence });
        else job.reject(response.isDocumentError ? new DocumentError(response.message) : new Error(response.message));
      });
    };
    const onError = (error: Error) => {
      this.retire(slot);
      finish(() => job.reject(error));
    };
    const timer = setTimeout(() => {
      this.retire(slot);
      void worker.terminate();
      finish(() => job.reject(new DocumentError('This file took too long to read')));
    }, this.timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    // A copy the thread owns: the caller's buffer stays usable.
    const copy = job.bytes.buffer.slice(job.bytes.byteOffset, job.bytes.byteOffset + job.bytes.byteLength) as ArrayBuffer;
    const request: ReadRequest = { id, bytes: copy, fileName: job.fileName, scope: job.scope };
    worker.postMessage(request, [copy]);
  }

  private startThread(slot: Slot): Worker {
    const { port1, port2 } = new MessageChannel();
    serveDocConversions(port1);
    slot.conversions = port1;
    const workerData: ReaderThreadData = { docConversions: port2 };
    return new Worker(THREAD_ENTRY, { workerData, transferList: [port2] });
  }

  private retire(slot: Slot): void {
    slot.worker = null;
    slot.conversions?.close();
    slot.conversions = null;
  }

  async close(): Promise<void> {
    this.isClosed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('The CV reader is shut down'));
    await Promise.all(this.slots.map((slot) => slot.worker?.terminate()));
    for (const slot of this.slots) this.retire(slot);
  }
}
