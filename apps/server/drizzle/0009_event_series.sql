CREATE TABLE "event_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text,
	"frequency" text NOT NULL,
	"position" integer,
	"start_date" date NOT NULL,
	"until_date" date,
	"count" integer,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time" text NOT NULL,
	"duration" real,
	"description" text,
	"telephone" text,
	"entry_price" integer,
	"ticket_url" text,
	"image" text,
	"image_width" integer,
	"image_height" integer,
	"thumbnail" text,
	"instagram_image" text,
	"location_id" uuid NOT NULL,
	"artist_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"owner_id" uuid,
	"published_from" text,
	"generated_through" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_series_one_end" CHECK ("event_series"."until_date" is null or "event_series"."count" is null)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_detached" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_series_location_idx" ON "event_series" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "event_series_published_idx" ON "event_series" USING btree ("published","until_date");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_series_date_idx" ON "events" USING btree ("series_id","series_date");