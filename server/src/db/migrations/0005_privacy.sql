CREATE TABLE "pending_file_deletions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"location" text NOT NULL,
	"key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "retention_days" integer DEFAULT 180;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "export_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pending_file_deletions_created_idx" ON "pending_file_deletions" USING btree ("created_at");