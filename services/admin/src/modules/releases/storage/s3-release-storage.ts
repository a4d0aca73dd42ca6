import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  contentTypeOf,
  immutableCacheControl,
  joinUrl,
  type PutOutcome,
  type ReleaseStorage,
  type ReleaseStorageConfig,
} from './release-storage';

type S3Config = Extract<ReleaseStorageConfig, { kind: 's3' }>;

const isMissing = (error: unknown) => {
  const name = (error as { name?: string } | null)?.name;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata
    ?.httpStatusCode;
  return name === 'NotFound' || name === 'NoSuchKey' || status === 404;
};

/**
 * The builds in the bucket the catalog uses too, under `remotes/` (its media live under their
 * own prefixes). Each object carries its type and the year-long immutable `Cache-Control`, so
 * the bucket or a CDN in front of it serves them as they are.
 */
export function createS3ReleaseStorage(config: S3Config): ReleaseStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  });
  const bucket = config.bucket;

  async function existing(key: string): Promise<Buffer | null> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  }

  return {
    async putOnce(key, body): Promise<PutOutcome> {
      const before = await existing(key);
      if (before !== null) return before.equals(body) ? 'same' : 'different';
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentLength: body.length,
          ContentType: contentTypeOf(key) ?? 'application/octet-stream',
          CacheControl: immutableCacheControl,
        }),
      );
      return 'stored';
    },

    async removePrefix(prefix) {
      let removed = 0;
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        if (keys.length > 0) {
          await client.send(
            new DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
            }),
          );
          removed += keys.length;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return removed;
    },

    publicUrlOf: (key) => joinUrl(config.publicBaseUrl, key),
  };
}
