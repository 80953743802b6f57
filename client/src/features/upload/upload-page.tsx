import { useCallback, useEffect, useRef, useState } from 'react';
import type { FileRejection } from 'react-dropzone';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { handleUnauthorized } from '@/lib/notify';
import { isUnauthorizedError } from '@/lib/errors';
import { uploadCvFiles, uploadErrorMessage, useInvalidateUploadedCvs } from './api';
import { CvDropzone } from './components/cv-dropzone';
import { CvUploadOverlay, type CvUploadOverlayState } from './components/cv-upload-overlay';
import { UploadFileList } from './components/upload-file-list';
import {
  inFlightProgress,
  OVERLAY_CLOSE_DELAY_MS,
  rejectionMessage,
  tooManyFilesToast,
  uploadToast,
  type UploadItem,
  type UploadOutcome,
} from './upload-state';

/** Files sent at the same time: each has its own request, so its progress and its refusal are its own. */
const PARALLEL_UPLOADS = 3;

interface RefusedFile {
  name: string;
  messages: string[];
}

let nextId = 0;
const localId = () => `upload-${Date.now()}-${++nextId}`;

/** docs/PRODUCT.md §2 Upload screen (/upload) 'Upload CVs'. */
export default function UploadPage() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [overlay, setOverlay] = useState<CvUploadOverlayState | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const invalidateCvs = useInvalidateUploadedCvs();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const patchItem = useCallback((id: string, patch: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const onDrop = useCallback((accepted: File[], rejections: FileRejection[]) => {
    if (rejections.some((rejection) => rejection.errors.some((error) => error.code === 'too-many-files'))) {
      toast(tooManyFilesToast(accepted.length + rejections.length));
      return;
    }
    setRefused(rejections.map(({ file, errors }) => ({ name: file.name, messages: errors.map((error) => rejectionMessage(error)) })));
    if (accepted.length) {
      setItems((current) => [...current, ...accepted.map((file) => ({ id: localId(), file, status: 'pending' as const, progress: 0 }))]);
    }
  }, []);

  const uploadItems = async (batch: UploadItem[], kind: 'bulk' | 'single') => {
    if (batch.length === 0 || isBusy) return;
    setIsBusy(true);
    clearTimeout(closeTimer.current);
    const totalBytes = Math.max(1, batch.reduce((sum, item) => sum + item.file.size, 0));
    const sent = new Map<string, number>();
    const startedAt = Date.now();
    setOverlay({ fileCount: batch.length, startedAt, sentFraction: 0, isComplete: false });
    for (const item of batch) patchItem(item.id, { status: 'uploading', progress: 0, error: undefined });

    const outcomes: UploadOutcome[] = [];
    let isSignedOut = false;
    const queue = [...batch];
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const current = item;
        try {
          const result = await uploadCvFiles([current.file], (fraction) => {
            sent.set(current.id, fraction * current.file.size);
            patchItem(current.id, { progress: inFlightProgress(fraction) });
            const sentBytes = [...sent.values()].reduce((sum, bytes) => sum + bytes, 0);
            setOverlay((state) => (state ? { ...state, sentFraction: sentBytes / totalBytes } : state));
          });
          const reason = result.rejected[0]?.reason;
          if (result.filesCount > 0) patchItem(current.id, { status: 'success', progress: 100 });
          else patchItem(current.id, { status: 'error', error: reason ?? 'Upload failed' });
          outcomes.push({ fileName: current.file.name, uploaded: result.filesCount, error: result.filesCount > 0 ? undefined : reason });
        } catch (error) {
          if (isUnauthorizedError(error)) isSignedOut = true;
          const message = uploadErrorMessage(error);
          patchItem(current.id, { status: 'error', error: message });
          outcomes.push({ fileName: current.file.name, uploaded: 0, error: message });
        }
        sent.set(current.id, current.file.size);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, batch.length) }, worker));

    setOverlay((state) => (state ? { ...state, sentFraction: 1, isComplete: true } : state));
    closeTimer.current = setTimeout(() => setOverlay(null), OVERLAY_CLOSE_DELAY_MS);
    setIsBusy(false);
    if (outcomes.some((outcome) => outcome.uploaded > 0)) void invalidateCvs();
    if (isSignedOut) handleUnauthorized();
    else toast(uploadToast(kind, outcomes));
  };

  const pending = items.filter((item) => item.status === 'pending');

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Upload CVs</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Add CVs in PDF, Word or plain text. Names, contact details and experience are read as soon as they arrive.
        </p>
      </div>

      <CvDropzone onDrop={onDrop} isDisabled={isBusy} />

      {refused.length ? (
        <Card className="border-destructive/40" data-testid="refused-files">
          <CardHeader>
            <CardTitle className="text-base">Files not added</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-1 text-sm">
              {refused.map((file, i) => (
                <li key={`${file.name}-${i}`}>
                  <span className="font-medium">{file.name}</span>: <span className="text-destructive">{file.messages.join('; ')}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      {items.length ? (
        <UploadFileList
          items={items}
          isBusy={isBusy}
          onUpload={(id) => void uploadItems(items.filter((item) => item.id === id), 'single')}
          onRetry={(id) => void uploadItems(items.filter((item) => item.id === id), 'single')}
          onRemove={(id) => setItems((current) => current.filter((item) => item.id !== id))}
          onUploadAll={() => void uploadItems(pending, 'bulk')}
          onClearCompleted={() => setItems((current) => current.filter((item) => item.status !== 'success'))}
        />
      ) : null}

      {overlay ? <CvUploadOverlay upload={overlay} /> : null}
    </div>
  );
}
