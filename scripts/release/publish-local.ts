import { remoteNameList, type RemoteName } from '../../packages/federation/src/remote-names';
import { publish } from './commands';
import { readReleaseSettings, registryClient } from './release-config';

export interface LocalPublishOptions {
  /** The local gateway's API base, e.g. `http://localhost:8080/api/v1`. */
  registryUrl: string;
  /** Where the administrator's sign-in comes from (`ADMIN_EMAIL`, `ADMIN_PASSWORD`). */
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  /** The remotes to publish: all four unless told. */
  remotes?: RemoteName[];
}

/**
 * `npm start`'s first versions (issue 28, point 8): each remote's local build (just built) is
 * published to the local registry with the code of `pnpm release publish --no-build`, and made
 * stable, so the shell loads every remote through the registry. The same build again is the same
 * version, so a restart registers nothing new. A remote that cannot be published is said so and
 * left to remotes.json; the others go on. Resolves to the remotes published.
 */
export async function publishLocalBuilds(options: LocalPublishOptions): Promise<RemoteName[]> {
  const settings = readReleaseSettings({
    ...options.env,
    RELEASE_REGISTRY_URL: options.registryUrl,
    RELEASE_TOKEN: '',
  });
  const client = await registryClient(settings);
  const published: RemoteName[] = [];
  for (const remote of options.remotes ?? remoteNameList) {
    try {
      await publish(
        {
          client,
          settings,
          reason: 'npm start: the local build',
          flags: new Set(['--no-build']),
          out: options.out,
        },
        remote,
      );
      published.push(remote);
    } catch (error) {
      options.out(
        `${remote} was not published (${error instanceof Error ? error.message : String(error)}): the shell loads it from remotes.json`,
      );
    }
  }
  return published;
}
