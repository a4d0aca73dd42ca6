import { releaseFileTypes } from '@drops/contracts';

/** Where published builds live: S3 in production, a folder under `npm start`. */
export type ReleaseStorageConfig =
  | {
      kind: 'local';
      /** Holds `remotes/<name>/<version>/...`; the admin service serves it at `GET /remotes/...`. */
      directory: string;
      /** The address a key is appended to, as browsers reach it (the gateway's `/api/v1`). */
      publicBaseUrl: string;
    }
  | {
      kind: 's3';
      bucket: string;
      /** Unset for AWS itself; set for S3-protocol servers (MinIO, s3rver...). */
      endpoint?: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      /** The bucket's root as browsers reach it (a CDN, or the bucket with public read on `remotes/`). */
      publicBaseUrl: string;
    };

/** What a write of a build file found: nothing there (stored), the same bytes, or others. */
export type PutOutcome = 'stored' | 'same' | 'different';

export interface StoredReleaseFile {
  body: Buffer;
  contentType: string;
}

/**
 * Objects under `remotes/`: written once, never overwritten, served for a year as immutable.
 * A failing backend rejects with the backend's error (answered 503 by the service's handler).
 */
export interface ReleaseStorage {
  /** Writes the bytes unless the key holds an object already (then compares). */
  putOnce(key: string, body: Buffer): Promise<PutOutcome>;
  /** Local disk only: the service serves the files itself. */
  read?(key: string): Promise<StoredReleaseFile | null>;
  /** Removes every object under the prefix (retention); answers how many. */
  removePrefix(prefix: string): Promise<number>;
  /** The address browsers load the key from. */
  publicUrlOf(key: string): string;
}

export const immutableCacheControl = 'public, max-age=31536000, immutable';

export function contentTypeOf(path: string): string | undefined {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? undefined : releaseFileTypes[path.slice(dot).toLowerCase()];
}

/** `remotes/<name>/<version>/`: every file of one build. */
export function versionPrefixOf(remote: string, version: string): string {
  return `remotes/${remote}/${version}/`;
}

export function joinUrl(base: string, key: string): string {
  return `${base.replace(/\/+$/, '')}/${key}`;
}
