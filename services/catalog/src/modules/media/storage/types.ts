import type { Readable } from 'node:stream';

/** Where stored images live: built by `config.ts` from the environment. */
export type StorageConfig =
  | {
      kind: 'local';
      /** Folder holding the objects; created on first write. */
      directory: string;
      /** Key of the HMAC that signs the links served by `GET /s3/files/*`. */
      signingSecret: string;
      /** Public address of `GET /s3/files` as clients reach it (through the gateway). */
      publicBaseUrl: string;
    }
  | {
      kind: 's3';
      bucket: string;
      /** Unset for AWS itself; set for S3-protocol servers (MinIO, s3rver...). */
      endpoint?: string;
      /** The endpoint as browsers reach it; links are presigned against it. */
      publicEndpoint?: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export interface PutOptions {
  contentType: string;
  /** Known for buffers; unknown for a streamed multipart part. */
  contentLength?: number;
  /** `Cache-Control` the object is served with (S3 keeps it; local disk decides by key). */
  cacheControl?: string;
}

export interface SignedUrlOptions {
  /**
   * Links made within the same window of this many seconds are the same link (the expiry is
   * rounded up to the window's end), so browsers and CDNs hit their cache on the next page.
   */
  stableWindowSeconds?: number;
}

export interface ByteRange {
  start: number;
  /** Inclusive, as in HTTP `Range`. */
  end: number;
}

export interface StoredFile {
  contentType: string;
  contentLength: number;
  /** Opens the content, or the given part of it; nothing is read before this is called. */
  open(range?: ByteRange): Readable;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** What a presigned upload target admits: exactly this type and this many bytes. */
export interface UploadTargetOptions {
  contentType: string;
  size: number;
  expiresInSeconds: number;
}

/** S3: a presigned POST (form `fields`, then the file); local disk: a signed PUT. */
export type PresignedUpload =
  | { method: 'POST'; url: string; fields: Record<string, string> }
  | { method: 'PUT'; url: string; headers: Record<string, string> };

/** The signed PUT link's terms, as its query carries them. */
export interface UploadLinkTerms {
  expires: string;
  contentType: string;
  size: string;
  signature: string;
}

/** Where a listing starts: after this key (a run resumed from the last key it printed). */
export interface ListKeysOptions {
  after?: string;
}

/** What only the local disk needs: the service itself serves its files behind signed links. */
export interface LocalFileAccess {
  /** The file, or null when no object has this key. */
  read(key: string): Promise<StoredFile | null>;
  /** Checks a link's `expires` and `signature` query values for the key. */
  checkLink(key: string, expires: string, signature: string): LinkCheck;
  /** Checks a signed PUT link (`presignUpload`) for the key. */
  checkUploadLink(key: string, terms: UploadLinkTerms): LinkCheck;
}

/**
 * Stored images and videos, by key. Every method checks the key (`assertStorageKey`), so no
 * implementation touches a path or object outside the three prefixes. A failing backend
 * rejects with `StorageUnavailableError`; a failing body stream rejects with the stream's error.
 */
export interface Storage {
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A temporary GET link; `expiresInSeconds` counts from now (at least). */
  signedUrl(key: string, expiresInSeconds: number, options?: SignedUrlOptions): Promise<string>;
  /**
   * The object in memory (images only: small), or only its first `length` bytes (fewer when it
   * is shorter); null when no object has this key.
   */
  readBytes(key: string, length?: number): Promise<Buffer | null>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** A short-lived target the browser sends one file to, bypassing the services (S3). */
  presignUpload(key: string, options: UploadTargetOptions): Promise<PresignedUpload>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Moves an object to another key, recording its content type there. */
  move(from: string, to: string, options: PutOptions): Promise<void>;
  /**
   * Every key under `prefix` (one of the media prefixes), in ascending order of its bytes, one
   * page at a time (nothing else is held in memory): what the thumbnail backfill walks.
   */
  listKeys(prefix: string, options?: ListKeysOptions): AsyncIterable<string>;
  /** Present for local disk only, where `GET /s3/files/*` serves the files. */
  readonly localFiles?: LocalFileAccess;
}
