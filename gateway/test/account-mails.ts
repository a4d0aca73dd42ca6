import { startMailCatcher, type CaughtMail, type MailCatcher } from '@drops/mail-catcher';
import { eventually, request, startStack, type ApiResponse, type Stack } from '../testing/stack';

/**
 * Issue 30's tests: the real stack mailing a real SMTP server (the mail catcher, in-process),
 * and the links of its mails followed as a person would.
 */
export const publicAppUrl = 'https://drops.example';

export interface MailStack {
  stack: Stack;
  catcher: MailCatcher;
}

export async function startMailStack(
  options: { adminSecondFactorRequired?: boolean } = {},
): Promise<MailStack> {
  const catcher = await startMailCatcher();
  const stack = await startStack(
    {},
    {
      mail: {
        smtpUrl: `smtp://127.0.0.1:${catcher.smtpPort()}`,
        publicAppUrl,
        timings: { pollMs: 50, retryBaseMs: 50, retryMaxMs: 200 },
      },
      ...options,
    },
  );
  return { stack, catcher };
}

export async function stopMailStack(started: MailStack | undefined): Promise<void> {
  await started?.stack.stop();
  await started?.catcher.close();
}

/** The mails one address received with this subject, once there are `count` of them. */
export const mailsTo = (
  catcher: MailCatcher,
  address: string,
  subject: string,
  count = 1,
): Promise<CaughtMail[]> =>
  eventually(`${count} "${subject}" mails to ${address}`, () => {
    const mine = catcher.mails.filter(
      (mail) => mail.to.includes(address) && mail.subject.startsWith(subject),
    );
    return mine.length >= count ? mine : undefined;
  });

export const subjects = {
  reset: 'Reset your password',
  changed: 'Your password was changed',
  locked: 'Sign-ins to your account are paused',
  verify: 'Verify your email',
  emailChange: 'Your email is being changed',
  invitation: 'You are invited to administer',
} as const;

/** The token of the link a reset mail leads to (`page`: `/reset-password` or `/admin/...`). */
export function resetTokenOf(mail: CaughtMail | undefined, page: string): string {
  const prefix = `${publicAppUrl}${page}?token=`;
  const link = mail?.text.split(/\s/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no ${page} link in: ${mail?.text}`);
  expect(mail?.html).toContain(`href="${link}"`);
  return decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
}

export const post = (url: string, body: unknown, token?: string): Promise<ApiResponse> =>
  request(url, { method: 'POST', body, ...(token ? { token } : {}) });

/** Nothing more arrives within a moment (a mail that must not be sent). */
export const settle = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms));
