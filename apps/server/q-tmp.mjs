import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
const db = await PGlite.create(process.argv[2], { extensions: { pg_trgm, unaccent } });
const fs = await import('node:fs');
const sqls = fs.readFileSync(process.argv[3], 'utf8').split(/\n---\n/).map((s) => s.trim()).filter(Boolean);
for (const q of sqls) {
  const t = performance.now();
  const r = q.startsWith("--exec") ? (await db.exec(q))[0] ?? { rows: [] } : await db.query(q);
  const ms = (performance.now() - t).toFixed(1);
  console.log(`-- ${ms} ms: ${q.slice(0, 200)}`);
  if (q.toLowerCase().startsWith('explain') || q.toLowerCase().startsWith('select')) for (const row of r.rows.slice(0, 60)) console.log(Object.values(row).map(String).join(" | "));
}
await db.close();
