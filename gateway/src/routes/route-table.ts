import type { GatewayServiceName } from '@drops/contracts';
import type { BodyLimitKind, RateLimitKind } from '../config';

/**
 * Who may pass the gateway: anyone, a valid seller token, a valid administrator token, or
 * (the release registry's writes) an administrator or a remote's release token.
 */
export type Access = 'public' | 'seller' | 'admin' | 'adminOrRelease';

export interface ProxyRoute {
  /** Path under `/api/v1`; the service receives the same path without the `/api/v1` prefix. */
  path: string;
  service: GatewayServiceName;
  access: Access;
  /** Only the path itself (true) or the path and everything below it (false). */
  exact?: boolean;
  /** Methods proxied; others fall through to a broader entry or to 404. Default: all but OPTIONS. */
  methods?: string[];
  rateLimit?: RateLimitKind;
  bodyLimit?: BodyLimitKind;
  /** Takes `multipart/form-data` as well as JSON (the upload calls). */
  acceptsMultipart?: boolean;
  /** Takes a raw image or video body (the local-disk signed upload link). */
  acceptsMediaBody?: boolean;
  /** Files shown by `<img>`/`<video>` on the frontends' origins (a no-cors load). */
  crossOriginResource?: boolean;
}

/** A sign-up image upload: public (the account does not exist yet), so rate-limited. */
function signUpImageUpload(path: string): ProxyRoute {
  return {
    path,
    service: 'catalog',
    access: 'public',
    exact: true,
    methods: ['POST'],
    bodyLimit: 'imageUpload',
    acceptsMultipart: true,
    rateLimit: 'signUpUpload',
  };
}

/** OPTIONS stays at the gateway: CORS preflights are answered there and never proxied. */
export const proxiedMethods = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT'];

/**
 * Spec section 7, by owning service. A more specific path wins over a broader one
 * (`/seller/products/**` goes to the catalog, the rest of `/seller/**` to the seller service).
 */
