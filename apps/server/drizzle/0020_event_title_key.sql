-- Search ranks a title holding a word above a description that does (issue 35): the title's key is kept
-- beside the whole text's, with its own trigram index, instead of keying every title at each search.
-- glentia_search_key gives the same keys as before (core's searchKey, test/routes/search.test.ts),
-- but collapses repeated letters in one pass instead of with a back reference.
CREATE OR REPLACE FUNCTION glentia_search_key(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  t text;
  deduped text := '';
  previous text;
  letter text;
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
  -- A letter written twice or more in a row once, as the pattern (.)\1+ would, but in one pass:
  -- PostgreSQL's regular expressions take a slow path for back references (some 25 ms a
  -- description on PGlite, most of the time of writing an event).
  FOREACH letter IN ARRAY string_to_array(t, NULL) LOOP
    IF letter IS DISTINCT FROM previous THEN
      deduped := deduped || letter;
      previous := letter;
    END IF;
  END LOOP;
  RETURN deduped;
END
$$;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "title_key" text GENERATED ALWAYS AS (glentia_search_key(coalesce(title, ''))) STORED;--> statement-breakpoint
CREATE INDEX "events_title_key_idx" ON "events" USING gin ("title_key" gin_trgm_ops);