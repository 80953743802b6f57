import { CheckCircle2, FileText, Loader2, RotateCcw, Trash2, Upload, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import type { UploadItem } from '../upload-state';

interface Props {
  items: UploadItem[];
  isBusy: boolean;
  onUpload(id: string): void;
  onRetry(id: string): void;
  onRemove(id: string): void;
  onUploadAll(): void;
  onClearCompleted(): void;
}

// docs/PRODUCT.md §3's item states, capitalised like every other badge in the app.
const STATUS_BADGE = {
  pending: { label: 'Pending', variant: 'secondary' },
  uploading: { label: 'Uploading', variant: 'default' },
  success: { label: 'Success', variant: 'success' },
  error: { label: 'Error', variant: 'destructive' },
} as const;

/** docs/PRODUCT.md §2 'Files to Upload': per-file status, progress and Upload / Retry / Remove; Clear Completed and Upload All. */
export function UploadFileList({ items, isBusy, onUpload, onRetry, onRemove, onUploadAll, onClearCompleted }: Props) {
  const pendingCount = items.filter((item) => item.status === 'pending').length;
  const successCount = items.filter((item) => item.status === 'success').length;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Files to Upload</CardTitle>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onClearCompleted} disabled={successCount === 0}>
            Clear Completed
          </Button>
          <Button onClick={onUploadAll} disabled={isBusy || pendingCount === 0}>
            <Upload aria-hidden="true" />
            Upload All
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {items.map((item) => {
            const badge = STATUS_BADGE[item.status];
            return (
              <li key={item.id} className="rounded-lg border p-3" data-testid="upload-item" data-status={item.status}>
                <div className="flex flex-wrap items-center gap-3">
                  <StatusIcon status={item.status} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium" title={item.file.name}>
                      {item.file.name}
                    </p>
                    <p className="text-xs text-muted-foreground">{formatSize(item.file.size)}</p>
                  </div>
                  <Badge variant={badge.variant}>{badge.label}</Badge>
                  <div className="flex gap-1">
                    {item.status === 'pending' ? (
                      <Button size="sm" onClick={() => onUpload(item.id)} disabled={isBusy} aria-label={`Upload ${item.file.name}`}>
                        Upload
                      </Button>
                    ) : null}
                    {item.status === 'error' ? (
                      <Button size="sm" variant="outline" onClick={() => onRetry(item.id)} disabled={isBusy} aria-label={`Retry ${item.file.name}`}>
                        <RotateCcw aria-hidden="true" />
                        Retry
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => onRemove(item.id)}
                      disabled={item.status === 'uploading'}
                      aria-label={`Remove ${item.file.name}`}
                    >
                      <Trash2 aria-hidden="true" />
                      Remove
                    </Button>
                  </div>
                </div>
                {/* A refused file shows why, not a bar: a full blue bar beside a red badge read as done. */}
                {item.status === 'error' ? null : (
                  <div className="mt-2 flex items-center gap-3">
                    <Progress value={item.progress} aria-label={`${item.file.name} upload progress`} className="flex-1" />
                    <span className="w-10 text-right text-xs tabular-nums text-muted-foreground">{item.progress}%</span>
                  </div>
                )}
                {item.error ? (
                  <p className="mt-2 text-sm text-destructive" role="alert">
                    {item.error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function StatusIcon({ status }: { status: UploadItem['status'] }) {
  if (status === 'uploading') return <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />;
  if (status === 'success') return <CheckCircle2 className="size-5 text-success" aria-hidden="true" />;
  if (status === 'error') return <XCircle className="size-5 text-destructive" aria-hidden="true" />;
  return <FileText className="size-5 text-muted-foreground" aria-hidden="true" />;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
