import { createApiClient, loginAdmin, type ApiClient } from '../../packages/api-client/src';
import { remoteNameList, type RemoteName } from '../../packages/federation/src/remote-names';
import { isAdminLoginChallenge } from '../../packages/contracts/src/admin-accounts';
import { defaultAdminSeed } from '../../services/admin/src/seed';

/**
 * Where the CLI releases to, from the environment (the only place it reads it):
 * - `RELEASE_REGISTRY_URL`: the API base, e.g. `https://api.drops.example/api/v1`
 *   (default `http://localhost:8080/api/v1`, the local stack's gateway);
 * - `RELEASE_TOKEN`: the remote's release token, minted by an administrator
 *   (`POST /admin/remotes/{name}/tokens`, or the Releases screen).
 * Without a token against a registry on this machine, the CLI signs in as the local stack's
 * seeded administrator (`ADMIN_EMAIL` / `ADMIN_PASSWORD`, else the seed's defaults).
 */
export interface ReleaseSettings {
  registryUrl: string;
  token: string | undefined;
  /** The registry runs on this machine (`npm start`): publish makes the build stable at once. */
  local: boolean;
  admin: { email: string; password: string };
}

export function readReleaseSettings(env: NodeJS.ProcessEnv = process.env): ReleaseSettings {
  const registryUrl = (env.RELEASE_REGISTRY_URL ?? 'http://localhost:8080/api/v1').replace(
    /\/+$/,
    '',
  );
  const { hostname } = new URL(registryUrl);
  return {
    registryUrl,
    token: env.RELEASE_TOKEN || undefined,
    local: hostname === 'localhost' || hostname === '127.0.0.1',
    admin: {
      email: env.ADMIN_EMAIL || defaultAdminSeed.email,
      password: env.ADMIN_PASSWORD || defaultAdminSeed.password,
    },
  };
}

/** The remote a release token is for (its subject), or undefined for any other token. */
export function releaseTokenRemote(token: string | undefined): RemoteName | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      aud?: unknown;
      sub?: unknown;
    };
    return claims.aud === 'drops:release' && remoteNameList.includes(claims.sub as RemoteName)
      ? (claims.sub as RemoteName)
      : undefined;
  } catch {
    return undefined;
  }
}

/** An API client carrying the release token, or the local administrator's. */
export async function registryClient(settings: ReleaseSettings): Promise<ApiClient> {
  let token = settings.token;
  if (!token) {
    if (!settings.local)
      throw new Error(
        'Set RELEASE_TOKEN to the remote’s release token (an administrator mints it).',
      );
    const signIn = createApiClient({ baseUrl: settings.registryUrl });
    const login = await loginAdmin(signIn, settings.admin);
    // A production registry asks administrators for a second factor: pipelines use a token.
    if (isAdminLoginChallenge(login))
      throw new Error('This registry asks for a second factor: set RELEASE_TOKEN instead.');
    token = login.token.accessToken;
  }
  const bearer = token;
  return createApiClient({ baseUrl: settings.registryUrl, getToken: () => bearer });
}
