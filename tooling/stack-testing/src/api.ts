// The shared gateway's address and the api-client over it.
import { createApiClient, type ApiClient } from '@drops/api-client';
import { readStackEnvironment } from './stack-environment';

/** The shared real gateway's API base (`http://127.0.0.1:<port>/api/v1`): give it to the screen. */
export function stackApiUrl(): string {
  return readStackEnvironment().apiUrl;
}

/** An API base where nothing listens: every call fails as a network failure (no answer). */
export const unreachableApiUrl = 'http://127.0.0.1:9/api/v1';

/** The api-client over the shared gateway (or `baseUrl`), with `token` as bearer when given. */
export function apiClient({
  token,
  baseUrl,
}: { token?: string; baseUrl?: string } = {}): ApiClient {
  return createApiClient({ baseUrl: baseUrl ?? stackApiUrl(), getToken: () => token });
}
