import type { SellerLoginBody, SellerLoginResponse } from '@drops/contracts';
import type { ApiClient } from '../client';

/** POST /seller/login. */
export function loginSeller(client: ApiClient, body: SellerLoginBody) {
  // The answer sets the session's httpOnly refresh cookie (issue 30).
  return client.request<SellerLoginResponse>('POST', '/seller/login', {
    body,
    withCredentials: true,
  });
}
