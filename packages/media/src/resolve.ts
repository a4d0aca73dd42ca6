import { isApiError, type ApiClient } from '@drops/api-client';
import {
  storageKeyPrefixes,
  uploadMessages,
  type SignedUrlsEntry,
  type ThumbnailLinks,
} from '@drops/contracts';
import { signedLinksOf } from './signed-links';

/**
 * Stored keys (products/, seller-profiles/, seller-moodboards/) are exchanged for temporary
 * signed links; http(s) links are used as they are (spec section 3).
 */
export class MediaError extends Error {
  override name = 'MediaError';
}

const keyPrefixes = Object.values(storageKeyPrefixes);

export function isHttpLink(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

export function isStoredKey(value: string): boolean {
  return keyPrefixes.some((prefix) => value.startsWith(prefix));
}

/** A stored image's link and, once they are made, its thumbnails' links (issue 18). */
export interface ResolvedMedia {
  url: string;
  thumbnails?: ThumbnailLinks[];
}

/** A signed link is reused until shortly before it could expire. */
const reuseMs = 10 * 60 * 1000;
const cache = new Map<string, { media: Promise<ResolvedMedia>; at: number }>();

/** For tests and sign-out: forget every signed link. */
export function clearMediaCache(): void {
  cache.clear();
}

/**
 * Links signed ahead (a list answer's `mediaLinks`, issue 28): the images that show them find
 * them resolved, with no call of their own. A refused key is left for its image to ask and show.
 */
export function keepSignedMedia(entries: SignedUrlsEntry[]): void {
  for (const { key, status, signedUrl, thumbnails } of entries) {
    if (status !== 200 || !signedUrl) continue;
    const media: ResolvedMedia = { url: signedUrl, ...(thumbnails?.length && { thumbnails }) };
    cache.set(key, { media: Promise.resolve(media), at: Date.now() });
  }
}

/**
 * The displayable link for a stored key or link. Fails with FILE_NOT_FOUND for a key the server
 * does not know and "Failed to get media URL" otherwise (spec section 8).
 */
export function resolveMediaUrl(client: ApiClient, value: string): Promise<string> {
  return resolveMedia(client, value).then((media) => media.url);
}

/** As `resolveMediaUrl`, with the image's thumbnails when the server has made them. */
export function resolveMedia(client: ApiClient, value: string): Promise<ResolvedMedia> {
  if (isHttpLink(value)) return Promise.resolve({ url: value });
  if (!isStoredKey(value)) return Promise.reject(new MediaError(uploadMessages.mediaUrlFailed));
  const cached = cache.get(value);
  if (cached && Date.now() - cached.at < reuseMs) return cached.media;
  const media = signedLinksOf(client, value).then(
    (response): ResolvedMedia => ({
      url: response.signedUrl,
      ...(response.thumbnails?.length && { thumbnails: response.thumbnails }),
    }),
    (error: unknown) => {
      cache.delete(value);
      const notFound = isApiError(error) && error.status === 404;
      throw new MediaError(notFound ? uploadMessages.fileNotFound : uploadMessages.mediaUrlFailed);
    },
  );
  cache.set(value, { media, at: Date.now() });
  return media;
}
