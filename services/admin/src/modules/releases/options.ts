import { shellSharedMajors } from '@drops/federation/shared-singletons';
import { remoteContractVersion } from '@drops/federation/contract-version';
import type { ShellProvision } from './domain/compatibility-gate';
import type { ReleaseStorageConfig } from './storage/release-storage';

export interface ReleaseTimings {
  /** How often a replica reads the channels again (other replicas' changes). */
  channelPollMs: number;
  /** How often the reports summed in memory are written. */
  reportFlushMs: number;
  /** How often canaries are checked against the health rule. */
  canaryCheckMs: number;
  /** How often retention runs (the first run comes after one period). */
  retentionMs: number;
}

/** The release registry's settings; each has a default fit for `npm start` and the tests. */
export interface ReleasesOptions {
  storage?: ReleaseStorageConfig;
  /** Origins the registry may fetch manifests and entries from (`http://localhost:*`: any port). */
  fetchOrigins?: string[];
  timings?: Partial<ReleaseTimings>;
  /** What the shell provides; the federation package's constants unless a test says otherwise. */
  shell?: ShellProvision;
}

export const defaultReleaseTimings: ReleaseTimings = {
  channelPollMs: 1_000,
  reportFlushMs: 1_000,
  canaryCheckMs: 5_000,
  retentionMs: 60 * 60_000,
};

export const defaultShellProvision: ShellProvision = {
  sharedMajors: shellSharedMajors,
  contractVersion: remoteContractVersion,
};

const localHosts = ['http://localhost:*', 'http://127.0.0.1:*'];

function localStorageConfig(env: Record<string, string | undefined>): ReleaseStorageConfig {
  return {
    kind: 'local',
    directory: env.RELEASES_DIR ?? '.data/releases',
    publicBaseUrl: env.PUBLIC_API_URL ?? `http://localhost:${env.GATEWAY_PORT ?? 8080}/api/v1`,
  };
}

/**
 * The registry's part of the admin service's configuration, from the environment the service's
 * config module reads: the catalog's bucket (`S3_*`) when one is named, with `REMOTES_PUBLIC_URL`
 * where browsers read it; otherwise `RELEASES_DIR` served through the gateway.
 */
export function releasesConfigFrom(env: Record<string, string | undefined>): ReleasesOptions {
  const bucket = env.S3_BUCKET;
  const region = env.S3_REGION ?? 'us-east-1';
  const endpoint = env.S3_ENDPOINT;
  const publicEndpoint = env.S3_PUBLIC_ENDPOINT ?? endpoint;
  const storage: ReleaseStorageConfig = bucket
    ? {
        kind: 's3',
        bucket,
        endpoint,
        region,
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
        publicBaseUrl:
          env.REMOTES_PUBLIC_URL ??
          (publicEndpoint
            ? `${publicEndpoint.replace(/\/+$/, '')}/${bucket}`
            : `https://${bucket}.s3.${region}.amazonaws.com`),
      }
    : localStorageConfig(env);
  const listed = (env.RELEASE_FETCH_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const fetchOrigins =
    listed.length > 0
      ? listed
      : [
          new URL(storage.publicBaseUrl).origin,
          ...(env.NODE_ENV === 'production' ? [] : localHosts),
        ];
  return { storage, fetchOrigins };
}

/** The settings with every default filled in. */
export function resolvedReleasesOptions(options: ReleasesOptions = {}) {
  const storage = options.storage ?? localStorageConfig({});
  return {
    storage,
    fetchOrigins: options.fetchOrigins ?? [new URL(storage.publicBaseUrl).origin, ...localHosts],
    timings: { ...defaultReleaseTimings, ...options.timings },
    shell: options.shell ?? defaultShellProvision,
  };
}
