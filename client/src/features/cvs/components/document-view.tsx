import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useCvDocument } from '../api';

/** The original document beside the form: PDF pages drawn by pdf.js, or the text that was read. */
export function DocumentView({ cvId, fileName }: { cvId: string; fileName: string }) {
  const document = useCvDocument(cvId, true);
  if (document.isLoading) return <Spinner label="Loading the document" />;
  if (document.isError || !document.data) {
    return <p className="p-4 text-sm text-destructive">{errorMessage(document.error, 'The document could not be loaded.')}</p>;
  }
  if (document.data.kind === 'text') {
    return (
      <pre data-testid="document-text" aria-label={`Text of ${fileName}`} className="p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap">
        {document.data.text || 'No text could be read from this document.'}
      </pre>
    );
  }
  return <PdfPages data={document.data.data} fileName={fileName} />;
}

/**
 * Each page as a canvas at the panel's width. pdf.js and its worker are their own chunks, served from
 * the app's built assets (never a CDN: the app's CSP allows scripts from its own origin only).
 */
function PdfPages({ data, fileName }: { data: ArrayBuffer; fileName: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ pages: number; error: string | null }>({ pages: 0, error: null });

  useEffect(() => {
    let isCancelled = false;
    let destroy: (() => void) | undefined;
    void (async () => {
      try {
        const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
        pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
        // A copy: pdf.js transfers the buffer to its worker, and React may render this component again.
        const task = pdfjs.getDocument({ data: new Uint8Array(data.slice(0)), isEvalSupported: false });
        destroy = () => void task.destroy();
        const pdf = await task.promise;
        const host = container.current;
        if (isCancelled || !host) return;
        host.replaceChildren();
        const width = Math.max(280, host.clientWidth - 16);
        for (let number = 1; number <= pdf.numPages; number++) {
          const page = await pdf.getPage(number);
          if (isCancelled) return;
          const base = page.getViewport({ scale: 1 });
          const ratio = window.devicePixelRatio || 1;
          const viewport = page.getViewport({ scale: (width / base.width) * ratio });
          const canvas = window.document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
          canvas.className = 'mx-auto mb-2 block max-w-full rounded border bg-white shadow-sm';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', `Page ${number} of ${pdf.numPages} of ${fileName}`);
          canvas.dataset.testid = 'pdf-page';
          host.appendChild(canvas);
          await page.render({ canvas, viewport }).promise;
        }
        if (!isCancelled) setState({ pages: pdf.numPages, error: null });
      } catch (error) {
        if (!isCancelled) setState({ pages: 0, error: error instanceof Error ? error.message : 'The PDF could not be shown.' });
      }
    })();
    return () => {
      isCancelled = true;
      destroy?.();
    };
  }, [data, fileName]);

  return (
    <div className="p-2">
      {state.error ? <p className="p-2 text-sm text-destructive">This PDF could not be shown: {state.error}</p> : null}
      <div ref={container} data-pages={state.pages} />
    </div>
  );
}
