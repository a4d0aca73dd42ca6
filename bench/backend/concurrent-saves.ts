/**
 * Saves at the same moment (issue 27 item 3): 1,000 profile and drop saves sent at once through
 * the gateway of the backend as `npm start` runs it (the services and the gateway as processes
 * of their own, on the embedded SQLite default, in a temporary folder). Prints the answers by
 * status (the target is no 5xx), the latency of the saves, and whether every save reads back.
 *
 *   pnpm --filter @drops/bench concurrent-saves
 *   BENCH_SAVES=1000 BENCH_SELLERS=10 BENCH_ROUNDS=3   what is sent (defaults shown)
 *   BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306/test  on MariaDB instead (a fresh database
 *                                                       beside that one, dropped at the end)
 *   BENCH_SHARED_SQLITE=1    the three services on one SQLite file, as before issue 27
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import {
  failedAnswers,
  sendSavesAtOnce,
  signUpSavingSeller,
  startLocalStack,
  unreadableSaves,
  type SaveAnswer,
} from '@drops/stack';
import { benchSettings } from '../settings';

const { saves, sellers, rounds } = benchSettings({ saves: 1_000, sellers: 10, rounds: 3 });

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

function report(round: number, answers: SaveAnswer[], wallMs: number): number {
  const byStatus = new Map<number, number>();
  for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
  const serverErrors = answers.filter((answer) => answer.status >= 500).length;
  const unanswered = answers.filter((answer) => answer.status === 0).length;
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const at = (share: number) => Math.round(percentile(times, share));
  console.log(
    `round ${round}: ${answers.length} saves in ${Math.round(wallMs)} ms ` +
      `(${Math.round((answers.length / wallMs) * 1000)}/s); 5xx: ${serverErrors}; ` +
      (unanswered > 0 ? `no answer (connection lost): ${unanswered}; ` : '') +
      `statuses ${[...byStatus].map(([status, count]) => `${status}×${count}`).join(' ')}`,
  );
  console.log(
    `  latency p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
  );
  if (serverErrors + unanswered > 0) console.log('  failed:', failedAnswers(answers));
  return serverErrors + unanswered;
}

async function main(): Promise<void> {
  const dataFolder = await mkdtemp(path.join(tmpdir(), 'bench-concurrent-saves-'));
  let database: TestDatabase | undefined;
  const mariadb = process.env.BENCH_DATABASE_URL;
  if (mariadb) database = await createTestDatabase(mariadb);
  const env: NodeJS.ProcessEnv = database
    ? { DATABASE_URL: database.url }
    : process.env.BENCH_SHARED_SQLITE
      ? { DATABASE_URL: `sqlite:${path.join(dataFolder, 'drops.sqlite')}` }
      : {};
  const layout = database
    ? 'MariaDB, one database'
    : env.DATABASE_URL
      ? 'SQLite, one file shared by the three services'
      : 'SQLite, each service its own file (the default)';
  const stack = await startLocalStack({ dataFolder, env });
  let failures = 0;
  try {
    console.log(`${layout}: ${saves} saves at once per round, ${sellers} sellers`);
    const savers = await Promise.all(
      Array.from({ length: sellers }, () => signUpSavingSeller(stack.apiUrl)),
    );
    // One save of each kind first: connections and caches warm, as on a running stack.
    await sendSavesAtOnce(stack.apiUrl, savers, savers.length * 3);
    for (let round = 1; round <= rounds; round++) {
      const started = performance.now();
      const answers = await sendSavesAtOnce(stack.apiUrl, savers, saves);
      failures += report(round, answers, performance.now() - started);
      const unreadable = await unreadableSaves(stack.apiUrl, answers);
      console.log(
        unreadable.length === 0
          ? '  every save reads back'
          : `  ${unreadable.length} saves do not read back: ${unreadable.slice(0, 5).join('; ')}`,
      );
    }
  } finally {
    await stack.stop();
    await database?.destroy();
    await rm(dataFolder, { recursive: true, force: true });
  }
  if (failures > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
