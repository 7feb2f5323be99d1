import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const rss = (label) => console.log(label, Math.round(process.memoryUsage().rss / 1048576), 'MB');
const db = await PGlite.create(process.argv[2], {
  postgresqlconf: ['shared_buffers=8MB', ...process.argv.slice(4)],
  extensions: { pg_trgm, unaccent },
});
rss('opened');
for (const step of process.argv[3].split(';')) {
  const t = Date.now();
  await db.exec(step);
  rss(`${step} (${Date.now() - t} ms)`);
}
await db.close();
