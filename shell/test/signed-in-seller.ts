import { sellerSessionKey } from '@drops/session';

/** Stores a signed-in seller's session, as the shell reads it on load. */
export function storeSignedInSeller(): void {
  const seller = {
    _id: '0123456789abcdef01234567',
    username: 'maker',
    email: 'maker@drops.test',
    accountType: 'sell',
    isApproved: true,
    isRequestedforSell: false,
  };
  window.localStorage.setItem(sellerSessionKey, JSON.stringify({ token: 'abc', seller }));
}
