-- Search at 100,000 events (issue 35): two planner estimates that were far off.
--
-- How many descriptions hold a word. The planner estimates `search_key LIKE '%lira%'` from a
-- sample of keys; with the default sample, a word in 5.8 % of 100,000 descriptions was counted in
-- 0.2 %, so a search for a common word read every match through the trigram index and sorted them
-- all, instead of walking the date index and stopping at the page's end. A sample ten times larger
-- gives the right order of magnitude (it takes effect at the next ANALYZE: PostgreSQL's autovacuum,
-- or tidyEmbeddedDatabase on the embedded database).
ALTER TABLE "events" ALTER COLUMN "search_key" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "title_key" SET STATISTICS 1000;--> statement-breakpoint
-- What a near-miss comparison (`<%`) costs. pg_trgm prices it as a plain comparison, so the planner
-- compared a word with every venue's key (2,000 at 100,000 events: 37 ms on the embedded database)
-- rather than ask the trigram index (0.5 ms). Priced as the work it is, the index is taken. Only
-- the extension's owner may change it: elsewhere the migration leaves the price as it is.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm belongs to another role: the near-miss comparison keeps its price';
END
$$;
