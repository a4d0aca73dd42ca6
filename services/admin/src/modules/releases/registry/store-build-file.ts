import { releaseMessages, type UploadFileResponse } from '@drops/contracts';
import { ConflictError, ValidationError } from '@drops/service-kit';
import { contentTypeOf, versionPrefixOf } from '../storage/release-storage';
import type { RegistryContext } from './context';

/**
 * `PUT /admin/remotes/{name}/versions/{version}/files`: one file of a build, before the build is
 * registered. Never overwritten: the same bytes again are fine (a publish run twice), other
 * bytes are refused, and a registered version takes no file at all.
 */
export async function storeBuildFile(
  context: RegistryContext,
  remote: string,
  version: string,
  file: { path: string; data: string },
): Promise<{ data: UploadFileResponse['data']; stored: boolean }> {
  if (!contentTypeOf(file.path))
    throw new ValidationError({ path: releaseMessages.filePathInvalid });
  if (await context.releases.findVersion(remote, version))
    throw new ConflictError(releaseMessages.versionFrozen);
  const body = Buffer.from(file.data, 'base64');
  const key = `${versionPrefixOf(remote, version)}${file.path}`;
  const outcome = await context.storage.putOnce(key, body);
  if (outcome === 'different')
    throw new ConflictError(releaseMessages.fileExists, { path: releaseMessages.fileExists });
  const stored = outcome === 'stored';
  return {
    data: { path: file.path, url: context.storage.publicUrlOf(key), size: body.length, stored },
    stored,
  };
}
