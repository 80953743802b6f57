import { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from '@common/limits';
import { FolderOpen, Upload } from 'lucide-react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { CV_ACCEPT } from '../upload-state';

/** docs/PRODUCT.md §2 drag-and-drop zone ('Select Files', 'Browse Files'): PDF, DOC, DOCX, TXT; at most 50 per drop, 10 MB each. */
export function CvDropzone({ onDrop, isDisabled }: { onDrop: (accepted: File[], rejected: FileRejection[]) => void; isDisabled?: boolean }) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: CV_ACCEPT as unknown as Record<string, string[]>,
    maxSize: MAX_FILE_BYTES,
    maxFiles: MAX_FILES_PER_UPLOAD,
    multiple: true,
    noClick: true,
    disabled: isDisabled,
    onDrop,
  });

  return (
    <div
      {...getRootProps({
        className: cn(
          'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed p-10 text-center transition-colors',
          isDragActive ? 'border-primary bg-primary/5' : 'border-muted-foreground/25',
        ),
      })}
      data-testid="cv-dropzone"
    >
      <input {...getInputProps({ 'aria-label': 'Select Files' })} />
      <Upload className="size-10 text-muted-foreground" aria-hidden="true" />
      <div>
        <h2 className="text-lg font-semibold">Select Files</h2>
        <p className="text-sm text-muted-foreground">
          {isDragActive ? 'Drop the CVs here' : 'Drag and drop CVs here, or browse your computer'}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          PDF, DOC, DOCX or TXT · up to {MAX_FILES_PER_UPLOAD} files · {Math.round(MAX_FILE_BYTES / 1024 / 1024)} MB each
        </p>
      </div>
      <Button type="button" variant="outline" onClick={open} disabled={isDisabled}>
        <FolderOpen aria-hidden="true" />
        Browse Files
      </Button>
    </div>
  );
}
