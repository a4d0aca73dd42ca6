import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { Secret, TOTP } from 'otpauth';
import { adminAccountMessages, recoveryCodeCount, type TotpEnrollment } from '@drops/contracts';
import { ValidationError } from '@drops/service-kit';
import type { AdminAccountsRepository } from '../admin-accounts-repository';
import type { AdminPasswordsRepository } from '../admin-passwords-repository';

/** The name authenticator apps show beside the account. */
const issuer = 'Drops';
/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const periodSeconds = 30;
/** One step either side of now is accepted, for clocks a little apart. */
const clockWindow = 1;

const totpOf = (secret: string, label = 'administrator') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: periodSeconds,
    secret: Secret.fromBase32(secret),
  });

/** 160 random bits (RFC 4226's recommended length), in base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const enrollmentOf = (email: string, secret: string): TotpEnrollment => ({
  secret,
  otpauthUri: totpOf(secret, email).toString(),
});

/** Recovery codes are compared without case, spaces or dashes, as people type them. */
const normalCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalCode(code)).digest('hex');

/** Ten codes of 10 hexadecimal digits (40 random bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const digits = randomBytes(5).toString('hex');
    return `${digits.slice(0, 5)}-${digits.slice(5)}`;
  });
}

const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** The time step of a valid TOTP code later than `afterStep`, or null. */
export function totpStepOf(secret: string, code: string, afterStep: number | null): number | null {
  if (!isTotpCode(code)) return null;
  const now = Date.now();
  const delta = totpOf(secret).validate({
    token: code.replace(/\s/g, ''),
    timestamp: now,
    window: clockWindow,
  });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / periodSeconds) + delta;
  return afterStep !== null && step <= afterStep ? null : step;
}

export const invalidCode = () =>
  new ValidationError({ code: adminAccountMessages.codeInvalid }, adminAccountMessages.codeInvalid);

export interface SecondFactorDependencies {
  db: Knex;
  accounts: AdminAccountsRepository;
  passwords: AdminPasswordsRepository;
  /** Mails the owner once when wrong codes pause the account's sign-ins. */
  onLocked: (adminId: string) => Promise<void>;
}

/**
 * Checks an administrator's TOTP code or one of their recovery codes, which then no longer
 * works. Wrong codes count with wrong passwords (issue 30's per-account throttle): 5 within
 * 15 minutes pause the account, and during the pause every code is refused alike.
 */
export async function checkSecondFactor(
  deps: SecondFactorDependencies,
  adminId: string,
  secret: string,
  code: string,
  options: { recoveryCodes: boolean },
): Promise<{ usedRecoveryCode: boolean }> {
  const now = Date.now();
  if (await deps.passwords.isLocked(adminId, now)) throw invalidCode();
  const security = await deps.accounts.security(adminId);
  const step = totpStepOf(secret, code, security?.totpLastStep ?? null);
  if (step !== null && (await deps.accounts.useTotpStep(adminId, step))) {
    await deps.passwords.clearFailures(adminId);
    return { usedRecoveryCode: false };
  }
  if (
    options.recoveryCodes &&
    step === null &&
    !isTotpCode(code) &&
    (await deps.accounts.useRecoveryCode(adminId, hashRecoveryCode(code), now))
  ) {
    await deps.passwords.clearFailures(adminId);
    return { usedRecoveryCode: true };
  }
  if (await deps.passwords.recordFailure(adminId, now)) await deps.onLocked(adminId);
  throw invalidCode();
}
