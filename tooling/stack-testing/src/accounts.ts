// Sellers and administrators made through the real API, and their sessions as the shell stores them.
import {
  completeRegistration,
  loginAdmin,
  loginSeller,
  setSellerApproval,
  updateSeller,
  uploadProfileImage,
  type ApiClient,
} from '@drops/api-client';
import {
  isAdminLoginChallenge,
  type RegisterCompleteBody,
  type ReviewReason,
  type Seller,
} from '@drops/contracts';
import {
  adminSessionKey,
  sellerSessionKey,
  type AdminSession,
  type SellerSession,
} from '@drops/session';
import { apiClient } from './api';
import { markEmailVerified } from './stack-control';
import { readStackEnvironment } from './stack-environment';

const tinyPngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A valid 1×1 PNG as a browser File (uploads check the content's magic bytes). */
export function pngFile(name = 'picture.png'): File {
  const bytes = Uint8Array.from(atob(tinyPngBase64), (character) => character.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

let sequence = 0;

/** A username and email nobody else uses (files run side by side over one database). */
export function uniqueIdentity(prefix = 'jest'): { username: string; email: string } {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `${prefix}_${tag}`, email: `${prefix}.${tag}@drops.test` };
}

export const sellerPassword = 'stack-seller-password-1';

export interface SellerSetup {
  accountType?: 'flex' | 'sell';
  /** A sell account approved by the seeded administrator (default: true for `signedInSeller`). */
  approved?: boolean;
  /** Any other registration field (username, fullName, bio, role, ...). */
  details?: Partial<RegisterCompleteBody>;
  /**
   * Issue 30 item 2: the email verified, as its owner opening the mailed link would (the shared
   * stack mails nothing). Default: not, as after a sign-up.
   */
  emailVerified?: boolean;
}

export interface RegisteredSeller {
  seller: Seller;
  email: string;
  password: string;
  /** The sign-up's own token (flex accounts are signed in at once). */
  token?: string;
}

/**
 * Signs a new seller up through `POST /seller/register/complete`, with a real uploaded profile
 * image; a sell account is approved through the admin API when `approved`. Flex accounts can sign
 * in at once; an unapproved sell account cannot (pending, for the administrator's lists).
 */
export async function signUpSeller(setup: SellerSetup = {}): Promise<RegisteredSeller> {
  const client = apiClient();
  const picture = await uploadProfileImage(client, {
    fileName: 'avatar.png',
    fileType: 'image/png',
    fileSize: pngFile().size,
    fileData: tinyPngBase64,
  });
  const identity = uniqueIdentity();
  const completed = await completeRegistration(client, {
    accountType: setup.accountType ?? 'flex',
    role: ['creator'],
    ...identity,
    password: sellerPassword,
    profileImage: picture.key,
    country: 'GB',
    bio: 'Signed up by a Jest screen test.',
    ...setup.details,
  });
  let seller = completed.data.seller;
  if (setup.emailVerified) {
    await markEmailVerified(seller._id);
    seller = { ...seller, emailVerified: true };
  }
  if (setup.approved && seller.accountType === 'sell') {
    const approval = await setSellerApproval(await harnessAdminClient(), seller._id, {
      isApproved: true,
      isActive: true,
    });
    seller = approval.data;
  }
  return {
    seller,
    email: seller.email,
    password: setup.details?.password ?? sellerPassword,
    token: completed.data.token,
  };
}

export interface SignedInSeller extends SellerSession {
  password: string;
}

/**
 * A new seller with a session: `{ token, seller }` as the flex sign-up answers it (autoLogin) or,
 * for a sell account (approved first), as `POST /seller/login` does. It has already seen the
 * first-login dialog unless `firstLogin: true`.
 */
export async function signedInSeller(
  setup: SellerSetup & { firstLogin?: boolean } = {},
): Promise<SignedInSeller> {
  const registered = await signUpSeller({ approved: true, ...setup });
  const { email, password } = registered;
  const token =
    registered.token ?? (await loginSeller(apiClient(), { email, password })).data.token;
  let seller = registered.seller;
  if (!setup.firstLogin)
    seller = (await updateSeller(apiClient({ token }), { firstLogin: false })).data;
  return { token, seller, password };
}

/** The seeded administrator, signed in through `POST /auth/login`. */
export async function signInAdmin(): Promise<AdminSession> {
  const login = await loginAdmin(apiClient(), readStackEnvironment().admin);
  // The harness's stack runs as development does: no second factor (issue 30 item 5).
  if (isAdminLoginChallenge(login)) throw new Error('The harness stack asks no second factor');
  return { token: login.token.accessToken, user: login.user };
}

let harnessAdmin: Promise<AdminSession> | undefined;

/**
 * The administrator client of the harness's own set-up calls (approvals, badges): signed in once
 * per test file, as each sign-in costs a password hash. Tests that need a session of their own
 * call `signInAdmin()`.
 */
export async function harnessAdminClient(): Promise<ApiClient> {
  if (!harnessAdmin) {
    const signingIn = signInAdmin();
    harnessAdmin = signingIn;
    // A failed sign-in is not kept: the next call tries again.
    signingIn.catch(() => {
      if (harnessAdmin === signingIn) harnessAdmin = undefined;
    });
  }
  return apiClient({ token: (await harnessAdmin).token });
}

/** Puts the session where the shell keeps it, as if the seller had signed in in this browser. */
export function storeSellerSession({ token, seller }: SellerSession): void {
  window.localStorage.setItem(sellerSessionKey, JSON.stringify({ token, seller }));
}

export function storeAdminSession({ token, user }: AdminSession): void {
  window.localStorage.setItem(adminSessionKey, JSON.stringify({ token, user }));
}

/** Rejects a seller as the seeded administrator, with a reason and note (issue 16). */
export async function rejectSeller(
  sellerId: string,
  decision: { reason?: ReviewReason; note?: string } = {},
): Promise<void> {
  await setSellerApproval(await harnessAdminClient(), sellerId, {
    isApproved: false,
    isActive: false,
    ...decision,
  });
}
