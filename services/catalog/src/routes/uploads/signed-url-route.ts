import {
  ErrorBodySchema,
  StorageKeyParamsSchema,
  SignedUrlResponseSchema,
  uploadLimits,
  type SignedUrlResponse,
} from '@drops/contracts';
import type { ServiceApp } from '@drops/service-kit';
import { isStorageKey, StorageUnavailableError, type Storage } from '../../storage';
import { fileNotFound, mediaUrlFailed, storageKeyInvalid } from './upload-errors';

const httpLink = /^https?:\/\//i;

function answer(signedUrl: string): SignedUrlResponse {
  return { success: true, signedUrl, data: { signedUrl } };
}

/** A key arrives raw (`products/a/b.png`) or URL-encoded once more (`products%2Fa%2Fb.png`). */
function keyOf(raw: string): string {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * GET /s3/get-signed-url/{key}: no token, like an image URL (keys hold 96 random bits, and
 * sign-up screens show images before an account exists). Only the three prefixes are keys;
 * an http(s) link is answered as it is, as the spec uses such links unchanged.
 */
export function registerSignedUrlRoute(app: ServiceApp, storage: Storage): void {
  app.get(
    '/s3/get-signed-url/*',
    {
      schema: {
        params: StorageKeyParamsSchema,
        response: {
          200: SignedUrlResponseSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const key = keyOf(request.params['*']);
      if (httpLink.test(key)) return answer(key);
      if (!isStorageKey(key)) throw storageKeyInvalid();
      try {
        if (!(await storage.exists(key))) throw fileNotFound();
        return answer(await storage.signedUrl(key, uploadLimits.signedUrlSeconds));
      } catch (error) {
        if (error instanceof StorageUnavailableError) throw mediaUrlFailed();
        throw error;
      }
    },
  );
}
