ALTER TABLE "processing_jobs" ADD COLUMN "cv_data" jsonb;--> statement-breakpoint
ALTER TABLE "uploaded_cvs" ADD COLUMN "corrected_data" jsonb;--> statement-breakpoint
ALTER TABLE "uploaded_cvs" ADD COLUMN "corrected_fields" jsonb;--> statement-breakpoint
ALTER TABLE "uploaded_cvs" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "uploaded_cvs_user_corrected_idx" ON "uploaded_cvs" USING btree ("user_id","corrected_at");