ALTER TABLE "processing_jobs" ADD COLUMN "enhance_changes" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agency_logo" jsonb;