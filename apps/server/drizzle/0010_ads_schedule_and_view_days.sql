CREATE TABLE "event_view_counts" (
	"event_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_view_counts_event_id_day_pk" PRIMARY KEY("event_id","day")
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "event_view_counts" ADD CONSTRAINT "event_view_counts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_events_ad_time_idx" ON "ad_events" USING btree ("ad_id","created_at");