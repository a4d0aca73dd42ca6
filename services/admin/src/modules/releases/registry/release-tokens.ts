import { createHash, timingSafeEqual } from 'node:crypto';
import { newId, toIso } from '@drops/db';
import type { ReleaseTokenResponse } from '@drops/contracts';
import { releaseTokenAudience } from '@drops/contracts';
import { actorName, type ReleaseActor } from '../domain/release-actor';
import { recordAction, type RegistryContext } from './context';

/** Signs a release token (audience `drops:release`) for the remote, carrying the token's id. */
export type ReleaseTokenSigner = (claims: { sub: string; jti: string }) => string;

/** The `exp` the signer sets (its lifetime), read back so the registry stores the same date. */
export type ExpiryOf = (token: string) => number;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * `POST /admin/remotes/{name}/tokens`: a new release token for the remote. Only its hash is
 * kept and the remote has one live token, so minting one revokes the previous one (rotation).
 */
export async function mintReleaseToken(
  context: RegistryContext,
  remote: string,
  actor: ReleaseActor,
  sign: ReleaseTokenSigner,
  expiryOf: ExpiryOf,
  requestId: string,
): Promise<ReleaseTokenResponse['data']> {
  const tokenId = newId();
  const token = sign({ sub: remote, jti: tokenId });
  const createdAt = context.now();
  const expiresAt = expiryOf(token);
  const replacedPrevious = await context.db.transaction(async (trx) => {
    const replaced = await context.releases.replaceToken(
      {
        remote,
        tokenId,
        tokenHash: hashOf(token),
        createdAt,
        createdBy: actorName(actor),
        expiresAt,
      },
      trx,
    );
    await recordAction(
      context,
      actor,
      {
        action: 'remote_token',
        remote,
        after: { tokenId, audience: releaseTokenAudience, expiresAt: toIso(expiresAt) },
        note: replaced ? 'The previous release token of this remote is revoked.' : null,
        requestId,
      },
      trx,
    );
    return replaced;
  });
  return {
    token,
    remote,
    audience: releaseTokenAudience,
    createdAt: toIso(createdAt),
    expiresAt: toIso(expiresAt),
    replacedPrevious,
  };
}

/**
 * The actor of a release token whose signature and audience are already verified: it must be
 * its remote's live token (a replaced one is revoked). Null otherwise.
 */
export async function releaseTokenActor(
  context: RegistryContext,
  remote: string,
  token: string,
): Promise<Extract<ReleaseActor, { kind: 'release-token' }> | null> {
  const live = await context.releases.tokenOf(remote);
  if (!live || live.expiresAt <= context.now()) return null;
  const sent = Buffer.from(hashOf(token), 'hex');
  const stored = Buffer.from(live.tokenHash, 'hex');
  if (sent.length !== stored.length || !timingSafeEqual(sent, stored)) return null;
  return { kind: 'release-token', tokenId: live.tokenId, remote };
}
