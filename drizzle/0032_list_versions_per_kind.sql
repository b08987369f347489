ALTER TABLE "list_versions" ADD COLUMN "properties" bigint DEFAULT txid_current() NOT NULL;--> statement-breakpoint
ALTER TABLE "list_versions" ADD COLUMN "clients" bigint DEFAULT txid_current() NOT NULL;--> statement-breakpoint
ALTER TABLE "list_versions" ADD COLUMN "appointments" bigint DEFAULT txid_current() NOT NULL;--> statement-breakpoint
ALTER TABLE "list_versions" ADD COLUMN "pair_statuses" bigint DEFAULT txid_current() NOT NULL;--> statement-breakpoint
ALTER TABLE "list_versions" DROP COLUMN "version";