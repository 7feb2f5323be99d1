ALTER TABLE "events" ADD COLUMN "canceled_by" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "gender" text;