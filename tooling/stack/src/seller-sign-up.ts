/**
 * The body of `POST /seller/register/complete` the stack's own helpers send (the in-process
 * harness, the replica proof): a picture key that needs no upload.
 */
export function sellerSignUpBody(
  identity: { username: string; email: string; password: string },
  accountType: 'flex' | 'sell',
) {
  return {
    accountType,
    ...identity,
    role: ['creator'],
    somethingElseText: '',
    profileImage: 'seller-profiles/pending/avatar.png',
    country: 'GB',
    bio: 'Small runs of printed things.',
    portfolioLink: 'https://example.com/work',
  };
}
