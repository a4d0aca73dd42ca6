import type { SingleUploadResponse } from '@drops/contracts';
import type { ApiClient } from '../client';
import type { UploadProgress } from '../form-upload';

export interface ProductUploadOptions {
  /** The visual slot (0-4); only slot 0 takes a video. */
  slot: number;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * POST /s3/product-image-upload as multipart: the file streams through the gateway to storage
 * (a base64 JSON body would hold a 100 MB video in memory on every hop), with progress.
 */
export function uploadProductFile(client: ApiClient, file: File, options: ProductUploadOptions) {
  const form = new FormData();
  form.append('file', file, file.name);
  return client.upload<SingleUploadResponse>('/s3/product-image-upload', form, {
    query: { slot: options.slot },
    onProgress: options.onProgress,
    signal: options.signal,
  });
}
