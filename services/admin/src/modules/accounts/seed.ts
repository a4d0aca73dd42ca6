import type { Knex } from 'knex';
import { hashPassword } from '@drops/auth';
import { newId, toJson } from '@drops/db';

export interface AdminSeed {
  email: string;
  password: string;
  username?: string;
}

/** Development defaults, documented in the README; production sets ADMIN_EMAIL / ADMIN_PASSWORD. */
export const defaultAdminSeed: AdminSeed = {
  email: 'admin@drops.local',
  password: 'admin-password-123',
  username: 'admin',
};

/** Creates the administrator unless one with that email exists. */
export async function seedAdmin(db: Knex, seed: AdminSeed): Promise<void> {
  const email = seed.email.trim().toLowerCase();
  const existing = await db('admin_users').where({ email }).first('id');
  if (existing) return;
  const now = Date.now();
  await db('admin_users').insert({
    id: newId(),
    username: seed.username ?? email.split('@')[0],
    email,
    password_hash: await hashPassword(seed.password),
    permissions: toJson({ admin: true }),
    created_at: now,
    updated_at: now,
  });
}
