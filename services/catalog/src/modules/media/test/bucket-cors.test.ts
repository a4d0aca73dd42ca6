import {
  GetBucketCorsCommand,
  PutBucketCorsCommand,
  S3Client,
  type CORSRule,
} from '@aws-sdk/client-s3';
import { defaultFrontendOrigins } from '@drops/service-kit';
import { readBucketPreparation } from '../../../config';
import { applyBucketCors, frontendsCorsRule } from '../storage/bucket-cors';
import type { StorageConfig } from '../storage';
import { prepareBucketOnStart } from '../storage/prepare-bucket';
import { s3TestBucket, startBackend, type StorageBackend } from './storage-backends';

/**
 * Issue 18: the catalog sets the bucket's CORS rule for the frontends' origins, so their pages
 * may post direct uploads to a real bucket; here on the S3-protocol server the tests use
 * (s3rver, which keeps and enforces a bucket's CORS configuration as S3 does).
 */

type S3Config = Extract<StorageConfig, { kind: 's3' }>;
const editor = 'https://drops.example';
const cdnRule: CORSRule = {
  ID: 'cdn',
  AllowedOrigins: ['https://cdn.example'],
  AllowedMethods: ['GET'],
  AllowedHeaders: ['*'],
  MaxAgeSeconds: 60,
};

let backend: StorageBackend;
let config: S3Config;
let client: S3Client;

beforeEach(async () => {
  backend = await startBackend('s3', 0);
  config = backend.config as S3Config;
  client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
});

afterEach(async () => {
  client.destroy();
  await backend.cleanup();
});

const rules = async () =>
  (await client.send(new GetBucketCorsCommand({ Bucket: s3TestBucket }))).CORSRules;

/** A browser's preflight for a direct upload's form POST from `origin`: its status. */
async function preflight(origin: string): Promise<number> {
  const response = await fetch(`${config.endpoint}/${s3TestBucket}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
  await response.arrayBuffer();
  return response.status;
}

test("a bucket without CORS gets the frontends' rule, and browsers on those origins only may post", async () => {
  expect(await preflight(editor)).toBe(403);

  expect(await applyBucketCors(config, [editor])).toBe('applied');

  expect(await rules()).toEqual([frontendsCorsRule([editor])]);
  expect(await preflight(editor)).toBe(200);
  expect(await preflight('https://elsewhere.example')).toBe(403);
});

test('applying again writes nothing: each start and each release may call it', async () => {
  await applyBucketCors(config, [editor]);
  let writes = 0;
  client.middlewareStack.add(
    (next, context) => (args) => {
      if (context.commandName === 'PutBucketCorsCommand') writes += 1;
      return next(args);
    },
    { step: 'initialize' },
  );
  expect(await applyBucketCors(config, [editor], client)).toBe('unchanged');
  expect(writes).toBe(0);
  // The count sees writes: a changed origin list is one.
  expect(await applyBucketCors(config, ['https://b.example'], client)).toBe('applied');
  expect(writes).toBe(1);
  await applyBucketCors(config, [editor], client);
  expect(await rules()).toEqual([frontendsCorsRule([editor])]);
});

test("changed origins replace only our rule; another rule of the bucket's is kept", async () => {
  await client.send(
    new PutBucketCorsCommand({
      Bucket: s3TestBucket,
      CORSConfiguration: { CORSRules: [cdnRule, frontendsCorsRule(['https://old.example'])] },
    }),
  );

  expect(await applyBucketCors(config, [editor, 'https://admin.drops.example'])).toBe('applied');

  expect(await rules()).toEqual([
    cdnRule,
    frontendsCorsRule([editor, 'https://admin.drops.example']),
  ]);
  expect(await preflight('https://old.example')).toBe(403);
  expect(await preflight('https://admin.drops.example')).toBe(200);
});

test('a bucket the catalog cannot reach rejects, for the migration Job to fail on', async () => {
  await backend.breakDown();
  await expect(applyBucketCors(config, [editor])).rejects.toThrow();
});

test("the catalog's start logs a bucket that refuses and goes on serving; it applies otherwise", async () => {
  const logged: string[] = [];
  const log = {
    info: (details: object) => logged.push(`info ${JSON.stringify(details)}`),
    error: (_details: object, message: string) => logged.push(`error ${message}`),
  };
  await prepareBucketOnStart({ storage: config, corsOrigins: [editor] }, log);
  expect(logged).toEqual([expect.stringContaining('"outcome":"applied"')]);
  await backend.breakDown();
  await expect(
    prepareBucketOnStart({ storage: config, corsOrigins: [editor] }, log),
  ).resolves.toBeUndefined();
  expect(logged[1]).toMatch(/^error could not set the bucket CORS rule/);
});

describe('readBucketPreparation', () => {
  const s3 = { S3_BUCKET: 'drops-media', S3_ENDPOINT: 'https://s3.example' };

  test("S3 gets the frontends' origins as the gateway reads them (FRONTEND_ORIGINS)", () => {
    expect(
      readBucketPreparation({ ...s3, FRONTEND_ORIGINS: `${editor}, https://b.example` }),
    ).toEqual({
      storage: expect.objectContaining({ kind: 's3', bucket: 'drops-media' }),
      corsOrigins: [editor, 'https://b.example'],
    });
    expect(readBucketPreparation(s3)?.corsOrigins).toEqual(defaultFrontendOrigins);
  });

  test('nothing to prepare on local disk, or when the bucket is managed elsewhere', () => {
    expect(readBucketPreparation({})).toBeNull();
    expect(readBucketPreparation({ ...s3, S3_MANAGE_CORS: 'false' })).toBeNull();
  });
});
