import type { Knex } from 'knex';
import { hashPassword, hashResetToken, newResetToken, unusablePasswordHash } from '@drops/auth';
import { adminAccountMessages, type AdminAccount } from '@drops/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@drops/service-kit';
import type { AccountSessions } from '@drops/service-kit';
import type { AdminAccountsRepository } from '../admin-accounts-repository';
import type { AdminUsersRepository } from '../admin-users-repository';

/** An invitation link works once, within 72 hours. */
export const invitationLifetimeMs = 72 * 60 * 60 * 1000;

export interface AdministratorsDependencies {
  db: Knex;
  users: AdminUsersRepository;
  accounts: AdminAccountsRepository;
  sessions: Pick<AccountSessions, 'endAll'>;
}

/**
 * Invites an administrator: a new account waiting for its password, or a pending one whose link
 * is replaced. An email that already signs in (active or disabled) is a conflict.
 */
export async function inviteAdministrator(
  deps: AdministratorsDependencies,
  email: string,
  invitedBy: string,
): Promise<{ admin: AdminAccount; token: string }> {
  const address = email.trim().toLowerCase();
  const { token, tokenHash } = newResetToken();
  const unusable = await unusablePasswordHash;
  const adminId = await deps.db.transaction(async (trx) => {
    const existing = await deps.users.findByEmail(address, trx);
    const security = existing ? await deps.accounts.security(existing.user._id, trx) : null;
    if (existing && security?.status !== 'invited')
      throw new ConflictError(adminAccountMessages.alreadyAdministrator, {
        email: adminAccountMessages.alreadyAdministrator,
      });
    const id = existing?.user._id ?? (await deps.accounts.insertInvited(trx, address, unusable));
    await deps.accounts.replaceInvitation(trx, {
      adminId: id,
      tokenHash,
      invitedBy,
      expiresAt: Date.now() + invitationLifetimeMs,
    });
    return id;
  });
  const admin = await deps.accounts.find(adminId);
  if (!admin) throw new NotFoundError(adminAccountMessages.notFound);
  return { admin, token };
}

/** Sets the invited administrator's password from a valid link, which then no longer works. */
export async function acceptInvitation(
  deps: AdministratorsDependencies,
  token: string,
  password: string,
): Promise<AdminAccount> {
  const hash = await hashPassword(password);
  const adminId = await deps.db.transaction(async (trx) => {
    const id = await deps.accounts.useInvitation(trx, hashResetToken(token), Date.now());
    const security = id ? await deps.accounts.security(id, trx) : null;
    if (!id || security?.status !== 'invited')
      throw new ValidationError(
        { token: adminAccountMessages.inviteInvalid },
        adminAccountMessages.inviteInvalid,
      );
    await deps.accounts.activate(trx, id, hash);
    return id;
  });
  const admin = await deps.accounts.find(adminId);
  if (!admin) throw new ValidationError({ token: adminAccountMessages.inviteInvalid });
  return admin;
}

/**
 * Disables or enables an administrator (oneself too). Never the last active one (counted under
 * lock, so two disables at once cannot leave none); disabling ends every session at once.
 */
export async function setAdministratorDisabled(
  deps: AdministratorsDependencies,
  targetId: string,
  disabled: boolean,
): Promise<{ before: AdminAccount; after: AdminAccount }> {
  const before = await deps.accounts.find(targetId);
  if (!before) throw new NotFoundError(adminAccountMessages.notFound);
  await deps.db.transaction(async (trx) => {
    if (disabled) {
      const active = await deps.accounts.lockActiveIds(trx);
      if (active.includes(targetId) && active.length <= 1)
        throw new ConflictError(adminAccountMessages.lastActive);
      await deps.accounts.setStatus(trx, targetId, 'disabled');
      await deps.sessions.endAll(targetId, 'ended-all', { trx });
    } else if (before.status === 'disabled') {
      await deps.accounts.setStatus(trx, targetId, 'active');
    }
  });
  const after = await deps.accounts.find(targetId);
  if (!after) throw new NotFoundError(adminAccountMessages.notFound);
  return { before, after };
}
