import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '@drops/service-kit';
import type { MediaContentType, UploadFile } from '@drops/contracts';
import { StorageUnavailableError, type Storage } from '../storage';
import { decodeBase64 } from './base64';
import { maxBytesOf, sniffLength } from './media-type';
import { ByteLimit, peekHead } from './stream-helpers';
import { acceptedTypeOf, newStorageKey, type UploadKind } from './upload-kinds';
import { isVideo } from './media-type';
import {
  MetadataNotRemovableError,
  OversizedImageError,
  stripImageMetadata,
} from '../thumbnails/image-processing';
import {
  fileDataInvalid,
  fileSizeMismatch,
  fileTooLarge,
  fileTypeNotAllowed,
  uploadFailed,
} from './upload-errors';

/** Where one file goes: which call, whose, which visual slot, which field names it in errors. */
export interface UploadTarget {
  kind: UploadKind;
  owner: string;
  slot: number;
  field: string;
}

export interface DecodedFile {
  bytes: Buffer;
  type: MediaContentType;
}

/** Checks one base64 file fully (data, declared size, real type, size limit) before storing. */
export function decodeUploadFile(file: UploadFile, target: UploadTarget): DecodedFile {
  const bytes = decodeBase64(file.fileData);
  if (!bytes) throw fileDataInvalid(target.field);
  if (bytes.length !== file.fileSize) throw fileSizeMismatch(target.field);
  const type = acceptedTypeOf(
    bytes.subarray(0, sniffLength),
    target.kind,
    target.slot,
    target.field,
  );
  if (bytes.length > maxBytesOf(type)) throw fileTooLarge(target.field);
  return { bytes, type };
}

/** Storage failures become the spec's upload message (503); the caller's own errors pass. */
export function asUploadError(error: unknown, kind: UploadKind): unknown {
  if (error instanceof StorageUnavailableError) return uploadFailed(kind.failedMessage);
  return error;
}

/**
 * Issue 18 point 4: an image is stored without its EXIF/XMP/IPTC (a phone's GPS position among
 * them). One declaring more pixels than the thumbnail worker may decode (a decompression bomb)
 * is refused as too large. Bytes that no decoder reads are stored as they came (the spec's
 * uploads check the type by its signature only); their thumbnails fail and lists show them as
 * they are. A corrupt image that carries metadata is refused (415): it cannot be stripped.
 */
async function storableBytes(file: DecodedFile, field: string): Promise<Buffer> {
  if (isVideo(file.type)) return file.bytes;
  try {
    return await stripImageMetadata(file.bytes, file.type);
  } catch (error) {
    if (error instanceof OversizedImageError) throw fileTooLarge(field);
    if (error instanceof MetadataNotRemovableError) throw fileTypeNotAllowed(field);
    return file.bytes;
  }
}

export async function storeDecodedFile(
  storage: Storage,
  file: DecodedFile,
  target: UploadTarget,
): Promise<string> {
  const key = newStorageKey(target.kind, target.owner, file.type);
  const bytes = await storableBytes(file, target.field);
  try {
    await storage.put(key, bytes, {
      contentType: file.type,
      contentLength: bytes.length,
    });
  } catch (error) {
    throw asUploadError(error, target.kind);
  }
  return key;
}

/** A multipart file stream: busboy marks it truncated when its `fileSize` limit cut it. */
export type UploadStream = Readable & { truncated?: boolean };

/**
 * Streams one multipart file into storage: sniffs its first bytes, then pipes the rest
 * through a byte counter, so no more than a chunk or an S3 part is ever held in memory.
 * Too large (the type's limit, or busboy's `fileSize` cut) fails the pipe, the partial
 * object is deleted and the call answers 413.
 */
export async function storeFileStream(
  storage: Storage,
  stream: UploadStream,
  target: UploadTarget,
): Promise<string> {
  const { head, content } = await peekHead(stream, sniffLength);
  let type: MediaContentType;
  try {
    type = acceptedTypeOf(head, target.kind, target.slot, target.field);
  } catch (error) {
    stream.resume();
    throw error;
  }
  const counter = new ByteLimit(maxBytesOf(type));
  const truncated = () => counter.destroy(fileTooLarge(target.field));
  stream.once('limit', truncated);
  const key = newStorageKey(target.kind, target.owner, type);
  const [piped, stored] = await Promise.allSettled([
    pipeline(content, counter),
    storage.put(key, counter, { contentType: type }),
  ]);
  stream.off('limit', truncated);
  if (counter.exceeded || stream.truncated) {
    await storage.delete(key).catch(() => undefined);
    stream.resume();
    throw fileTooLarge(target.field);
  }
  const failure = stored.status === 'rejected' ? stored.reason : undefined;
  const streamFailure = piped.status === 'rejected' ? piped.reason : undefined;
  if (failure !== undefined || streamFailure !== undefined) {
    await storage.delete(key).catch(() => undefined);
    if (streamFailure instanceof DomainError) throw streamFailure;
    throw asUploadError(failure ?? streamFailure, target.kind);
  }
  if (!isVideo(type)) await stripStoredImage(storage, key, type, target);
  return key;
}

/**
 * A streamed (or directly uploaded) image is stripped once stored, before its key is handed out
 * (so no one can have fetched it yet): it streams to storage like any file, then is read back (15 MB at most) and
 * replaced by its stripped copy when it carried metadata. A bomb is deleted and refused.
 */
export async function stripStoredImage(
  storage: Storage,
  key: string,
  type: MediaContentType,
  target: Pick<UploadTarget, 'kind' | 'field'>,
): Promise<void> {
  try {
    const stored = await storage.readBytes(key);
    if (!stored) throw uploadFailed(target.kind.failedMessage);
    const stripped = await storableBytes({ bytes: stored, type }, target.field);
    if (stripped !== stored) {
      await storage.put(key, stripped, { contentType: type, contentLength: stripped.length });
    }
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw asUploadError(error, target.kind);
  }
}
