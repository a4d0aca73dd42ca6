import {
  ErrorBodySchema,
  StorageKeyParamsSchema,
  SignedUrlResponseSchema,
  thumbnailFormats,
  thumbnailKeyOf,
  thumbnailSourceOf,
  uploadLimits,
  type SignedUrlResponse,
  type ThumbnailLinks,
  type ThumbnailWidth,
} from '@drops/contracts';
import type { ServiceApp } from '@drops/service-kit';
import { isStorageKey, StorageUnavailableError, type Storage } from '../../storage';
import { fileNotFound, mediaUrlFailed, storageKeyInvalid } from './upload-errors';

const httpLink = /^https?:\/\//i;

/** The widths of a stored image's thumbnails once they are made; null before (or never). */
export type ReadyThumbnails = (key: string) => Promise<ThumbnailWidth[] | null>;

/**
 * Thumbnails' links are the same for an hour (issue 18 point 5): the next page load asks the
 * browser's cache or a CDN for the same address.
 */
export const thumbnailLinkWindowSeconds = 60 * 60;

function answer(signedUrl: string, thumbnails?: ThumbnailLinks[]): SignedUrlResponse {
  return { success: true, signedUrl, data: { signedUrl }, ...(thumbnails && { thumbnails }) };
}

function stableLink(storage: Storage, key: string): Promise<string> {
  return storage.signedUrl(key, uploadLimits.signedUrlSeconds, {
    stableWindowSeconds: thumbnailLinkWindowSeconds,
  });
}

async function thumbnailLinks(
  storage: Storage,
  key: string,
  widths: ThumbnailWidth[],
): Promise<ThumbnailLinks[]> {
  return Promise.all(
    widths.map(async (width) => {
      const [avif, webp] = await Promise.all(
        thumbnailFormats.map((format) => stableLink(storage, thumbnailKeyOf(key, width, format))),
      );
      return { width, avif: avif!, webp: webp! };
    }),
  );
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
export function registerSignedUrlRoute(
  app: ServiceApp,
  storage: Storage,
  readyThumbnails: ReadyThumbnails = async () => null,
): void {
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
        const source = thumbnailSourceOf(key);
        if (source !== null) {
          // A thumbnail (`visuals[].thumbnail`, `galleryImageThumbNails`): while it is being
          // made, its original stands in for it.
          if (await storage.exists(key)) return answer(await stableLink(storage, key));
          if (!isStorageKey(source) || !(await storage.exists(source))) throw fileNotFound();
          return answer(await storage.signedUrl(source, uploadLimits.signedUrlSeconds));
        }
        if (!(await storage.exists(key))) throw fileNotFound();
        const signedUrl = await storage.signedUrl(key, uploadLimits.signedUrlSeconds);
        const widths = await readyThumbnails(key);
        if (!widths || widths.length === 0) return answer(signedUrl);
        return answer(signedUrl, await thumbnailLinks(storage, key, widths));
      } catch (error) {
        if (error instanceof StorageUnavailableError) throw mediaUrlFailed();
        throw error;
      }
    },
  );
}
