import { randomUUID } from 'node:crypto';
import type { InternalAccountMailBody } from '@drops/contracts';
import { productName, renderMail, type NewMail } from './mail';

/** Where each mail's link leads, for a seller and for an administrator (the shell's pages). */
const pages = {
  seller: {
    signIn: '/signin',
    forgot: '/forgot-password',
    reset: '/reset-password',
    // Sellers are never invited this way (their invitations are the spec's own).
    acceptInvite: '/signin',
  },
  admin: {
    signIn: '/admin/login',
    forgot: '/admin/forgot-password',
    reset: '/admin/reset-password',
    acceptInvite: '/admin/accept-invite',
  },
} as const;

/**
 * Issue 30: the mails about a password, sign-ins and (item 2) the seller's email address. They are always sent (they are about the
 * account's safety), never repeated as notifications in the app, and each is its own event.
 */
export function accountMailOf(request: InternalAccountMailBody, publicAppUrl: string): NewMail {
  const base = publicAppUrl.replace(/\/+$/, '');
  const page = pages[request.audience];
  const words = {
    password_reset: {
      title: 'Reset your password',
      body: `Someone asked to reset the password of your ${productName} account. The link below works once, within 30 minutes. If it was not you, ignore this mail: your password stays as it is.`,
      action: 'Choose a new password',
      link: `${base}${page.reset}?token=${encodeURIComponent(request.token ?? '')}`,
    },
    password_changed: {
      title: 'Your password was changed',
      body: `The password of your ${productName} account was just changed. If it was not you, reset it now from the sign-in page.`,
      action: 'Sign in',
      link: `${base}${page.signIn}`,
    },
    email_verification: {
      title: 'Verify your email',
      body: `Open the link below to confirm that ${request.to} is the email of your ${productName} account. It works once, within 24 hours. If you did not ask for it, ignore this mail.`,
      action: 'Verify my email',
      link: `${base}/verify-email?token=${encodeURIComponent(request.token ?? '')}`,
    },
    email_change_requested: {
      title: 'Your email is being changed',
      body: `Someone asked to change the email of your ${productName} account to ${request.newEmail ?? 'another address'}. It changes once the link mailed there is opened; until then this address stays. If it was not you, reset your password now.`,
      action: 'Reset your password',
      link: `${base}${page.forgot}`,
    },
    sign_in_locked: {
      title: 'Sign-ins to your account are paused',
      body: `There were 5 failed sign-ins to your ${productName} account within 15 minutes, so its sign-ins are paused for 15 minutes. If it was not you, reset your password: a reset ends the pause.`,
      action: 'Reset your password',
      link: `${base}${page.forgot}`,
    },
    admin_invite: {
      title: `You are invited to administer ${productName}`,
      body: `An administrator invited you to join the ${productName} administrators. Choose your password through the link below; it works once, within 72 hours.`,
      action: 'Accept the invitation',
      link: `${base}${page.acceptInvite}?token=${encodeURIComponent(request.token ?? '')}`,
    },
  }[request.kind];
  const { text, html } = renderMail({
    ...words,
    greeting: request.name ? `Hello ${request.name},` : 'Hello,',
    footer: `You receive this mail because it concerns your ${productName} account.`,
  });
  return {
    eventId: randomUUID(),
    kind: `${request.audience}.${request.kind}`,
    sellerId: request.accountId,
    to: request.to,
    subject: `${words.title} · ${productName}`,
    text,
    html,
    createdAt: Date.now(),
  };
}
