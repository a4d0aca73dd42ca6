import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  ProductUploadBodySchema,
  ProductUploadResponseSchema,
  SingleUploadResponseSchema,
  UploadFileSchema,
  UploadQuerySchema,
  uploadLimits,
  type MultipleUploadResponse,
  type ProductUploadBody,
  type SingleUploadResponse,
  type UploadedFile,
} from '@drops/contracts';
import { DomainError, type ServiceApp } from '@drops/service-kit';
import type { Storage } from '../storage';
import {
  asUploadError,
  decodeUploadFile,
  storeDecodedFile,
  storeFileStream,
  type UploadTarget,
} from './store-upload';
import { largestFileOf, uploadKinds, type UploadKind } from './upload-kinds';
import {
  fileMissing,
  malformedBody,
  notJson,
  unexpectedFileField,
  uploadErrorResponses,
} from './upload-errors';
import { ownerOf } from './upload-owner';

/** Told the keys of a request's stored files once all are stored (thumbnails are queued). */
export type StoredHook = (keys: string[]) => Promise<void>;

const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
/** Room for the JSON around `fileData`, a data-URL header and the other fields. */
const jsonOverhead = 64 * 1024;

async function deleteQuietly(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

async function withLinks(storage: Storage, keys: string[], kind: UploadKind) {
  try {
    return await Promise.all(
      keys.map(async (key) => ({
        key,
        url: await storage.signedUrl(key, uploadLimits.signedUrlSeconds),
      })),
    );
  } catch (error) {
    throw asUploadError(error, kind);
  }
}

function single(file: UploadedFile): SingleUploadResponse {
  return { success: true, key: file.key, url: file.url, data: { key: file.key, url: file.url } };
}

function multiple(files: UploadedFile[]): MultipleUploadResponse {
  const urls = files.map((file) => file.url);
  return { success: true, files, urls, data: { files, urls } };
}

/**
 * The base64 JSON body: every file is decoded and checked before any is stored, and a storage
 * failure midway removes what this request already stored.
 */
async function uploadJson(
  storage: Storage,
  onStored: StoredHook,
  body: ProductUploadBody,
  kind: UploadKind,
  owner: string,
  firstSlot: number,
) {
  const list = 'files' in body ? body.files : [body];
  const targets: UploadTarget[] = list.map((_file, index) => ({
    kind,
    owner,
    slot: firstSlot + index,
    field: 'files' in body ? `files.${index}` : 'file',
  }));
  const decoded = list.map((file, index) => decodeUploadFile(file, targets[index]!));
  const keys: string[] = [];
  try {
    for (const [index, file] of decoded.entries()) {
      keys.push(await storeDecodedFile(storage, file, targets[index]!));
    }
    const files = await withLinks(storage, keys, kind);
    await onStored(keys);
    return 'files' in body ? multiple(files) : single(files[0]!);
  } catch (error) {
    await deleteQuietly(storage, keys);
    throw error;
  }
}

/**
 * `multipart/form-data`: a `file` part (answered like the single JSON body) or, for products,
 * up to five `files` parts (answered with the list); other fields are ignored. Each file is
 * streamed to storage as it arrives.
 */
async function uploadMultipart(
  storage: Storage,
  onStored: StoredHook,
  request: FastifyRequest,
  kind: UploadKind,
  owner: string,
  firstSlot: number,
) {
  const parts = request.parts({
    limits: {
      fileSize: largestFileOf(kind),
      files: kind.maxFiles,
      fields: 20,
      fieldSize: 64 * 1024,
    },
  });
  const keys: string[] = [];
  let listed = false;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const file: MultipartFile = part;
      const allowed =
        file.fieldname === 'file' || (kind.maxFiles > 1 && file.fieldname === 'files');
      if (!allowed || (file.fieldname === 'file' && keys.length > 0)) {
        file.file.resume();
        throw unexpectedFileField(file.fieldname);
      }
      listed ||= file.fieldname === 'files';
      const index = keys.length;
      const target: UploadTarget = {
        kind,
        owner,
        slot: firstSlot + index,
        field: listed ? `files.${index}` : 'file',
      };
      keys.push(await storeFileStream(storage, file.file, target));
    }
    if (keys.length === 0) throw fileMissing();
    const files = await withLinks(storage, keys, kind);
    await onStored(keys);
    return listed ? multiple(files) : single(files[0]!);
  } catch (error) {
    await deleteQuietly(storage, keys);
    throw malformedMultipartAs400(error);
  }
}

/**
 * The multipart parser rejects a broken body (no boundary, truncated form) with a plain Error;
 * that is the client's fault, so it answers 400 rather than falling through to a 500.
 */
function malformedMultipartAs400(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  if (typeof (error as { statusCode?: unknown }).statusCode === 'number') return error;
  return malformedBody();
}

/**
 * `POST <url>`: a file of `kind`, as base64 JSON or multipart; the stored key and its link. Who
 * may call it is its folder's (`routes/anyone/`, `routes/seller/`).
 */
export function registerUploadRoute(app: ServiceApp, url: string, kind: UploadKind) {
  const { storage, onStored, largeJsonGate } = app.mediaUploads;
  const isProduct = kind === uploadKinds.product;
  app.post(
    url,
    {
      // JSON carries base64, 4/3 of the bytes; multipart bodies are limited per file instead.
      bodyLimit: base64Length(largestFileOf(kind)) + jsonOverhead,
      onRequest: largeJsonGate,
      preHandler: app.idempotency.preHandler,
      onSend: app.idempotency.onSend,
      schema: {
        querystring: UploadQuerySchema,
        body: {
          content: {
            'application/json': { schema: isProduct ? ProductUploadBodySchema : UploadFileSchema },
          },
        },
        response: {
          200: isProduct ? ProductUploadResponseSchema : SingleUploadResponseSchema,
          ...uploadErrorResponses,
        },
      },
    },
    async (request) => {
      const owner = ownerOf(app, request);
      const firstSlot = request.query.slot ?? 0;
      if (request.isMultipart()) {
        return uploadMultipart(storage, onStored, request, kind, owner, firstSlot);
      }
      // Only JSON has a schema here; any other content type (text/plain...) is refused.
      if (typeof request.body !== 'object' || request.body === null) throw notJson();
      return uploadJson(
        storage,
        onStored,
        request.body as ProductUploadBody,
        kind,
        owner,
        firstSlot,
      );
    },
  );
}