export const proxyRoutes: ProxyRoute[] = [
  {
    path: '/seller/login',
    service: 'seller',
    access: 'public',
    exact: true,
    methods: ['POST'],
    rateLimit: 'login',
  },
  {
    path: '/seller/register',
    service: 'seller',
    access: 'public',
    methods: ['POST'],
    rateLimit: 'registration',
  },
  // Issue 30: the access token has usually expired when it is refreshed: the refresh token
  // (body or cookie) is the credential, so the route is public and limited like a sign-in.
  {
    path: '/seller/token/refresh',
    service: 'seller',
    access: 'public',
    exact: true,
    methods: ['POST'],
    rateLimit: 'login',
  },
  // Issue 30: a forgotten password, before any token; `/seller/password/change` needs one.
  ...['/seller/password/forgot', '/seller/password/reset'].map((path): ProxyRoute => ({
    path,
    service: 'seller',
    access: 'public',
    exact: true,
    methods: ['POST'],
    rateLimit: 'passwordReset',
  })),
  // Issue 30 item 2: the mailed link verifies an email without a sign-in (the token is the
  // credential); asking for the mail again (`/seller/email/verification`) needs one.
  {
    path: '/seller/email/verify',
    service: 'seller',
    access: 'public',
    exact: true,
    methods: ['POST'],
    rateLimit: 'passwordReset',
  },
  { path: '/seller/products', service: 'catalog', access: 'seller' },
  // Issue 17: a seller's webhook endpoints and their deliveries live beside the drops they carry.
  { path: '/seller/webhooks', service: 'catalog', access: 'seller' },
  { path: '/seller', service: 'seller', access: 'seller' },
  { path: '/collections', service: 'catalog', access: 'seller' },
  {
    path: '/s3/product-image-upload',
    service: 'catalog',
    access: 'seller',
    exact: true,
    methods: ['POST'],
    bodyLimit: 'productUpload',
    acceptsMultipart: true,
  },
  // Sign-up uploads images before the account exists: public by necessity, so rate-limited.
  signUpImageUpload('/s3/seller/profile-image-upload'),
  signUpImageUpload('/s3/seller/moodboard-image-upload'),
  // Direct uploads (issue 18): public because sign-up uploads come before the account (the
  // catalog asks a seller token for product uploads), so rate-limited like the sign-up uploads.
  {
    path: '/s3/uploads',
    service: 'catalog',
    access: 'public',
    methods: ['POST'],
    rateLimit: 'signUpUpload',
  },
  { path: '/s3/get-signed-url', service: 'catalog', access: 'public', methods: ['GET', 'HEAD'] },
  // A screen's signed links in one call (issue 18), public as each link is.
  {
    path: '/s3/signed-urls',
    service: 'catalog',
    access: 'public',
    exact: true,
    methods: ['POST'],
  },
  // Local-disk storage serves signed links here; the signature in the query is the credential.
  {
    path: '/s3/files',
    service: 'catalog',
    access: 'public',
    methods: ['GET', 'HEAD'],
    crossOriginResource: true,
  },
  // Local disk only: the signed upload link of a direct upload (S3 takes those bytes itself).
  {
    path: '/s3/files',
    service: 'catalog',
    access: 'public',
    methods: ['PUT'],
    bodyLimit: 'productUpload',
    acceptsMediaBody: true,
  },
  {
    path: '/auth/login',
    service: 'admin',
    access: 'public',
    exact: true,
    methods: ['POST'],
    rateLimit: 'login',
  },
  // Issue 30: as the seller's refresh, public (the refresh token is the credential).
  {
    path: '/auth/token/refresh',
    service: 'admin',
    access: 'public',
    exact: true,
    methods: ['POST'],
    rateLimit: 'login',
  },
  { path: '/auth/logout', service: 'admin', access: 'admin', exact: true, methods: ['POST'] },
  // Issue 30 item 5: the login's second step (the challenge is the credential) and accepting an
  // invitation (the mailed token is), public and rate-limited; the second factor's own settings.
  {
    path: '/auth/login/second-factor',
    service: 'admin',
    access: 'public',
    exact: true,
    methods: ['POST'],
    rateLimit: 'login',
  },
  {
    path: '/auth/invites/accept',
    service: 'admin',
    access: 'public',
    exact: true,
    methods: ['POST'],
    rateLimit: 'passwordReset',
  },
  { path: '/auth/totp', service: 'admin', access: 'admin', methods: ['POST'] },
  ...['/auth/password/forgot', '/auth/password/reset'].map((path): ProxyRoute => ({
    path,
    service: 'admin',
    access: 'public',
    exact: true,
    methods: ['POST'],
    rateLimit: 'passwordReset',
  })),
  // Issue 28, the release registry: the channels the shell reads (and, on local disk, the
  // published builds' files, loaded by <script> from the shell's origin), the browsers' reports.
  {
    path: '/remotes',
    service: 'admin',
    access: 'public',
    methods: ['GET', 'HEAD'],
    crossOriginResource: true,
  },
  {
    path: '/remotes/reports',
    service: 'admin',
    access: 'public',
    exact: true,
    methods: ['POST'],
    rateLimit: 'remoteReports',
    bodyLimit: 'remoteReports',
  },
  // A release token passes here only; the registry admits it on its own remote's writes alone.
  { path: '/admin/remotes', service: 'admin', access: 'adminOrRelease', bodyLimit: 'releaseFile' },
  { path: '/admin', service: 'admin', access: 'admin' },
];

/**
 * Issue 30: the calls whose answers set or clear a person's httpOnly refresh cookie. Only these
 * are answered with `Access-Control-Allow-Credentials`, so no other call carries cookies.
 */
export const credentialedPaths = [
  '/seller/login',
  '/seller/register/complete',
  '/seller/token/refresh',
  '/seller/logout',
  '/seller/password/change',
  '/auth/login',
  '/auth/login/second-factor',
  '/auth/token/refresh',
  '/auth/logout',
];
