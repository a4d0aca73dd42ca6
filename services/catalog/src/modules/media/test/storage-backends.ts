import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { StorageConfig } from '../storage';

/**
 * The two storage backends the same test cases run against: local disk in a temporary folder,
 * and S3 through a real S3-protocol server (s3rver) on a random port with its own folder.
 */
export interface StorageBackend {
  name: 'local' | 's3';
  config: StorageConfig;
  /** The folder the backend writes to: lets tests watch bytes land while a request streams. */
  directory: string;
  /** Every stored key (the real objects, not temporary or bookkeeping files). */
  listKeys(): Promise<string[]>;
  /** Makes the backend fail: stops s3rver, or puts a plain file where the folder was. */
  breakDown(): Promise<void>;
  cleanup(): Promise<void>;
}

export type BackendName = StorageBackend['name'];

/** A free TCP port, for a service whose own links must name its address before it listens. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function walk(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...(await walk(full)));
    else files.push(full);
  }
  return files;
}

/** Bytes of all files under a folder. */
export async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const file of await walk(folder)) {
    total += await stat(file).then(
      (info) => info.size,
      () => 0,
    );
  }
  return total;
}

async function localBackend(servicePort: number): Promise<StorageBackend> {
  const directory = await mkdtemp(path.join(tmpdir(), 'drops-storage-local-'));
  return {
    name: 'local',
    directory,
    config: {
      kind: 'local',
      directory,
      signingSecret: 'storage-test-signing-secret',
      publicBaseUrl: `http://127.0.0.1:${servicePort}/s3/files`,
    },
    listKeys: async () =>
      (await walk(directory))
        .map((file) => path.relative(directory, file).split(path.sep).join('/'))
        .filter((key) => !key.startsWith('.')),
    breakDown: async () => {
      await rm(directory, { recursive: true, force: true });
      await writeFile(directory, 'not a folder');
    },
    cleanup: () => rm(directory, { recursive: true, force: true }),
  };
}

export const s3TestBucket = 'drops-test-bucket';

async function s3Backend(): Promise<StorageBackend> {
  const directory = await mkdtemp(path.join(tmpdir(), 'drops-storage-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: StorageConfig = {
    kind: 's3',
    bucket: s3TestBucket,
    endpoint,
    publicEndpoint: endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: s3TestBucket }));
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    client.destroy();
    await server.close();
  };
  return {
    name: 's3',
    directory,
    config,
    listKeys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3TestBucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    breakDown: stop,
    cleanup: async () => {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** `servicePort`: where the service under test will listen (local links point at it). */
export function startBackend(name: BackendName, servicePort: number): Promise<StorageBackend> {
  return name === 'local' ? localBackend(servicePort) : s3Backend();
}

export const backendNames: BackendName[] = ['local', 's3'];
