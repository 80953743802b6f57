CREATE TABLE "job_parts" (
	"job_id" text NOT NULL,
	"part" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_parts_job_id_part_pk" PRIMARY KEY("job_id","part")
);
--> statement-breakpoint
ALTER TABLE "uploaded_cvs" ADD COLUMN "extraction_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_parts" ADD CONSTRAINT "job_parts_job_id_processing_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."processing_jobs"("id") ON DELETE cascade ON UPDATE no action;