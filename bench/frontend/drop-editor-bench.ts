/**
 * Drop editor benchmark, against the whole product started on the e2e ports
 * (e2e/support/stack.ts; E2E_<NAME>_PORT moves them as for the e2e suite):
 * - cold loads of `/add-product/{id}` (a drop with five image visuals) until the form is
 *   editable (title filled, SAVE CHANGES enabled) with all five visuals shown (images decoded),
 *   median of BENCH_RUNS (10), each in a fresh browser context;
 * - a 10 MB image uploaded through the gateway as the editor sends it (multipart), then as the
 *   spec's base64 JSON body for comparison: throughput (MB/s) and the peak growth of the resident
 *   memory of the gateway and the catalog service during the upload (sampled every 10 ms from
 *   /proc; the processes are found by their listening ports).
 *
 *   pnpm --filter @drops/bench exec tsx frontend/drop-editor-bench.ts
 *
 * BENCH_SKIP_BUILD=1 reuses the dist/ folders; BENCH_RUNS sets the number of loads (10).
 */
import fs from 'node:fs';
import type { Browser } from '@playwright/test';
import {
  apiBaseUrl,
  callApi,
  measureOnStack,
  median,
  ms,
  pngUpload,
  range,
  runBenchmark,
  sellerContext,
  shellUrl,
  stackPorts,
  tinyPng,
} from './harness';
import { benchSettings } from '../settings';

const gatewayPort = stackPorts.gateway;
const catalogPort = stackPorts.catalogService;
const { runs } = benchSettings({ runs: 10 });
const mebibyte = 1024 * 1024;

interface Session {
  token: string;
  seller: { _id: string };
}

async function signedInSeller(): Promise<Session> {
  const tag = Date.now().toString(36);
  const upload = await callApi<{ key: string }>(
    'POST',
    '/s3/seller/profile-image-upload',
    pngUpload('a.png'),
  );
  const completed = await callApi<{ data: Session }>('POST', '/seller/register/complete', {
    accountType: 'flex',
    role: ['creator'],
    username: `bench_editor_${tag}`,
    email: `bench.editor.${tag}@drops.test`,
    password: 'long-password-123',
    profileImage: upload.key,
    country: 'GB',
    bio: 'Benchmark seller.',
  });
  const session = completed.data;
  // The dashboard's first-login dialog is not what this measures.
  await callApi('PUT', `/seller/${session.seller._id}`, { firstLogin: false }, session.token);
  return session;
}

async function dropWithFiveVisuals(session: Session): Promise<string> {
  const visuals = [];
  for (let slot = 0; slot < 5; slot += 1) {
    const upload = await callApi<{ key: string }>(
      'POST',
      `/s3/product-image-upload?slot=${slot}`,
      pngUpload(`v${slot}.png`),
      session.token,
    );
    visuals.push({ type: 'image', url: upload.key });
  }
  const created = await callApi<{ data: { _id: string } }>(
    'POST',
    '/seller/products',
    {
      name: 'Benchmark drop',
      description: 'Five visuals.',
      category: 'art',
      status: 'Draft',
      visuals,
    },
    session.token,
  );
  return created.data._id;
}

/** In the page: performance.now() once the form is editable with five decoded visuals. */
const editorReady = `(() => {
  const title = document.getElementById('drop-name');
  const submit = [...document.querySelectorAll('button')].find(
    (button) => button.textContent === 'SAVE CHANGES',
  );
  const images = [...document.querySelectorAll('#drop-visuals img')];
  const shown =
    images.length === 5 &&
    images.every(
      (image) => image.complete && image.naturalWidth > 0 && image.dataset.mediaState === 'ready',
    );
  return title && title.value !== '' && submit && !submit.disabled && shown
    ? performance.now()
    : null;
})()`;

/** One cold load: ms from navigation start to the editable form with five decoded visuals. */
async function loadEditor(browser: Browser, url: string, session: Session): Promise<number> {
  const context = await sellerContext(browser, JSON.stringify(session), {
    width: 1280,
    height: 800,
  });
  const page = await context.newPage();
  await page.goto(url);
  // Runs in the page (a string: this file is compiled without the DOM library).
  const ready = await page.waitForFunction(editorReady, undefined, {
    polling: 'raf',
    timeout: 30_000,
  });
  const elapsed = (await ready.jsonValue()) as number;
  await context.close();
  return elapsed;
}

