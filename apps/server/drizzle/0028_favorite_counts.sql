-- An event's saves as a read model of the favourites module (issue 35): lists, search and the event
-- page read each event's count in the rows' own query instead of a query after it.
CREATE VIEW "public"."favorite_counts" AS (select event_id, count(*)::integer as total from favorites group by event_id);
