-- A source is marked while it is read (until the read's time limit): "read now" waits for a read
-- under way instead of reading the source a second time at once.
ALTER TABLE "event_sources" ADD COLUMN "reading_until" timestamp with time zone;
