import { randomBytes } from 'node:crypto';
import {
  storageKeyPrefixes,
  uploadLimits,
  uploadMessages,
  type MediaContentType,
} from '@drops/contracts';
import { extensionOf, isVideo, sniffMediaType } from './media-type';
import { fileTypeNotAllowed } from './upload-errors';

/** What differs between the three upload calls. */
export interface UploadKind {
  prefix: string;
  /** The spec's message when storing fails. */
  failedMessage: string;
  /** Only a product's first visual (slot 0) may be a video. */
  acceptsVideo: boolean;
  maxFiles: number;
}

export const uploadKinds = {
  profile: {
    prefix: storageKeyPrefixes.profile,
    failedMessage: uploadMessages.profileImageFailed,
    acceptsVideo: false,
    maxFiles: 1,
  },
  moodboard: {
    prefix: storageKeyPrefixes.moodboard,
    failedMessage: uploadMessages.moodboardImageFailed,
    acceptsVideo: false,
    maxFiles: 1,
  },
  product: {
    prefix: storageKeyPrefixes.product,
    failedMessage: uploadMessages.imageFailed,
    acceptsVideo: true,
    maxFiles: uploadLimits.maxFilesPerUpload,
  },
} satisfies Record<string, UploadKind>;

/** The largest file a call can take at all (before the type is known). */
export function largestFileOf(kind: UploadKind): number {
  return kind.acceptsVideo ? uploadLimits.videoMaxBytes : uploadLimits.imageMaxBytes;
}

/** The content's real type when this kind and slot accept it; otherwise a 415. */
export function acceptedTypeOf(
  head: Buffer,
  kind: UploadKind,
  slot: number,
  field: string,
): MediaContentType {
  const type = sniffMediaType(head);
  if (!type) throw fileTypeNotAllowed(field);
  if (isVideo(type) && !(kind.acceptsVideo && slot === 0)) throw fileTypeNotAllowed(field);
  return type;
}

/**
 * `<prefix><owner>/<random>.<extension>`: the owner is the seller id, or `pending` for sign-up
 * uploads made before the account exists; 96 random bits make keys unguessable.
 */
export function newStorageKey(kind: UploadKind, owner: string, type: MediaContentType): string {
  return `${kind.prefix}${owner}/${randomBytes(12).toString('hex')}.${extensionOf(type)}`;
}
