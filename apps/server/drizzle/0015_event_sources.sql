CREATE TABLE "event_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"location_id" uuid,
	"county" "county",
	"artist_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trusted" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"interval_minutes" integer DEFAULT 360 NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_run_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_counts" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_events" (
	"source_id" uuid NOT NULL,
	"upstream_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"canceled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "source_events_source_id_upstream_id_pk" PRIMARY KEY("source_id","upstream_id")
);
--> statement-breakpoint
ALTER TABLE "event_sources" ADD CONSTRAINT "event_sources_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_events" ADD CONSTRAINT "source_events_source_id_event_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."event_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_events" ADD CONSTRAINT "source_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_sources_due_idx" ON "event_sources" USING btree ("next_run_at") WHERE not "event_sources"."paused";--> statement-breakpoint
CREATE INDEX "source_events_event_idx" ON "source_events" USING btree ("event_id");