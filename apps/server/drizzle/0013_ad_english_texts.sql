ALTER TABLE "ads" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "subtitle_en" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "cta_text_en" text;