/** The pid listening on a TCP port, from /proc (the stack starts each part as its own process). */
function pidListeningOn(listenPort: number): number {
  const hex = listenPort.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hex}`) && fields[3] === '0A' && fields[9]) inodes.add(fields[9]);
    }
  }
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      for (const fd of fs.readdirSync(`/proc/${entry}/fd`)) {
        const link = fs.readlinkSync(`/proc/${entry}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
        if (inode && inodes.has(inode)) return Number(entry);
      }
    } catch {
      // another user's process, or gone
    }
  }
  throw new Error(`nothing listens on ${listenPort}`);
}

function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes * 1024;
}

interface UploadFigures {
  seconds: number;
  megabytesPerSecond: number;
  gatewayGrowth: number;
  catalogGrowth: number;
}

/** One upload of `bytes` with both processes' resident memory sampled every 10 ms. */
async function measureUpload(
  send: () => Promise<Response>,
  bytes: number,
  pids: { gateway: number; catalog: number },
): Promise<UploadFigures> {
  const before = { gateway: residentBytes(pids.gateway), catalog: residentBytes(pids.catalog) };
  const peak = { ...before };
  const timer = setInterval(() => {
    peak.gateway = Math.max(peak.gateway, residentBytes(pids.gateway));
    peak.catalog = Math.max(peak.catalog, residentBytes(pids.catalog));
  }, 10);
  const started = performance.now();
  const response = await send();
  const text = await response.text();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  if (!response.ok) throw new Error(`upload: ${response.status} ${text}`);
  return {
    seconds,
    megabytesPerSecond: bytes / mebibyte / seconds,
    gatewayGrowth: peak.gateway - before.gateway,
    catalogGrowth: peak.catalog - before.catalog,
  };
}

const megabytes = (bytes: number) => `${(bytes / mebibyte).toFixed(1)} MB`;

async function main(): Promise<void> {
  await measureOnStack('drop-editor', async (browser) => {
    const session = await signedInSeller();
    const dropId = await dropWithFiveVisuals(session);
    const url = `${shellUrl}/add-product/${dropId}`;
    const loads: number[] = [];
    for (let run = 0; run < runs; run += 1) loads.push(await loadEditor(browser, url, session));
    console.log(`/add-product/{id}, ${runs} cold loads: editable form with five visuals shown`);
    console.log(`  ${range(loads)} (median, min–max)`);

    // A 10 MB image: PNG magic bytes, then filler (the server reads the type from the head).
    const image = Buffer.concat([tinyPng, Buffer.alloc(10 * mebibyte - tinyPng.length, 7)]);
    const pids = { gateway: pidListeningOn(gatewayPort), catalog: pidListeningOn(catalogPort) };
    const headers = { Authorization: `Bearer ${session.token}` };
    const uploadUrl = `${apiBaseUrl}/s3/product-image-upload?slot=1`;
    const multipart = () => {
      const form = new FormData();
      form.append('file', new Blob([image], { type: 'image/png' }), 'ten.png');
      return fetch(uploadUrl, { method: 'POST', headers, body: form });
    };
    const base64Body = JSON.stringify({
      fileName: 'ten.png',
      fileType: 'image/png',
      fileSize: image.length,
      fileData: image.toString('base64'),
    });
    const json = () =>
      fetch(uploadUrl, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: base64Body,
      });
    // One unmeasured round warms both paths (JIT, sockets, storage bucket).
    await (await multipart()).text();
    await (await json()).text();
    const figures: Record<string, UploadFigures[]> = { multipart: [], json: [] };
    for (let run = 0; run < 3; run += 1) {
      figures.multipart!.push(await measureUpload(multipart, image.length, pids));
      figures.json!.push(await measureUpload(json, image.length, pids));
    }
    console.log('10 MB image through the gateway, 3 runs each (median; peak memory growth: max)');
    for (const [kind, list] of Object.entries(figures)) {
      console.log(
        `  ${kind === 'multipart' ? 'multipart (the editor)' : 'base64 JSON (spec body)'}: ` +
          `${median(list.map((item) => item.megabytesPerSecond)).toFixed(1)} MB/s, ` +
          `${ms(median(list.map((item) => item.seconds * 1000)))}; ` +
          `gateway +${megabytes(Math.max(...list.map((item) => item.gatewayGrowth)))}, ` +
          `catalog +${megabytes(Math.max(...list.map((item) => item.catalogGrowth)))}`,
      );
    }

    return { loads, uploads: figures };
  });
}

runBenchmark(main);
