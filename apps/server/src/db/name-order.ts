/**
 * Names in Greek alphabetical order, from the database, the same on PostgreSQL and the embedded
 * database whatever their locale: Greek before Latin, then lower case, accents, diaeresis and the
 * final sigma folded, so «Άλσος» sorts with «Αλ…» and not before every «Α». A page of artists or
 * venues is read in this order from an index on it (`artists_name_order_idx`,
 * `locations_name_order_idx`), so paging by name costs the page, not the table.
 */
import { GREEK_LETTER_FOLDS } from '@glentia/core';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// `lower` folds Latin letters everywhere but Greek ones only under a Greek-aware locale: both
// cases of every Greek letter are mapped, letter for letter, by core's lists (the web app orders
// names by the same ones).
const { from: FROM, to: TO } = GREEK_LETTER_FOLDS;

/**
 * The order keys of a name column: Greek names before Latin ones (as Greek alphabetical order puts
 * them), then the folded name. The letter lists are written into the SQL, not sent as parameters:
 * the index is on these very expressions, and the planner matches them by their text.
 */
export function nameOrder(column: AnyPgColumn): [SQL, SQL] {
  return [
    sql`(${column} ~ '^[A-Za-z]')`,
    sql`translate(lower(${column}), '${sql.raw(FROM)}', '${sql.raw(TO)}')`,
  ];
}
