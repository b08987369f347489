CREATE TABLE "data_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"summary" jsonb NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "country" text;