CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(20, 4),
	"main_type" text,
	"sub_type" text,
	"status" text DEFAULT 'available' NOT NULL,
	"location" text NOT NULL,
	"purpose" text DEFAULT 'sale' NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"owner_phone" text DEFAULT '' NOT NULL,
	"bedrooms" integer,
	"bathrooms" integer,
	"land_size_sqft" numeric(20, 4),
	"land_size_acres" numeric(20, 4),
	"built_up_area" numeric(20, 4),
	"price_per_sqft" numeric(20, 4),
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_user_id_created_at_index" ON "properties" USING btree ("user_id","created_at" DESC NULLS LAST);