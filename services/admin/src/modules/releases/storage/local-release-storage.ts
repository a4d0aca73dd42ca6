import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, unlink, writeFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  contentTypeOf,
  joinUrl,
  type PutOutcome,
  type ReleaseStorage,
  type ReleaseStorageConfig,
} from './release-storage';

type LocalConfig = Extract<ReleaseStorageConfig, { kind: 'local' }>;

const isCode = (error: unknown, code: string) =>
  (error as NodeJS.ErrnoException | null)?.code === code;

/**
 * A folder standing in for the bucket. A file is written beside its place and then hard-linked
 * into it, which fails when a file is there: two publishes of one path never overwrite each
 * other, and a reader never sees half a file.
 */
export function createLocalReleaseStorage(config: LocalConfig): ReleaseStorage {
  const root = path.resolve(config.directory);
  // Keys are checked by the routes (segments of safe characters); this guards the folder anyway.
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error(`Invalid release key ${key}`);
    return file;
  };

  async function readBytes(file: string): Promise<Buffer | null> {
    try {
      return await readFile(file);
    } catch (error) {
      if (isCode(error, 'ENOENT') || isCode(error, 'EISDIR') || isCode(error, 'ENOTDIR'))
        return null;
      throw error;
    }
  }

  return {
    async putOnce(key, body): Promise<PutOutcome> {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const staged = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(staged, body);
      try {
        await link(staged, file);
        return 'stored';
      } catch (error) {
        if (!isCode(error, 'EEXIST')) throw error;
        const existing = await readBytes(file);
        return existing !== null && existing.equals(body) ? 'same' : 'different';
      } finally {
        await unlink(staged);
      }
    },

    async read(key) {
      const contentType = contentTypeOf(key);
      if (!contentType) return null;
      const body = await readBytes(fileOf(key));
      return body === null ? null : { body, contentType };
    },

    async removePrefix(prefix) {
      const folder = fileOf(prefix);
      let files: string[];
      try {
        files = await readdir(folder, { recursive: true });
      } catch (error) {
        if (isCode(error, 'ENOENT')) return 0;
        throw error;
      }
      await rm(folder, { recursive: true, force: true });
      return files.length;
    },

    publicUrlOf: (key) => joinUrl(config.publicBaseUrl, key),
  };
}
