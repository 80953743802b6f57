import { convertManyWithLibreOffice, isLibreOfficeAvailable } from './libreoffice';
import { stripExternalLinks } from './strip-external-links';
import { TemplateError } from './template-error';

interface Waiting {
  docx: Buffer;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * PDF copies of DOCX outputs, made in batches: requests that arrive while a LibreOffice run is busy
 * (or within a short gathering window) go into the next run together. LibreOffice's start-up is most
 * of a conversion's cost, so a batch of ten costs little more than one file.
 */
export class PdfBatcher {
  private waiting: Waiting[] = [];
  private running = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: { maxBatch: number; gatherMs: number; concurrency: number; convert?: typeof convertManyWithLibreOffice } = {
      maxBatch: 12,
      gatherMs: 30,
      // Two LibreOffice runs at once use both cores of a small server; each run has its own profile.
      concurrency: 2,
    },
  ) {}

  convert(docx: Buffer): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      // Whatever reaches LibreOffice has no link to the outside, whoever produced it.
      let safe: Buffer;
      try {
        safe = stripExternalLinks(docx).docx;
      } catch (error) {
        reject(error as Error);
        return;
      }
      this.waiting.push({ docx: safe, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.timer || this.running >= this.options.concurrency || this.waiting.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runBatch();
    }, this.options.gatherMs);
  }

  private async runBatch(): Promise<void> {
    const batch = this.waiting.splice(0, this.options.maxBatch);
    if (batch.length === 0) return;
    this.running++;
    try {
      const convert = this.options.convert ?? convertManyWithLibreOffice;
      const { results, output, code } = await convert(
        batch.map((w) => w.docx),
        'docx',
        'pdf',
      );
      batch.forEach((waiting, i) => {
        const pdf = results[i];
        if (pdf) waiting.resolve(pdf);
        else waiting.reject(new TemplateError(`LibreOffice could not make a PDF of this document (exit code ${code}${output.trim() ? `: ${output.trim().slice(0, 200)}` : ''}).`));
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error as Error);
    } finally {
      this.running--;
      this.schedule();
    }
  }
}

const shared = new PdfBatcher();

/**
 * A PDF of a DOCX through the shared batcher, so previews and outputs together never run more than
 * its `concurrency` LibreOffice processes; null where LibreOffice is not installed.
 */
export function pdfOf(docx: Buffer): Promise<Buffer> | null {
  if (!isLibreOfficeAvailable()) return null;
  return shared.convert(docx);
}

/** A PDF copy of a DOCX where LibreOffice is installed and PDF output is on; null otherwise. */
export function pdfCopy(docx: Buffer, setting: 'auto' | 'off'): Promise<Buffer> | null {
  if (setting === 'off') return null;
  return pdfOf(docx);
}
