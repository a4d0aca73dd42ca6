// The test files' side of the harness: runs inside the jsdom environment, whose fetch is real.
import {
  completeRegistration,
  createApiClient,
  createSellerProduct,
  loginAdmin,
  loginSeller,
  setProductBadge,
  setProductModeration,
  setSellerApproval,
  updateSeller,
  uploadProfileImage,
  type ApiClient,
} from '@drops/api-client';
import {
  isAdminLoginChallenge,
  type GatewayServiceName,
  type Product,
  type ProductBody,
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
import type { LoadBalancerFailure, OpenedEndpoint, TokenRequest } from './control-protocol';
import { readStackEnvironment } from './stack-environment';

export type { LoadBalancerFailure, TokenRequest } from './control-protocol';

/** The shared real gateway's API base (`http://127.0.0.1:<port>/api/v1`): give it to the screen. */
export function stackApiUrl(): string {
  return readStackEnvironment().apiUrl;
}

/** An API base where nothing listens: every call fails as a network failure (no answer). */
export const unreachableApiUrl = 'http://127.0.0.1:9/api/v1';

/** The api-client over the shared gateway (or `baseUrl`), with `token` as bearer when given. */
export function apiClient({
  token,
  baseUrl,
}: { token?: string; baseUrl?: string } = {}): ApiClient {
  return createApiClient({ baseUrl: baseUrl ?? stackApiUrl(), getToken: () => token });
}

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
   * stack mails nothing); the spec's one-click Approve is for verified sellers. Default: not.
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
    await control<void>('POST', `/sellers/${seller._id}/email-verified`);
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
async function harnessAdminClient(): Promise<ApiClient> {
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

/** A launch date `days` days from now (negative: in the past), as a date-time the drop form sends. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
}

/**
 * A drop body that meets the publish rules of either account type (spec section 5): Published,
 * launched yesterday (a sell account's drop is then Published, not Upcoming), with a description,
 * category, purchase link and an image link. `changes` win, e.g. `{ launchDate: daysFromNow(7) }`
 * for an Upcoming drop.
 */
export function publishedDropBody(changes: ProductBody = {}): ProductBody {
  return {
    name: 'Jest drop',
    description: 'Published by a Jest screen test.',
    category: 'tech',
    purchaseUrl: 'https://shop.drops.test/jest-drop',
    mainImage: 'https://images.drops.test/jest-drop.png',
    launchDate: daysFromNow(-1),
    status: 'Published',
    ...changes,
  };
}

/** Sets or clears a drop's badge as the seeded administrator (`PUT /admin/products/{id}/badge`). */
export async function badgeDrop(dropId: string, badge = true): Promise<void> {
  await setProductBadge(await harnessAdminClient(), dropId, badge);
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

/** Pauses a published drop as the seeded administrator (`PUT /admin/products/{id}/status`). */
export async function pauseDrop(
  dropId: string,
  decision: { reason: ReviewReason; note?: string },
): Promise<void> {
  await setProductModeration(await harnessAdminClient(), dropId, { status: 'paused', ...decision });
}

/** Restores a paused drop as the seeded administrator. */
export async function restoreDrop(dropId: string): Promise<void> {
  await setProductModeration(await harnessAdminClient(), dropId, { status: 'published' });
}

/** `POST /seller/products` as the seller: a Draft unless `status` says otherwise. */
export async function createDrop(
  { token }: { token: string },
  body: ProductBody = {},
): Promise<Product> {
  const created = await createSellerProduct(apiClient({ token }), {
    name: 'Jest drop',
    ...body,
  });
  return created.data;
}

const opened = new Set<string>();

async function control<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${readStackEnvironment().controlUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`stack control ${path}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/**
 * A token for `subject` from the stack's own signer with the lifetime given (negative: already
 * expired): the real refusal of a session whose time is up, e.g. an administrator's stored token.
 */
export async function signStackToken(request: TokenRequest): Promise<string> {
  return (await control<{ token: string }>('POST', '/tokens', request)).token;
}

/**
 * Stores a drop's status as no API call does: `paused` (shown to administrators; the seller API
 * reads it as Draft) or a value the API does not know (an older writer's).
 */
export async function storeDropStatus(dropId: string, status: string): Promise<void> {
  await control<void>('POST', `/drops/${dropId}/stored-status`, { status });
}

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  sentAt: number;
  /** When the answer's headers arrived (unset while pending or after a network failure). */
  answeredAt?: number;
  /** A copy of the answer, to compare what the screen shows with what the server said. */
  response?: Response;
}

let stopRecording: (() => void) | null = null;

/**
 * Records the page's fetch calls as a browser's network log does; they still go to the real
 * server. For what only the wire shows: which calls a screen fires, side by side or not, with
 * which token, and what the server answered them. Stops after the test.
 */
export function recordRequests(): RecordedRequest[] {
  stopRecording?.();
  const recorded: RecordedRequest[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request: RecordedRequest = {
      method: init?.method ?? (input instanceof Request ? input.method : 'GET'),
      url: new URL(input instanceof Request ? input.url : String(input)),
      headers: new Headers(init?.headers ?? (input instanceof Request ? input.headers : {})),
      sentAt: performance.now(),
    };
    recorded.push(request);
    const response = await realFetch(input, init);
    request.answeredAt = performance.now();
    request.response = response.clone();
    return response;
  };
  stopRecording = () => {
    globalThis.fetch = realFetch;
    stopRecording = null;
  };
  return recorded;
}

/**
 * A new build of `remote` uploaded and registered through the shared gateway with `token` (an
 * administrator's or the remote's release token); the remote's first becomes its stable version.
 */
export async function publishRemoteVersion(
  remote: string,
  token: string,
): Promise<{ version: string; manifestUrl: string }> {
  return control('POST', `/releases/${remote}/versions`, { token });
}

async function closeOpened(id: string): Promise<void> {
  if (!opened.delete(id)) return;
  await control('DELETE', `/opened/${id}`);
}

export interface PrivateGateway {
  apiUrl: string;
  /** The private instance comes up (same database): calls succeed again. */
  startService(name: GatewayServiceName): Promise<void>;
  /** The private instance goes down: calls to it answer 503 `Service unavailable`. */
  stopService(name: GatewayServiceName): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real gateway of this test's own, in front of the shared services and database, except that
 * each service in `down` is a private instance that starts stopped: the screen meets the real
 * 503 of a service that is down, and `startService` brings it back. Closed after each test.
 */
export async function startGateway({
  down,
}: {
  down: GatewayServiceName[];
}): Promise<PrivateGateway> {
  const { id, apiUrl } = await control<OpenedEndpoint>('POST', '/gateways', { down });
  opened.add(id);
  const service = (name: GatewayServiceName, action: 'start' | 'stop') =>
    control<void>('POST', `/gateways/${id}/services/${name}/${action}`);
  return {
    apiUrl,
    startService: (name) => service(name, 'start'),
    stopService: (name) => service(name, 'stop'),
    close: () => closeOpened(id),
  };
}

export interface LoadBalancer {
  apiUrl: string;
  /** From now on the matching calls get the load balancer's own error page. */
  startFailing(): Promise<void>;
  /** From now on the matching calls reach the gateway again. */
  stopFailing(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A load balancer in front of the shared gateway that answers the calls matching `failWith`
 * itself, with the status and an HTML page (no error body, no CORS headers), as a proxy does when
 * its upstream fails; every other call reaches the real gateway. With `failing: false` it starts
 * passing everything, and `startFailing()` turns the failure on later (e.g. after the screen has
 * loaded). Closed after each test.
 */
export async function startLoadBalancer({
  failWith,
  failing = true,
}: {
  failWith: LoadBalancerFailure;
  failing?: boolean;
}): Promise<LoadBalancer> {
  const { id, apiUrl } = await control<OpenedEndpoint>('POST', '/load-balancers', {
    failWith,
    failing,
  });
  opened.add(id);
  const setFailing = (value: boolean) =>
    control<void>('PUT', `/load-balancers/${id}/failing`, { failing: value });
  return {
    apiUrl,
    startFailing: () => setFailing(true),
    stopFailing: () => setFailing(false),
    close: () => closeOpened(id),
  };
}

/**
 * Closes every private gateway and load balancer this file still has open and stops recording
 * requests (the preset's afterEach).
 */
export async function closeWhatTheTestOpened(): Promise<void> {
  stopRecording?.();
  await Promise.all([...opened].map(closeOpened));
}
