-- Search lists venues whose name holds the words first (issue 35): the name's key is kept beside the
-- whole key (name, village or town, county), with its own trigram index, instead of keying each
-- matching venue's name at every search.
ALTER TABLE "locations" ADD COLUMN "name_key" text GENERATED ALWAYS AS (glentia_search_key(name)) STORED;--> statement-breakpoint
CREATE INDEX "locations_name_key_idx" ON "locations" USING gin ("name_key" gin_trgm_ops);