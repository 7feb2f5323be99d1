ALTER TABLE "events" ADD COLUMN "entry_price" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ticket_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_entry_price_range" CHECK ("events"."entry_price" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_ticket_url_https" CHECK ("events"."ticket_url" like 'https://%');