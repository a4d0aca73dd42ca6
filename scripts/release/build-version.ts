import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { releaseFileTypes } from '../../packages/contracts/src';

export interface BuildFile {
  /** Relative to the build folder, with `/`. */
  path: string;
  bytes: Buffer;
}

/** The files of a build a release carries (the types a remote build holds), sorted by path. */
export async function readBuild(
  folder: string,
): Promise<{ files: BuildFile[]; skipped: string[] }> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files: BuildFile[] = [];
  const skipped: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(folder, full).split(path.sep).join('/');
    if (!(path.extname(relative).toLowerCase() in releaseFileTypes)) {
      skipped.push(relative);
      continue;
    }
    files.push({ path: relative, bytes: await readFile(full) });
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, skipped };
}

/**
 * A build's version: the first 12 hex digits of a SHA-256 over each file's path and content
 * hash. The same build always gets the same id, and any change of any file another one.
 */
export function versionOf(files: BuildFile[]): string {
  const whole = createHash('sha256');
  for (const file of files) {
    whole.update(file.path).update('\0');
    whole.update(createHash('sha256').update(file.bytes).digest('hex')).update('\n');
  }
  return whole.digest('hex').slice(0, 12);
}
