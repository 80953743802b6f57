import { FileText } from 'lucide-react';
import { UploadProgressOverlay } from '@/components/upload-progress-overlay';
import { TEMPLATE_UPLOAD_STEPS, templateUploadMessage, templateUploadProgress } from '../upload-progress';

export interface TemplateUploadState {
  fileName: string;
  startedAt: number;
  /** Share of the request's bytes sent so far (XHR upload progress). */
  uploadedFraction: number;
  isComplete: boolean;
}

/** docs/PRODUCT.md §4 upload widget, template kind: shown while the template is sent and analysed. */
export function TemplateUploadOverlay({ upload }: { upload: TemplateUploadState }) {
  return (
    <UploadProgressOverlay
      icon={FileText}
      title="Uploading Template"
      subtitle={upload.fileName}
      progressAt={(elapsed) => templateUploadProgress(elapsed, upload.uploadedFraction)}
      messageAt={(elapsed) => templateUploadMessage(elapsed, upload.isComplete)}
      startedAt={upload.startedAt}
      isComplete={upload.isComplete}
      steps={TEMPLATE_UPLOAD_STEPS}
      progressLabel="Template upload progress"
      messageTestId="upload-message"
    />
  );
}
