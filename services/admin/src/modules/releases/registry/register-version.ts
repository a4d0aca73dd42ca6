import type { RegisterVersionBody } from '@drops/contracts';
import { releaseMessages } from '@drops/contracts';
import { ConflictError } from '@drops/service-kit';
import { readBuildManifest, remoteEntryUrlOf } from '../domain/build-manifest';
import { fetchBuildFile } from '../domain/build-fetch';
import { checkBuild, type GateProblems } from '../domain/compatibility-gate';
import { actorName, type ReleaseActor } from '../domain/release-actor';
import { StaleChannelError, type StoredVersion } from '../releases-repository';
import { versionPrefixOf } from '../storage/release-storage';
import { writeChannel } from './change-channel';
import { recordAction, type RegistryContext } from './context';
import { releaseRefused, versionTaken } from './errors';

/**
 * A build kept on the storage is registered from its own folder, so a version can never name
 * another version's files; a build elsewhere (a local dev server) is taken where it is.
 */
function misplaced(context: RegistryContext, remote: string, body: RegisterVersionBody) {
  const folder = context.storage.publicUrlOf(versionPrefixOf(remote, body.version));
  const storageRoot = context.storage.publicUrlOf('remotes/');
  if (!body.manifestUrl.startsWith(storageRoot) || body.manifestUrl.startsWith(folder))
    return undefined;
  return `A build on the storage is registered from its own folder: ${folder}mf-manifest.json`;
}

/** Fetches the manifest and the entry and runs the gate: the build's problems, or its manifest. */
async function gate(
  context: RegistryContext,
  remote: string,
  body: RegisterVersionBody,
): Promise<{ problems: GateProblems; contractVersion: string }> {
  const wrongFolder = misplaced(context, remote, body);
  if (wrongFolder) return { problems: { manifestUrl: wrongFolder }, contractVersion: '' };
  const fetched = await fetchBuildFile(body.manifestUrl, 'manifest', context.fetchPolicy);
  if (!fetched.ok) return { problems: { manifestUrl: fetched.problem }, contractVersion: '' };
  let json: unknown;
  try {
    json = JSON.parse(fetched.body.toString('utf8'));
  } catch {
    json = null;
  }
  const manifest = readBuildManifest(json);
  if (!manifest) {
    const problem = `The file at ${body.manifestUrl} is not a Module Federation manifest (mf-manifest.json).`;
    return { problems: { manifestUrl: problem }, contractVersion: '' };
  }
  const problems = checkBuild(remote, manifest, context.shell);
  const entryUrl = remoteEntryUrlOf(manifest, body.manifestUrl);
  if (entryUrl && !problems.remoteEntry) {
    const entry = await fetchBuildFile(entryUrl, 'remote entry', context.fetchPolicy);
    if (!entry.ok) problems.remoteEntry = entry.problem;
  }
  return { problems, contractVersion: manifest.contractVersion ?? '' };
}

/** A remote without a stable version takes its first registered one (another writer may win). */
async function makeFirstVersionStable(
  context: RegistryContext,
  version: StoredVersion,
  actor: ReleaseActor,
  requestId: string,
): Promise<void> {
  try {
    await writeChannel(context, {
      remote: version.remote,
      actor,
      kind: 'first version',
      note: 'A remote’s first version becomes its stable version.',
      requestId,
      decide: (current) =>
        current.stable === null ? { stable: version.version, canary: null } : null,
    });
  } catch (error) {
    if (!(error instanceof StaleChannelError)) throw error;
  }
}

/**
 * `POST /admin/remotes/{name}/versions`: the build passes the gate and becomes a version. The
 * same version registered again with the same manifest is answered as it stands (a publish run
 * twice); with another manifest it is refused, since a version never changes. A remote's
 * first version becomes its stable version.
 */
export async function registerVersion(
  context: RegistryContext,
  remote: string,
  body: RegisterVersionBody,
  actor: ReleaseActor,
  requestId: string,
): Promise<{ version: StoredVersion; created: boolean }> {
  const existing = await context.releases.findVersion(remote, body.version);
  if (existing) {
    if (existing.removedAt !== null) throw new ConflictError(releaseMessages.versionRemoved);
    if (existing.manifestUrl !== body.manifestUrl) throw versionTaken();
    return { version: existing, created: false };
  }
  const { problems, contractVersion } = await gate(context, remote, body);
  if (Object.keys(problems).length > 0)
    throw releaseRefused(releaseMessages.buildRefused, problems);

  const version: StoredVersion = {
    remote,
    version: body.version,
    manifestUrl: body.manifestUrl,
    contractVersion,
    registeredAt: context.now(),
    registeredBy: actorName(actor),
    removedAt: null,
  };
  await context.db.transaction(async (trx) => {
    if (!(await context.releases.insertVersion(version, trx))) throw versionTaken();
    await recordAction(
      context,
      actor,
      {
        action: 'remote_register',
        remote,
        after: { version: version.version, manifestUrl: version.manifestUrl, contractVersion },
        requestId,
      },
      trx,
    );
  });
  await makeFirstVersionStable(context, version, actor, requestId);
  await context.snapshot.refresh();
  return { version, created: true };
}
