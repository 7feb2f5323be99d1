/**
 * Reading raw `db.execute(sql…)` results the same way on both drivers: node-postgres reports
 * `rowCount`, PGlite `affectedRows`; both carry `rows`.
 */

/** How many rows an insert, update or delete touched. */
export function affectedRows(result: unknown): number {
  const value = result as { rowCount?: number | null; affectedRows?: number };
  return Number(value.rowCount ?? value.affectedRows ?? 0);
}

/** The rows a raw query returned, as the caller's column shape. */
export function resultRows<Row = Record<string, unknown>>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
