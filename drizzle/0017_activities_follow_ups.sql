CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"happened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"outcome" text,
	"client_id" uuid,
	"property_id" uuid,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "next_follow_up_date" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "next_follow_up_time" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "next_follow_up_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "follow_up_cadence" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "last_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_client_id_happened_at_id_index" ON "activities" USING btree ("client_id","happened_at","id");--> statement-breakpoint
CREATE INDEX "activities_property_id_happened_at_id_index" ON "activities" USING btree ("property_id","happened_at","id");--> statement-breakpoint
CREATE INDEX "activities_appointment_id_index" ON "activities" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "activities_user_id_index" ON "activities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clients_user_id_next_follow_up_date_index" ON "clients" USING btree ("user_id","next_follow_up_date");--> statement-breakpoint
CREATE INDEX "clients_going_cold_index" ON "clients" USING btree ("user_id",coalesce("last_contact_at", "created_at")) WHERE "clients"."interest" = 'high' and "clients"."next_follow_up_date" is null;