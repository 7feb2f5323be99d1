ALTER TABLE "devices" ADD COLUMN "counted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "devices_counted_idx" ON "devices" USING btree ("counted_at");