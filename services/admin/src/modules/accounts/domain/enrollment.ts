import { adminAccountMessages } from '@drops/contracts';
import { ConflictError, ValidationError } from '@drops/service-kit';
import {
  checkSecondFactor,
  hashRecoveryCode,
  invalidCode,
  newRecoveryCodes,
  totpStepOf,
  type SecondFactorDependencies,
} from './second-factor';

/**
 * Turns an administrator's second factor on with the secret being set up and the first code the
 * app shows (wrong codes count as failed sign-ins). Answers the new recovery codes, shown once.
 */
export async function enableSecondFactor(
  deps: SecondFactorDependencies,
  adminId: string,
  secret: string,
  code: string,
): Promise<string[]> {
  const now = Date.now();
  if (await deps.passwords.isLocked(adminId, now)) throw invalidCode();
  const step = totpStepOf(secret, code, null);
  if (step === null) {
    if (await deps.passwords.recordFailure(adminId, now)) await deps.onLocked(adminId);
    throw invalidCode();
  }
  const recoveryCodes = newRecoveryCodes();
  await deps.db.transaction((trx) =>
    deps.accounts.enableTotp(trx, adminId, secret, step, recoveryCodes.map(hashRecoveryCode)),
  );
  await deps.passwords.clearFailures(adminId);
  return recoveryCodes;
}

/** `POST /auth/totp/enable`: the secret `/auth/totp/setup` gave, confirmed by a code. */
export async function enablePendingSecondFactor(
  deps: SecondFactorDependencies,
  adminId: string,
  code: string,
): Promise<string[]> {
  const security = await deps.accounts.security(adminId);
  if (security?.totpSecret) throw new ConflictError(adminAccountMessages.secondFactorOn);
  if (!security?.totpPendingSecret)
    throw new ValidationError(
      { code: adminAccountMessages.setUpFirst },
      adminAccountMessages.setUpFirst,
    );
  return enableSecondFactor(deps, adminId, security.totpPendingSecret, code);
}

/**
 * `POST /auth/totp/disable`: a current code (or a recovery code) turns the second factor off,
 * unless every administrator must keep one.
 */
export async function disableSecondFactor(
  deps: SecondFactorDependencies,
  adminId: string,
  code: string,
  required: boolean,
): Promise<void> {
  const security = await deps.accounts.security(adminId);
  if (!security?.totpSecret) throw new ConflictError(adminAccountMessages.secondFactorOff);
  if (required) throw new ConflictError(adminAccountMessages.secondFactorRequired);
  await checkSecondFactor(deps, adminId, security.totpSecret, code, { recoveryCodes: true });
  await deps.db.transaction((trx) => deps.accounts.disableTotp(trx, adminId));
}
