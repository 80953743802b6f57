import type { RejectedFile, UploadCvsResponse } from '@common/contracts/cvs';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/errors';
import { postFormWithProgress } from '@/lib/upload-with-progress';

import { UPLOADED_CVS_KEY } from '@/lib/query-keys';

export { UPLOADED_CVS_KEY };
export const UPLOAD_CVS_URL = '/api/upload-cvs';

/** POST /api/upload-cvs with the files in the repeated `files` field, with real upload progress. */
export function uploadCvFiles(files: File[], onProgress: (fraction: number) => void): Promise<UploadCvsResponse> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  return postFormWithProgress<UploadCvsResponse>(UPLOAD_CVS_URL, form, onProgress);
}

/** The server's per-file reasons from a 400 'nothing valid' answer, when there are any. */
export function rejectedFromError(error: unknown): RejectedFile[] {
  if (!(error instanceof ApiError)) return [];
  try {
    const body = JSON.parse(error.body) as { details?: { rejected?: RejectedFile[] } };
    return Array.isArray(body.details?.rejected) ? body.details.rejected : [];
  } catch {
    return [];
  }
}

/** Why one file's upload failed: the server's reason for that file, else its message, else the fallback. */
export function uploadErrorMessage(error: unknown): string {
  return rejectedFromError(error)[0]?.reason ?? serverMessage(error) ?? (error instanceof Error && !(error instanceof ApiError) ? error.message : 'Upload failed');
}

/** After uploads: the dashboard's CV list must show the new CVs. */
export function useInvalidateUploadedCvs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: UPLOADED_CVS_KEY });
}
