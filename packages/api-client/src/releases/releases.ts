import type {
  ChannelResponse,
  RegisterVersionBody,
  ReleaseTokenResponse,
  RemoteChannelsResponse,
  RemoteLoadReport,
  RemoteReleaseResponse,
  RemoteReleasesResponse,
  RemoteReportsResponse,
  RemoteVersionResponse,
  SetChannelBody,
  UploadFileBody,
  UploadFileResponse,
} from '@drops/contracts';
import type { ApiClient } from '../client';
import { itemCall, pathCall } from '../endpoint';

/**
 * The release registry (issue 28). `GET /remotes` and the reports need no token; the rest take
 * an administrator's token, and the pipeline calls (register, upload, channel, one remote) the
 * remote's release token too.
 */

/** GET /remotes: each remote's stable version and canary (cached 5 s by browsers). */
export const getRemoteChannels = pathCall<RemoteChannelsResponse>('GET', '/remotes');

/**
 * POST /remotes/reports: up to 50 lines, each one load's outcome (or `count` of them);
 * `keepalive` when the page is being left (the shell's reports on `pagehide`).
 */
export function reportRemoteLoads(
  client: ApiClient,
  reports: RemoteLoadReport[],
  options: { keepalive?: boolean } = {},
) {
  return client.request<RemoteReportsResponse>('POST', '/remotes/reports', {
    body: { reports },
    keepalive: options.keepalive,
  });
}

/** GET /admin/remotes: every remote's channel, versions and last hour (Releases screen). */
export const listRemoteReleases = pathCall<RemoteReleasesResponse>('GET', '/admin/remotes');

/** GET /admin/remotes/{name}: one remote, as in the list. */
export const getRemoteRelease = itemCall<RemoteReleaseResponse>(
  'GET',
  (remote) => `/admin/remotes/${remote}`,
);

/** PUT /admin/remotes/{name}/versions/{version}/files: one file of a build, base64. */
export function uploadRemoteFile(
  client: ApiClient,
  remote: string,
  version: string,
  file: UploadFileBody,
) {
  return client.request<UploadFileResponse>(
    'PUT',
    `/admin/remotes/${encodeURIComponent(remote)}/versions/${encodeURIComponent(version)}/files`,
    { body: file },
  );
}

/** POST /admin/remotes/{name}/versions: registers a published build (the compatibility gate). */
export function registerRemoteVersion(
  client: ApiClient,
  remote: string,
  body: RegisterVersionBody,
) {
  return client.request<RemoteVersionResponse>(
    'POST',
    `/admin/remotes/${encodeURIComponent(remote)}/versions`,
    { body },
  );
}

/** PUT /admin/remotes/{name}/channel: promote, canary, roll back (409 `current` when stale). */
export function setRemoteChannel(client: ApiClient, remote: string, body: SetChannelBody) {
  return client.request<ChannelResponse>(
    'PUT',
    `/admin/remotes/${encodeURIComponent(remote)}/channel`,
    {
      body,
    },
  );
}

/** POST /admin/remotes/{name}/tokens: a new release token, shown once. */
export function createReleaseToken(client: ApiClient, remote: string) {
  return client.request<ReleaseTokenResponse>(
    'POST',
    `/admin/remotes/${encodeURIComponent(remote)}/tokens`,
  );
}
