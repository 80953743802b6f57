import { z } from 'zod';
import { cvDataSchema, extractionConfidenceSchema } from '../cv-data';

export const CV_FORMATS = ['pdf', 'docx', 'doc', 'txt'] as const;
export const EXTRACTION_STATUSES = ['pending', 'done', 'needs_review', 'failed'] as const;

/** An uploaded CV as the API returns it (docs/PRODUCT.md §3 Uploaded CV, plus what the upload and dashboard show). */
export const uploadedCvSchema = z.object({
  id: z.string(),
  /** Exactly as the user's file was named (UTF-8), cleaned of path parts and control characters. */
  originalFileName: z.string(),
  fileSize: z.number().int(),
  format: z.enum(CV_FORMATS),
  createdAt: z.string(),
  /** pending until the background extraction has run. */
  extractionStatus: z.enum(EXTRACTION_STATUSES),
  /** Why extraction failed or needs review, in words a recruiter can act on; null otherwise. */
  extractionReason: z.string().nullable(),
  isOcr: z.boolean(),
  /** The recruiter's data when corrected on the review screen, else the first extraction (issue 17). */
  extractedData: cvDataSchema.nullable(),
  /**
   * Until when processing this CV again costs no credit (it was charged in the last 30 days,
   * docs/decisions/066-credit-once-per-cv.md); null when the next run costs a credit.
   */
  freeReprocessUntil: z.string().nullable(),
  /** Per-field confidence of extractedData ('experience.0.company' → high, or low with a reason to check); null until extracted. */
  extractionConfidence: extractionConfidenceSchema.nullable(),
});

/** A file of an upload that was not kept, and why. */
export const rejectedFileSchema = z.object({
  fileName: z.string(),
  reason: z.string(),
});

/** POST /api/upload-cvs (docs/PRODUCT.md §7: filesCount is read). Valid files are kept even when others are rejected. */
export const uploadCvsResponseSchema = z.object({
  /** How many CVs were stored. */
  filesCount: z.number().int(),
  cvs: z.array(uploadedCvSchema),
  rejected: z.array(rejectedFileSchema),
});

export const uploadedCvListSchema = z.array(uploadedCvSchema);

export const cvIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const deleteCvResponseSchema = z.object({ message: z.string() });

export type UploadedCv = z.infer<typeof uploadedCvSchema>;
export type RejectedFile = z.infer<typeof rejectedFileSchema>;
export type UploadCvsResponse = z.infer<typeof uploadCvsResponseSchema>;
export type ExtractionStatus = (typeof EXTRACTION_STATUSES)[number];
