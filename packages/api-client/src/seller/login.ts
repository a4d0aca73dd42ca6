import type { SellerLoginBody, SellerLoginResponse } from '@drops/contracts';
import { postBody } from '../endpoint';

/** POST /seller/login. */
export const loginSeller = postBody<SellerLoginBody, SellerLoginResponse>('/seller/login', {
  // The answer sets the session's httpOnly refresh cookie (issue 30).
  withCredentials: true,
});
