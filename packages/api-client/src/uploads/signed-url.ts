import type { SignedUrlResponse, SignedUrlsResponse } from '@drops/contracts';
import type { ApiClient } from '../client';

/** GET /s3/get-signed-url/{key}: a temporary link for a stored key. The key keeps its slashes. */
export function getSignedUrl(client: ApiClient, key: string) {
  const path = key.split('/').map(encodeURIComponent).join('/');
  return client.request<SignedUrlResponse>('GET', `/s3/get-signed-url/${path}`);
}

/** POST /s3/signed-urls (issue 18): several keys' links in one call, each answered on its own. */
export function getSignedUrls(client: ApiClient, keys: string[]) {
  return client.request<SignedUrlsResponse>('POST', '/s3/signed-urls', { body: { keys } });
}
