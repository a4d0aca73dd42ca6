/**
 * A 100 MB video upload (issue 18): what the gateway and the catalog spend on it, through the
 * multipart route (the bytes pass through both) and as a direct upload (declare, send the bytes
 * to the S3-protocol server, complete). CPU time from /proc, memory as the growth of each
 * process's resident set (VmRSS, sampled every 20 ms) over its size before the upload.
 *
 *   pnpm --filter @drops/bench direct-upload   (BENCH_DATABASE_URL, BENCH_ROUNDS, default 3)
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { CompleteUploadResponse, DirectUploadResponse } from '@drops/contracts';
import { createKnex, newId } from '@drops/db';
import { migrateAllServices } from '@drops/stack';
import { median } from '../frontend/harness';
import { benchToken, cpuMs, runWithProcesses, startGateway, startPart, waitFor } from './processes';
import { benchSettings } from '../settings';

const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/drops_bench_uploads';
const { rounds } = benchSettings({ rounds: 3 });
const ports = { catalog: 19302, gateway: 19380, storage: 19398 };
const bucket = 'drops-bench-uploads';
const mebibyte = 1024 * 1024;
const local = (port: number) => `http://127.0.0.1:${port}`;
const api = `${local(ports.gateway)}/api/v1`;

/** Resident set size of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
}

interface Usage {
  cpuMs: number;
  rssGrowthMb: number;
}

/** Runs `work`, reading each process's CPU time and largest resident set meanwhile. */
async function watch(pids: Record<string, number>, work: () => Promise<void>) {
  const before = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, { cpu: cpuMs(pid), rss: rssMb(pid) }]),
  );
  const peak = Object.fromEntries(Object.keys(pids).map((name) => [name, 0]));
  const sampler = setInterval(() => {
    for (const [name, pid] of Object.entries(pids)) peak[name] = Math.max(peak[name]!, rssMb(pid));
  }, 20);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const usage: Record<string, Usage> = {};
  for (const [name, pid] of Object.entries(pids)) {
    peak[name] = Math.max(peak[name]!, rssMb(pid));
    usage[name] = {
      cpuMs: cpuMs(pid) - before[name]!.cpu,
      rssGrowthMb: Math.max(0, peak[name]! - before[name]!.rss),
    };
  }
  return { seconds, usage };
}

async function call<T>(pathname: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api}${pathname}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function multipartUpload(video: Blob, token: string): Promise<void> {
  const form = new FormData();
  form.append('file', video, 'clip.mp4');
  const response = await fetch(`${api}/s3/product-image-upload?slot=0`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`multipart: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

async function directUpload(video: Blob, token: string): Promise<void> {
  const { data: target } = await call<DirectUploadResponse>('/s3/uploads', token, {
    purpose: 'product',
    fileName: 'clip.mp4',
    fileType: 'video/mp4',
    fileSize: video.size,
    slot: 0,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', video, 'clip.mp4');
  const sent = await fetch(target.url, { method: target.method, body: form });
  if (!sent.ok) throw new Error(`storage: ${sent.status} ${await sent.text()}`);
  await call<CompleteUploadResponse>(`/s3/uploads/${target.uploadId}/complete`, token);
}

async function main(): Promise<void> {
  const server = new URL(databaseUrl);
  const name = server.pathname.replace(/^\//, '');
  server.pathname = '/';
  const admin = createKnex(server.toString(), { poolMax: 1 });
  await admin.raw(`drop database if exists \`${name}\``);
  await admin.raw(`create database \`${name}\` character set utf8mb4 collate utf8mb4_unicode_ci`);
  await admin.destroy();
  const db = createKnex(databaseUrl);
  await migrateAllServices(db);
  const sellerId = newId();
  await db('catalog_seller_accounts').insert({
    seller_id: sellerId,
    username: `bench_${sellerId.slice(-8)}`,
    account_type: 'sell',
    is_approved: true,
    is_active: true,
    updated_at: Date.now(),
  });
  await db.destroy();

  const directory = await mkdtemp(path.join(tmpdir(), 'drops-bench-s3-'));
  const storage = new S3rver({
    port: ports.storage,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await storage.run();
  const catalogPid = startPart('catalog', {
    port: ports.catalog,
    env: {
      DATABASE_URL: databaseUrl,
      S3_BUCKET: bucket,
      S3_ENDPOINT: local(ports.storage),
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  });
  const catalog = local(ports.catalog);
  const gatewayPid = startGateway(ports.gateway, { seller: catalog, catalog, admin: catalog });
  await waitFor(`${catalog}/health`);
  await waitFor(`${local(ports.gateway)}/health`);
  const token = benchToken('seller', sellerId);

  // A 100 MB MP4: an `ftyp` box the server recognises, then filler.
  const bytes = Buffer.alloc(100 * mebibyte, 1);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom\0\0\x02\0isomiso2', 4, 'latin1');
  const video = new Blob([bytes], { type: 'video/mp4' });

  const pids = { gateway: gatewayPid, catalog: catalogPid };
  const paths = { multipart: multipartUpload, direct: directUpload };
  await directUpload(new Blob([bytes.subarray(0, mebibyte)], { type: 'video/mp4' }), token); // warm up
  const results: Record<string, Awaited<ReturnType<typeof watch>>[]> = {
    multipart: [],
    direct: [],
  };
  for (let round = 1; round <= rounds; round++) {
    for (const [pathName, upload] of Object.entries(paths)) {
      results[pathName]!.push(await watch(pids, () => upload(video, token)));
    }
    console.log(`[bench] round ${round} of ${rounds} done`);
  }

  console.log(`\n100 MB video upload, median of ${rounds} rounds (s3rver storage)\n`);
  console.log(
    '| path | seconds | gateway CPU ms | gateway RSS growth MB | catalog CPU ms | catalog RSS growth MB |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const [pathName, runs] of Object.entries(results)) {
    const of = (pick: (run: (typeof runs)[number]) => number) => median(runs.map(pick)).toFixed(0);
    console.log(
      `| ${pathName} | ${median(runs.map((run) => run.seconds)).toFixed(2)} | ${of((run) => run.usage.gateway!.cpuMs)} | ${of((run) => run.usage.gateway!.rssGrowthMb)} | ${of((run) => run.usage.catalog!.cpuMs)} | ${of((run) => run.usage.catalog!.rssGrowthMb)} |`,
    );
  }
  await storage.close();
  await rm(directory, { recursive: true, force: true });
}

runWithProcesses(main);
