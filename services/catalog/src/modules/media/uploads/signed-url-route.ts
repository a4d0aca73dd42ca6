import {
  ErrorBodySchema,
  StorageKeyParamsSchema,
  SignedUrlResponseSchema,
  SignedUrlsBodySchema,
  SignedUrlsResponseSchema,
  thumbnailFormats,
  thumbnailKeyOf,
  thumbnailSourceOf,
  uploadLimits,
  type SignedUrlResponse,
  type SignedUrlsEntry,
  type ThumbnailLinks,
  type ThumbnailWidth,
} from '@drops/contracts';
import { DomainError, noStore, type ServiceApp } from '@drops/service-kit';
import { isStorageKey, StorageUnavailableError, type Storage } from '../storage';
import { fileNotFound, mediaUrlFailed, storageKeyInvalid } from './upload-errors';

const httpLink = /^https?:\/\//i;

/** The widths of stored images' thumbnails once they are made (a key absent: none yet, or never). */
export type ReadyThumbnails = (keys: string[]) => Promise<Map<string, ThumbnailWidth[]>>;

/**
 * Thumbnails' links are the same for an hour (issue 18 point 5): the next page load asks the
 * browser's cache or a CDN for the same address.
 */
export const thumbnailLinkWindowSeconds = 60 * 60;

function answer(signedUrl: string, thumbnails?: ThumbnailLinks[]): SignedUrlResponse {
  return { success: true, signedUrl, data: { signedUrl }, ...(thumbnails && { thumbnails }) };
}

/** Stable links kept at most; beyond, the oldest go (a link is 300-500 bytes). */
const stableLinksKept = 20_000;

/**
 * A thumbnail's link, the same for every call within its window: kept once made, since an S3
 * presign costs 1-3 ms of CPU on a busy machine and a screen of ten thumbnails asks for sixty.
 * One cache per route registration, so per storage.
 */
function stableLinks(storage: Storage): (key: string) => Promise<string> {
  const kept = new Map<string, { window: number; link: Promise<string> }>();
  return (key) => {
    const window = Math.floor(Date.now() / 1000 / thumbnailLinkWindowSeconds);
    const found = kept.get(key);
    if (found?.window === window) return found.link;
    const link = storage.signedUrl(key, uploadLimits.signedUrlSeconds, {
      stableWindowSeconds: thumbnailLinkWindowSeconds,
    });
    kept.delete(key);
    kept.set(key, { window, link });
    // A failed signing is not kept.
    link.catch(() => kept.get(key)?.link === link && kept.delete(key));
    if (kept.size > stableLinksKept) kept.delete(kept.keys().next().value!);
    return link;
  };
}

async function thumbnailLinks(
  stableLink: (key: string) => Promise<string>,
  key: string,
  widths: ThumbnailWidth[],
): Promise<ThumbnailLinks[]> {
  return Promise.all(
    widths.map(async (width) => {
      const [avif, webp] = await Promise.all(
        thumbnailFormats.map((format) => stableLink(thumbnailKeyOf(key, width, format))),
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
 * A key's links as `GET /s3/get-signed-url/{key}` answers them; throws what it refuses with. Only
 * the three prefixes are keys; an http(s) link is answered as it is, as the spec uses such links
 * unchanged.
 */
function signedMediaOf(storage: Storage, readyThumbnails: ReadyThumbnails) {
  const stableLink = stableLinks(storage);
  /**
   * `ready`: the key's ready thumbnails when the caller read them for many keys at once. An
   * image whose thumbnails were made was stored, so it is not looked up again (issue 28: a
   * screen's links in the list answer without a storage round trip each).
   */
  return async (rawKey: string, ready?: ThumbnailWidth[]): Promise<SignedUrlResponse> => {
    const key = keyOf(rawKey);
    if (httpLink.test(key)) return answer(key);
    if (!isStorageKey(key)) throw storageKeyInvalid();
    try {
      const source = thumbnailSourceOf(key);
      if (source !== null) {
        // A thumbnail (`visuals[].thumbnail`, `galleryImageThumbNails`): while it is being
        // made, its original stands in for it.
        if (await storage.exists(key)) return answer(await stableLink(key));
        if (!isStorageKey(source) || !(await storage.exists(source))) throw fileNotFound();
        return answer(await storage.signedUrl(source, uploadLimits.signedUrlSeconds));
      }
      const known = ready !== undefined && ready.length > 0;
      if (!known && !(await storage.exists(key))) throw fileNotFound();
      const signedUrl = await storage.signedUrl(key, uploadLimits.signedUrlSeconds);
      const widths = ready ?? (await readyThumbnails([key])).get(key) ?? null;
      if (!widths || widths.length === 0) return answer(signedUrl);
      return answer(signedUrl, await thumbnailLinks(stableLink, key, widths));
    } catch (error) {
      if (error instanceof StorageUnavailableError) throw mediaUrlFailed();
      throw error;
    }
  };
}

/** Signed links of stored keys, one at a time or a screen's at once. */
export interface MediaSigner {
  /** As `GET /s3/get-signed-url/{key}` answers; throws what it refuses with. */
  sign(key: string): Promise<SignedUrlResponse>;
  /** Each key answered or refused on its own, as `POST /s3/signed-urls` answers. */
  entries(keys: string[]): Promise<SignedUrlsEntry[]>;
}

/** One signer per storage: its thumbnails' links are kept (stableLinks) across calls. */
export function createMediaSigner(
  storage: Storage,
  readyThumbnails: ReadyThumbnails = async () => new Map(),
): MediaSigner {
  const sign = signedMediaOf(storage, readyThumbnails);
  return {
    sign: (key) => sign(key),
    entries: async (keys) => {
      // One read of the thumbnails for the whole screen, not one per key.
      const ready = await readyThumbnails(keys.map(keyOf));
      return Promise.all(
        keys.map(async (key): Promise<SignedUrlsEntry> => {
          try {
            const { signedUrl, thumbnails } = await sign(key, ready.get(keyOf(key)) ?? []);
            return { key, status: 200, signedUrl, ...(thumbnails && { thumbnails }) };
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            return { key, status: error.statusCode, error: error.message };
          }
        }),
      );
    },
  };
}

/**
 * GET /s3/get-signed-url/{key}: no token, like an image URL (keys hold 96 random bits, and
 * sign-up screens show images before an account exists). POST /s3/signed-urls (issue 18, added):
 * the same for a screen's keys at once, each key answered or refused on its own.
 */
export function registerSignedUrlRoute(app: ServiceApp, signer: MediaSigner): void {
  app.get(
    '/s3/get-signed-url/*',
    {
      onRequest: noStore,
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
    (request) => signer.sign(request.params['*']),
  );

  app.post(
    '/s3/signed-urls',
    {
      onRequest: noStore,
      schema: {
        body: SignedUrlsBodySchema,
        response: { 200: SignedUrlsResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ success: true as const, data: await signer.entries(request.body.keys) }),
  );
}
