ALTER TABLE "ai_calls" ALTER COLUMN "cost_cents" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "processing_logs" ALTER COLUMN "cost_cents" SET DATA TYPE double precision;