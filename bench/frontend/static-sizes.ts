import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface BuildSizes {
  folder: string;
  /** Every JavaScript file of the build, gzipped (what a page could download at most). */
  totalJs: number;
  remoteEntry?: number;
  /** The chunk(s) holding the exposed `./routes` module, gzipped. */
  exposed?: number;
}

const gzipped = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/**
 * The exposed module's chunks, read from the remote entry: webpack's container maps each exposed
 * name to the chunk ids it loads (`"./routes":()=>Promise.all([n.e(123),...])`); the shared
 * libraries' chunks are not among them (they come through the share scope).
 */
function exposedChunkFiles(folder: string, files: string[]): string[] {
  const entry = fs.readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8');
  const expose = /"\.\/routes":\(\)=>(.*?)\.then\(/.exec(entry)?.[1] ?? '';
  const ids = [...expose.matchAll(/\.e\((\d+)\)/g)].map((match) => match[1]);
  return files.filter((file) => ids.some((id) => file.startsWith(`${id}.`)));
}

export function staticSizes(root: string, folders: readonly string[]): BuildSizes[] {
  return folders.map((name) => {
    const dist = path.join(root, name, 'dist');
    const files = fs.readdirSync(dist).filter((file) => file.endsWith('.js'));
    const sizes: BuildSizes = {
      folder: name,
      totalJs: files.reduce((sum, file) => sum + gzipped(path.join(dist, file)), 0),
    };
    if (files.includes('remoteEntry.js')) {
      sizes.remoteEntry = gzipped(path.join(dist, 'remoteEntry.js'));
      sizes.exposed = exposedChunkFiles(dist, files).reduce(
        (sum, file) => sum + gzipped(path.join(dist, file)),
        0,
      );
    }
    return sizes;
  });
}
