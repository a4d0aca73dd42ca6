import type { onRequestHookHandler } from 'fastify';
import type { Storage } from '../storage';
import { defaultLargeJsonUploadLimits, largeJsonUploadGate } from './large-json-uploads';
import type { LargeJsonUploadLimits } from './large-json-uploads';
import type { StoredHook } from './upload-routes';

/** What the media routes (autoloaded from `routes/`) share, given them by the module's face. */
export interface MediaUploads {
  storage: Storage;
  /** Told each request's stored keys (the catalog queues their thumbnails). */
  onStored: StoredHook;
  /** One gate for the base64 JSON uploads of every route: the memory it guards is the service's. */
  largeJsonGate: onRequestHookHandler;
}

export interface MediaUploadsOptions {
  /** Default: `defaultLargeJsonUploadLimits`. */
  largeJsonUploads?: LargeJsonUploadLimits;
  onStored?: StoredHook;
}

export function createMediaUploads(
  storage: Storage,
  options: MediaUploadsOptions = {},
): MediaUploads {
  return {
    storage,
    onStored: options.onStored ?? (async () => undefined),
    largeJsonGate: largeJsonUploadGate(options.largeJsonUploads ?? defaultLargeJsonUploadLimits),
  };
}
