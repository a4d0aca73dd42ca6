import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3ReleaseStorage } from '../storage/s3-release-storage';
import type { ReleaseStorageConfig } from '../storage/release-storage';
import { publishBuild } from './build-fixture';
import { call, startRegistry, stopRegistry, type Registry } from './registry-harness';

/** The bucket as production keeps the builds, through a real S3-protocol server (s3rver). */
let server: S3rver;
let folder: string;
let config: Extract<ReleaseStorageConfig, { kind: 's3' }>;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'releases-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: 'drops-test' }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  config = {
    kind: 's3',
    bucket: 'drops-test',
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    publicBaseUrl: `${endpoint}/drops-test`,
  };
});

afterAll(async () => {
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('builds kept in S3', () => {
  it('are written once with their type and the immutable Cache-Control, never overwritten', async () => {
    const storage = createS3ReleaseStorage(config);
    const key = 'remotes/mfeProfile/abcdefabcdef/remoteEntry.js';
    expect(await storage.putOnce(key, Buffer.from('entry'))).toBe('stored');
    expect(await storage.putOnce(key, Buffer.from('entry'))).toBe('same');
    expect(await storage.putOnce(key, Buffer.from('other'))).toBe('different');
    const served = await fetch(storage.publicUrlOf(key));
    expect(await served.text()).toBe('entry');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toBe('text/javascript; charset=utf-8');

    await storage.putOnce('remotes/mfeProfile/abcdefabcdef/a/b.js', Buffer.from('b'));
    expect(await storage.removePrefix('remotes/mfeProfile/abcdefabcdef/')).toBe(2);
    expect((await fetch(storage.publicUrlOf(key))).status).toBe(404);
    expect(await storage.removePrefix('remotes/mfeProfile/abcdefabcdef/')).toBe(0);
  });

  it('are published and registered through the registry, read back from the bucket', async () => {
    const registry: Registry = await startRegistry({
      storage: config,
      fetchOrigins: [new URL(config.publicBaseUrl).origin],
    });
    try {
      const { version, manifestUrl, answer } = await publishBuild(
        registry.baseUrl,
        'mfeProfile',
        registry.adminToken,
        { readFrom: config.publicBaseUrl },
      );
      expect(answer.status).toBe(201);
      expect(manifestUrl).toBe(
        `${config.publicBaseUrl}/remotes/mfeProfile/${version}/mf-manifest.json`,
      );
      const channels = await call(`${registry.baseUrl}/remotes`);
      expect(channels.body.data).toEqual({ mfeProfile: { stable: { version, manifestUrl } } });
    } finally {
      await stopRegistry(registry);
    }
  });
});
