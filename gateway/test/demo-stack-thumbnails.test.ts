import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  thumbnailSourceOf,
  type ProductListResponse,
  type SellerLoginResponse,
  type SignedUrlsResponse,
} from '@drops/contracts';
import { createStorage } from '@drops/catalog-service/storage';
import {
  healthUrlOf,
  portVariables,
  prepareDemoDatabases,
  startBackend,
  stopProcess,
  waitForHealthy,
  type BackendPart,
} from '@drops/stack';
import { freePort } from '../testing/stack';

/**
 * Issue 27 item 6: the demo data as `npm start` leaves it. The same pieces as
 * scripts/start-all.ts, from @drops/stack: the embedded SQLite file and local disk (its
 * defaults, in a folder of this test's own), `prepareDemoDatabases` (migrations and seeds), then
 * the three services and the gateway from their own start scripts, on free ports. The demo
 * sellers sign in with the README's passwords; the dashboard's calls must find every drop's
 * picture with its thumbnails made, never only the original.
 */

jest.setTimeout(240_000);

const parts: BackendPart[] = ['seller', 'catalog', 'admin', 'gateway'];
const demoSellers = ['seller@drops.local', 'flex@drops.local'];
const demoPassword = 'demo-password-123';

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));
}

describe('the demo data npm start seeds', () => {
  let folder: string;
  let env: NodeJS.ProcessEnv;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'demo-stack-'));
    const ports = Object.fromEntries(
      await Promise.all(parts.map(async (part) => [part, await freePort()] as const)),
    ) as Record<BackendPart, number>;
    const serviceUrl = (part: BackendPart) => `http://127.0.0.1:${ports[part]}`;
    env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'warn',
      DATABASE_URL: `sqlite:${path.join(folder, 'drops.sqlite')}`,
      STORAGE_DIR: path.join(folder, 'uploads'),
      SELLER_SERVICE_URL: serviceUrl('seller'),
      CATALOG_SERVICE_URL: serviceUrl('catalog'),
      ADMIN_SERVICE_URL: serviceUrl('admin'),
      ...Object.fromEntries(parts.map((part) => [portVariables[part], String(ports[part])])),
    };
    await prepareDemoDatabases(env, {
      storage: createStorage({
        kind: 'local',
        directory: path.join(folder, 'uploads'),
        signingSecret: 'unused-by-the-seed',
        publicBaseUrl: `${serviceUrl('gateway')}/api/v1/s3/files`,
      }),
    });
  });

  afterAll(async () => {
    await Promise.all(children.map((child) => stopProcess(child)));
    await rm(folder, { recursive: true, force: true });
  });

  it('stores every demo picture with its thumbnails before the services start', async () => {
    const stored = await filesUnder(path.join(folder, 'uploads', 'products'));
    const originals = stored.filter((file) => thumbnailSourceOf(file) === null);
    expect(originals).toHaveLength(6);
    for (const original of originals) {
      expect(stored).toEqual(
        expect.arrayContaining([`${original}.w96.avif`, `${original}.w96.webp`]),
      );
    }
  });

  it('answers each seller’s dashboard with thumbnails for every drop, and they load', async () => {
    for (const part of parts) {
      const child = startBackend(part, {
        env,
        onLine: (line, stream) => {
          if (stream === 'stderr') process.stderr.write(`[${part}] ${line}\n`);
        },
      });
      children.push(child);
    }
    for (const part of parts)
      await waitForHealthy(healthUrlOf(part, env), { timeoutMs: 120_000, label: part });
    const baseUrl = `http://127.0.0.1:${env.GATEWAY_PORT}/api/v1`;
    const call = async <T>(method: string, route: string, token?: string, body?: unknown) => {
      const response = await fetch(`${baseUrl}${route}`, {
        method,
        headers: {
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as T;
    };
    for (const email of demoSellers) {
      const { token, seller } = (
        await call<SellerLoginResponse>('POST', '/seller/login', undefined, {
          email,
          password: demoPassword,
        })
      ).data;
      const drops = (
        await call<ProductListResponse>(
          'GET',
          `/seller/products?sellerId=${seller._id}&status=All&limit=100`,
          token,
        )
      ).data;
      expect(drops.length).toBeGreaterThan(0);
      // What the dashboard's rows show: each drop's first visual (dropThumbnailImage).
      const keys = drops.map((drop) => drop.visuals[0]?.url ?? drop.mainImage);
      const answers = (await call<SignedUrlsResponse>('POST', '/s3/signed-urls', token, { keys }))
        .data;
      for (const answer of answers) {
        expect(answer).toMatchObject({
          key: expect.stringMatching(/^products\/demo\//),
          status: 200,
        });
        // With thumbnails the dashboard shows a <picture> of them and never asks for the original.
        expect(answer.thumbnails?.map((thumbnail) => thumbnail.width)).toEqual([96]);
        for (const thumbnail of answer.thumbnails ?? []) {
          for (const [format, link] of [
            ['avif', thumbnail.avif],
            ['webp', thumbnail.webp],
          ]) {
            expect(new URL(link!).pathname).toContain(`${answer.key}.w96.${format}`);
            const response = await fetch(link!);
            expect([response.status, response.headers.get('content-type')]).toEqual([
              200,
              `image/${format}`,
            ]);
          }
        }
      }
    }
  });
});
