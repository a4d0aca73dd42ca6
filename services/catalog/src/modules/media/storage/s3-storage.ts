import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { storageAttempt, StorageUnavailableError } from './errors';
import { assertMediaPrefix, assertStorageKey } from './keys';
import { stableExpiry } from './stable-expiry';
import type { Storage, StorageConfig } from './types';

export type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** Part size of streamed uploads: the S3 minimum, so at most a few parts sit in memory. */
const partSize = 5 * 1024 * 1024;

export function clientConfig(config: S3Config, endpoint: string | undefined): S3ClientConfig {
  return {
    region: config.region,
    endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Without these, SDK v3 sends streamed bodies aws-chunked with trailing checksums, which
    // S3-protocol servers such as s3rver store verbatim, framing included.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  };
}

/**
 * Objects in one bucket. Buffers go up in one PutObject; streams of unknown length through
 * lib-storage's multipart Upload, which holds at most `queueSize` parts in memory.
 * Links are presigned against the public endpoint, the host browsers reach.
 */
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client(clientConfig(config, config.endpoint));
  const publicEndpoint = config.publicEndpoint ?? config.endpoint;
  // Presigning is local computation; a second client only to sign for the public host.
  const signer =
    publicEndpoint === config.endpoint
      ? client
      : new S3Client(clientConfig(config, publicEndpoint));
  const bucket = config.bucket;
  const attempt = storageAttempt(isNotFound);

  return {
    async put(key, body, options) {
      assertStorageKey(key);
      let bodyError: unknown;
      try {
        if (Buffer.isBuffer(body)) {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: body,
              ContentType: options.contentType,
              ContentLength: body.length,
              CacheControl: options.cacheControl,
            }),
          );
          return;
        }
        body.once('error', (error) => (bodyError ??= error));
        const upload = new Upload({
          client,
          params: {
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentType: options.contentType,
            CacheControl: options.cacheControl,
          },
          partSize,
          queueSize: 2,
          leavePartsOnError: false,
        });
        await upload.done();
      } catch (error) {
        throw bodyError ?? new StorageUnavailableError(error);
      }
    },

    async exists(key) {
      assertStorageKey(key);
      return attempt(async () => {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      }, false);
    },

    async signedUrl(key, expiresInSeconds, options = {}) {
      assertStorageKey(key);
      const command = new GetObjectCommand({ Bucket: bucket, Key: key });
      return attempt(async () => {
        if (options.stableWindowSeconds) {
          // Signed as at the window's start, valid until past the asked lifetime: the same bytes
          // of link for every call within the window.
          const now = Math.floor(Date.now() / 1000);
          const stable = stableExpiry(now, expiresInSeconds, options.stableWindowSeconds);
          return await getSignedUrl(signer, command, {
            signingDate: new Date(stable.signedAt * 1000),
            expiresIn: stable.expiresAt - stable.signedAt,
          });
        }
        return await getSignedUrl(signer, command, { expiresIn: expiresInSeconds });
      });
    },

    async readBytes(key, length) {
      assertStorageKey(key);
      const range = length === undefined ? undefined : `bytes=0-${length - 1}`;
      return attempt(async () => {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, Range: range }),
        );
        if (!object.Body) return null;
        // A server that ignores Range sends it all; only the start is wanted.
        return Buffer.from(await object.Body.transformToByteArray()).subarray(0, length);
      }, null);
    },

    async delete(key) {
      assertStorageKey(key);
      return attempt(async () => {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      }, undefined);
    },

    /**
     * A presigned POST whose policy admits exactly the declared size and content type: S3 itself
     * refuses anything else, and the bytes never pass through a service.
     */
    async presignUpload(key, options) {
      assertStorageKey(key);
      return attempt(async () => {
        // The presigned-post package pins its own client-s3 build; the client is the same API.
        const presigned = await createPresignedPost(
          signer as unknown as Parameters<typeof createPresignedPost>[0],
          {
            Bucket: bucket,
            Key: key,
            Conditions: [
              ['content-length-range', options.size, options.size],
              ['eq', '$Content-Type', options.contentType],
            ],
            Fields: { 'Content-Type': options.contentType },
            Expires: options.expiresInSeconds,
          },
        );
        return { method: 'POST' as const, url: presigned.url, fields: presigned.fields };
      });
    },

    async size(key) {
      assertStorageKey(key);
      return attempt(async (): Promise<number | null> => {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return head.ContentLength ?? 0;
      }, null);
    },

    /** A server-side copy (no bytes through the service), then the source is removed. */
    async move(from, to, options) {
      assertStorageKey(from);
      assertStorageKey(to);
      return attempt(async () => {
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: to,
            CopySource: `${bucket}/${from}`,
            ContentType: options.contentType,
            MetadataDirective: 'REPLACE',
          }),
        );
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: from }));
      });
    },

    /** ListObjectsV2 pages of up to 1,000 keys, which S3 answers in ascending order. */
    async *listKeys(prefix, options = {}) {
      assertMediaPrefix(prefix);
      let continuationToken: string | undefined;
      do {
        const page = await attempt(() =>
          client.send(
            new ListObjectsV2Command({
              Bucket: bucket,
              Prefix: prefix,
              ...(continuationToken
                ? { ContinuationToken: continuationToken }
                : options.after && { StartAfter: options.after }),
            }),
          ),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
  };
}

function isNotFound(error: unknown): boolean {
  const details = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return (
    details?.name === 'NotFound' ||
    details?.name === 'NoSuchKey' ||
    details?.$metadata?.httpStatusCode === 404
  );
}
