import { createKnex } from '@drops/db';
import { createProductsRepository, type ProductListFilter } from './src/repositories/products';
async function main() {
  const db = createKnex('mysql://root@127.0.0.1:3306/scratch_admin_bench');
  db.on('query', (q: { sql: string; bindings: unknown[] }) => {
    if (process.env.SHOWSQL) console.log('   SQL', q.sql, JSON.stringify(q.bindings));
  });
  const repo = createProductsRepository(db);
  const cases: [string, ProductListFilter, number][] = [
    ['none p1', {}, 1],
    ['none p3', {}, 3],
    ['published', { status: 'published' }, 1],
    ['art', { category: { name: 'art' } }, 2],
    ['other', { category: 'other' }, 2],
    ['velvet p1', { search: 'velvet' }, 1],
    ['velvet p3', { search: 'velvet' }, 3],
    ['lamp published p2', { search: 'lamp', status: 'published' }, 2],
    ['velvet lamp', { search: 'velvet lamp' }, 1],
    ['amber other', { search: 'amber', category: 'other' }, 2],
    ['rare 123456', { search: '123456' }, 1],
    ['studio 42', { search: 'studio 42' }, 1],
    ['velvet p500', { search: 'velvet' }, 500],
    ['short go', { search: 'go' }, 1],
  ];
  for (let round = 0; round < 3; round++) {
    console.log('round', round);
    for (const [name, filter, page] of cases) {
      const started = process.hrtime.bigint();
      const result = await repo.list({ page, limit: 10, ...filter });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      console.log(
        `${name.padEnd(22)} ${ms.toFixed(1).padStart(8)} ms total=${result.total} first=${result.items[0]?.name} seller=${result.items[0]?.seller?.username}`,
      );
    }
  }
  await db.destroy();
}
main();
