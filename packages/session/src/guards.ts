import { accountTypes, type AdminUser, type Seller } from '@drops/contracts';

/**
 * Shape checks of what comes back from storage. They check what the screens rely on, not every
 * field: a session from a slightly older build with the same essentials stays usable.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0;

export function isSeller(value: unknown): value is Seller {
  return (
    isRecord(value) &&
    isNonEmptyString(value._id) &&
    typeof value.username === 'string' &&
    typeof value.email === 'string' &&
    (accountTypes as readonly unknown[]).includes(value.accountType) &&
    typeof value.isApproved === 'boolean' &&
    typeof value.isRequestedforSell === 'boolean'
  );
}

export function isAdminUser(value: unknown): value is AdminUser {
  return (
    isRecord(value) &&
    isNonEmptyString(value._id) &&
    typeof value.email === 'string' &&
    typeof value.username === 'string' &&
    isRecord(value.permissions) &&
    typeof value.permissions.admin === 'boolean'
  );
}

export interface SellerSession {
  token: string;
  seller: Seller;
}

export interface AdminSession {
  token: string;
  user: AdminUser;
}

export function isSellerSession(value: unknown): value is SellerSession {
  return isRecord(value) && isNonEmptyString(value.token) && isSeller(value.seller);
}

/** Only an administrator's session is kept: a user without the admin flag is not one. */
export function isAdminSession(value: unknown): value is AdminSession {
  return (
    isRecord(value) &&
    isNonEmptyString(value.token) &&
    isAdminUser(value.user) &&
    value.user.permissions.admin
  );
}
