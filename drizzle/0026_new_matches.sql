CREATE TABLE "new_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_matches_clientId_propertyId_unique" UNIQUE("client_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "new_matches" ADD CONSTRAINT "new_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_matches" ADD CONSTRAINT "new_matches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_matches" ADD CONSTRAINT "new_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_matches_property_id_index" ON "new_matches" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "new_matches_user_id_created_at_index" ON "new_matches" USING btree ("user_id","created_at");