CREATE TABLE "client_merges" (
	"gone_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"survivor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "not_duplicate_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"other_client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "not_duplicate_pairs_clientId_otherClientId_unique" UNIQUE("client_id","other_client_id")
);
--> statement-breakpoint
ALTER TABLE "client_merges" ADD CONSTRAINT "client_merges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_merges" ADD CONSTRAINT "client_merges_survivor_id_clients_id_fk" FOREIGN KEY ("survivor_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "not_duplicate_pairs" ADD CONSTRAINT "not_duplicate_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "not_duplicate_pairs" ADD CONSTRAINT "not_duplicate_pairs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "not_duplicate_pairs" ADD CONSTRAINT "not_duplicate_pairs_other_client_id_clients_id_fk" FOREIGN KEY ("other_client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_merges_user_id_index" ON "client_merges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_merges_survivor_id_index" ON "client_merges" USING btree ("survivor_id");--> statement-breakpoint
CREATE INDEX "not_duplicate_pairs_other_client_id_index" ON "not_duplicate_pairs" USING btree ("other_client_id");--> statement-breakpoint
CREATE INDEX "not_duplicate_pairs_user_id_index" ON "not_duplicate_pairs" USING btree ("user_id");