CREATE TABLE "artist_accounts" (
	"user_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_accounts_user_id_artist_id_pk" PRIMARY KEY("user_id","artist_id")
);
--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "bio_el" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "bio_en" text;--> statement-breakpoint
ALTER TABLE "artist_accounts" ADD CONSTRAINT "artist_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_accounts" ADD CONSTRAINT "artist_accounts_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artist_accounts_artist_idx" ON "artist_accounts" USING btree ("artist_id");