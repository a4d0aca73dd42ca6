import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * RFC 6238 computed here, apart from the library the admin service uses (issue 30 item 5), as
 * an authenticator app would: the tests' codes check the service against the standard itself.
 */
const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(secret: string): Buffer {
  let bits = '';
  for (const character of secret.replace(/=+$/, '').toUpperCase()) {
    const value = base32Alphabet.indexOf(character);
    if (value < 0) throw new Error(`not base32: ${character}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The 6-digit code of a base32 secret for the 30-second step `stepsFromNow` away from now. */
export function totpCode(secret: string, stepsFromNow = 0, now = Date.now()): string {
  const counter = Math.floor(now / 1000 / 30) + stepsFromNow;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(message).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const value = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/**
 * A fresh single-use recovery code of an administrator, stored hashed as the admin service
 * stores its own (lower-case, SHA-256): for suites that sign one administrator in more often
 * than a TOTP code allows (once per 30-second step).
 */
export async function mintRecoveryCode(db: Knex, email: string): Promise<string> {
  const code = randomBytes(5).toString('hex');
  const admin = (await db('admin_users').where({ email }).first('id')) as
    { id: string } | undefined;
  if (!admin) throw new Error(`no administrator ${email}`);
  await db('admin_recovery_codes').insert({
    code_hash: createHash('sha256').update(code).digest('hex'),
    admin_id: admin.id,
    used_at: null,
  });
  return code;
}
