import { ErrorBodySchema } from '@drops/contracts';
import { isRemoteName, type RemoteName } from '@drops/federation/remote-names';
import { remoteNotFound } from '../registry/errors';

export const releaseErrorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
  503: ErrorBodySchema,
};

/** The remote a path names; 404 for any other name. */
export function remoteOf(name: string): RemoteName {
  if (!isRemoteName(name)) throw remoteNotFound();
  return name;
}
