import { createRequire } from 'node:module';
import path from 'node:path';
import { remoteNameList, type RemoteName } from '../../packages/federation/src/remote-names';

interface Frontend {
  name: string;
  directory: string;
}

// The frontends' table is plain JavaScript (webpack reads it): the part the CLI uses.
const { frontends } = createRequire(__filename)('../../packages/web-build/src/frontends.js') as {
  frontends: Record<string, Frontend>;
};

export const workspaceRoot = path.resolve(__dirname, '../..');

export interface RemoteFolder {
  name: RemoteName;
  /** The package folder, relative to the workspace. */
  directory: string;
}

/** A remote by its container name (`mfeProfile`), folder (`mfe-profile`) or short name (`profile`). */
export function remoteNamed(given: string): RemoteFolder {
  const wanted = given.replace(/\/+$/, '');
  for (const [key, frontend] of Object.entries(frontends)) {
    if (!remoteNameList.includes(frontend.name as RemoteName)) continue;
    if ([frontend.name, frontend.directory, key].includes(wanted))
      return { name: frontend.name as RemoteName, directory: frontend.directory };
  }
  throw new Error(`Unknown remote "${given}": one of ${remoteNameList.join(', ')}`);
}
