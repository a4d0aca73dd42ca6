import {
  ApiError,
  getSignedUrl,
  getSignedUrls,
  isApiError,
  type ApiClient,
} from '@drops/api-client';
import { signedUrlsMaxKeys, type ThumbnailLinks } from '@drops/contracts';

/** A stored key's signed link and, once made, its thumbnails' links. */
export interface SignedLinks {
  signedUrl: string;
  thumbnails?: ThumbnailLinks[];
}

interface Waiting {
  key: string;
  resolve: (links: SignedLinks) => void;
  reject: (error: unknown) => void;
}

const waitingByClient = new Map<ApiClient, Waiting[]>();

/** One key alone: the spec's own call. */
function askOne(client: ApiClient, waiting: Waiting): void {
  getSignedUrl(client, waiting.key).then(
    ({ signedUrl, thumbnails }) => waiting.resolve({ signedUrl, thumbnails }),
    waiting.reject,
  );
}

async function askTogether(client: ApiClient, group: Waiting[]): Promise<void> {
  let answer;
  try {
    answer = await getSignedUrls(
      client,
      group.map((waiting) => waiting.key),
    );
  } catch (error) {
    // A gateway from before the route (the remotes deploy on their own): one call each.
    if (isApiError(error) && error.status === 404 && error.code === 'ROUTE_NOT_FOUND') {
      for (const waiting of group) askOne(client, waiting);
      return;
    }
    for (const waiting of group) waiting.reject(error);
    return;
  }
  group.forEach((waiting, index) => {
    const entry = answer.data[index];
    if (entry?.key === waiting.key && entry.status === 200 && entry.signedUrl)
      waiting.resolve({ signedUrl: entry.signedUrl, thumbnails: entry.thumbnails });
    else
      waiting.reject(
        new ApiError('general', entry?.error ?? '', { status: entry?.status ?? undefined }),
      );
  });
}

function send(client: ApiClient): void {
  const waiting = waitingByClient.get(client) ?? [];
  waitingByClient.delete(client);
  if (waiting.length === 1) {
    askOne(client, waiting[0]!);
    return;
  }
  for (let start = 0; start < waiting.length; start += signedUrlsMaxKeys)
    void askTogether(client, waiting.slice(start, start + signedUrlsMaxKeys));
}

/**
 * A stored key's links (issue 18). Keys asked for within the same task (the thumbnails of the
 * rows a list has just put on screen) go in one `POST /s3/signed-urls`, so the screen waits for
 * one round trip, not one per image behind the browser's six connections; a key asked for alone
 * takes the spec's `GET /s3/get-signed-url/{key}`. Refusals are the API's errors, per key.
 */
export function signedLinksOf(client: ApiClient, key: string): Promise<SignedLinks> {
  return new Promise((resolve, reject) => {
    let waiting = waitingByClient.get(client);
    if (!waiting) {
      waiting = [];
      waitingByClient.set(client, waiting);
      setTimeout(() => send(client), 0);
    }
    waiting.push({ key, resolve, reject });
  });
}
