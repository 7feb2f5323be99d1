-- Venue and artist names are matched in the process now (modules/search/name-book.ts, issue 35):
-- no query reads these trigram indexes, and every venue or artist write kept them up to date.
DROP INDEX "artists_search_key_idx";--> statement-breakpoint
DROP INDEX "locations_search_key_idx";--> statement-breakpoint
DROP INDEX "locations_name_key_idx";
