import { releaseMessages } from '@drops/contracts';
import { ConflictError, DomainError, NotFoundError } from '@drops/service-kit';

export const remoteNotFound = () =>
  new NotFoundError(releaseMessages.remoteNotFound, 'REMOTE_NOT_FOUND');

/** 422: the build or the channel asked for cannot be released, with a sentence per field. */
export const releaseRefused = (message: string, problems: Record<string, string>) =>
  new DomainError(422, message, 'RELEASE_REFUSED', problems);

export const versionTaken = () =>
  new ConflictError(releaseMessages.versionTaken, { version: releaseMessages.versionTaken });
