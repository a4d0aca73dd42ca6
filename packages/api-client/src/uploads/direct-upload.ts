import {
  contentTypeOfName,
  type CompleteUploadResponse,
  type DirectUploadPurpose,
  type DirectUploadResponse,
  type DirectUploadTarget,
} from '@drops/contracts';
import type { ApiClient } from '../client';
import { ApiError } from '../errors';
import { sendForm, type UploadProgress } from '../form-upload';

/** As long as the gateway gives an upload body (docs/decisions.md). */
const storageTimeoutMs = 10 * 60 * 1000;

export function fileTypeOf(file: File): string {
  return file.type || (contentTypeOfName(file.name) ?? 'application/octet-stream');
}

/** A storage refusal: the API's error body when the catalog answered (local disk), else none. */
function storageError(status: number, body: unknown): ApiError {
  const error = body as { success?: boolean; error?: unknown; errors?: Record<string, string> };
  if (error && error.success === false && typeof error.error === 'string')
    return new ApiError(error.errors ? 'validation' : 'general', error.error, {
      status,
      fieldErrors: error.errors,
      body,
    });
  return new ApiError('general', '', { status });
}

/**
 * Sends a file to a presigned target with upload progress (XMLHttpRequest: fetch reports none):
 * S3's form POST (the policy's fields, then the file) or the local disk's signed PUT. No token
 * goes with it; the target's signature is the permission.
 */
export function sendToStorage(
  target: DirectUploadTarget,
  file: Blob,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<void> {
  let body: FormData | Blob = file;
  if (target.method === 'POST') {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', file);
    body = form;
  }
  // Storage unreachable or refusing: no reason of ours to give, so the screen's own fallback
  // ("Failed to upload image") is what the seller reads.
  return sendForm<void>({
    url: target.url,
    method: target.method,
    headers: target.headers,
    form: body,
    anySuccess: true,
    timeoutMs: storageTimeoutMs,
    onProgress: options.onProgress,
    signal: options.signal,
    toError: storageError,
  }).catch((error: unknown) => {
    if (error instanceof ApiError && error.kind === 'network')
      throw new ApiError('general', '', { cause: error });
    throw error;
  });
}

export interface DirectUploadOptions {
  purpose: DirectUploadPurpose;
  /** The visual slot (0-4) of a product file; only slot 0 takes a video. */
  slot?: number;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * Issue 18: a file goes straight to storage. `POST /s3/uploads` declares it and answers the
 * target, the bytes go there with progress, `POST /s3/uploads/{id}/complete` has the catalog
 * check them and answers the key entities may keep.
 */
export async function uploadDirect(
  client: ApiClient,
  file: File,
  options: DirectUploadOptions,
): Promise<CompleteUploadResponse> {
  const declared = await client.request<DirectUploadResponse>('POST', '/s3/uploads', {
    body: {
      purpose: options.purpose,
      fileName: file.name || 'upload',
      fileType: fileTypeOf(file),
      fileSize: file.size,
      ...(options.slot !== undefined && { slot: options.slot }),
    },
    signal: options.signal,
  });
  const target = declared.data;
  await sendToStorage(target, file, { onProgress: options.onProgress, signal: options.signal });
  return client.request<CompleteUploadResponse>(
    'POST',
    `/s3/uploads/${encodeURIComponent(target.uploadId)}/complete`,
    { signal: options.signal },
  );
}
