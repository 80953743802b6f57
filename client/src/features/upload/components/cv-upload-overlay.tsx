import { Upload } from 'lucide-react';
import { UploadProgressOverlay } from '@/components/upload-progress-overlay';
import { CV_UPLOAD_STEPS, cvUploadMessage, cvUploadProgress } from '../upload-state';

export interface CvUploadOverlayState {
  fileCount: number;
  startedAt: number;
  /** Share of all the bytes being sent that has gone (XHR upload progress). */
  sentFraction: number;
  isComplete: boolean;
}

/** docs/PRODUCT.md §4 upload widget, CV kind: progress driven by the bytes actually sent. */
export function CvUploadOverlay({ upload }: { upload: CvUploadOverlayState }) {
  return (
    <UploadProgressOverlay
      icon={Upload}
      title="Uploading CVs"
      subtitle={upload.fileCount === 1 ? '1 file' : `${upload.fileCount} files`}
      progressAt={() => cvUploadProgress(upload.sentFraction, upload.isComplete)}
      messageAt={(elapsed) => cvUploadMessage(elapsed, upload.isComplete)}
      startedAt={upload.startedAt}
      isComplete={upload.isComplete}
      steps={CV_UPLOAD_STEPS}
      progressLabel="CV upload progress"
      messageTestId="cv-upload-message"
    />
  );
}
