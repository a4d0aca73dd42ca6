import type { SignedUrlResponse } from '@drops/contracts';
import type { ApiClient } from '../client';

/** GET /s3/get-signed-url/{key}: a temporary link for a stored key. The key keeps its slashes. */
export function getSignedUrl(client: ApiClient, key: string) {
  const path = key.split('/').map(encodeURIComponent).join('/');
  return client.request<SignedUrlResponse>('GET', `/s3/get-signed-url/${path}`);
}
