import { VerifiedTokens } from '../src/verified-tokens';

const now = 1_700_000_000_000;
const inSeconds = (ms: number) => Math.floor(ms / 1000);

it('gives the subject of a remembered token until the token expires', () => {
  const tokens = new VerifiedTokens();
  tokens.remember('token-a', { subject: 'seller-1' }, inSeconds(now + 60_000), now);
  expect(tokens.claimsOf('token-a', now + 59_000)?.subject).toBe('seller-1');
  expect(tokens.claimsOf('token-a', now + 60_000)).toBeUndefined();
  // Gone for good: an earlier clock does not bring it back.
  expect(tokens.claimsOf('token-a', now)).toBeUndefined();
});

it('keeps nothing for a token it was not given, however alike', () => {
  const tokens = new VerifiedTokens();
  tokens.remember(
    'header.payload.signature',
    { subject: 'seller-1' },
    inSeconds(now + 60_000),
    now,
  );
  expect(tokens.claimsOf('header.payload.signaturf', now)).toBeUndefined();
  expect(tokens.claimsOf('header.payload.signature ', now)).toBeUndefined();
});

it('keeps a long-lived token for ten minutes at most', () => {
  const tokens = new VerifiedTokens();
  tokens.remember('token-a', { subject: 'seller-1' }, inSeconds(now + 7 * 24 * 3600_000), now);
  expect(tokens.claimsOf('token-a', now + 10 * 60_000 - 1)?.subject).toBe('seller-1');
  expect(tokens.claimsOf('token-a', now + 10 * 60_000)).toBeUndefined();
});

it('lets the oldest token go when full', () => {
  const tokens = new VerifiedTokens(2);
  const expiry = inSeconds(now + 60_000);
  tokens.remember('token-a', { subject: 'seller-1' }, expiry, now);
  tokens.remember('token-b', { subject: 'seller-2' }, expiry, now);
  tokens.remember('token-c', { subject: 'seller-3' }, expiry, now);
  expect(tokens.claimsOf('token-a', now)).toBeUndefined();
  expect(tokens.claimsOf('token-b', now)?.subject).toBe('seller-2');
  expect(tokens.claimsOf('token-c', now)?.subject).toBe('seller-3');
});
