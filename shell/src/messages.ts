/**
 * The shell's own wording: labels and states the spec does not quote. The spec's messages come
 * from @drops/contracts; these are the rest, in one place.
 */
export const shellMessages = {
  appName: 'DROPS',
  retry: 'Retry',
  loadingScreen: 'Loading...',
  // Not the bare "Loading..." of the admin guard, under which the admin area loads hidden.
  loadingArea: 'Loading page...',
  remoteUnavailable: (area: string) => `${area} is unavailable right now.`,
  startUpFailed: 'Drops could not start. Please reload the page.',
  reload: 'Reload',
  notFoundTitle: 'Page not found',
  notFoundLink: 'Go to sign in',
  notFoundDashboardLink: 'Go to your dashboard',

  signInTitle: 'Sign in',
  signInIntro: 'Welcome back. Sign in to manage your drops.',
  signInSubmit: 'SIGN IN',
  signingIn: 'SIGNING IN...',
  noAccount: "Don't have an account?",
  signUpLink: 'Sign up',

  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  username: 'Username',

  signUpTitle: 'Create your account',
  signUpStep: (step: number) => `Step ${step} of 2`,
  accountType: 'Account type',
  accountTypeDescriptions: {
    flex: 'Show off your drops with no sales. You get 3 lives while your selling is under review.',
    sell: 'Sell your products and services once an administrator approves you.',
  },
  roles: 'What describes you best?',
  rolesHint: 'Choose up to 3.',
  somethingElse: 'Tell us what you do',
  next: 'NEXT',
  checking: 'CHECKING...',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',

  identityTitle: 'Identity & Persona',
  profileImage: 'Profile image',
  profileImageHint: 'JPEG, PNG, GIF, WebP or AVIF.',
  profileImagePreview: 'Profile image preview',
  uploadingImage: 'Uploading...',
  country: 'Country/Region',
  bio: 'Short bio',
  portfolioLink: 'Link to work',
  portfolioLinkHint: 'Optional: a site, portfolio or social profile.',
  back: 'BACK',
  complete: 'COMPLETE SIGN UP',
  completing: 'SUBMITTING...',

  waitingTitle: 'Waiting for approval',
  waitingBody:
    'Thank you for signing up. Your submission will be reviewed and we will contact you once it has been approved.',
  backToSignIn: 'Back to sign in',

  redirectingToLogin: 'Redirecting to login...',
  drops: 'Drops',
  product: 'Product',
  editProfile: 'Edit Profile',
  /** Issue 17: the webhooks page, in the user menu (the sidebar keeps the spec's one entry). */
  integrations: 'Integrations',
  applyToSell: 'Apply to Sell',
  logout: 'Logout',
  /** The user menu button's name begins with what it shows, the username (WCAG 2.5.3). */
  userMenu: (username: string) => `${username}, account menu`,
  mainNavigation: 'Main navigation',
  applyToSellTitle: 'Apply to sell',
  applyToSellBody:
    'Ask an administrator to turn your Flexer account into a Seller account. You can keep using Drops while the request is reviewed.',
  applyToSellConfirm: 'APPLY',
  cancel: 'CANCEL',

  adminLoginTitle: 'Administrator sign in',
  adminBackLink: 'Back to the main site',
  adminSubmit: 'SIGN IN',
  adminChecking: 'Loading...',
  adminSessionExpired: 'Your session has expired. Please sign in again.',
  sellerSessionExpired: 'Your session has expired. Please sign in again.',

  // Issue 16: a rejected account's sign-in, and the notifications bell.
  accountNotApprovedTitle: 'Why your account was not approved',
  contactSupport: 'Questions about this decision? Write to',
  reviewReason: 'Reason',
  reviewNoReason: 'No reason was given',
  reviewNote: 'Note',
  reviewDecidedOn: 'Decided on',
  notifications: 'Notifications',
  notificationsButton: (unread: number) =>
    unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`,
  notificationsLoading: 'Loading notifications...',
  notificationsEmpty: 'No notifications yet',
  // Issue 31 item 8: the drop it led to was deleted since.
  notificationDropDeleted: 'This drop has since been deleted.',
  notificationsFailed: 'Failed to fetch notifications',
  markAllRead: 'Mark all as read',
  markAllReadFailed: 'Failed to mark notifications as read',
  unread: 'Unread',
} as const;
