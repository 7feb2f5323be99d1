-- Search (SPEC §5): accents, case and Greeklish are folded into one "search key" per text, kept in
-- generated columns with trigram indexes. glentia_search_key mirrors searchKey() of packages/core
-- (rules/search.ts) step by step; test/routes/search.test.ts checks they agree.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION glentia_search_key(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  t text;
BEGIN
  -- normalizeSearch: lowercase, no accents or diaeresis, final sigma as σ (Greek capitals by
  -- translate, so the result does not depend on the database's locale).
  t := btrim(coalesce(input, ''));
  t := translate(t, 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏΪΫ', 'αβγδεζηθικλμνξοπρστυφχψωαεηιουωιυ');
  t := lower(public.unaccent('public.unaccent'::regdictionary, t));
  t := translate(t, 'άέήίόύώϊϋΐΰς', 'αεηιουωιυιυσ');
  -- transliterateGreek: digraphs, then letters.
  t := replace(t, 'ου', 'ou');
  t := replace(t, 'αυ', 'av');
  t := replace(t, 'ευ', 'ev');
  t := replace(t, 'μπ', 'mp');
  t := replace(t, 'ντ', 'nt');
  t := replace(t, 'γκ', 'gk');
  t := replace(t, 'γγ', 'gg');
  t := replace(t, 'θ', 'th');
  t := replace(t, 'ξ', 'ks');
  t := replace(t, 'χ', 'ch');
  t := replace(t, 'ψ', 'ps');
  t := translate(t, 'αβγδεζηικλμνοπρστυφω', 'avgdeziiklmnoprstyfo');
  -- SOUND_RULES, in order.
  t := replace(t, 'th', '8');
  t := replace(t, 'ph', 'f');
  t := regexp_replace(t, '(ch|kh|h)', 'x', 'g');
  t := replace(t, 'ks', 'x');
  t := replace(t, 'mp', 'b');
  t := replace(t, 'nt', 'd');
  t := regexp_replace(t, '(gk|gg)', 'g', 'g');
  t := replace(t, 'ou', 'u');
  t := replace(t, 'ai', 'e');
  t := regexp_replace(t, '(ei|oi|yi)', 'i', 'g');
  t := regexp_replace(t, '[yu]', 'i', 'g');
  t := replace(t, 'w', 'o');
  t := replace(t, 'b', 'v');
  t := regexp_replace(t, '[cq]', 'k', 'g');
  t := regexp_replace(t, '(.)\1+', '\1', 'g');
  RETURN t;
END
$$;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "search_key" text GENERATED ALWAYS AS (glentia_search_key(name)) STORED;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "canceled_by" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_key" text GENERATED ALWAYS AS (glentia_search_key(coalesce(title, '') || ' ' || coalesce(description, ''))) STORED;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "search_key" text GENERATED ALWAYS AS (glentia_search_key(name || ' ' || coalesce(meta ->> 'formatted_address', '') || ' ' || case county when 'HERAKLION' then 'Ηράκλειο' when 'CHANIA' then 'Χανιά' when 'LASITHI' then 'Λασίθι' when 'RETHYMNO' then 'Ρέθυμνο' else '' end)) STORED;--> statement-breakpoint
CREATE INDEX "artists_search_key_idx" ON "artists" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_search_key_idx" ON "events" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_search_key_idx" ON "locations" USING gin ("search_key" gin_trgm_ops);