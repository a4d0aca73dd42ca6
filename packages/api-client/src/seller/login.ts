import type { SellerLoginBody, SellerLoginResponse } from '@drops/contracts';
import type { ApiClient } from '../client';

/** POST /seller/login. */
export function loginSeller(client: ApiClient, body: SellerLoginBody) {
  return client.request<SellerLoginResponse>('POST', '/seller/login', { body });
}
