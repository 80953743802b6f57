export { isStepDone } from '@/lib/upload-steps';
import { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from '@common/limits';
import { countOf } from '@common/text';
import { CV_TYPE_REFUSAL, cvTooLargeRefusal, cvTooSmallRefusal } from '@common/upload-messages';

/** docs/PRODUCT.md §3 upload-list item: the file, a local id, its status and progress. */
export type UploadStatus = 'pending' | 'uploading' | 'success' | 'error';

export interface UploadItem {
  id: string;
  file: File;
  status: UploadStatus;
  /** 0–100: the share of the request's bytes sent (XHR upload progress); 100 once the server kept it. */
  progress: number;
  /** Why the server (or the network) refused it. */
  error?: string;
}

/** What the dropzone accepts (docs/PRODUCT.md §5): PDF, DOC, DOCX, TXT. */
export const CV_ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
} as const;

export interface DropError {
  code: string;
  message: string;
}

/**
 * docs/PRODUCT.md §5 rejection texts in their sentence shapes: 'File type must be .pdf, .doc, .docx or .txt',
 * 'File is larger than 10 MB', 'File is smaller than …', 'Too many files' — never react-dropzone's
 * list of MIME types or a raw byte count (issue #19). The server words its refusals the same way.
 */
export function rejectionMessage(error: DropError, limits: { maxSize?: number; minSize?: number } = { maxSize: MAX_FILE_BYTES }): string {
  switch (error.code) {
    case 'file-invalid-type':
      return CV_TYPE_REFUSAL;
    case 'file-too-large':
      return cvTooLargeRefusal(limits.maxSize ?? MAX_FILE_BYTES);
    case 'file-too-small':
      return cvTooSmallRefusal(limits.minSize ?? 0);
    case 'too-many-files':
      return 'Too many files';
    default:
      return error.message;
  }
}

/** The 'Too Many Files' toast for a drop or selection above 50 files. */
export function tooManyFilesToast(selected: number) {
  return {
    title: 'Too Many Files',
    description: `Maximum ${MAX_FILES_PER_UPLOAD} files allowed per upload. You selected ${selected} files.`,
    variant: 'destructive' as const,
  };
}

/** A file's progress while its request runs: bytes sent, kept below 100 until the server has answered. */
export function inFlightProgress(fraction: number): number {
  return Math.min(99, Math.max(0, Math.round(fraction * 100)));
}

export interface UploadOutcome {
  fileName: string;
  uploaded: number;
  error?: string;
}

/** docs/PRODUCT.md §8 toasts after an upload: 'Bulk Upload Successful' for Upload All, 'Upload Successful' for one file, else 'Upload Failed'. */
export function uploadToast(kind: 'bulk' | 'single', outcomes: UploadOutcome[]) {
  const uploaded = outcomes.reduce((sum, outcome) => sum + outcome.uploaded, 0);
  const failed = outcomes.filter((outcome) => outcome.error);
  if (failed.length === 0) {
    // docs/PRODUCT.md §8's sentences, with the count's noun in the right number ('1 CV', not '1 CVs').
    return kind === 'bulk'
      ? { title: 'Bulk Upload Successful', description: `${countOf(uploaded, 'CV')} uploaded successfully. You can now process ${uploaded === 1 ? 'it' : 'them'} from the dashboard.`, variant: 'success' as const }
      : { title: 'Upload Successful', description: `${countOf(uploaded, 'file')} uploaded successfully`, variant: 'success' as const };
  }
  // Every sentence ends with its full stop, whether it is the server's or ours.
  const first = failed.length === 1 ? sentence(failed[0].error!) : `${countOf(failed.length, 'file')} could not be uploaded. ${failed[0].fileName}: ${sentence(failed[0].error!)}`;
  const rest = uploaded > 0 ? ` ${countOf(uploaded, 'file')} uploaded successfully.` : '';
  return { title: 'Upload Failed', description: `${first}${rest}`, variant: 'destructive' as const };
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** docs/PRODUCT.md §4 CV upload overlay. */
export const OVERLAY_CLOSE_DELAY_MS = 2000;
export const CV_UPLOAD_STEPS = [
  { label: 'Extracting CV data', above: 30 },
  { label: 'Applying template', above: 70 },
  { label: 'Preparing email delivery', above: 95 },
] as const;

/** 'Uploading file', at ~2 s 'Processing documents', at ~5 s 'Applying template formatting', at the end 'Complete'. */
export function cvUploadMessage(elapsedMs: number, isComplete: boolean): string {
  if (isComplete) return 'Complete';
  if (elapsedMs >= 5000) return 'Applying template formatting';
  if (elapsedMs >= 2000) return 'Processing documents';
  return 'Uploading file';
}

/** The overlay's bar: the real share of bytes sent, up to 90 while the server works, 100 at the end. */
export function cvUploadProgress(sentFraction: number, isComplete: boolean): number {
  if (isComplete) return 100;
  return Math.min(90, Math.max(0, Math.round(sentFraction * 90)));
}

