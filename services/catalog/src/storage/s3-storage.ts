import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { StorageUnavailableError } from './errors';
import { assertStorageKey } from './keys';
import { stableExpiry } from './stable-expiry';
import type { PutOptions, SignedUrlOptions, Storage, StorageConfig } from './types';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** Part size of streamed uploads: the S3 minimum, so at most a few parts sit in memory. */
const partSize = 5 * 1024 * 1024;

function clientConfig(config: S3Config, endpoint: string | undefined): S3ClientConfig {
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

  async function put(key: string, body: Readable | Buffer, options: PutOptions): Promise<void> {
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
  }

  async function exists(key: string): Promise<boolean> {
    assertStorageKey(key);
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw new StorageUnavailableError(error);
    }
  }

  async function signedUrl(
    key: string,
    expiresInSeconds: number,
    options: SignedUrlOptions = {},
  ): Promise<string> {
    assertStorageKey(key);
    const command = new GetObjectCommand({ Bucket: bucket, Key: key });
    try {
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
    } catch (error) {
      throw new StorageUnavailableError(error);
    }
  }

  async function readBytes(key: string): Promise<Buffer | null> {
    assertStorageKey(key);
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!object.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (isNotFound(error)) return null;
      throw new StorageUnavailableError(error);
    }
  }

  async function remove(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isNotFound(error)) return;
      throw new StorageUnavailableError(error);
    }
  }

  return { put, exists, signedUrl, readBytes, delete: remove };
}

function isNotFound(error: unknown): boolean {
  const details = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return (
    details?.name === 'NotFound' ||
    details?.name === 'NoSuchKey' ||
    details?.$metadata?.httpStatusCode === 404
  );
}
