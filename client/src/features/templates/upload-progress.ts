export { isStepDone } from '@/lib/upload-steps';
/**
 * The template upload overlay's progress (docs/PRODUCT.md §4): it rises 2 points a second, capped at 90, and
 * never lags behind the real upload (the bytes sent count for the first 20 points); 100 on success.
 */
export const TEMPLATE_PROGRESS_CAP = 90;
export const TEMPLATE_PROGRESS_POINTS_PER_SECOND = 2;
/** How long the overlay stays after the end, so the user sees 'Complete'. */
export const OVERLAY_CLOSE_DELAY_MS = 2000;

export const TEMPLATE_UPLOAD_STEPS = [
  { label: 'Parsing document', above: 20 },
  { label: 'Analyzing placeholders', above: 60 },
  { label: 'Saving template', above: 90 },
] as const;

/** 0–90 while the request runs: the simulated rise or the share of bytes sent, whichever is further. */
export function templateUploadProgress(elapsedMs: number, uploadedFraction: number): number {
  const simulated = TEMPLATE_PROGRESS_POINTS_PER_SECOND * Math.floor(Math.max(0, elapsedMs) / 1000);
  const fromBytes = Math.round(Math.min(1, Math.max(0, uploadedFraction)) * 20);
  return Math.min(TEMPLATE_PROGRESS_CAP, Math.max(simulated, fromBytes));
}

/** The overlay's message: 'Uploading file', ~2 s 'Analyzing document structure', ~5 s 'AI extracting placeholders', then 'Complete'. */
export function templateUploadMessage(elapsedMs: number, isComplete: boolean): string {
  if (isComplete) return 'Complete';
  if (elapsedMs >= 5000) return 'AI extracting placeholders';
  if (elapsedMs >= 2000) return 'Analyzing document structure';
  return 'Uploading file';
}

/** A step's checkmark shows once the progress is above its threshold. */
