import { createKnex } from '@drops/db';
import { createProductsRepository } from './src/repositories/products';
async function main() {
  const db = createKnex('mysql://root@127.0.0.1:3306/scratch_admin_bench');
  const starts = new Map<string, bigint>();
  let log = false;
  db.on('query', (q: { __knexQueryUid: string }) =>
    starts.set(q.__knexQueryUid, process.hrtime.bigint()),
  );
  db.on('query-response', (_r: unknown, q: { __knexQueryUid: string; sql: string }) => {
    if (log)
      console.log(
        `   ${(Number(process.hrtime.bigint() - starts.get(q.__knexQueryUid)!) / 1e6).toFixed(1)}ms ${q.sql.slice(0, 150)}`,
      );
  });
  const repo = createProductsRepository(db);
  for (let i = 0; i < 3; i++) {
    log = i === 2;
    for (const search of ['velvet', 'lamp']) {
      const t = process.hrtime.bigint();
      await repo.list({ page: 2, limit: 10, search });
      if (log) console.log(search, Number(process.hrtime.bigint() - t) / 1e6);
    }
  }
  await db.destroy();
}
main();
