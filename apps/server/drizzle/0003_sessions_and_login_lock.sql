ALTER TABLE "login_failures" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "auth_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_email_address_idx" ON "login_failures" USING btree ("email_key","address","failed_at");--> statement-breakpoint
-- Sessions started before this column existed: their real sign-in time is unknown, so none counts as recent.
UPDATE "refresh_tokens" SET "auth_at" = "created_at";
