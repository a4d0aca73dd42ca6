import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import {
  mkdir,
  open as openFile,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { storageAttempt, StorageUnavailableError } from './errors';
import { assertMediaPrefix, assertStorageKey, isStorageKey } from './keys';
import { stableExpiry } from './stable-expiry';
import type { LinkCheck, Storage, StorageConfig, StoredFile } from './types';

type LocalConfig = Extract<StorageConfig, { kind: 'local' }>;

interface FileMetadata {
  contentType: string;
}

/** For files written without metadata (e.g. copied in by hand): the type their name implies. */
const contentTypeByExtension: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
};

/** Seconds since the epoch, the unit of `expires` in links. */
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Objects as files under `directory/<key>`, their content type beside them under
 * `directory/.meta/<key>.json` (no key can start with `.meta`). A write goes to
 * `directory/.tmp/` first and is renamed into place when complete, so a failed or
 * truncated upload never leaves a partial object behind.
 */
export function createLocalStorage(config: LocalConfig): Storage {
  const root = path.resolve(config.directory);
  const attempt = storageAttempt(isMissing);
  const tempDirectory = path.join(root, '.tmp');

  const objectPath = (key: string) => {
    assertStorageKey(key);
    const file = path.join(root, ...key.split('/'));
    // The key rules already exclude traversal; this keeps the guarantee local to the disk code.
    if (!file.startsWith(root + path.sep)) throw new Error('key escapes the storage directory');
    return file;
  };
  const metadataPath = (key: string) => path.join(root, '.meta', ...key.split('/')) + '.json';

  /** Written before the object is renamed into place, so a stored object always has its type. */
  async function writeMetadata(key: string, metadata: FileMetadata): Promise<void> {
    const file = metadataPath(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(metadata));
  }

  const signatureOf = (key: string, expires: string) =>
    createHmac('sha256', config.signingSecret).update(`${key}\n${expires}`).digest('hex');
  // A distinct message, so a GET link can never pass as an upload link or the other way round.
  const uploadSignatureOf = (key: string, expires: string, contentType: string, size: string) =>
    createHmac('sha256', config.signingSecret)
      .update(`PUT\n${key}\n${expires}\n${contentType}\n${size}`)
      .digest('hex');
  const linkOf = (key: string) =>
    `${config.publicBaseUrl.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;

  /**
   * A folder's entries sorted as their keys sort (a folder `a` holds keys `a/...`, which come
   * after a file `a.png`), walked depth first: the keys come out in the order S3 lists them.
   */
  async function* walkKeys(
    folder: string,
    keyPrefix: string,
    after: string,
  ): AsyncGenerator<string> {
    let entries: Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw new StorageUnavailableError(error);
    }
    const named = entries
      .map((entry) => ({ entry, key: keyPrefix + entry.name + (entry.isDirectory() ? '/' : '') }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    for (const { entry, key } of named) {
      if (entry.isDirectory()) {
        // Every key inside starts with `key`: all sort before `after` unless `after` is inside.
        if (key <= after && !after.startsWith(key)) continue;
        yield* walkKeys(path.join(folder, entry.name), key, after);
      } else if (entry.isFile() && key > after && isStorageKey(key)) {
        yield key;
      }
    }
  }

  return {
    async put(key, body, options) {
      const file = objectPath(key);
      const temp = path.join(tempDirectory, `${randomBytes(12).toString('hex')}.part`);
      let bodyError: unknown;
      if (body instanceof Readable) body.once('error', (error) => (bodyError ??= error));
      try {
        await mkdir(tempDirectory, { recursive: true });
        await pipeline(
          body instanceof Readable ? body : Readable.from([body]),
          createWriteStream(temp),
        );
        await mkdir(path.dirname(file), { recursive: true });
        await writeMetadata(key, { contentType: options.contentType });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true }).catch(() => undefined);
        throw bodyError ?? new StorageUnavailableError(error);
      }
    },

    async exists(key) {
      const file = objectPath(key);
      return attempt(async () => (await stat(file)).isFile(), false);
    },

    async signedUrl(key, expiresInSeconds, options = {}) {
      assertStorageKey(key);
      const expires = String(
        options.stableWindowSeconds
          ? stableExpiry(nowSeconds(), expiresInSeconds, options.stableWindowSeconds).expiresAt
          : nowSeconds() + Math.trunc(expiresInSeconds),
      );
      return `${linkOf(key)}?expires=${expires}&signature=${signatureOf(key, expires)}`;
    },

    /** The local counterpart of a presigned POST: `PUT /s3/files/{key}` with signed terms. */
    async presignUpload(key, options) {
      assertStorageKey(key);
      const expires = String(nowSeconds() + Math.trunc(options.expiresInSeconds));
      const size = String(options.size);
      const query = new URLSearchParams({
        expires,
        type: options.contentType,
        size,
        signature: uploadSignatureOf(key, expires, options.contentType, size),
      });
      return {
        method: 'PUT',
        url: `${linkOf(key)}?${query.toString()}`,
        headers: { 'content-type': options.contentType },
      };
    },

    async size(key) {
      const file = objectPath(key);
      return attempt(async () => {
        const info = await stat(file);
        return info.isFile() ? info.size : null;
      }, null);
    },

    async readBytes(key, length) {
      const file = objectPath(key);
      return attempt(async () => {
        const handle = await openFile(file, 'r');
        try {
          if (length === undefined) return await handle.readFile();
          const buffer = Buffer.alloc(length);
          const { bytesRead } = await handle.read(buffer, 0, length, 0);
          return buffer.subarray(0, bytesRead);
        } finally {
          await handle.close();
        }
      }, null);
    },

    async move(from, to, options) {
      const source = objectPath(from);
      const target = objectPath(to);
      return attempt(async () => {
        await mkdir(path.dirname(target), { recursive: true });
        await writeMetadata(to, { contentType: options.contentType });
        await rename(source, target);
        await rm(metadataPath(from), { force: true });
      });
    },

    async delete(key) {
      const file = objectPath(key);
      return attempt(async () => {
        await rm(file, { force: true });
        await rm(metadataPath(key), { force: true });
      });
    },

    listKeys(prefix, options = {}) {
      assertMediaPrefix(prefix);
      return walkKeys(
        path.join(root, ...prefix.split('/').filter(Boolean)),
        prefix,
        options.after ?? '',
      );
    },

    localFiles: {
      async read(key) {
        const file = objectPath(key);
        return attempt(async (): Promise<StoredFile | null> => {
          const info = await stat(file);
          if (!info.isFile()) return null;
          const metadata = await readMetadata(metadataPath(key));
          return {
            open: (range) => createReadStream(file, range),
            contentType:
              metadata?.contentType ??
              contentTypeByExtension[path.extname(file).toLowerCase()] ??
              'application/octet-stream',
            contentLength: info.size,
          };
        }, null);
      },

      checkLink(key, expires, signature) {
        return checkSigned(expires, signature, () => signatureOf(key, expires));
      },

      checkUploadLink(key, terms) {
        return checkSigned(terms.expires, terms.signature, () =>
          uploadSignatureOf(key, terms.expires, terms.contentType, terms.size),
        );
      },
    },
  };
}

/** A link's check: well formed, its signature the one `expectedSignature` makes, not expired. */
function checkSigned(
  expires: string,
  signature: string,
  expectedSignature: () => string,
): LinkCheck {
  if (!/^\d{1,15}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return 'invalid';
  const expected = Buffer.from(expectedSignature(), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
  return Number(expires) < nowSeconds() ? 'expired' : 'valid';
}

async function readMetadata(file: string): Promise<FileMetadata | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (parsed && typeof parsed === 'object' && 'contentType' in parsed) {
      const { contentType } = parsed;
      if (typeof contentType === 'string') return { contentType };
    }
    return null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT';
}
