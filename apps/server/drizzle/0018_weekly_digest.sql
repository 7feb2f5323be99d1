CREATE TABLE "digest_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"device_id" text,
	"week" text NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_sends_owner_check" CHECK (num_nonnulls("digest_sends"."user_id", "digest_sends"."device_id") = 1),
	CONSTRAINT "digest_sends_channel_check" CHECK ("digest_sends"."channel" in ('email', 'push'))
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "digest" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "digest_sends_user_week_idx" ON "digest_sends" USING btree ("user_id","week");--> statement-breakpoint
CREATE UNIQUE INDEX "digest_sends_device_week_idx" ON "digest_sends" USING btree ("device_id","week");--> statement-breakpoint
CREATE INDEX "digest_sends_created_idx" ON "digest_sends" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_digest_check" CHECK ("settings"."digest" in ('off', 'email', 'push') and ("settings"."digest" <> 'email' or "settings"."user_id" is not null));