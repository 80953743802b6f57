CREATE TABLE "analytics_snapshots" (
	"user_id" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"payload" jsonb NOT NULL,
	"computed_ms" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_snapshots" ADD CONSTRAINT "analytics_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "processing_jobs_user_completed_idx" ON "processing_jobs" USING btree ("user_id","completed_at") WHERE "processing_jobs"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "uploaded_cvs_user_extracted_idx" ON "uploaded_cvs" USING btree ("user_id","extracted_at");