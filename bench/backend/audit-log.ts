/**
 * The administrators' audit log at scale (issue 16): N entries (default 1,000,000) written
 * straight into `admin_audit_log`, then through the admin service's real routes (over HTTP):
 * p50/p99 of the Activity page's first page and of filtered pages, and the CSV export of every
 * entry, its rows per second and the process's peak RSS growth on the way. MySQL at
 * TEST_DATABASE_URL.
 *
 *     pnpm --filter @drops/bench exec tsx backend/audit-log.ts [entries]
 */
import { hashPassword } from '@drops/auth';
import { newId, toJson } from '@drops/db';
import { benchDatabase, startBenchServices } from './in-process';
import { readCsvDownload } from './processes';
import { seedAuditLog } from './seed-audit-log';
import { benchSettings } from '../settings';

const entries = Number(process.argv[2] ?? 1_000_000);
const { samples } = benchSettings({ samples: 200 });

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

async function main(): Promise<void> {
  const database = await benchDatabase(['admin']);
  const knex = database.knex;
  const adminId = newId();
  await knex('admin_users').insert({
    id: adminId,
    username: 'bench',
    email: 'bench@drops.test',
    password_hash: await hashPassword('bench-password-123'),
    permissions: toJson({ admin: true }),
    created_at: Date.now(),
    updated_at: Date.now(),
  });
  const { actors, targets, start } = await seedAuditLog(knex, entries, (line) => console.log(line));

  // The seller service and the catalog are not started: nothing here asks them.
  const stack = await startBenchServices({ services: ['admin'], database });
  const app = stack.services.admin;
  const base = stack.serviceUrls.admin;
  const headers = { authorization: `Bearer ${app.signToken('admin', adminId)}` };

  const measure = async (label: string, path: string) => {
    // The first request of a filter counts its total (then kept 30 s, refreshed behind): timed
    // apart, and left out of the percentiles.
    const coldStarted = performance.now();
    await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
    const cold = performance.now() - coldStarted;
    const times: number[] = [];
    for (let index = 0; index < samples; index += 1) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(32)} first ${cold.toFixed(0)} ms, then p50 ${percentile(times, 0.5).toFixed(1)} ms  p99 ${percentile(times, 0.99).toFixed(1)} ms`,
    );
  };
  // The process's first request pays for loading and connecting: a cheap one goes first.
  await (await fetch(`${base}/admin/audit-log?targetId=warm-up`, { headers })).arrayBuffer();
  // What the first page's total cost before the kept total (migration 003), on this load.
  const countStarted = performance.now();
  await knex('admin_audit_log').count({ count: '*' }).first();
  const countMs = performance.now() - countStarted;
  const keptStarted = performance.now();
  await knex('admin_audit_log_total').first('entries');
  console.log(
    `total: COUNT(*) ${countMs.toFixed(0)} ms, kept total ${(performance.now() - keptStarted).toFixed(1)} ms`,
  );
  await measure('first page', '/admin/audit-log');
  await measure('page 50', '/admin/audit-log?page=50');
  await measure('filtered: action', '/admin/audit-log?action=product_pause');
  await measure('filtered: actor', `/admin/audit-log?actor=${actors[1]}`);
  await measure('filtered: target id', `/admin/audit-log?targetId=${targets[7]}`);
  await measure(
    'filtered: action + one day',
    `/admin/audit-log?action=seller_reject&from=${new Date(start + entries * 500).toISOString().slice(0, 10)}&to=${new Date(start + entries * 500).toISOString().slice(0, 10)}`,
  );

  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const exportStarted = performance.now();
  const { bytes, rows } = await readCsvDownload(
    await fetch(`${base}/admin/audit-log/export.csv`, { headers }),
  );
  clearInterval(sampler);
  const seconds = (performance.now() - exportStarted) / 1000;
  console.log(
    `export.csv: ${rows} rows, ${(bytes / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds)} rows/s; ` +
      `peak RSS growth ${((peak - rssBefore) / 2 ** 20).toFixed(0)} MiB (service and reader in one process)`,
  );
  await stack.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
