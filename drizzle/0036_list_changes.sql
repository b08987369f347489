CREATE TABLE "list_changes" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"row_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "list_changes_user_id_kind_row_id_pk" PRIMARY KEY("user_id","kind","row_id")
);
--> statement-breakpoint
ALTER TABLE "list_versions" ADD COLUMN "changes_from" bigint DEFAULT txid_current() NOT NULL;--> statement-breakpoint
ALTER TABLE "list_changes" ADD CONSTRAINT "list_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_changes_user_id_kind_version_index" ON "list_changes" USING btree ("user_id","kind","version");