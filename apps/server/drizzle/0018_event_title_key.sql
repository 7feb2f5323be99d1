-- Search ranks a title holding a word above a description that does (issue 35): the title's key is kept
-- beside the whole text's, with its own trigram index, instead of keying every title at each search.
ALTER TABLE "events" ADD COLUMN "title_key" text GENERATED ALWAYS AS (glentia_search_key(coalesce(title, ''))) STORED;--> statement-breakpoint
CREATE INDEX "events_title_key_idx" ON "events" USING gin ("title_key" gin_trgm_ops);