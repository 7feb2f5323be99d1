-- The map's venues with their counts (issue 35): a range's published events counted per venue.
-- Read from the table, two months at 100,000 events were 14,000 pages of wide rows (descriptions,
-- search keys) for 60,000 dates and venue ids: 200 ms on the embedded database. From this index
-- alone (an index-only scan, the table vacuumed) the count is 40 ms.
CREATE INDEX "events_places_idx" ON "events" USING btree ("date","location_id") WHERE "events"."published";